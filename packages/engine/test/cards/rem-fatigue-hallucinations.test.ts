/**
 * REM Fatigue Hallucinations (Premiere 101_047, dual dilemma, 5 points; older print): the team
 * that met it dies at the end of its owner's third full turn unless 3 MEDICAL are with them or they
 * reach one of their owner's outposts first. Two MEDICAL and three; two full turns and three; the
 * ship's return to its outpost; the opponent's MEDICAL (RULINGS C1-C4).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { turnsCounted } from '../../src/rules/countdown.ts';
import { endTurn, events } from './helpers.ts';
import { meet, PLANET } from './dilemma-positions.ts';
import { spaceAttempt } from './space-dilemma-spec.ts';

const REM = 'REM Fatigue Hallucinations';

describe('REM Fatigue Hallucinations', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_047')).toEqual({ implemented: true });
    expect(cardText('rem-fatigue-hallucinations')).toContain('3 MEDICAL');
  });

  it('two MEDICAL (one short): the Away Team lives through two full turns and dies at the end of the third (boundary)', () => {
    const h = meet([REM], { team: ['Divok', 'Vekma', 'Klag'] });
    const c = h.card(REM, 'player-1');
    expect(h.where(c)).toEqual({ z: 'attached', host: h.card(PLANET) });
    expect(h.s.cards[h.card('Klag', 'player-2')]?.stopped).toBeFalsy();
    for (let i = 0; i < 5; i++) endTurn(h); // met, p1, p2 (1), p1, p2 (2)
    expect(turnsCounted(h.s, c)).toBe(2);
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('planet');
    endTurn(h); // player-1's turn: not counted
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('planet');
    endTurn(h); // player-2's third full turn
    for (const n of ['Divok', 'Vekma', 'Klag']) expect(h.where(h.card(n, 'player-2')).z).toBe('discard');
    expect(h.where(c).z).toBe('discard');
    h.finish();
  });

  it('three MEDICAL when met: nobody is touched, the 5 points scored', () => {
    const h = meet([REM], { team: ['Divok', 'Vekma', 'Dr. Farek'] });
    expect(h.where(h.card(REM, 'player-1')).z).toBe('bonus');
    expect(seat(h.s, 'player-2').score).toBeGreaterThanOrEqual(5);
    expect(events(h, 'countdownStarted')).toEqual([]);
    h.finish();
  });

  it('the opponent\'s MEDICAL on the planet do not count (wrong player)', () => {
    const h = meet([REM], { team: ['Divok', 'Vekma'], p1: { planets: { [PLANET]: ['Dr. Farek'] } } });
    expect(h.where(h.card(REM, 'player-1')).z).toBe('attached');
    for (let i = 0; i < 7; i++) endTurn(h);
    expect(h.where(h.card('Divok', 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('met in space, the crew cured by flying the ship back to its outpost: 5 points at that turn\'s end, nobody dies', () => {
    const h = spaceAttempt(['Klag', 'Kromm'], [REM]);
    const c = h.card(REM, 'player-1');
    expect(h.where(c).z).toBe('attached');
    endTurn(h);
    endTurn(h);
    const before = seat(h.s, 'player-2').score;
    h.choose('Gault');
    h.passResponses();
    endTurn(h);
    expect(events(h, 'countdownCured')).toHaveLength(2);
    expect(h.where(c).z).toBe('bonus');
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    for (let i = 0; i < 6; i++) endTurn(h);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });
});
