/**
 * Boratus (Alternate Universe personnel, a Vorgon): the same peek as Ajur's (cards/seed-peekers.ts),
 * once per game for his own card. Set up as constructed positions (player-2 active; player-1's and
 * player-2's cards seeded under Gault); docs/RULINGS.md, "Alternate Universe artifacts, Ajur and
 * Boratus". The shared cases are in ajur.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { endTurn, events } from './helpers.ts';

type H = ReturnType<typeof setupTest>;
const SEEDS = { p1: ['Archer', 'Microvirus', 'Tox Uthat'], p2: ['Thought Maker'] };
const at = (people: string[]): H => setupTest(base({ seeded: { Gault: SEEDS.p1 }, planets: {} }, { seeded: { Gault: SEEDS.p2 }, planets: { Gault: people } }));
const peeks = (h: H) => h.options().filter((o) => o.id.startsWith('peek:'));

describe('Boratus', () => {
  it('alone with Vash (Archaeology): he sees one card of four, once in the game, not again in a later turn', () => {
    const h = at(['Boratus', 'Vash']);
    h.choose('Boratus peeks');
    for (const i of ['hide:1', 'hide:2', 'hide:3']) h.choose(i, 'player-1');
    expect(events(h, 'seedPeekedSecret').map((e) => h.s.cards[e.data?.card as string]?.def)).toEqual(['archer']);
    endTurn(h);
    endTurn(h);
    expect(peeks(h)).toEqual([]);
    h.finish();
  });

  it('negative: with Ajur and Vash both there, neither Vorgon is alone with Archaeology; boundary: Ajur\'s peek used leaves Boratus\'s own', () => {
    expect(peeks(at(['Boratus', 'Ajur', 'Vash']))).toEqual([]);
    const both = setupTest(base({ seeded: { Gault: SEEDS.p1, 'Distress Mission': ['Archer', 'Microvirus', 'Tox Uthat', 'Armus - Skin of Evil'] }, planets: {} }, { seeded: { Gault: SEEDS.p2 }, planets: { Gault: ['Boratus', 'Vash'], 'Distress Mission': ['Ajur', 'Richard Galen'] } }));
    both.choose('Ajur peeks');
    for (const i of ['hide:0', 'hide:1', 'hide:2']) both.choose(i);
    expect(peeks(both).map((o) => o.label)).toEqual([expect.stringContaining('Boratus peeks')]);
    both.finish();
  });
});
