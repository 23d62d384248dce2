/**
 * Kivas Fajo - Collector (Premiere event 101_079). Played as the turn's card play: its player names
 * either player, who at once draws the top three cards of his draw deck (as many as there are, when
 * fewer); the card is then discarded. Whoever draws sees the cards; the other player learns only how
 * many were drawn. docs/RULINGS.md, "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import type { GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { moveTo, name } from '../rules/board.ts';

const DEF = 'kivas-fajo-collector';
export const FAJO_DRAWS = 3;

registerEventFacts(DEF, 'table');

/** The player draws up to n cards from the top of his draw deck; returns how many he drew. */
function draw(s: GameState, p: PlayerId, n: number, source: string): number {
  let drawn = 0;
  for (; drawn < n; drawn++) {
    const top = seat(s, p).deck.at(-1);
    if (top === undefined) break;
    moveTo(s, top, { z: 'hand' });
    emit(s, 'cardDrawnSecret', `You draw ${name(s, top)} (${source})`, { card: top }, p);
    happened(s, { type: 'cardDrawn', player: p, card: top });
  }
  emit(s, 'cardsDrawn', `${p} draws ${drawn} card${drawn === 1 ? '' : 's'} (${source})`, { player: p, count: drawn });
  return drawn;
}

export default declareCard(DEF, {
  text: 'Name a player, yourself or your opponent: that player draws the top three cards of his draw deck at once. Then discard this card.',
  event: {
    choices(s, p): PlayChoice[] {
      return s.seats.map((q) => ({ key: q, label: q === p ? 'you draw three cards' : `${q} draws three cards`, target: q }));
    },
    play(s, _p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      draw(s, ch.target as PlayerId, FAJO_DRAWS, name(s, c));
    },
  },
});
