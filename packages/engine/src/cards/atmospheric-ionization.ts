/**
 * Atmospheric Ionization (event, unique). Goes on a planet location. While it is there, no more
 * than three personnel per turn may beam down to or up from that planet (each player's turn is
 * counted for that player). Unique: a player may have only one in play.
 */
import { declareCard } from './registry.ts';
import { attachedEvent, hasInPlay } from './common.ts';
import { missionFacts } from '../rules/board.ts';

export const IONIZATION_LIMIT = 3;

export default declareCard('atmospheric-ionization', {
  text: 'Play on a planet: at most three personnel per turn may beam to or from it.',
  event: attachedEvent((s, p) =>
    hasInPlay(s, 'atmospheric-ionization', p) ? [] : s.spaceline.filter((loc) => missionFacts(s, loc).missionType !== 'space'),
  ),
  abilities: { beamLimitHere: IONIZATION_LIMIT },
});
