/**
 * Baryon Buildup (Alternate Universe event, 103_036). Goes on any ship, anyone's: the ship's RANGE is
 * 2 lower, each copy again (a RANGE never goes below 0). When a turn begins, every copy lying on a ship
 * of the player whose turn it is, that has no personnel aboard and is docked at an outpost of his, is
 * nullified (to its owner's discard pile). Abilities hostShipBonus (rules/ship-bonuses.ts) and
 * clearedWhenEmptyDocked (rules/docked-clearing.ts). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';

registerEventFacts('baryon-buildup', 'ship');

export default eventCard(
  'baryon-buildup',
  'Goes on any ship: its RANGE is 2 lower for each copy. Its owner clears it away by having the ship docked at his own outpost, no personnel aboard, when one of his turns begins.',
  { playsOn: { ship: { of: 'anyone' } }, abilities: { hostShipBonus: { RANGE: -2 }, clearedWhenEmptyDocked: true } },
);
