/**
 * Ship Seizure (interrupt): your ship with a Tractor Beam tows away an empty enemy ship at its location
 * (the empty ship is discarded), unless that ship is docked at its own outpost.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { eventCards } from './helpers.ts';

const KVORT = { card: "I.K.C. K'Vort", at: 'homeward', crew: ['Klag'] };

describe('Ship Seizure', () => {
  it('tows away an empty enemy ship at the location of your Tractor Beam ship', () => {
    const h = setupTest({ klingon: { hand: ['Ship Seizure'], ships: [KVORT] }, federation: { ships: [{ card: 'Runabout', at: 'homeward' }] } });
    h.choose('Play Ship Seizure: on Runabout');
    h.passResponses();
    expect(eventCards(h, 'shipDiscarded')).toEqual([h.card('Runabout')]);
    expect(h.where(h.card('Runabout')).z).toBe('discard');
    expect(h.where(h.card('Ship Seizure', 'klingon')).z).toBe('discard');
    h.finish();
  });

  it('an empty ship docked at its own outpost is safe', () => {
    const h = setupTest({
      klingon: { hand: ['Ship Seizure'], ships: [{ ...KVORT, at: 'cargo-rendezvous' }] },
      federation: { ships: [{ card: 'Runabout', at: 'cargo-rendezvous' }] },
    });
    expect(h.offers('Play Ship Seizure')).toBe(false);
    h.finish();
  });

  it('a ship with anyone or anything aboard is not empty', () => {
    const h = setupTest({
      klingon: { hand: ['Ship Seizure'], ships: [KVORT] },
      federation: { ships: [{ card: 'Runabout', at: 'homeward', crew: ['Tricorder'] }, { card: 'U.S.S. Galaxy', at: 'homeward', crew: ['Mendon'] }] },
    });
    expect(h.offers('Play Ship Seizure')).toBe(false);
    h.finish();
  });

  it('an event played on a ship is not aboard it: a ship with only a Plasma Fire on it is empty, and the fire goes with it', () => {
    const h = setupTest({
      klingon: { hand: ['Ship Seizure'], ships: [KVORT] },
      federation: { ships: [{ card: 'Runabout', at: 'homeward' }], attached: [{ card: 'Plasma Fire', on: 'Runabout' }] },
    });
    h.choose('Play Ship Seizure: on Runabout');
    h.passResponses();
    expect(h.where(h.card('Runabout')).z).toBe('discard');
    expect(h.where(h.card('Plasma Fire', 'federation')).z).toBe('discard');
    h.finish();
  });

  it('the empty ship must share the location of your ship', () => {
    const h = setupTest({ klingon: { hand: ['Ship Seizure'], ships: [KVORT] }, federation: { ships: [{ card: 'Runabout', at: 'gravesworld' }] } });
    expect(h.offers('Play Ship Seizure')).toBe(false);
    h.finish();
  });
});
