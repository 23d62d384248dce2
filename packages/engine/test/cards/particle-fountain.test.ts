/**
 * Particle Fountain (interrupt, 5 bonus points): right after your Away Team completes a planet mission,
 * if that team has ENGINEER x2, place it on the mission for 5 bonus points (one per mission).
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Particle Fountain', () => {
  it('right after a team with ENGINEER x2 completes a planet mission: placed on it for 5 bonus points', () => {
    // Reported Activity (35): Navigation + ENGINEER x2 — Klag, K'Tesh, Kromm
    const h = setupTest({ klingon: { hand: ['Particle Fountain'], planets: { 'reported-activity': ['Klag', "K'Tesh", 'Kromm'] } } });
    const pf = h.card('Particle Fountain', 'klingon');
    expect(h.offers('Play Particle Fountain')).toBe(false); // not before
    attempt(h, 'Reported Activity');
    expect(seat(h.s, 'klingon').score).toBe(35);
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('respond');
    h.choose('Play Particle Fountain: on Reported Activity');
    h.passResponses();
    expect(h.where(pf)).toEqual({ z: 'bonus', player: 'klingon', loc: h.card('Reported Activity') });
    expect(seat(h.s, 'klingon').score).toBe(40);
    h.finish();
  });

  it('a team with one ENGINEER completing the mission gets no chance to play it', () => {
    // Reported Activity by Navigation + Honor x2: Klag, Kle'eg, Gorath, with K'Tesh the only ENGINEER
    const h = setupTest({ klingon: { hand: ['Particle Fountain'], planets: { 'reported-activity': ['Klag', "Kle'eg", 'Gorath', "K'Tesh"] } } });
    attempt(h, 'Reported Activity');
    expect(h.s.completed[h.card('Reported Activity')]).toBe('klingon');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.offers('Particle Fountain')).toBe(false);
    expect(seat(h.s, 'klingon').score).toBe(35);
    h.finish();
  });

  it("is not offered to the opponent of the completing player", () => {
    const h = setupTest({
      federation: { hand: ['Particle Fountain'] },
      klingon: { planets: { 'reported-activity': ['Klag', "K'Tesh", 'Kromm'] } },
    });
    attempt(h, 'Reported Activity');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.where(h.card('Particle Fountain', 'federation')).z).toBe('hand');
    h.finish();
  });

  it('the moment passes: once the window is passed it cannot be played on that mission later', () => {
    const h = setupTest({ klingon: { hand: ['Particle Fountain'], planets: { 'reported-activity': ['Klag', "K'Tesh", 'Kromm'] } } });
    attempt(h, 'Reported Activity');
    h.choose('pass');
    expect(h.offers('Particle Fountain')).toBe(false);
    expect(seat(h.s, 'klingon').score).toBe(35);
    h.finish();
  });
});
