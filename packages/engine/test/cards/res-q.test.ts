/**
 * Res-Q (event): as the turn's card play, take any one card from your discard pile into your hand; Res-Q
 * goes to the discard pile.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { endTurn, eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Res-Q', () => {
  it('takes back a card of your choice, personnel included, and goes to the discard pile', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q'], discard: ['Klag', 'Yellow Alert', 'Tricorder'] } });
    const resq = h.card('Res-Q', 'klingon');
    h.choose('Play Res-Q');
    h.passResponses();
    expect(h.s.pending?.kind).toBe('chooseFromDiscard');
    expect(h.labels().sort()).toEqual(['Klag', 'Tricorder', 'Yellow Alert']);
    h.choose('Klag');
    expect(seat(h.s, 'klingon').hand).toEqual([h.card('Klag')]);
    expect(seat(h.s, 'klingon').discard).toEqual([h.card('Yellow Alert', 'klingon'), h.card('Tricorder', 'klingon'), resq]);
    expect(eventCards(h, 'cardRetrieved')).toEqual([h.card('Klag')]);
    h.finish();
  });

  it('cannot be played with an empty discard pile', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q'] } });
    expect(h.offers('Play Res-Q')).toBe(false);
    h.finish();
  });

  it('the last card: a discard pile of one card gives that card back', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q'], discard: ['Wormhole'] } });
    h.choose('Play Res-Q');
    h.passResponses();
    h.choose('Wormhole');
    expect(seat(h.s, 'klingon').hand).toEqual([h.card('Wormhole', 'klingon')]);
    expect(seat(h.s, 'klingon').discard).toEqual([h.card('Res-Q', 'klingon')]);
    h.finish();
  });

  it('only as the one card play at the start of your own turn', () => {
    const h = setupTest({ klingon: { hand: ['Res-Q', 'Klag'], discard: ['Batrell'], atOutpost: ['Torin'] } });
    h.choose('Report Klag');
    h.passResponses();
    expect(h.offers('Play Res-Q')).toBe(false);
    endTurn(h);
    expect(h.offers('Play Res-Q')).toBe(false); // the opponent's turn
    h.finish();
  });
});
