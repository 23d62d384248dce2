/** The Glicko-2 wrapper against the example of Glickman's paper (glicko.net/glicko/glicko2.pdf). */
import { describe, expect, it } from 'vitest';
import { NEW_RATING, rateGame, ratePeriod } from '../src/glicko.ts';

describe('glicko-2', () => {
  it("gives the paper's example: 1500/200/0.06 beating 1400/30, losing to 1550/100 and 1700/300", () => {
    const r = ratePeriod({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    // the paper: r' = 1464.06, RD' = 151.52, sigma' = 0.05999
    expect(r.rating).toBeCloseTo(1464.06, 1);
    expect(r.rd).toBeCloseTo(151.52, 1);
    expect(r.vol).toBeCloseTo(0.05999, 4);
  });

  it('one game between two new players: the winner gains what the loser loses, both deviations shrink', () => {
    const { a, b } = rateGame(NEW_RATING, NEW_RATING, 1);
    expect(a.rating).toBeGreaterThan(1500);
    expect(b.rating).toBeLessThan(1500);
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 6);
    expect(a.rd).toBeLessThan(350);
    expect(b.rd).toBeCloseTo(a.rd, 6);
    const draw = rateGame(NEW_RATING, NEW_RATING, 0.5);
    expect(draw.a.rating).toBeCloseTo(1500, 6);
  });

  it('refuses a standing that is not one', () => {
    expect(() => ratePeriod({ rating: Number.NaN, rd: 200, vol: 0.06 }, [])).toThrow(RangeError);
    expect(() => rateGame(NEW_RATING, { rating: 1500, rd: 0, vol: 0.06 }, 1)).toThrow(/opponent/);
  });
});
