/**
 * A search request: what one search thread is asked to do. The worker threads and the search in
 * the calling thread (workers: 0) both run it through runRequest, so they read it alike.
 */
import type { PlayerView } from '@stccg/engine';
import { search } from './mcts.ts';
import type { SearchMode, SearchParams, SearchResult } from './mcts.ts';
import type { PlayoutValue } from './bot.ts';
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
  /** What scores a playout's end (the search's default when absent). */
  playoutValue?: PlayoutValue;
  seed: number;
}

/** Runs a request's search; `deadline` is on this thread's performance.now() clock. */
export function runRequest(req: Omit<SearchRequest, 'id'>, deadline?: number): SearchResult {
  const params: SearchParams = { seed: req.seed };
  if (deadline !== undefined) params.deadline = deadline;
  if (req.iterations !== undefined) params.iterations = req.iterations;
  if (req.earlyStop !== undefined) params.earlyStop = req.earlyStop;
  if (req.prior !== undefined) params.prior = req.prior;
  if (req.horizon !== undefined) params.horizon = req.horizon;
  if (req.playoutValue !== undefined) params.playoutValue = req.playoutValue;
  return req.mode === 'paired' ? pairedSearch(req.view, params) : search(req.view, params);
}
