/**
 * Intruder Force Field (Alternate Universe event, 103_040). On its owner's table, it turns the
 * opponent's Telepathic Alien Kidnappers around: at the end of a turn its owner names the card type and
 * the Kidnappers' owner's own hand is pointed at (rules/kidnappers.ts); and Rogue Borg on its owner's
 * ships do nothing, battling nobody, while fewer than three of them are there (rules/rogue-borg.ts).
 * docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu" (LF1, LF2).
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { INTRUDER_FORCE_FIELD } from '../rules/kidnappers.ts';

registerEventFacts(INTRUDER_FORCE_FIELD, 'table');

export default eventCard(
  INTRUDER_FORCE_FIELD,
  "Goes on your table. An opponent's Telepathic Alien Kidnappers now work against him: you name the type, and a card of his hand is the one picked. Rogue Borg aboard your ships have no effect unless at least three of them are there.",
  { playsOn: { table: true } },
);
