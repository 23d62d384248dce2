/**
 * Runs a bot worker without the rest of the CLI: `node --import tsx packages/server/src/bot-worker-main.ts [bot-worker flags]`
 * (what the tests start as a separate process).
 */
import { botWorkerCommand } from './bot-worker-command.ts';

try {
  await botWorkerCommand().parseAsync(process.argv);
} catch (e) {
  if (!(e as { isStoreError?: boolean } | null)?.isStoreError) throw e;
  process.stderr.write(`stccg bot-worker: ${(e as Error).message}\n`);
  process.exit(1);
}
