/**
 * Bynars Weapon Enhancement (Premiere event 101_069). Played on a ship in space (anyone's): the
 * ship's WEAPONS are 2 higher while it is there; each copy on the ship adds 2 more (cumulative).
 * The bonus comes after any multiplier (Kurlan Naiskos). Ability hostShipBonus (rules/ship-bonuses.ts).
 * docs/RULINGS.md, "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';

registerEventFacts('bynars-weapon-enhancement', 'ship');

export default eventCard('bynars-weapon-enhancement', 'Play on a ship: its WEAPONS go up by 2. Several on one ship each add their 2.', {
  playsOn: { ship: { of: 'anyone' } },
  abilities: { hostShipBonus: { WEAPONS: 2 } },
});
