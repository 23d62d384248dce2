/**
 * Rishon Uxbridge (Alternate Universe event 103_046, [AU]): played on one event in play, it keeps Kevin
 * Uxbridge off that event while both stay; she is not kept off herself. Constructed positions
 * (player-2 active, an Alternate Universe Door open on player-2's table).
 * docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { nullifiable } from '../../src/cards/kevin-uxbridge.ts';
import { moveTo } from '../../src/rules/board.ts';
import { targetOf } from '../../src/rules/pointed-events.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const R = 'Rishon Uxbridge';
const DOOR = 'Alternate Universe Door';
type H = ReturnType<typeof setupTest>;
function playOn(h: H, target: string): void {
  const o = h.options().find((x) => x.card === h.card(R, 'player-2') && x.target === target);
  if (!o) throw new Error('not offered there');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Rishon Uxbridge', () => {
  it('is an [AU] event of the card data, implemented, its text in our words', () => {
    expect(facts('rishon-uxbridge').type).toBe('event');
    expect(cardImplementation('103_046')).toEqual({ implemented: true });
    expect(cardText('rishon-uxbridge')).toContain('Kevin Uxbridge cannot touch');
  });

  it('on her player\'s Lower Decks: Kevin Uxbridge can no longer nullify it, but can nullify her', () => {
    const h = setupTest(base({}, { hand: [R], table: [DOOR, 'Lower Decks'] }));
    const ld = h.card('Lower Decks');
    expect(nullifiable(h.s)).toContain(ld);
    playOn(h, ld);
    expect(targetOf(h.s, h.card(R))).toBe(ld);
    expect(nullifiable(h.s)).not.toContain(ld);
    expect(nullifiable(h.s)).toContain(h.card(R));
    h.finish();
  });

  it("anyone's event: on the opponent's Captain's Log it shelters that one", () => {
    const h = setupTest(base({ table: ["Captain's Log"] }, { hand: [R], table: [DOOR] }));
    const log = h.card("Captain's Log");
    playOn(h, log);
    expect(nullifiable(h.s)).not.toContain(log);
    h.finish();
  });

  it('negative: without an open Alternate Universe Door it cannot be played ([AU] icon); events are open to Kevin', () => {
    const h = setupTest(base({}, { hand: [R], table: ['Lower Decks'] }));
    expect(h.options().some((o) => o.card === h.card(R))).toBe(false);
    expect(nullifiable(h.s)).toContain(h.card('Lower Decks'));
  });

  it('boundary: once Rishon is gone (nullified), the event is open to Kevin Uxbridge again', () => {
    const h = setupTest(base({}, { hand: [R], table: [DOOR, 'Lower Decks'] }));
    const ld = h.card('Lower Decks');
    playOn(h, ld);
    moveTo(h.s, h.card(R), { z: 'discard' }); // as Kevin Uxbridge's nullifying does
    expect(nullifiable(h.s)).toContain(ld);
  });
});
