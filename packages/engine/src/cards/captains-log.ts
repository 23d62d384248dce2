/**
 * Captain's Log (Alternate Universe event, 103_037; a Captain's Order). On its owner's table: each of
 * his ships with its matching commander aboard has SHIELDS and WEAPONS 3 higher. A second copy adds
 * nothing (the card does not say "cumulative"). Abilities ownShipsBonus (rules/table-ship-bonuses.ts,
 * matching commanders in rules/matching-commander.ts). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';

registerEventFacts('captains-log', 'table');

export default eventCard(
  'captains-log',
  'Goes on your table: any ship of yours carrying the personnel it names as its commander (or who names it) gets 3 more SHIELDS and 3 more WEAPONS. More copies give no more.',
  { playsOn: { table: true }, abilities: { ownShipsBonus: { bonus: { SHIELDS: 3, WEAPONS: 3 }, ifMatchingCommanderAboard: true } } },
);
