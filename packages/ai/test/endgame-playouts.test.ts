/**
 * The search's endgame setting (BotOptions.endgame, `stccg sim --endgame`): when a draw deck would
 * run out within so many turns, the game ends then (rules/endgame.ts checkDeckOut), and the playouts
 * run to that end and score who won instead of stopping at their horizon.
 */
import { describe, expect, it } from 'vitest';
import { opponent } from '@stccg/engine';
import type { GameState, PlayerId } from '@stccg/engine';
import { botRng, newMemo } from '../src/index.ts';
import { deckOutTurn, playout, stopTurnOf } from '../src/mcts.ts';
import type { TurnMemo } from '../src/index.ts';
import { atTurn, withDecks } from './constructed-positions.ts';

const other = (s: GameState): PlayerId => opponent(s, s.turn.active);

describe('the turn a draw deck runs out', () => {
  it('the active seat draws at the end of this turn, the other at the end of the next, one card each of its turns', () => {
    const s = atTurn(3, 4);
    const n = s.turn.number;
    const me = s.turn.active;
    // the active seat's 3 cards: drawn at the ends of turns n, n+2 and n+4
    expect(deckOutTurn(withDecks(s, { [me]: 3, [other(s)]: 20 }))).toBe(n + 4);
    // the other seat's 3 cards: drawn at the ends of turns n+1, n+3 and n+5
    expect(deckOutTurn(withDecks(s, { [me]: 20, [other(s)]: 3 }))).toBe(n + 5);
    // the soonest of the two
    expect(deckOutTurn(withDecks(s, { [me]: 3, [other(s)]: 2 }))).toBe(n + 3);
    // the active seat's last card: the game ends with this turn
    expect(deckOutTurn(withDecks(s, { [me]: 1, [other(s)]: 20 }))).toBe(n);
  });

  it('is never before the current turn, even with a deck already empty', () => {
    const s = atTurn(4, 3);
    expect(deckOutTurn(withDecks(s, { [s.turn.active]: 0, [other(s)]: 0 }))).toBe(s.turn.number);
  });
});

describe('where a playout stops', () => {
  it('without the setting, at the horizon, however near the end', () => {
    const s = withDecks(atTurn(3, 4), { 'player-1': 2, 'player-2': 2 });
    expect(stopTurnOf(s, 3)).toBe(s.turn.number + 3);
  });

  it('with it, past the turn the deck runs out when that is at most `endgame` turns away (boundary included)', () => {
    const s = atTurn(3, 4);
    const n = s.turn.number;
    const me = s.turn.active;
    const near = withDecks(s, { [me]: 5, [other(s)]: 20 }); // runs out at the end of turn n + 8
    expect(stopTurnOf(near, 3, 8)).toBe(n + 9);
    expect(stopTurnOf(near, 3, 7)).toBe(n + 3); // one turn too far: the horizon
    expect(stopTurnOf(near, 3, 0)).toBe(n + 3);
  });

  it('never sooner than the horizon', () => {
    const s = atTurn(3, 4);
    const end = withDecks(s, { [s.turn.active]: 1, [other(s)]: 20 }); // ends with this turn
    expect(stopTurnOf(end, 3, 8)).toBe(s.turn.number + 3);
  });

  it('a playout to that stop plays on until the game has ended', () => {
    const s = withDecks(atTurn(5, 4), { 'player-1': 4, 'player-2': 4 });
    const stop = stopTurnOf(s, 3, 10);
    expect(stop).toBeGreaterThan(s.turn.number + 3);
    const memos: Record<string, TurnMemo> = { 'player-1': newMemo(true), 'player-2': newMemo(true) };
    playout(s, stop, botRng(9), memos);
    expect(s.result).not.toBeNull();
    expect(s.turn.number).toBeLessThan(stop);
  });
});
