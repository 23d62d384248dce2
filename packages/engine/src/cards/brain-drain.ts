/**
 * Brain Drain (Alternate Universe interrupt, 103_055, [AU]). At any of its player's response points,
 * at most once in each turn for each player: on one personnel in any crew (aboard a ship or an
 * outpost) or Away Team (on a planet), either player's: until the turn ends he has no skills at all and
 * CUNNING nothing (rules/turn-changes.ts). An I.P. Scanner in that personnel's group nullifies it (the
 * card is discarded and does nothing; it still was the player's Brain Drain of the turn). Its other
 * use, on Interphasic Plasma Creatures, waits for that dilemma's card file: it is not offered. Rulings:
 * docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { card, name, typeOf } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { nullifierPresent } from '../rules/nullify.ts';
import { addTurnChange, skillsRemoved } from '../rules/turn-changes.ts';

const DEF = 'brain-drain';

/** Whether the player has played a Brain Drain this turn. */
export function drainedThisTurn(s: GameState, p: PlayerId): boolean {
  return marksBy(s, DEF).some((m) => m.turn === s.turn.number && s.cards[m.source]?.owner === p);
}

/** Every personnel in a crew or an Away Team, not already drained this turn, with where he is. */
function targets(s: GameState): { id: CardId; where: string }[] {
  const out: { id: CardId; where: string }[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (typeOf(s, id) !== 'personnel' || skillsRemoved(s, id)) continue;
    if (c.at.z === 'aboard' && typeOf(s, c.at.host) !== 'personnel' && s.cards[c.at.host]?.at.z !== 'resolving') {
      const host = card(s, c.at.host);
      if (host.at.z === 'inSpace' || host.at.z === 'outpost') out.push({ id, where: `aboard ${name(s, c.at.host)}` });
    } else if (c.at.z === 'planet') out.push({ id, where: `on ${name(s, c.at.loc)}` });
  }
  return out;
}

export default playedInterrupt(
  DEF,
  "Once each turn: pick one personnel in any crew or Away Team. Until this turn ends he has no skills and his CUNNING is zero. (Its use against Interphasic Plasma Creatures is not in the engine yet.)",
  {
    spec: { when: 'anyTime', target: { coded: 'one personnel in any crew or Away Team' }, effects: [{ coded: 'no skills and CUNNING zero for the turn' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win) {
      if (!anyTime(win) || drainedThisTurn(s, p)) return [];
      return targets(s).map(({ id, where }) => ({ key: id, label: `on ${card(s, id).owner}'s ${name(s, id)} ${where}`, target: id }));
    },
    play(s, _p, c, ch) {
      const victim = ch.target as CardId;
      for (const m of marksBy(s, DEF)) if (m.turn < s.turn.number) clearMark(s, m);
      addMark(s, c, victim);
      const at = card(s, victim).at.z;
      if (at !== 'aboard' && at !== 'planet') {
        emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, victim)} gone`, { card: c });
        return;
      }
      const scanner = nullifierPresent(s, DEF, [victim]);
      if (scanner) {
        emit(s, 'cardNullified', `${name(s, c)} is nullified by ${name(s, scanner)} with ${name(s, victim)}`, { card: c, by: scanner });
        return;
      }
      addTurnChange(s, c, victim, { zero: ['CUNNING'], noSkills: true });
      emit(s, 'turnChange', `${name(s, c)}: ${name(s, victim)} has no skills and CUNNING 0 this turn`, { card: c, victim });
    },
  },
);
