/**
 * Menthar Booby Trap (Premiere space dilemma): goes onto the ship, which cannot move while it is
 * there; unless MEDICAL is in the crew one member, at random, dies; two ENGINEER aboard clear it.
 * MEDICAL and none; one ENGINEER and two; the trap met with them aboard; met from an outpost (B6).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { rangeLeft } from '../../src/rules/movement.ts';
import { endTurn, events } from './helpers.ts';
import { attemptFromShip, notOvercome, spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const M = 'Menthar Booby Trap';
const KVORT = "I.K.C. K'Vort";
const moves = (h: ReturnType<typeof spaceAttempt>) => h.options().filter((o) => o.group === 'move');

describe('Menthar Booby Trap', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_034')).toEqual({ implemented: true });
    expect(cardText('menthar-booby-trap')).toContain('cannot move');
  });

  it('with MEDICAL in the crew: nobody dies and the crew goes on, but the ship is held', () => {
    const h = spaceAttempt(['Divok', 'Klag'], [M]);
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(M, 'player-1'))).toEqual({ z: 'attached', host: ship });
    expect(events(h, 'personnelKilled')).toEqual([]);
    expect(h.s.cards[ship]?.stopped).toBeFalsy();
    expect(rangeLeft(h.s, ship)).toBe(0);
    expect(moves(h)).toEqual([]);
    h.finish();
  });

  it('without MEDICAL: one crew member, at random, dies; the crew is stopped', () => {
    const h = spaceAttempt(['Batrell', 'Klag', 'Dukath'], [M]);
    expect(notOvercome(h)).toBe(true);
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    expect(h.s.cards[h.card(KVORT, 'player-2')]?.stopped).toBe(true);
    h.finish();
  });

  it('the ship stays held on later turns with one ENGINEER aboard', () => {
    const h = spaceAttempt(['Divok', 'Klag', 'Kromm'], [M]);
    endTurn(h);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-2');
    expect(h.where(h.card(M, 'player-1')).z).toBe('attached');
    expect(moves(h)).toEqual([]);
    h.finish();
  });

  it('two ENGINEER aboard when it is met: the trap is discarded at once, the ship free; the MEDICAL part still acts', () => {
    const h = spaceAttempt(['Kromm', 'Gorta'], [M]);
    expect(h.where(h.card(M, 'player-1')).z).toBe('discard');
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    expect(events(h, 'trapCleared')).toHaveLength(1);
    h.finish();
  });

  it('a second ENGINEER coming aboard frees the ship at once; the trap goes at the end of the turn', () => {
    const h = spacePosition(['Divok', 'Klag', 'Kromm'], [M], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Gorta'] }] } });
    attemptFromShip(h);
    const ship = h.card(KVORT, 'player-2');
    endTurn(h);
    endTurn(h);
    expect(rangeLeft(h.s, ship)).toBe(0);
    h.choose("Load from Klingon Outpost onto I.K.C. K'Vort");
    h.choose('Gorta');
    h.passResponses();
    expect(rangeLeft(h.s, ship)).toBe(8);
    expect(h.where(h.card(M, 'player-1')).z).toBe('attached');
    endTurn(h);
    expect(h.where(h.card(M, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('the other player\'s MEDICAL at the mission does not count', () => {
    const h = spaceAttempt(['Batrell'], [M], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Dr. Farek'] }] } });
    expect(h.where(h.card('Batrell', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Dr. Farek', 'player-1')).z).toBe('aboard');
    expect(rangeLeft(h.s, h.card('U.S.S. Galaxy', 'player-1'))).toBeGreaterThan(0);
    h.finish();
  });

  it('met from an outpost: nothing to go on; without MEDICAL a member of the outpost\'s crew dies', () => {
    const h = spacePosition([], [M], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Klag', 'Batrell'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(M, 'player-1')).z).toBe('discard');
    expect(events(h, 'personnelKilled')).toHaveLength(1);
    h.finish();
  });
});
