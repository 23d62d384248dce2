/**
 * Where No One Has Gone Before (event). Goes on the table. For your ships the two ends of the
 * spaceline are next to each other: a ship may move off one end and come in at the other.
 */
import { declareCard } from './registry.ts';
import { tableEvent } from './common.ts';

export default declareCard('where-no-one-has-gone-before', {
  text: 'For your ships, the two ends of the spaceline are adjacent.',
  event: tableEvent(),
  abilities: { ownShipsWrap: true },
});
