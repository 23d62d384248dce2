/**
 * A search request: what one search thread is asked to do. The worker threads and the search in
 * the calling thread (workers: 0) both run it through runRequest, so they read it alike.
 */
import type { PlayerView } from '@stccg/engine';
import { search } from './mcts.ts';
import type { SearchMode, SearchParams, SearchResult } from './mcts.ts';
import { pairedSearch } from './paired.ts';

/**
 * The search's own parameters (iterations, seed, horizon, playoutValue, earlyStop, prior) and what
 * a thread needs around them. The deadline travels on the wall clock, since threads do not share
 * performance.now(); runRequest's caller turns it into this thread's clock.
 */
export interface SearchRequest extends Omit<SearchParams, 'deadline' | 'exploration'> {
  id: number;
  view: PlayerView;
  /** Absolute wall-clock deadline (Date.now() clock: shared across threads). */
  deadlineEpochMs?: number;
  /** 'tree' (IS-MCTS) or 'paired' (paired Monte Carlo at the root). */
  mode?: SearchMode;
}

/** Runs a request's search; `deadline` is on this thread's performance.now() clock. */
export function runRequest(req: Omit<SearchRequest, 'id'> & { id?: number }, deadline?: number): SearchResult {
  const { id: _id, view, deadlineEpochMs: _wallClock, mode, ...params } = req;
  const p: SearchParams = deadline === undefined ? params : { ...params, deadline };
  return mode === 'paired' ? pairedSearch(view, p) : search(view, p);
}
