/**
 * A search worker thread: receives a request (a view and a budget), runs the search with its own
 * seed, and sends back the root statistics (root parallelism).
 */
import { parentPort } from 'node:worker_threads';
import { runRequest } from './request.ts';
import type { SearchRequest } from './request.ts';

parentPort?.on('message', (req: SearchRequest) => {
  try {
    const deadline = req.deadlineEpochMs === undefined ? undefined : performance.now() + Math.max(0, req.deadlineEpochMs - Date.now());
    parentPort?.postMessage({ id: req.id, result: runRequest(req, deadline) });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, error: (e as Error).stack ?? String(e) });
  }
});
