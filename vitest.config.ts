import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        // the engine's hundreds of card and rule specs: one import of the engine per worker, not per
        // file (each file's changes to the card registry are undone: packages/engine/test/shared-worker-setup.ts)
        extends: true,
        test: {
          name: 'engine',
          include: ['packages/engine/test/**/*.test.ts', 'packages/engine/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['packages/engine/test/shared-worker-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ai, cli, server, web',
          include: ['packages/{ai,cli,server,web}/test/**/*.test.ts', 'packages/{ai,cli,server,web}/src/**/*.test.ts'],
        },
      },
    ],
  },
});
