/**
 * rules/held-stopped.ts: personnel a card in play holds stopped get their stop back after the turn's
 * statuses are cleared; a hold whose card or personnel left play is forgotten.
 */
import { describe, expect, it } from 'vitest';
import { moveTo } from '../../src/rules/board.ts';
import { heldStopped, holdStopped, restopHeld } from '../../src/rules/held-stopped.ts';
import { setupTest } from '../harness.ts';
import { position } from '../cards/dilemma-positions.ts';
import { endTurn } from '../cards/helpers.ts';

const setup = () => {
  const h = setupTest(position([], { team: ['Klag', 'Kromm'], p2: { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: [] }] } }));
  return { h, klag: h.card('Klag', 'player-2'), kromm: h.card('Kromm', 'player-2'), ship: h.card("I.K.C. K'Vort", 'player-2') };
};

describe('held stopped', () => {
  it('a held personnel is stopped at once and again after a turn ends; one not held is not', () => {
    const { h, klag, kromm, ship } = setup();
    holdStopped(h.s, ship, klag);
    expect(h.s.cards[klag]?.stopped).toBe(true);
    endTurn(h);
    expect(h.s.cards[klag]?.stopped).toBe(true);
    expect(h.s.cards[kromm]?.stopped).toBe(false);
    expect(heldStopped(h.s)).toEqual([klag]);
  });

  it('the holding card gone from play: the hold is forgotten and the stop not put back', () => {
    const { h, klag, ship } = setup();
    holdStopped(h.s, ship, klag);
    moveTo(h.s, ship, { z: 'discard' });
    h.s.cards[klag]!.stopped = false;
    restopHeld(h.s);
    expect(h.s.cards[klag]?.stopped).toBe(false);
    expect(heldStopped(h.s)).toEqual([]);
  });

  it('with no hold, restopHeld changes nothing', () => {
    const { h, klag } = setup();
    restopHeld(h.s);
    expect(h.s.cards[klag]?.stopped).toBe(false);
  });
});
