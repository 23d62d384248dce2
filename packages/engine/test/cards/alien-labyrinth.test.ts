/**
 * Alien Labyrinth (Federation dilemma): passed with a Tricorder among the Away Team's equipment or
 * with ENGINEER x2; otherwise the Away Team is stopped and the labyrinth stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, endTurn, eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Alien Labyrinth', () => {
  it('two ENGINEER get the Away Team through and the labyrinth is discarded', () => {
    const h = setupTest({ dilemmas: { gault: ['Alien Labyrinth'] }, klingon: { planets: { gault: ["K'Tesh", 'Kromm'] } } });
    const lab = h.card('Alien Labyrinth');
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([lab]);
    expect(h.where(lab).z).toBe('discard');
    expect(seat(h.s, 'federation').discard).toContain(lab);
    expect(h.s.cards[h.card("K'Tesh")]?.stopped).toBe(false);
    h.finish();
  });

  it('a Tricorder with the Away Team gets it through without any ENGINEER', () => {
    const h = setupTest({ dilemmas: { gault: ['Alien Labyrinth'] }, klingon: { planets: { gault: ['Klag', 'Batrell', 'Tricorder'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Alien Labyrinth')]);
    expect(h.where(h.card('Alien Labyrinth')).z).toBe('discard');
    h.finish();
  });

  it('one ENGINEER is one short: the team is stopped and the labyrinth stays to be faced again by the next attempt', () => {
    const h = setupTest({ dilemmas: { gault: ['Alien Labyrinth'] }, klingon: { planets: { gault: ["K'Tesh", 'Klag'] } } });
    const lab = h.card('Alien Labyrinth');
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([lab]);
    expect(h.where(lab).z).toBe('underMission');
    expect(h.s.cards[h.card("K'Tesh")]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(true);
    expect(h.offers('Attempt Gault')).toBe(false);
    endTurn(h);
    endTurn(h);
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([lab, lab]);
    expect(h.where(lab).z).toBe('underMission');
    h.finish();
  });

  it('a Medical Tricorder is not a Tricorder', () => {
    const h = setupTest({ dilemmas: { gault: ['Alien Labyrinth'] }, klingon: { planets: { gault: ['Torin', "K'Tesh", 'Medical Tricorder'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Alien Labyrinth')]);
    expect(h.where(h.card('Alien Labyrinth')).z).toBe('underMission');
    h.finish();
  });

  it('a Tricorder left aboard the ship is not with the Away Team', () => {
    const h = setupTest({
      dilemmas: { gault: ['Alien Labyrinth'] },
      klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Tricorder', 'Kromm'] }], planets: { gault: ['Klag', "K'Tesh"] } },
    });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Alien Labyrinth')]);
    h.finish();
  });
});
