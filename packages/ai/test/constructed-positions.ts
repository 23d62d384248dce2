/**
 * Positions of constructed games for the AI's specs: random legal decks, the cheap heuristic
 * playing both seats, and copies of them with the draw decks cut short.
 */
import { expect } from 'vitest';
import { apply, cloneState, createEngine, randomDeck, seat } from '@stccg/engine';
import type { GameState, PlayerId } from '@stccg/engine';
import { botRng, chooseOption, newMemo } from '../src/index.ts';
import type { TurnMemo } from '../src/index.ts';

export const constructedEngine = createEngine({ format: 'constructed' });

/** A constructed game of random decks, heuristic against heuristic, at the first main decision of turn `turn`. */
export function atTurn(seed: number, turn: number): GameState {
  const decks = { 'player-1': randomDeck(seed * 2 + 1, { pool: constructedEngine.cards }), 'player-2': randomDeck(seed * 2 + 2, { pool: constructedEngine.cards }) };
  const s = constructedEngine.createGame({ seed, decks }).state;
  const rng = botRng(seed);
  const memos: Record<string, TurnMemo> = { 'player-1': newMemo(true), 'player-2': newMemo(true) };
  while (!s.result && s.pending && !(s.turn.number >= turn && s.pending.kind === 'main')) {
    const d = s.pending;
    apply(s, { decision: d.id, option: d.options.length === 1 ? (d.options[0] as { id: string }).id : chooseOption(s, rng, memos[d.player] as TurnMemo) });
  }
  expect(s.result).toBeNull();
  return s;
}

/** Cuts each seat's draw deck in `c` to the cards given (the rest put on its discard pile). */
export function cutDecks(c: GameState, left: Record<PlayerId, number>): void {
  for (const p of c.seats) {
    const d = seat(c, p);
    const cut = d.deck.splice(left[p] as number);
    for (const id of cut) (c.cards[id] as { at: { z: string } }).at = { z: 'discard' };
    d.discard.push(...cut);
  }
}

/** A copy with each seat's draw deck cut to the cards given. */
export function withDecks(s: GameState, left: Record<PlayerId, number>): GameState {
  const c = cloneState(s);
  cutDecks(c, left);
  return c;
}
