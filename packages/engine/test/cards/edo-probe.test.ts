/**
 * Edo Probe (Alternate Universe 103_012, dual dilemma, -10 points): the encountering player abandons
 * the attempt (no new attempt there by him before some player solves another mission), or goes
 * on and loses 10 points unless he completes the mission this turn. Constructed positions: player-2
 * (active) attempts Gault (Exobiology + OFFICER + Honor x2); docs/RULINGS.md, "Alternate Universe
 * dilemmas, the last five".
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { happened } from '../../src/core/happenings.ts';
import { whyAbandoned } from '../../src/rules/abandoned-missions.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { endTurn } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const EP = ['Edo Probe'];
const SOLVERS = ['Batrell', "J'Ddan", 'Vekma'];

describe('Edo Probe', () => {
  it('is a dual dilemma worth -10, implemented, with its text in our words', () => {
    const f = facts('edo-probe');
    expect(f.type === 'dilemma' && [f.dilemmaType, f.bonusPoints]).toEqual(['dual', -10]);
    expect(cardImplementation('103_012')).toEqual({ implemented: true });
    expect(cardText('edo-probe')).toContain('abandon the attempt');
  });

  it('the encountering player (not the opponent) chooses; abandoned: stopped, the card back under the mission, no new attempt there by him', () => {
    const h = meet(EP, { team: SOLVERS });
    expect(h.s.pending?.kind).toBe('chooseEdoProbe');
    expect(h.s.pending?.player).toBe('player-2');
    h.chooseId('edo:abandon');
    const gault = h.card('Gault');
    expect(h.where(h.card('Edo Probe'))).toMatchObject({ z: 'underMission', loc: gault });
    expect(stopped(h, 'Batrell')).toBe(true);
    expect(h.s.completed[gault]).toBeUndefined();
    expect(whyCannotAttempt(h.s, 'player-2', gault)).toContain('abandoned');
    // the other player is not held by it (wrong player)
    expect(whyAbandoned(h.s, 'player-1', gault)).toBeNull();
    endTurn(h);
    endTurn(h);
    // player-2's next turn: still held, his team unstopped
    expect(h.s.turn.active).toBe('player-2');
    expect(h.offers('Attempt Gault')).toBe(false);
    h.finish();
  });

  it('a different mission completed by any player frees the abandoned mission; the same mission would not', () => {
    const h = meet(EP, { team: SOLVERS });
    h.chooseId('edo:abandon');
    const gault = h.card('Gault');
    happened(h.s, { type: 'missionCompleted', player: 'player-1', loc: gault, team: [] });
    expect(whyAbandoned(h.s, 'player-2', gault)).not.toBeNull();
    const other = h.card('Distress Mission');
    happened(h.s, { type: 'missionCompleted', player: 'player-1', loc: other, team: [] });
    expect(whyAbandoned(h.s, 'player-2', gault)).toBeNull();
  });

  it('go on and complete the mission this turn: the card is discarded, nothing is lost', () => {
    const h = meet(EP, { team: SOLVERS });
    h.chooseId('edo:continue');
    expect(h.s.completed[h.card('Gault')]).toBe('player-2');
    expect(h.where(h.card('Edo Probe')).z).toBe('discard');
    expect(seat(h.s, 'player-2').score).toBe(30);
    endTurn(h);
    expect(seat(h.s, 'player-2').score).toBe(30);
    h.finish();
  });

  it('go on without completing it: nothing lost until the turn ends (boundary), then the card goes to his bonus area at -10', () => {
    const h = meet(EP, { team: ['Klag'] });
    h.chooseId('edo:continue');
    const gault = h.card('Gault');
    expect(h.s.completed[gault]).toBeUndefined();
    expect(stopped(h, 'Klag')).toBe(false);
    expect(h.where(h.card('Edo Probe'))).toEqual({ z: 'attached', host: gault });
    expect(seat(h.s, 'player-2').score).toBe(0);
    endTurn(h);
    expect(h.where(h.card('Edo Probe'))).toEqual({ z: 'bonus', player: 'player-2' });
    expect(seat(h.s, 'player-2').score).toBe(-10);
    expect(seat(h.s, 'player-1').score).toBe(0);
    h.finish();
  });
});
