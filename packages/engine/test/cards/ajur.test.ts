/**
 * Ajur and Boratus (Alternate Universe personnel, the Vorgons): once per game each, alone on a planet
 * with his owner's Archaeology personnel, he sees the cards under that mission but three, which the
 * opponent keeps hidden by their places. Set up as constructed positions (player-2 active; player-1's
 * and player-2's cards seeded under Gault); docs/RULINGS.md, "Alternate Universe artifacts, Ajur and
 * Boratus".
 */
import { describe, expect, it } from 'vitest';
import { facts } from '../../src/cards/facts.ts';
import { cardText } from '../../src/cards/registry.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import type { Option } from '../../src/core/types.ts';
import { peekOptions } from '../../src/rules/seed-peek.ts';
import { view } from '../../src/view/view.ts';
import { setupTest } from '../harness.ts';
import { base } from './equipment-spec.ts';
import { events } from './helpers.ts';

type H = ReturnType<typeof setupTest>;
const FIVE = { p1: ['Archer', 'Microvirus', 'Tox Uthat'], p2: ['Armus - Skin of Evil', 'Thought Maker'] };

/** player-2's people on Gault; player-1 seeded `p1` under Gault, player-2 `p2` (player-1's first). */
function at(people: string[], seeds: { p1: string[]; p2: string[] } = FIVE, p1People: string[] = []): H {
  return setupTest(base({ seeded: { Gault: seeds.p1 }, planets: p1People.length ? { Gault: p1People } : {} }, { seeded: { Gault: seeds.p2 }, planets: { Gault: people } }));
}
const peeks = (h: H) => h.options().filter((o) => o.id.startsWith('peek:'));

describe('Ajur and Boratus', () => {
  it('are personnel of the card data, implemented, with their text in our words', () => {
    for (const [d, id] of [['ajur', '103_104'], ['boratus', '103_106']] as const) {
      expect(facts(d).type).toBe('personnel');
      expect(cardImplementation(id)).toEqual({ implemented: true });
      expect(cardText(d)).toContain('except three your opponent picks');
    }
  });

  it('alone with an Archaeology personnel: the opponent keeps three hidden by their places, he sees the other two, named to him alone', () => {
    const h = at(['Ajur', 'Richard Galen']);
    expect(peeks(h)).toHaveLength(1);
    h.choose('peeks at the seed cards');
    expect(h.s.pending).toMatchObject({ player: 'player-1', kind: 'seedPeekHide' });
    const labels = h.labels();
    expect(labels).toHaveLength(5);
    expect(labels.join('\n')).not.toMatch(/Armus|Thought Maker/); // player-2's face-down cards are not named to player-1
    expect(labels.join('\n')).toContain('your Archer, face down');
    expect(h.options().every((o) => !o.id.includes('player-2:'))).toBe(true);
    h.choose('hide:0');
    h.choose('hide:1');
    h.choose('hide:3');
    const seen = events(h, 'seedPeekedSecret');
    expect(seen.map((e) => e.to)).toEqual(['player-2', 'player-2']);
    expect(seen.map((e) => h.s.cards[e.data?.card as string]?.def)).toEqual(['tox-uthat', 'thought-maker']);
    expect(events(h, 'seedPeeked').map((e) => e.data?.seen)).toEqual([2]);
    const p1Log = view(h.s, 'player-1').log.map((e) => e.text).join('\n');
    expect(p1Log).not.toContain('Tox Uthat');
    expect(p1Log).toContain('has seen 2 cards under Gault');
    expect(peeks(h)).toEqual([]); // once per game
    h.finish();
  });

  it('Boratus peeks the same way, his own once; a second Vorgon there is not alone (no Archaeology)', () => {
    const h = at(['Boratus', 'Vash']);
    h.choose('Boratus peeks');
    for (const i of ['hide:0', 'hide:1', 'hide:2']) h.choose(i);
    expect(events(h, 'seedPeekedSecret')).toHaveLength(2);
    h.finish();
    expect(peeks(at(['Ajur', 'Boratus', 'Vash']))).toEqual([]);
  });

  it('negative: alone, with a personnel lacking Archaeology, with the opponent\'s personnel there, or stopped: no peek; the opponent\'s Ajur is never his', () => {
    expect(peeks(at(['Ajur']))).toEqual([]);
    expect(peeks(at(['Ajur', 'Richard Galen', 'Taitt']))).toEqual([]);
    expect(peeks(at(['Ajur', 'Richard Galen'], FIVE, ['Mendon']))).toEqual([]);
    const theirs = at(['Taitt'], FIVE, ['Ajur', 'Richard Galen']);
    expect(peeks(theirs)).toEqual([]); // player-2's turn: player-1's Ajur offers nothing
    const stopped = at(['Ajur', 'Richard Galen']);
    (stopped.s.cards[stopped.card('Ajur')] as { stopped: boolean }).stopped = true;
    expect(peeks(stopped)).toHaveLength(1); // asked before it was stopped
    const now: Option[] = [];
    peekOptions(stopped.s, 'player-2', now);
    expect(now).toEqual([]);
  });

  it('boundary: three cards under the mission, nothing to see, no peek; four, he sees one', () => {
    expect(peeks(at(['Ajur', 'Richard Galen'], { p1: ['Archer', 'Microvirus'], p2: ['Thought Maker'] }))).toEqual([]);
    const four = at(['Ajur', 'Richard Galen'], { p1: ['Archer', 'Microvirus'], p2: ['Thought Maker', 'Armus - Skin of Evil'] });
    four.choose('peeks at the seed cards');
    for (const i of ['hide:0', 'hide:1', 'hide:2']) four.choose(i);
    expect(events(four, 'seedPeekedSecret')).toHaveLength(1);
    four.finish();
  });
});
