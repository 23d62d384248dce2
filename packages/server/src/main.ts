/**
 * Runs the server without the rest of the CLI: `node --import tsx packages/server/src/main.ts [serve flags]`
 * (what the restart test and the benchmark start as a separate process).
 */
import { serveCommand } from './serve-command.ts';

await serveCommand().parseAsync(process.argv);
