/**
 * Nitrium Metal Parasites (Premiere 101_040, space dilemma; older print): goes onto the ship, which
 * may still move; as its owner's second full turn from then ends the ship is destroyed, short of
 * two SCIENCE or two ENGINEER aboard. One ENGINEER and two; two SCIENCE; one full turn and two; the
 * opponent's turns not counted; met from an outpost (RULINGS C1, C2, B1).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { turnsCounted } from '../../src/rules/countdown.ts';
import { rangeLeft } from '../../src/rules/movement.ts';
import { endTurn, events } from './helpers.ts';
import { spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const N = 'Nitrium Metal Parasites';
const KVORT = "I.K.C. K'Vort";

describe('Nitrium Metal Parasites', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_040')).toEqual({ implemented: true });
    expect(cardText('nitrium-metal-parasites')).toContain('2 ENGINEER');
  });

  it('one ENGINEER aboard: it goes onto the ship; the ship may still move, the crew is not stopped', () => {
    const h = spaceAttempt(['Kromm', 'Klag'], [N]);
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(N, 'player-1'))).toEqual({ z: 'attached', host: ship });
    expect(h.s.cards[ship]?.stopped).toBeFalsy();
    expect(rangeLeft(h.s, ship)).toBeGreaterThan(0);
    h.finish();
  });

  it('the ship lasts its owner\'s first full turn and is destroyed at the end of the second (boundary); the opponent\'s turns do not count', () => {
    const h = spaceAttempt(['Kromm', 'Klag'], [N]);
    const ship = h.card(KVORT, 'player-2');
    const c = h.card(N, 'player-1');
    endTurn(h); // the turn it was met in
    endTurn(h); // player-1's
    expect(turnsCounted(h.s, c)).toBe(0);
    endTurn(h); // player-2's first full turn
    endTurn(h); // player-1's
    expect(turnsCounted(h.s, c)).toBe(1);
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h); // player-2's second full turn
    expect(h.where(ship).z).toBe('discard');
    expect(h.where(h.card('Kromm', 'player-2')).z).toBe('discard');
    expect(h.where(c).z).toBe('discard');
    h.finish();
  });

  it.each([[['Kromm', 'Gorta']], [['Dukath', 'Torin']]])('%j aboard when it is met: overcome and discarded, no countdown', (crew) => {
    const h = spaceAttempt(crew, [N]);
    expect(h.where(h.card(N, 'player-1')).z).toBe('discard');
    expect(events(h, 'dilemmaOvercome')).toHaveLength(1);
    for (let i = 0; i < 6; i++) endTurn(h);
    expect(h.where(h.card(KVORT, 'player-2')).z).toBe('inSpace');
    h.finish();
  });

  it('one SCIENCE and one ENGINEER do not mix: the countdown runs', () => {
    const h = spaceAttempt(['Kromm', 'Dukath'], [N]);
    expect(h.where(h.card(N, 'player-1')).z).toBe('attached');
    h.finish();
  });

  it('a second ENGINEER come aboard later clears it at the end of that turn; the ship survives', () => {
    const h = spacePosition(['Kromm', 'Klag'], [N], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Gorta'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    h.passResponses();
    endTurn(h);
    endTurn(h);
    h.choose("Load from Klingon Outpost onto I.K.C. K'Vort");
    h.choose('Gorta');
    h.passResponses();
    expect(h.where(h.card(N, 'player-1')).z).toBe('attached');
    endTurn(h);
    expect(h.where(h.card(N, 'player-1')).z).toBe('discard');
    expect(events(h, 'countdownCured')).toHaveLength(1);
    for (let i = 0; i < 4; i++) endTurn(h);
    expect(h.where(h.card(KVORT, 'player-2')).z).toBe('inSpace');
    h.finish();
  });

  it('met from an outpost there is no ship: discarded with no effect', () => {
    const h = spacePosition([], [N], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Klag'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(N, 'player-1')).z).toBe('discard');
    expect(events(h, 'dilemmaNoEffect')).toHaveLength(1);
    h.finish();
  });
});
