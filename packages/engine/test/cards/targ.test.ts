/**
 * Targ (Alternate Universe personnel, universal): every Klingon present with it that is not a Targ
 * has +1 STRENGTH for each Targ there; its nullifying of a just-played Rogue Borg waits for a Rogue
 * Borg card that acts. Constructed positions; docs/RULINGS.md, "Alternate Universe personnel and
 * ships" AP1, AP2, AP4.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { nullifierPresent } from '../../src/rules/nullify.ts';
import { auPosition } from './au-personnel-position.ts';

type H = ReturnType<typeof auPosition>;
const strength = (h: H, ref: string, owner = 'player-2') => attributeOf(h.s, h.card(ref, owner), 'STRENGTH');

describe('Targ', () => {
  it('is a universal Klingon ANIMAL of the card data, implemented, with its text in our words', () => {
    const f = facts('targ');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.strength, f.unique]).toEqual(['klingon', 'ANIMAL', 5, false]);
    expect(cardImplementation('103_103')).toEqual({ implemented: true });
    expect(cardText('targ')).toContain('+1 STRENGTH');
  });

  it('Klingons in the same place get +1 STRENGTH, a half-Klingon too; the Targ itself and a Human do not', () => {
    const h = auPosition({ planets: { Gault: ['Alexander Rozhenko', 'Wesley Crusher'] } }, { planets: { Gault: ['Targ', 'Klag', 'Kromm'] } });
    expect(strength(h, 'Klag')).toBe(7 + 1);
    expect(strength(h, 'Kromm')).toBe(8 + 1);
    expect(strength(h, 'Targ')).toBe(5);
    expect(strength(h, 'Alexander Rozhenko', 'player-1')).toBe(2 + 1); // Klingon/Human, the opponent's
    expect(strength(h, 'Wesley Crusher', 'player-1')).toBe(5);
    h.finish();
  });

  it('two Targs: each Klingon gets +2, neither Targ gets anything from the other', () => {
    const h = auPosition({}, { planets: { Gault: ['Targ', 'Targ', 'Klag'] } });
    expect(strength(h, 'Klag')).toBe(7 + 2);
    for (const t of h.cards('Targ', 'player-2')) expect(attributeOf(h.s, t, 'STRENGTH')).toBe(5);
    h.finish();
  });

  it('boundary: a Klingon aboard a ship at the same location, or on another planet, gets nothing', () => {
    const h = auPosition({}, { planets: { Gault: ['Targ'], 'Avert Danger': ['Kromm'] }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    expect(strength(h, 'Klag')).toBe(7);
    expect(strength(h, 'Kromm')).toBe(8);
    h.finish();
  });

  it('declares the Rogue Borg nullifying for the group it is in; no Rogue Borg card acts yet, so nothing is nullified in play', () => {
    const h = auPosition({}, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Targ', 'Klag'] }] });
    const crew = [h.card('Targ', 'player-2'), h.card('Klag', 'player-2')];
    expect(nullifierPresent(h.s, 'Rogue Borg Mercenaries', crew)).toBe(h.card('Targ', 'player-2'));
    expect(nullifierPresent(h.s, 'Rogue Borg Mercenaries', [h.card('Klag', 'player-2')])).toBe(h.card('Targ', 'player-2'));
    expect(behaviour('rogue-borg-mercenaries')).toBeUndefined();
    expect(cardText('targ')).toContain('does nothing');
    h.finish();
  });
});
