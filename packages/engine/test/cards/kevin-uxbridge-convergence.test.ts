/**
 * Kevin Uxbridge: Convergence (interrupt): choose a spaceline location; every event there is destroyed,
 * on the mission, on ships there and on outposts there.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';

const FED = { active: 'federation' as const };

describe('Kevin Uxbridge: Convergence', () => {
  it('destroys every event at the location: on the mission, on a ship there and on the outpost there', () => {
    const h = setupTest({
      turn: FED,
      federation: {
        hand: ['Spacedock', 'Kevin Uxbridge: Convergence'],
        ships: [{ card: 'Runabout', crew: ['Mendon'] }],
        attached: [{ card: 'Tetryon Field', on: 'cargo-rendezvous' }, { card: 'Plasma Fire', on: 'Runabout' }],
      },
      klingon: { attached: [{ card: 'Atmospheric Ionization', on: 'cargo-rendezvous' }] },
    });
    h.choose('Play Spacedock on Federation Outpost');
    h.passResponses();
    const gone = [h.card('Spacedock', 'federation'), h.card('Tetryon Field', 'federation'), h.card('Plasma Fire', 'federation'), h.card('Atmospheric Ionization', 'klingon')];
    for (const id of gone) expect(h.where(id).z).toBe('attached');
    h.choose('Play Kevin Uxbridge: Convergence: at Cargo Rendezvous');
    h.passResponses();
    for (const id of gone) expect(h.where(id).z).toBe('discard');
    expect(h.where(h.card('Runabout')).z).toBe('inSpace');
    expect(h.where(h.card('Kevin Uxbridge: Convergence', 'federation')).z).toBe('discard');
    h.finish();
  });

  it('leaves events at other locations and events on the table alone', () => {
    const h = setupTest({
      turn: FED,
      federation: { hand: ['Kevin Uxbridge: Convergence'], table: ['Yellow Alert'], attached: [{ card: 'Tetryon Field', on: 'homeward' }] },
      klingon: { attached: [{ card: 'Atmospheric Ionization', on: 'gault' }] },
    });
    h.choose('Play Kevin Uxbridge: Convergence: at Gault');
    h.passResponses();
    expect(h.where(h.card('Atmospheric Ionization', 'klingon')).z).toBe('discard');
    expect(h.where(h.card('Tetryon Field', 'federation')).z).toBe('attached');
    expect(h.where(h.card('Yellow Alert', 'federation')).z).toBe('table');
    h.finish();
  });

  it('is offered only for locations that hold an event: none at all, no play', () => {
    const none = setupTest({ turn: FED, federation: { hand: ['Kevin Uxbridge: Convergence'], table: ['Yellow Alert'] } });
    expect(none.offers('Play Kevin Uxbridge')).toBe(false);
    none.finish();
    const one = setupTest({ turn: FED, federation: { hand: ['Kevin Uxbridge: Convergence'], attached: [{ card: 'Tetryon Field', on: 'homeward' }] } });
    expect(one.labels().filter((l) => l.startsWith('Play Kevin Uxbridge'))).toEqual(['Play Kevin Uxbridge: Convergence: at Homeward']);
    one.finish();
  });

  it("may be played in the opponent's turn, after one of their orders", () => {
    const h = setupTest({
      federation: { hand: ['Kevin Uxbridge: Convergence'] },
      klingon: { attached: [{ card: 'Atmospheric Ionization', on: 'gault' }], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] },
    });
    h.choose("Move I.K.C. K'Vort to Homeward");
    expect(h.s.pending?.player).toBe('federation');
    h.choose('Play Kevin Uxbridge: Convergence: at Gault');
    h.passResponses();
    expect(h.where(h.card('Atmospheric Ionization', 'klingon')).z).toBe('discard');
    h.finish();
  });
});
