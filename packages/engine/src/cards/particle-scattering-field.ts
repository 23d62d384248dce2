/**
 * Particle Scattering Field (Alternate Universe event, 103_044). Played on one of its player's ships
 * whose special equipment includes a Particle Scattering Device (the Tama, in this pool). While it lies
 * there, nobody beams down to or up from the planet where that ship is, either player, personnel and
 * equipment alike; the ban moves with the ship. Its player may discard it (rules/scattering-field.ts).
 * docs/RULINGS.md, AE6.
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { attachedEvent } from './common.ts';
import { ownShips, shipFacts } from '../rules/board.ts';
import { SCATTERING_DEVICE, SCATTERING_FIELD } from '../rules/scattering-field.ts';

registerEventFacts(SCATTERING_FIELD, 'ship');

export default declareCard(SCATTERING_FIELD, {
  spec: { event: { target: { coded: 'one of your ships with a Particle Scattering Device' }, effects: [{ coded: 'no beaming to or from the planet where that ship is; its player may discard it' }] } },
  text: 'Goes on one of your ships that has a Particle Scattering Device. Wherever that ship is, no card is beamed down to the planet there or up from it, by either player. In your own turn you may discard this card, and beaming there is allowed again.',
  event: attachedEvent((s, p) => ownShips(s, p).filter((ship) => shipFacts(s, ship).specialEquipment.includes(SCATTERING_DEVICE))),
});
