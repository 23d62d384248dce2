/**
 * The game server: fastify for HTTP (create, join, list, watch, records, the web client),
 * ws for the game protocol at /ws, pino for structured logs. startServer() wires the store,
 * the bot worker pool and the hub of game actors together; stored games are loaded when asked
 * for. It keeps each client (address) within its quotas, and keeps secrets out of the log.
 */
import Fastify, { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer, WebSocket } from 'ws';
import type { RawData } from 'ws';
import { pino } from 'pino';
import type { Logger, LoggerOptions } from 'pino';
import { availableParallelism } from 'node:os';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { CLOSE_HELLO_TIMEOUT, CLOSE_TOO_MANY_CONNECTIONS, CancelLobbyGameReq, ClientMsg, CreateGameReq, CreateLobbyGameReq, JoinGameReq, JoinLobbyGameReq, ListGamesReq, MAX_DECK_BYTES, RematchReq, MAX_MESSAGE_BYTES } from './protocol.ts';
import { Lobby } from './lobby.ts';
import { nameKey } from './accounts.ts';
import type { ErrorCode, ListGamesRes, ServerMsg } from './protocol.ts';
import { StoreError, openStore } from './store.ts';
import type { GameStore, StoredGame } from './store.ts';
import { MAX_LEADERBOARD, Ratings } from './ratings.ts';
import { RATING_FORMATS } from './ratings-store.ts';
import type { RatingFormat } from './ratings-store.ts';
import { BotPool } from './bots.ts';
import { NoBots, QueueBots } from './bot-queue.ts';
import type { BotDecider } from './bot-queue.ts';
import { Elsewhere, Hub, HttpProblem } from './hub.ts';
import { CLOSE_SERVICE_RESTART, errorMsg } from './actor.ts';
import { Cluster } from './cluster.ts';
import type { PostgresStore } from './store-postgres.ts';
import type { Conn, Timers } from './actor.ts';
import { PerClientCount, clientKey, forwardedAddress, inWords } from './quotas.ts';
import { Accounts } from './accounts.ts';
import { registerAccountRoutes, sameOrigin, sessionCookie } from './account-routes.ts';
import type { AccountRow } from './accounts-store.ts';
import { registerDeckRoutes } from './deck-routes.ts';

export interface Limits {
  /** Messages a socket may send per second on average, and in a burst. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Refused messages (errors) a socket may cause per second on average, and in a burst. */
  errorsPerSecond: number;
  errorBurst: number;
  /** A socket that keeps flooding is closed after this many dropped messages. */
  closeAfterDropped: number;
  // What one client (an IPv4 address or an IPv6 /64; behind a trusted proxy, the address it saw)
  // may take; 0 is no limit. Refusals: HTTP 429 with Retry-After, or a WebSocket close code.
  /** New games (of any kind) a client may create per minute (--games-per-minute). */
  gamesPerMinute: number;
  /** Friend games a client may have waiting for the friend at once (--open-games-per-client). */
  openGamesPerClient: number;
  /** WebSocket connections a client may hold at once (--connections-per-address); more are closed with 4429. */
  connectionsPerAddress: number;
  /** A socket that has not attached to a game with hello after this long is closed with 4408, in ms (--hello-timeout). */
  helloTimeoutMs: number;
  /** A friend game nobody joined expires this long after it was created, in ms (--unstarted-expiry). */
  unstartedExpiryMs: number;
  /** A started game whose seats did nothing for this long ends as abandoned, in ms (--abandon-after). */
  abandonAfterMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  messagesPerSecond: 200,
  messageBurst: 400,
  errorsPerSecond: 10,
  errorBurst: 30,
  closeAfterDropped: 2000,
  gamesPerMinute: 20,
  openGamesPerClient: 10,
  connectionsPerAddress: 50,
  helloTimeoutMs: 10_000,
  unstartedExpiryMs: 24 * 3_600_000,
  abandonAfterMs: 7 * 86_400_000,
};

