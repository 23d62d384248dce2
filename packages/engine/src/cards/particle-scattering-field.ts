/**
 * Particle Scattering Field (Alternate Universe event, 103_044). It plays only on one of its player's
 * ships carrying a Particle Scattering Device, a card outside these sets; so no ship here can take it,
 * it is never offered, and its ban on beaming at the ship's planet never comes into play.
 * docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { attachedEvent } from './common.ts';
import { aboard, name, ownShips } from '../rules/board.ts';

registerEventFacts('particle-scattering-field', 'ship');

/** The device it needs aboard; no card of that name is in the pool. */
export const DEVICE = 'Particle Scattering Device';

export default declareCard('particle-scattering-field', {
  spec: { event: { target: { coded: "one of your ships with a card not in these sets aboard" }, effects: [{ coded: 'none here: it is never played' }] } },
  needsOutsidePool: DEVICE,
  text: 'Would go on a ship of yours that carries a Particle Scattering Device, a card not in these sets: so it can never be played here, and the beaming ban it would lay at that ship\'s planet never happens.',
  event: attachedEvent((s, p) => ownShips(s, p).filter((ship) => aboard(s, ship).some((id) => name(s, id) === DEVICE))),
});
