/**
 * The short version of the seeding measurement (issue 28, bench/results/seeding-policy-*.txt): eight
 * constructed games of random decks, the heuristic seeding by its policy against the heuristic
 * seeding at random (heuristic-randomseed), sides swapped; every game finishes, no crash, no broken
 * invariant. The strength figure itself is measured with 200 games, not here.
 */
import { describe, expect, it } from 'vitest';
import { runSim } from '../src/sim.ts';

describe('stccg sim: heuristic against heuristic-randomseed (short)', () => {
  it('plays 8 constructed games to the end, both bots finishing every decision', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSim(
      { games: 8, seed: 1, bots: 'heuristic,heuristic-randomseed', swapSides: true, workers: 1, check: true, progress: false, maxActions: 50_000, format: 'constructed', decks: 'random', json: true },
      { out: (x) => out.push(x), err: (x) => err.push(x) },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    const sum = JSON.parse(out.join('\n'));
    expect(sum.games).toBe(8);
    expect(sum.failures).toEqual([]);
    expect(sum.perBot.map((b: { bot: string }) => b.bot)).toEqual(['heuristic', 'heuristic-randomseed']);
    expect(sum.perBot[0].wins + sum.perBot[1].wins + sum.draws).toBe(8);
    for (const b of sum.perBot) expect(b.decisions).toBeGreaterThan(0);
  }, 600_000);

  it('refuses an unknown bot name and lists heuristic-randomseed among the known', async () => {
    const err: string[] = [];
    const code = await runSim({ games: 1, seed: 1, bots: 'heuristic,heuristic-nosuch', workers: 1, check: true, progress: false, maxActions: 50_000 }, { out: () => {}, err: (x) => err.push(x) });
    expect(code).not.toBe(0);
    expect(err.join('\n')).toMatch(/heuristic-randomseed/);
  });
});
