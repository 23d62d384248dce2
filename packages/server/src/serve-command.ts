/**
 * `stccg serve [--port 3000] [--db FILE_OR_URL]`: runs the game server until SIGINT/SIGTERM.
 */
import { Command, Option } from 'commander';
import { startServer } from './server.ts';

function int(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${v}"`);
    return n;
  };
}

export interface ServeFlags {
  port: number;
  host: string;
  db?: string;
  webDir?: string;
  web: boolean;
  botWorkers?: number;
  thinkMs: number;
  logLevel: string;
}

export function serveCommand(): Command {
  return new Command('serve')
    .description('run the game server: HTTP API, WebSocket game protocol at /ws, and the built web client')
    .addOption(new Option('--port <n>', 'TCP port (0: any free port)').default(3000).env('PORT').argParser(int('--port')))
    .option('--host <addr>', 'address to listen on (0.0.0.0 for every interface)', '127.0.0.1')
    .addOption(new Option('--db <file-or-url>', 'SQLite file, or postgres://user:pass@host/db (default: $DATABASE_URL, else ./data/stccg.sqlite)'))
    .option('--web-dir <dir>', 'built web client to serve (default: packages/web/dist when built)')
    .option('--no-web', 'do not serve the web client')
    .addOption(new Option('--bot-workers <n>', 'worker threads for bot seats (default: min(2, cores))').argParser(int('--bot-workers')))
    .addOption(new Option('--think-ms <n>', 'thinking time of search bots per decision').default(1000).argParser(int('--think-ms')))
    .addOption(new Option('--log-level <level>', 'log level').choices(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'))
    .action(async (flags: ServeFlags) => {
      const server = await startServer({
        port: flags.port,
        host: flags.host,
        db: flags.db ?? process.env.DATABASE_URL ?? './data/stccg.sqlite',
        webDir: flags.web ? flags.webDir : null,
        botWorkers: flags.botWorkers,
        botThinkMs: flags.thinkMs,
        logger: { level: flags.logLevel },
      });
      // One plain line for people and for scripts that wait for the server (whatever the log level).
      process.stderr.write(`stccg serve: listening on ${server.url} (store: ${server.store.kind} ${server.store.where})\n`);
      let stopping = false;
      const stop = (sig: string) => {
        if (stopping) return;
        stopping = true;
        server.logger.info({ signal: sig }, 'stopping');
        server.close().then(
          () => process.exit(0),
          (e: unknown) => {
            server.logger.error({ err: e }, 'error while stopping');
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', () => stop('SIGINT'));
      process.on('SIGTERM', () => stop('SIGTERM'));
    });
}
