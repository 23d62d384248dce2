// Bootstrap of a search worker thread: teach Node TypeScript (tsx), then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');
