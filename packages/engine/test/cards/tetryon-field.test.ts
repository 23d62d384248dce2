/**
 * Tetryon Field (event): placed on a spaceline location. A ship moving into that location must end its
 * movement there for the turn, unless a personnel with Navigation is aboard.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { endTurn } from './helpers.ts';

const FIELD = { attached: [{ card: 'Tetryon Field', on: 'homeward' }] };

describe('Tetryon Field', () => {
  it('may be played on any location, one field per location', () => {
    const h = setupTest({ turn: { active: 'federation' }, federation: { hand: ['Tetryon Field'], ...FIELD } });
    const plays = h.options().filter((o) => o.label.startsWith('Play Tetryon Field'));
    expect(plays).toHaveLength(h.s.spaceline.length - 1);
    expect(h.offers('Play Tetryon Field on Homeward')).toBe(false);
    h.choose('Play Tetryon Field on Gault');
    h.passResponses();
    expect(h.where(h.card('Tetryon Field', 'federation', 'attached'))).toEqual({ z: 'attached', host: h.card('Homeward') });
    h.finish();
  });

  it('a ship entering the field halts there: nothing beyond is offered, and it cannot move again this turn', () => {
    // Gault -> Homeward (field) -> Reopen Dig: K'Vort has RANGE 8
    const h = setupTest({ federation: FIELD, klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Batrell'] }] } });
    expect(h.offers("Move I.K.C. K'Vort to Homeward")).toBe(true);
    expect(h.offers("Move I.K.C. K'Vort to Reopen Dig")).toBe(false);
    h.choose("Move I.K.C. K'Vort to Homeward");
    expect(h.options().filter((o) => o.group === 'move')).toEqual([]);
    h.finish();
  });

  it('Navigation aboard lets a ship pass through and go on', () => {
    const h = setupTest({ federation: FIELD, klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Klag'] }] } });
    expect(h.offers("Move I.K.C. K'Vort to Reopen Dig")).toBe(true);
    h.choose("Move I.K.C. K'Vort to Homeward");
    expect(h.offers("Move I.K.C. K'Vort to Reopen Dig")).toBe(true);
    h.finish();
  });

  it('a halted ship goes on next turn, and a ship starting in the field leaves freely', () => {
    const h = setupTest({ federation: FIELD, klingon: { ships: [{ card: "I.K.C. K'Vort", at: 'gault', crew: ['Batrell'] }] } });
    h.choose("Move I.K.C. K'Vort to Homeward");
    endTurn(h);
    endTurn(h);
    expect(h.offers("Move I.K.C. K'Vort to Reopen Dig")).toBe(true);
    expect(h.offers("Move I.K.C. K'Vort to Hostage Situation")).toBe(true);
    h.finish();
  });
});
