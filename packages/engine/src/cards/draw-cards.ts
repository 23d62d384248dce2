/**
 * The card language's effect `draw` (cards/plays.ts): a player draws cards from the top of his draw
 * deck, as many as there are when fewer (Kivas Fajo - Collector). Each card is named to him alone;
 * everyone learns how many.
 */
import { emit } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import type { GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { moveTo, name } from '../rules/board.ts';

/** The player draws up to n cards; returns how many he drew. */
export function drawCards(s: GameState, p: PlayerId, n: number, source: string): number {
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
