/**
 * The game server: fastify for HTTP (create, join, list, watch, records, the web client),
 * ws for the game protocol at /ws, pino for structured logs. startServer() wires the store,
 * the bot worker pool and the hub of game actors together and resumes every unfinished game.
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
import { ClientMsg, CreateGameReq, JoinGameReq, MAX_MESSAGE_BYTES } from './protocol.ts';
import type { ErrorCode, ListGamesRes, ServerMsg } from './protocol.ts';
import { openStore } from './store.ts';
import type { GameStore } from './store.ts';
import { BotPool } from './bots.ts';
import { Hub, HttpProblem } from './hub.ts';
import { errorMsg } from './actor.ts';
import type { Conn } from './actor.ts';

export interface Limits {
  /** Messages a socket may send per second on average, and in a burst. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Refused messages (errors) a socket may cause per second on average, and in a burst. */
  errorsPerSecond: number;
  errorBurst: number;
  /** A socket that keeps flooding is closed after this many dropped messages. */
  closeAfterDropped: number;
}

export const DEFAULT_LIMITS: Limits = { messagesPerSecond: 200, messageBurst: 400, errorsPerSecond: 10, errorBurst: 30, closeAfterDropped: 2000 };

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
  /** A bot decision not answered within this time is replaced by a random one (default 60 s). */
  botTimeoutMs?: number;
  limits?: Partial<Limits>;
}

export interface RunningServer {
  url: string;
  port: number;
  store: GameStore;
  logger: Logger;
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
const KNOWN_TYPES = new Set(['hello', 'act', 'settings', 'concede', 'ping', 'why']);

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

function makeLogger(o: ServerOptions['logger']): Logger {
  if (o === false) return pino({ level: 'silent' });
  if (o && typeof (o as Logger).child === 'function' && typeof (o as Logger).info === 'function') return o as Logger;
  return pino({ level: 'info', ...((o as LoggerOptions | undefined) ?? {}) });
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
  const bots = new BotPool({ size: o.botWorkers ?? Math.min(2, availableParallelism()), timeoutMs: o.botTimeoutMs ?? 60_000, logger });
  const hub = new Hub({ store, bots, logger, botThinkMs: o.botThinkMs ?? 1000 }, logger);
  try {
    await hub.resumeAll();
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
    // Request lines for the API only (not for /health and the web client's files).
    logController: new LogController({ disableRequestLogging: (req) => !req.url.startsWith('/api/') }),
  });

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (err instanceof HttpProblem) return reply.code(err.status).send({ error: err.code, message: err.message });
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'request failed');
    return reply.code(status).send({ error: status === 500 ? 'internal' : 'bad-request', message: status === 500 ? 'internal error' : err.message });
  });

  app.get('/health', async () => ({ ok: true, games: hub.size, connections: wss.clients.size, store: store.kind, uptimeSeconds: Math.round((Date.now() - started) / 1000), memoryMB: Math.round(process.memoryUsage().rss / 1048576) }));

  const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

  app.post('/api/games', async (req, reply) => {
    const parsed = CreateGameReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    return reply.code(201).send(await hub.create(parsed.data, originOf(req)));
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/join', async (req, reply) => {
    const parsed = JoinGameReq.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'bad-request', message: describeZod(parsed.error) });
    return hub.join(req.params.id, parsed.data.invite);
  });

  app.get<{ Querystring: { tokens?: string } }>('/api/games', async (req, reply) => {
    const tokens = (req.query.tokens ?? '').split(',').map((t) => t.trim()).filter(Boolean);
    if (tokens.length > 100) return reply.code(400).send({ error: 'bad-request', message: 'at most 100 tokens' });
    const res: ListGamesRes = { games: await hub.list(tokens) };
    return res;
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (req, reply) => {
    const s = await hub.summary(req.params.id);
    if (!s) return reply.code(404).send({ error: 'unknown-game', message: 'no such game' });
    return s;
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (req) => hub.record(req.params.id));

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
    const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
    reply.header('content-type', type);
    reply.header('cache-control', file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.send(createReadStream(file));
  });

  // ---- WebSocket ------------------------------------------------------------------------------
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let nextConn = 1;
  let closing = false;

  app.server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    if (path !== '/ws' || closing) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
  });

  function onConnection(ws: WebSocket): void {
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
    };
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
      // Messages of one socket are handled in the order they came.
      chain = chain
        .then(() => dispatch(conn, msg))
        .catch((e: unknown) => {
          logger.error({ conn: conn.id, err: e }, 'message handling failed');
          refuse('internal', 'internal error');
        });
    });
    ws.on('close', () => {
      clearTimeout(limitNoticeTimer);
      conn.actor?.detach(conn);
    });
    ws.on('error', (e) => logger.debug({ conn: conn.id, err: e.message }, 'socket error'));
  }

  async function dispatch(conn: Conn, msg: ClientMsg): Promise<void> {
    if (closing) return conn.send(errorMsg('unavailable', 'the server is shutting down'));
    switch (msg.type) {
      case 'ping':
        return conn.send({ type: 'pong' });
      case 'hello': {
        const actor = await hub.get(msg.gameId);
        if (!actor) return conn.send(errorMsg('unknown-game', 'no such game'));
        const viewer = hub.viewerFor(actor, msg.token);
        if (!viewer) return conn.send(errorMsg('bad-token', 'the token does not match a seat of this game (send no token to watch)'));
        return actor.attach(conn, viewer);
      }
      default: {
        const actor = conn.actor;
        if (!actor) return conn.send(errorMsg('not-attached', 'send hello first'));
        if (msg.type === 'act') return actor.act(conn, msg.seq, msg.decision, msg.option);
        if (msg.type === 'settings') return actor.settings(conn, msg.alwaysRespond);
        if (msg.type === 'why') return actor.why(conn, msg.card);
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

  let closed: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    logger,
    close() {
      if (closed) return closed;
      closing = true;
      closed = (async () => {
        for (const ws of wss.clients) ws.close(1001, 'server shutting down');
        await hub.close();
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
