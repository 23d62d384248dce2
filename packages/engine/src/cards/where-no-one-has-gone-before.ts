/**
 * Where No One Has Gone Before (event). Goes on the table. For your ships the two ends of the
 * spaceline are next to each other: a ship may move off one end and come in at the other.
 */
import { eventCard } from './language.ts';

export default eventCard('where-no-one-has-gone-before', 'For your ships, the two ends of the spaceline are adjacent.', {
  playsOn: { table: true },
  abilities: { ownShipsWrap: true },
});
