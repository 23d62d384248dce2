/**
 * A search worker thread: receives a view and a budget, runs IS-MCTS on its own tree with its
 * own seed, and sends back the root statistics (root parallelism).
 */
import { parentPort } from 'node:worker_threads';
import type { PlayerView } from '@stccg/engine';
import { search } from './mcts.ts';
import type { SearchMode } from './mcts.ts';
import { pairedSearch } from './paired.ts';

export interface SearchRequest {
  id: number;
  view: PlayerView;
  /** Absolute wall-clock deadline (Date.now() clock: shared across threads). */
  deadlineEpochMs?: number;
  iterations?: number;
  earlyStop?: boolean;
  prior?: string;
  /** 'tree' (IS-MCTS) or 'paired' (paired Monte Carlo at the root). */
  mode?: SearchMode;
  /** Turns a playout runs past the root's turn (the search's default when absent). */
  horizon?: number;
  seed: number;
}

parentPort?.on('message', (req: SearchRequest) => {
  try {
    const params: Parameters<typeof search>[1] = { seed: req.seed };
    if (req.deadlineEpochMs !== undefined) params.deadline = performance.now() + Math.max(0, req.deadlineEpochMs - Date.now());
    if (req.iterations !== undefined) params.iterations = req.iterations;
    if (req.earlyStop !== undefined) params.earlyStop = req.earlyStop;
    if (req.prior !== undefined) params.prior = req.prior;
    if (req.horizon !== undefined) params.horizon = req.horizon;
    const result = req.mode === 'paired' ? pairedSearch(req.view, params) : search(req.view, params);
    parentPort?.postMessage({ id: req.id, result });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, error: (e as Error).stack ?? String(e) });
  }
});
