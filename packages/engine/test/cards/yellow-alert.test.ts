/**
 * Yellow Alert (event, table): each of your personnel has CUNNING +1 while it is in play; several Yellow
 * Alerts still give only +1.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { attempt, eventCards } from './helpers.ts';

describe('Yellow Alert', () => {
  it('played on the table, it gives each of your personnel CUNNING +1 and the opponent\'s nothing', () => {
    const h = setupTest({ klingon: { hand: ['Yellow Alert'], atOutpost: ['Klag'] }, federation: { atOutpost: ['Taurik'] } });
    expect(attributeOf(h.s, h.card('Klag'), 'CUNNING')).toBe(5);
    h.choose('Play Yellow Alert on the table');
    h.passResponses();
    expect(eventCards(h, 'cardPlayed')).toEqual([h.card('Yellow Alert', 'klingon')]);
    expect(h.where(h.card('Yellow Alert', 'klingon'))).toEqual({ z: 'table' });
    expect(attributeOf(h.s, h.card('Klag'), 'CUNNING')).toBe(6);
    expect(attributeOf(h.s, h.card('Taurik'), 'CUNNING')).toBe(7);
    expect(attributeOf(h.s, h.card('Klag'), 'STRENGTH')).toBe(7);
    h.finish();
  });

  it('counts in a dilemma: six members with CUNNING 27 pass Hidden Entrance (CUNNING>32) under Yellow Alert', () => {
    // Kromm 6 + Batrell 3 + Gorath 4 + Kle'eg 4 (x2) + Torin 6 = 27, +6
    const h = setupTest({
      dilemmas: { gault: ['Hidden Entrance'] },
      klingon: { table: ['Yellow Alert'], planets: { gault: ['Kromm', 'Batrell', 'Gorath', "Kle'eg", "Kle'eg", 'Torin'] } },
    });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Hidden Entrance')]);
    h.finish();
  });

  it('two Yellow Alerts give +1, not +2: CUNNING 26 becomes 32, still not above 32', () => {
    // Kromm 6 + Batrell 3 + Gorath 4 + Kle'eg 4 (x2) + Klag 5 = 26
    const h = setupTest({
      dilemmas: { gault: ['Hidden Entrance'] },
      klingon: { table: ['Yellow Alert', 'Yellow Alert'], planets: { gault: ['Kromm', 'Batrell', 'Gorath', "Kle'eg", "Kle'eg", 'Klag'] } },
    });
    expect(attributeOf(h.s, h.card('Klag'), 'CUNNING')).toBe(6);
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hidden Entrance')]);
    h.finish();
  });

  it("the opponent's Yellow Alert does not help your team", () => {
    const h = setupTest({
      dilemmas: { gault: ['Hidden Entrance'] },
      federation: { table: ['Yellow Alert'] },
      klingon: { planets: { gault: ['Kromm', 'Batrell', 'Gorath', "Kle'eg", "Kle'eg", 'Torin'] } },
    });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hidden Entrance')]);
    h.finish();
  });
});
