/**
 * Klingon PADD (Premiere equipment): your Klingon personnel with it have CUNNING +2, each copy adding its own.
 * The shared spec: test/cards/equipment-spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { attributeItemSpec, base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

attributeItemSpec({ def: 'klingon-padd', blueprintId: '101_059', name: 'Klingon PADD', attribute: 'CUNNING', useOnly: ['klingon'], says: '+2 CUNNING' });

describe('Klingon PADD in a dilemma (Hidden Entrance: ENGINEER and CUNNING over 32)', () => {
  /** player-2's Klingon team attempts Gault, where player-1 seeded Hidden Entrance. */
  const attempt = (team: string[]) => {
    const h = setupTest(base({ seeded: { Gault: ['Hidden Entrance'] }, planets: {} }, { planets: { Gault: team } }));
    h.choose(`attempt:${h.card('Gault')}`);
    h.passResponses();
    return h;
  };
  // CUNNING printed: Kromm 6, B'iJik 6, Divok 6, Dukath 6 (24), Klag 5
  it('four Klingons with it make exactly 32 (24 + 4 x 2): not above 32, the entrance stays shut (boundary)', () => {
    const h = attempt(['Kromm', "B'iJik", 'Divok', 'Dukath', 'Klingon PADD']);
    expect(eventCards(h, 'dilemmaNotOvercome')).toEqual([h.card('Hidden Entrance')]);
    h.finish();
  });

  it('five Klingons with it make 39 (29 + 5 x 2) and get through; without it 29 does not', () => {
    const h = attempt(['Kromm', "B'iJik", 'Divok', 'Dukath', 'Klag', 'Klingon PADD']);
    expect(eventCards(h, 'dilemmaOvercome')).toEqual([h.card('Hidden Entrance')]);
    const without = attempt(['Kromm', "B'iJik", 'Divok', 'Dukath', 'Klag']);
    expect(eventCards(without, 'dilemmaNotOvercome')).toEqual([without.card('Hidden Entrance')]);
    h.finish();
    without.finish();
  });
});
