/**
 * Thought Maker (Premiere artifact). Earned to hand, it is played once as an interrupt, at any moment an
 * interrupt may be played (not the turn's card play): its player looks through the opponent's draw deck
 * and puts it in any order he likes, top down, then the card is discarded. Only he sees the deck's cards
 * (cards/rearrange-deck.ts). "For ten seconds": no clock; the look lasts while he places cards
 * (docs/RULINGS.md, "Premiere artifacts").
 */
import { interruptCard } from './language.ts';

export default interruptCard(
  'thought-maker',
  "An artifact played once as an interrupt: you alone look through your opponent's draw deck and put its cards in the order you like; then it is discarded.",
  { when: 'anyTime', target: { nothing: true }, effects: [{ rearrangeDeck: { of: 'opponent' } }] },
);
