/**
 * Distortion Field (Premiere event, unique: one in play per player). Goes face up on a planet
 * location. Face up, nobody may beam down to or up from that planet; face down, it does nothing. Its
 * owner may turn it over once in each of his turns (rules/distortion-field.ts). Pattern Enhancers'
 * 1996 print names Atmospheric Ionization's limits only, so they do not lift it.
 * docs/RULINGS.md, "Premiere: the last events".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { DISTORTION_FIELD, fieldPlayed } from '../rules/distortion-field.ts';

registerEventFacts(DISTORTION_FIELD, 'location', true);

export default eventCard(
  DISTORTION_FIELD,
  'Goes face up on a planet location. While it is face up, no card is beamed down to that planet or up from it, by either player. Once in each of your turns you may turn it over (face down it does nothing), and back again in a later turn.',
  { playsOn: { location: { planet: true, onePerPlayer: true } } },
  (s, _p, card) => fieldPlayed(s, card),
);
