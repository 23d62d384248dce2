/**
 * Palor Toff - Alien Trader (interrupt): trade it for a card that is not personnel from your discard
 * pile: that card goes to your hand and Palor Toff to the discard pile.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

describe('Palor Toff - Alien Trader', () => {
  it('trades itself for a non-personnel card of your choice; personnel are not offered', () => {
    const h = setupTest({ klingon: { hand: ['Palor Toff - Alien Trader'], discard: ['Klag', 'Tricorder', 'Yellow Alert'] } });
    const pt = h.card('Palor Toff - Alien Trader', 'klingon');
    h.choose('Play Palor Toff');
    h.passResponses();
    expect(h.s.pending?.kind).toBe('chooseFromDiscard');
    expect(h.labels().sort()).toEqual(['Tricorder', 'Yellow Alert']);
    h.choose('Tricorder');
    expect(seat(h.s, 'klingon').hand).toEqual([h.card('Tricorder', 'klingon')]);
    expect(seat(h.s, 'klingon').discard).toEqual([h.card('Klag'), h.card('Yellow Alert', 'klingon'), pt]);
    expect(eventCards(h, 'cardRetrieved')).toEqual([h.card('Tricorder', 'klingon')]);
    h.finish();
  });

  it('is not offered when the discard pile holds only personnel, or nothing', () => {
    const only = setupTest({ klingon: { hand: ['Palor Toff - Alien Trader'], discard: ['Klag', 'Batrell'] } });
    expect(only.offers('Palor Toff')).toBe(false);
    only.finish();
    const none = setupTest({ klingon: { hand: ['Palor Toff - Alien Trader'] } });
    expect(none.offers('Palor Toff')).toBe(false);
    none.finish();
  });

  it('the last card: one non-personnel card among personnel is the one taken', () => {
    const h = setupTest({ klingon: { hand: ['Palor Toff - Alien Trader'], discard: ['Klag', 'Wormhole', 'Batrell'] } });
    h.choose('Play Palor Toff');
    h.passResponses();
    expect(h.labels()).toEqual(['Wormhole']);
    h.choose('Wormhole');
    expect(seat(h.s, 'klingon').hand).toEqual([h.card('Wormhole', 'klingon')]);
    h.finish();
  });

  it("being an interrupt, it may be played in the opponent's turn and is not the turn's card play", () => {
    const h = setupTest({
      federation: { hand: ['Palor Toff - Alien Trader'], discard: ['Spacedock'] },
      klingon: { hand: ['Klag'], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Batrell'] }] },
    });
    h.choose("Move I.K.C. K'Vort to Homeward");
    expect(h.s.pending?.player).toBe('federation');
    h.choose('Play Palor Toff');
    h.passResponses();
    h.choose('Spacedock');
    expect(seat(h.s, 'federation').hand).toEqual([h.card('Spacedock')]);
    expect(h.s.pending?.player).toBe('klingon');
    h.finish();
  });
});
