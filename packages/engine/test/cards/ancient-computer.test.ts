/**
 * Ancient Computer (Premiere 101_013, space dilemma): the crew gets past with Computer Skill x2, or
 * SCIENCE x3, or ENGINEER x3; otherwise it is stopped and the card stays under the mission.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const AC = ['Ancient Computer'];

describe('Ancient Computer', () => {
  it('is a space dilemma of the card data, implemented, with its text in our words', () => {
    const f = facts('ancient-computer');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('space');
    expect(cardImplementation('101_013')).toEqual({ implemented: true });
    expect(cardText('ancient-computer')).toContain('Computer Skill x2');
  });

  it('two Computer Skill get past: the card is discarded, the crew goes on', () => {
    const h = meet(AC, { space: true, team: ['Kargan', 'Morag', 'Klag'] });
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Ancient Computer')]);
    expect(h.where(h.card('Ancient Computer')).z).toBe('discard');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('three SCIENCE get past; three ENGINEER too', () => {
    const sci = meet(AC, { space: true, team: ['Dukath', 'Torin', "J'Ddan"] });
    expect(eventCards(sci, 'dilemmaOvercome')).toEqual([sci.card('Ancient Computer')]);
    sci.finish();
    // Kromm, Ja'rod (with one Computer Skill) and Jadzia Dax (with one SCIENCE): ENGINEER x3
    const eng = meet(AC, { space: true, team: ['Kromm', "Ja'rod", 'jadzia-dax-klingon'] });
    expect(eventCards(eng, 'dilemmaOvercome')).toEqual([eng.card('Ancient Computer')]);
    eng.finish();
  });

  it('one short of each: one Computer Skill, two SCIENCE or two ENGINEER is stopped, and the card stays under the mission (boundary)', () => {
    for (const team of [['Kargan', 'Klag'], ['Dukath', 'Torin', 'Klag'], ['Kromm', 'jadzia-dax-klingon', 'Klag']]) {
      const h = meet(AC, { space: true, team });
      expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Ancient Computer')]);
      expect(h.where(h.card('Ancient Computer')).z).toBe('underMission');
      expect(stopped(h, 'Klag')).toBe(true);
      expect(stopped(h, "I.K.C. K'Vort")).toBe(true);
      h.finish();
    }
  });

  it('is a space dilemma: met by an Away Team on a planet it does nothing and is discarded (wrong place)', () => {
    const h = meet(AC, { team: ['Klag', 'Kromm'] });
    expect(eventCards(h, 'dilemmaNoEffect')).toEqual([h.card('Ancient Computer')]);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([]);
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });
});
