/**
 * Malfunctioning Door (Federation dilemma): opened by a Soong-type android, or by up to four Away Team
 * members with STRENGTH above 27 together (the four strongest count); otherwise the team is stopped and
 * the door stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attempt, endTurn, eventCards } from './helpers.ts';

describe('Malfunctioning Door', () => {
  it('four members with STRENGTH 28 open it: the door is discarded', () => {
    // Kromm 8 + Batrell 7 + Dukath 7 + BiJik 6
    const h = setupTest({ dilemmas: { gault: ['Malfunctioning Door'] }, klingon: { planets: { gault: ['Kromm', 'Batrell', 'Dukath', 'bijik'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Malfunctioning Door')]);
    expect(h.where(h.card('Malfunctioning Door')).z).toBe('discard');
    h.finish();
  });

  it('the best four with STRENGTH exactly 27 fail, however many more push: a fifth member does not count', () => {
    // Kromm 8 + Batrell 7 + BiJik 6 + J'Ddan 6 = 27; Torin (6) makes the team 33 but only four may push
    const h = setupTest({ dilemmas: { gault: ['Malfunctioning Door'] }, klingon: { planets: { gault: ['Kromm', 'Batrell', 'bijik', "J'Ddan", 'Torin'] } } });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Malfunctioning Door')]);
    expect(h.where(h.card('Malfunctioning Door')).z).toBe('underMission');
    expect(h.s.cards[h.card('Kromm')]?.stopped).toBe(true);
    h.finish();
  });

  it('the four strongest are picked out of a larger team', () => {
    // seven members; the best four are Kromm 8, Divok 8, Batrell 7, Klag 7 = 30
    const h = setupTest({
      dilemmas: { gault: ['Malfunctioning Door'] },
      klingon: { planets: { gault: ['bijik', "J'Ddan", 'Torin', 'Kromm', 'Divok', 'Batrell', 'Klag'] } },
    });
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Malfunctioning Door')]);
    h.finish();
  });

  it('the door stays shut for the next attempt, and a stronger team later opens it', () => {
    const h = setupTest({
      dilemmas: { gault: ['Malfunctioning Door'] },
      klingon: {
        planets: { gault: ['Torin', "J'Ddan"] },
        ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Kromm', 'Divok', 'Klag'] }],
      },
    });
    const door = h.card('Malfunctioning Door');
    attempt(h, 'Gault');
    expect(h.where(door).z).toBe('underMission');
    endTurn(h);
    endTurn(h);
    h.choose('Beam down');
    h.choose('all');
    attempt(h, 'Gault');
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([door, door]);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([door]);
    expect(h.where(door).z).toBe('discard');
    h.finish();
  });
});
