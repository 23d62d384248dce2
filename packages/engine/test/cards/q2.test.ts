/**
 * Q2 (Premiere interrupt, 101_133, older print): cancels a Kevin Uxbridge the opponent just played; its
 * Amanda Rogers and Q-dilemma uses wait for cards the engine does not play. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { plays, setup } from './interrupts-b-position.ts';

const KU = 'Kevin Uxbridge';

describe('Q2', () => {
  it('is implemented, its text in our words, saying which uses never arise', () => {
    expect(cardImplementation('101_133')).toEqual({ implemented: true });
    expect(cardText('q2')).toContain('Amanda Rogers is not in these sets');
  });

  it('cancels the opponent\'s Kevin Uxbridge as it is played: the event it aimed at stays', () => {
    const h = setup({ hand: [KU] }, { hand: ['Q2'], attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    h.choose(`Play ${KU}: nullify player-2's Tetryon Field`);
    expect(h.s.pending?.player).toBe('player-2');
    expect(plays(h, 'Q2')).toEqual(['Play Q2: cancel Kevin Uxbridge']);
    h.choose('Play Q2: cancel Kevin Uxbridge', 'player-2');
    h.passResponses();
    expect(h.where(h.card('Tetryon Field', 'player-2')).z).toBe('attached');
    expect(h.where(h.card(KU, 'player-1')).z).toBe('discard');
    expect(h.where(h.card('Q2', 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('not against another card, nor its own player\'s Kevin Uxbridge, nor with nothing just played', () => {
    const h = setup({ hand: ['Kevin Uxbridge: Convergence', 'Q2'] }, { hand: ['Q2'], attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    expect(plays(h, 'Q2')).toEqual([]);
    h.choose('Play Kevin Uxbridge: Convergence: at Gault');
    expect(h.s.pending?.player).toBe('player-1'); // player-2 had no answer and was answered for
    h.finish();
    const own = setup({ hand: [KU, 'Q2'] }, { attached: [{ card: 'Tetryon Field', on: 'Gault' }] });
    own.choose(`Play ${KU}: nullify player-2's Tetryon Field`);
    expect(own.where(own.card('Tetryon Field', 'player-2')).z).toBe('discard');
    expect(own.where(own.card('Q2', 'player-1')).z).toBe('hand');
    own.finish();
  });
});
