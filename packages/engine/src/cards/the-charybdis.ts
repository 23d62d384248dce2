/**
 * The Charybdis (Alternate Universe event, 103_047). On the table, either player's: the artifacts under a
 * mission completed by a team without Archaeology stay there, and are acquired later by personnel with
 * Archaeology present at that location; once no Charybdis is in play, by any personnel present
 * (rules/charybdis.ts, asked by missions.ts and turn.ts). docs/RULINGS.md, "Alternate Universe events,
 * the last four, and Gomtuu" (LF4).
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { CHARYBDIS } from '../rules/charybdis.ts';

registerEventFacts(CHARYBDIS, 'table');

export default eventCard(
  CHARYBDIS,
  'Goes on the table. While it is there, artifacts under a completed mission go to nobody until a team with Archaeology is present there to take them; once it has left play, anyone present may take them.',
  { playsOn: { table: true } },
);
