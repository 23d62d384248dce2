import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, PLAYERS, view } from '@stccg/engine';
import { determinize, gatherKnowledge } from '../src/determinize.ts';
import { botRng } from '../src/random.ts';
import { comparable, randomPosition } from './helpers.ts';
import { seat } from '@stccg/engine';

describe('determinize', () => {
  it('rebuilds a state whose view for the seat equals the original view, all through random games', () => {
    const rng = botRng(42);
    let checked = 0;
    for (let g = 1; g <= 4; g++) {
      const s = randomPosition(g, 0);
      const moves = botRng(g * 31);
      let step = 0;
      while (!s.result && s.pending) {
        if (step % 6 === 0) {
          for (const seat of PLAYERS) {
            const v = view(s, seat);
            const d = determinize(v, rng, { knowledge: gatherKnowledge(v) });
            expect(comparable(view(d, seat))).toBe(comparable(v));
            expect(checkInvariants(d)).toEqual([]);
            checked++;
          }
        }
        const p = s.pending;
        apply(s, { decision: p.id, option: (p.options[Math.floor(moves() * p.options.length)] as { id: string }).id });
        step++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('samples hidden cards differently but keeps the same card universe', () => {
    const s = randomPosition(7, 300);
    const v = view(s, 'federation');
    const a = determinize(v, botRng(1));
    const b = determinize(v, botRng(2));
    expect(Object.keys(a.cards).sort()).toEqual(Object.keys(s.cards).sort());
    expect(Object.keys(b.cards).sort()).toEqual(Object.keys(s.cards).sort());
    expect(seat(a, 'klingon').hand.length).toBe(seat(s, 'klingon').hand.length);
    // the opponent's hand is a guess: two samples (almost surely) differ somewhere hidden
    expect(JSON.stringify([seat(a, 'klingon').hand, seat(a, 'klingon').deck])).not.toBe(JSON.stringify([seat(b, 'klingon').hand, seat(b, 'klingon').deck]));
    // the seat's own hand is known exactly
    expect(seat(a, 'federation').hand).toEqual(seat(s, 'federation').hand);
  });

  it('lets the game go on from a sampled state', () => {
    const s = randomPosition(11, 400);
    const seat = s.pending?.player ?? 'federation';
    const d = determinize(view(s, seat), botRng(5));
    const moves = botRng(9);
    for (let i = 0; i < 300 && !d.result && d.pending; i++) {
      const p = d.pending;
      apply(d, { decision: p.id, option: (p.options[Math.floor(moves() * p.options.length)] as { id: string }).id });
      expect(checkInvariants(d)).toEqual([]);
    }
  });

  it('refuses a spectator view', () => {
    const s = randomPosition(3, 50);
    expect(() => determinize(view(s, 'spectator'), botRng(1))).toThrow(/seat/);
  });
});
