/**
 * Kivas Fajo - Collector (Premiere event 101_079). Played as the turn's card play: its player names
 * either player, who at once draws the top three cards of his draw deck (as many as there are, when
 * fewer); the card is then discarded. Whoever draws sees the cards; the other player learns only how
 * many were drawn. In the card language: target a player, effect draw (cards/draw-cards.ts).
 * docs/RULINGS.md, "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { actingEventCard } from './language.ts';

const DEF = 'kivas-fajo-collector';
export const FAJO_DRAWS = 3;

registerEventFacts(DEF, 'table');

export default actingEventCard(DEF, 'Name a player, yourself or your opponent: that player draws the top three cards of his draw deck at once. Then discard this card.', {
  target: { player: 'either' },
  effects: [{ draw: FAJO_DRAWS }],
});
