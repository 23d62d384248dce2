/**
 * Masaka Transformations (Premiere event, on either player): that player's whole hand goes, shuffled,
 * under his draw deck, and he draws as many from the top; the cards are named to him alone.
 * Constructed positions: player-2 active, holding it; docs/RULINGS.md, "Premiere events, batch B".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { events } from './helpers.ts';

const M = 'Masaka Transformations';
const HAND = ['Taitt', 'Mendon', 'Calloway'];

describe('Masaka Transformations', () => {
  it('is an event of the card data, implemented, with its text in our words', () => {
    expect(facts('masaka-transformations').type).toBe('event');
    expect(cardImplementation('101_082')).toEqual({ implemented: true });
    expect(cardText('masaka-transformations')).toContain('shuffles his whole hand');
  });

  it("on the opponent: his three cards go under his deck and he draws the three from the top; he alone is told which", () => {
    const h = setupTest(base({ hand: HAND }, { hand: [M] }));
    const p1 = seat(h.s, 'player-1');
    const before = [...p1.hand];
    const top3 = p1.deck.slice(-3);
    expect(p1.deck.length).toBeGreaterThanOrEqual(3);
    h.choose(`Play ${M} on player-1`);
    h.passResponses();
    expect([...p1.hand].sort()).toEqual([...top3].sort());
    expect([...p1.deck.slice(0, 3)].sort()).toEqual([...before].sort());
    const secret = events(h, 'handTransformedSecret');
    expect(secret).toHaveLength(1);
    expect(secret[0]?.to).toBe('player-1');
    expect(h.where(h.card(M, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('boundary: on the player himself, the card itself is not in the hand it shuffles; an empty hand changes nothing', () => {
    const h = setupTest(base({}, { hand: [M, 'Taitt'] }));
    const p2 = seat(h.s, 'player-2');
    const top = p2.deck.at(-1);
    h.choose(`Play ${M} on yourself`);
    h.passResponses();
    expect(p2.hand).toEqual(top ? [top] : [h.card('Taitt', 'player-2')]);
    expect(p2.deck[0]).toBe(h.card('Taitt', 'player-2'));
    const empty = setupTest(base({ hand: [] }, { hand: [M] }));
    const deck = [...seat(empty.s, 'player-1').deck];
    empty.choose(`Play ${M} on player-1`);
    empty.passResponses();
    expect(seat(empty.s, 'player-1').deck).toEqual(deck);
    expect(seat(empty.s, 'player-1').hand).toEqual([]);
  });

  it("wrong timing: not on the opponent's turn", () => {
    const h = setupTest(base({ hand: [M] }, {}));
    expect(whyNotPlayable(h.s, 'player-1', h.card(M, 'player-1'))).toMatch(/only on your own turn/);
  });
});
