/**
 * Punishment Zone (Alternate Universe dilemma, planet, -5 points). One Away Team member, picked at
 * random, is caught: the encountering player either lets him die or beams him up to one of his ships
 * or his outpost at the mission (within the usual beaming limits), paying with the card: it goes to
 * his bonus area at -5 points, -10 if the member beamed up is Federation (rules/variable-points.ts).
 * The one beamed up is stopped; the rest of the Away Team is not and goes on. With nowhere to beam
 * to, the member dies (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, PUBLIC_FRAME, push } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import type { CardId, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { affiliationOf } from '../rules/affiliations.ts';
import { card, name } from '../rules/board.ts';
import { beamAllowance, compatible, containerLabel, planetOf, transfer, transferPairs } from '../rules/beaming.ts';
import type { Container } from '../rules/beaming.ts';
import { attemptingTeam, kill, randomFrom } from '../rules/dilemmas.ts';
import { scoreCardPoints } from '../rules/variable-points.ts';

const DEF = 'punishment-zone';
registerDilemmaFacts(DEF);

/** The penalty for beaming this personnel up: 5 points, doubled for a Federation personnel. */
export const penalty = (s: GameState, id: CardId): number => (affiliationOf(s, id) === 'federation' ? 10 : 5);

/** Where the victim may beam up to: his player's ships and outpost at the location, within the beaming limit. */
function beamUpTo(s: GameState, p: PlayerId, loc: LocationId, victim: CardId): Container[] {
  if (beamAllowance(s, p, loc) < 1) return [];
  const planet = planetOf(loc);
  return transferPairs(s, p)
    .filter(([from, to, at]) => at === loc && from === planet && !to.startsWith('planet:'))
    .map(([, to]) => to)
    .filter((to) => compatible(s, victim, to));
}

interface ZoneFrame extends Frame {
  kind: 'punishment-zone';
  player: PlayerId;
  dilemma: CardId;
  victim: CardId;
  to: Container[];
}

const zone: FrameHandler<ZoneFrame> = {
  shown: PUBLIC_FRAME,
  run(s, z) {
    const v = name(s, z.victim);
    const pts = penalty(s, z.victim);
    return {
      player: z.player,
      kind: 'choosePunishment',
      prompt: `The Punishment Zone holds ${v}: let him be killed, or beam him up for a penalty of ${pts} points`,
      options: [
        { id: 'punishment:die', label: `Let ${v} be killed`, card: z.victim, group: 'victim', act: pickAct(z.victim) },
        ...z.to.map((to) => ({ id: `punishment:beam:${to}`, label: `Beam ${v} up to ${containerLabel(s, to)} (lose ${pts} points)`, group: 'choice', act: pickAct(to as CardId) })),
      ],
    };
  },
  choose(s, z, o) {
    pop(s, z);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === z.dilemma) as DilemmaFrame | undefined;
    if (f) f['answer'] = o.id === 'punishment:die' ? 'die' : o.id.slice('punishment:beam:'.length);
  },
};

export default declareCard(DEF, {
  text: 'One Away Team member picked at random is caught. You choose: he dies, or you beam him up to your ship or outpost here and this card goes to your bonus area at -5 points (-10 if he is Federation). The rest go on.',
  frames: { 'punishment-zone': zone as unknown as FrameHandler },
  dilemma: {
    resolve(s, f) {
      if (f['answer'] === undefined) {
        const victim = randomFrom(s, attemptingTeam(s, f.player, f.loc, f.from));
        if (victim === undefined) {
          emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} has nobody to catch and is discarded`, { card: f.dilemma });
          f.dispose = 'discard';
          return;
        }
        f['victim'] = victim;
        const to = f.from === undefined ? beamUpTo(s, f.player, f.loc, victim) : [];
        if (to.length === 0) {
          f.dispose = 'discard';
          kill(s, victim, 'caught in the Punishment Zone with nowhere to beam to, chosen at random');
          return;
        }
        push(s, { kind: 'punishment-zone', player: f.player, dilemma: f.dilemma, victim, to } as ZoneFrame);
        return;
      }
      const victim = f['victim'] as CardId;
      if (f['answer'] === 'die') {
        f.dispose = 'discard';
        kill(s, victim, 'left in the Punishment Zone, chosen at random');
        return;
      }
      f.dispose = 'stays';
      transfer(s, f.player, planetOf(f.loc), f['answer'] as Container, [victim]);
      card(s, victim).stopped = true;
      scoreCardPoints(s, f.player, f.dilemma, -penalty(s, victim), `beamed ${name(s, victim)} out of the Punishment Zone`);
    },
  },
});
