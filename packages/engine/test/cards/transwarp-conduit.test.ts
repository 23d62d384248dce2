/**
 * Transwarp Conduit (Premiere interrupt, 101_143): any ship's RANGE is doubled until the end of the turn.
 * Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { maxRange, rangeLeft } from '../../src/rules/movement.ts';
import { plays, setup } from './interrupts-b-position.ts';

const TC = 'Transwarp Conduit';
const RUNABOUT = { card: 'Runabout', at: 'Reported Activity', crew: ['Calloway'] };
const KVORT = { card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] };

describe('Transwarp Conduit', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_143')).toEqual({ implemented: true });
    expect(cardText('transwarp-conduit')).toContain('RANGE');
  });

  it('doubles a ship\'s RANGE for the turn; RANGE already used stays used; the next turn it is back', () => {
    const h = setup({ hand: [TC], ships: [RUNABOUT] });
    const ship = h.card('Runabout', 'player-1');
    expect(maxRange(h.s, ship)).toBe(7);
    h.choose('Move Runabout to Gault');
    h.passResponses();
    const used = 7 - rangeLeft(h.s, ship);
    expect(used).toBeGreaterThan(0);
    h.choose(`Play ${TC}: on Runabout`);
    h.passResponses();
    expect(maxRange(h.s, ship)).toBe(14);
    expect(rangeLeft(h.s, ship)).toBe(14 - used);
    h.choose('end');
    h.passResponses();
    expect(maxRange(h.s, ship)).toBe(7);
    h.finish();
  });

  it('any ship, the opponent\'s too; not a second time on a ship that has it this turn', () => {
    const h = setup({ hand: [TC, TC], ships: [RUNABOUT] }, { ships: [KVORT] });
    expect(plays(h, TC).sort()).toEqual([`Play ${TC}: on I.K.C. K'Vort`, `Play ${TC}: on Runabout`]);
    h.choose(`Play ${TC}: on Runabout`);
    h.passResponses();
    expect(plays(h, TC)).toEqual([`Play ${TC}: on I.K.C. K'Vort`]);
    h.finish();
  });

  it('with no ship in play there is no play', () => {
    const h = setup({ hand: [TC] });
    expect(plays(h, TC)).toEqual([]);
    h.finish();
  });
});
