/**
 * Distortion of Space/Time Continuum (Premiere interrupt): on any ship, the ship, its crew and its
 * owner's Away Team there are unstopped and the RANGE used this turn is restored. Set up as constructed
 * positions (player-2 active); docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { rangeLeft, whyCannotMove } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';

const D = 'Distortion of Space/Time Continuum';
const SHIP = "I.K.C. K'Vort";
const offered = (h: ReturnType<typeof setupTest>) => h.options().filter((o) => o.label.startsWith(`Play ${D}`)).map((o) => o.target);

describe('Distortion of Space/Time Continuum', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('distortion-of-space-time-continuum').type).toBe('interrupt');
    expect(cardImplementation('101_113')).toEqual({ implemented: true });
    expect(cardText('distortion-of-space-time-continuum')).toContain('unstopped');
  });

  it('after a move, the ship gets its whole RANGE back and may move again', () => {
    const h = setupTest(base({}, { hand: [D], ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'] }] }));
    const ship = h.card(SHIP, 'player-2');
    h.choose(`Move ${SHIP} to Distress Mission`);
    h.passResponses();
    expect(rangeLeft(h.s, ship)).toBe(5);
    h.choose(`Play ${D}: on ${SHIP}`);
    h.passResponses();
    expect(rangeLeft(h.s, ship)).toBe(8);
    expect(h.where(h.card(D, 'player-2')).z).toBe('discard');
    h.finish();
  });

  it('a stopped ship, its stopped crew and its owner\'s stopped Away Team on the planet are unstopped; the other player\'s team there is not', () => {
    const h = setupTest(base({ planets: { Gault: ['Taitt'] } }, { hand: [D], ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'], stopped: true }], planets: { Gault: ['Kromm'] } }));
    const ship = h.card(SHIP, 'player-2');
    // stopped as a dilemma would leave them (a position names no stopped personnel); the replay starts from here
    for (const id of [h.card('Klag', 'player-2'), h.card('Kromm', 'player-2'), h.card('Taitt', 'player-1')]) h.s.cards[id]!.stopped = true;
    h.start.cards = structuredClone(h.s.cards);
    expect(whyCannotMove(h.s, ship)).toMatch(/stopped/);
    h.choose(`Play ${D}: on ${SHIP}`);
    h.passResponses();
    expect(whyCannotMove(h.s, ship)).toBeNull();
    expect(h.s.cards[h.card('Klag', 'player-2')]?.stopped).toBe(false);
    expect(h.s.cards[h.card('Kromm', 'player-2')]?.stopped).toBe(false);
    expect(h.s.cards[h.card('Taitt', 'player-1')]?.stopped).toBe(true);
    h.finish();
  });

  it('boundary: a ship with no RANGE used and nothing stopped is not offered; one RANGE used is', () => {
    const none = setupTest(base({}, { hand: [D], ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'] }] }));
    expect(offered(none)).toEqual([]);
    none.finish();
    const one = setupTest(base({}, { hand: [D], ships: [{ card: SHIP, at: 'Gault', crew: ['Klag'], rangeUsed: 1 }] }));
    expect(offered(one)).toEqual([one.card(SHIP, 'player-2')]);
    one.finish();
  });

  it('either player\'s ship: the opponent\'s stopped ship may be chosen too', () => {
    const h = setupTest(base({ ships: [{ card: 'U.S.S. Hood', at: 'Gault', crew: ['Mendon'], stopped: true }] }, { hand: [D] }));
    expect(offered(h)).toEqual([h.card('U.S.S. Hood', 'player-1')]);
    h.finish();
  });
});
