/**
 * Thought Maker (Premiere artifact): played once as an interrupt, its player looks through the
 * opponent's draw deck, alone, and orders it as he likes from the top down; then it is discarded. Set
 * up as constructed positions (player-2 active, player-1's deck top Klag, Kromm, Taitt);
 * docs/RULINGS.md, "Premiere artifacts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { whyNotPlayable } from '../../src/rules/play.ts';
import { seat } from '../../src/core/types.ts';
import { view } from '../../src/view/view.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const T = 'Thought Maker';
type H = ReturnType<typeof setupTest>;
const deckTop = (h: H, p: 'player-1' | 'player-2') => [...seat(h.s, p).deck].reverse().map((id) => h.s.cards[id]?.def);

function played(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): H {
  const h = setupTest(base({ deckTop: ['Klag', 'Kromm', 'Taitt'], deckSize: 3, ...p1 }, { hand: [T], ...p2 }));
  h.choose(`Play ${T}`);
  h.passResponses();
  return h;
}

describe('Thought Maker', () => {
  it('is an artifact of the card data, implemented, an interrupt of the card language, with its text in our words', () => {
    expect(facts('thought-maker').type).toBe('artifact');
    expect(cardImplementation('101_005')).toEqual({ implemented: true });
    expect(behaviour('thought-maker')?.spec?.interrupt).toEqual({ when: 'anyTime', target: { nothing: true }, effects: [{ rearrangeDeck: { of: 'opponent' } }] });
    expect(cardText('thought-maker')).toContain("opponent's draw deck");
  });

  it('played as an interrupt (not the turn\'s card play): the player puts the opponent\'s deck in his order, top down; the card is discarded', () => {
    const h = played();
    expect(deckTop(h, 'player-1')).toEqual(['klag', 'kromm', 'taitt']);
    expect(h.s.pending?.kind).toBe('rearrangeDeck');
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.options().map((o) => o.id)).toEqual([...['Klag', 'Kromm', 'Taitt'].map((n) => `next:${h.card(n, 'player-1', 'deck')}`), 'done']);
    h.choose(`next:${h.card('Taitt', 'player-1', 'deck')}`);
    h.choose(`next:${h.card('Kromm', 'player-1', 'deck')}`);
    // the last card left is placed too: nothing more to ask
    h.choose(`next:${h.card('Klag', 'player-1', 'deck')}`);
    expect(deckTop(h, 'player-1')).toEqual(['taitt', 'kromm', 'klag']);
    expect(h.where(h.card(T, 'player-2')).z).toBe('discard');
    expect(h.s.turn.cardPlayed).toBe(false);
    expect(h.s.pending?.kind).not.toBe('rearrangeDeck');
    h.finish();
  });

  it('hidden information: the deck\'s cards are named to the player alone; the opponent and spectators see that it happened, not the order', () => {
    const h = played();
    h.choose(`next:${h.card('Taitt', 'player-1', 'deck')}`);
    const mine = view(h.s, 'player-2');
    const theirs = view(h.s, 'player-1');
    const watcher = view(h.s, 'spectator');
    expect(mine.pending?.options?.length).toBe(3);
    expect(theirs.pending).toMatchObject({ player: 'player-2', kind: 'rearrangeDeck', options: null, prompt: null });
    expect(watcher.pending?.options).toBeNull();
    const placed = (v: typeof mine) => v.log.filter((e) => e.type === 'deckCardPlaced');
    expect(placed(mine)).toHaveLength(1);
    expect(placed(theirs)).toEqual([]);
    expect(placed(watcher)).toEqual([]);
    h.choose('done');
    expect(theirs.log.some((e) => e.text.includes('Taitt'))).toBe(false);
    expect(view(h.s, 'player-1').log.filter((e) => e.type === 'deckRearranged').map((e) => e.data?.placed)).toEqual([1]);
    h.finish();
  });

  it('boundary: leaving at once keeps the order; one card placed moves only it', () => {
    const none = played();
    none.choose('done');
    expect(deckTop(none, 'player-1')).toEqual(['klag', 'kromm', 'taitt']);
    none.finish();
    const one = played();
    one.choose(`next:${one.card('Kromm', 'player-1', 'deck')}`);
    one.choose('done');
    expect(deckTop(one, 'player-1')).toEqual(['kromm', 'klag', 'taitt']);
    one.finish();
  });

  it('the player\'s own deck is never the one looked at; an empty opposing deck gives nothing to order (boundary)', () => {
    const h = played({}, { deckTop: ['Galathon', 'Parem'], deckSize: 2 });
    const own = deckTop(h, 'player-2');
    expect(h.options().every((o) => o.id === 'done' || h.s.cards[o.card as string]?.owner === 'player-1')).toBe(true);
    h.choose('done');
    expect(deckTop(h, 'player-2')).toEqual(own);
    const empty = played({ deckTop: [], deckSize: 0 });
    expect(empty.s.pending?.kind).not.toBe('rearrangeDeck');
    expect(empty.where(empty.card(T, 'player-2')).z).toBe('discard');
    empty.finish();
  });

  it('wrong timing: it is not a normal card play (the interrupt list only)', () => {
    const h = setupTest(base({}, { hand: [T] }));
    expect(whyNotPlayable(h.s, 'player-2', h.card(T, 'player-2'))).toMatch(/played as an interrupt/);
    expect(h.options().filter((o) => o.card === h.card(T, 'player-2')).map((o) => o.group)).toEqual(['interrupt']);
  });
});
