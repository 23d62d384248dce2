/**
 * The short version of the search-against-heuristic matches (issue 28, bench/results/search-vs-heuristic-*):
 * the search bot against the heuristic, sides swapped, on the premade pairs, on random legal decks and in
 * the intro game. A fixed number of playouts a decision in the calling thread (not 1 s on a worker), so the
 * games are the same on any machine and cheap; every game finishes with no crash, stuck game or broken
 * invariant, both bots decide throughout, and the outcomes file records the run as the long matches do.
 * The strength figures themselves are measured with 200 games at 1 s a decision, not here. Also the short
 * version of the heuristic against the random bot on random legal decks (bench/results/heuristic-vs-random-*),
 * whose mark (190 of 200) is cheap enough to hold in part: it wins nearly every game of a dozen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOTS_VERSION } from '@stccg/ai';
import { scratchDir, removeScratch } from './scratch.ts';
import { runSim } from '../src/sim.ts';
import type { SimCliOptions } from '../src/sim.ts';

afterAll(removeScratch);

const SETTINGS: { name: string; opts: Partial<SimCliOptions> }[] = [
  { name: 'the premade pairs', opts: { format: 'constructed', decks: 'premade' } },
  { name: 'random legal decks', opts: { format: 'constructed', decks: 'random' } },
  { name: 'the intro game', opts: {} },
];

describe('stccg sim: search against heuristic (short)', () => {
  for (const { name, opts } of SETTINGS) {
    it(`${name}: one deal from both sides at 4 playouts a decision, every game to its end`, async () => {
      const dir = scratchDir('search-sim-');
      const outcomes = join(dir, 'games.jsonl');
      const out: string[] = [];
      const err: string[] = [];
      const code = await runSim(
        { games: 2, seed: 1, bots: 'search,heuristic', swapSides: true, workers: 1, iterations: 4, searchWorkers: 0, check: true, progress: false, maxActions: 50_000, json: true, outcomes, ...opts },
        { out: (x) => out.push(x), err: (x) => err.push(x) },
      );
      expect(err).toEqual([]);
      expect(code).toBe(0);
      const sum = JSON.parse(out.join('\n')) as { games: number; failures: unknown[]; draws: number; perBot: { bot: string; wins: number; decisions: number }[] };
      expect(sum.games).toBe(2);
      expect(sum.failures).toEqual([]);
      expect(sum.perBot.map((b) => b.bot)).toEqual(['search', 'heuristic']);
      expect((sum.perBot[0]?.wins ?? 0) + (sum.perBot[1]?.wins ?? 0) + sum.draws).toBe(2);
      for (const b of sum.perBot) expect(b.decisions).toBeGreaterThan(50);
      // the outcomes file: both games, each with a winner or a draw, under this bots version and these settings
      const rows = readFileSync(outcomes, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { index: number; run: Record<string, unknown>; seats: Record<string, string> });
      expect(rows.map((r) => r.index).sort()).toEqual([0, 1]);
      for (const r of rows) {
        expect(r.run).toMatchObject({ bots: ['search', 'heuristic'], botsVersion: BOTS_VERSION, iterations: 4, searchWorkers: 0, swapSides: true });
        expect(Object.values(r.seats).sort()).toEqual(['heuristic', 'search']);
      }
      // sides swapped: the search sat in each seat once
      expect(new Set(rows.map((r) => Object.keys(r.seats).find((k) => r.seats[k] === 'search'))).size).toBe(2);
    }, 600_000);
  }
});

describe('stccg sim: heuristic against random on random legal decks (short)', () => {
  it('a dozen games from both sides: the heuristic wins at least 11, none stuck', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSim(
      { games: 12, seed: 1, bots: 'heuristic,random', swapSides: true, workers: 1, check: true, progress: false, maxActions: 50_000, json: true, format: 'constructed', decks: 'random' },
      { out: (x) => out.push(x), err: (x) => err.push(x) },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const sum = JSON.parse(out.join('\n')) as { games: number; failures: unknown[]; perBot: { bot: string; wins: number }[] };
    expect(sum.games).toBe(12);
    expect(sum.failures).toEqual([]);
    expect(sum.perBot[0]?.bot).toBe('heuristic');
    expect(sum.perBot[0]?.wins).toBeGreaterThanOrEqual(11);
  }, 600_000);
});
