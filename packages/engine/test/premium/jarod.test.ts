/**
 * Ja'rod: +5 INTEGRITY, CUNNING and STRENGTH while present with Toral. No Toral is in our card pool, so the
 * positive case uses a stand-in card named Toral registered for this test only.
 */
import { describe, expect, it } from 'vitest';
import { jarodBonus } from '../../src/cards/premium/jarod.ts';
import { registerFacts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/index.ts';
import { setupTest } from '../harness.ts';

registerFacts([
  {
    id: 'test-toral', name: 'Toral', type: 'personnel', unique: true, universal: false, characteristics: [],
    affiliation: 'klingon', icons: [], classification: 'V.I.P.', skills: [{ skill: 'V.I.P.', level: 1 }],
    integrity: 2, cunning: 5, strength: 5, species: 'Klingon', gender: 'male', persona: null,
  },
]);

describe("Ja'rod", () => {
  it('positive: with Toral present he gets +5 to each attribute', () => {
    const h = setupTest({ turn: { active: 'klingon' }, klingon: { atOutpost: ['jarod', 'test-toral'] } });
    expect(jarodBonus(h.s, h.card('jarod'))).toEqual({ INTEGRITY: 5, CUNNING: 5, STRENGTH: 5 });
    expect(cardText('jarod')).toMatch(/Toral/);
    h.finish();
  });

  it('negative: without Toral he gets nothing, and Toral himself gets nothing', () => {
    const h = setupTest({ turn: { active: 'klingon' }, klingon: { atOutpost: ['jarod', 'kromm'], hand: ['test-toral'] } });
    expect(jarodBonus(h.s, h.card('jarod'))).toEqual({});
    h.finish();
    const t = setupTest({ turn: { active: 'klingon' }, klingon: { atOutpost: ['jarod', 'test-toral'] } });
    expect(jarodBonus(t.s, t.card('test-toral'))).toEqual({});
    t.finish();
  });

  it('boundary: Toral at the same location but not in the same place does not count', () => {
    const h = setupTest({
      spaceline: ['Cargo Rendezvous', 'A Good Place To Die', 'Gravesworld', 'Gault', 'Avert Danger', 'Homeward'],
      turn: { active: 'klingon' },
      klingon: { outpost: 'A Good Place To Die', atOutpost: ['jarod'], planets: { 'A Good Place To Die': ['test-toral'] } },
    });
    expect(jarodBonus(h.s, h.card('jarod'))).toEqual({});
    h.finish();
  });
});
