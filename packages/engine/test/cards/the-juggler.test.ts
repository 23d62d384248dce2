/**
 * The Juggler (Premiere interrupt, 101_142): its player has a player's draw deck shuffled, his own or
 * the opponent's. Constructed positions.
 */
import { describe, expect, it } from 'vitest';
import { seat } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cardText } from '../../src/cards/registry.ts';
import { setupTest } from '../harness.ts';
import { plays, position, setup } from './interrupts-b-position.ts';

const TJ = 'The Juggler';

describe('The Juggler', () => {
  it('is implemented, its text in our words', () => {
    expect(cardImplementation('101_142')).toEqual({ implemented: true });
    expect(cardText('the-juggler')).toContain('shuffled');
  });

  it('shuffles the deck of the player named, and only his', () => {
    const h = setup({ hand: [TJ] });
    expect(plays(h, TJ)).toEqual([`Play ${TJ}: shuffle player-1's draw deck`, `Play ${TJ}: shuffle player-2's draw deck`]);
    const mine = [...seat(h.s, 'player-1').deck];
    const theirs = [...seat(h.s, 'player-2').deck];
    h.choose(`Play ${TJ}: shuffle player-2's draw deck`);
    h.passResponses();
    expect(seat(h.s, 'player-1').deck).toEqual(mine);
    expect(seat(h.s, 'player-2').deck).not.toEqual(theirs);
    expect([...seat(h.s, 'player-2').deck].sort()).toEqual([...theirs].sort());
    h.finish();
  });

  it('boundary: a deck of two cards may be shuffled, a deck of one may not', () => {
    const base = position({ hand: [TJ] });
    const h = setupTest({
      ...base,
      decks: {
        'player-1': { missions: ['Reported Activity'], seed: ['Federation Outpost'], draw: [TJ, 'Calloway', 'Taitt'] },
        'player-2': { missions: ['Avert Danger', 'Gault'], seed: ['Klingon Outpost'], draw: ['Klag'] },
      },
    } as typeof base);
    expect(seat(h.s, 'player-1').deck).toHaveLength(2);
    expect(seat(h.s, 'player-2').deck).toHaveLength(1);
    expect(plays(h, TJ)).toEqual([`Play ${TJ}: shuffle player-1's draw deck`]);
    h.finish();
  });
});
