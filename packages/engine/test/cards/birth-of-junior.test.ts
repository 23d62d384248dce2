/**
 * Birth of "Junior" (Premiere space dilemma): goes onto the ship; at the end of every turn the
 * ship's RANGE drops by one for good, and at 0 the ship is destroyed; three ENGINEER aboard nullify
 * it (when met, and at the end of a turn). Two ENGINEER and three; RANGE 1 and 0; either player's
 * turn; met from an outpost (RULINGS B5).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { maxRange } from '../../src/rules/movement.ts';
import { endTurn, eventCards, events } from './helpers.ts';
import { spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const J = 'Birth of "Junior"';
const KVORT = "I.K.C. K'Vort";

describe('Birth of "Junior"', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_017')).toEqual({ implemented: true });
    expect(cardText('birth-of-junior')).toContain('RANGE');
  });

  it('goes onto the ship; the crew is not stopped and meets the next dilemma', () => {
    const h = spaceAttempt(['Kromm', 'Klag', 'Dukath'], [J, 'Gravitic Mine']);
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(J, 'player-1'))).toEqual({ z: 'attached', host: ship });
    expect(eventCards(h, 'dilemmaRevealed')).toEqual([h.card(J, 'player-1'), h.card('Gravitic Mine', 'player-1')]);
    expect(maxRange(h.s, ship)).toBe(8); // nothing lost before the turn ends
    h.finish();
  });

  it('at the end of each turn, either player\'s, the RANGE drops by one and stays down', () => {
    const h = spaceAttempt(['Kromm', 'Klag'], [J]);
    const ship = h.card(KVORT, 'player-2');
    endTurn(h); // player-2's turn ends
    expect(maxRange(h.s, ship)).toBe(7);
    endTurn(h); // player-1's
    expect(maxRange(h.s, ship)).toBe(6);
    expect(h.s.turn.active).toBe('player-2');
    expect(events(h, 'rangeLowered')).toHaveLength(2);
    h.finish();
  });

  it('a ship at RANGE 1 stays in play; brought to 0 it is destroyed with its crew', () => {
    const h = spaceAttempt(['Kromm', 'Klag'], [J], { damaged: true }); // damaged: RANGE 5
    const ship = h.card(KVORT, 'player-2');
    for (let i = 0; i < 4; i++) endTurn(h);
    expect(maxRange(h.s, ship)).toBe(1);
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h);
    expect(h.where(ship).z).toBe('discard');
    expect(h.where(h.card('Kromm', 'player-2')).z).toBe('discard');
    expect(h.where(h.card(J, 'player-1')).z).toBe('discard');
    h.finish();
  });

  it('three ENGINEER aboard when it is met nullify it: discarded, the RANGE untouched', () => {
    const h = spaceAttempt(['Kromm', 'Gorta', 'Narik'], [J]);
    expect(h.where(h.card(J, 'player-1')).z).toBe('discard');
    expect(eventCards(h, 'dilemmaNullified')).toEqual([h.card(J, 'player-1')]);
    endTurn(h);
    expect(maxRange(h.s, h.card(KVORT, 'player-2'))).toBe(8);
    h.finish();
  });

  it('two ENGINEER do not; a third come aboard later nullifies it at the end of the turn, the RANGE back', () => {
    const h = spacePosition(['Kromm', 'Gorta', 'Klag'], [J], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Narik'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    h.passResponses();
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(J, 'player-1')).z).toBe('attached');
    endTurn(h);
    expect(maxRange(h.s, ship)).toBe(7);
    endTurn(h);
    // player-2's next turn: Narik, the third ENGINEER, comes aboard from the outpost
    h.choose("Load from Klingon Outpost onto I.K.C. K'Vort");
    h.choose('Narik');
    h.passResponses();
    expect(h.where(h.card('Narik', 'player-2'))).toEqual({ z: 'aboard', host: ship });
    expect(h.where(h.card(J, 'player-1')).z).toBe('attached');
    endTurn(h);
    expect(h.where(h.card(J, 'player-1')).z).toBe('discard');
    expect(maxRange(h.s, ship)).toBe(8);
    h.finish();
  });

  it('met from an outpost there is no ship to go on: discarded with no effect', () => {
    const h = spacePosition([], [J], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Klag'] }] } });
    const outpost = h.card('Klingon Outpost', 'player-2');
    h.chooseId(`attempt:${h.card(SSC)}:${outpost}`);
    h.passResponses();
    expect(h.where(h.card(J, 'player-1')).z).toBe('discard');
    expect(h.s.cards[outpost]?.stopped).toBeFalsy();
    h.finish();
  });
});
