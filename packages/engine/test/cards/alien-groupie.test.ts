/**
 * Alien Groupie (Premiere interrupt): right after an Away Team completes a planet mission, one male of
 * it, at random, may not beam up until the end of his owner's next full turn. Set up as constructed
 * positions: player-2 (active) completes Gault (Exobiology + OFFICER + Honor x2) with Batrell, J'Ddan and Vekma, its K'Vort in orbit;
 * docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { heldOnPlanet } from '../../src/rules/groupie.ts';
import { setupTest } from '../harness.ts';
import type { Harness } from '../harness.ts';
import { base } from './equipment-spec.ts';

const G = 'Alien Groupie';
const TEAM = ['Batrell', "J'Ddan", 'Vekma'];
const MALES = ['Batrell', "J'Ddan"];

function completed(p1: Record<string, unknown> = {}, p2: Record<string, unknown> = {}, team = TEAM): Harness {
  const h = setupTest(base({ hand: [G], planets: {}, ...p1 }, { planets: { Gault: team }, ships: [{ card: "I.K.C. K'Vort", at: 'Gault', crew: ['Klag'] }], ...p2 }));
  h.choose('Attempt Gault');
  return h;
}
/** Who player-2 may pick to beam up from Gault to the K'Vort now. */
function beamable(h: Harness): string[] {
  const o = h.options().find((x) => x.group === 'beam' && x.act.type === 'beam' && 'planet' in x.act.from && x.act.from.planet !== undefined);
  if (!o) return [];
  h.chooseId(o.id);
  const names = h.options().filter((x) => x.group === 'pick' && x.card).map((x) => h.s.cards[x.card as string]?.def as string);
  h.choose('Cancel');
  return names.sort();
}

describe('Alien Groupie', () => {
  it('is an interrupt of the card data, implemented, with its text in our words', () => {
    expect(facts('alien-groupie').type).toBe('interrupt');
    expect(cardImplementation('101_107')).toEqual({ implemented: true });
    expect(cardText('alien-groupie')).toContain('one male of that team');
  });

  it('the opponent\'s team just completed a planet mission: one of its males, at random, stays on the planet through his owner\'s next full turn', () => {
    const h = completed();
    expect(h.s.completed[h.card('Gault')]).toBe('player-2');
    h.choose(`Play ${G}`);
    h.passResponses();
    const held = MALES.map((n) => h.card(n, 'player-2')).filter((id) => heldOnPlanet(h.s, id));
    expect(held).toHaveLength(1);
    expect(heldOnPlanet(h.s, h.card('Vekma', 'player-2'))).toBe(false);
    const heldDef = h.s.cards[held[0] as string]?.def;
    expect(beamable(h)).toEqual(TEAM.map((n) => h.s.cards[h.card(n, 'player-2')]?.def as string).filter((d) => d !== heldDef).sort());
    h.choose('Draw a card and end your turn');
    h.passResponses();
    h.choose('Draw a card and end your turn');
    h.passResponses();
    // player-2's next full turn: still held
    expect(h.s.turn.active).toBe('player-2');
    expect(heldOnPlanet(h.s, held[0] as string)).toBe(true);
    expect(beamable(h)).not.toContain(heldDef);
    h.choose('Draw a card and end your turn');
    h.passResponses();
    // that turn over, he is free, and the mark is gone
    expect(heldOnPlanet(h.s, held[0] as string)).toBe(false);
    expect(h.s.effects.filter((e) => e.by === 'alien-groupie')).toEqual([]);
    h.finish();
  });

  it('the completing player may play it on his own team too', () => {
    const h = completed({ hand: [] }, { hand: [G] });
    expect(h.s.pending?.player).toBe('player-2');
    h.choose(`Play ${G}`);
    h.passResponses();
    expect(MALES.filter((n) => heldOnPlanet(h.s, h.card(n, 'player-2')))).toHaveLength(1);
    h.finish();
  });

  it('negative: a team with no male gives it nothing to do; and it is not offered before a mission is completed', () => {
    const before = setupTest(base({ hand: [G], alwaysRespond: true }, { planets: { Gault: TEAM } }));
    expect(before.labels().some((l) => l.startsWith(`Play ${G}`))).toBe(false);
    before.finish();
    const h = setupTest(base({ hand: [G], alwaysRespond: true, planets: {} }, { planets: { 'Distress Mission': [] } }));
    expect(h.labels().some((l) => l.startsWith(`Play ${G}`))).toBe(false);
    h.finish();
  });
});
