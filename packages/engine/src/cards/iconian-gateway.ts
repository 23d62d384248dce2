/**
 * Iconian Gateway (Alternate Universe artifact, 103_003). Earned to hand, it is played as an event (the
 * turn's normal card play, on its holder's turn) on a planet location, where it stays. While it is in
 * play any player may send his own personnel and equipment from that planet's surface to the surface of
 * any other planet (rules/iconian-gateway.ts). The Revolving Door's closing of it is not played yet.
 * docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { eventCard } from './language.ts';
import { ICONIAN_GATEWAY } from '../rules/iconian-gateway.ts';

export default eventCard(
  ICONIAN_GATEWAY,
  'An artifact played as an event on a planet location. While it is there, either player may send his own personnel and equipment from that planet\'s surface straight to the surface of any other planet or planets.',
  { playsOn: { location: { planet: true } } },
);
