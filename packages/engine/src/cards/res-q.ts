/**
 * Res-Q (event). Played as the turn's card play when your discard pile holds a card: choose one
 * card from your discard pile and take it into your hand; Res-Q goes to the discard pile. The
 * opponent may answer the play with Countermanda before you choose.
 */
import { actingEventCard } from './language.ts';

export default actingEventCard('res-q', 'Take any one card from your discard pile into your hand; then discard Res-Q.', {
  needs: { inYourDiscard: {} },
  target: { nothing: true },
  effects: [{ retrieve: {} }],
});
