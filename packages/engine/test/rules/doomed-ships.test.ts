/**
 * rules/doomed-ships.ts: a card riding on a ship that destroys it at the end of its player's next turn
 * unless the saving skill is aboard (Isabella: Youth). The card's own spec plays it through decisions;
 * these cases put it on by hand (doomShip), so they do not replay.
 */
import { describe, expect, it } from 'vitest';
import { moveTo } from '../../src/rules/board.ts';
import { DOOMS, doomShip, doomsAtTurnEnd, savedBy } from '../../src/rules/doomed-ships.ts';
import { marksBy } from '../../src/core/modifiers.ts';
import { setup } from '../cards/interrupts-b-position.ts';

const KV = "I.K.C. K'Vort";

describe('doomed ships', () => {
  it('Isabella is saved against by Youth', () => {
    expect(DOOMS['isabella']).toEqual({ saves: 'Youth' });
  });

  it('the saving skill is read among the personnel aboard (boundary: Divok has Youth, Klag not)', () => {
    const h = setup({}, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] });
    const kv = h.card(KV);
    expect(savedBy(h.s, kv, 'Youth')).toBe(false);
    const y = setup({}, { ships: [{ card: KV, at: 'Gault', crew: ['Klag', 'Divok'] }] });
    expect(savedBy(y.s, y.card(KV), 'Youth')).toBe(true);
  });

  it('negative: not at the end of the turn it was put on; a card that left its ship is forgotten', () => {
    const h = setup({ hand: ['Isabella'] }, { ships: [{ card: KV, at: 'Gault', crew: ['Klag'] }] });
    const kv = h.card(KV);
    const is = h.card('Isabella');
    doomShip(h.s, is, kv);
    doomsAtTurnEnd(h.s);
    expect(h.where(kv).z).toBe('inSpace');
    expect(marksBy(h.s, 'isabella')).toHaveLength(1);
    moveTo(h.s, is, { z: 'discard' });
    doomsAtTurnEnd(h.s);
    expect(marksBy(h.s, 'isabella')).toHaveLength(0);
  });
});
