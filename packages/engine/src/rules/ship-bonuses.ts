/**
 * What cards placed on a ship add to its RANGE, WEAPONS or SHIELDS (Bynars Weapon Enhancement): each
 * card attached to the ship whose abilities say `hostShipBonus` adds its numbers, every copy again
 * (cumulative). ship-attributes.ts adds this after the multipliers.
 */
import { behaviour } from '../cards/registry.ts';
import type { ShipAttribute } from '../cards/registry.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { aboard } from './board.ts';

export function shipBonus(s: GameState, ship: CardId, attr: ShipAttribute): number {
  let plus = 0;
  for (const id of aboard(s, ship)) {
    const c = s.cards[id] as CardState;
    if (c.at.z !== 'attached') continue;
    plus += behaviour(c.def)?.abilities?.hostShipBonus?.[attr] ?? 0;
  }
  return plus;
}
