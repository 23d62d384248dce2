/**
 * Humuhumunukunukuapua'a (Alternate Universe interrupt, 103_064): for the turn, the player's personnel
 * with Youth at one location are CUNNING and STRENGTH +4, the opponent's non-aligned personnel there -4.
 * Constructed positions (interrupts-b-position.ts): player-1 Federation, player-2 Klingon.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { plays, setup } from './interrupts-b-position.ts';

const HU = "Humuhumunukunukuapua'a";

function atGault(hand: string[] = [HU]) {
  return setup({ hand, planets: { Gault: ['Linda Larson', 'Taitt', 'Vash'] } }, { planets: { Gault: ['Devinoni Ral', 'Divok', 'Klag'] } });
}

describe("Humuhumunukunukuapua'a", () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_064')).toEqual({ implemented: true });
    expect(cardText('humuhumunukunukuapuaa')).toContain('Youth');
  });

  it('raises the player\'s own Youth and lowers the opponent\'s non-aligned at the location, until the turn ends', () => {
    const h = atGault();
    const [linda, taitt, ral, divok] = [h.card('Linda Larson'), h.card('Taitt'), h.card('Devinoni Ral'), h.card('Divok')];
    expect(plays(h, HU)).toEqual([`Play ${HU}: at Gault`]);
    h.choose(`Play ${HU}: at Gault`);
    h.passResponses();
    expect([attributeOf(h.s, linda, 'CUNNING'), attributeOf(h.s, linda, 'STRENGTH')]).toEqual([5 + 4, 4 + 4]);
    expect([attributeOf(h.s, ral, 'CUNNING'), attributeOf(h.s, ral, 'INTEGRITY')]).toEqual([9 - 4, 3]);
    // negative: no Youth (Taitt), the opponent's Youth (Divok) are untouched
    expect(attributeOf(h.s, taitt, 'CUNNING')).toBe(7);
    expect([attributeOf(h.s, divok, 'CUNNING'), attributeOf(h.s, divok, 'STRENGTH')]).toEqual([6, 8]);
    h.choose('end', 'player-1');
    h.passResponses();
    expect([attributeOf(h.s, linda, 'CUNNING'), attributeOf(h.s, ral, 'CUNNING')]).toEqual([5, 9]);
    h.finish();
  });

  it('boundary: an attribute lowered past nothing is nothing (Devinoni Ral\'s STRENGTH 3 - 4 = 0)', () => {
    const h = atGault();
    h.choose(`Play ${HU}: at Gault`);
    h.passResponses();
    expect(attributeOf(h.s, h.card('Devinoni Ral'), 'STRENGTH')).toBe(0);
    h.finish();
  });

  it('the wrong player: played by player-2, it raises his Youth and lowers none of his own non-aligned; the player\'s own non-aligned is never lowered', () => {
    const h = setup({ planets: { Gault: ['Linda Larson', 'Vash'] } }, { hand: [HU], planets: { Gault: ['Devinoni Ral', 'Divok'] } }, { active: 'player-2' });
    h.choose(`Play ${HU}: at Gault`, 'player-2');
    h.passResponses();
    expect(attributeOf(h.s, h.card('Divok'), 'STRENGTH')).toBe(8 + 4);
    expect(attributeOf(h.s, h.card('Devinoni Ral'), 'CUNNING')).toBe(9);
    expect(attributeOf(h.s, h.card('Linda Larson'), 'CUNNING')).toBe(5);
    h.finish();
  });

  it('not offered where it would change nobody', () => {
    const h = setup({ hand: [HU], planets: { Gault: ['Taitt'] } }, { planets: { Gault: ['Klag'] } });
    expect(plays(h, HU)).toEqual([]);
    h.finish();
  });
});
