/**
 * A player's next regular card draw taken early (Samuel Clemens' Pocketwatch): the card is drawn now,
 * and the end-of-turn draw of his next turn (the first of his turns to begin after this one) does not
 * happen. The card remembers the player with a mark (core/modifiers.ts); rules/lost-draws.ts asks here
 * before the draw, and the mark goes once the draw is skipped. docs/RULINGS.md, "Alternate Universe
 * artifacts, Ajur and Boratus".
 */
import { emit } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import { moveTo, name } from './board.ts';

export const POCKETWATCH = 'samuel-clemens-pocketwatch';

/** The marks of draws taken early by this player and not yet skipped. */
export function earlyDraws(s: GameState, p: PlayerId): Mark[] {
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === POCKETWATCH && e.player === p) out.push(e);
  return out;
}

/** Draws the player's next turn's card now, and marks that draw as taken. */
export function drawEarly(s: GameState, p: PlayerId, source: CardId): void {
  const top = seat(s, p).deck.at(-1);
  if (!top) return;
  s.effects.push({ kind: 'mark', by: POCKETWATCH, source, card: source, turn: s.turn.number, player: p });
  moveTo(s, top, { z: 'hand' });
  emit(s, 'cardDrawn', `${p} draws now the card of his next turn's draw (${name(s, source)})`, { player: p, early: true }, { not: p });
  emit(s, 'cardDrawnSecret', `You draw ${name(s, top)} now, instead of at the end of your next turn`, { card: top }, p);
  happened(s, { type: 'cardDrawn', player: p, card: top });
}

/** Whether this turn's regular draw was taken early in an earlier turn (the mark is spent then, and the skip logged). */
export function drawnEarly(s: GameState, p: PlayerId): boolean {
  if (s.effects.length === 0) return false;
  const m = earlyDraws(s, p).find((e) => e.turn < s.turn.number);
  if (!m) return false;
  clearMark(s, m);
  emit(s, 'drawLost', `${p} draws no card at the end of this turn: it was drawn early with ${name(s, m.source)}`, { player: p, card: m.source });
  return true;
}
