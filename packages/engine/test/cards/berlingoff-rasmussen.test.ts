/**
 * Berlingoff Rasmussen (Alternate Universe personnel): where he is present his owner may nullify a
 * Time Travel Pod, both discarded: a pod played on the ship he is aboard asks his owner first
 * (rules/optional-nullify.ts). Constructed positions; docs/RULINGS.md,
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
    expect(cardText('berlingoff-rasmussen')).toContain('Time Travel Pod');
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
    h.finish();
  });

  /** player-2 (active) plays a Time Travel Pod on player-1's Enterprise at Gault, Rasmussen aboard or not. */
  function podOnHisShip(crew: string[]) {
    const h = auPosition({ ships: [{ card: 'U.S.S. Enterprise', at: 'Gault', crew }] }, { hand: [POD] });
    const ship = h.card('U.S.S. Enterprise', 'player-1');
    const o = h.options().find((x) => x.label.includes('send U.S.S. Enterprise into the future for 2 turns'));
    if (!o) throw new Error(`no pod play: ${h.labels().join(' | ')}`);
    h.chooseId(o.id);
    h.passResponses();
    return { h, ship };
  }

  it('a Time Travel Pod played on his ship asks his owner; nullified, the pod and he are discarded and the ship stays', () => {
    const { h, ship } = podOnHisShip(['Taitt', 'Berlingoff Rasmussen']);
    const rasmussen = h.card('Berlingoff Rasmussen', 'player-1');
    expect(h.s.pending?.player).toBe('player-1');
    expect(h.labels()).toEqual([`Nullify ${POD} with Berlingoff Rasmussen: both are discarded`, `Let ${POD} take effect`]);
    h.choose(`Nullify ${POD} with Berlingoff Rasmussen: both are discarded`, 'player-1');
    expect(h.where(rasmussen).z).toBe('discard');
    expect(h.where(h.card(POD, 'player-2')).z).toBe('discard');
    expect(h.where(ship).z).toBe('inSpace');
    expect(h.where(h.card('Taitt', 'player-1')).z).toBe('aboard');
    h.finish();
  });

  it('declined, the pod takes the ship, him aboard, into the future; without him nobody is asked', () => {
    const { h, ship } = podOnHisShip(['Taitt', 'Berlingoff Rasmussen']);
    h.choose(`Let ${POD} take effect`, 'player-1');
    expect(h.where(ship).z).toBe('outOfPlay');
    expect(h.where(h.card('Berlingoff Rasmussen', 'player-1')).z).toBe('outOfPlay');
    h.finish();
    const without = podOnHisShip(['Taitt']);
    expect(without.h.labels().some((l) => l.startsWith('Nullify'))).toBe(false);
    expect(without.h.where(without.ship).z).toBe('outOfPlay');
    without.h.finish();
  });
});
