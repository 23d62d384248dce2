/**
 * Static Warp Bubble (Premiere event, table): its owner's opponent discards a card of his choice from
 * hand as he ends each of his turns, before his draw; two bubbles take one card; an empty hand gives
 * none. Constructed positions (player-2 active); docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

type H = ReturnType<typeof setupTest>;
const ends = (h: H) => h.options().filter((o) => o.group === 'end').map((o) => o.label);

describe('Static Warp Bubble', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('static-warp-bubble').type).toBe('event');
    expect(cardImplementation('101_093')).toEqual({ implemented: true });
    expect(cardText('static-warp-bubble')).toContain('throws away a card of his choice');
  });

  it("the opponent's bubble: ending the turn is one choice per card in hand; the chosen one is discarded before the draw", () => {
    const h = setupTest(base({ table: ['Static Warp Bubble'] }, { hand: ['Taitt', 'Mendon', 'Mendon'] }));
    expect(ends(h)).toEqual([
      'Discard Taitt for the Static Warp Bubble, draw a card and end your turn',
      'Discard Mendon for the Static Warp Bubble, draw a card and end your turn',
    ]);
    const taitt = h.card('Taitt', 'player-2');
    const drawn = seat(h.s, 'player-2').deck.at(-1);
    h.choose('Discard Taitt');
    h.passResponses();
    expect(h.where(taitt).z).toBe('discard');
    expect(eventCards(h, 'cardDiscarded')).toEqual([taitt]);
    expect(seat(h.s, 'player-2').hand).toHaveLength(drawn ? 3 : 2);
    expect(h.s.turn.active).toBe('player-1');
    h.finish();
  });

  it('boundary: with one card in hand it is that card; with none the turn ends plainly', () => {
    const one = setupTest(base({ table: ['Static Warp Bubble'] }, { hand: ['Taitt'] }));
    expect(ends(one)).toHaveLength(1);
    const none = setupTest(base({ table: ['Static Warp Bubble'] }, { hand: [] }));
    expect(ends(none)).toEqual(['Draw a card and end your turn']);
  });

  it('not cumulative: two bubbles take one card', () => {
    const h = setupTest(base({ table: ['Static Warp Bubble', 'Static Warp Bubble'] }, { hand: ['Taitt', 'Mendon'] }));
    h.choose('Discard Mendon');
    h.passResponses();
    expect(eventCards(h, 'cardDiscarded')).toEqual([h.card('Mendon', 'player-2')]);
    expect(h.where(h.card('Taitt', 'player-2')).z).toBe('hand');
    h.finish();
  });

  it("negative: the player's own bubble asks nothing of him", () => {
    const h = setupTest(base({}, { table: ['Static Warp Bubble'], hand: ['Taitt'] }));
    expect(ends(h)).toEqual(['Draw a card and end your turn']);
  });
});
