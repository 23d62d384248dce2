/**
 * Wormhole (interrupt). Played as a pair from your hand: one on one of your ships, the other on
 * any location. The ship goes through to that location, where it is stopped. Both cards are then
 * discarded.
 */
import { interruptCard } from './language.ts';

export default interruptCard('wormhole', 'Play two Wormholes together: one of your ships goes to any location and is stopped there.', {
  when: 'anyTime',
  needs: { pairInHand: true },
  target: { shipAndLocation: { of: 'own' } },
  effects: [{ sendShip: { stop: true } }],
});
