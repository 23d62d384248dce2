/**
 * Vulcan Mindmeld (Premiere interrupt, 101_144): one of the player's personnel with Mindmeld takes on
 * the skills of another of his personnel present, until the turn ends. Constructed positions: player-1
 * active, Taurik (ENGINEER, Mindmeld) with Taitt (SCIENCE, Stellar Cartography, Geology) on Gault;
 * docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { cloneState } from '../../src/index.ts';
import { skillsOf } from '../../src/rules/attributes.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const VM = 'Vulcan Mindmeld';

function position(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}): Harness {
  return setupTest({ ...base({ hand: [VM], planets: { Gault: ['Taurik', 'Taitt'] }, ...p1 }, p2), turn: { active: 'player-1' } });
}
const offered = (h: Harness) => h.labels().filter((l) => l.startsWith(`Play ${VM}`));
const skills = (h: Harness, ref: string, owner = 'player-1') => Object.fromEntries(skillsOf(h.s, h.card(ref, owner)));

describe('Vulcan Mindmeld', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('vulcan-mindmeld').type).toBe('interrupt');
    expect(cardImplementation('101_144')).toEqual({ implemented: true });
    expect(cardText('vulcan-mindmeld')).toContain('Mindmeld');
  });

  it('Taurik takes on Taitt\'s skills on top of his own until the turn ends', () => {
    const h = position();
    expect(skills(h, 'Taurik')).toEqual({ ENGINEER: 1, Mindmeld: 1 });
    expect(offered(h)).toEqual([`Play ${VM}: Taurik takes on Taitt's skills`]);
    h.choose(`Play ${VM}: Taurik takes on Taitt's skills`);
    h.passResponses();
    expect(skills(h, 'Taurik')).toEqual({ ENGINEER: 1, Mindmeld: 1, SCIENCE: 1, 'Stellar Cartography': 1, Geology: 1 });
    expect(skills(h, 'Taitt')).toEqual({ SCIENCE: 1, 'Stellar Cartography': 1, Geology: 1 });
    expect(h.where(h.card(VM, 'player-1')).z).toBe('discard');
    // the next turn: gone
    const next = cloneState(h.s);
    next.turn.number += 1;
    expect(Object.fromEntries(skillsOf(next, h.card('Taurik', 'player-1')))).toEqual({ ENGINEER: 1, Mindmeld: 1 });
    h.finish();
  });

  it('negative: the opponent\'s personnel, personnel without Mindmeld, and personnel not present give nothing to meld', () => {
    // Taitt and Mendon (no Mindmeld) on Gault; player-2's Taurik with his own Taitt at Avert Danger's planet
    const none = position({ planets: { Gault: ['Taitt', 'Mendon'] } }, { planets: { 'Avert Danger': ['Taurik', 'Taitt'] } });
    expect(offered(none)).toEqual([]);
    none.finish();
    // Taurik on Gault, Taitt aboard the ship in orbit: not present
    const apart = position({ planets: { Gault: ['Taurik'] }, ships: [{ card: 'U.S.S. Hood', at: 'Gault', crew: ['Taitt'] }] });
    expect(offered(apart)).toEqual([]);
    apart.finish();
  });

  it('boundary: aboard a ship too; the same pair once a turn, a second copy melds another', () => {
    const h = position({ hand: [VM, VM], planets: {}, ships: [{ card: 'U.S.S. Hood', at: 'Gault', crew: ['Taurik', 'Taitt', 'Mendon'] }] });
    expect(offered(h)).toEqual([`Play ${VM}: Taurik takes on Taitt's skills`, `Play ${VM}: Taurik takes on Mendon's skills`]);
    h.choose(`Play ${VM}: Taurik takes on Taitt's skills`);
    h.passResponses();
    expect(offered(h)).toEqual([`Play ${VM}: Taurik takes on Mendon's skills`]);
    h.finish();
  });
});
