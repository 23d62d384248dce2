/**
 * The search's playouts play the heuristic in its cheap mode (an option no rule models gets a fixed
 * score) unless asked to play it in full (SearchParams.fullPlayouts, BotOptions.fullPlayouts,
 * `stccg sim --full-playouts`): then such an option is judged one step ahead, as the heuristic bot
 * judges it. heuristicCounts tells the two apart: the cheap mode counts under `cheap`, the full
 * policy under `full`, and only the cheap mode ever gives a fixed score.
 */
import { describe, expect, it } from 'vitest';
import { view } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import { heuristicCounts, resetHeuristicCounts } from '../src/heuristic.ts';
import { search } from '../src/mcts.ts';
import { pairedSearch } from '../src/paired.ts';
import { randomPosition } from './helpers.ts';

/** Seed 61 after 277 random moves: a Klingon main decision of four options (as bots.test.ts). */
function position(): { v: PlayerView; prior: string } {
  const s = randomPosition(61, 277);
  const v = view(s, (s.pending as NonNullable<typeof s.pending>).player);
  const ids = (v.pending?.options ?? []).map((o) => o.id);
  return { v, prior: ids[ids.length - 1] as string };
}

describe('full playouts (a measurement setting of the search)', () => {
  it('by default the paired search plays its playouts in the cheap mode, which gives options no rule models a fixed score', () => {
    const { v, prior } = position();
    resetHeuristicCounts();
    pairedSearch(v, { seed: 3, iterations: 8, prior, earlyStop: false });
    expect(heuristicCounts.cheap.decisions).toBeGreaterThan(0);
    expect(heuristicCounts.cheap.fixed).toBeGreaterThan(0);
    expect(heuristicCounts.cheap.oneStep).toBe(0);
    // the search itself does not decide with the full policy: the bot's prior is computed outside it
    expect(heuristicCounts.full.decisions).toBe(0);
  });

  it('with fullPlayouts the paired search plays the full policy: no option gets a fixed score, those no rule models are judged one step ahead', () => {
    const { v, prior } = position();
    resetHeuristicCounts();
    const r = pairedSearch(v, { seed: 3, iterations: 8, prior, earlyStop: false, fullPlayouts: true });
    expect(r.iterations).toBe(8);
    expect(heuristicCounts.cheap.decisions).toBe(0);
    expect(heuristicCounts.full.decisions).toBeGreaterThan(0);
    expect(heuristicCounts.full.fixed).toBe(0);
    expect(heuristicCounts.full.oneStep).toBeGreaterThan(0);
  });

  it('the tree search (IS-MCTS) honours the setting too, and is cheap without it', () => {
    const { v, prior } = position();
    resetHeuristicCounts();
    search(v, { seed: 3, iterations: 6, prior, fullPlayouts: true });
    expect(heuristicCounts.cheap.decisions).toBe(0);
    expect(heuristicCounts.full.decisions).toBeGreaterThan(0);
    resetHeuristicCounts();
    search(v, { seed: 3, iterations: 6, prior, fullPlayouts: false });
    expect(heuristicCounts.full.decisions).toBe(0);
    expect(heuristicCounts.cheap.decisions).toBeGreaterThan(0);
  });
});
