/**
 * Samuel Clemens' Pocketwatch (Alternate Universe artifact, 103_007): played as an interrupt, its
 * player draws now the card of his next turn's draw, and at the end of that next turn he draws none.
 * Set up as constructed positions (player-2 active); docs/RULINGS.md, "Alternate Universe artifacts,
 * Ajur and Boratus".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { seat } from '../../src/core/types.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

const W = "Samuel Clemens' Pocketwatch";
const DOOR = 'Alternate Universe Door';
type H = ReturnType<typeof setupTest>;
const sizes = (h: H, p: string): [number, number] => [seat(h.s, p).hand.length, seat(h.s, p).deck.length];

describe("Samuel Clemens' Pocketwatch", () => {
  it('is an artifact of the card data, implemented, played as an interrupt, with its text in our words', () => {
    expect(facts('samuel-clemens-pocketwatch').type).toBe('artifact');
    expect(cardImplementation('103_007')).toEqual({ implemented: true });
    expect(cardText('samuel-clemens-pocketwatch')).toContain('you draw it now');
  });

  it('in its player\'s own turn: he draws now, still draws at this turn\'s end, and draws nothing at the end of his next turn; the turn after, as usual', () => {
    const h = setupTest(base({}, { hand: [W, 'Klag'], table: [DOOR] }));
    const w = h.card(W, 'player-2');
    const [hand, deck] = sizes(h, 'player-2');
    h.choose(`Play ${W}`);
    h.passResponses();
    expect(h.where(w).z).toBe('discard');
    expect(sizes(h, 'player-2')).toEqual([hand, deck - 1]); // the watch out, one card in
    expect(h.s.turn.cardPlayed).toBe(false); // not the turn's card play
    endTurn(h); // this turn's own draw
    expect(sizes(h, 'player-2')).toEqual([hand + 1, deck - 2]);
    endTurn(h); // player-1's turn
    endTurn(h); // player-2's next turn: no draw
    expect(sizes(h, 'player-2')).toEqual([hand + 1, deck - 2]);
    expect(events(h, 'drawLost').map((e) => e.data?.player)).toEqual(['player-2']);
    endTurn(h);
    endTurn(h); // the turn after: a draw again
    expect(sizes(h, 'player-2')).toEqual([hand + 2, deck - 3]);
    h.finish();
  });

  it('in the opponent\'s turn: the draw of the coming turn is the one taken; the opponent still draws', () => {
    const h = setupTest(base({ hand: [W], table: [DOOR], alwaysRespond: true }, { hand: ['Klag'], outposts: [{ card: 'Klingon Outpost', at: 'Gault' }] }));
    const [hand, deck] = sizes(h, 'player-1');
    h.choose('Report Klag');
    h.choose(`Play ${W}`, 'player-1');
    h.passResponses();
    expect(sizes(h, 'player-1')).toEqual([hand, deck - 1]);
    const theirs = sizes(h, 'player-2');
    endTurn(h);
    expect(sizes(h, 'player-2')).toEqual([theirs[0] + 1, theirs[1] - 1]);
    endTurn(h); // player-1's turn: no draw
    expect(sizes(h, 'player-1')).toEqual([hand, deck - 1]);
    h.finish();
  });

  it('boundary: not offered again while a draw taken early is owed, nor with an empty draw deck; negative: the door closed, not offered', () => {
    const h = setupTest(base({}, { hand: [W, W], table: [DOOR] }));
    h.choose(`Play ${W}`);
    h.passResponses();
    expect(h.options().some((o) => o.card !== undefined && h.s.cards[o.card]?.def === 'samuel-clemens-pocketwatch')).toBe(false);
    h.finish();
    const empty = setupTest(base({}, { hand: [W], table: [DOOR], deckSize: 0 }));
    expect(empty.offers(`Play ${W}`)).toBe(false);
    const shut = setupTest(base({}, { hand: [W] }));
    expect(shut.offers(`Play ${W}`)).toBe(false);
  });
});
