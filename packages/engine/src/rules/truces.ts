/**
 * Two ships that may not battle each other this turn (Hail): neither may attack the other, nor join an
 * attack on it. A truce is two `truce` modifiers (core/modifiers.ts), one on each ship, made by the same
 * card one after the other: they end with the turn, or when a ship leaves play, as every modifier
 * does. rules/battle.ts asks `inTruce` for a target and for each ship that could attack it.
 */
import { addModifier } from '../core/modifiers.ts';
import type { Modifier } from '../core/modifiers.ts';
import type { CardId, GameState } from '../core/types.ts';

/** Puts a truce between two ships until the end of the turn. */
export function addTruce(s: GameState, source: CardId, a: CardId, b: CardId): void {
  addModifier(s, 'truce', source, a);
  addModifier(s, 'truce', source, b);
}

/** The truces in force, as pairs of ships. */
export function truces(s: GameState): [CardId, CardId][] {
  if (s.effects.length === 0) return [];
  const out: [CardId, CardId][] = [];
  let open: Modifier | undefined;
  for (const e of s.effects) {
    if (e.kind !== 'modifier' || e.mod !== 'truce') continue;
    if (open && open.source === e.source && open.turn === e.turn) {
      out.push([open.card, e.card]);
      open = undefined;
    } else open = e;
  }
  return out;
}

/** Whether two ships may not battle each other this turn. */
export function inTruce(s: GameState, a: CardId, b: CardId): boolean {
  if (s.effects.length === 0) return false;
  return truces(s).some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}
