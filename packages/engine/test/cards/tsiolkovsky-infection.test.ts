/**
 * Tsiolkovsky Infection (Premiere space dilemma): goes onto the ship, the attempt goes on; everyone
 * aboard loses the first skill listed after the classification; three MEDICAL cure it; not
 * cumulative. Two MEDICAL and three; a second infection; the other player's ship; from an outpost (DD6).
 */
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { moveTo } from '../../src/rules/board.ts';
import { endTurn } from './helpers.ts';
import { spaceAttempt, spacePosition, SSC } from './space-dilemma-spec.ts';

const T = 'Tsiolkovsky Infection';
const KVORT = "I.K.C. K'Vort";

describe('Tsiolkovsky Infection', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_052')).toEqual({ implemented: true });
    expect(cardText('tsiolkovsky-infection')).toContain('first skill');
  });

  it('met: on the ship, the crew goes on; each loses the first skill after its classification, the classification kept', () => {
    const h = spaceAttempt(['Klag', 'Kromm'], [T]);
    const ship = h.card(KVORT, 'player-2');
    expect(h.where(h.card(T, 'player-1'))).toEqual({ z: 'attached', host: ship });
    expect(h.s.cards[ship]?.stopped).toBeFalsy();
    const klag = skillsOf(h.s, h.card('Klag', 'player-2'));
    expect(klag.get('Navigation')).toBeUndefined();
    expect(klag.get('OFFICER')).toBe(1);
    const kromm = skillsOf(h.s, h.card('Kromm', 'player-2'));
    expect(kromm.get('Physics')).toBeUndefined();
    expect(kromm.get('ENGINEER')).toBe(1);
    h.finish();
  });

  it('two MEDICAL aboard (boundary): infected, and still at the end of the turn', () => {
    const h = spaceAttempt(['Divok', 'Vekma'], [T]);
    expect(h.where(h.card(T, 'player-1')).z).toBe('attached');
    expect(skillsOf(h.s, h.card('Divok', 'player-2')).get('Biology')).toBeUndefined();
    endTurn(h);
    expect(h.where(h.card(T, 'player-1')).z).toBe('attached');
    h.finish();
  });

  it('three MEDICAL aboard when it is met: cured at once, nobody loses a skill', () => {
    const h = spaceAttempt(['Divok', 'Vekma', 'Dr. Farek'], [T]);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(skillsOf(h.s, h.card('Divok', 'player-2')).get('Biology')).toBe(1);
    h.finish();
  });

  it('a third MEDICAL coming aboard: cured at the end of the turn, the skills back', () => {
    const h = spacePosition(['Divok', 'Vekma'], [T], { p2: { outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Dr. Farek'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card(KVORT, 'player-2')}`);
    h.passResponses();
    h.choose("Load from Klingon Outpost onto I.K.C. K'Vort");
    h.choose('Dr. Farek');
    h.passResponses();
    expect(h.where(h.card(T, 'player-1')).z).toBe('attached');
    endTurn(h);
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(skillsOf(h.s, h.card('Divok', 'player-2')).get('Biology')).toBe(1);
    h.finish();
  });

  it('not cumulative: a second infection on the same ship takes no second skill', () => {
    const h = spaceAttempt(['Klag', 'Gorta'], [T], { p1: { hand: [T] } });
    const ship = h.card(KVORT, 'player-2');
    const second = h.card(T, 'player-1', 'hand');
    moveTo(h.s, second, { z: 'attached', host: ship });
    const gorta = skillsOf(h.s, h.card('Gorta', 'player-2'));
    expect(gorta.get('Physics')).toBeUndefined();
    expect(gorta.get('Greed')).toBe(1);
    expect(gorta.get('ENGINEER')).toBe(1);
  });

  it('the other player\'s crew at the mission, aboard his own ship, keeps its skills (wrong ship)', () => {
    const h = spaceAttempt(['Klag'], [T], { p1: { ships: [{ card: 'U.S.S. Galaxy', at: SSC, crew: ['Vekor'] }] } });
    expect(skillsOf(h.s, h.card('Vekor', 'player-1')).get('MEDICAL')).toBe(1);
    h.finish();
  });

  it('met from an outpost: no ship to go on, discarded with no effect', () => {
    const h = spacePosition([], [T], { p2: { ships: [], outposts: [{ card: 'Klingon Outpost', at: SSC, crew: ['Klag'] }] } });
    h.chooseId(`attempt:${h.card(SSC)}:${h.card('Klingon Outpost', 'player-2')}`);
    h.passResponses();
    expect(h.where(h.card(T, 'player-1')).z).toBe('discard');
    expect(skillsOf(h.s, h.card('Klag', 'player-2')).get('Navigation')).toBe(1);
    h.finish();
  });
});
