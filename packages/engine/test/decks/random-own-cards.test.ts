/**
 * The random deck generator deals the cards made for an affiliation to its decks (issues 25 and 26,
 * coverage: docs/RULINGS.md, "Coverage: battle cards"): a card whose `requires` names an affiliation
 * (Honor Challenge "Klingon", Wartime Conditions "Federation ship") goes only to decks of it, and such a
 * deck deals each of its own with even chance, an [AU] one only with its door; a card whose `requires`
 * names equipment by its title (Phaser Burns: "phaser", "disruptor") is dealt one the deck can use.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, deckCardsOf, deckListOf, facts, randomDeck } from '../../src/index.ts';
import type { CardFacts, DeckList } from '../../src/index.ts';
import { dilemmasNamed, equipmentNamed, madeFor } from '../../src/decks/random.ts';

const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const decks = Array.from({ length: 400 }, (_, i) => randomDeck(i + 1, { pool }));
const holds = (d: DeckList, id: string) => d.seed.includes(id) || d.draw.includes(id);
const affOf = (d: DeckList) => (d.seed.map((c) => facts(c)).find((f) => f.type === 'outpost' && f.id !== 'neutral-outpost') as { affiliation: string }).affiliation;
const opens = (d: DeckList) => d.seed.includes('alternate-universe-door');

describe('cards made for an affiliation', () => {
  it('come out of the same allowance as the other equipment, events and interrupts: a deck dealt many has as many personnel as any (boundary: the allowance is 8-16, companions may add three: Lore Returns two, Dead in Bed its Vulcan Nerve Pinch)', () => {
    const kinds = (d: DeckList) => d.draw.map((c) => facts(c).type);
    for (const d of decks) {
      const k = kinds(d);
      expect(k.filter((t) => t === 'equipment' || t === 'event' || t === 'interrupt').length).toBeLessThanOrEqual(19);
      expect(k.filter((t) => t === 'personnel').length).toBeGreaterThanOrEqual(8);
    }
    // and the Klingon decks still deal their own cards (the positive case of the rule above)
    const klingon = decks.filter((d) => affOf(d) === 'klingon');
    expect(klingon.some((d) => d.draw.some((c) => madeFor(c).includes('klingon')))).toBe(true);
  });

  it('reads the affiliation from requires, alone or as a ship of it; none for a card that names none', () => {
    expect(madeFor('honor-challenge')).toEqual(['klingon']);
    expect(madeFor('klingon-right-of-vengeance')).toEqual(['klingon']);
    expect(madeFor('wartime-conditions')).toEqual(['federation']);
    expect(madeFor('romulan-disruptor')).toEqual(['romulan']);
    expect(madeFor('phaser-burns')).toEqual([]);
    expect(madeFor('latinum-payoff')).toEqual([]);
  });

  it('goes only to decks of that affiliation (negative: no Klingon card in a Federation or Romulan deck)', () => {
    for (const [card, aff] of [['honor-challenge', 'klingon'], ['klingon-right-of-vengeance', 'klingon'], ['klingon-disruptor', 'klingon'], ['wartime-conditions', 'federation'], ['romulan-disruptor', 'romulan']] as const) {
      const with_ = decks.filter((d) => holds(d, card));
      expect(with_.length, card).toBeGreaterThan(0);
      for (const d of with_) expect(affOf(d), card).toBe(aff);
    }
  });

  it("a deck deals each of its affiliation's own cards with about even chance; an [AU] one only with its door", () => {
    const klingon = decks.filter((d) => affOf(d) === 'klingon');
    for (const card of ['honor-challenge', 'klingon-right-of-vengeance']) {
      const share = klingon.filter((d) => holds(d, card)).length / klingon.length;
      expect(share, card).toBeGreaterThan(0.35);
      expect(share, card).toBeLessThan(0.75);
    }
    const fed = decks.filter((d) => affOf(d) === 'federation');
    const withDoor = fed.filter(opens);
    const share = withDoor.filter((d) => holds(d, 'wartime-conditions')).length / withDoor.length;
    expect(share).toBeGreaterThan(0.35);
    // without the door it comes only from the ordinary draw, as rarely as any other card
    const without = fed.filter((d) => !opens(d));
    expect(without.filter((d) => holds(d, 'wartime-conditions')).length / without.length).toBeLessThan(0.2);
  });
});

describe('equipment a card names in its requires', () => {
  it('Phaser Burns names the phasers and disruptors; a card naming none, nothing', () => {
    const cards = pool.map((id) => facts(id)) as CardFacts[];
    expect(equipmentNamed('phaser-burns', cards).map((c) => c.id).sort()).toEqual(['klingon-disruptor', 'romulan-disruptor', 'starfleet-type-ii-phaser']);
    expect(equipmentNamed('honor-challenge', cards)).toEqual([]);
    expect(equipmentNamed('latinum-payoff', cards)).toEqual([]);
  });

  it('a deck with Phaser Burns holds a phaser or disruptor it may have (an affiliation one only in its own decks), and stays legal', () => {
    const pb = decks.filter((d) => holds(d, 'phaser-burns'));
    expect(pb.length).toBeGreaterThan(5);
    for (const d of pb) {
      const kit = ['starfleet-type-ii-phaser', 'klingon-disruptor', 'romulan-disruptor'].filter((k) => holds(d, k));
      expect(kit.length, JSON.stringify(d.draw)).toBeGreaterThan(0);
      for (const k of kit) for (const a of madeFor(k)) expect(affOf(d)).toBe(a);
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
    }
  });
});

describe('dilemmas a card names in its requires', () => {
  it('Q2 names the Q-related dilemmas (Q), Dathon the Tamarian-related ones; a card naming none, nothing', () => {
    const cards = pool.map((id) => facts(id)) as CardFacts[];
    expect(dilemmasNamed('q2', cards).map((c) => c.id)).toEqual(['q']);
    expect(dilemmasNamed('dathon', cards).map((c) => c.id)).toEqual(['shaka-when-the-walls-fell']);
    expect(dilemmasNamed('honor-challenge', cards)).toEqual([]);
    expect(dilemmasNamed('phaser-burns', cards)).toEqual([]);
  });

  it('a deck with Q2 seeds a Q of its own (docs/RULINGS.md "Coverage: Q, Rogue Borg and bonus points"), and stays legal', () => {
    const q2 = decks.filter((d) => holds(d, 'q2'));
    expect(q2.length).toBeGreaterThan(5);
    for (const d of q2) {
      expect(d.seed, JSON.stringify(d.seed)).toContain('q');
      expect(deckListOf(deckCardsOf(d)).ok).toBe(true);
    }
  });
});
