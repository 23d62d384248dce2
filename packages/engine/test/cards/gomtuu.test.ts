/**
 * Gomtuu (Alternate Universe ship, Non-Aligned, 103_120): staffed by Empathy x2; staffed, immune to
 * Supernova; its WEAPONS count 0, and a ship it attacks or fires back at with SHIELDS below 9 is hurled
 * up to 9 span, its player choosing where. Constructed positions on the equipment spec's spaceline
 * (Avert Danger, Gault, Distress Mission, Reported Activity), player-2 active unless said.
 * docs/RULINGS.md, "Alternate Universe events, the last four, and Gomtuu".
 */
import { checkInvariants } from '../../src/index.ts';
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { PositionSpec } from '../../src/index.ts';
import { isStaffed } from '../../src/rules/movement.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const G = 'Gomtuu';

/** player-2's Gomtuu at Gault with `crew`; player-1's `target` ship at Gault with `theirs` aboard. */
function duel(crew: string[], target: string, active: 'player-1' | 'player-2' = 'player-2', theirs = ['Taitt']): Harness {
  const spec = base({ planets: {}, ships: [{ card: target, at: 'Gault', crew: theirs }], deckSize: 10 }, { ships: [{ card: G, at: 'Gault', crew }], deckSize: 10 });
  return setupTest({ ...spec, turn: { active } } as PositionSpec);
}

/** The active player attacks `target` with every ship he may. */
function attack(h: Harness, target: string, owner: 'player-1' | 'player-2'): void {
  h.choose(`battle:ship@${h.card(target, owner)}`);
  const p = h.s.pending;
  if (p?.kind === 'pickAttackers') h.choose(p.options.find((o) => o.id.startsWith('pick:'))?.id as string);
}

const hurls = (h: Harness) => (h.s.pending?.kind === 'hurlShip' ? h.labels() : []);

describe('Gomtuu', () => {
  it('is a ship of the card data, implemented, WEAPONS 0, with its text in our words', () => {
    expect(facts('gomtuu')).toMatchObject({ type: 'ship', affiliation: 'non-aligned', weapons: 0, shields: 6, range: 7 });
    expect(cardImplementation('103_120')).toEqual({ implemented: true });
    expect(cardText('gomtuu')).toContain('Empathy');
  });

  it('attacking: the U.S.S. Hood (SHIELDS 7) takes no damage and is hurled where Gomtuu\'s player picks, up to 9 span', () => {
    const h = duel(['Maques'], 'U.S.S. Hood');
    const hood = h.card('U.S.S. Hood', 'player-1');
    attack(h, 'U.S.S. Hood', 'player-1');
    expect(h.s.pending?.player).toBe('player-2');
    // spans: Avert Danger 4, Distress Mission 3, Reported Activity 3
    expect(hurls(h)).toEqual(['Hurl U.S.S. Hood to Avert Danger (4 span)', 'Hurl U.S.S. Hood to Distress Mission (3 span)', 'Hurl U.S.S. Hood to Reported Activity (6 span)']);
    // the decision holds every invariant (each option names the card its act is on: Gomtuu)
    expect(checkInvariants(h.s, Object.keys(h.s.cards).length)).toEqual([]);
    h.choose('Hurl U.S.S. Hood to Reported Activity (6 span)');
    h.passResponses();
    expect(h.where(hood)).toEqual({ z: 'inSpace', loc: h.card('Reported Activity') });
    expect(h.s.cards[hood]?.damaged).toBeFalsy();
    expect(h.s.cards[hood]?.stopped).toBe(true);
    expect(h.log().some((l) => l.includes('Gomtuu hurls U.S.S. Hood from Gault to Reported Activity'))).toBe(true);
    h.finish();
  });

  it('boundary: SHIELDS 8 (U.S.S. Nebula) is hurled, SHIELDS 9 (U.S.S. Galaxy) is not', () => {
    const eight = duel(['Maques'], 'U.S.S. Nebula');
    attack(eight, 'U.S.S. Nebula', 'player-1');
    expect(hurls(eight)).toHaveLength(3);
    eight.choose(hurls(eight)[0] as string);
    eight.finish();
    const nine = duel(['Maques'], 'U.S.S. Galaxy');
    attack(nine, 'U.S.S. Galaxy', 'player-1');
    nine.passResponses();
    expect(hurls(nine)).toEqual([]);
    expect(nine.where(nine.card('U.S.S. Galaxy', 'player-1'))).toEqual({ z: 'inSpace', loc: nine.card('Gault') });
    nine.finish();
  });

  it("firing back: attacked by player-1's I.K.C. K'Vort (SHIELDS 6), Gomtuu hurls it, player-2 choosing", () => {
    const h = duel(['Maques'], "I.K.C. K'Vort", 'player-1', ['Klag']);
    attack(h, G, 'player-2');
    h.passResponses();
    expect(h.s.pending?.player).toBe('player-2');
    expect(hurls(h)).toHaveLength(3);
    h.choose("Hurl I.K.C. K'Vort to Avert Danger (4 span)");
    expect(h.where(h.card("I.K.C. K'Vort", 'player-1'))).toEqual({ z: 'inSpace', loc: h.card('Avert Danger') });
    h.finish();
  });

  it('staffing: one Empathy (Deanna Troi) does not staff it, so it neither moves nor attacks; two levels (Troi and Devinoni Ral) do', () => {
    const one = duel(['Deanna Troi'], 'U.S.S. Hood');
    const g1 = one.card(G, 'player-2');
    expect(isStaffed(one.s, g1)).toBe(false);
    expect(one.options().some((o) => o.card === g1 && o.act.type === 'move')).toBe(false);
    expect(one.options().some((o) => o.act.type === 'battle')).toBe(false);
    one.finish();
    const two = duel(['Deanna Troi', 'Devinoni Ral'], 'U.S.S. Hood');
    const g2 = two.card(G, 'player-2');
    expect(isStaffed(two.s, g2)).toBe(true);
    expect(two.options().some((o) => o.card === g2 && o.act.type === 'move')).toBe(true);
    two.finish();
  });

  it('Supernova: staffed, it stays at the location with its crew; unstaffed, it is discarded with everything else', () => {
    const nova = (crew: string[]) =>
      setupTest(base({ planets: {}, ships: [{ card: G, at: 'Gault', crew }, { card: 'U.S.S. Hood', at: 'Gault', crew: ['Taitt'] }] }, { hand: ['Supernova'], table: ['Tox Uthat'] }));
    const h = nova(['Maques']);
    h.choose('Play Supernova on Gault');
    h.passResponses();
    expect(h.where(h.card(G, 'player-1'))).toEqual({ z: 'inSpace', loc: h.card('Gault') });
    expect(h.where(h.card('Maques', 'player-1')).z).toBe('aboard');
    expect(h.where(h.card('U.S.S. Hood', 'player-1')).z).toBe('discard');
    h.finish();
    const bare = nova(['Deanna Troi']);
    bare.choose('Play Supernova on Gault');
    bare.passResponses();
    expect(bare.where(bare.card(G, 'player-1')).z).toBe('discard');
    expect(bare.where(bare.card('Deanna Troi', 'player-1')).z).toBe('discard');
    bare.finish();
  });
});
