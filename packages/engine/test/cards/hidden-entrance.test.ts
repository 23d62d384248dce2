/**
 * Hidden Entrance (Federation dilemma): passed with Geordi La Forge, or an ENGINEER with the team's
 * CUNNING above 32; otherwise the Away Team is stopped and the card stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, eventCards } from './helpers.ts';

// Kromm (ENGINEER) 6 + Dukath 6 + Torin 6 + J'Ddan 6 + Klag 5 = 29 CUNNING
const BASE = ['Kromm', 'Dukath', 'Torin', "J'Ddan", 'Klag'];

describe('Hidden Entrance', () => {
  it('an ENGINEER and CUNNING 33 find the way in: the card is discarded', () => {
    const h = setupTest({ dilemmas: { gault: ['Hidden Entrance'] }, klingon: { planets: { gault: [...BASE, 'Gorath'] } } }); // 29 + 4
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Hidden Entrance')]);
    expect(h.where(h.card('Hidden Entrance')).z).toBe('discard');
    expect(h.s.cards[h.card('Kromm')]?.stopped).toBe(false);
    h.finish();
  });

  it('CUNNING exactly 32 is not above 32: stopped, and the card stays under the mission', () => {
    const h = setupTest({ dilemmas: { gault: ['Hidden Entrance'] }, klingon: { planets: { gault: [...BASE, 'Batrell'] } } }); // 29 + 3
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hidden Entrance')]);
    expect(h.where(h.card('Hidden Entrance')).z).toBe('underMission');
    expect(h.s.cards[h.card('Kromm')]?.stopped).toBe(true);
    h.finish();
  });

  it('high CUNNING without an ENGINEER does not find it', () => {
    // Dukath, Torin, J'Ddan, Divok, BiJik 6 each + Klag 5 + Dr. Farek 8 = 43, no ENGINEER
    const h = setupTest({ dilemmas: { gault: ['Hidden Entrance'] }, klingon: { planets: { gault: ['Dukath', 'Torin', "J'Ddan", 'Divok', 'bijik', 'Klag', 'Dr. Farek'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hidden Entrance')]);
    h.finish();
  });

  it('CUNNING bonuses in play count: Yellow Alert lifts 32 to 38', () => {
    const h = setupTest({
      dilemmas: { gault: ['Hidden Entrance'] },
      klingon: { table: ['Yellow Alert'], planets: { gault: [...BASE, 'Batrell'] } },
    });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Hidden Entrance')]);
    h.finish();
  });
});
