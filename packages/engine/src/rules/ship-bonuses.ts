/**
 * What the cards placed on a ship add to its RANGE, WEAPONS or SHIELDS (issue 25): a card attached to
 * the ship whose abilities say `hostShipPlus` adds its `plus` for each personnel of the named
 * classification aboard (Metaphasic Shields, Nutational Shields), one that says `hostShipBonus` adds
 * its numbers (Bynars Weapon Enhancement); each copy adds its own (no card of them says "not
 * cumulative"). rules/ship-attributes.ts adds this before it multiplies (RULINGS EB2, EA4).
 */
import { behaviour } from '../cards/registry.ts';
import type { ShipAttribute } from '../cards/registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { attachedCards, card, personnelAboard, personnelFacts } from './board.ts';
import { tableShipBonus } from './table-ship-bonuses.ts';
import { aboardItemsBonus } from './group-items.ts';

/** The sum the cards on a ship add to one attribute (0: none). */
export function shipBonus(s: GameState, ship: CardId, attr: ShipAttribute): number {
  let sum = tableShipBonus(s, ship, attr); // the owner's table events (Captain's Log)
  sum += aboardItemsBonus(s, ship, attr); // an item carried aboard (Data's Head; rules/group-items.ts)
  for (const id of attachedCards(s)) {
    const c = card(s, id);
    if (c.at.z !== 'attached' || c.at.host !== ship) continue;
    const abilities = behaviour(c.def)?.abilities;
    sum += abilities?.hostShipBonus?.[attr] ?? 0;
    const a = abilities?.hostShipPlus;
    if (!a || a.attribute !== attr) continue;
    const n = personnelAboard(s, ship).filter((p) => personnelFacts(s, p).classification === a.perClassificationAboard).length;
    sum += a.plus * n;
  }
  return sum;
}
