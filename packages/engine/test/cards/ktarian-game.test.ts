/**
 * Ktarian Game (Premiere space dilemma): goes onto the ship; one personnel aboard, at random, is
 * disabled now and as each of the ship owner's turns begins; cured (victims recover, card discarded)
 * by CUNNING over 30 among those aboard not disabled, or an android aboard (docs/RULINGS.md,
 * "Premiere: the last dilemmas and Time Travel Pod", PL-KG1..KG3).
 */
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { attemptingTeam } from '../../src/rules/dilemmas.ts';
import { isDisabled } from '../../src/rules/crew-afflictions.ts';
import type { Harness } from '../harness.ts';
import { endTurn, events } from './helpers.ts';
import { spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const K = 'Ktarian Game';
const KVORT = "I.K.C. K'Vort";
/** CUNNING 7 + 7 + 8 + 8 = 30: one short of the cure. */
const THIRTY = ['Kurak', 'Gowron', "K'mpec", 'Lursa'];
/** CUNNING 7 + 8 + 8 + 8 = 31: the cure. */
const THIRTY_ONE = ['Kurak', "B'Etor", "K'mpec", 'Lursa'];

const crewIds = (h: Harness, names: string[]): CardId[] => names.map((n) => h.card(n, 'player-2'));
const disabled = (h: Harness, names: string[]): CardId[] => crewIds(h, names).filter((id) => isDisabled(h.s, id));

describe('Ktarian Game', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_031')).toEqual({ implemented: true });
    expect(cardText('ktarian-game')).toContain('disabled');
  });

  it('met by a crew of CUNNING 30 (one short): it goes onto the ship and one personnel is disabled, with no skills and out of the crew', () => {
    const h = spaceAttempt(THIRTY, [K]);
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(K, 'player-1'))).toEqual({ z: 'attached', host: ship });
    const victims = disabled(h, THIRTY);
    expect(victims).toHaveLength(1);
    const v = victims[0] as CardId;
    expect(skillsOf(h.s, v).size).toBe(0);
    expect(attemptingTeam(h.s, 'player-2', h.card(SSC), ship)).not.toContain(v);
    expect(events(h, 'personnelDisabled')).toHaveLength(1);
    h.finish();
  });

  it('met by a crew of CUNNING 31 (the threshold): cured at once, discarded, nobody disabled', () => {
    const h = spaceAttempt(THIRTY_ONE, [K]);
    expect(h.where(h.card(K, 'player-1')).z).toBe('discard');
    expect(disabled(h, THIRTY_ONE)).toEqual([]);
    h.finish();
  });

  it('an android aboard cures it at once, whatever the CUNNING', () => {
    const h = spaceAttempt(['Batrell', 'Data'], [K]);
    expect(h.where(h.card(K, 'player-1')).z).toBe('discard');
    expect(isDisabled(h.s, h.card('Batrell', 'player-2'))).toBe(false);
    h.finish();
  });

  it('the ship owner\'s next turn begins: one more is disabled; the opponent\'s turn adds none (wrong player)', () => {
    const h = spaceAttempt(THIRTY, [K]);
    expect(disabled(h, THIRTY)).toHaveLength(1);
    endTurn(h); // player-1's turn begins
    expect(h.s.turn.active).toBe('player-1');
    expect(disabled(h, THIRTY)).toHaveLength(1);
    endTurn(h); // player-2's turn begins
    expect(h.s.turn.active).toBe('player-2');
    expect(disabled(h, THIRTY)).toHaveLength(2);
    expect(h.where(h.card(K, 'player-1')).z).toBe('attached');
    h.finish();
  });

  it('a crew that comes to CUNNING over 30 cures it at the end of the turn: every victim recovers', () => {
    const h = spacePosition(THIRTY, [K], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Koroth', "B'Etor"] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    h.passResponses();
    expect(disabled(h, THIRTY)).toHaveLength(1);
    h.choose(`Load from Klingon Outpost onto ${KVORT}`);
    h.choose('Koroth');
    h.choose("B'Etor"); // 30 less the victim's CUNNING (at most 8), and 6 + 8: over 30
    if (h.offers('done')) h.choose('done');
    h.passResponses();
    endTurn(h);
    expect(h.where(h.card(K, 'player-1')).z).toBe('discard');
    expect(disabled(h, THIRTY)).toEqual([]);
    for (const id of crewIds(h, THIRTY)) expect(skillsOf(h.s, id).size).toBeGreaterThan(0);
    h.finish();
  });

  it('a victim who leaves the ship stays disabled (the card is still on the ship)', () => {
    const h = spacePosition(THIRTY, [K], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: [] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    h.passResponses();
    const v = disabled(h, THIRTY)[0] as CardId;
    h.choose(`Unload from ${KVORT} to Klingon Outpost`);
    h.chooseId(`pick:${v}`);
    if (h.offers('done')) h.choose('done');
    h.passResponses();
    expect(h.where(v)).toEqual({ z: 'aboard', host: h.card('Klingon Outpost', 'player-2') });
    expect(isDisabled(h.s, v)).toBe(true);
    expect(skillsOf(h.s, v).size).toBe(0);
    h.finish();
  });

  it('the other player\'s crew at the mission is untouched (wrong ship)', () => {
    const h = spaceAttempt(THIRTY, [K], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Taitt'] }] } });
    expect(isDisabled(h.s, h.card('Taitt', 'player-1'))).toBe(false);
    h.finish();
  });

  it('met from an outpost: no ship to go on, discarded with no effect', () => {
    const h = spacePosition([], [K], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Batrell'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(K, 'player-1')).z).toBe('discard');
    expect(isDisabled(h.s, h.card('Batrell', 'player-2'))).toBe(false);
    h.finish();
  });
});
