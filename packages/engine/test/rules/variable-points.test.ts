/**
 * rules/variable-points.ts: a card whose points are not a fixed number goes to a bonus area keeping
 * the points it scored there, so the score stays the sum of completed missions and bonus areas.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, seat } from '../../src/index.ts';
import type { CardId } from '../../src/index.ts';
import { moveTo } from '../../src/rules/board.ts';
import { scoreCardPoints } from '../../src/rules/variable-points.ts';
import { setupTest } from '../harness.ts';
import { position } from '../cards/dilemma-positions.ts';

const setup = () => {
  const h = setupTest(position([], { team: ['Klag'], p2: { hand: ['Empathic Echo', 'The Higher... The Fewer'] } }));
  return { h, a: h.card('Empathic Echo', 'player-2'), b: h.card('The Higher... The Fewer', 'player-2') };
};

describe('variable points in a bonus area', () => {
  it('a negative amount: the score falls, the card keeps it, the invariants hold', () => {
    const { h, a } = setup();
    scoreCardPoints(h.s, 'player-2', a, -7, 'a test');
    expect(seat(h.s, 'player-2').score).toBe(-7);
    expect(h.where(a)).toEqual({ z: 'bonus', player: 'player-2' });
    expect(h.s.cards[a]?.points).toBe(-7);
    expect(checkInvariants(h.s, Object.keys(h.s.cards).length)).toEqual([]);
  });

  it('a positive and a zero amount add up with the fixed points; the other player is untouched', () => {
    const { h, a, b } = setup();
    scoreCardPoints(h.s, 'player-2', a, 5, 'a test');
    scoreCardPoints(h.s, 'player-2', b, 0, 'a test');
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(seat(h.s, 'player-1').score).toBe(0);
    expect(h.s.cards[b]?.points).toBe(0);
    expect(checkInvariants(h.s, Object.keys(h.s.cards).length)).toEqual([]);
  });

  it('a card leaving the bonus area forgets its points', () => {
    const { h, a } = setup();
    scoreCardPoints(h.s, 'player-2', a, 3, 'a test');
    moveTo(h.s, a as CardId, { z: 'discard' });
    expect(h.s.cards[a]?.points).toBeUndefined();
  });
});
