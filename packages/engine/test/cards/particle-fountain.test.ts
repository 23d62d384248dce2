/**
 * Particle Fountain (interrupt, 5 bonus points): right after your Away Team completes a planet mission,
 * if that team has ENGINEER x2, place it on the mission for 5 bonus points (one per mission).
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt } from './helpers.ts';
import { seat } from '../../src/index.ts';
import type { PositionSpec } from '../../src/index.ts';

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

  it('constructed: offered at the completing player\'s response point right after the mission is solved (docs/RULINGS.md "Coverage: Q, Rogue Borg and bonus points")', () => {
    const h = setupTest({
      format: 'constructed',
      spaceline: ['Avert Danger', 'Gault', 'Reported Activity', 'Distress Mission', 'Survey Mission'],
      'player-1': { missions: ['Distress Mission', 'Survey Mission'] },
      'player-2': { missions: ['Avert Danger', 'Gault', 'Reported Activity'], hand: ['Particle Fountain'], planets: { 'Reported Activity': ['Klag', "Ja'rod", 'Kromm'] } },
    } as PositionSpec);
    h.choose(h.labels().find((l) => l.startsWith('Attempt Reported Activity')) as string);
    expect(seat(h.s, 'player-2').score).toBe(35);
    expect(h.s.pending).toMatchObject({ player: 'player-2', kind: 'respond' });
    h.choose('Play Particle Fountain: on Reported Activity');
    h.passResponses();
    expect(seat(h.s, 'player-2').score).toBe(40);
    h.finish();
  });
});
