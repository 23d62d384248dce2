/**
 * Palor Toff - Alien Trader (interrupt). Trade it for a card that is not personnel from your
 * discard pile: that card goes to your hand and Palor Toff to the discard pile. The opponent may
 * answer it with Countermanda first.
 */
import { interruptCard } from './language.ts';

export default interruptCard('palor-toff-alien-trader', 'Trade this card for any non-personnel card from your discard pile.', {
  when: 'anyTime',
  needs: { inYourDiscard: { except: 'personnel' } },
  target: { nothing: true },
  effects: [{ retrieve: { except: 'personnel' } }],
});
