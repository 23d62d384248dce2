/**
 * Pattern Enhancers (event). Goes on the table. Your personnel and equipment beam as they like,
 * ignoring the beaming limits of Atmospheric Ionization.
 */
import { declareCard } from './registry.ts';
import { tableEvent } from './common.ts';

export default declareCard('pattern-enhancers', {
  text: 'Your cards ignore beaming limits such as Atmospheric Ionization.',
  event: tableEvent(),
  abilities: { ignoresBeamLimits: true },
});
