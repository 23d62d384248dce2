/**
 * Wormhole (interrupt): played as a pair from hand, one on your ship and one on any location; the ship
 * goes through to that location and is stopped there. Both cards are discarded.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { eventCards } from './helpers.ts';

describe('Wormhole', () => {
  it('two Wormholes send your ship to any location, where it and its crew are stopped; both are discarded', () => {
    const h = setupTest({ klingon: { hand: ['Wormhole', 'Wormhole'], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] } });
    const ship = h.card("I.K.C. K'Vort");
    const [w1, w2] = h.cards('Wormhole', 'klingon') as [string, string];
    h.choose("Play Wormhole: send I.K.C. K'Vort to Cargo Rendezvous");
    h.passResponses();
    expect(h.where(ship)).toEqual({ z: 'inSpace', loc: h.card('Cargo Rendezvous') });
    expect(h.s.cards[ship]?.stopped).toBe(true);
    expect(h.s.cards[h.card('Klag')]?.stopped).toBe(true);
    expect(h.where(w1).z).toBe('discard');
    expect(h.where(w2).z).toBe('discard');
    expect(eventCards(h, 'interruptPlayed')).toHaveLength(1);
    expect(h.options().filter((o) => o.group === 'move' || o.group === 'beam')).toEqual([]);
    h.finish();
  });

  it('one Wormhole alone cannot be played', () => {
    const h = setupTest({ klingon: { hand: ['Wormhole'], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] } });
    expect(h.offers('Play Wormhole')).toBe(false);
    h.finish();
  });

  it('needs no RANGE: a ship that has spent all of it still goes through, to any of the other locations', () => {
    const h = setupTest({ klingon: { hand: ['Wormhole', 'Wormhole'], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'], rangeUsed: 8 }] } });
    expect(h.options().filter((o) => o.group === 'move')).toEqual([]);
    expect(h.labels().filter((l) => l.startsWith('Play Wormhole'))).toHaveLength(h.s.spaceline.length - 1);
    h.choose("Play Wormhole: send I.K.C. K'Vort to Sensitive Search");
    h.passResponses();
    expect(h.where(h.card("I.K.C. K'Vort"))).toEqual({ z: 'inSpace', loc: h.card('Sensitive Search') });
    h.finish();
  });

  it("may be played in the opponent's turn on your own ship only", () => {
    const h = setupTest({
      federation: { hand: ['Wormhole', 'Wormhole'], ships: [{ card: 'Runabout', at: 'homeward', crew: ['Mendon'] }] },
      klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] },
    });
    h.choose("Move I.K.C. K'Vort to Homeward");
    expect(h.s.pending?.player).toBe('federation');
    const plays = h.labels().filter((l) => l.startsWith('Play Wormhole'));
    expect(plays.every((l) => l.includes('send Runabout'))).toBe(true);
    h.choose('Play Wormhole: send Runabout to Gravesworld');
    h.passResponses();
    expect(h.where(h.card('Runabout'))).toEqual({ z: 'inSpace', loc: h.card('Gravesworld') });
    expect(h.s.pending?.player).toBe('klingon');
    h.finish();
  });
});
