/**
 * Klim Dokachin (Alternate Universe event, 103_041). On its owner's table: in any turn in which his
 * opponent plays a unique personnel (reports it from hand), the opponent does not draw the card that
 * ends that turn. Draws other cards give are untouched. A personnel played before Klim arrived that
 * turn does not count (the card remembers what it sees). Ability opponentLosesDrawAfterUnique
 * (rules/lost-draws.ts). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { noteUniquePlayed } from '../rules/lost-draws.ts';

registerEventFacts('klim-dokachin', 'table');

export default eventCard(
  'klim-dokachin',
  'Goes on your table: a turn in which your opponent brings a unique personnel into play from hand ends for him without its usual card draw.',
  { playsOn: { table: true }, abilities: { opponentLosesDrawAfterUnique: true } },
  undefined,
  { after: [{ type: 'cardPlayed', run: noteUniquePlayed }] },
);
