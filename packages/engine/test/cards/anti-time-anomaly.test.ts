/**
 * Anti-Time Anomaly (Premiere event 101_067): played by player-1 in turn 1, it kills every personnel
 * in play, both players', when player-1's third full turn after it ends (turn 7), unless it has left
 * the table. Set up as constructed positions. docs/RULINGS.md, "Premiere events, batch A".
 */
import { describe, expect, it } from 'vitest';
import type { PositionSpec } from '../../src/index.ts';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { moveTo } from '../../src/rules/board.ts';
import { setupTest } from '../harness.ts';

const A = 'Anti-Time Anomaly';
function position(hand: string[] = [A], p2Hand: string[] = []) {
  return setupTest({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault'],
    'player-1': { missions: ['Avert Danger'], hand, planets: { 'Avert Danger': ['Taitt', 'Mendon'] }, ships: [{ card: 'Runabout', at: 'Avert Danger', crew: ['Calloway'] }] },
    'player-2': { missions: ['Gault'], hand: p2Hand, planets: { Gault: ['Klag', 'Kromm'] } },
    turn: { active: 'player-1' },
  } as PositionSpec);
}
type H = ReturnType<typeof position>;
const PEOPLE = ['Taitt', 'Mendon', 'Calloway', 'Klag', 'Kromm'];
const alive = (h: H) => PEOPLE.filter((n) => h.cards(n).some((id) => ['planet', 'aboard'].includes(h.where(id).z)));
function play(h: H, who: 'player-1' | 'player-2' = 'player-1'): void {
  const o = h.options().find((x) => x.card === h.card(A, who));
  if (!o) throw new Error('not offered');
  h.chooseId(o.id);
  h.passResponses();
}
/** Ends turns until the turn numbered `n` has ended (the next player's main decision). */
function endThrough(h: H, n: number): void {
  for (let k = 0; k < 50 && h.s.turn.number <= n; k++) {
    if (h.s.pending?.kind === 'main') h.chooseId('end');
    else h.chooseId(h.options()[0]?.id as string);
  }
}

describe('Anti-Time Anomaly', () => {
  it('is an event of the card data, implemented, on the table, its text in our words', () => {
    expect(facts('anti-time-anomaly').type).toBe('event');
    expect(cardImplementation('101_067')).toEqual({ implemented: true });
    expect(cardText('anti-time-anomaly')).toContain('every personnel in play dies');
  });

  it('kills every personnel in play, both players\', on planets and aboard, when its owner\'s third full turn ends', () => {
    const h = position();
    play(h);
    expect(h.where(h.card(A)).z).toBe('table');
    expect(h.log().some((l) => l.includes('turn 7'))).toBe(true);
    endThrough(h, 7);
    expect(alive(h)).toEqual([]);
    expect(h.where(h.card('Klag')).z).toBe('discard');
    expect(h.s.result).toBeFalsy();
    h.finish();
  });

  it('boundary: at the end of its owner\'s second full turn (turn 5) and of the opponent\'s turn 6 everyone still lives', () => {
    const h = position();
    play(h);
    endThrough(h, 5);
    expect(alive(h)).toEqual(PEOPLE);
    endThrough(h, 6);
    expect(alive(h)).toEqual(PEOPLE);
    endThrough(h, 7);
    expect(alive(h)).toEqual([]);
  });

  it('negative: destroyed before the countdown ends, it kills nobody', () => {
    const h = position();
    play(h);
    endThrough(h, 4);
    moveTo(h.s, h.card(A), { z: 'discard' });
    endThrough(h, 9);
    expect(alive(h)).toEqual(PEOPLE);
  });

  it('played by player-2, it counts player-2\'s turns, not player-1\'s; not offered in the opponent\'s turn', () => {
    const h = position([], [A]);
    expect(h.options().some((x) => x.card === h.card(A, 'player-2'))).toBe(false);
    endThrough(h, 1);
    play(h, 'player-2');
    endThrough(h, 7);
    expect(alive(h)).toEqual(PEOPLE);
    endThrough(h, 8);
    expect(alive(h)).toEqual([]);
  });
});
