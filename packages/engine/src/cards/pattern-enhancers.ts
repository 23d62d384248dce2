/**
 * Pattern Enhancers (event). Goes on the table. Your personnel and equipment beam as they like,
 * ignoring the beaming limits of Atmospheric Ionization.
 */
import { eventCard } from './language.ts';

export default eventCard('pattern-enhancers', 'Your cards ignore beaming limits such as Atmospheric Ionization.', {
  playsOn: { table: true },
  abilities: { ignoresBeamLimits: true },
});
