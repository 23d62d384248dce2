/**
 * Tarellian Plague Ship (Premiere space dilemma, 5 points): one MEDICAL of the crew, chosen by the
 * encountering player, is discarded and the crew goes on with the points; with no MEDICAL everyone
 * aboard dies. One MEDICAL and none; two to choose from; the other player's MEDICAL does not count.
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { events } from './helpers.ts';
import { attemptFromShip, notOvercome, overcame, spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const T = 'Tarellian Plague Ship';

describe('Tarellian Plague Ship', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_050')).toEqual({ implemented: true });
    expect(cardText('tarellian-plague-ship')).toContain('MEDICAL');
  });

  it('one MEDICAL in the crew: that one is discarded, not killed; the rest go on; 5 points', () => {
    const h = spacePosition(['Divok', 'Batrell'], [T]);
    const before = seat(h.s, 'player-2').score;
    attemptFromShip(h);
    expect(overcame(h)).toBe(true);
    expect(h.where(h.card('Divok', 'player-2')).z).toBe('discard');
    expect(events(h, 'personnelDiscarded').map((e) => e.data?.card)).toEqual([h.card('Divok', 'player-2')]);
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('aboard');
    expect(h.s.cards[h.card('Batrell', 'player-2')]?.stopped).toBeFalsy();
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    expect(h.where(h.card(T, 'player-1')).z).toBe('bonus');
    h.finish();
  });

  it('two MEDICAL: the encountering player (not the opponent) chooses which one goes', () => {
    const h = spacePosition(['Divok', 'Vekma', 'Batrell'], [T]);
    attemptFromShip(h);
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.kind).toBe('chooseDiscard');
    h.choose('Vekma', 'player-2');
    h.passResponses();
    expect(h.where(h.card('Vekma', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Divok', 'player-2')).z).toBe('aboard');
    h.finish();
  });

  it('no MEDICAL: everyone aboard dies of the plague; no points', () => {
    const h = spacePosition(['Batrell', 'Dukath'], [T]);
    const before = seat(h.s, 'player-2').score;
    attemptFromShip(h);
    expect(notOvercome(h)).toBe(true);
    expect(events(h, 'personnelKilled')).toHaveLength(2);
    expect(h.where(h.card("I.K.C. K'Vort", 'player-2')).z).toBe('inSpace');
    expect(seat(h.s, 'player-2').score).toBe(before);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('the other player\'s MEDICAL on their ship at the mission does not save the crew', () => {
    const h = spaceAttempt(['Batrell'], [T], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Dr. Farek'] }] } });
    expect(notOvercome(h)).toBe(true);
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Dr. Farek', 'player-1')).z).toBe('aboard');
    h.finish();
  });
});
