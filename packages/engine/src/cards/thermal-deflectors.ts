/**
 * Thermal Deflectors (Alternate Universe event, 103_049). On the table, either player's, it keeps the
 * fire cards from acting while it is in play: Plasma Fire (in play: discarded when the Deflectors
 * arrive; played later: discarded unresolved), Phaser Burns and Fire Sculptor (played: discarded
 * unresolved), Thought Fire (encountered: discarded with no effect), and Firestorm (its own file reads
 * the Deflectors). Ability nullifiesInPlay (rules/table-nullify.ts). docs/RULINGS.md, "Alternate
 * Universe events and Neutral Outpost".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';

registerEventFacts('thermal-deflectors', 'table');

export default eventCard(
  'thermal-deflectors',
  'Goes on the table: while it is there, five fire cards have no effect and are discarded, whoever plays or meets them: Phaser Burns, a Plasma Fire, Fire Sculptor, Thought Fire and Firestorm.',
  { playsOn: { table: true }, abilities: { nullifiesInPlay: ['Thought Fire', 'Plasma Fire', 'Fire Sculptor', 'Phaser Burns'] } },
);
