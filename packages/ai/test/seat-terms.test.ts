/**
 * The seat's value terms (SEAT_TERMS): what scripts/fit-constructed-value.ts fits a constructed
 * game's winner to. Read for either seat, whatever the affiliations.
 */
import { describe, expect, it } from 'vitest';
import { cloneState, seat } from '@stccg/engine';
import type { CardId, GameState, PlayerId } from '@stccg/engine';
import { moveTo } from '@stccg/engine/rules/board.ts';
import { PARTS_WEIGHTS, SEAT_TERMS, SEAT_WEIGHTS, evaluate, partsValue01, seatTerms, seatValue, value01 } from '../src/index.ts';
import { playoutScorer } from '../src/mcts.ts';
import { atTurn, cutDecks } from './constructed-positions.ts';

const term = (s: GameState, p: PlayerId, name: (typeof SEAT_TERMS)[number]) => seatTerms(s, p)[SEAT_TERMS.indexOf(name)] as number;

/** A copy with the seats' scores set and each draw deck cut to `deck` cards (the rest put on the discard pile). */
function withScoresAndDecks(s: GameState, scores: Record<PlayerId, number>, deck: number): GameState {
  const c = cloneState(s);
  for (const p of c.seats) seat(c, p).score = scores[p] as number;
  cutDecks(c, Object.fromEntries(c.seats.map((p) => [p, deck])));
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

  it('the evaluation\'s six parts add up to the evaluation term, on positions of several games and turns', () => {
    const parts = ['score', 'ships', 'personnel', 'hand', 'ready', 'owed'] as const;
    for (const [seed, turn] of [[3, 2], [4, 5], [7, 8], [9, 12]] as const) {
      const s = atTurn(seed, turn);
      for (const p of s.seats) {
        const sum = parts.reduce((a, k) => a + term(s, p, k), 0);
        expect(sum).toBeCloseTo(term(s, p, 'evaluation'), 9);
        expect(sum).toBeCloseTo(evaluate(s, p) / 25, 9);
      }
    }
    // and weight 1 on each part is value01
    const s = atTurn(7, 8);
    const partsOnly = { ...SEAT_WEIGHTS, evaluation: 0, lastDraws: 0, score: 1, ships: 1, personnel: 1, hand: 1, ready: 1, owed: 1 };
    expect(seatValue(s, 'player-2', partsOnly)).toBeCloseTo(value01(s, 'player-2'), 9);
  });

  it('the score part is the points lead per 25; the hand part stops counting past eight cards', () => {
    const s = atTurn(6, 3);
    expect(term(withScoresAndDecks(s, { 'player-1': 45, 'player-2': 20 }, 10), 'player-1', 'score')).toBeCloseTo(1, 9);
    expect(term(withScoresAndDecks(s, { 'player-1': 20, 'player-2': 45 }, 10), 'player-1', 'score')).toBeCloseTo(-1, 9);
    expect(term(withScoresAndDecks(s, { 'player-1': 30, 'player-2': 30 }, 10), 'player-1', 'score')).toBe(0);
    const c = cloneState(s);
    const [a, b] = c.seats as [PlayerId, PlayerId];
    // give each seat exactly 8 cards in hand, then one seat 4 more: the part does not move
    const fill = (p: PlayerId, n: number) => {
      const h = seat(c, p).hand;
      while (h.length < n && seat(c, p).deck.length) moveTo(c, seat(c, p).deck[0] as CardId, { z: 'hand' });
      while (h.length > n) moveTo(c, h[h.length - 1] as CardId, { z: 'discard' });
    };
    fill(a, 8);
    fill(b, 8);
    expect(term(c, a, 'hand')).toBe(0);
    fill(a, 12);
    expect(seat(c, a).hand).toHaveLength(12);
    expect(term(c, a, 'hand')).toBe(0);
    fill(b, 7);
    expect(term(c, a, 'hand')).toBeCloseTo(0.8 / 25, 9);
  });

  it('the parts value (--playout-value parts): seatValue with PARTS_WEIGHTS, the evaluation whole left out; both seats add up to 1; an ended game is 1, 0 or ½', () => {
    expect(Object.keys(PARTS_WEIGHTS)).toEqual([...SEAT_TERMS]);
    expect(PARTS_WEIGHTS.evaluation).toBe(0);
    expect(playoutScorer('parts')).toBe(partsValue01);
    expect(playoutScorer('fitted')).toBe(seatValue);
    expect(playoutScorer(undefined)).toBe(value01);
    for (const [seed, turn] of [[4, 5], [9, 12]] as const) {
      const s = atTurn(seed, turn);
      expect(partsValue01(s, 'player-1')).toBeCloseTo(seatValue(s, 'player-1', PARTS_WEIGHTS), 12);
      expect(partsValue01(s, 'player-1') + partsValue01(s, 'player-2')).toBeCloseTo(1, 9);
    }
    const s = atTurn(4, 5);
    const over = { ...cloneState(s), result: { winner: 'player-2' as PlayerId, reason: 'test', scores: { 'player-1': 0, 'player-2': 0 }, turn: 9 } };
    expect(partsValue01(over, 'player-2')).toBe(1);
    expect(partsValue01(over, 'player-1')).toBe(0);
  });

  it('the parts value: a points lead is worth more as the decks run low, and a lead is worth more than level scores at any deck size up to 60', () => {
    const s = atTurn(6, 3);
    const v = (mine: number, deck: number) => partsValue01(withScoresAndDecks(s, { 'player-1': mine, 'player-2': 20 }, deck), 'player-1');
    expect(v(50, 0)).toBeGreaterThan(v(50, 10));
    expect(v(50, 10)).toBeGreaterThan(v(50, 30));
    for (const deck of [0, 5, 20, 40, 60]) expect(v(50, deck)).toBeGreaterThan(v(20, deck));
    // behind, the other way round
    expect(v(0, 0)).toBeLessThan(v(0, 30));
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
    const evaluationOnly = { ...SEAT_WEIGHTS, evaluation: 1, lastDraws: 0 };
    for (const k of SEAT_TERMS) if (k !== 'evaluation') expect(evaluationOnly[k]).toBe(0);
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
