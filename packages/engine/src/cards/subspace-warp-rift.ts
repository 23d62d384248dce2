/**
 * Subspace Warp Rift (Premiere event). Goes on any spaceline location. A ship that moves through
 * that location, neither starting nor ending its move there, is damaged once for each rift there as
 * the move ends (rules/passing.ts finds the locations passed over; rules/damage.ts damages: a
 * second damage destroys). docs/RULINGS.md, "Premiere events, batch B".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import type { CardState, GameState, LocationId } from '../core/types.ts';
import type { Happening } from '../core/happenings.ts';
import { aboard, card, inPlayDefs } from '../rules/board.ts';
import { damageShip } from '../rules/damage.ts';
import { passedOver } from '../rules/passing.ts';

const ID = 'subspace-warp-rift';
registerEventFacts(ID, 'location');

/** The rifts on a location. */
function riftsAt(s: GameState, loc: LocationId): number {
  return aboard(s, loc).filter((id) => (s.cards[id] as CardState).at.z === 'attached' && card(s, id).def === ID).length;
}

/** After a move: one damage for each rift on each location passed over. */
function crossRifts(s: GameState, h: Extract<Happening, { type: 'shipMoved' }>): void {
  if (!inPlayDefs(s).has(ID)) return; // no rift anywhere
  for (const loc of passedOver(s, card(s, h.ship).owner, h.from, h.to, h.cost, h.ship)) {
    for (let i = riftsAt(s, loc); i > 0; i--) damageShip(s, h.ship, 'passing over a subspace warp rift');
  }
}

export default eventCard(
  ID,
  'Goes on a spaceline location. A ship that moves straight through that location, without stopping there, is damaged.',
  { playsOn: { location: {} } },
  undefined,
  { after: [{ type: 'shipMoved', run: crossRifts }] },
);
