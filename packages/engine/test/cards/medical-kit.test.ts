/**
 * Medical Kit (equipment): each of your OFFICER personnel with it has one more level of MEDICAL, counted
 * in mission and dilemma requirements.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attempt, eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Medical Kit', () => {
  it('an OFFICER with the kit supplies the MEDICAL of Microvirus: overcome and 5 points', () => {
    const h = setupTest({ dilemmas: { gault: ['Microvirus'] }, klingon: { planets: { gault: ['Klag', "Kle'eg", 'Medical Kit'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Microvirus')]);
    expect(seat(h.s, 'klingon').score).toBe(5);
    h.finish();
  });

  it('a SCIENCE personnel with the kit gains nothing: Microvirus claims a victim', () => {
    const h = setupTest({ dilemmas: { gault: ['Microvirus'] }, klingon: { planets: { gault: ['Torin', "Kle'eg", 'Medical Kit'] } } });
    expect(skillsOf(h.s, h.card('Torin')).get('MEDICAL')).toBeUndefined();
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Microvirus')]);
    expect(h.s.pending?.kind).toBe('chooseKill');
    h.choose('Torin');
    h.finish();
  });

  it('counts in a mission requirement: Gravesworld (MEDICAL + OFFICER + Physics) with Hobson, Mendon and the kit', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { planets: { gravesworld: ['Christopher Hobson', 'Mendon', 'Medical Kit'] } } });
    attempt(h, 'Gravesworld');
    expect(h.s.completed[h.card('Gravesworld')]).toBe('federation');
    expect(seat(h.s, 'federation').score).toBe(30);
    h.finish();
  });

  it('the kit must be with the personnel: aboard the ship it does not reach the Away Team', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'Runabout', at: 'gravesworld', crew: ['Medical Kit', 'Taurik'] }], planets: { gravesworld: ['Christopher Hobson', 'Mendon'] } },
    });
    expect(skillsOf(h.s, h.card('Christopher Hobson')).get('MEDICAL')).toBeUndefined();
    attempt(h, 'Gravesworld');
    expect(h.s.completed[h.card('Gravesworld')]).toBeUndefined();
    h.finish();
  });
});
