/**
 * Male's Love Interest (Klingon dilemma): one male of the Away Team, chosen at random, goes to the
 * planet farthest along the spaceline; no effect without a male. Nobody is stopped; discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';

describe("Male's Love Interest", () => {
  it('one of the males, at random, goes to the farthest planet; the others stay and are not stopped', () => {
    // Gravesworld is 5th of 12: the right end, Sensitive Search, is 7 locations away
    const h = setupTest({ turn: { active: 'federation' }, dilemmas: { gravesworld: ["Male's Love Interest"] }, federation: { planets: { gravesworld: ['Christopher Hobson', 'Mendon', 'Sito Jaxa'] } } });
    const men = [h.card('Christopher Hobson'), h.card('Mendon')];
    attempt(h, 'Gravesworld');
    const moved = eventCards(h, 'personnelRelocated');
    expect(moved).toHaveLength(1);
    expect(men).toContain(moved[0]);
    expect(h.where(moved[0] as string)).toEqual({ z: 'planet', loc: h.card('Sensitive Search') });
    expect(h.where(h.card('Sito Jaxa'))).toEqual({ z: 'planet', loc: h.card('Gravesworld') });
    expect(h.s.cards[h.card('Sito Jaxa')]?.stopped).toBe(false);
    expect(h.where(h.card("Male's Love Interest")).z).toBe('discard');
    h.finish();
  });

  it('has no effect on an all-female Away Team', () => {
    const h = setupTest({ turn: { active: 'federation' }, dilemmas: { gravesworld: ["Male's Love Interest"] }, federation: { planets: { gravesworld: ['Sito Jaxa', 'Calloway', 'Giusti'] } } });
    attempt(h, 'Gravesworld');
    expect(events(h, 'personnelRelocated')).toEqual([]);
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card("Male's Love Interest")]);
    for (const n of ['Sito Jaxa', 'Calloway', 'Giusti']) expect(h.where(h.card(n))).toEqual({ z: 'planet', loc: h.card('Gravesworld') });
    h.finish();
  });

  it('near the right end the farthest planet is the left end; a lone male is the one taken', () => {
    // Survey Instability is 11th of 12: Cargo Rendezvous (1st) is 10 away, Sensitive Search only 1
    const h = setupTest({ turn: { active: 'federation' }, dilemmas: { 'survey-instability': ["Male's Love Interest"] }, federation: { planets: { 'survey-instability': ['Taurik', 'Sito Jaxa'] } } });
    attempt(h, 'Survey Instability');
    expect(eventCards(h, 'personnelRelocated')).toEqual([h.card('Taurik')]);
    expect(h.where(h.card('Taurik'))).toEqual({ z: 'planet', loc: h.card('Cargo Rendezvous') });
    h.finish();
  });

  it('the relocated male is out of the attempt: the rest goes on to the mission', () => {
    // Homeward needs Anthropology + Computer Skill: Darian Wallace and Hobson; the male taken is one of them or Mendon
    const h = setupTest({ turn: { active: 'federation' }, dilemmas: { homeward: ["Male's Love Interest"] }, federation: { planets: { homeward: ['Darian Wallace', 'Christopher Hobson', 'Mendon'] } } });
    attempt(h, 'Homeward');
    const moved = eventCards(h, 'personnelRelocated')[0] as string;
    const completed = events(h, 'missionCompleted').length === 1;
    expect(completed).toBe(moved === h.card('Mendon'));
    h.finish();
  });
});
