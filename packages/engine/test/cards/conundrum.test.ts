/**
 * Conundrum (Alternate Universe 103_011, space dilemma): unless the crew's INTEGRITY is over 40, the
 * ship must do nothing but chase and attack one ship of the opponent's (the encountering player's
 * pick). Constructed positions: player-2 (active) attempts Survey Mission (third of five locations)
 * from its I.K.C. K'Vort; docs/RULINGS.md, "Alternate Universe dilemmas, the last five".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { compelledShips } from '../../src/rules/compelled.ts';
import { endTurn } from './helpers.ts';
import { meet, stopped } from './dilemma-positions.ts';
import type { Harness } from '../harness.ts';

const C = ['Conundrum'];
const KVORT = "I.K.C. K'Vort";
const RUNABOUT_AT_AVERT = { ships: [{ card: 'Runabout', at: 'Avert Danger', crew: ['Taitt'] }] };
/** INTEGRITY 40: Kromm 5, Divok 6, Klag 6, Dukath 5, Batrell 7, Gorath 6, a second Dukath 5. */
const AT_40 = ['Kromm', 'Divok', 'Klag', 'Dukath', 'Batrell', 'Gorath', 'Dukath'];
/** INTEGRITY 41: Vekma 6 for the second Dukath. */
const AT_41 = ['Kromm', 'Divok', 'Klag', 'Dukath', 'Batrell', 'Gorath', 'Vekma'];

const kvortOrders = (h: Harness): string[] => {
  const k = h.card(KVORT, 'player-2');
  return h.options().filter((o) => o.card === k || (o.act.type === 'attempt' && o.act.from === k) || (o.act.type === 'move' && o.act.ship === k)).map((o) => o.id);
};

describe('Conundrum', () => {
  it('is a space dilemma, implemented, with its text in our words', () => {
    const f = facts('conundrum');
    expect(f.type === 'dilemma' && f.dilemmaType).toBe('space');
    expect(cardImplementation('103_011')).toEqual({ implemented: true });
    expect(cardText('conundrum')).toContain('only move toward');
  });

  it('INTEGRITY 40 (boundary, not over 40): the ship and crew are stopped, the card on the ship; next turn it may only move toward the target', () => {
    const h = meet(C, { team: AT_40, space: true, p1: RUNABOUT_AT_AVERT });
    const kvort = h.card(KVORT, 'player-2');
    const runabout = h.card('Runabout', 'player-1');
    expect(h.where(h.card('Conundrum'))).toEqual({ z: 'attached', host: kvort });
    expect(h.s.cards[kvort]?.stopped).toBe(true);
    expect(stopped(h, 'Klag')).toBe(true);
    expect(compelledShips(h.s)).toEqual([{ card: h.card('Conundrum'), ship: kvort, target: runabout }]);
    endTurn(h);
    endTurn(h);
    expect(h.s.turn.active).toBe('player-2');
    // toward Avert Danger (first location) only: Gault and Avert Danger, not Distress Mission nor Reported Activity; no attempt from it
    const moves = kvortOrders(h);
    expect(moves.sort()).toEqual([`move:${kvort}>${h.card('Avert Danger')}`, `move:${kvort}>${h.card('Gault')}`].sort());
    h.finish();
  });

  it('having chased its target down, it attacks it, and the card is then discarded', () => {
    const h = meet(C, { team: ['Klag'], space: true, p1: RUNABOUT_AT_AVERT });
    const kvort = h.card(KVORT, 'player-2');
    const runabout = h.card('Runabout', 'player-1');
    endTurn(h);
    endTurn(h);
    h.chooseId(`move:${kvort}>${h.card('Avert Danger')}`);
    h.passResponses();
    expect(h.options().some((o) => o.id === `battle:ship@${runabout}`)).toBe(true);
    h.chooseId(`battle:ship@${runabout}`);
    for (let i = 0; i < 10 && h.s.pending?.kind !== 'main'; i++) {
      const o = h.s.pending?.options.find((x) => x.card === kvort) ?? h.s.pending?.options.find((x) => x.act.type === 'done') ?? h.s.pending?.options[0];
      h.chooseId(o?.id as string);
    }
    expect(h.where(h.card('Conundrum')).z).toBe('discard');
    expect(compelledShips(h.s)).toEqual([]);
    h.finish();
  });

  it('INTEGRITY 41: overcome, discarded, nobody stopped', () => {
    const h = meet(C, { team: AT_41, space: true, p1: RUNABOUT_AT_AVERT });
    expect(h.where(h.card('Conundrum')).z).toBe('discard');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('no ship of the opponent\'s (his own other ship is no target: wrong player): nothing happens, nobody stopped', () => {
    const h = meet(C, { team: ['Klag'], space: true, p2: { ships: [{ card: KVORT, at: 'Survey Mission', crew: ['Klag'] }, { card: 'Runabout', at: 'Gault', crew: [] }] } });
    expect(h.where(h.card('Conundrum')).z).toBe('discard');
    expect(stopped(h, 'Klag')).toBe(false);
    h.finish();
  });

  it('two ships of the opponent\'s: the encountering player (not the opponent) picks the target', () => {
    const h = meet(C, { team: ['Klag'], space: true, p1: { ships: [{ card: 'Runabout', at: 'Avert Danger', crew: ['Taitt'] }, { card: 'Science Vessel', at: 'Reported Activity', crew: [] }] } });
    expect(h.s.pending?.kind).toBe('chooseChaseTarget');
    expect(h.s.pending?.player).toBe('player-2');
    const sv = h.card('Science Vessel', 'player-1');
    h.chooseId(`chase:${sv}`);
    expect(compelledShips(h.s)[0]?.target).toBe(sv);
    h.finish();
  });

  it('it attacks alone: his other ship at the target\'s location may attack it before the chaser arrives, not with it after', () => {
    const h = meet(C, { team: ['Klag'], space: true, p1: RUNABOUT_AT_AVERT, p2: { ships: [{ card: KVORT, at: 'Survey Mission', crew: ['Klag'] }, { card: KVORT, at: 'Avert Danger', crew: ['Kromm'] }] } });
    const [chaser, other] = h.cards(KVORT, 'player-2') as [string, string];
    expect(h.where(h.card('Conundrum'))).toEqual({ z: 'attached', host: chaser });
    const runabout = h.card('Runabout', 'player-1');
    endTurn(h);
    endTurn(h);
    expect(h.options().some((o) => o.id === `battle:ship@${runabout}`)).toBe(true);
    h.chooseId(`move:${chaser}>${h.card('Avert Danger')}`);
    h.passResponses();
    h.chooseId(`battle:ship@${runabout}`);
    const picks = h.s.pending?.options.filter((o) => o.id.startsWith('pick:')).map((o) => o.card);
    expect(picks).toEqual([chaser]);
    expect(picks).not.toContain(other);
    h.finish();
  });
});
