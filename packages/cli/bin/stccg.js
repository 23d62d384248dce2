#!/usr/bin/env node
// The `stccg` command. The project runs its TypeScript directly through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
await main(process.argv);
