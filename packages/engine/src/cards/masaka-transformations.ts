/**
 * Masaka Transformations (Premiere event). Played on either player (the one who plays it, or the
 * opponent): that player's whole hand is shuffled and put under his draw deck, then he draws as many
 * cards from the top as he put under; the event is then discarded. Which cards went under and which
 * were drawn is told to that player alone; everyone learns how many. With fewer cards in the deck
 * than were put under, he draws the whole deck (his hand's own cards come back). With an empty hand
 * nothing happens. docs/RULINGS.md, "Premiere events, batch B".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { emit } from '../core/flow.ts';
import { shuffle } from '../core/rng.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { moveTo, name } from '../rules/board.ts';

const ID = 'masaka-transformations';
registerEventFacts(ID, 'player');

/** The player's hand to the bottom of his draw deck, shuffled, then as many drawn from the top. */
export function transform(s: GameState, who: PlayerId): void {
  const pl = seat(s, who);
  const hand = shuffle(s.rng, [...pl.hand]);
  for (const id of hand) moveTo(s, id, { z: 'deck' });
  // moveTo put them on top (the deck's end); the bottom is its start
  pl.deck.splice(pl.deck.length - hand.length, hand.length);
  pl.deck.unshift(...hand);
  const drawn: CardId[] = [];
  for (let i = 0; i < hand.length; i++) {
    const top = pl.deck[pl.deck.length - 1];
    if (top === undefined) break;
    moveTo(s, top, { z: 'hand' });
    drawn.push(top);
  }
  emit(s, 'handTransformed', `${who}'s hand of ${hand.length} goes under the draw deck; ${who} draws ${drawn.length}`, { player: who, count: hand.length });
  emit(s, 'handTransformedSecret', `You draw ${drawn.map((id) => name(s, id)).join(', ') || 'nothing'}`, { cards: drawn }, who);
}

export default declareCard(ID, {
  text: 'Aim it at either player: that player shuffles his whole hand, puts it under his draw deck, then takes that many cards off the top into his hand. Then discard this.',
  // aimed at a player (a choice of two); what it does is code (transform)
  spec: { event: { target: { nothing: true }, effects: [] } },
  event: {
    choices: (s, p) => [
      { key: 'opponent', label: `on ${opponent(s, p)}` },
      { key: 'you', label: 'on yourself' },
    ],
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      transform(s, ch.key === 'you' ? p : opponent(s, p));
    },
  },
});
