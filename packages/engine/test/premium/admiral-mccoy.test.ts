/**
 * Admiral McCoy: every other personnel present with him that has MEDICAL gets +3 CUNNING, through the
 * engine's per-personnel attribute hook, so it counts in mission and dilemma requirements.
 */
import { describe, expect, it } from 'vitest';
import { admiralMcCoyBonus } from '../../src/cards/premium/admiral-mccoy.ts';
import { cardText } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { installedCards } from '../../src/cards/registry.ts';
import { attributeOf, teamStats } from '../../src/rules/attributes.ts';

describe('Admiral McCoy', () => {
  it('positive: MEDICAL personnel present with him get +3 CUNNING, by classification or by skill', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['admiral-mccoy', 'calloway', 'vekor'] } });
    expect(admiralMcCoyBonus(h.s, h.card('calloway'))).toEqual({ CUNNING: 3 }); // MEDICAL classification
    expect(admiralMcCoyBonus(h.s, h.card('vekor'))).toEqual({ CUNNING: 3 }); // SCIENCE with the MEDICAL skill
    expect(cardText('admiral-mccoy')).toMatch(/\+3 CUNNING/);
    h.finish();
  });

  it('negative: personnel without MEDICAL get nothing, and he does not boost himself', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { atOutpost: ['admiral-mccoy', 'taitt'] } });
    expect(admiralMcCoyBonus(h.s, h.card('taitt'))).toEqual({});
    expect(admiralMcCoyBonus(h.s, h.card('admiral-mccoy'))).toEqual({});
    h.finish();
  });

  it('boundary: only personnel present (same ship, outpost or planet) count, of either player', () => {
    const h = setupTest({
      spaceline: ['Cargo Rendezvous', 'A Good Place To Die', 'Gravesworld', 'Gault', 'Avert Danger', 'Homeward'],
      turn: { active: 'federation' },
      federation: { outpost: 'Gravesworld', atOutpost: ['simon-tarses'], planets: { Gravesworld: ['admiral-mccoy', 'calloway'] } },
      klingon: { planets: { Gravesworld: ['divok'] } },
    });
    expect(admiralMcCoyBonus(h.s, h.card('calloway'))).toEqual({ CUNNING: 3 });
    expect(admiralMcCoyBonus(h.s, h.card('divok'))).toEqual({ CUNNING: 3 }); // an opponent's MEDICAL present with him
    expect(admiralMcCoyBonus(h.s, h.card('simon-tarses'))).toEqual({}); // at the same location, but in the outpost
    h.finish();
  });

  it('the bonus counts in the attributes the rules use: one personnel and a team total', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { planets: { gravesworld: ['admiral-mccoy', 'calloway', 'taitt'] } } });
    expect(attributeOf(h.s, h.card('calloway'), 'CUNNING')).toBe(5 + 3);
    expect(attributeOf(h.s, h.card('taitt'), 'CUNNING')).toBe(7);
    const mccoy = attributeOf(h.s, h.card('admiral-mccoy'), 'CUNNING');
    expect(teamStats(h.s, [h.card('admiral-mccoy'), h.card('calloway'), h.card('taitt')]).CUNNING).toBe(mccoy + 8 + 7);
    h.finish();
  });

  it('his bonus is his card\'s personnelBonus, which the installed cards give the attribute rules once', () => {
    expect(installedCards().behaviour('admiral-mccoy')?.personnelBonus).toBe(admiralMcCoyBonus);
    expect(installedCards().personnelBonuses.filter((b) => b === admiralMcCoyBonus)).toHaveLength(1);
  });
});
