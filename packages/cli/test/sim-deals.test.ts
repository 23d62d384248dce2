/**
 * `stccg sim --deals 3,5,10-14` (issue 28): only the games of the deals listed are played and summed
 * up. They are the very games of the whole run (same index, same seed, same sides), so an outcomes
 * file may gather a screen of some deals first and the rest later; a list that names no deal of the
 * run is refused and nothing is played or written.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir, removeScratch } from './scratch.ts';
import { dealList, formatSummary, parseDeals, runSim } from '../src/sim.ts';
import type { SimCliOptions, SimSummary } from '../src/sim.ts';

afterAll(removeScratch);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}

const base: SimCliOptions = { games: 6, seed: 3, bots: 'random,random', swapSides: true, workers: 1, check: false, progress: false, maxActions: 50_000 };

/** An outcomes file's games by index, without their decision times (which vary run to run). */
function games(file: string): Map<number, unknown> {
  const out = new Map<number, unknown>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { times: _times, ...g } = JSON.parse(line) as { index: number; times: unknown };
    out.set(g.index, g);
  }
  return out;
}

describe('parseDeals and dealList', () => {
  it('reads seeds and ranges, sorted and without repeats', () => {
    expect(parseDeals('5,3,10-12', 1, 20)).toEqual([3, 5, 10, 11, 12]);
    expect(parseDeals(' 4 , 4,3-4', 1, 20)).toEqual([3, 4]);
    expect(parseDeals('7-7', 1, 20)).toEqual([7]);
  });

  it('takes the run\'s first and last deal, and refuses one seed past either end', () => {
    expect(parseDeals('3,12', 3, 10)).toEqual([3, 12]);
    expect(parseDeals('2', 3, 10)).toMatch(/seed 2 is not one of this run's deals \(seeds 3\.\.12/);
    expect(parseDeals('11-13', 3, 10)).toMatch(/seed 13 is not one of this run's deals/);
  });

  it('refuses what is not a list of seeds', () => {
    for (const bad of ['', 'a', '3,', '3-', '-3', '1.5', '3;4']) expect(parseDeals(bad, 1, 20)).toMatch(/--deals takes seeds and ranges/);
    expect(parseDeals('9-4', 1, 20)).toMatch(/the range 9-4 runs backwards/);
  });

  it('writes a list back as --deals takes it, runs of three or more as ranges', () => {
    expect(dealList([1, 2, 3, 5, 7, 8])).toBe('1-3,5,7,8');
    expect(dealList([4])).toBe('4');
    expect(dealList([])).toBe('');
    const seeds = [2, 3, 4, 9, 10, 20];
    expect(parseDeals(dealList(seeds), 1, 20)).toEqual(seeds);
  });
});

describe('stccg sim --deals', () => {
  it('plays only the listed deals\' games, the same games as the whole run, and the rest later into the same file', async () => {
    const dir = scratchDir('stccg-deals-');
    const screen = join(dir, 'screen.jsonl');
    const whole = join(dir, 'whole.jsonl');
    const c1 = capture();
    expect(await runSim({ ...base, deals: '3,5', json: true, outcomes: screen }, c1.io)).toBe(0);
    const sum = JSON.parse(c1.out.join('\n')) as SimSummary;
    // deals 3 and 5 of seeds 3..5 are games 0, 1 and 4, 5 (each deal from both sides)
    expect(sum.games).toBe(4);
    expect(sum.dealsListed).toEqual([3, 5]);
    expect([...games(screen).keys()].sort((a, b) => a - b)).toEqual([0, 1, 4, 5]);
    expect(sum.deals?.complete).toBe(2);
    expect(formatSummary(sum, false)).toMatch(/^4 games, bots random vs random, the 2 deals listed \(seeds 3,5\) \(each deal played from both sides\)$/m);
    expect(formatSummary({ ...sum, games: 2, dealsListed: [5] }, false)).toMatch(/^2 games, bots random vs random, the deal listed \(seed 5\) /m);

    // the same command without --deals plays the other two into the same file
    const c3 = capture();
    expect(await runSim({ ...base, outcomes: screen }, c3.io)).toBe(0);
    expect(c3.err.join('\n')).toMatch(/4 of 6 games already played; playing the other 2/);
    expect(c3.out.join('\n')).toMatch(/^6 games, bots random vs random, seeds 3\.\.5 /m);

    // and each game is the one a whole run plays at that index
    expect(await runSim({ ...base, outcomes: whole }, capture().io)).toBe(0);
    const a = games(screen);
    const b = games(whole);
    expect(a.size).toBe(6);
    for (const [i, g] of b) expect(a.get(i)).toEqual(g);
  }, 120_000);

  it('a list naming no deal of the run is refused: nothing played, no file written', async () => {
    const dir = scratchDir('stccg-deals-');
    const file = join(dir, 'none.jsonl');
    for (const deals of ['6', '2', 'x', '5-4']) {
      const c = capture();
      expect(await runSim({ ...base, deals, outcomes: file }, c.io)).toBe(2);
      expect(c.err.join('\n')).toMatch(/--deals/);
      expect(c.out).toEqual([]);
      expect(existsSync(file)).toBe(false);
    }
    // without swapped sides each game is a deal of its own: seeds 3..8
    const c = capture();
    expect(await runSim({ ...base, swapSides: false, deals: '9' }, c.io)).toBe(2);
    expect(c.err.join('\n')).toMatch(/seeds 3\.\.8/);
  });
});
