/**
 * The Higher... The Fewer (Alternate Universe 103_028, dual dilemma, X points): its player loses a
 * point for each personnel in the team that meets it; nobody is stopped; discarded.
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const HF = ['The Higher... The Fewer'];

describe('The Higher... The Fewer', () => {
  it('is a dual dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('the-higher-the-fewer');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('dual');
    expect(cardImplementation('103_028')).toEqual({ implemented: true });
    expect(cardText('the-higher-the-fewer')).toContain('Lose 1 point for each personnel');
  });

  it('a completed mission, then a team of three: the score falls by 3; nobody stopped, the attempt goes on, the card in the bonus area at -3', () => {
    const h = meet(HF, { team: ['Klag', 'Kromm', 'Divok'], p2: { completed: ['Avert Danger'] } });
    const avert = (facts('avert-danger') as { points: number }).points;
    expect(seat(h.s, 'player-2').score).toBe(avert - 3);
    expect(events(h, 'pointsScored').map((e) => e.data?.points)).toContain(-3);
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('The Higher... The Fewer'))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(h.s.cards[h.card('The Higher... The Fewer')]?.points).toBe(-3);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([]);
    h.finish();
  });

  it('a team of one (boundary): 1 point lost, and a score of 0 goes below zero', () => {
    const h = meet(HF, { team: ['Klag'] });
    expect(seat(h.s, 'player-2').score).toBe(-1);
    expect(seat(h.s, 'player-1').score).toBe(0);
    h.finish();
  });

  it("the opponent's personnel on the planet are not counted, and the opponent loses nothing (wrong player)", () => {
    const h = meet(HF, { team: ['Klag', 'Kromm'], p1: { planets: { Gault: ['Data', 'Taurik', 'worf'] } } });
    expect(seat(h.s, 'player-2').score).toBe(-2);
    expect(seat(h.s, 'player-1').score).toBe(0);
    h.finish();
  });

  it('counts a crew in space (dual): a crew of four loses 4', () => {
    const h = meet(HF, { space: true, team: ['Klag', 'Kromm', 'Divok', 'Gorath'] });
    expect(seat(h.s, 'player-2').score).toBe(-4);
    h.finish();
  });
});
