/**
 * The one general reporting point of "took effect" (issues 25 and 26, coverage): a rule hook that
 * changed a result (a before listener that prevented or changed a happening, an after listener that
 * logged what it did, a bonus that was not zero, a nullifier that was present) reports its card
 * definition here. Most of what took effect is read from the game's log instead (rules/took-effect.ts);
 * these notes add what the log cannot say. Notes are kept only for a game that asked for them
 * (trackEffects: the simulator's coverage run), beside the state and never in it: they change no
 * hash, view, record or replay, and cost one comparison when nobody tracks.
 */
import type { GameState } from './types.ts';

const notes = new WeakMap<GameState, Set<string>>();
let tracked = 0;

/** Starts keeping the notes of a game (idempotent). */
export function trackEffects(s: GameState): void {
  if (notes.has(s)) return;
  notes.set(s, new Set());
  tracked++;
}

/** Whether any game keeps notes now (a quick test for hot paths). */
export function tracking(): boolean {
  return tracked > 0;
}

/** A card definition's text changed a result in this game (kept only when the game is tracked). */
export function noteEffect(s: GameState, def: string): void {
  if (tracked === 0) return;
  notes.get(s)?.add(def);
}

/** The card definitions noted for a game (empty when it is not tracked). */
export function notedEffects(s: GameState): ReadonlySet<string> {
  return notes.get(s) ?? new Set();
}
