/**
 * Punishment Zone (Alternate Universe 103_023, planet dilemma, -5 points): one Away Team member at
 * random is killed, or beamed up by his player at a penalty of 5 points (10 if Federation).
 */
import { describe, expect, it } from 'vitest';
import { facts, seat } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { eventCards, events } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';

const PZ = ['Punishment Zone'];
const KVORT = { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: [] }] };
const RUNABOUT = { ships: [{ card: 'Runabout', at: 'Gault', crew: [] }] };

describe('Punishment Zone', () => {
  it('is a planet dilemma worth -5, implemented, with its text in our words', () => {
    const f = facts('punishment-zone');
    expect(f.type === 'dilemma' && [f.dilemmaType, f.bonusPoints]).toEqual(['planet', -5]);
    expect(cardImplementation('103_023')).toEqual({ implemented: true });
    expect(cardText('punishment-zone')).toContain('-10 if he is Federation');
  });

  it('the encountering player (not the opponent) chooses; beamed up: aboard his ship, stopped, the card in his bonus area at -5', () => {
    const h = meet(PZ, { team: ['Klag'], p2: KVORT });
    expect(h.s.pending?.kind).toBe('choosePunishment');
    expect(h.s.pending?.player).toBe('player-2');
    expect(h.s.pending?.options.map((o) => o.id)).toEqual(['punishment:die', `punishment:beam:${h.card("I.K.C. K'Vort", 'player-2')}`]);
    h.chooseId(`punishment:beam:${h.card("I.K.C. K'Vort", 'player-2')}`);
    expect(h.where(h.card('Klag'))).toEqual({ z: 'aboard', host: h.card("I.K.C. K'Vort", 'player-2') });
    expect(stopped(h, 'Klag')).toBe(true);
    expect(seat(h.s, 'player-2').score).toBe(-5);
    expect(h.where(h.card('Punishment Zone'))).toEqual({ z: 'bonus', player: 'player-2' });
    h.finish();
  });

  it('a Federation member beamed up pays double: -10', () => {
    // the first seed whose random pick is Data (Klag makes the attempt at a Klingon mission possible)
    let seed = 1;
    let h = meet(PZ, { team: ['Klag', 'Data'], p2: RUNABOUT, seed });
    while (h.s.pending?.options[0]?.card !== h.card('Data') && seed < 40) h = meet(PZ, { team: ['Klag', 'Data'], p2: RUNABOUT, seed: ++seed });
    expect(h.s.pending?.options[1]?.label).toContain('lose 10 points');
    h.chooseId(`punishment:beam:${h.card('Runabout', 'player-2')}`);
    expect(seat(h.s, 'player-2').score).toBe(-10);
    expect(h.s.cards[h.card('Punishment Zone')]?.points).toBe(-10);
    h.finish();
  });

  it('let him die: killed, no points lost, the card discarded, the others not stopped', () => {
    const h = meet(PZ, { team: ['Klag'], p2: KVORT });
    h.chooseId('punishment:die');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag')]);
    expect(seat(h.s, 'player-2').score).toBe(0);
    expect(h.where(h.card('Punishment Zone')).z).toBe('discard');
    h.finish();
  });

  it('the victim is random among the team; the rest go on unstopped', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const h = meet(PZ, { team: ['Klag', 'Kromm', 'Divok'], p2: KVORT, seed });
      const v = h.s.pending?.options[0]?.card;
      seen.add(String(v && h.s.cards[v]?.def));
      h.chooseId('punishment:die');
      for (const r of ['Klag', 'Kromm', 'Divok']) if (h.card(r, 'player-2') !== v) expect(stopped(h, r)).toBe(false);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('nowhere to beam to (no ship of his here; the opponent\'s ship does not count): he dies, nothing is asked', () => {
    const h = meet(PZ, { team: ['Klag'], p1: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: [] }] } });
    expect(h.s.pending?.kind).toBe('main');
    expect(eventCards(h, 'personnelKilled')).toEqual([h.card('Klag', 'player-2')]);
    expect(events(h, 'pointsScored')).toEqual([]);
    h.finish();
  });
});
