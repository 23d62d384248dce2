/**
 * Tricorder (equipment): each of your ENGINEER personnel with it has one more level of SCIENCE. A
 * Tricorder with the Away Team also gets it through Alien Labyrinth.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attempt, eventCards } from './helpers.ts';

describe('Tricorder', () => {
  it('an ENGINEER with it has SCIENCE, on a planet or aboard a ship', () => {
    const h = setupTest({
      klingon: { planets: { gault: ["K'Tesh", 'Tricorder'] }, ships: [{ card: "I.K.C. K'Vort", crew: ['Kromm', 'Tricorder'] }] },
    });
    expect(skillsOf(h.s, h.card("K'Tesh")).get('SCIENCE')).toBe(1);
    expect(skillsOf(h.s, h.card('Kromm')).get('SCIENCE')).toBe(1);
    h.finish();
  });

  it('a personnel of another classification with it gains nothing, and one without it gains nothing', () => {
    const h = setupTest({ klingon: { planets: { gault: ['Klag', 'Tricorder'], 'reopen-dig': ["K'Tesh"] } } });
    expect(skillsOf(h.s, h.card('Klag')).get('SCIENCE')).toBeUndefined();
    expect(skillsOf(h.s, h.card("K'Tesh")).get('SCIENCE')).toBeUndefined();
    h.finish();
  });

  it('the opponent\'s Tricorder on the same planet gives your ENGINEER nothing', () => {
    const h = setupTest({ klingon: { planets: { gault: ["K'Tesh"] } }, federation: { planets: { gault: ['Tricorder'] } } });
    expect(skillsOf(h.s, h.card("K'Tesh")).get('SCIENCE')).toBeUndefined();
    h.finish();
  });

  it('played from hand it reports to the outpost; beamed down with the team it passes Alien Labyrinth', () => {
    const h = setupTest({
      dilemmas: { 'a-good-place-to-die': ['Alien Labyrinth'] },
      klingon: { hand: ['Tricorder'], atOutpost: ['Klag'] },
    });
    h.choose('Play Tricorder');
    h.passResponses();
    expect(eventCards(h, 'cardPlayed')).toEqual([h.card('Tricorder', 'klingon')]);
    h.choose('Beam down');
    h.choose('all');
    expect(h.where(h.card('Tricorder', 'klingon')).z).toBe('planet');
    attempt(h, 'A Good Place To Die');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
  });
});
