/**
 * The seat's value terms (SEAT_TERMS): what scripts/fit-constructed-value.ts fits a constructed
 * game's winner to. Read for either seat, whatever the affiliations.
 */
import { describe, expect, it } from 'vitest';
import { apply, cloneState, createEngine, randomDeck, seat } from '@stccg/engine';
import type { GameState, PlayerId } from '@stccg/engine';
import { SEAT_TERMS, SEAT_WEIGHTS, botRng, chooseOption, evaluate, newMemo, seatTerms, seatValue, value01 } from '../src/index.ts';
import type { TurnMemo } from '../src/index.ts';

const engine = createEngine({ format: 'constructed' });
const term = (s: GameState, p: PlayerId, name: (typeof SEAT_TERMS)[number]) => seatTerms(s, p)[SEAT_TERMS.indexOf(name)] as number;

/** A constructed game of random decks, heuristic against heuristic, at the start of turn `turn`. */
function atTurn(seed: number, turn: number): GameState {
  const decks = { 'player-1': randomDeck(seed * 2 + 1, { pool: engine.cards }), 'player-2': randomDeck(seed * 2 + 2, { pool: engine.cards }) };
  const s = engine.createGame({ seed, decks }).state;
  const rng = botRng(seed);
  const memos: Record<string, TurnMemo> = { 'player-1': newMemo(true), 'player-2': newMemo(true) };
  while (!s.result && s.pending && !(s.turn.number >= turn && s.pending.kind === 'main')) {
    const d = s.pending;
    apply(s, { decision: d.id, option: d.options.length === 1 ? (d.options[0] as { id: string }).id : chooseOption(s, rng, memos[d.player] as TurnMemo) });
  }
  expect(s.result).toBeNull();
  return s;
}

/** A copy with the seats' scores set and each draw deck cut to `deck` cards (the rest put on the discard pile). */
function withScoresAndDecks(s: GameState, scores: Record<PlayerId, number>, deck: number): GameState {
  const c = cloneState(s);
  for (const p of c.seats) {
    seat(c, p).score = scores[p] as number;
    const d = seat(c, p);
    const cut = d.deck.splice(deck);
    for (const id of cut) (c.cards[id] as { at: { z: string } }).at = { z: 'discard' };
    d.discard.push(...cut);
  }
  return c;
}

describe('seat terms', () => {
  it('the two seats read each term negated: each is mine less theirs', () => {
    for (const [seed, turn] of [[3, 2], [4, 5], [7, 8]] as const) {
      const s = atTurn(seed, turn);
      const a = seatTerms(s, 'player-1');
      const b = seatTerms(s, 'player-2');
      expect(a).toHaveLength(SEAT_TERMS.length);
      a.forEach((x, i) => expect(x).toBeCloseTo(-(b[i] as number), 9));
    }
  });

  it('the evaluation term is the evaluation per 25 points; the turn term is 1 for the seat whose turn it is', () => {
    const s = atTurn(5, 4);
    const active = s.turn.active;
    const other = active === 'player-1' ? 'player-2' : 'player-1';
    expect(term(s, active, 'evaluation')).toBeCloseTo(evaluate(s, active) / 25, 9);
    expect(term(s, active, 'toMove')).toBe(1);
    expect(term(s, other, 'toMove')).toBe(-1);
  });

  it('a lead counts in full as a deck-out nears: a 25-point lead is worth 1 with a deck empty, ½ with 10 cards left, 0 with level scores', () => {
    const s = atTurn(6, 3);
    expect(term(withScoresAndDecks(s, { 'player-1': 45, 'player-2': 20 }, 0), 'player-1', 'lastDraws')).toBeCloseTo(1, 9);
    expect(term(withScoresAndDecks(s, { 'player-1': 45, 'player-2': 20 }, 10), 'player-1', 'lastDraws')).toBeCloseTo(0.5, 9);
    expect(term(withScoresAndDecks(s, { 'player-1': 45, 'player-2': 20 }, 10), 'player-2', 'lastDraws')).toBeCloseTo(-0.5, 9);
    expect(term(withScoresAndDecks(s, { 'player-1': 30, 'player-2': 30 }, 0), 'player-1', 'lastDraws')).toBe(0);
  });

  it('the race weighs the last points to 100 more than the first', () => {
    const s = atTurn(6, 3);
    const race = (mine: number) => term(withScoresAndDecks(s, { 'player-1': mine, 'player-2': 0 }, 20), 'player-1', 'race');
    expect(race(0)).toBe(0);
    expect(race(10)).toBeGreaterThan(0);
    // ten more points near the end gain more than ten at the start
    expect(race(90) - race(80)).toBeGreaterThan(race(10) - race(0));
  });

  it('the fitted value: the two seats\' chances add up to 1; weight on the evaluation alone is value01; an ended game is 1, 0 or ½', () => {
    const s = atTurn(4, 5);
    expect(seatValue(s, 'player-1') + seatValue(s, 'player-2')).toBeCloseTo(1, 9);
    const evaluationOnly = { evaluation: 1, race: 0, coverage: 0, lastDraws: 0, toMove: 0 };
    expect(seatValue(s, 'player-1', evaluationOnly)).toBeCloseTo(value01(s, 'player-1'), 9);
    // a bigger lead in points is worth more, whatever the weights fitted
    const lead = withScoresAndDecks(s, { 'player-1': 60, 'player-2': 20 }, 5);
    const level = withScoresAndDecks(s, { 'player-1': 20, 'player-2': 20 }, 5);
    expect(seatValue(lead, 'player-1')).toBeGreaterThan(seatValue(level, 'player-1'));
    expect(Object.keys(SEAT_WEIGHTS)).toEqual([...SEAT_TERMS]);
    const over = (winner: PlayerId | null) => ({ ...cloneState(s), result: { winner, reason: 'test', scores: { 'player-1': 0, 'player-2': 0 }, turn: 9 } });
    expect(seatValue(over('player-1'), 'player-1')).toBe(1);
    expect(seatValue(over('player-1'), 'player-2')).toBe(0);
    expect(seatValue(over(null), 'player-2')).toBe(0.5);
  });
});
