/**
 * Betazoid Gift Box (Premiere artifact): used the moment it is earned, its new holder takes three cards
 * of his own draw deck into hand, seen by him alone; the deck is shuffled and the box discarded. Set up
 * as constructed positions (player-2 earns the box seeded by player-1 under Gault);
 * docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { describe, expect, it } from 'vitest';
import { advance } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { earnArtifacts } from '../../src/rules/artifacts.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { seat } from '../../src/core/types.ts';
import { view } from '../../src/view/view.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const G = 'Betazoid Gift Box';
type H = ReturnType<typeof setupTest>;

/** player-2 earns the box from Gault, with these cards on top of his draw deck (and only these, when `size` is given). */
function earned(top: string[], size?: number): H {
  const h = setupTest(base({ seeded: { Gault: [G] } }, { deckTop: top, ...(size === undefined ? {} : { deckSize: size }), planets: { Gault: ['Klag'] } }));
  earnArtifacts(h.s, 'player-2', h.card('Gault'));
  advance(h.s);
  return h;
}
const hand = (h: H) => seat(h.s, 'player-2').hand.map((id) => h.s.cards[id]?.def).sort();

describe('Betazoid Gift Box', () => {
  it('is an artifact of the card data, implemented, used when earned, with its text in our words', () => {
    expect(facts('betazoid-gift-box').type).toBe('artifact');
    expect(cardImplementation('101_001')).toEqual({ implemented: true });
    expect(cardText('betazoid-gift-box')).toContain('three cards');
  });

  it('earned, it acts at once: the solver takes three cards of his deck into hand; the deck is shuffled and the box discarded', () => {
    const h = earned(['Kromm', 'Kargan', 'Kurak', 'Kahless']);
    const box = h.card(G);
    expect(h.s.cards[box]?.owner).toBe('player-2');
    expect(h.s.pending?.kind).toBe('giftBoxSearch');
    expect(h.s.pending?.player).toBe('player-2');
    const before = seat(h.s, 'player-2').deck.length;
    for (const n of ['Kahless', 'Kromm', 'Kurak']) h.choose(`take:${h.card(n, 'player-2', 'deck')}`);
    expect(hand(h)).toEqual(['kahless', 'kromm', 'kurak']);
    expect(seat(h.s, 'player-2').deck.length).toBe(before - 3);
    expect(h.where(box).z).toBe('discard');
    expect(h.s.pending?.kind).not.toBe('giftBoxSearch');
    expect(h.s.log.filter((e) => e.type === 'giftBoxUsed').map((e) => e.data?.taken)).toEqual([3]);
  });

  it('boundary: a deck of two gives two; an empty deck gives nothing, and the box is still discarded', () => {
    const two = earned(['Kromm', 'Kargan'], 2);
    two.choose(`take:${two.card('Kargan', 'player-2', 'deck')}`);
    two.choose(`take:${two.card('Kromm', 'player-2', 'deck')}`);
    expect(hand(two)).toEqual(['kargan', 'kromm']);
    expect(two.where(two.card(G)).z).toBe('discard');
    const none = earned([], 0);
    expect(none.s.pending?.kind).not.toBe('giftBoxSearch');
    expect(hand(none)).toEqual([]);
    expect(none.where(none.card(G)).z).toBe('discard');
  });

  it('the solver\'s own deck, not the seeder\'s: player-1 seeded it, player-2 searches his own; the cards are named to him alone', () => {
    const h = earned(['Kromm', 'Kargan', 'Kurak']);
    expect(h.options().every((o) => h.s.cards[o.card as string]?.owner === 'player-2')).toBe(true);
    h.choose(`take:${h.card('Kromm', 'player-2', 'deck')}`);
    const mine = view(h.s, 'player-2');
    const theirs = view(h.s, 'player-1');
    expect(mine.pending?.options?.length).toBeGreaterThan(0);
    expect(theirs.pending).toMatchObject({ player: 'player-2', kind: 'giftBoxSearch', options: null });
    expect(view(h.s, 'spectator').pending?.options).toBeNull();
    expect(mine.log.filter((e) => e.type === 'giftBoxCardTaken')).toHaveLength(1);
    expect(theirs.log.filter((e) => e.type === 'giftBoxCardTaken')).toEqual([]);
    expect(theirs.log.some((e) => e.text.includes('Kromm'))).toBe(false);
  });

  it('wrong timing: never played from hand (it acts only when earned)', () => {
    const h = setupTest(base({}, { hand: [G] }));
    const box = h.card(G, 'player-2');
    expect(whyNotPlayable(h.s, 'player-2', box)).toMatch(/acts at once when it is earned/);
    expect(h.options().filter((o) => o.card === box)).toEqual([]);
  });
});
