/**
 * Holo-Projectors (Premiere event 101_078). Played on a planet mission: holograms (personnel with the
 * Holo icon), anyone's, may exist on that planet while it is there (rules/holograms.ts holoPlanet
 * finds it on the mission); when it goes, a hologram left on the planet is discarded. In the intro
 * game holograms may be anywhere already. docs/RULINGS.md, "Constructed: cloaking, holograms and
 * battle" and "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';
import { HOLO_PROJECTORS } from '../rules/holograms.ts';

registerEventFacts(HOLO_PROJECTORS, 'planet mission');

export default eventCard(HOLO_PROJECTORS, 'Play on a planet mission. Holographic personnel, yours or your opponent\'s, may be on that planet while this card is there.', {
  playsOn: { location: { planet: true } },
});
