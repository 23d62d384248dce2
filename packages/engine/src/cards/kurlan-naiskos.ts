/**
 * Kurlan Naiskos (Premiere artifact). Earned to hand, it is played as an event (the turn's normal card
 * play) on any ship in space, anyone's. While personnel of all seven classifications (OFFICER,
 * ENGINEER, MEDICAL, SCIENCE, SECURITY, V.I.P., CIVILIAN) are aboard that ship, its RANGE, WEAPONS and
 * SHIELDS are three times their printed values; one short, nothing. A second Naiskos on the same ship
 * triples nothing more (not cumulative). A damaged ship's RANGE stays 5. In the card language: an event
 * on a ship with the ability hostShip (rules/ship-attributes.ts). docs/RULINGS.md, "Premiere artifacts".
 */
import { eventCard } from './language.ts';

export const SEVEN_CLASSIFICATIONS = ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN'] as const;

export default eventCard(
  'kurlan-naiskos',
  'An artifact played as an event on any ship. While the ship carries personnel of all seven classifications, its RANGE, WEAPONS and SHIELDS are tripled; two on one ship still triple once.',
  { playsOn: { ship: { of: 'anyone' } }, abilities: { hostShip: { times: 3, attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], ifClassificationsAboard: [...SEVEN_CLASSIFICATIONS] } } },
);
