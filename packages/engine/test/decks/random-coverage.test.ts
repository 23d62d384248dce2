/**
 * The random deck generator uses every card the engine plays (issues 25 and 26, coverage): over a
 * run of seeds each implemented card of Premiere, Alternate Universe and the intro set is in some
 * deck, artifacts among them (seeded under the missions); a card the engine does not implement is in
 * none; and each deck is legal.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, deckCardsOf, deckListOf, randomDeck, setCoverage } from '../../src/index.ts';
import type { SetKey } from '../../src/index.ts';

const engine = createEngine({ format: 'constructed' });
const pool = [...engine.cards];
const SEEDS = 200;
const SETS: SetKey[] = ['premiere', 'alternate-universe', 'intro-2pg'];

describe('random decks over a run of seeds', () => {
  const decks = Array.from({ length: SEEDS }, (_, i) => randomDeck(i + 1, { pool }));
  const used = new Map<string, number>();
  for (const d of decks) for (const c of new Set([...d.missions, ...d.seed, ...d.draw])) used.set(c, (used.get(c) ?? 0) + 1);

  it(`every implemented card of the three sets is in some deck within ${SEEDS} seeds`, () => {
    for (const set of SETS) {
      const implemented = setCoverage(set).cards.filter((c) => c.implemented);
      expect(implemented.length).toBeGreaterThan(0);
      const missing = implemented.filter((c) => !used.has(c.card as string)).map((c) => c.name);
      expect(missing, set).toEqual([]);
    }
  });

  it('deals artifacts: some decks seed one or two, none more, and none seeds a card the engine does not implement', () => {
    const artifacts = new Set(setCoverage('premiere').cards.concat(setCoverage('alternate-universe').cards).filter((c) => c.type === 'artifact' && c.implemented).map((c) => c.card));
    const perDeck = decks.map((d) => d.seed.filter((c) => artifacts.has(c)).length);
    expect(perDeck.some((n) => n > 0)).toBe(true);
    expect(perDeck.some((n) => n === 0)).toBe(true);
    expect(Math.max(...perDeck)).toBe(2);
    const unimplemented = new Set(SETS.flatMap((s) => setCoverage(s).cards.filter((c) => !c.implemented && c.card).map((c) => c.card)));
    for (const d of decks) for (const c of [...d.missions, ...d.seed, ...d.draw]) expect(unimplemented.has(c), c).toBe(false);
  });

  it('every deck of the run is legal and playable (boundary: the seed cards with artifacts stay within half the deck)', () => {
    for (const d of decks.slice(0, 40)) {
      const r = deckListOf(deckCardsOf(d));
      expect(r.ok, r.ok ? '' : r.reasons.join('; ')).toBe(true);
      expect(d.missions.length + d.seed.length).toBeLessThanOrEqual((d.missions.length + d.seed.length + d.draw.length) / 2);
    }
  });
});
