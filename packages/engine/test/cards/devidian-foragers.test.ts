/**
 * Devidian Foragers (Alternate Universe interrupt, 103_059): two personnel of either discard pile go out
 * of play and their printed attributes are added, for the turn, to one of the player's [AU] personnel.
 * Constructed positions (interrupts-b-position.ts): player-1 Federation with Richard Castillo ([AU])
 * aboard his outpost, player-2 Klingon.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { attributeOf } from '../../src/rules/attributes.ts';
import { plays, setup } from './interrupts-b-position.ts';

const DF = 'Devidian Foragers';
/** Devidian Foragers carries the [AU] icon: its player needs an open Alternate Universe Door. */
const DOOR = 'Alternate Universe Door';
const RC = 'Richard Castillo';
const outpost = (crew: string[]) => [{ card: 'Federation Outpost', at: 'Reported Activity', crew }];
const attrs = (h: ReturnType<typeof setup>, id: string) => (['INTEGRITY', 'CUNNING', 'STRENGTH'] as const).map((a) => attributeOf(h.s, id, a));

describe('Devidian Foragers', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('103_059')).toEqual({ implemented: true });
    expect(cardText('devidian-foragers')).toContain('out of play');
  });

  it('two personnel of the opponent\'s pile go out of play; their attributes are the [AU] personnel\'s until the turn ends', () => {
    const h = setup({ hand: [DF], table: [DOOR], outposts: outpost([RC, 'Taitt']) }, { discard: ['Klag', 'Kromm', 'Divok'] });
    const rc = h.card(RC);
    expect(attrs(h, rc)).toEqual([8, 7, 7]);
    expect(plays(h, DF)).toEqual([`Play ${DF}: from player-2's discard pile, for ${RC}`]);
    h.choose(`Play ${DF}: from player-2's discard pile, for ${RC}`);
    expect(h.labels()).toEqual(['Klag (6/5/7)', 'Kromm (5/6/8)', 'Divok (6/6/8)']);
    h.choose('Klag');
    h.choose('Kromm');
    h.passResponses();
    expect([h.where(h.card('Klag')).z, h.where(h.card('Kromm')).z, h.where(h.card('Divok')).z]).toEqual(['outOfPlay', 'outOfPlay', 'discard']);
    expect(attrs(h, rc)).toEqual([8 + 11, 7 + 11, 7 + 15]);
    expect(attrs(h, h.card('Taitt'))).toEqual([6, 7, 4]);
    h.choose('end', 'player-1');
    h.passResponses();
    expect(attrs(h, rc)).toEqual([8, 7, 7]);
    expect(h.where(h.card('Klag')).z).toBe('outOfPlay');
    h.finish();
  });

  it('boundary: a pile with one personnel is not offered; with two it is, the player\'s own pile too', () => {
    const one = setup({ hand: [DF], table: [DOOR], outposts: outpost([RC]), discard: ['Taitt', "Humuhumunukunukuapua'a"] }, { discard: ['Klag'] });
    expect(plays(one, DF)).toEqual([]);
    one.finish();
    const two = setup({ hand: [DF], table: [DOOR], outposts: outpost([RC]), discard: ['Taitt', 'Linda Larson'] }, { discard: ['Klag'] });
    expect(plays(two, DF)).toEqual([`Play ${DF}: from your discard pile, for ${RC}`]);
    two.finish();
  });

  it('negative: with no [AU] personnel of his own in play (the opponent\'s does not count), there is no play', () => {
    const h = setup({ hand: [DF], table: [DOOR], outposts: outpost(['Taitt']) }, { discard: ['Klag', 'Kromm'], planets: { Gault: ['Governor Worf'] } });
    expect(plays(h, DF)).toEqual([]);
    h.finish();
  });
});
