/**
 * Ship Seizure (interrupt). If one of your ships with a Tractor Beam is at the same location as an
 * empty ship (nobody and nothing aboard) of your opponent, tow the empty ship away: it is
 * discarded. An empty ship docked at its own outpost is safe.
 */
import { interruptCard } from './language.ts';

export default interruptCard(
  'ship-seizure',
  'Your ship with a Tractor Beam tows away an empty enemy ship at its location, unless that ship is docked at its own outpost.',
  { when: 'anyTime', target: { ship: { of: 'opponent', empty: true, undocked: true, nearOwnShipWith: 'Tractor Beam' } }, effects: [{ discardShip: true }] },
);
