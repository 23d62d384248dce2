/**
 * `stccg bot-worker --db postgres://… [--threads N] [--lease 10s]`: answers the bot decisions that
 * game servers started with `--cluster --bots external` put in the PostgreSQL queue (bot-queue.ts).
 * Claims unanswered requests (`FOR UPDATE SKIP LOCKED`, a lease renewed while it thinks, so that the
 * requests of a worker that died are claimed again by another once its lease lapses), thinks with the
 * same bot code as the in-process pool (bots.ts: worker threads), writes each answer back and NOTIFYs
 * the game server. A request whose game's server no longer holds the game (it ended, or moved) is
 * dropped. Runs until SIGINT/SIGTERM; any number of workers may run, on any machines.
 */
import { Command, Option } from 'commander';
import pino from 'pino';
import type { Logger } from 'pino';
import { BotPool } from './bots.ts';
import { BOT_QUEUE_TABLES, CHANNEL_ANSWER, CHANNEL_RELEASE, CHANNEL_REQUEST } from './bot-queue.ts';
import type { QueuedDecision } from './bot-queue.ts';
import { StoreError, openStore } from './store.ts';
import type { PostgresStore } from './store-postgres.ts';
import { inWords, parseDuration } from './quotas.ts';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';

export const DEFAULT_BOT_LEASE_MS = 10_000;

export interface BotWorkerOptions {
  db: string;
  threads?: number;
  /** A claim's lease, ms: a dead worker's requests are claimed again after at most this long. */
  leaseMs?: number;
  /** Polling for requests, as a fallback to NOTIFY (default 500 ms). */
  pollMs?: number;
  logger: Logger;
}

export interface RunningBotWorker {
  id: string;
  /** Decisions answered so far. */
  answered(): number;
  close(): Promise<void>;
}

/** The game's server must still hold the game's lease: else the request is dropped. */
const CLAIM = `
UPDATE bot_requests SET claimed_by = $1, lease_until = now() + ($2::int * interval '1 millisecond'), attempts = attempts + 1
WHERE id IN (
  SELECT r.id FROM bot_requests r
  WHERE r.answer IS NULL AND (r.lease_until IS NULL OR r.lease_until < now())
    AND EXISTS (SELECT 1 FROM game_owner o WHERE o.game_id = r.game_id AND o.owner = r.owner AND o.expires_at > now())
  ORDER BY r.id LIMIT $3 FOR UPDATE SKIP LOCKED)
RETURNING id, seat_key, request`;

/** Requests whose server no longer holds their game (ended, moved, or the server died). */
const DROP_STALE = `
DELETE FROM bot_requests r WHERE r.answer IS NULL AND r.created_at < now() - ($1::int * interval '1 millisecond')
  AND NOT EXISTS (SELECT 1 FROM game_owner o WHERE o.game_id = r.game_id AND o.owner = r.owner AND o.expires_at > now())`;

