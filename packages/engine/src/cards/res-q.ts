/**
 * Res-Q (event). Played as the turn's card play when your discard pile holds a card: choose one
 * card from your discard pile and take it into your hand; Res-Q goes to the discard pile. The
 * opponent may answer the play with Countermanda before you choose.
 */
import { declareCard } from './registry.ts';
import { pickFromDiscard, RETRIEVE_FRAMES } from './retrieve.ts';
import { seat } from '../core/types.ts';

export default declareCard('res-q', {
  text: 'Take any one card from your discard pile into your hand; then discard Res-Q.',
  frames: RETRIEVE_FRAMES,
  event: {
    choices(s, p) {
      return seat(s, p).discard.length > 0 ? [{ key: 'retrieve', label: 'to take a card back from your discard pile' }] : [];
    },
    play(s, p, c) {
      pickFromDiscard(s, p, c);
    },
  },
});
