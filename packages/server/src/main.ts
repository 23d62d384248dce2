/**
 * Runs the server without the rest of the CLI: `node --import tsx packages/server/src/main.ts [serve flags]`
 * (what the restart test and the benchmark start as a separate process).
 */
import { serveCommand } from './serve-command.ts';

try {
  await serveCommand().parseAsync(process.argv);
} catch (e) {
  // A damaged database, or one that cannot be reached: say what to do, without a stack trace.
  if (!(e as { isStoreError?: boolean } | null)?.isStoreError) throw e;
  process.stderr.write(`stccg serve: ${(e as Error).message}\n`);
  process.exit(1);
}
