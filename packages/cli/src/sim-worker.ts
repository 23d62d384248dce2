/** A worker thread of `stccg sim`: plays the games it is sent and posts each outcome back. */
import { parentPort, workerData } from 'node:worker_threads';
import { playGame } from './sim-core.ts';
import type { SimConfig } from './sim-core.ts';

const cfg = workerData as SimConfig;
parentPort?.on('message', async (msg: { index: number } | 'stop') => {
  if (msg === 'stop') {
    process.exit(0);
  }
  const outcome = await playGame(cfg, msg.index);
  parentPort?.postMessage(outcome);
});
