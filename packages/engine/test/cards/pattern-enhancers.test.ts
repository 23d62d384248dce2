/**
 * Pattern Enhancers (event, table): its owner's personnel and equipment beam ignoring the limits of
 * Atmospheric Ionization.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { personnelOnPlanet } from '../../src/rules/board.ts';
import { endTurn, eventCards } from './helpers.ts';

const CREW = ['Batrell', 'Kromm', 'Divok', 'Torin', 'Dukath'];

describe('Pattern Enhancers', () => {
  it('is played on the table as the turn\'s card play', () => {
    const h = setupTest({ klingon: { hand: ['Pattern Enhancers'] } });
    h.choose('Play Pattern Enhancers on the table');
    h.passResponses();
    const pe = h.card('Pattern Enhancers', 'klingon');
    expect(eventCards(h, 'cardPlayed')).toEqual([pe]);
    expect(h.where(pe)).toEqual({ z: 'table' });
    expect(h.s.turn.cardPlayed).toBe(true);
    h.finish();
  });

  it('lets its owner beam five personnel at once down to an ionized planet', () => {
    const h = setupTest({
      klingon: { table: ['Pattern Enhancers'], attached: [{ card: 'Atmospheric Ionization', on: 'gault' }], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: CREW }] },
    });
    h.choose('Beam down');
    h.choose('all');
    expect(personnelOnPlanet(h.s, h.card('Gault'), 'klingon')).toHaveLength(5);
    h.choose('Beam up');
    h.choose('all');
    expect(personnelOnPlanet(h.s, h.card('Gault'), 'klingon')).toHaveLength(0);
    h.finish();
  });

  it("does not free the opponent: the other player's beaming stays limited to three", () => {
    const h = setupTest({
      turn: { active: 'federation' },
      klingon: { table: ['Pattern Enhancers'] },
      federation: {
        attached: [{ card: 'Atmospheric Ionization', on: 'homeward' }],
        ships: [{ card: 'U.S.S. Galaxy', at: 'homeward', crew: ['Taurik', 'Mendon', 'Giusti', 'Calloway'] }],
      },
    });
    h.choose('Beam down');
    h.choose('all');
    expect(personnelOnPlanet(h.s, h.card('Homeward'), 'federation')).toHaveLength(3);
    h.finish();
  });

  it('in the discard pile it frees nobody', () => {
    const h = setupTest({
      klingon: { discard: ['Pattern Enhancers'], attached: [{ card: 'Atmospheric Ionization', on: 'gault' }], ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: CREW }] },
    });
    h.choose('Beam down');
    h.choose('all');
    expect(personnelOnPlanet(h.s, h.card('Gault'), 'klingon')).toHaveLength(3);
    endTurn(h);
    h.finish();
  });
});
