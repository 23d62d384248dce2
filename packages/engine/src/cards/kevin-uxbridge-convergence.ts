/**
 * Kevin Uxbridge: Convergence (interrupt). Choose a spaceline location: every event card there
 * is destroyed, including events on the mission, on ships at that location and on outposts there.
 */
import { interruptCard } from './language.ts';

export default interruptCard(
  'kevin-uxbridge-convergence',
  'Destroy every event at one spaceline location, including events on ships and outposts there.',
  { when: 'anyTime', target: { location: { withEvents: true } }, effects: [{ destroyEvents: true }] },
);
