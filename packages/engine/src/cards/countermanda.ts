/**
 * Countermanda (interrupt). Right after your opponent plays Res-Q or Palor Toff - Alien Trader,
 * that card waits while you look through your opponent's discard pile and remove up to three
 * cards of your choice from the game; then the waiting card resolves with what is left. (Its
 * other use, against Telepathic Alien Kidnappers, has no target in these decks.)
 */
import { interruptCard } from './language.ts';

export const COUNTERMANDA_CARDS = 3;

export default interruptCard(
  'countermanda',
  'Right after your opponent plays Res-Q or Palor Toff: remove up to three cards of your choice from their discard pile from the game.',
  {
    when: { justPlayed: { by: 'opponent', cards: ['res-q', 'palor-toff-alien-trader'] } },
    target: { thatCard: true },
    effects: [{ removeFromGame: { from: 'opponentDiscard', upTo: COUNTERMANDA_CARDS } }],
  },
);
