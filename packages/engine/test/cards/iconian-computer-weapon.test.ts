/**
 * Iconian Computer Weapon (Premiere space dilemma): unless SCIENCE is in the crew, it is stopped
 * and the encountering player discards the non-personnel cards in hand and draws as many.
 * SCIENCE and none; the opponent's hand and the opponent's SCIENCE; a deck that runs short (DD4).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { events } from './helpers.ts';
import { notOvercome, overcame, spaceAttempt, SSC } from './space-dilemma-spec.ts';

const I = 'Iconian Computer Weapon';
const KVORT = "I.K.C. K'Vort";
const HAND = { hand: ['Klingon PADD', 'Vekma', 'Tricorder'], deckTop: ['Batrell', 'Divok', 'Klag'] };
const defs = (h: ReturnType<typeof spaceAttempt>, p: 'player-1' | 'player-2') => seat(h.s, p).hand.map((id) => h.s.cards[id]?.def).sort();

describe('Iconian Computer Weapon', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_029')).toEqual({ implemented: true });
    expect(cardText('iconian-computer-weapon')).toContain('SCIENCE');
  });

  it('SCIENCE in the crew: overcome, the hand is kept, the crew goes on', () => {
    const h = spaceAttempt(['Dukath'], [I], { p2: HAND });
    expect(overcame(h)).toBe(true);
    expect(defs(h, 'player-2')).toEqual(['klingon-padd', 'tricorder', 'vekma']);
    expect(h.s.cards[h.card(KVORT, 'player-2')]?.stopped).toBeFalsy();
    expect(h.where(h.card(I, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('no SCIENCE: the two non-personnel cards are discarded, two drawn from the top, the personnel kept; the crew is stopped', () => {
    const h = spaceAttempt(['Batrell'], [I], { p2: { ...HAND, deckTop: ['Divok', 'Klag', 'Kromm'] } });
    expect(notOvercome(h)).toBe(true);
    expect(h.where(h.card('Klingon PADD', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Tricorder', 'player-2')).z).toBe('discard');
    expect(defs(h, 'player-2')).toEqual(['divok', 'klag', 'vekma']);
    expect(h.s.cards[h.card(KVORT, 'player-2')]?.stopped).toBe(true);
    expect(events(h, 'cardDrawnSecret').map((e) => e.to)).toEqual(['player-2', 'player-2']);
    h.finish();
  });

  it('the opponent\'s hand is untouched, and his SCIENCE at the mission does not count (wrong player)', () => {
    const h = spaceAttempt(['Batrell'], [I], { p2: HAND, p1: { hand: ['Tricorder'], ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Vekor'] }] } });
    expect(notOvercome(h)).toBe(true);
    expect(defs(h, 'player-1')).toEqual(['tricorder']);
    h.finish();
  });

  it('a draw deck of one card (boundary): two discarded, one drawn', () => {
    const h = spaceAttempt(['Batrell'], [I], { p2: { ...HAND, deckTop: ['Klag'], deckSize: 1 } });
    expect(defs(h, 'player-2')).toEqual(['klag', 'vekma']);
    expect(seat(h.s, 'player-2').deck).toHaveLength(0);
    h.finish();
  });
});
