/**
 * Personnel a card holds stopped over several turns (Parallel Romance): the stop every card in play
 * loses at the end of a turn is put back at once while the card holds them. A hold is a mark
 * (by HOLD, source the holding card, card the personnel held); it lasts while the holding card is
 * in play and ends when its marks are cleared (a countdown ending clears every mark of its card,
 * rules/countdown.ts) or when either card leaves play. turn.ts calls restopHeld right after the
 * turn's statuses are cleared.
 */
import { emit } from '../core/flow.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, isInPlay, name } from './board.ts';

/** The `by` of a hold's mark: a rule, not a card definition. */
export const HOLD = 'held-stopped';

/** The holding card `source` holds `id` stopped from now on (stopped at once). */
export function holdStopped(s: GameState, source: CardId, id: CardId): void {
  s.effects.push({ kind: 'mark', by: HOLD, source, card: id, turn: s.turn.number });
  card(s, id).stopped = true;
}

/** The personnel held stopped now. */
export function heldStopped(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === HOLD) out.push(e.card);
  return out;
}

/** Puts back the stop of every personnel still held; forgets holds whose holding card or personnel left play. */
export function restopHeld(s: GameState): void {
  if (s.effects.length === 0) return;
  const holds = s.effects.filter((e): e is Mark => e.kind === 'mark' && e.by === HOLD);
  for (const m of holds) {
    if (!isInPlay(card(s, m.source)) || !isInPlay(card(s, m.card))) {
      clearMark(s, m);
      continue;
    }
    card(s, m.card).stopped = true;
    emit(s, 'heldStopped', `${name(s, m.card)} stays stopped (${name(s, m.source)})`, { card: m.card, by: m.source });
  }
}
