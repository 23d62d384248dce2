/**
 * Q-Net (Premiere event, 101_088): a net between two neighbouring spaceline locations. The card is
 * attached to the left one of the two (in spaceline order) and stands for the border between it and the
 * location to its right; it goes with that location if the spaceline is rearranged. A ship moving along
 * the spaceline (its RANGE spent location by location, rules/movement.ts destinations) cannot cross that
 * border unless it has two Diplomacy aboard, or an Alternate Universe Door let it through this turn.
 * movement.ts asks here only when a Q-Net is in play. docs/RULINGS.md, "Premiere: the last six".
 */
import type { CardId, CardState, GameState, LocationId } from '../core/types.ts';
import { hasModifier } from '../core/modifiers.ts';
import { inPlayByDef, locIndex } from './board.ts';
import { skillAboard } from './afflictions.ts';

export const Q_NET = 'q-net';

/** The Q-Nets in play (almost always none: the movement rules ask nothing more then). */
export function qNetsInPlay(s: GameState): CardId[] {
  return inPlayByDef(s, Q_NET);
}

/** Whether the ship crosses Q-Nets freely: two Diplomacy aboard, or an Alternate Universe Door's pass this turn. */
export function passesQNets(s: GameState, ship: CardId): boolean {
  return skillAboard(s, ship, 'Diplomacy', 2) || (s.effects.length > 0 && hasModifier(s, ship, 'passesQNet'));
}

/** The location a Q-Net is on: the left one of the two it lies between (undefined if it is on none). */
export function netLeft(s: GameState, net: CardId): LocationId | undefined {
  const at = (s.cards[net] as CardState).at;
  return at.z === 'attached' && s.spaceline.includes(at.host) ? at.host : undefined;
}

/** The location right of a net's, the other side of it (undefined at the right end of the spaceline). */
export function netRight(s: GameState, net: CardId): LocationId | undefined {
  const left = netLeft(s, net);
  return left === undefined ? undefined : s.spaceline[locIndex(s, left) + 1];
}

/** Whether one of the nets lies between the neighbouring spaceline indexes a and b (a wrap from end to end is not such a border). */
export function netBetween(s: GameState, nets: readonly CardId[], a: number, b: number): boolean {
  if (Math.abs(a - b) !== 1) return false;
  const left = s.spaceline[Math.min(a, b)];
  return nets.some((n) => netLeft(s, n) === left);
}
