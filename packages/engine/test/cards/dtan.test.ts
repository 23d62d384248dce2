/**
 * D'Tan (Alternate Universe personnel): Romulans present with him (himself and the opponent's too)
 * without Treachery are INTEGRITY +1. Constructed positions; docs/RULINGS.md, "Alternate Universe
 * personnel and ships" AP1 (present: the same place, either player's), AP2 (species by the card data).
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { auPosition } from './au-personnel-position.ts';

type H = ReturnType<typeof auPosition>;
const integrity = (h: H, ref: string, owner = 'player-1') => attributeOf(h.s, h.card(ref, owner), 'INTEGRITY');

describe("D'Tan", () => {
  it('is a Romulan CIVILIAN of the card data, implemented, with its text in our words', () => {
    const f = facts('dtan');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.integrity]).toEqual(['romulan', 'CIVILIAN', 7]);
    expect(cardImplementation('103_112')).toEqual({ implemented: true });
    expect(cardText('dtan')).toContain('lacks Treachery');
  });

  it('on a planet: he and a Romulan without Treachery get +1 INTEGRITY; a Romulan with Treachery and a Human do not', () => {
    const h = auPosition({ planets: { Gault: ["D'Tan", 'Jaron', 'Galathon', 'Sela'] } }, {});
    expect(integrity(h, "D'Tan")).toBe(7 + 1);
    expect(integrity(h, 'Jaron')).toBe(4 + 1);
    expect(integrity(h, 'Galathon')).toBe(3); // Treachery
    expect(integrity(h, 'Sela')).toBe(6); // Romulan/Human, but Treachery
    h.finish();
  });

  it("the opponent's Romulan without Treachery in the same place gets it too (either player's)", () => {
    const h = auPosition({ planets: { Gault: ["D'Tan"] } }, { planets: { Gault: ['Tallus'] } });
    expect(integrity(h, 'Tallus', 'player-2')).toBe(3 + 1);
    h.finish();
  });

  it('boundary: a Romulan not present with him (another planet; aboard a ship at the same location) gets nothing; without him nobody does', () => {
    const h = auPosition(
      { planets: { Gault: ["D'Tan"], 'Distress Mission': ['Jaron'] }, ships: [{ card: 'Science Vessel', at: 'Gault', crew: ['Tallus'] }] },
      {},
    );
    expect(integrity(h, 'Jaron')).toBe(4);
    expect(integrity(h, 'Tallus')).toBe(3);
    h.finish();
    const none = auPosition({ planets: { Gault: ['Jaron'] } }, {});
    expect(integrity(none, 'Jaron')).toBe(4);
    none.finish();
  });
});
