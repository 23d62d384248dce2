/**
 * Atmospheric Ionization (event, unique): placed on a planet location; no more than three personnel per
 * turn may beam down to or up from that planet (each player counts their own beaming in their own turn).
 * Unique: a player may have only one in play.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { personnelOnPlanet } from '../../src/rules/board.ts';
import { endTurn, eventCards } from './helpers.ts';
import { seat } from '../../src/index.ts';

const CREW = ['Batrell', 'Kromm', 'Divok', 'Torin', 'Dukath'];
/** How many of a player's personnel are on a mission's planet. */
const personnelOn = (h: Harness, mission: string, p: 'klingon' | 'federation') =>
  personnelOnPlanet(h.s, h.card(mission), p).length;

describe('Atmospheric Ionization', () => {
  it('is played on a planet location as the turn\'s card play', () => {
    const h = setupTest({ klingon: { hand: ['Atmospheric Ionization'] } });
    const ai = h.card('Atmospheric Ionization', 'klingon', 'hand');
    expect(h.options().filter((o) => o.id.startsWith(`play:${ai}`))).toHaveLength(h.s.spaceline.length); // every location here is a planet
    h.choose('Play Atmospheric Ionization on Gault');
    h.passResponses();
    expect(eventCards(h, 'cardPlayed')).toEqual([ai]);
    expect(h.where(ai)).toEqual({ z: 'attached', host: h.card('Gault') });
    h.finish();
  });

  it('the 3rd personnel beamed down in a turn is allowed, the 4th is not', () => {
    const h = setupTest({
      klingon: { attached: [{ card: 'Atmospheric Ionization', on: 'gault' }], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: CREW }] },
    });
    h.choose('Beam down');
    h.choose('Batrell');
    h.choose('Kromm');
    expect(h.offers('Divok')).toBe(true);
    h.choose('Divok');
    // with three picked the allowance is used up: the pick ends by itself
    expect(h.s.pending?.kind).toBe('main');
    expect(personnelOn(h, 'Gault', 'klingon')).toBe(3);
    expect(seat(h.s, 'klingon').beamedThisTurn[h.card('Gault')]).toBe(3);
    expect(h.offers('Beam down')).toBe(false);
    expect(h.offers('Beam up')).toBe(false);
    h.finish();
  });

  it('beaming up counts too, and equipment is not counted', () => {
    const h = setupTest({
      klingon: {
        attached: [{ card: 'Atmospheric Ionization', on: 'gault' }],
        planets: { gault: ['Torin', 'Dukath'] },
        ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Batrell', 'Kromm', 'Tricorder'] }],
      },
    });
    h.choose('Beam up');
    h.choose('all'); // Torin and Dukath: 2 of 3
    h.choose('Beam down');
    h.choose('Kromm'); // the 3rd
    expect(h.offers('Batrell')).toBe(false);
    expect(h.offers('Torin')).toBe(false);
    h.choose('Tricorder');
    expect(h.s.pending?.kind).toBe('main');
    expect(h.where(h.card('Tricorder', 'klingon')).z).toBe('planet');
    expect(seat(h.s, 'klingon').beamedThisTurn[h.card('Gault')]).toBe(3);
    expect(h.offers('Beam down')).toBe(false);
    h.finish();
  });

  it('limits the opponent too, counts each turn afresh, and leaves other planets alone', () => {
    const h = setupTest({
      klingon: { attached: [{ card: 'Atmospheric Ionization', on: 'gault' }], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: CREW }] },
      federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'gault', crew: ['Taurik', 'Mendon', 'Giusti', 'Calloway'] }, { card: 'U.S.S. Nebula', at: 'homeward', crew: ['Taitt', 'Sito Jaxa', 'McKnight', 'Linda Larson'] }] },
    });
    h.choose('Beam down');
    h.choose('all');
    expect(personnelOn(h, 'Gault', 'klingon')).toBe(3);
    endTurn(h);
    // the Federation's turn: three of four at Gault; all four at Homeward
    h.choose('Beam down from U.S.S. Galaxy');
    h.choose('all');
    h.passResponses(); // the Klingon may hold an interrupt from its draw
    expect(personnelOn(h, 'Gault', 'federation')).toBe(3);
    h.choose('Beam down from U.S.S. Nebula');
    h.choose('all');
    h.passResponses();
    expect(personnelOn(h, 'Homeward', 'federation')).toBe(4);
    endTurn(h);
    // the Klingon's next turn: three more may go down
    h.choose('Beam down');
    h.choose('all');
    expect(personnelOn(h, 'Gault', 'klingon')).toBe(5);
    h.finish();
  });

  it('unique: a player with one in play cannot play another; the opponent can still play theirs', () => {
    const h = setupTest({
      klingon: { hand: ['Atmospheric Ionization'], attached: [{ card: 'Atmospheric Ionization', on: 'gault' }] },
      federation: { hand: ['Atmospheric Ionization'] },
    });
    expect(h.offers('Play Atmospheric Ionization')).toBe(false);
    endTurn(h);
    expect(h.offers('Play Atmospheric Ionization on Homeward')).toBe(true);
    h.choose('Play Atmospheric Ionization on Homeward');
    h.passResponses();
    expect(h.where(h.card('Atmospheric Ionization', 'federation'))).toEqual({ z: 'attached', host: h.card('Homeward') });
    h.finish();
  });
});
