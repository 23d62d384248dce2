/**
 * The bots of `stccg sim` are given the view the server and the terminal game give theirs, its log
 * included: a bot that reads the log (the search's knowledge of hidden crews, an earned artifact's
 * new owner: packages/ai/src/determinize.ts) plays in a measurement as it plays against a person.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomBot, registerBot } from '@stccg/ai';
import type { PlayerView } from '@stccg/engine';
import { playGame } from '../src/sim-core.ts';
import { scratchDir, removeScratch } from './scratch.ts';

afterAll(removeScratch);

describe('sim: the views handed to the bots', () => {
  it('hold the whole log so far, from the game start, at every decision', async () => {
    const seen: { start: number; length: number; total: number }[] = [];
    registerBot('log-probe', (o) => {
      const inner = randomBot(o);
      return {
        name: 'log-probe',
        decide(v: PlayerView, d) {
          seen.push({ start: v.logStart, length: v.log.length, total: v.logLength });
          return inner.decide(v, d);
        },
      };
    });
    const out = await playGame({ bots: ['log-probe', 'random'], seed: 5, swapSides: false, check: false, maxActions: 300, failureDir: scratchDir('sim-views-') }, 0);
    expect(out.actions).toBeGreaterThan(50);
    expect(seen.length).toBeGreaterThan(20);
    for (const x of seen) expect(x.start).toBe(0);
    // the log grows as the game goes on, and a late decision sees the early events
    expect(seen.at(-1)?.length).toBeGreaterThan(seen[0]?.length ?? 0);
    expect(seen.at(-1)?.length).toBeGreaterThan(20);
  });
});
