/**
 * Engage Shuttle Operations (Alternate Universe event, 103_038). On its owner's table, his
 * shuttlecraft (Type VI Shuttlecraft, Yridian Shuttle) may land on the planet where they are and take
 * off again, each spending all of the shuttle's RANGE for the turn; and his ships with a Tractor Beam
 * and an ENGINEER aboard may load a shuttlecraft of his at their location, carry it as they move, and
 * launch it, at no RANGE. The places and orders are rules/shuttles.ts (offered by turn.ts).
 * docs/RULINGS.md, "Issue 26: Engage Shuttle Operations" (ES1-ES9).
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { ENGAGE_SHUTTLE_OPERATIONS } from '../rules/shuttles.ts';

registerEventFacts(ENGAGE_SHUTTLE_OPERATIONS, 'table');

export default eventCard(
  ENGAGE_SHUTTLE_OPERATIONS,
  'Goes on your table. Your shuttlecraft may land on the planet at their location, or take off from it, spending their whole RANGE for the turn; your ship with a Tractor Beam and an ENGINEER aboard may take in a shuttlecraft of yours there, carry it along and send it out again without any RANGE spent.',
  { playsOn: { table: true } },
);
