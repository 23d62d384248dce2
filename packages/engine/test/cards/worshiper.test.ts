/**
 * Worshiper (Alternate Universe 103_030, planet dilemma, 5 points): Greed>Honor scores it; otherwise
 * the Away Team is stopped unless Anthropology or an Edo Vessel is there; discarded unless scored.
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const W = ['Worshiper'];

describe('Worshiper', () => {
  it('is a planet dilemma worth 5, implemented, with its text in our words', () => {
    const f = facts('worshiper');
    expect(f.type === 'dilemma' && [f.dilemmaType, f.bonusPoints]).toEqual(['planet', 5]);
    expect(cardImplementation('103_030')).toEqual({ implemented: true });
    expect(cardText('worshiper')).toContain('more Greed than Honor');
  });

  it('Greed 2 (Morag, Duras) against Honor 1 (Gorath): the 5 points are scored, nobody stopped', () => {
    const h = meet(W, { team: ['Morag', 'Duras', 'Gorath'] });
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(h.where(h.card('Worshiper'))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(stopped(h, 'Morag')).toBe(false);
    h.finish();
  });

  it('Greed equal to Honor (boundary, 1 each): no points; the team is stopped; discarded', () => {
    const h = meet(W, { team: ['Morag', 'Gorath', 'Klag'] });
    expect(seat(h.s, 'player-2').score).toBe(0);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Worshiper')]);
    expect(stopped(h, 'Klag')).toBe(true);
    expect(h.where(h.card('Worshiper')).z).toBe('discard');
    h.finish();
  });

  it('no Greed, but Anthropology (Koroth): not stopped, no points, discarded', () => {
    const h = meet(W, { team: ['Koroth', 'Gorath'] });
    expect(seat(h.s, 'player-2').score).toBe(0);
    expect(stopped(h, 'Gorath')).toBe(false);
    expect(h.where(h.card('Worshiper')).z).toBe('discard');
    h.finish();
  });

  it("an Edo Vessel is looked for by name: another ship of his at the mission (a K'Vort) does not help", () => {
    const h = meet(W, { team: ['Klag'], p2: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: [] }] } });
    expect(stopped(h, 'Klag')).toBe(true);
    h.finish();
  });

  it("the opponent's Anthropology and Greedy personnel on the planet do nothing (wrong player)", () => {
    const h = meet(W, { team: ['Klag'], p1: { planets: { Gault: ['Bok', 'Baran', 'Darian Wallace'] } } });
    expect(stopped(h, 'Klag')).toBe(true);
    expect(seat(h.s, 'player-1').score).toBe(0);
    expect(seat(h.s, 'player-2').score).toBe(0);
    h.finish();
  });
});
