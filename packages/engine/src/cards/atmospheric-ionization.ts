/**
 * Atmospheric Ionization (event, unique). Goes on a planet location. While it is there, no more
 * than three personnel per turn may beam down to or up from that planet (each player's turn is
 * counted for that player). Unique: a player may have only one in play.
 */
import { eventCard } from './language.ts';

export const IONIZATION_LIMIT = 3;

export default eventCard('atmospheric-ionization', 'Play on a planet: at most three personnel per turn may beam to or from it.', {
  playsOn: { location: { planet: true, onePerPlayer: true } },
  abilities: { beamLimitHere: IONIZATION_LIMIT },
});
