/**
 * Temporal Causality Loop (Premiere space dilemma, 5 points): SCIENCE and CUNNING over 35 overcome it;
 * otherwise the last two actions of the turn are undone, the loop is discarded and the turn ends
 * (docs/RULINGS.md "Issue 25: Gaps in Normal Space and Temporal Causality Loop", TL1-TL5).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { events } from './helpers.ts';
import { attemptFromShip, notOvercome, overcame, spacePosition, SSC } from './space-dilemma-spec.ts';

const T = 'Temporal Causality Loop';
const KVORT = "I.K.C. K'Vort";
/** SCIENCE (Kurak, Koroth, Dukath, J'Ddan) and CUNNING 7+6+6+6+6+5 = 36. */
const AT_36 = ['Kurak', 'Koroth', 'Dukath', "J'Ddan", 'Duras', 'Klag'];
/** The same with Gorath (CUNNING 4) for Klag: 35. */
const AT_35 = ['Kurak', 'Koroth', 'Dukath', "J'Ddan", 'Duras', 'Gorath'];
/** CUNNING 8+8+8+7+6 = 37, no SCIENCE. */
const NO_SCIENCE = ["B'Etor", 'Lursa', "K'mpec", 'Gowron', 'Duras'];

describe('Temporal Causality Loop', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_051')).toEqual({ implemented: true });
    expect(cardText('temporal-causality-loop')).toMatch(/undone/);
  });

  it('overcome with SCIENCE and CUNNING 36 (boundary): 5 points, nothing undone, the turn goes on', () => {
    const h = spacePosition(AT_36, [T]);
    expect(h.s.loops).toEqual([]); // a loop is seeded: the turn's actions are kept
    attemptFromShip(h);
    expect(overcame(h)).toBe(true);
    expect(seat(h.s, 'player-2').score).toBe(5);
    expect(h.where(h.card(T, 'player-1')).z).toBe('bonus');
    expect(events(h, 'actionsUndone')).toEqual([]);
    expect(h.s.turn.active).toBe('player-2');
    h.finish();
  });

  it('CUNNING 35, one short (boundary): the attempt, the only action, is undone; the loop discarded; the turn ends with the draw', () => {
    const h = spacePosition(AT_35, [T]);
    const hand = seat(h.s, 'player-2').hand.length;
    attemptFromShip(h);
    expect(notOvercome(h)).toBe(true);
    const loop = h.card(T, 'player-1');
    expect(h.where(loop).z).toBe('discard');
    expect(h.s.cards[loop]?.revealed).toBe(true);
    expect(events(h, 'actionsUndone').map((e) => e.data?.count)).toEqual([1]);
    // the crew is not stopped (the attempt never happened), the mission not completed
    const ship = h.card(KVORT, 'player-2');
    expect(h.s.cards[ship]?.stopped).toBe(false);
    expect(h.s.completed[h.card(SSC)]).toBeUndefined();
    expect(seat(h.s, 'player-2').score).toBe(0);
    // the turn ended: player-2 drew, and it is player-1's turn
    expect(seat(h.s, 'player-2').hand.length).toBe(hand + 1);
    expect(h.s.turn.active).toBe('player-1');
    expect(h.s.pending?.player).toBe('player-1');
    h.finish();
  });

  it('SCIENCE missing, CUNNING 37: not overcome (negative)', () => {
    const h = spacePosition(NO_SCIENCE, [T]);
    attemptFromShip(h);
    expect(notOvercome(h)).toBe(true);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(h.s.turn.active).toBe('player-1');
    h.finish();
  });

  it('three actions: only the last two are undone (the second move and the attempt); the first move stands', () => {
    const h = spacePosition(AT_35, [T], { p2: { ships: [{ card: KVORT, at: 'Gault', crew: AT_35 }] } });
    const ship = h.card(KVORT, 'player-2');
    h.choose(`Move ${KVORT} to Reported Activity`);
    h.passResponses();
    h.choose(`Move ${KVORT} to ${SSC}`);
    h.passResponses();
    expect(h.s.loops?.length).toBe(2);
    attemptFromShip(h);
    expect(events(h, 'actionsUndone').map((e) => e.data?.count)).toEqual([2]);
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Reported Activity') });
    expect(h.s.turn.active).toBe('player-1');
    h.finish();
  });

  it('undone: a card played goes back to hand; a dilemma met before the loop goes back under the mission, face up as it was seen', () => {
    const h = spacePosition(AT_35, ['Tsiolkovsky Infection', T], { p2: { hand: ['Kromm'], ships: [{ card: KVORT, at: SSC, crew: AT_35 }] } });
    const kromm = h.card('Kromm', 'player-2');
    h.choose('Kromm');
    h.passResponses();
    expect(h.where(kromm).z).toBe('aboard');
    attemptFromShip(h);
    const ts = h.card('Tsiolkovsky Infection', 'player-1');
    expect(h.where(kromm).z).toBe('hand');
    expect(h.where(ts)).toMatchObject({ z: 'underMission', loc: h.card(SSC) });
    expect(h.s.cards[ts]?.revealed).toBe(true);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(h.s.turn.active).toBe('player-1');
    h.finish();
  });

  it('undone: points scored in the undone attempt are lost (Nanites overcome for 5 before the loop)', () => {
    const h = spacePosition(AT_35, ['Nanites', T]);
    attemptFromShip(h);
    expect(events(h, 'dilemmaOvercome').map((e) => e.data?.card)).toEqual([h.card('Nanites', 'player-1')]); // overcome first, its 5 points scored
    expect(seat(h.s, 'player-2').score).toBe(0);
    expect(h.where(h.card('Nanites', 'player-1'))).toMatchObject({ z: 'underMission', loc: h.card(SSC) });
    expect(h.s.turn.active).toBe('player-1');
    h.finish();
  });

  it('the next turn keeps copies again only while a loop is still seeded; a game without one keeps none', () => {
    const h = spacePosition(AT_35, [T]);
    attemptFromShip(h);
    expect(h.s.turn.active).toBe('player-1');
    expect(h.s.loops).toBeUndefined(); // the only loop is discarded
    const none = spacePosition(AT_35, ['Tsiolkovsky Infection']);
    expect(none.s.loops).toBeUndefined();
    none.choose(`Move ${KVORT} to Gault`);
    expect(none.s.loops).toBeUndefined();
    none.finish();
    h.finish();
  });
});