export interface ServerOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A SQLite file, ':memory:', a postgres:// URL, or an opened store (then the caller closes it). Default: $DATABASE_URL or ./data/stccg.sqlite. */
  db?: string | GameStore;
  /** The built web client to serve; default packages/web/dist when it exists; null for none. */
  webDir?: string | null;
  /** A pino logger, pino options, or false for silence. Default: info level to stdout. */
  logger?: Logger | LoggerOptions | false;
  /** Bot worker threads (default: min(2, cores)). */
  botWorkers?: number;
  /** Think time of search bots, in ms (default 1000). */
  botThinkMs?: number;
  /** The delay after which a response point is answered, by the server or a bot (default RESPONSE_DELAY_MS, 300 ms). */
  responseDelayMs?: number;
  /** A bot decision not answered within this time is replaced by a random one (default 60 s). */
  botTimeoutMs?: number;
  /** Flood control and quotas; each field defaults to DEFAULT_LIMITS'. */
  limits?: Partial<Limits>;
  /**
   * Behind a reverse proxy (--trust-proxy): the client is the address the proxy put last in
   * X-Forwarded-For (a number: that many proxies in a row). Without it the header is ignored.
   */
  trustProxy?: boolean | number;
  /** The wall clock in ms for quotas, expiry and abandonment (default Date.now; tests move a fake one). */
  now?: () => number;
  /**
   * Test-only (the CLI never sets it): the seed of each new game, for tests that need a known
   * deal. Without it every game gets 32 random bytes as 64 hex digits.
   */
  seedSource?: () => number | string;
  /** Test-only: the engine versions whose stored games this server resumes (default the engine's RESUMES_GAMES_OF). */
  resumesGamesOf?: readonly string[];
  /** Load and replay every unfinished game at start-up, as before games were loaded on demand (the benchmark times both). */
  resumeAll?: boolean;
  /** How often expiry, abandonment and eviction from memory run, in ms (default 60 s). */
  sweepMs?: number;
  /** Test-only: the clock game clocks and response delays are scheduled with (default real time; a fake one lets a test run a bank out without waiting). */
  timers?: Timers;
  /** A seat away this long may be claimed by its opponent in a game without a clock, in ms (--claim-after; default 5 min; 0: never). */
  claimAfterMs?: number;
  /**
   * Several servers on one PostgreSQL (--cluster, --peer-address; cluster.ts): game leases, the log
   * fenced by them, clients of another server's game served through it, drain on close.
   * `peerAddress`: where the other servers reach this one (default the address it listens on);
   * `leaseMs` (default 10 s) and `renewMs` (default a third of it).
   */
  cluster?: { peerAddress?: string; leaseMs?: number; renewMs?: number };
  /**
   * Where bots think (issue 30): 'internal' (default), worker threads of this process; 'external'
   * (with cluster), the PostgreSQL queue answered by `stccg bot-worker` processes (bot-queue.ts).
   */
  bots?: 'internal' | 'external';
}

