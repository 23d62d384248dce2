/**
 * Tetryon Field (event). Goes on a spaceline location. A ship moving into that location must stop
 * its movement there for the turn, unless it has a personnel with Navigation aboard.
 */
import { eventCard } from './language.ts';

export default eventCard('tetryon-field', 'Play on a location: ships entering it must end their movement there this turn, unless Navigation is aboard.', {
  playsOn: { location: { onePerLocation: true } },
  abilities: { haltsShipsHere: { unlessSkill: 'Navigation' } },
});
