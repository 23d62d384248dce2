/**
 * A card in play that goes back to its owner's hand (docs/RULINGS.md, "Leaving play to hand"): what
 * was played on it is discarded, and so is what was aboard it; nothing stays on a card in a hand. The
 * rule is the board's (rules/board.ts moveTo), so every return-to-hand effect follows it: Energy Vortex
 * (cards/energy-vortex.test.ts), a persona swap (whose own rule hands the old version's cards on first,
 * persona-play-rules.test.ts), and any later one.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { checkInvariants } from '../../src/index.ts';
import { moveTo } from '../../src/rules/board.ts';
import { seat } from '../../src/core/types.ts';

describe('leaving play to hand', () => {
  it('a ship returned to hand: the Plasma Fire played on it and its crew are discarded, each logged', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: {
        ships: [{ card: 'starship-enterprise', crew: ['taitt', 'mendon'] }],
        attached: [{ card: 'plasma-fire', on: 'starship-enterprise' }],
      },
    });
    const ship = h.card('starship-enterprise');
    const fire = h.card('plasma-fire', 'federation', 'attached');
    const crew = [h.card('taitt'), h.card('mendon')];
    moveTo(h.s, ship, { z: 'hand' }); // as a return-to-hand effect does
    expect(h.where(ship)).toEqual({ z: 'hand' });
    expect(h.where(fire)).toEqual({ z: 'discard' });
    for (const id of crew) expect(h.where(id)).toEqual({ z: 'discard' });
    expect(h.log().filter((t) => t.endsWith('is discarded: Starship Enterprise leaves play'))).toHaveLength(3);
    expect(checkInvariants(h.s, Object.keys(h.start.cards).length)).toEqual([]); // nothing aboard or attached to a card out of play
  });

  it('negative: a card coming to hand from out of play (a draw) discards nothing, and the ship in play keeps its crew', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'starship-enterprise', crew: ['taitt'] }], hand: [] },
    });
    const before = h.log().length;
    const top = seat(h.s, 'federation').deck.at(-1) as string;
    expect(top).toBeDefined();
    moveTo(h.s, top, { z: 'hand' });
    expect(h.where(top)).toEqual({ z: 'hand' });
    expect(h.log().length).toBe(before);
    expect(h.where(h.card('taitt'))).toEqual({ z: 'aboard', host: h.card('starship-enterprise') });
    expect(checkInvariants(h.s, Object.keys(h.start.cards).length)).toEqual([]);
  });
});
