/**
 * K'mtar (Alternate Universe personnel): INTEGRITY, CUNNING and STRENGTH each +5 while Alexander
 * Rozhenko is present with him. Constructed positions; docs/RULINGS.md, "Alternate Universe
 * personnel and ships" AP1, AP3.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attrs, auPosition } from './au-personnel-position.ts';

describe("K'mtar", () => {
  it('is a Klingon V.I.P. of the card data, implemented, with its text in our words', () => {
    const f = facts('kmtar');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.integrity, f.cunning, f.strength]).toEqual(['klingon', 'V.I.P.', 8, 8, 8]);
    expect(cardImplementation('103_102')).toEqual({ implemented: true });
    expect(cardText('kmtar')).toContain('Alexander Rozhenko');
  });

  it('with Alexander Rozhenko on the same planet (the opponent\'s here): 13/13/13; Alexander himself gets nothing', () => {
    const h = auPosition({ planets: { Gault: ['Alexander Rozhenko'] } }, { planets: { Gault: ["K'mtar", 'Klag'] } });
    expect(attrs(h, "K'mtar", 'player-2')).toEqual([13, 13, 13]);
    expect(attrs(h, 'Alexander Rozhenko', 'player-1')).toEqual([6, 4, 2]);
    expect(attrs(h, 'Klag', 'player-2')[2]).toBe(7);
    h.finish();
  });

  it('boundary: Alexander aboard a ship at the same location is not with him; without Alexander he is as printed', () => {
    const h = auPosition({ ships: [{ card: 'Runabout', at: 'Gault', crew: ['Alexander Rozhenko'] }] }, { planets: { Gault: ["K'mtar"] } });
    expect(attrs(h, "K'mtar", 'player-2')).toEqual([8, 8, 8]);
    h.finish();
  });
});
