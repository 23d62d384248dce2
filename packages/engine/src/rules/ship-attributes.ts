/**
 * A ship's RANGE, WEAPONS and SHIELDS with the cards placed on it (issue 25: Kurlan Naiskos). A card
 * attached to the ship whose abilities say `hostShip` multiplies the named attributes while its
 * condition holds; several such cards on one ship multiply once (the cards that have it say "not
 * cumulative"). The printed value otherwise. Read by movement (RANGE) and battle (WEAPONS, SHIELDS).
 */
import { behaviour } from '../cards/registry.ts';
import type { HostShipAbility, ShipAttribute } from '../cards/registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { attachedCards, card, personnelAboard, personnelFacts, shipFacts } from './board.ts';
import { shipBonus } from './ship-bonuses.ts';

const KEY = { RANGE: 'range', WEAPONS: 'weapons', SHIELDS: 'shields' } as const;

/** Whether the ship meets a hostShip ability's condition: personnel of every named classification aboard. */
export function hostShipHolds(s: GameState, ship: CardId, a: HostShipAbility): boolean {
  const need = a.ifClassificationsAboard;
  if (!need) return true;
  const have = new Set(personnelAboard(s, ship).map((id) => personnelFacts(s, id).classification));
  return need.every((c) => have.has(c));
}

/** The multiplier the cards on a ship give one attribute (1: none). */
export function shipMultiplier(s: GameState, ship: CardId, attr: ShipAttribute): number {
  let m = 1;
  for (const id of attachedCards(s)) {
    const c = card(s, id);
    if (c.at.z !== 'attached' || c.at.host !== ship) continue;
    const a = behaviour(c.def)?.abilities?.hostShip;
    if (a && a.attributes.includes(attr) && hostShipHolds(s, ship, a)) m = Math.max(m, a.times);
  }
  return m;
}

/** A ship's attribute: printed, plus the cards' additions on it (rules/ship-bonuses.ts), then multiplied by the cards on it (add first, then multiply). */
export function shipAttribute(s: GameState, ship: CardId, attr: ShipAttribute): number {
  return Math.max(0, shipFacts(s, ship)[KEY[attr]] + shipBonus(s, ship, attr)) * shipMultiplier(s, ship, attr); // a card's minus stops at 0 (Baryon Buildup)
}
