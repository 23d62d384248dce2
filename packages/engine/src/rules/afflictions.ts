/**
 * Ship afflictions: cards placed on a ship that change how it moves (issue 25, Premiere dilemmas
 * batch B), as their declarations say (CardAbilities). A card that lowers its ship's RANGE (Birth
 * of "Junior") takes one more at the end of every turn, either player's, for good (a mark the card
 * puts on itself each time), and the ship whose RANGE reaches 0 is destroyed; the skill that
 * nullifies it, aboard in number at a turn's end, discards it instead and gives the RANGE back. A
 * card that holds its ship (Menthar Booby Trap) keeps it from moving while the skill that clears it
 * is not aboard in number, and a turn's end that finds that skill there discards it. movement.ts
 * reads the RANGE and the hold; affliction-turns.ts runs the turn's end (turn.ts calls it after the
 * cards' own turn-end listeners).
 */
import { behaviour } from '../cards/registry.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { teamStats } from './attributes.ts';
import { attachedCards, personnelAboard } from './board.ts';

export function abilitiesOf(s: GameState, id: CardId) {
  return behaviour((s.cards[id] as CardState).def)?.abilities;
}

/** The cards attached to the ship with an affliction ability. */
function afflictions(s: GameState, ship: CardId): CardId[] {
  return attachedCards(s).filter((id) => {
    const at = (s.cards[id] as CardState).at;
    if (at.z !== 'attached' || at.host !== ship) return false;
    const a = abilitiesOf(s, id);
    return a !== undefined && (a.lowersHostRange !== undefined || a.holdsHost !== undefined);
  });
}

/** Whether the ship has this many levels of a skill among the personnel aboard. */
export function skillAboard(s: GameState, ship: CardId, skill: string, count: number): boolean {
  return (teamStats(s, personnelAboard(s, ship)).skills.get(skill) ?? 0) >= count;
}

/** Whether the skills that clear a hold are aboard the ship: `count` of the one, and one of `andSkill` where it names one. */
export function holdCleared(s: GameState, ship: CardId, h: { unlessSkill: string; count: number; andSkill?: string }): boolean {
  return skillAboard(s, ship, h.unlessSkill, h.count) && (h.andSkill === undefined || skillAboard(s, ship, h.andSkill, 1));
}

/** How much RANGE the cards on the ship take from it: one for each mark such a card put on itself. */
export function rangeLost(s: GameState, ship: CardId): number {
  if (s.effects.length === 0) return 0;
  let n = 0;
  for (const id of afflictions(s, ship)) {
    if (abilitiesOf(s, id)?.lowersHostRange === undefined) continue;
    for (const e of s.effects) if (e.kind === 'mark' && e.source === id && e.card === id) n++;
  }
  return n;
}

/** Whether a card on the ship holds it where it is (the skill it names is not aboard in number). */
export function heldInPlace(s: GameState, ship: CardId): boolean {
  for (const id of afflictions(s, ship)) {
    const h = abilitiesOf(s, id)?.holdsHost;
    if (h && !holdCleared(s, ship, h)) return true;
  }
  return false;
}
