/**
 * Targ (Alternate Universe personnel, universal): every Klingon present with it that is not a Targ
 * has +1 STRENGTH for each Targ there; its nullifying of a just-played Rogue Borg waits for a Rogue
 * Borg card that acts. Constructed positions; docs/RULINGS.md, "Alternate Universe personnel and
 * ships" AP1, AP2, AP4.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
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

  it('declares the Rogue Borg nullifying for the group it is in', () => {
    const h = auPosition({}, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Targ', 'Klag'] }] });
    const crew = [h.card('Targ', 'player-2'), h.card('Klag', 'player-2')];
    expect(nullifierPresent(h.s, 'Rogue Borg Mercenaries', crew)).toBe(h.card('Targ', 'player-2'));
    expect(nullifierPresent(h.s, 'Rogue Borg Mercenaries', [h.card('Klag', 'player-2')])).toBe(h.card('Targ', 'player-2'));
    expect(cardText('targ')).toContain('Rogue Borg');
    h.finish();
  });

  it('a Rogue Borg played on its ship is nullified: discarded, no battle; on a ship without a Targ it boards (boundary)', () => {
    const h = auPosition(
      {},
      { hand: ['Rogue Borg Mercenaries', 'Rogue Borg Mercenaries'], ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Targ', 'Klag'] }, { card: "I.K.C. K'Vort", at: 'Avert Danger', crew: ['Kromm'] }] },
    );
    const [withTarg, without] = h.cards("I.K.C. K'Vort", 'player-2') as [string, string];
    const rb = h.cards('Rogue Borg Mercenaries', 'player-2') as [string, string];
    const play = (ship: string) => {
      const o = h.options().find((x) => x.act.type === 'interrupt' && x.target === ship);
      if (!o) throw new Error(`no Rogue Borg play on ${ship}: ${h.labels().join(' | ')}`);
      h.chooseId(o.id);
      h.passResponses();
    };
    play(withTarg);
    expect(h.where(rb[0]).z).toBe('discard');
    expect(h.log().some((l) => l.includes('Targ aboard') && l.includes('nullifies'))).toBe(true);
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('aboard');
    const battles = () => h.log().filter((l) => l.includes('the crew wins')).length;
    expect(battles()).toBe(0);
    play(without); // no Targ: it boards and battles Kromm, and loses
    expect(battles()).toBe(1);
    expect(h.where(rb[1]).z).toBe('discard');
    h.finish();
  });
});
