/**
 * Microvirus (Federation dilemma, 5 bonus points): with MEDICAL and SECURITY it is overcome and the
 * encountering player scores 5 points; without, the encountering player's opponent picks one member to
 * die, the team is stopped and the card is discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards, events } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Microvirus', () => {
  it('MEDICAL and SECURITY overcome it and the encountering player scores its 5 points', () => {
    const h = setupTest({ dilemmas: { gault: ['Microvirus'] }, klingon: { planets: { gault: ['Divok', "Kle'eg"] } } });
    const mv = h.card('Microvirus');
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([mv]);
    expect(h.where(mv)).toEqual({ z: 'bonus', player: 'klingon' });
    expect(seat(h.s, 'klingon').score).toBe(5);
    expect(seat(h.s, 'federation').score).toBe(0);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it("without SECURITY: the encountering player's opponent chooses the victim; stopped; discarded; no points", () => {
    const h = setupTest({ dilemmas: { gault: ['Microvirus'] }, klingon: { planets: { gault: ['Divok', 'Klag', 'Batrell'] } } });
    attempt(h, 'Gault');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.pending?.kind).toBe('chooseKill');
    expect(h.options()).toHaveLength(3);
    h.choose('Batrell');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Batrell')]);
    expect(h.where(h.card('Batrell')).z).toBe('discard');
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(true);
    expect(h.where(h.card('Microvirus')).z).toBe('discard');
    expect(seat(h.s, 'klingon').score).toBe(0);
    h.finish();
  });

  it('a lone member without the skills dies with no choice to make', () => {
    const h = setupTest({ dilemmas: { gault: ['Microvirus'] }, klingon: { planets: { gault: ["Kle'eg"] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card("Kle'eg")]);
    expect(h.s.pending?.kind).toBe('main');
    h.finish();
  });

  it('the overcoming Away Team is not stopped and goes on to the mission', () => {
    // Reported Activity: Navigation + Honor x2 — Klag (Navigation), Kle'eg and Vekma (Honor); Vekma is MEDICAL, Kle'eg SECURITY
    const h = setupTest({ dilemmas: { 'reported-activity': ['Microvirus'] }, klingon: { planets: { 'reported-activity': ['Klag', "Kle'eg", 'Vekma'] } } });
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('klingon');
    expect(seat(h.s, 'klingon').score).toBe(35 + 5);
    h.finish();
  });
});
