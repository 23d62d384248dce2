/**
 * What events on the table add to their owner's ships (issue 26, Captain's Log): a table event whose
 * abilities say `ownShipsBonus` adds its numbers to each of its owner's ships that meets the
 * condition. A second copy of the same card adds nothing (the card does not say "cumulative").
 * rules/ship-bonuses.ts adds this with the attached cards' bonuses, before any multiplier.
 */
import { behaviour } from '../cards/registry.ts';
import type { ShipAttribute } from '../cards/registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, eventsOnTable } from './board.ts';
import { matchingCommanderAboard } from './matching-commander.ts';

/** The sum the owner's table events add to one attribute of his ship (0: none). */
export function tableShipBonus(s: GameState, ship: CardId, attr: ShipAttribute): number {
  const table = eventsOnTable(s, card(s, ship).owner);
  if (table.length === 0) return 0;
  let sum = 0;
  const seen = new Set<string>();
  for (const id of table) {
    const d = card(s, id).def;
    const b = behaviour(d)?.abilities?.ownShipsBonus;
    if (!b || seen.has(d)) continue;
    seen.add(d);
    if (b.ifMatchingCommanderAboard && !matchingCommanderAboard(s, ship)) continue;
    sum += b.bonus[attr] ?? 0;
  }
  return sum;
}
