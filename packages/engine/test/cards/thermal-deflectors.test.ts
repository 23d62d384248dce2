/**
 * Thermal Deflectors (Alternate Universe event 103_049): on the table, anyone's, it nullifies Plasma
 * Fire (and Thought Fire, Fire Sculptor, Phaser Burns; Firestorm reads it itself, firestorm.test.ts).
 * Constructed positions (player-2 active; player-1's U.S.S. Galaxy at Avert Danger).
 * docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { behaviour, cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { nullifiedByInPlay } from '../../src/rules/table-nullify.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { eventCards } from './helpers.ts';

const T = 'Thermal Deflectors';
const P = 'Plasma Fire';
type H = ReturnType<typeof setupTest>;
function at(p1: Record<string, unknown>, p2: Record<string, unknown>): H {
  return setupTest(base({ planets: {}, ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Taitt'] }], ...p1 }, p2));
}
function playFire(h: H): void {
  const g = h.card('U.S.S. Galaxy', 'player-1');
  const o = h.options().find((x) => x.card === h.card(P, 'player-2') && x.target === g);
  if (!o) throw new Error('Plasma Fire not offered on the Galaxy');
  h.chooseId(o.id);
  h.passResponses();
}

describe('Thermal Deflectors', () => {
  it('is an event of the card data, implemented, its text in our words, naming the fire cards', () => {
    expect(facts('thermal-deflectors').type).toBe('event');
    expect(cardImplementation('103_049')).toEqual({ implemented: true });
    expect(cardText('thermal-deflectors')).toContain('Phaser Burns');
    expect(behaviour('thermal-deflectors')?.abilities?.nullifiesInPlay).toEqual(['Thought Fire', 'Plasma Fire', 'Fire Sculptor', 'Phaser Burns']);
  });

  it('played on the table, it discards the Plasma Fire already burning on a ship', () => {
    const h = at({ attached: [{ card: P, on: 'U.S.S. Galaxy' }] }, { hand: [T] });
    const fire = h.card(P);
    h.choose(`Play ${T}`);
    h.passResponses();
    expect(h.where(h.card(T))).toEqual({ z: 'table' });
    expect(h.where(fire).z).toBe('discard');
    expect(eventCards(h, 'cardNullified')).toEqual([fire]);
    h.finish();
  });

  it("a Plasma Fire played while it is on the table (the opponent's here) is discarded unresolved", () => {
    const h = at({ table: [T] }, { hand: [P] });
    playFire(h);
    expect(h.where(h.card(P)).z).toBe('discard');
    expect(eventCards(h, 'cardFizzled')).toEqual([h.card(P)]);
    h.finish();
  });

  it('negative: with none in play (one in hand does not count) the Plasma Fire goes on the ship', () => {
    const h = at({ hand: [T] }, { hand: [P] });
    playFire(h);
    expect(h.where(h.card(P)).z).toBe('attached');
    expect(nullifiedByInPlay(h.s, 'plasma-fire')).toBeUndefined();
    h.finish();
  });

  it('boundary: it names only the fire cards; Bynars Weapon Enhancement on the ship stays', () => {
    const h = at({ table: [T] }, { hand: [] });
    expect(nullifiedByInPlay(h.s, 'plasma-fire')).toBe(h.card(T));
    expect(nullifiedByInPlay(h.s, 'bynars-weapon-enhancement')).toBeUndefined();
    expect(nullifiedByInPlay(h.s, 'firestorm')).toBeUndefined(); // Firestorm's own file reads it
  });
});