export interface RunningServer {
  url: string;
  port: number;
  store: GameStore;
  logger: Logger;
  /** Runs the sweep now (expiry, abandonment, writing activity, eviction); it also runs every sweepMs. */
  sweep(): Promise<void>;
  /** Several servers (ServerOptions.cluster): this server's lease keeping; null otherwise. */
  cluster: Cluster | null;
  close(): Promise<void>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types the protocol knows (for an "unknown type" answer distinct from a malformed one). */
const KNOWN_TYPES = new Set(['hello', 'act', 'settings', 'concede', 'ping', 'why', 'undo', 'lobby', 'chat', 'chatSettings', 'claim']);

/**
 * The largest body of a create or join request: two deck lists of MAX_DECK_BYTES, escaped as
 * JSON, with room to spare (a larger body is refused with 413 before it is read).
 */
const DECK_BODY_LIMIT = 5 * MAX_DECK_BYTES;

/** Outgoing bytes queued on a socket beyond which the client is too slow to keep. */
const MAX_BUFFERED = 8 * 1024 * 1024;

class Bucket {
  private tokens: number;
  private last = Date.now();
  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }
  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Query parameters whose values are secrets (or lists of them): redacted from logged URLs. */
const SECRET_PARAMS = /([?&](?:tokens?|invite|invites|inviteUrl|secret)=)[^&#]*/gi;

/** A URL as logged: the values of secret-looking query parameters replaced by [Redacted]. */
export function redactUrlSecrets(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[Redacted]');
}

/**
 * Secrets never reach the log: fields named like them are redacted wherever they appear (two
 * levels deep), as are the request headers that could carry them; the request serializer
 * (fastify's request lines) redacts secret query parameters from the URL.
 */
const REDACT = {
  paths: [
    'token',
    'tokens',
    'invite',
    'inviteUrl',
    '*.token',
    '*.tokens',
    '*.invite',
    '*.inviteUrl',
    '*.*.token',
    '*.*.tokens',
    '*.*.invite',
    '*.*.inviteUrl',
    'req.headers.authorization',
    'req.headers.cookie',
    'password',
    '*.password',
    'req.headers["x-stccg-token"]',
    'req.body',
    'res.headers["set-cookie"]',
  ],
  censor: '[Redacted]',
};

function reqSerializer(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrlSecrets(req.url ?? ''), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

function makeLogger(o: ServerOptions['logger']): Logger {
  if (o === false) return pino({ level: 'silent' });
  const base = o && typeof (o as Logger).child === 'function' && typeof (o as Logger).info === 'function' ? (o as Logger) : pino({ level: 'info', ...((o as LoggerOptions | undefined) ?? {}) });
  return base.child({}, { redact: REDACT, serializers: { req: reqSerializer } });
}

function defaultWebDir(): string | null {
  const dir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(resolve(dir, 'index.html')) ? dir : null;
}

/** The problem in a zod error, in a sentence (paths and expectations only, never the values). */
export function describeZod(e: z.ZodError): string {
  return e.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : 'message'}: ${i.message}`)
    .join('; ');
}

export async function startServer(o: ServerOptions = {}): Promise<RunningServer> {
  const logger = makeLogger(o.logger);
  const limits: Limits = { ...DEFAULT_LIMITS, ...o.limits };
  const ownStore = typeof o.db !== 'object';
  const store: GameStore = typeof o.db === 'object' ? o.db : await openStore(o.db ?? process.env.DATABASE_URL ?? './data/stccg.sqlite');
  if (o.bots === 'external' && !o.cluster) {
    if (ownStore) await store.close();
    throw new StoreError('bots on their own workers (--bots external) need several-server mode: --cluster with --db postgres://…');
  }
  let bots: BotDecider = o.bots === 'external' ? new NoBots() : new BotPool({ size: o.botWorkers ?? Math.min(2, availableParallelism()), timeoutMs: o.botTimeoutMs ?? 60_000, logger });
  let botQueue: QueueBots | null = null;
  const now = o.now ?? Date.now;
  let cluster: Cluster | null = null;
  if (o.cluster) {
    if (store.kind !== 'postgres') {
      await bots.close();
      if (ownStore) await store.close();
      throw new StoreError('several servers share one PostgreSQL database: --cluster and --peer-address need --db postgres://… (a SQLite file is for one server)');
    }
    try {
      cluster = await Cluster.start(store as PostgresStore, { ...o.cluster, logger });
      if (o.bots === 'external') bots = botQueue = await QueueBots.start(store as PostgresStore, { owner: cluster.id, logger });
    } catch (e) {
      await cluster?.stop();
      await bots.close();
      if (ownStore) await store.close();
      throw e;
    }
  }
  // the ratings (issue 29): told of every finished game (made below, once the accounts are)
  let ratings: Ratings | null = null;
  const onGameOver = (meta: StoredGame) => (ratings ? ratings.gameOver(meta) : Promise.resolve());
  // several servers: a game another server took over leaves this one (an append refused, a lease found lost)
  const onLeaseLost = cluster ? (id: string) => hub.dropLost([id]) : undefined;
  const hub = new Hub(
    { store, bots, logger, botThinkMs: o.botThinkMs ?? 1000, responseDelayMs: o.responseDelayMs, now, claimAfterMs: o.claimAfterMs, onGameOver, ...(o.timers ? { timers: o.timers } : {}), ...(onLeaseLost ? { onLeaseLost } : {}) },
    logger,
    { limits, now, seedSource: o.seedSource, sweepMs: o.sweepMs, resumesGamesOf: o.resumesGamesOf, ...(cluster ? { cluster } : {}) },
  );
  if (cluster) cluster.onLost = (ids) => hub.dropLost(ids);
  const hops = o.trustProxy === true ? 1 : typeof o.trustProxy === 'number' && o.trustProxy > 0 ? Math.floor(o.trustProxy) : 0;
  try {
    // Stored games are loaded when someone asks for one, not here: start-up does not grow with
    // their number (resumeAll: the old way, for the benchmark).
    if (o.resumeAll) await hub.resumeAll();
  } catch (e) {
    await bots.close();
    if (ownStore) await store.close();
    throw e;
  }
  const webDir = o.webDir === undefined ? defaultWebDir() : o.webDir ? resolve(o.webDir) : null;
  const started = Date.now();

  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: 16 * 1024,
    // behind `hops` reverse proxies, req.ip is the address the nearest of them saw
    trustProxy: hops > 0 ? (_address: string, hop: number) => hop < hops : false,
    // Request lines for the API only (not for /health and the web client's files).
    logController: new LogController({ disableRequestLogging: (req) => !req.url.startsWith('/api/') }),
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof HttpProblem) {
      if (err.retryAfterS !== undefined) reply.header('retry-after', String(err.retryAfterS));
      return reply.code(err.status).send({ error: err.code, message: err.message });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send({ error: status === 500 ? 'internal' : 'bad-request', message: status === 500 ? 'internal error' : err.message });
  });

  app.get('/health', async () => ({
    ok: true,
    games: hub.size,
    connections: wss.clients.size,
    store: store.kind,
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
    memoryMB: Math.round(process.memoryUsage().rss / 1048576),
    ...(cluster ? { server: cluster.id, leases: cluster.holding } : {}),
    // bots on their own workers: a bot game waits while nobody answers (queued: every server's requests)
    ...(botQueue ? { botQueue: await botQueue.stats().catch(() => ({ queued: null, oldestSeconds: null })) } : {}),
  }));

  // ---- several servers: a request about another server's game is answered by that server --------
  /** Whether a request or an upgrade comes from another server of this site (it carries the peers' secret). */
  const fromPeer = (headers: Record<string, string | string[] | undefined>) => cluster?.isPeer(headers['x-stccg-peer']) ?? false;
  /** The client a request is counted as: its address, or the one a peer forwarded it for. */
  const clientOf = (req: FastifyRequest): string => {
    const fwd = req.headers['x-stccg-client'];
    return fromPeer(req.headers) && typeof fwd === 'string' && fwd.length <= 64 ? fwd : clientKey(req.ip);
  };
  /** The routes about one game: answered by the server that holds the game (forwarded there). */
  const GAME_ROUTES = new Set(['/api/games/:id', '/api/games/:id/record', '/api/games/:id/join', '/api/games/:id/rematch', '/api/lobby/games/:id/join', '/api/lobby/games/:id/cancel']);
  const FORWARDED_HEADERS = ['content-type', 'cookie', 'x-stccg-owner', 'accept'];
  if (cluster) {
    const c = cluster;
    app.addHook('preHandler', async (req, reply) => {
      if (!GAME_ROUTES.has(req.routeOptions.url ?? '') || fromPeer(req.headers)) return;
      const id = (req.params as { id?: string }).id ?? '';
      const where = await hub.locate(id);
      if (where?.kind !== 'elsewhere') return;
      if (!where.address) throw new Elsewhere(id, '', null);
      // the origin was checked here (onRequest); the owner sees its own
      const headers: Record<string, string> = { 'x-stccg-peer': c.peerHeader, 'x-stccg-client': clientOf(req), origin: where.address };
      for (const h of FORWARDED_HEADERS) {
        const v = req.headers[h];
        if (typeof v === 'string') headers[h] = v;
      }
      let res: Response;
      try {
        res = await fetch(where.address + req.url, {
          method: req.method,
          headers,
          ...(req.method === 'GET' || req.method === 'HEAD' || req.body === undefined ? {} : { body: JSON.stringify(req.body) }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (e) {
        logger.warn({ game: id, owner: where.address, err: (e as Error).message }, 'the server holding the game cannot be reached');
        throw new HttpProblem(503, 'elsewhere', 'the server holding this game cannot be reached just now (it may be restarting); try again in a few seconds', 5);
      }
      reply.code(res.status);
      for (const h of ['content-type', 'retry-after', 'set-cookie']) {
        const v = res.headers.get(h);
        if (v !== null) reply.header(h, v);
      }
      return reply.send(Buffer.from(await res.arrayBuffer()));
    });
  }

  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

  // accounts (issue 29), in the store's database, and the cross-site check of every state-changing request
  const accountStore = store.accounts?.();
  const accounts = accountStore ? new Accounts(accountStore, now) : null;
  const ratingStore = store.ratings?.();
  ratings = accountStore && ratingStore ? new Ratings(ratingStore, accountStore, store.community?.() ?? null, now, logger) : null;
  // saved decks (issue 27): an owner key's decks move to the account it signs in or up to
  let onSignIn: ((req: FastifyRequest, account: AccountRow) => Promise<void>) | undefined;
  if (accounts) await registerAccountRoutes(app, accounts, hub, ratings, (req, a) => onSignIn?.(req, a) ?? Promise.resolve());
  const deckStore = store.decks?.();
  if (deckStore) onSignIn = registerDeckRoutes(app, deckStore, accounts, now);
  /** The session cookie a socket came with (its account is looked up at a hello that asks for a seat by account). */
  const sessionOfConn = new WeakMap<Conn, string>();
  // the lobby and the chat (issue 29), in the store's database
  const community = store.community?.();
  const lobby = community ? new Lobby(hub, accounts, community, now, logger, cluster !== null) : null;
  if (cluster && lobby) {
    // the lobby's news reach the subscribers of every server (PostgreSQL NOTIFY)
    const c = cluster;
    lobby.bus = (n) => void c.tell('lobby', n).catch((e: unknown) => logger.warn({ err: e }, 'could not tell the other servers of a lobby change'));
    c.hear('lobby', (n) => lobby.heard(n));
    // who is online is every live server's sockets (table presence)
    lobby.share({ guestKey: (client) => c.guestKey(client), write: (p) => c.writePresence(p), others: () => c.othersPresence() });
  }
  const noLobby = () => new HttpProblem(404, 'no-lobby', 'this server keeps no lobby (its store has no lobby tables)');
  /** The session cookie of a request (undefined without one). */
  const sessionOfReq = (req: FastifyRequest) => sessionCookie(req.headers.cookie);

  /** The open games of the lobby, and who is online (a socket's {type:'lobby'} gets the same, live). */
  app.get('/api/lobby', async () => {
    if (!lobby) throw noLobby();
    return { games: await lobby.list(), online: lobby.onlineNow() };
  });

  /** Posts a friend game to the lobby: answers the host's {gameId, seat, token, watchUrl} (201); no invite: the lobby is the invite. */
  app.post('/api/lobby/games', { bodyLimit: DECK_BODY_LIMIT }, async (req, reply) => {
    if (!lobby) throw noLobby();
    const parsed = CreateLobbyGameReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    return reply.code(201).send(await lobby.create(parsed.data, originOf(req), clientOf(req), sessionOfReq(req)));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/games/:id/join', { bodyLimit: DECK_BODY_LIMIT }, async (req, reply) => {
    if (!lobby) throw noLobby();
    const parsed = JoinLobbyGameReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    return lobby.join(req.params.id, parsed.data.deck, sessionOfReq(req));
  });

  app.post<{ Params: { id: string } }>('/api/lobby/games/:id/cancel', async (req, reply) => {
    if (!lobby) throw noLobby();
    const parsed = CancelLobbyGameReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    await lobby.cancel(req.params.id, parsed.data.token, sessionOfReq(req));
    return { ok: true };
  });

  /** An account's finished games (the seats it holds), newest first, each with its record's address: public, as a replay is. */
  app.get<{ Params: { name: string }; Querystring: { limit?: string } }>('/api/accounts/:name/games', async (req) => {
    if (!accounts) throw new HttpProblem(404, 'unknown-account', 'no such account');
    const a = req.params.name.length <= 100 ? await accounts.store.byNameKey(nameKey(req.params.name)) : null;
    if (!a || a.banned) throw new HttpProblem(404, 'unknown-account', 'no such account');
    const limit = Math.min(100, Math.max(1, Number.parseInt(req.query.limit ?? '20', 10) || 20));
    const games = (await hub.listHashes(await accounts.store.seats(a.id)))
      .filter((g) => g.status === 'finished' || g.status === 'abandoned' || g.status === 'upgraded')
      .slice(0, limit)
      .map((g) => ({ ...g, recordUrl: `/api/games/${g.gameId}/record` }));
    if (!ratings) return { account: a.name, games };
    return { account: a.name, ratings: await ratings.of(a.id), games: await ratings.annotate(games) };
  });

  /** A format's leaderboard: the best accounts by rating (at least one rated game), ranked from 1. */
  app.get<{ Params: { format: string }; Querystring: { limit?: string } }>('/api/ratings/:format', async (req) => {
    if (!ratings) throw new HttpProblem(404, 'no-ratings', 'this server keeps no ratings (its store has no rating tables)');
    const format = req.params.format;
    if (!(RATING_FORMATS as readonly string[]).includes(format)) throw new HttpProblem(400, 'bad-request', `"${format.slice(0, 40)}" is no format: choose ${RATING_FORMATS.join(' or ')}`);
    const raw = req.query.limit ?? '20';
    const limit = /^[0-9]{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!(limit >= 1 && limit <= MAX_LEADERBOARD)) throw new HttpProblem(400, 'bad-request', `limit is a whole number from 1 to ${MAX_LEADERBOARD}`);
    return { format, players: await ratings.leaderboard(format as RatingFormat, limit) };
  });

  /** A signed-in player's new seat (a game created or joined) is its account's: its games list and its count of games played (ratings.ts) see it. */
  const adoptIfSignedIn = async (req: FastifyRequest, token: string, gameId: string) => {
    if (!accounts) return;
    try {
      const a = await accounts.whoIs(sessionOfReq(req));
      if (a) await accounts.adoptSeats(a, [token]);
    } catch (e) {
      logger.error({ err: e, game: gameId }, 'could not give the new seat to the signed-in account (the token still plays it)');
    }
  };

  // deck lists (constructed games, at most 64 KB each) make these bodies larger than the rest
  app.post('/api/games', { bodyLimit: DECK_BODY_LIMIT }, async (req, reply) => {
    const body = req.body ?? {};
    if (typeof body === 'object' && body !== null && Object.hasOwn(body, 'seed')) {
      return reply.code(400).send({ error: 'bad-request', message: 'the server chooses every game\'s seed: a person is never seated in a game with a chosen seed (leave "seed" out)' });
    }
    const parsed = CreateGameReq.safeParse(body);
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    if (parsed.data.spectators === false && !community) return reply.code(400).send({ error: 'bad-request', message: 'this server keeps no game settings: leave "spectators" out' });
    const res = await hub.create(parsed.data, originOf(req), clientOf(req));
    if (parsed.data.spectators === false && community) {
      try {
        await community.setWatchersAllowed(res.gameId, false);
      } catch (e) {
        // a game whose setting could not be kept would show its table to anyone: it is not made
        await hub.cancelWaiting(res.gameId).catch(() => false);
        throw new HttpProblem(503, 'storage', `the game could not be made: ${(e as Error).message}`, 5);
      }
    }
    await adoptIfSignedIn(req, res.token, res.gameId);
    return reply.code(201).send(res);
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/join', { bodyLimit: DECK_BODY_LIMIT }, async (req, reply) => {
    const parsed = JoinGameReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    const res = await hub.join(req.params.id, parsed.data.invite, parsed.data.deck);
    await adoptIfSignedIn(req, res.token, req.params.id);
    return res;
  });

  // A rematch of a finished game between two people (hub.ts rematch): the seat token in the body.
  app.post<{ Params: { id: string } }>('/api/games/:id/rematch', { bodyLimit: DECK_BODY_LIMIT }, async (req, reply) => {
    const parsed = RematchReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    const account = accounts ? await accounts.whoIs(sessionOfReq(req)).catch(() => null) : null;
    const { res, made } = await hub.rematch(req.params.id, parsed.data.token, parsed.data.deck, account?.id ?? null, clientOf(req));
    if (res.status === 'ready') await adoptIfSignedIn(req, res.token, res.gameId);
    // a rematch of a rated lobby game is rated too (the same two accounts): its lobby row, closed at once
    if (made && community) {
      try {
        if (!(await community.watchersAllowed(made.oldId))) await community.setWatchersAllowed(made.gameId, false);
        const old = await community.lobbyGame(made.oldId);
        if (old?.rated) {
          const host = made.host.accountId && accounts ? await accounts.store.byId(made.host.accountId) : null;
          await community.addLobbyGame({ gameId: made.gameId, format: made.format, host: host?.name ?? 'guest', hostAccountId: made.host.accountId, openSeat: made.joiner.seat, rated: true, clock: old.clock, createdAt: new Date(now()).toISOString() });
          await community.closeLobbyGame(made.gameId);
        }
      } catch (e) {
        logger.error({ err: e, game: made.gameId }, 'could not mark a rematch of a rated game as rated (it is played unrated)');
      }
    }
    return reply.code(res.status === 'waiting' ? 202 : 200).send(res);
  });

  // Seat tokens travel in the body: a URL ends up in logs, proxies and browser histories.
  app.post('/api/games/list', async (req, reply) => {
    const parsed = ListGamesReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    const res: ListGamesRes = { games: await hub.list(parsed.data.tokens) };
    return res;
  });

  app.get('/api/games', async (_req, reply) =>
    reply.code(400).send({
      error: 'bad-request',
      message: 'seat tokens never go in a URL (URLs end up in logs and browser histories): list your games with POST /api/games/list and the JSON body {"tokens": [...]}',
    }),
  );

  app.get<{ Params: { id: string } }>('/api/games/:id', async (req, reply) => {
    const s = await hub.summary(req.params.id);
    if (!s) return reply.code(404).send({ error: 'unknown-game', message: 'no such game' });
    return s;
  });

  // with the game's chat (every channel: nothing is hidden once the game is over)
  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (req) => {
    const record = await hub.record(req.params.id);
    const withChat = lobby ? { ...record, chat: await lobby.forRecord(req.params.id) } : record;
    if (!ratings) return withChat;
    const rating = await ratings.forGame(req.params.id);
    return { ...withChat, rating: rating ? { format: rating.format, rated: rating.rated, changes: rating.changes, ...(rating.note ? { note: rating.note } : {}) } : null };
  });

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = new URL(req.url, 'http://local').pathname;
    const notFound = () => reply.code(404).send({ error: 'not-found', message: `no route ${req.method} ${path}` });
    if (!webDir || (req.method !== 'GET' && req.method !== 'HEAD') || path.startsWith('/api/') || path === '/ws') return notFound();
    let rel: string;
    try {
      rel = decodeURIComponent(path);
    } catch {
      return notFound();
    }
    let file = resolve(webDir, '.' + rel);
    if (file !== webDir && !file.startsWith(webDir + sep)) return notFound();
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile) {
      // Paths that look like files are real 404s; anything else is a route of the single-page app.
      if (extname(rel)) return notFound();
      file = resolve(webDir, 'index.html');
    }
    const ext = extname(file).toLowerCase();
    const type = (Object.hasOwn(MIME, ext) ? MIME[ext] : undefined) ?? 'application/octet-stream';
    reply.header('content-type', type);
    reply.header('cache-control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.send(createReadStream(file));
  });

  // ---- WebSocket ------------------------------------------------------------------------------
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let nextConn = 1;
  let closing = false;
  const socketsOf = new PerClientCount();
  let refusedSockets = 0;
  let refusedLoggedAt = 0;

  app.server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (closing && path === '/ws') {
      // shutting down (a drain): a proxy tries another server
      socket.write('HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    if (path !== '/ws') {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // another server of this site forwarding a client's socket (its origin was checked there)
    const peer = fromPeer(req.headers);
    // a page of another site may not open a game socket with this browser's cookies
    if (!peer && !sameOrigin(req.headers.origin, req.headers.host)) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // X-Forwarded-For names the client only behind a trusted proxy (else it is the client's own word)
    const fwd = req.headers['x-stccg-client'];
    const client = peer && typeof fwd === 'string' && fwd.length <= 64 ? fwd : clientKey(forwardedAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops));
    const session = sessionCookie(req.headers.cookie);
    const cookie = typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined;
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, client, session, peer, cookie));
  });

  /** Several servers: the sockets whose game another server holds, each piped to that server. */
  const pipes = new Map<Conn, WebSocket>();
  /** Messages of a piped socket that this server answers itself (the rest go to the game's server). */
  const answeredHere = (m: ClientMsg) => m.type === 'hello' || m.type === 'ping' || m.type === 'lobby' || (m.type === 'chat' && m.channel === 'lobby');
  const socketInfo = new WeakMap<Conn, { client: string; cookie: string | undefined; peer: boolean }>();
  /** Sockets whose hello waits for its game's lease to lapse (its owner gone): not timed out meanwhile. */
  const helloWaiting = new WeakSet<Conn>();

  /**
   * Opens a socket to the server holding a game, says the client's hello there, and pipes every
   * message back to the client (transparent: the client sees what that server sends). Rejects when
   * that server cannot be reached.
   */
  function openPipe(conn: Conn, address: string, hello: string): Promise<WebSocket> {
    const c = cluster as Cluster;
    const info = socketInfo.get(conn);
    const headers: Record<string, string> = { 'x-stccg-peer': c.peerHeader, 'x-stccg-client': info?.client ?? 'local' };
    if (info?.cookie !== undefined) headers.cookie = info.cookie;
    return new Promise((resolve, reject) => {
      const up = new WebSocket(address.replace(/^http/, 'ws') + '/ws', { headers, handshakeTimeout: 2000, maxPayload: 64 * 1024 * 1024 });
      let open = false;
      up.once('open', () => {
        open = true;
        up.send(hello);
        resolve(up);
      });
      up.on('error', (e) => {
        if (!open) reject(e);
      });
      up.on('message', (data) => conn.send(data.toString()));
      up.on('close', (code, reason) => {
        if (!open) return reject(new Error(`closed with ${code}`));
        if (pipes.get(conn) !== up) return;
        pipes.delete(conn);
        // the game's server went away (drained, dead, the game moved): the client reconnects
        const gone = code === 1000 || code === 1001 || code === 1005 || code === 1006 || code === CLOSE_SERVICE_RESTART;
        conn.close?.(gone ? CLOSE_SERVICE_RESTART : code, gone ? 'service restart' : reason.toString());
      });
    });
  }

  function closePipe(conn: Conn): void {
    const up = pipes.get(conn);
    if (!up) return;
    pipes.delete(conn);
    up.close(1000);
  }

  function onConnection(ws: WebSocket, client: string, session: string | undefined, peer = false, cookie?: string): void {
    if (limits.connectionsPerAddress > 0 && socketsOf.get(client) >= limits.connectionsPerAddress) {
      // told in the log at most every 10 s, with how many were refused meanwhile
      refusedSockets += 1;
      if (Date.now() - refusedLoggedAt >= 10_000) {
        logger.warn({ client, limit: limits.connectionsPerAddress, refused: refusedSockets }, 'too many connections from one address: new ones are closed (4429)');
        refusedLoggedAt = Date.now();
        refusedSockets = 0;
      }
      ws.close(CLOSE_TOO_MANY_CONNECTIONS, `too many connections from your address (at most ${limits.connectionsPerAddress}): close other tabs or games, then try again`);
      return;
    }
    socketsOf.add(client);
    // A socket must attach to a game (hello) soon after connecting; one that does not is closed.
    let helloTimer: ReturnType<typeof setTimeout> | undefined;
    if (limits.helloTimeoutMs > 0) {
      const check = () => {
        if (conn.actor || pipes.has(conn) || lobby?.isSubscribed(conn) || ws.readyState !== WebSocket.OPEN) return;
        // a hello held while its game moves between servers (the dead owner's lease lapsing) is a hello
        if (helloWaiting.has(conn)) {
          helloTimer = setTimeout(check, limits.helloTimeoutMs);
          helloTimer.unref?.();
          return;
        }
        ws.close(CLOSE_HELLO_TIMEOUT, `no hello within ${inWords(limits.helloTimeoutMs)} of connecting: send {"type":"hello","gameId":…} first`);
      };
      helloTimer = setTimeout(check, limits.helloTimeoutMs);
      helloTimer.unref?.();
    }
    const msgs = new Bucket(limits.messagesPerSecond, limits.messageBurst);
    const errs = new Bucket(limits.errorsPerSecond, limits.errorBurst);
    let dropped = 0;
    let lastLimitNotice = 0;
    let limitNoticeTimer: ReturnType<typeof setTimeout> | undefined;
    let chain: Promise<void> = Promise.resolve();
    const conn: Conn = {
      id: nextConn++,
      viewer: null,
      actor: null,
      logSent: 0,
      send(msg: ServerMsg | string) {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED) {
          logger.warn({ conn: conn.id }, 'client too slow: closing its socket');
          ws.terminate();
          return;
        }
        const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
        if (typeof msg !== 'string' && msg.type === 'error' && !errs.take()) return limited();
        ws.send(text);
      },
      close(code: number, reason: string) {
        if (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING) ws.close(code, reason);
      },
    };
    socketInfo.set(conn, { client, cookie, peer });
    if (session !== undefined) sessionOfConn.set(conn, session);
    lobby?.connOpened(conn, client, session);
    const limited = () => {
      dropped += 1;
      if (dropped >= limits.closeAfterDropped) {
        logger.warn({ conn: conn.id, dropped }, 'closing a flooding socket');
        ws.close(1008, 'flood');
        return;
      }
      // At most one notice a second, but every drop is told: one within a second of a notice is
      // told by a notice sent when that second is up. A client whose move was dropped silently
      // would wait for an answer that never comes.
      const wait = lastLimitNotice + 1000 - Date.now();
      if (wait <= 0) sendLimitNotice();
      else limitNoticeTimer ??= setTimeout(sendLimitNotice, wait);
    };
    const sendLimitNotice = () => {
      limitNoticeTimer = undefined;
      lastLimitNotice = Date.now();
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(errorMsg('rate-limited', 'too many messages: slow down (messages are being dropped)')));
    };
    const refuse = (code: ErrorCode, message: string) => conn.send(errorMsg(code, message));

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!msgs.take()) return limited();
      const size = Array.isArray(data) ? data.reduce((a, b) => a + b.length, 0) : (data as Buffer | ArrayBuffer).byteLength;
      if (isBinary) return refuse('malformed', 'binary frames are not part of the protocol: send JSON text');
      if (size > MAX_MESSAGE_BYTES) return refuse('too-large', `message of ${size} bytes; the limit is ${MAX_MESSAGE_BYTES}`);
      let raw: unknown;
      try {
        raw = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString('utf8'));
      } catch {
        return refuse('malformed', 'not valid JSON');
      }
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return refuse('malformed', 'a message must be a JSON object with a "type"');
      const type = (raw as { type?: unknown }).type;
      if (typeof type !== 'string') return refuse('malformed', 'a message must have a string "type"');
      if (!KNOWN_TYPES.has(type)) return refuse('unknown-type', `unknown message type ${JSON.stringify(type.slice(0, 32))}; known: ${[...KNOWN_TYPES].join(', ')}`);
      const parsed = ClientMsg.safeParse(raw);
      if (!parsed.success) return refuse('malformed', `bad ${type} message: ${describeZod(parsed.error)}`);
      const msg = parsed.data;
      // Messages of one socket are handled in the order they came; those of a socket piped to the
      // server holding its game go there as they came
      chain = chain
        .then(() => {
          const up = pipes.get(conn);
          if (up && !answeredHere(msg)) {
            if (up.readyState === WebSocket.OPEN) up.send(JSON.stringify(msg));
            return;
          }
          return dispatch(conn, msg);
        })
        .then(() => {
          if (conn.actor || pipes.has(conn) || lobby?.isSubscribed(conn)) clearTimeout(helloTimer);
        })
        .catch((e: unknown) => {
          logger.error({ conn: conn.id, err: e }, 'message handling failed');
          refuse('internal', 'internal error');
        });
    });
    ws.on('close', () => {
      clearTimeout(limitNoticeTimer);
      clearTimeout(helloTimer);
      socketsOf.remove(client);
      closePipe(conn);
      conn.actor?.detach(conn);
      lobby?.connClosed(conn);
    });
    ws.on('error', (e) => logger.debug({ conn: conn.id, err: e.message }, 'socket error'));
  }

  async function dispatch(conn: Conn, msg: ClientMsg): Promise<void> {
    if (closing) return conn.send(errorMsg('unavailable', 'the server is shutting down'));
    switch (msg.type) {
      case 'ping':
        return conn.send({ type: 'pong' });
      case 'hello': {
        closePipe(conn);
        let actor: Awaited<ReturnType<typeof hub.get>>;
        // several servers: another server's game is served through it; one that cannot be reached
        // (dead, its lease not lapsed yet) is waited for until its lease lapses and this one claims it
        const deadline = Date.now() + (cluster ? cluster.leaseMs + 2000 : 0);
        try {
          for (;;) {
            try {
              actor = await hub.get(msg.gameId);
              break;
            } catch (e) {
              if (e instanceof Elsewhere && !socketInfo.get(conn)?.peer && !closing) {
                if (e.address) {
                  const up = await openPipe(conn, e.address, JSON.stringify(msg)).catch(() => null);
                  if (up) {
                    conn.actor?.detach(conn);
                    pipes.set(conn, up);
                    return;
                  }
                }
                if (Date.now() < deadline) {
                  helloWaiting.add(conn);
                  await new Promise((r) => setTimeout(r, 200));
                  continue;
                }
              }
              if (e instanceof HttpProblem && (e.code === 'storage' || e.code === 'elsewhere')) {
                return conn.send(errorMsg('storage', e.code === 'storage' ? e.message : "the server holding this game cannot be reached just now (it may be restarting); try again in a few seconds"));
              }
              throw e;
            }
          }
        } finally {
          helloWaiting.delete(conn);
        }
        if (!actor) return conn.send(errorMsg('unknown-game', 'no such game'));
        if (msg.seat !== undefined && msg.token === undefined) {
          // a seat of the signed-in account (the socket's session cookie), from any browser
          const account = accounts ? await accounts.whoIs(sessionOfConn.get(conn)) : null;
          if (!account) return conn.send(errorMsg('bad-token', 'sign in to play a seat of your account (or send the seat\'s token)'));
          const hash = actor.meta.seats[msg.seat]?.tokenHash ?? null;
          if (hash === null || !(await accounts?.store.seats(account.id))?.includes(hash)) return conn.send(errorMsg('bad-token', 'that seat of this game is not your account\'s'));
          await actor.attach(conn, msg.seat);
          return lobby?.sendGameHistory(conn);
        }
        const viewer = hub.viewerFor(actor, msg.token);
        if (!viewer) return conn.send(errorMsg('bad-token', 'the token does not match a seat of this game (send no token to watch)'));
        if (viewer === 'spectator' && community && !actor.isOver && !(await community.watchersAllowed(actor.id))) {
          return conn.send(errorMsg('no-spectators', "this game's players allow no spectators while it is played: its replay opens once it is over"));
        }
        await actor.attach(conn, viewer);
        return lobby?.sendGameHistory(conn);
      }
      case 'lobby':
        if (!lobby) return conn.send(errorMsg('unknown-type', 'this server keeps no lobby'));
        return lobby.subscribe(conn, msg.off ?? false);
      case 'chat':
        if (!lobby) return conn.send(errorMsg('unknown-type', 'this server keeps no chat'));
        return lobby.chat(conn, msg.channel ?? 'game', msg.text);
      case 'chatSettings':
        if (!lobby) return conn.send(errorMsg('unknown-type', 'this server keeps no chat'));
        return lobby.chatSettings(conn, msg.spectators);
      default: {
        const actor = conn.actor;
        if (!actor) return conn.send(errorMsg('not-attached', 'send hello first'));
        if (msg.type === 'act') return actor.act(conn, msg.seq, msg.decision, msg.option);
        if (msg.type === 'settings') return actor.settings(conn, msg.alwaysRespond);
        if (msg.type === 'why') return actor.why(conn, msg.card);
        if (msg.type === 'undo') return actor.undo(conn, msg.seq, msg.count ?? 1);
        if (msg.type === 'claim') return actor.claim(conn);
        return actor.concede(conn);
      }
    }
  }

  await app.listen({ port: o.port ?? 3000, host: o.host ?? '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (o.port ?? 3000);
  const host = o.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info({ url, store: store.kind, where: store.where, web: webDir ?? 'none', games: hub.size }, 'server listening');
  await cluster?.register(url);

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    logger,
    sweep: () => hub.sweep(),
    cluster,
    close() {
      if (closed) return closed;
      closing = true;
      closed = (async () => {
        // several servers (a drain): the games are finished with here (their queued work done, their
        // clocks stored), their leases released, then every socket is closed with 1012 "service
        // restart" and its client reconnects to another server, which takes the game over
        if (!cluster) for (const ws of wss.clients) ws.close(1001, 'server shutting down');
        await hub.close();
        lobby?.stop();
        if (cluster) {
          await cluster.stop();
          // its sockets leave the other servers' count of who is online now, not at their next look
          await cluster.tell('lobby', { kind: 'online' }).catch(() => undefined);
          for (const conn of [...pipes.keys()]) closePipe(conn);
          for (const ws of wss.clients) ws.close(CLOSE_SERVICE_RESTART, 'service restart');
        }
        await ratings?.idle();
        wss.close();
        for (const ws of wss.clients) ws.terminate();
        await app.close();
        await bots.close();
        if (ownStore) await store.close();
        logger.info('server closed');
      })();
      return closed;
    },
  };
}
