/**
 * Portal Guard (dilemma, planet). The Away Team gets past when one member on their own has CUNNING
 * above 7 (with bonuses in play) or Honor. Otherwise the attempt is over for the whole Away Team:
 * each member beams up, or dies where beaming up is impossible. They beam to one of their owner's
 * ships at the location (not cloaked) or the owner's outpost there, the encountering player picking
 * which when there are several; a card in play that limits beaming there limits this too, the
 * encountering player picking who goes; the team's equipment goes with them. Those who beam up are
 * stopped; those who cannot, die. The card goes back under the mission (docs/RULINGS.md, "Premiere
 * dilemmas, batch A").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { name, standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { attributeOf, teamStats } from '../rules/attributes.ts';
import { card, onPlanet, typeOf } from '../rules/board.ts';
import { beamAllowance, compatible, planetOf, transfer, transferPairs } from '../rules/beaming.ts';
import { kill } from '../rules/dilemmas.ts';

const DEF = 'portal-guard';
registerDilemmaFacts(DEF);

interface RetreatFrame extends Frame {
  kind: 'portal-guard-retreat';
  player: PlayerId;
  loc: LocationId;
  /** The Away Team that failed. */
  team: CardId[];
  /** Where they beam to, once known. */
  dest?: string;
  /** Those picked to beam up (when beaming is limited). */
  chosen: CardId[];
}

/** The ships and outpost of the player at the location that personnel on its planet may beam up to. */
function beamUpTo(s: GameState, p: PlayerId, loc: LocationId): string[] {
  const planet = planetOf(loc);
  return transferPairs(s, p)
    .filter(([from, to, at]) => at === loc && from === planet && !to.startsWith('planet:'))
    .map(([, to]) => to);
}

function finish(s: GameState, f: RetreatFrame, alive: CardId[]): void {
  pop(s, f);
  const up = f.chosen.filter((id) => alive.includes(id));
  if (f.dest !== undefined && up.length > 0) {
    const gear = onPlanet(s, f.loc, f.player).filter((id) => typeOf(s, id) === 'equipment');
    transfer(s, f.player, planetOf(f.loc), f.dest, [...up, ...gear]);
    for (const id of up) card(s, id).stopped = true;
    emit(s, 'awayTeamRetreats', `${f.player}'s Away Team beams up to ${name(s, f.dest)}, away from the Portal Guard`, { player: f.player, cards: up, to: f.dest });
  }
  for (const id of alive) if (!up.includes(id)) kill(s, id, 'could not beam away from the Portal Guard');
}

const retreat: FrameHandler<RetreatFrame> = {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const alive = f.team.filter((id) => {
      const at = card(s, id).at;
      return at.z === 'planet' && at.loc === f.loc;
    });
    const dests = beamUpTo(s, f.player, f.loc);
    if (f.dest !== undefined && !dests.includes(f.dest)) delete f.dest;
    if (f.dest === undefined) {
      if (dests.length === 0) return finish(s, f, alive);
      if (dests.length === 1) f.dest = dests[0];
      else {
        return {
          player: f.player,
          kind: 'chooseDestination',
          prompt: 'Portal Guard: choose where your Away Team beams up to',
          options: dests.map((d) => ({ id: `beamTo:${d}`, label: name(s, d), card: d, group: 'destination', act: pickAct(d) })),
        };
      }
    }
    const dest = f.dest as string;
    const room = beamAllowance(s, f.player, f.loc) - f.chosen.length;
    const eligible = alive.filter((id) => !f.chosen.includes(id) && compatible(s, id, dest, f.chosen));
    if (eligible.length <= room) {
      f.chosen.push(...eligible);
      return finish(s, f, alive);
    }
    if (room <= 0) return finish(s, f, alive);
    return {
      player: f.player,
      kind: 'chooseBeam',
      prompt: `Portal Guard: beaming is limited here; choose who beams up to ${name(s, dest)} (${room} more)`,
      options: eligible.map((id) => ({ id: `beam:${id}`, label: name(s, id), card: id, group: 'beam', act: pickAct(id) })),
    };
  },
  choose(s, f, o) {
    if (o.group === 'destination') f.dest = o.card as string;
    else f.chosen.push(o.card as CardId);
  },
};

/** Whether one member alone has CUNNING above 7 or Honor. */
function guarded(s: GameState, team: readonly CardId[]): boolean {
  return team.some((id) => attributeOf(s, id, 'CUNNING') > 7 || (teamStats(s, [id]).skills.get('Honor') ?? 0) > 0);
}

export default declareCard(DEF, {
  text: 'Pass with one member who alone has CUNNING>7 or Honor. Otherwise the whole Away Team must beam up to your ship or outpost here and is stopped; whoever cannot beam up dies. The card stays under the mission.',
  frames: { 'portal-guard-retreat': retreat as unknown as FrameHandler },
  dilemma: {
    resolve: standardDilemma(DEF, {
      overcome: (s, t) => guarded(s, t.members),
      failDispose: 'return',
      onFail: (s: GameState, f: DilemmaFrame, team: CardId[]) => {
        const r: RetreatFrame = { kind: 'portal-guard-retreat', player: f.player, loc: f.loc, team: [...team], chosen: [] };
        push(s, r);
      },
    }),
  },
});
