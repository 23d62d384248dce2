/**
 * The shipped decks in play (issue 27), the short version of bench/results/premade-*: each premade
 * deck, played by the heuristic bot against the random bot on random legal decks, one seeded deal
 * from both sides, ends every game with no crash, stuck game or broken invariant.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREMADE_DECKS } from '@stccg/engine';
import { runSim } from '../src/sim.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

describe('the premade decks in play', () => {
  for (const d of PREMADE_DECKS.filter((x) => x.kind === 'premade')) {
    it(`${d.name}: two games, heuristic against random from both sides, none stuck`, async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runSim(
        { games: 2, seed: 1, bots: 'heuristic,random', workers: 1, check: true, progress: false, maxActions: 50_000, format: 'constructed', deck: join(ROOT, 'decks', `premade-${d.id}.txt`), opponentDeck: 'random', swapSides: true },
        { out: (s) => out.push(s), err: (s) => err.push(s) },
      );
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out.join('\n')).toMatch(/2 games, bots heuristic vs random[\s\S]*no crashes, stuck games or invariant failures/);
    }, 600_000);
  }
});
