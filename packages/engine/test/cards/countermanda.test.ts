/**
 * Countermanda (interrupt): right after the opponent plays Res-Q or Palor Toff - Alien Trader, that card
 * waits while you remove up to three cards of your choice from the opponent's discard pile from the
 * game; then the waiting card resolves with what is left.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

const PILE = ['Klag', 'Batrell', 'Torin', 'Yellow Alert'];

describe('Countermanda', () => {
  it('answers Res-Q: three cards of your choice leave the game, then Res-Q takes one of what is left', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q'], discard: PILE }, federation: { hand: ['Countermanda'] } });
    const cm = h.card('Countermanda', 'federation');
    h.choose('Play Res-Q');
    expect(h.s.pending?.player).toBe('federation');
    expect(h.s.pending?.kind).toBe('respond');
    h.choose('Play Countermanda: answer Res-Q');
    expect(h.s.pending?.kind).toBe('chooseToRemove');
    expect(h.s.pending?.player).toBe('federation');
    h.choose('Klag');
    h.choose('Batrell');
    h.choose('Torin');
    // three removed: Countermanda is done and Res-Q goes on
    expect(h.s.pending?.kind).toBe('chooseFromDiscard');
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.labels()).toEqual(['Yellow Alert']);
    for (const n of ['Klag', 'Batrell', 'Torin']) expect(h.where(h.card(n, 'klingon')).z).toBe('outOfPlay');
    expect(eventCards(h, 'cardRemoved')).toHaveLength(3);
    expect(h.where(cm).z).toBe('discard');
    h.choose('Yellow Alert');
    expect(seat(h.s, 'klingon').hand).toEqual([h.card('Yellow Alert', 'klingon')]);
    h.finish();
  });

  it('may stop before three with Done', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q'], discard: PILE }, federation: { hand: ['Countermanda'] } });
    h.choose('Play Res-Q');
    h.choose('Play Countermanda');
    h.choose('Klag');
    h.choose('Done');
    expect(h.s.pending?.kind).toBe('chooseFromDiscard');
    expect(h.labels().sort()).toEqual(['Batrell', 'Torin', 'Yellow Alert']);
    h.choose('Torin');
    h.finish();
  });

  it('the last cards: emptying the pile leaves Res-Q nothing to take, and it is simply discarded', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q'], discard: ['Klag', 'Batrell'] }, federation: { hand: ['Countermanda'] } });
    h.choose('Play Res-Q');
    h.choose('Play Countermanda');
    h.choose('Klag');
    h.choose('Batrell'); // the pile is empty: Countermanda ends
    expect(h.s.pending?.kind).toBe('main');
    expect(eventCards(h, 'nothingToRetrieve')).toEqual([h.card('Res-Q', 'klingon')]);
    expect(seat(h.s, 'klingon').discard).toEqual([h.card('Res-Q', 'klingon')]);
    expect(seat(h.s, 'klingon').hand).toEqual([]);
    h.finish();
  });

  it('answers Palor Toff - Alien Trader as well', () => {
    const h = setupTest({ klingon: { hand: ['Palor Toff - Alien Trader'], discard: ['Tricorder', 'Yellow Alert'] }, federation: { hand: ['Countermanda'] } });
    h.choose('Play Palor Toff');
    h.choose('Play Countermanda: answer Palor Toff');
    h.choose('Tricorder');
    h.choose('Yellow Alert');
    expect(eventCards(h, 'nothingToRetrieve')).toEqual([h.card('Palor Toff - Alien Trader', 'klingon')]);
    h.finish();
  });

  it('is not offered after any other card, after your own Res-Q, or on its own', () => {
    const h = setupTest({ klingon: { hand: ['Yellow Alert', 'Countermanda'] }, federation: { hand: ['Countermanda', 'Res-Q'], discard: ['Taurik'] } });
    expect(h.offers('Play Countermanda')).toBe(false); // no Res-Q or Palor Toff to answer
    h.choose('Play Yellow Alert');
    // the Federation holds no legal response: no window opens
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.s.pending?.kind).toBe('main');
    h.choose('end');
    h.choose('Play Res-Q');
    // the Klingon may answer; the Federation's own Countermanda is not offered against its own Res-Q
    expect(h.s.pending?.player).toBe('klingon');
    expect(h.offers('Play Countermanda: answer Res-Q')).toBe(true);
    h.choose('pass');
    expect(h.s.pending?.kind).toBe('chooseFromDiscard');
    expect(h.offers('Countermanda')).toBe(false);
    h.choose('Taurik');
    h.finish();
  });
});