export async function startBotWorker(o: BotWorkerOptions): Promise<RunningBotWorker> {
  const notPostgres = () =>
    new StoreError(
      'a bot worker answers the queue of servers on one PostgreSQL database: --db postgres://… (a SQLite server thinks for its bots itself)',
    );
  // refused before anything is opened (a SQLite path would be made into a new file)
  if (!/^postgres(ql)?:\/\//i.test(o.db)) throw notPostgres();
  const store = await openStore(o.db);
  if (store.kind !== 'postgres') {
    await store.close();
    throw notPostgres();
  }
  const pg = store as PostgresStore;
  // the cluster's table (cluster.ts makes it too) and the queue's: whichever starts first
  await pg.ddl(`CREATE TABLE IF NOT EXISTS game_owner (game_id TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL);\n${BOT_QUEUE_TABLES}`);
  const id = `bot-${randomBytes(6).toString('hex')}`;
  const threads = Math.max(1, o.threads ?? Math.min(2, availableParallelism()));
  const leaseMs = o.leaseMs ?? DEFAULT_BOT_LEASE_MS;
  const log = o.logger;
  const pool = new BotPool({ size: threads, timeoutMs: Math.max(60_000, leaseMs * 6), logger: log });
  /** Requests being thought about here: their leases are renewed. */
  const inFlight = new Set<string>();
  let answered = 0;
  let closed = false;
  let claiming = false;
  let again = false;

  const claim = async (): Promise<void> => {
    if (closed) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = true;
    try {
      do {
        again = false;
        const room = threads * 2 - inFlight.size;
        if (room <= 0) break;
        const r = await pg.sql(CLAIM, [id, leaseMs, room]);
        for (const row of r.rows) void think(String(row.id), String(row.seat_key), row.request as QueuedDecision);
        if (r.rowCount === room) again = true;
      } while (again && !closed);
    } catch (e) {
      log.warn({ err: (e as Error).message }, 'bot worker: claiming requests failed; trying again shortly');
    } finally {
      claiming = false;
    }
  };

  const think = async (rid: string, key: string, req: QueuedDecision): Promise<void> => {
    inFlight.add(rid);
    let answer: { option: string; used: string } | { error: string };
    try {
      answer = await pool.decide(key, req.name, req.seed, req.view, req.decision, req.thinkMs, req.deck);
    } catch (e) {
      answer = { error: (e as Error).message ?? String(e) };
    }
    try {
      if (closed) return;
      // only while this worker still holds the claim (a lapsed one may be another's now)
      const w = await pg.sql('UPDATE bot_requests SET answer = $3, answered_at = now(), lease_until = NULL WHERE id = $1 AND claimed_by = $2 AND answer IS NULL', [rid, id, JSON.stringify(answer)]);
      if (w.rowCount) {
        answered += 1;
        await pg.notify(CHANNEL_ANSWER, rid).catch(() => undefined);
      }
    } catch (e) {
      log.warn({ request: rid, err: (e as Error).message }, 'bot worker: storing an answer failed (the request will be claimed again)');
    } finally {
      inFlight.delete(rid);
      void claim();
    }
  };

  const unlistenRequests = pg.listen(CHANNEL_REQUEST, () => void claim(), (e) => log.warn({ err: (e as Error).message }, 'bot worker: listening failed; polling until it is back'));
  const unlistenRelease = pg.listen(CHANNEL_RELEASE, (key) => pool.release(key), () => undefined);
  const poller = setInterval(() => void claim(), o.pollMs ?? 500);
  const renewer = setInterval(() => {
    if (inFlight.size === 0) return;
    void pg
      .sql("UPDATE bot_requests SET lease_until = now() + ($3::int * interval '1 millisecond') WHERE id = ANY($1::bigint[]) AND claimed_by = $2 AND answer IS NULL", [[...inFlight], id, leaseMs])
      .catch(() => undefined);
  }, Math.max(50, Math.floor(leaseMs / 3)));
  const sweeper = setInterval(() => void pg.sql(DROP_STALE, [leaseMs]).catch(() => undefined), Math.max(1000, leaseMs));
  void claim();

  return {
    id,
    answered: () => answered,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(poller);
      clearInterval(renewer);
      clearInterval(sweeper);
      unlistenRequests();
      unlistenRelease();
      // what this worker held goes back to the queue at once (not after its lease)
      await pg.sql('UPDATE bot_requests SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = $1 AND answer IS NULL', [id]).catch(() => undefined);
      await pool.close();
      await store.close();
    },
  };
}

function int(name: string) {
  return (v: string): number => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${v}"`);
    return n;
  };
}

export function botWorkerCommand(): Command {
  return new Command('bot-worker')
    .description('answer the bot decisions of servers started with --cluster --bots external (a queue in PostgreSQL); run as many as the bots need')
    .addOption(new Option('--db <url>', 'the servers\' PostgreSQL database, postgres://user:pass@host/db (default: $DATABASE_URL)'))
    .addOption(new Option('--threads <n>', 'bot threads of this worker (default: min(2, cores))').argParser(int('--threads')))
    .addOption(new Option('--lease <duration>', "a claimed decision is claimed again by another worker after this long without news from this one (e.g. 10s)").default(DEFAULT_BOT_LEASE_MS, inWords(DEFAULT_BOT_LEASE_MS)).argParser(parseDuration('--lease')))
    .addOption(new Option('--log-level <level>', 'log level').choices(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'))
    .action(async (flags: { db?: string; threads?: number; lease: number; logLevel: string }) => {
      const db = flags.db ?? process.env.DATABASE_URL;
      if (!db) throw new StoreError('stccg bot-worker needs the servers\' database: --db postgres://… (or $DATABASE_URL)');
      if (!(flags.lease >= 100)) throw new StoreError(`a claim's lease (--lease) must be at least 100 ms, got ${flags.lease} ms`);
      const logger = pino({ level: flags.logLevel });
      const w = await startBotWorker({ db, threads: flags.threads, leaseMs: flags.lease, logger });
      process.stderr.write(`stccg bot-worker: ${w.id} answering bot decisions\n`);
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        w.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
}
