/**
 * Berlingoff Rasmussen (Alternate Universe personnel): where he is present his owner may nullify a
 * Time Travel Pod, both discarded. The pod has no behaviour yet; its card is to ask
 * rules/optional-nullify.ts, which this spec holds. Constructed positions; docs/RULINGS.md,
 * "Alternate Universe personnel and ships" AP11.
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/index.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { optionalNullifiers } from '../../src/rules/optional-nullify.ts';
import { auPosition } from './au-personnel-position.ts';

const POD = 'Time Travel Pod';

describe('Berlingoff Rasmussen', () => {
  it('is a Non-Aligned CIVILIAN of the card data, implemented, with its text in our words', () => {
    const f = facts('berlingoff-rasmussen');
    expect(f.type === 'personnel' && [f.affiliation, f.classification, f.integrity, f.cunning, f.strength]).toEqual(['non-aligned', 'CIVILIAN', 2, 6, 4]);
    expect(cardImplementation('103_105')).toEqual({ implemented: true });
    expect(behaviour('berlingoff-rasmussen')?.abilities).toEqual({ mayNullifyPresent: [POD] });
    expect(cardText('berlingoff-rasmussen')).toContain('does nothing for now');
  });

  it('in the crew a Time Travel Pod acts on, he is offered as its nullifier (by title or the card data id)', () => {
    const h = auPosition({}, { ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag', 'Berlingoff Rasmussen'] }] });
    const crew = [h.card('Klag', 'player-2'), h.card('Berlingoff Rasmussen', 'player-2')];
    expect(optionalNullifiers(h.s, POD, crew)).toEqual([crew[1]]);
    expect(optionalNullifiers(h.s, 'time-travel-pod', crew)).toEqual([crew[1]]);
    h.finish();
  });

  it('negative and boundary: not for a group he is not in (on the planet below), and not for another card', () => {
    const h = auPosition({}, { planets: { Gault: ['Berlingoff Rasmussen'] }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }] });
    expect(optionalNullifiers(h.s, POD, [h.card('Klag', 'player-2')])).toEqual([]);
    expect(optionalNullifiers(h.s, 'Tox Uthat', [h.card('Berlingoff Rasmussen', 'player-2')])).toEqual([]);
    expect(behaviour('time-travel-pod')).toBeUndefined();
    h.finish();
  });
});
