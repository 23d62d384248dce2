/**
 * Telepathic Alien Kidnappers (Premiere event, table): at the end of every turn, before the draw, its
 * owner names a card type; a card of his opponent's hand, picked blind (at random), is shown and
 * discarded if it is of that type. Constructed positions (player-2 active); docs/RULINGS.md,
 * "Premiere: the last events".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { view } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { events } from './helpers.ts';

const guesses = (h: Harness) => h.labels();
const shown = (h: Harness) => events(h, 'cardShown').map((e) => ({ card: e.data?.card, hit: e.data?.hit }));

describe('Telepathic Alien Kidnappers', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('telepathic-alien-kidnappers').type).toBe('event');
    expect(cardImplementation('101_096')).toEqual({ implemented: true });
    expect(cardText('telepathic-alien-kidnappers')).toContain('name a card type');
  });

  it("at the end of the opponent's turn, before his draw: a right guess shows the card and discards it", () => {
    const h = setupTest(base({ table: ['Telepathic Alien Kidnappers'] }, { hand: ['Taitt'] }));
    const taitt = h.card('Taitt', 'player-2');
    h.choose('end');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.s.pending?.kind).toBe('guessCardType');
    expect(guesses(h)).toEqual(['Guess personnel', 'Guess ship', 'Guess equipment', 'Guess event', 'Guess interrupt', 'Guess facility', 'Guess artifact', 'Guess doorway']);
    // the guesser's view names no card of the hand
    expect(JSON.stringify(view(h.s, 'player-1'))).not.toContain(taitt);
    h.choose('Guess personnel');
    h.passResponses();
    expect(shown(h)).toEqual([{ card: taitt, hit: true }]);
    expect(h.where(taitt).z).toBe('discard');
    // the draw came after: the hand holds only the card drawn
    expect(seat(h.s, 'player-2').hand).toHaveLength(1);
    expect(h.s.turn.active).toBe('player-1');
    h.finish();
  });

  it('a wrong guess: the card is shown and stays in hand', () => {
    const h = setupTest(base({ table: ['Telepathic Alien Kidnappers'] }, { hand: ['Taitt'] }));
    const taitt = h.card('Taitt', 'player-2');
    h.choose('end');
    h.choose('Guess ship');
    h.passResponses();
    expect(shown(h)).toEqual([{ card: taitt, hit: false }]);
    expect(h.where(taitt).z).toBe('hand');
    expect(seat(h.s, 'player-2').hand).toHaveLength(2);
    h.finish();
  });

  it("every turn: at the end of its owner's own turn too, at the opponent's hand", () => {
    const h = setupTest(base({ hand: ['Mendon'] }, { table: ['Telepathic Alien Kidnappers'], hand: ['Taitt'] }));
    h.choose('end');
    // player-2 owns it: player-1's hand, whatever it holds, is the one pointed at
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('guessCardType');
    h.choose('Guess equipment');
    h.passResponses();
    expect(shown(h)).toHaveLength(1);
    expect(h.s.cards[shown(h)[0]?.card as string]?.owner).toBe('player-1');
    h.finish();
  });

  it("boundary: with the opponent's hand empty nobody guesses; negative: a copy in hand does nothing", () => {
    const none = setupTest(base({ table: ['Telepathic Alien Kidnappers'] }, { hand: [] }));
    none.choose('end');
    none.passResponses();
    expect(none.s.turn.active).toBe('player-1');
    expect(shown(none)).toEqual([]);
    none.finish();
    // in hand, not on the table, it does nothing
    const held = setupTest(base({ hand: ['Telepathic Alien Kidnappers'] }, { hand: ['Taitt'] }));
    held.choose('end');
    held.passResponses();
    expect(held.s.turn.active).toBe('player-1');
    expect(shown(held)).toEqual([]);
    held.finish();
  });
});
