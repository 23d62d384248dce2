/**
 * Where No One Has Gone Before (event, table): for its owner's ships the two ends of the spaceline are
 * next to each other.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { eventCards } from './helpers.ts';

const WRAP = "Move I.K.C. K'Vort to Sensitive Search (RANGE 4 of";

describe('Where No One Has Gone Before', () => {
  it('is played on the table; from then on your ship at the left end may go straight to the right end', () => {
    const h = setupTest({ klingon: { hand: ['Where No One Has Gone Before'], ships: [{ card: "I.K.C. K'Vort", at: 'cargo-rendezvous', crew: ['Klag'] }] } });
    expect(h.offers(WRAP)).toBe(false);
    h.choose('Play Where No One Has Gone Before on the table');
    h.passResponses();
    expect(eventCards(h, 'cardPlayed')).toEqual([h.card('Where No One Has Gone Before')]);
    expect(h.offers(WRAP)).toBe(true);
    h.choose(WRAP);
    expect(h.where(h.card("I.K.C. K'Vort"))).toEqual({ z: 'inSpace', loc: h.card('Sensitive Search') });
    expect(h.s.cards[h.card("I.K.C. K'Vort")]?.rangeUsed).toBe(4);
    h.finish();
  });

  it("the opponent's ships do not wrap around", () => {
    const h = setupTest({
      turn: { active: 'federation' },
      klingon: { table: ['Where No One Has Gone Before'] },
      federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'cargo-rendezvous', crew: ['Taurik'] }] },
    });
    expect(h.offers('Move U.S.S. Galaxy to Sensitive Search')).toBe(false);
    expect(h.offers('Move U.S.S. Galaxy to A Good Place To Die')).toBe(true);
    h.finish();
  });

  it('crossing the ends costs the span of the location entered: RANGE 4 left is enough, 3 is not', () => {
    const enough = setupTest({ klingon: { table: ['Where No One Has Gone Before'], ships: [{ card: "I.K.C. K'Vort", at: 'cargo-rendezvous', crew: ['Klag'], rangeUsed: 4 }] } });
    expect(enough.offers("Move I.K.C. K'Vort to Sensitive Search (RANGE 4 of 4)")).toBe(true);
    enough.finish();
    const short = setupTest({ klingon: { table: ['Where No One Has Gone Before'], ships: [{ card: "I.K.C. K'Vort", at: 'cargo-rendezvous', crew: ['Klag'], rangeUsed: 5 }] } });
    expect(short.offers("Move I.K.C. K'Vort to Sensitive Search")).toBe(false);
    short.finish();
  });

  it('works the other way too: from the right end to the left end', () => {
    const h = setupTest({ klingon: { table: ['Where No One Has Gone Before'], ships: [{ card: "I.K.C. K'Vort", at: 'sensitive-search', crew: ['Klag'] }] } });
    // Cargo Rendezvous has span 3
    expect(h.offers("Move I.K.C. K'Vort to Cargo Rendezvous (RANGE 3 of 8)")).toBe(true);
    h.finish();
  });
});
