/**
 * Hyper-Aging (Premiere 101_028, planet dilemma, 5 points; older print): the attempt goes on; each
 * member of the team is under quarantine, to die as its owner's third full turn from then ends,
 * short of SCIENCE and 2 MEDICAL joining them. SCIENCE + 1 MEDICAL and + 2; two full turns and three; the
 * opponent's turns not counted; the opponent's MEDICAL not counting (RULINGS C1-C3).
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { countdownVictims, turnsCounted } from '../../src/rules/countdown.ts';
import { endTurn, events } from './helpers.ts';
import { meet, PLANET, stopped } from './dilemma-positions.ts';

const HA = 'Hyper-Aging';
const TEAM = ['Dukath', 'Divok', 'Klag']; // SCIENCE, one MEDICAL

describe('Hyper-Aging', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_028')).toEqual({ implemented: true });
    expect(cardText('hyper-aging')).toContain('quarantined');
  });

  it('SCIENCE and one MEDICAL: the team is quarantined, not stopped; the card waits on the mission', () => {
    const h = meet([HA], { team: TEAM });
    const c = h.card(HA, 'player-1');
    expect(h.where(c)).toEqual({ z: 'attached', host: h.card(PLANET) });
    expect(countdownVictims(h.s, c).sort()).toEqual(TEAM.map((n) => h.card(n, 'player-2')).sort());
    expect(stopped(h, 'Klag')).toBe(false);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('the opponent\'s turns are not counted; alive after two full turns, dead at the end of the third (boundary)', () => {
    const h = meet([HA], { team: TEAM });
    const c = h.card(HA, 'player-1');
    endTurn(h); // the turn it was met in: no full turn
    expect(turnsCounted(h.s, c)).toBe(0);
    endTurn(h); // player-1's
    expect(turnsCounted(h.s, c)).toBe(0);
    for (let i = 0; i < 3; i++) endTurn(h); // player-2's first, player-1's, player-2's second
    expect(turnsCounted(h.s, c)).toBe(2);
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('planet');
    endTurn(h); // player-1's
    expect(h.s.turn.active).toBe('player-2');
    endTurn(h); // player-2's third full turn
    for (const n of TEAM) expect(h.where(h.card(n, 'player-2')).z).toBe('discard');
    expect(h.where(c).z).toBe('discard');
    expect(seat(h.s, 'player-2').score).toBe(0);
    h.finish();
  });

  it('SCIENCE and two MEDICAL when met: nobody is quarantined, the 5 points scored', () => {
    const h = meet([HA], { team: ['Dukath', 'Divok', 'Vekma'] });
    const c = h.card(HA, 'player-1');
    expect(h.where(c).z).toBe('bonus');
    expect(events(h, 'dilemmaOvercome')).toHaveLength(1);
    expect(events(h, 'countdownStarted')).toEqual([]);
    expect(seat(h.s, 'player-2').score).toBeGreaterThanOrEqual(5);
    h.finish();
  });

  it('a second MEDICAL beamed down later cures them at the end of that turn: 5 points, nobody dies', () => {
    const h = meet([HA], { team: TEAM, p2: { outposts: [{ card: 'Klingon Outpost', at: PLANET, crew: ['Vekma'] }] } });
    const c = h.card(HA, 'player-1');
    endTurn(h);
    endTurn(h);
    const before = seat(h.s, 'player-2').score;
    h.choose('Beam down');
    h.choose('Vekma');
    h.passResponses();
    expect(h.where(c).z).toBe('attached'); // cured at the turn's end, not at once
    endTurn(h);
    expect(events(h, 'countdownCured')).toHaveLength(3);
    expect(h.where(c).z).toBe('bonus');
    expect(seat(h.s, 'player-2').score).toBe(before + 5);
    for (let i = 0; i < 6; i++) endTurn(h);
    expect(events(h, 'personnelKilled')).toEqual([]);
    h.finish();
  });

  it('the opponent\'s MEDICAL on the planet is not theirs: no cure (wrong player)', () => {
    const h = meet([HA], { team: TEAM, p1: { planets: { [PLANET]: ['Dr. Farek'] } } });
    for (let i = 0; i < 7; i++) endTurn(h);
    expect(h.where(h.card('Dukath', 'player-2')).z).toBe('discard');
    expect(h.where(h.card('Dr. Farek', 'player-1')).z).toBe('planet');
    h.finish();
  });

  it('a quarantined member who leaves still dies when it runs out', () => {
    const h = meet([HA], { team: TEAM, p2: { ships: [{ card: "I.K.C. K'Vort", at: PLANET, crew: [] }] } });
    endTurn(h);
    endTurn(h);
    h.choose('Beam up');
    h.choose('Klag');
    h.choose('done');
    h.passResponses();
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('aboard');
    for (let i = 0; i < 5; i++) endTurn(h);
    expect(h.where(h.card('Klag', 'player-2')).z).toBe('discard');
    h.finish();
  });
});
