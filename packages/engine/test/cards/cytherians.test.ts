/**
 * Cytherians (Premiere 101_022, space dilemma, 15 points): goes onto the ship, which does nothing
 * but travel to the far end of the spaceline at full RANGE each of its owner's turns; on arrival
 * the card is scored. The far end on either side; the opponent's turn (no travel); a ship too slow
 * to arrive in one turn; met from an outpost (RULINGS C6).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { farEndFrom } from '../../src/rules/far-end-travel.ts';
import { endTurn, events } from './helpers.ts';
import { spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const CY = 'Cytherians';
const KVORT = "I.K.C. K'Vort";
const moves = (h: ReturnType<typeof spaceAttempt>) => h.options().filter((o) => o.group === 'move');

describe('Cytherians', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_022')).toEqual({ implemented: true });
    expect(cardText('cytherians')).toContain('far end');
  });

  it('the far end is the end farther from the ship, on either side', () => {
    const h = spacePosition(['Klag'], []);
    const [ad, ssc, gault, ra] = ['Avert Danger', SSC, 'Gault', 'Reported Activity'].map((n) => h.card(n));
    expect(farEndFrom(h.s, ad as string)).toBe(ra);
    expect(farEndFrom(h.s, ssc as string)).toBe(ra);
    expect(farEndFrom(h.s, gault as string)).toBe(ad);
    expect(farEndFrom(h.s, ra as string)).toBe(ad);
    h.finish();
  });

  it('met by a ship\'s crew: the card goes on the ship, which is stopped and offered no move; the crew goes on', () => {
    const h = spaceAttempt(['Klag', 'Kromm'], [CY]);
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(CY, 'player-1'))).toEqual({ z: 'attached', host: ship });
    expect(h.s.cards[ship]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Klag', 'player-2')]?.stopped).toBeFalsy();
    expect(moves(h)).toEqual([]);
    h.finish();
  });

  it('it does not travel in the opponent\'s turn; at the start of its owner\'s next turn it flies to the far end and scores 15', () => {
    const h = spaceAttempt(['Klag', 'Kromm'], [CY]);
    const ship = h.card(KVORT, 'player-2');
    const before = seat(h.s, 'player-2').score;
    endTurn(h); // player-2's turn ends
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card(SSC) }); // player-1's turn: no travel
    endTurn(h);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Reported Activity') });
    expect(h.where(h.card(CY, 'player-1')).z).toBe('bonus');
    expect(seat(h.s, 'player-2').score).toBe(before + 15);
    expect(h.s.cards[ship]?.stopped).toBeFalsy();
    h.finish();
  });

  it('a damaged ship, RANGE 5, exactly the 5 the way costs: it arrives in one turn (boundary)', () => {
    const h = spaceAttempt(['Klag', 'Kromm'], [CY], { damaged: true });
    const ship = h.card(KVORT, 'player-2');
    endTurn(h);
    endTurn(h);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Reported Activity') });
    expect(h.where(h.card(CY, 'player-1')).z).toBe('bonus');
    h.finish();
  });

  it('RANGE 3 (one short of Reported Activity past Gault): it goes as far as Gault, is stopped, and scores nothing yet', () => {
    // Birth of "Junior" takes 1 RANGE at each turn's end: the damaged ship's 5 is 3 by its owner's next turn
    const h = spaceAttempt(['Klag', 'Kromm'], [CY, 'Birth of "Junior"'], { damaged: true });
    const ship = h.card(KVORT, 'player-2');
    endTurn(h);
    endTurn(h);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Gault') });
    expect(h.s.cards[ship]?.stopped).toBe(true);
    expect(moves(h)).toEqual([]);
    expect(h.where(h.card(CY, 'player-1')).z).toBe('attached');
    expect(events(h, 'shipSteered')).toHaveLength(1);
    expect(seat(h.s, 'player-2').score).toBe(0);
    h.finish();
  });

  it('met from an outpost there is no ship: discarded with no effect', () => {
    const h = spacePosition([], [CY], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Klag'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(CY, 'player-1')).z).toBe('discard');
    expect(events(h, 'dilemmaNoEffect')).toHaveLength(1);
    h.finish();
  });
});
