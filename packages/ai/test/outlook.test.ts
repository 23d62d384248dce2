/**
 * The outlook: a chance of winning that a search may score the end of its playouts with.
 */
import { describe, expect, it } from 'vitest';
import { apply, cloneState, facts, newGame } from '@stccg/engine';
import type { CardId, GameState, PlayerId } from '@stccg/engine';
import { OUTLOOK_TERMS, botRng, chooseOption, newMemo, outlook, outlookTerms, value01 } from '../src/index.ts';
import { randomPosition } from './helpers.ts';
import { seat } from '@stccg/engine';

const term = (s: GameState, name: (typeof OUTLOOK_TERMS)[number]) => outlookTerms(s)[OUTLOOK_TERMS.indexOf(name)] as number;

/** A copy of the position with one card of p's draw deck moved into p's hand. */
function drawn(s: GameState, p: PlayerId, id: CardId): GameState {
  const c = cloneState(s);
  seat(c, p).deck = seat(c, p).deck.filter((x) => x !== id);
  seat(c, p).hand.push(id);
  (c.cards[id] as { at: { z: string } }).at = { z: 'hand' };
  return c;
}

/** A position early in the game (turn 1 or later, not ended). */
function early(seed: number): GameState {
  const s = randomPosition(seed, 60);
  expect(s.turn.number).toBeGreaterThanOrEqual(1);
  expect(s.result).toBeNull();
  return s;
}

describe('outlook', () => {
  it('an ended game is worth 1 to its winner and 0 to the loser, ½ to each on a draw', () => {
    const s = early(5);
    const over = (winner: PlayerId | null) => ({ ...cloneState(s), result: { winner, reason: 'test', scores: { federation: 0, klingon: 0 }, turn: 9 } });
    expect(outlook(over('federation'), 'federation')).toBe(1);
    expect(outlook(over('federation'), 'klingon')).toBe(0);
    expect(outlook(over('klingon'), 'klingon')).toBe(1);
    expect(outlook(over(null), 'federation')).toBe(0.5);
    expect(outlook(over(null), 'klingon')).toBe(0.5);
  });

  it('the two seats see complementary chances, strictly between 0 and 1, in positions all through random games', () => {
    let n = 0;
    for (const seed of [1, 2, 3]) {
      for (const steps of [40, 120, 250, 400]) {
        const s = randomPosition(seed, steps);
        if (s.result) continue;
        const f = outlook(s, 'federation');
        expect(f).toBeGreaterThan(0);
        expect(f).toBeLessThan(1);
        expect(f + outlook(s, 'klingon')).toBeCloseTo(1, 12);
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(8);
  });

  it('points help the side that scores them, and the last points to 100 help more than the first', () => {
    const s = early(7);
    const at = (f: number, k: number) => {
      const c = cloneState(s);
      seat(c, 'federation').score = f;
      seat(c, 'klingon').score = k;
      return outlook(c, 'federation');
    };
    // more points: better for the Federation, worse when the Klingon scores them
    expect(at(30, 0)).toBeGreaterThan(at(0, 0));
    expect(at(0, 30)).toBeLessThan(at(0, 0));
    // the same 10 points are worth more from 80 than from 0 (the race term)
    const odds = (p: number) => Math.log(p / (1 - p));
    expect(odds(at(90, 0)) - odds(at(80, 0))).toBeGreaterThan(odds(at(10, 0)) - odds(at(0, 0)));
    // boundary: past 100 nothing is still needed, so only the lead counts
    const c = cloneState(s);
    seat(c, 'federation').score = 100;
    const race100 = term(c, 'race');
    seat(c, 'federation').score = 130;
    expect(term(c, 'race')).toBe(race100);
  });

  it('personnel drawn into the hand can only bring a side nearer its missions, and other cards drawn do not', () => {
    const s = early(11);
    const base = term(s, 'coverage');
    let raised = 0;
    let others = 0;
    for (const id of seat(s, 'federation').deck) {
      const after = term(drawn(s, 'federation', id), 'coverage');
      if (facts((s.cards[id] as { def: string }).def).type === 'personnel') {
        expect(after).toBeGreaterThanOrEqual(base);
        if (after > base) raised++;
      } else {
        expect(after).toBe(base);
        others++;
      }
    }
    expect(raised).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
    // the Klingon's side moves the other way
    const k = seat(s, 'klingon').deck.find((id) => facts((s.cards[id] as { def: string }).def).type === 'personnel' && term(drawn(s, 'klingon', id), 'coverage') < base);
    expect(k).toBeDefined();
  });

  it("predicts the winner of heuristic self-play better than value01 on games it was not fitted on (seeds 40000-40039)", () => {
    let before = 0;
    let now = 0;
    let n = 0;
    const loss = (p: number, y: number) => -(y * Math.log(p) + (1 - y) * Math.log(1 - p));
    for (let seed = 40000; seed < 40040; seed++) {
      const s = newGame({ seed });
      const rng = botRng(seed);
      const memos = { federation: newMemo(), klingon: newMemo() };
      const rows: [number, number][] = [];
      let lastTurn = -1;
      while (!s.result && s.pending) {
        const d = s.pending;
        if (s.turn.number >= 1 && s.turn.number !== lastTurn && d.kind === 'main') {
          lastTurn = s.turn.number;
          rows.push([value01(s, 'federation'), outlook(s, 'federation')]);
        }
        apply(s, { decision: d.id, option: d.options.length === 1 ? (d.options[0] as { id: string }).id : chooseOption(s, rng, memos[d.player as 'federation' | 'klingon']) });
      }
      if (!s.result?.winner) continue;
      const y = s.result.winner === 'federation' ? 1 : 0;
      for (const [b, o] of rows) {
        before += loss(b, y);
        now += loss(o, y);
        n++;
      }
    }
    expect(n).toBeGreaterThan(1000);
    expect(now / n).toBeLessThan(before / n);
  }, 300_000);
});
