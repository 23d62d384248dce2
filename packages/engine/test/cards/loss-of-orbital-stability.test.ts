/**
 * Loss of Orbital Stability (interrupt): a ship orbiting a planet cannot move for the rest of the turn,
 * and unless its SHIELDS are above 4 it is destroyed at the end of its owner's next turn (the owner's
 * current turn, if it is played during it, does not count).
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { endTurn, eventCards } from './helpers.ts';

describe('Loss of Orbital Stability', () => {
  it('SHIELDS 2: played in the opponent\'s turn, the ship is destroyed when its owner\'s next turn ends', () => {
    const h = setupTest({
      klingon: { hand: ['Loss of Orbital Stability'] },
      federation: { ships: [{ card: 'Type VI Shuttlecraft', at: 'homeward', crew: ['Mendon'] }] },
    });
    const ship = h.card('Type VI Shuttlecraft');
    h.choose('Play Loss of Orbital Stability: on Type VI Shuttlecraft');
    h.passResponses();
    endTurn(h); // turn 1, Klingon
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h); // turn 2, the owner's
    expect(eventCards(h, 'shipDestroyed')).toEqual([ship]);
    expect(h.where(h.card('Mendon')).z).toBe('discard');
    h.finish();
  });

  it('SHIELDS 5 is above 4: the ship only loses its movement for the turn', () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'Runabout', at: 'gravesworld', crew: ['Mendon'] }] },
      klingon: { hand: ['Loss of Orbital Stability'] },
    });
    const ship = h.card('Runabout');
    h.choose('Move Runabout to Homeward');
    h.choose('Play Loss of Orbital Stability: on Runabout');
    h.passResponses();
    expect(h.options().filter((o) => o.group === 'move')).toEqual([]);
    endTurn(h);
    endTurn(h);
    expect(h.options().some((o) => o.group === 'move')).toBe(true);
    endTurn(h);
    endTurn(h);
    expect(h.where(ship).z).toBe('inSpace');
    h.finish();
  });

  it("played during the owner's own turn, that turn does not count: destroyed at the end of the owner's following turn", () => {
    const h = setupTest({
      turn: { active: 'federation' },
      federation: { ships: [{ card: 'Type VI Shuttlecraft', at: 'gravesworld', crew: ['Mendon'] }] },
      klingon: { hand: ['Loss of Orbital Stability'] },
    });
    const ship = h.card('Type VI Shuttlecraft');
    h.choose('Move Type VI Shuttlecraft to Homeward');
    h.choose('Play Loss of Orbital Stability: on Type VI Shuttlecraft');
    h.passResponses();
    endTurn(h); // turn 1, Federation: the turn it was played
    endTurn(h); // turn 2, Klingon
    expect(h.where(ship).z).toBe('inSpace');
    endTurn(h); // turn 3, Federation
    expect(h.where(ship).z).toBe('discard');
    h.finish();
  });

  it('the doomed ship\'s owner may save the crew with an Escape Pod', () => {
    const h = setupTest({
      klingon: { hand: ['Loss of Orbital Stability'] },
      federation: { hand: ['Escape Pod'], ships: [{ card: 'Type VI Shuttlecraft', at: 'homeward', crew: ['Mendon'] }] },
    });
    h.choose('Play Loss of Orbital Stability: on Type VI Shuttlecraft');
    h.passResponses();
    endTurn(h);
    h.choose('end');
    expect(h.s.pending?.kind).toBe('respond');
    h.choose('Play Escape Pod');
    h.passResponses();
    expect(h.where(h.card('Mendon'))).toEqual({ z: 'aboard', host: h.card('Escape Pod', 'federation') });
    expect(h.where(h.card('Type VI Shuttlecraft')).z).toBe('discard');
    h.finish();
  });
});
