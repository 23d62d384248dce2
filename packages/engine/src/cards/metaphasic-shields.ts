/**
 * Metaphasic Shields (Premiere event). Goes on one of its player's own ships; while it is there the
 * ship's SHIELDS go up by 2 for each SCIENCE-classification personnel aboard (a SCIENCE skill of
 * another classification counts nothing). In the card language: an event on an own ship with the
 * ability hostShipPlus (rules/ship-bonuses.ts). docs/RULINGS.md, "Premiere events, batch B".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';

registerEventFacts('metaphasic-shields', 'ship');

export default eventCard('metaphasic-shields', 'Goes on one of your ships: its SHIELDS are 2 higher for every personnel of the SCIENCE classification aboard.', {
  playsOn: { ship: { of: 'own' } },
  abilities: { hostShipPlus: { attribute: 'SHIELDS', plus: 2, perClassificationAboard: 'SCIENCE' } },
});
