/**
 * The nine Premiere and Alternate Universe equipment cards of this batch as a pool: each counts as
 * implemented for the deck check (decks/validate.ts cardImplementation), is in the constructed
 * engine's card pool, and the random deck generator puts each of them in some deck.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, randomDeck } from '../../src/index.ts';
import { cardImplementation } from '../../src/decks/validate.ts';
import { defOfBlueprint } from '../../src/cards/blueprint-ids.ts';

const BATCH: Record<string, string> = {
  '101_056': 'engineering-padd',
  '101_057': 'federation-padd',
  '101_058': 'klingon-disruptor',
  '101_059': 'klingon-padd',
  '101_062': 'romulan-disruptor',
  '101_063': 'romulan-padd',
  '101_064': 'starfleet-type-ii-phaser',
  '103_034': 'echo-papa-607-killer-drone',
  '103_035': 'ip-scanner',
};

describe('Premiere and AU equipment in the constructed pool', () => {
  const engine = createEngine({ format: 'constructed' });

  it('each card is implemented, named by its blueprint id, and in the constructed pool', () => {
    for (const [bp, def] of Object.entries(BATCH)) {
      expect(cardImplementation(bp), bp).toEqual({ implemented: true });
      expect(defOfBlueprint(bp)).toBe(def);
      expect(engine.cards).toContain(def);
    }
  });

  it('the random deck generator puts every one of them in some deck (and never the intro format\'s pool)', () => {
    const batch = new Set(Object.values(BATCH));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300 && seen.size < batch.size; seed++) for (const id of randomDeck(seed, { pool: engine.cards }).draw) if (batch.has(id)) seen.add(id);
    expect([...batch].filter((d) => !seen.has(d))).toEqual([]);
    expect([...createEngine({ format: 'intro' }).cards].filter((c) => Object.values(BATCH).includes(c))).toEqual([]);
  });
});
