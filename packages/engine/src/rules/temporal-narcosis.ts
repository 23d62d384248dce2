/**
 * A double turn granted once (Temporal Narcosis, Alternate Universe interrupt 103_077): the card leaves
 * a mark naming its player, and the next turn of his that begins after it is played is doubled. The
 * mark is spent as that turn ends, whether or not another card (Horga'hn) doubles the turn anyway: two
 * reasons still give two turns, not three (rules/double-turns.ts asks here). docs/RULINGS.md,
 * "Alternate Universe interrupts, batch B".
 */
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';

export const TEMPORAL_NARCOSIS = 'temporal-narcosis';

/** Whether a Temporal Narcosis waits to double this player's next turn. */
export function narcosisPending(s: GameState, p: PlayerId): boolean {
  return marksBy(s, TEMPORAL_NARCOSIS).some((m) => m.player === p);
}

/**
 * As the player's turn ends (the first of a possible pair): the Temporal Narcosis that doubles it, if
 * one was played before the turn began; every such mark is spent. Undefined: none doubles it.
 */
export function takeNarcosis(s: GameState, p: PlayerId): CardId | undefined {
  let by: CardId | undefined;
  for (const m of marksBy(s, TEMPORAL_NARCOSIS)) {
    if (m.player !== p || m.turn >= s.turn.number) continue;
    by ??= m.source;
    clearMark(s, m);
  }
  return by;
}
