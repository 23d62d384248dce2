/**
 * Lore's Fingernail (Premiere event). Goes on the table. While it is in play, anyone's, every
 * Soong-type android (Data in either persona) and every Exocomp has no affiliation and plays as a
 * Non-Aligned personnel (rules/lost-affiliation.ts). Lore himself is not in the pool.
 * docs/RULINGS.md, "Premiere: the last events".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { LORES_FINGERNAIL } from '../rules/lost-affiliation.ts';

registerEventFacts(LORES_FINGERNAIL, 'table');

export default eventCard(
  LORES_FINGERNAIL,
  'Goes on the table. As long as it is in play, Soong-type androids such as Data, and Exocomps, belong to no affiliation: every player treats them as Non-Aligned personnel.',
  { playsOn: { table: true } },
);
