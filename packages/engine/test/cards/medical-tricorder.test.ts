/**
 * Medical Tricorder (equipment): each of your SCIENCE personnel with it has one more level of MEDICAL,
 * counted in mission and dilemma requirements.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attempt, eventCards, events } from './helpers.ts';

const FED = { active: 'federation' as const };

describe('Medical Tricorder', () => {
  it('a SCIENCE personnel with it supplies the MEDICAL of Archer: nobody is shot', () => {
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Archer'] }, federation: { planets: { gravesworld: ['Mendon', 'Sito Jaxa', 'Medical Tricorder'] } } });
    expect(skillsOf(h.s, h.card('Mendon')).get('MEDICAL')).toBe(1);
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Archer')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('an OFFICER with it gains nothing: the Archer shoots', () => {
    // Sito Jaxa 8+6+6 = 20 against Hobson 19
    const h = setupTest({ turn: FED, dilemmas: { gravesworld: ['Archer'] }, federation: { planets: { gravesworld: ['Christopher Hobson', 'Sito Jaxa', 'Medical Tricorder'] } } });
    expect(skillsOf(h.s, h.card('Christopher Hobson')).get('MEDICAL')).toBeUndefined();
    attempt(h, 'Gravesworld');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Sito Jaxa')]);
    h.finish();
  });

  it('counts in a mission requirement: Gravesworld with Hobson and Mendon carrying it', () => {
    const h = setupTest({ turn: FED, federation: { planets: { gravesworld: ['Christopher Hobson', 'Mendon', 'Medical Tricorder'] } } });
    attempt(h, 'Gravesworld');
    expect(h.s.completed[h.card('Gravesworld')]).toBe('federation');
    h.finish();
  });

  it('each SCIENCE personnel with it gains one level: two SCIENCE make MEDICAL x2', () => {
    const h = setupTest({ turn: FED, federation: { planets: { gravesworld: ['Mendon', 'Taitt', 'Medical Tricorder'] } } });
    expect(skillsOf(h.s, h.card('Mendon')).get('MEDICAL')).toBe(1);
    expect(skillsOf(h.s, h.card('Taitt')).get('MEDICAL')).toBe(1);
    h.finish();
  });
});
