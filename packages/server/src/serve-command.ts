/**
 * `stccg serve [--port 3000] [--db FILE_OR_URL]`: runs the game server until SIGINT/SIGTERM.
 */
import { Command, Option } from 'commander';
import { DEFAULT_LIMITS, startServer } from './server.ts';
import { inWords, parseDuration } from './quotas.ts';
import { CLAIM_AFTER_MS } from './actor.ts';
import { DEFAULT_LEASE_MS } from './cluster.ts';

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
  responseDelay: number;
  logLevel: string;
  gamesPerMinute: number;
  openGamesPerClient: number;
  connectionsPerAddress: number;
  helloTimeout: number;
  unstartedExpiry: number;
  abandonAfter: number;
  claimAfter: number;
  /** true: one proxy in front; a number: that many. */
  trustProxy?: boolean | string;
  /** Several servers on one PostgreSQL (cluster.ts). */
  cluster?: boolean;
  peerAddress?: string;
  lease: number;
  leaseRenew?: number;
  bots: 'internal' | 'external';
}

function hopsOf(v: boolean | string | undefined): number {
  if (v === undefined || v === false) return 0;
  if (v === true) return 1;
  return int('--trust-proxy')(v);
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
    .addOption(new Option('--response-delay <ms>', 'a response point (a chance to play an interrupt, the persona-swap question) is answered this long after it is asked, for a player with nothing to play and by bots, so that its timing reveals nothing').default(300).argParser(int('--response-delay')))
    .addOption(new Option('--log-level <level>', 'log level').choices(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'))
    // quotas per client (an IPv4 address or an IPv6 /64); 0 turns one off
    .addOption(new Option('--games-per-minute <n>', 'new games one client may create per minute (0: no limit)').default(DEFAULT_LIMITS.gamesPerMinute).argParser(int('--games-per-minute')))
    .addOption(new Option('--open-games-per-client <n>', 'friend games one client may have waiting for the friend at once (0: no limit)').default(DEFAULT_LIMITS.openGamesPerClient).argParser(int('--open-games-per-client')))
    .addOption(new Option('--connections-per-address <n>', 'WebSocket connections one client may hold at once (0: no limit)').default(DEFAULT_LIMITS.connectionsPerAddress).argParser(int('--connections-per-address')))
    .addOption(new Option('--hello-timeout <duration>', 'a WebSocket that has not said hello after this long is closed (e.g. 10s; 0: never)').default(DEFAULT_LIMITS.helloTimeoutMs, inWords(DEFAULT_LIMITS.helloTimeoutMs)).argParser(parseDuration('--hello-timeout')))
    .addOption(new Option('--unstarted-expiry <duration>', 'a friend game nobody joined expires after this long (e.g. 24h; 0: never)').default(DEFAULT_LIMITS.unstartedExpiryMs, inWords(DEFAULT_LIMITS.unstartedExpiryMs)).argParser(parseDuration('--unstarted-expiry')))
    .addOption(new Option('--abandon-after <duration>', 'a started game whose players did nothing for this long ends as abandoned (e.g. 7d; 0: never)').default(DEFAULT_LIMITS.abandonAfterMs, inWords(DEFAULT_LIMITS.abandonAfterMs)).argParser(parseDuration('--abandon-after')))
    .addOption(new Option('--claim-after <duration>', 'in a game between two people without a clock, a player away this long (no connection) may have the game claimed by the opponent (e.g. 5m; 0: never)').default(CLAIM_AFTER_MS, inWords(CLAIM_AFTER_MS)).argParser(parseDuration('--claim-after')))
    // several servers on one PostgreSQL (issue 30; README "Several servers")
    .option('--cluster', 'one of several servers on one PostgreSQL database: games are held by leases, clients of another server\'s game are served through it, SIGTERM drains (implied by --peer-address)')
    .option('--peer-address <url>', 'with --cluster: the address the other servers reach this one at (default: the address it listens on, 127.0.0.1 for 0.0.0.0)')
    .addOption(new Option('--lease <duration>', "with --cluster: a game's lease; a dead server's games are taken over after at most this long (e.g. 10s)").default(DEFAULT_LEASE_MS, inWords(DEFAULT_LEASE_MS)).argParser(parseDuration('--lease')))
    .addOption(new Option('--lease-renew <duration>', 'with --cluster: how often the leases are renewed (default: a third of --lease)').argParser(parseDuration('--lease-renew')))
    .addOption(new Option('--bots <where>', "with --cluster: where bots think: 'internal' (this process's worker threads) or 'external' (a queue in PostgreSQL answered by `stccg bot-worker` processes; a bot game waits while none runs)").choices(['internal', 'external']).default('internal'))
    .option('--trust-proxy [hops]', 'behind a reverse proxy: the client is the address the proxy put last in X-Forwarded-For (hops: proxies in a row, default 1); without it the header is ignored')
    .action(async (flags: ServeFlags) => {
      const server = await startServer({
        port: flags.port,
        host: flags.host,
        db: flags.db ?? process.env.DATABASE_URL ?? './data/stccg.sqlite',
        webDir: flags.web ? flags.webDir : null,
        botWorkers: flags.botWorkers,
        botThinkMs: flags.thinkMs,
        responseDelayMs: flags.responseDelay,
        logger: { level: flags.logLevel },
        trustProxy: hopsOf(flags.trustProxy),
        claimAfterMs: flags.claimAfter,
        bots: flags.bots,
        ...(flags.cluster || flags.peerAddress !== undefined ? { cluster: { peerAddress: flags.peerAddress, leaseMs: flags.lease, renewMs: flags.leaseRenew } } : {}),
        limits: {
          gamesPerMinute: flags.gamesPerMinute,
          openGamesPerClient: flags.openGamesPerClient,
          connectionsPerAddress: flags.connectionsPerAddress,
          helloTimeoutMs: flags.helloTimeout,
          unstartedExpiryMs: flags.unstartedExpiry,
          abandonAfterMs: flags.abandonAfter,
        },
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
