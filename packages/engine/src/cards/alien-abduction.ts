/**
 * Alien Abduction (dilemma, planet; the older print, RULINGS "Card wording", 2). The Away Team
 * member with the highest CUNNING (with bonuses in play; the encountering player, whose team it is,
 * picks among ties) is taken by aliens: the personnel is held on the mission, apart from the team,
 * with the dilemma, and the rest of the team goes on. It comes back to the planet, and the dilemma
 * is discarded, when the mission is completed (by either player) or when its owner has three
 * Leadership among his personnel on that planet, read when it is taken and whenever personnel beam
 * there: with three Leadership among the rest of the team it comes back at once (docs/RULINGS.md,
 * "Premiere dilemmas, batch C").
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { name } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { FrameHandler } from '../core/flow.ts';
import { pickAct } from '../core/acts.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, Frame, GameState, LocationId, PlayerId } from '../core/types.ts';
import { attributeOf, teamStats } from '../rules/attributes.ts';
import { moveTo, personnelOnPlanet } from '../rules/board.ts';
import { attemptingTeam } from '../rules/dilemmas.ts';

const ID = 'alien-abduction';
export const ABDUCTION_LEADERSHIP = 3;
registerDilemmaFacts(ID);

const cunning = (s: GameState, id: CardId) => attributeOf(s, id, 'CUNNING');

/** Whether the player has three Leadership among his personnel on the planet of the location (the held one is not there). */
function leadershipThere(s: GameState, p: PlayerId, loc: LocationId): boolean {
  return (teamStats(s, personnelOnPlanet(s, loc, p)).skills.get('Leadership') ?? 0) >= ABDUCTION_LEADERSHIP;
}

/** Frees the personnel held by one Alien Abduction: back to the planet; the dilemma discarded. */
function release(s: GameState, dilemma: CardId, why: string): void {
  const at = (s.cards[dilemma] as CardState).at;
  for (const m of marksBy(s, ID).filter((x) => x.source === dilemma)) {
    clearMark(s, m);
    const v = s.cards[m.card] as CardState;
    if (at.z === 'attached' && v.at.z === 'attached' && v.at.host === at.host) {
      moveTo(s, m.card, { z: 'planet', loc: at.host });
      emit(s, 'personnelReleased', `${name(s, m.card)} is released by the aliens (${why})`, { card: m.card, by: dilemma });
    }
  }
  if (at.z === 'attached') moveTo(s, dilemma, { z: 'discard' });
}

/** Each Alien Abduction on this location whose hold ends now (the mission completed, or three Leadership there). */
function check(s: GameState, loc: LocationId | undefined, completed: boolean): void {
  for (const m of marksBy(s, ID)) {
    const d = s.cards[m.source] as CardState | undefined;
    if (!d || d.at.z !== 'attached' || (loc !== undefined && d.at.host !== loc)) continue;
    const v = s.cards[m.card] as CardState;
    if (completed) release(s, m.source, 'the mission is completed');
    else if (leadershipThere(s, v.owner, d.at.host)) release(s, m.source, `${ABDUCTION_LEADERSHIP} Leadership on the planet`);
  }
}

interface PickFrame extends Frame {
  kind: 'abduction-pick';
  player: PlayerId;
  dilemma: CardId;
  tied: CardId[];
}

const pick: FrameHandler<PickFrame> = {
  shown: PUBLIC_FRAME,
  run(s, b) {
    return {
      player: b.player,
      kind: 'chooseAbducted',
      prompt: 'Alien Abduction: members tie for the highest CUNNING; choose who the aliens take',
      options: b.tied.map((id) => ({ id: `abducted:${id}`, label: `${name(s, id)} is taken`, card: id, group: 'victim', act: pickAct(id) })),
    };
  },
  choose(s, b, o) {
    pop(s, b);
    const f = s.flow.find((x) => x.kind === 'dilemma' && (x as DilemmaFrame).dilemma === b.dilemma) as DilemmaFrame | undefined;
    if (f) f['abducted'] = o.card as CardId;
  },
};

export default declareCard(ID, {
  text: 'Aliens take the Away Team member with the highest CUNNING (you pick among ties) and hold it on the mission; the rest go on. It comes back when the mission is completed or when 3 Leadership of yours are on that planet.',
  frames: { 'abduction-pick': pick as unknown as FrameHandler },
  after: [
    { type: 'cardsBeamed', run: (s, h) => check(s, h.to.planet, false) },
    { type: 'missionCompleted', run: (s, h) => check(s, h.loc, true) },
  ],
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      let victim = f['abducted'] as CardId | undefined;
      if (victim === undefined && team.length > 0) {
        const top = Math.max(...team.map((id) => cunning(s, id)));
        const tied = team.filter((id) => cunning(s, id) === top);
        if (tied.length > 1) {
          push(s, { kind: 'abduction-pick', player: f.player, dilemma: f.dilemma, tied } as PickFrame);
          return;
        }
        victim = tied[0] as CardId;
      }
      if (victim === undefined || !team.includes(victim)) {
        f.dispose = 'discard';
        return;
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: f.loc });
      moveTo(s, victim, { z: 'attached', host: f.loc });
      addMark(s, f.dilemma, victim);
      emit(s, 'personnelHeld', `${name(s, victim)} is taken by aliens and held on the mission`, { card: victim, by: f.dilemma, player: f.player });
      // the rest of the team may already have the Leadership to bring it back
      if (leadershipThere(s, f.player, f.loc)) release(s, f.dilemma, `${ABDUCTION_LEADERSHIP} Leadership on the planet`);
    },
  },
});
