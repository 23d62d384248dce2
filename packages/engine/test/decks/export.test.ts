import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREMADE_DECKS, allBlueprints, createEngine, deckCardsOf, exportDeckFile, parseDeckFile, randomDeck } from '../../src/index.ts';
import type { DeckCard } from '../../src/index.ts';

/** A deck's cards as a sorted list of "id x count", copies of one card added together. */
const canon = (cards: readonly DeckCard[]) => {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c.blueprintId, (m.get(c.blueprintId) ?? 0) + c.count);
  return [...m].map(([id, n]) => `${id} x${n}`).sort();
};

function roundTrip(cards: readonly DeckCard[]) {
  const text = exportDeckFile(cards);
  const back = parseDeckFile(text);
  expect(back.errors, text).toEqual([]);
  expect(canon(back.cards)).toEqual(canon(cards));
  return text;
}

describe('exportDeckFile', () => {
  it('writes type headings in order (seed cards first), one "COUNT NAME" line per card, copies added', () => {
    const text = exportDeckFile([
      { blueprintId: '101_065', count: 2 }, // Tricorder (equipment)
      { blueprintId: '101_104', count: 1 }, // Federation Outpost
      { blueprintId: '101_193', count: 1 }, // Test Mission
      { blueprintId: '101_065', count: 1 },
      { blueprintId: '101_223', count: 3 }, // Mendon
      { blueprintId: '101_036', count: 0 }, // no copies: left out
    ], { title: 'My deck\nsecond line' });
    expect(text).toBe(['# My deck second line', '', 'Missions:', '1 Test Mission', '', 'Facilities:', '1 Federation Outpost', '', 'Personnel:', '3 Mendon', '', 'Equipment:', '3 Tricorder', ''].join('\n'));
  });

  it('an empty deck is empty text; an unknown blueprint id is written as it is, apart', () => {
    expect(exportDeckFile([])).toBe('');
    expect(exportDeckFile([{ blueprintId: '999_999', count: 2 }])).toBe('Unknown:\n2 999_999\n');
  });

  it('takes a parsed deck file and an engine deck list as well', () => {
    const parsed = parseDeckFile('3 Tricorder\n1 Test Mission\n');
    expect(exportDeckFile(parsed)).toBe('Missions:\n1 Test Mission\n\nEquipment:\n3 Tricorder\n');
    const list = createEngine({ format: 'constructed' });
    const deck = randomDeck(7, { pool: [...list.cards] });
    expect(canon(parseDeckFile(exportDeckFile(deck)).cards)).toEqual(canon(deckCardsOf(deck)));
  });

  it('every card of every set reads back to itself', () => {
    const all = allBlueprints().map((b) => ({ blueprintId: b.blueprintId, count: 1 }));
    roundTrip(all);
  });

  it('round trip: the sample decks, the shipped decks and 50 random decks', () => {
    const dir = new URL('../../../../decks/', import.meta.url);
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.txt'))) roundTrip(parseDeckFile(readFileSync(new URL(f, dir), 'utf8')).cards);
    for (const d of PREMADE_DECKS) roundTrip(parseDeckFile(d.text).cards);
    const pool = [...createEngine({ format: 'constructed' }).cards];
    for (let seed = 1; seed <= 50; seed++) roundTrip(deckCardsOf(randomDeck(seed, { pool })));
  });
});
