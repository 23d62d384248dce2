/**
 * Lower Decks (Alternate Universe event 103_042): on its owner's table, his universal personnel that
 * are not holograms are INTEGRITY, CUNNING and STRENGTH +2; one copy's worth. Constructed positions
 * (player-2 active). docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import { base, printed } from './equipment-spec.ts';

const L = 'Lower Decks';
type H = ReturnType<typeof setupTest>;
const all = (h: H, who: string, p = 'player-2') => (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attributeOf(h.s, h.card(who, p as 'player-2'), a));
const plain = (who: string, plus = 0) => (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => printed(who, a) + plus);
const team = ['Taitt', 'jean-luc-picard', 'Albert Einstein'];

describe('Lower Decks', () => {
  it('is an event of the card data, implemented, its text in our words', () => {
    expect(facts('lower-decks').type).toBe('event');
    expect(cardImplementation('103_042')).toEqual({ implemented: true });
    expect(cardText('lower-decks')).toContain('universal personnel');
  });

  it('played on the table: universal Taitt is +2 in all three', () => {
    const h = setupTest(base({}, { hand: [L], planets: { 'Avert Danger': team } }));
    expect(all(h, 'Taitt')).toEqual(plain('Taitt'));
    h.choose(`Play ${L}`);
    h.passResponses();
    expect(h.where(h.card(L))).toEqual({ z: 'table' });
    expect(all(h, 'Taitt')).toEqual(plain('Taitt', 2));
    h.finish();
  });

  it('negative: a unique personnel (Picard) and a universal hologram (Albert Einstein) get nothing', () => {
    const h = setupTest(base({}, { table: [L], planets: { 'Avert Danger': team } }));
    expect(all(h, 'jean-luc-picard')).toEqual(plain('Jean-Luc Picard'));
    expect(all(h, 'Albert Einstein')).toEqual(plain('Albert Einstein'));
  });

  it("wrong player: the opponent's Lower Decks gives player-1's universal personnel nothing, its owner's yes", () => {
    const h = setupTest(base({}, { table: [L], planets: { 'Avert Danger': ['Mendon'] } }));
    expect(all(h, 'Taitt', 'player-1')).toEqual(plain('Taitt'));
    expect(all(h, 'Mendon')).toEqual(plain('Mendon', 2));
  });

  it('boundary: a second copy adds nothing (+2, not +4)', () => {
    const h = setupTest(base({}, { table: [L, L], planets: { 'Avert Danger': team } }));
    expect(all(h, 'Taitt')).toEqual(plain('Taitt', 2));
  });
});
