/**
 * Lakanta (Alternate Universe personnel): the ship he is aboard may fly off one end of the spaceline
 * and in at the other; Wesley Crusher present with him has +4 to each attribute. Constructed
 * positions (spaceline Avert Danger, Gault, Distress Mission, Reported Activity); docs/RULINGS.md,
 * "Alternate Universe personnel and ships" AP1, AP5.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { destinations } from '../../src/rules/movement.ts';
import { passedOver } from '../../src/rules/passing.ts';
import { shipWraps } from '../../src/rules/ship-wrap.ts';
import { missionFacts } from '../../src/rules/board.ts';
import { attrs, auPosition } from './au-personnel-position.ts';

type H = ReturnType<typeof auPosition>;
const loc = (h: H, m: string) => h.card(m);
const span = (h: H, m: string) => missionFacts(h.s, loc(h, m)).span;

describe('Lakanta', () => {
  it('is a Non-Aligned CIVILIAN of the card data, implemented, with its text in our words', () => {
    const f = facts('lakanta');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.cunning]).toEqual(['non-aligned', 'CIVILIAN', 12]);
    expect(cardImplementation('103_108')).toEqual({ implemented: true });
    expect(behaviour('lakanta')?.abilities).toEqual({ wrapsShipAboard: true });
    expect(cardText('lakanta')).toContain('ends of the spaceline');
  });

  it('aboard a ship at the last location: the first location is next door, reached around the end; passing over nothing', () => {
    const h = auPosition({}, { ships: [{ card: "I.K.C. K'Vort", at: 'Avert Danger', crew: ['Klag', 'Lakanta'] }] });
    const ship = h.card("I.K.C. K'Vort", 'player-2');
    expect(shipWraps(h.s, ship)).toBe(true);
    const d = destinations(h.s, ship);
    const cost = d.get(loc(h, 'Reported Activity'));
    expect(cost).toBe(span(h, 'Reported Activity'));
    expect(passedOver(h.s, 'player-2', loc(h, 'Avert Danger'), loc(h, 'Reported Activity'), cost as number, ship)).toEqual([]);
    h.finish();
  });

  it('without him aboard (another ship of his owner\'s at the same location), the ship stops at the end of the spaceline', () => {
    const h = auPosition(
      {},
      { ships: [{ card: "I.K.C. K'Vort", at: 'Avert Danger', crew: ['Klag'] }, { card: 'Yridian Shuttle', at: 'Avert Danger', crew: ['Lakanta'] }] },
    );
    const ship = h.card("I.K.C. K'Vort", 'player-2');
    expect(shipWraps(h.s, ship)).toBe(false);
    const d = destinations(h.s, ship);
    // only the long way is open: across Gault and Distress Mission, if the RANGE reaches that far
    const long = ['Gault', 'Distress Mission', 'Reported Activity'].reduce((n, m) => n + span(h, m), 0);
    expect([undefined, long]).toContain(d.get(loc(h, 'Reported Activity')));
    expect(shipWraps(h.s, h.card('Yridian Shuttle', 'player-2'))).toBe(true);
    h.finish();
  });

  it('Wesley Crusher present with him gets +4 to each attribute (boundary: aboard a ship at the same location, nothing)', () => {
    const h = auPosition({ planets: { Gault: ['Wesley Crusher', 'Lakanta'] } }, {});
    expect(attrs(h, 'Wesley Crusher', 'player-1')).toEqual([10, 12, 9]);
    expect(attrs(h, 'Lakanta', 'player-1')).toEqual([8, 12, 3]);
    h.finish();
    const apart = auPosition({ planets: { Gault: ['Lakanta'] }, ships: [{ card: 'Runabout', at: 'Gault', crew: ['Wesley Crusher'] }] }, {});
    expect(attrs(apart, 'Wesley Crusher', 'player-1')).toEqual([6, 8, 5]);
    apart.finish();
  });
});
