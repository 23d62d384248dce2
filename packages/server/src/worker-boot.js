// Starts a TypeScript worker thread through tsx: new Worker(bootUrl, { workerData: { __entry: url } }).
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.__entry);
