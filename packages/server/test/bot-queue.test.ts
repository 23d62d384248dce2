/**
 * The bot queue in PostgreSQL (bot-queue.ts) and a bot worker (bot-worker-command.ts), in this
 * process: a request is answered; a request whose worker died (its claim lapsed) is claimed again;
 * a request of a game its server no longer holds is dropped, never answered; an answer that is not
 * one of the options is ignored and the decision asked again; a released bot's request is gone; a
 * malformed answer fails the decision (the actor then chooses at random). Runs when
 * TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { PlayerView } from '@stccg/engine';
import type { SeatDecision } from '@stccg/ai';
import { PostgresStore } from '../src/store-postgres.ts';
import { BOT_QUEUE_TABLES, MAX_ASKS, QueueBots } from '../src/bot-queue.ts';
import { startBotWorker } from '../src/bot-worker-command.ts';
import type { RunningBotWorker } from '../src/bot-worker-command.ts';
import { sleep } from './helpers.ts';
import { describeWithPostgres, schemaDb, schemaName } from './pg-harness.ts';
import { startServer } from '../src/server.ts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const schema = schemaName();
const logger = pino({ level: 'silent' });

/** A decision with two options, and a view with only what the random bot reads. */
const decision = { id: 'd1', player: 'klingon', prompt: 'pick', options: [{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }] } as unknown as SeatDecision;
const view = { seq: 3, viewer: 'klingon' } as unknown as PlayerView;

async function until<T>(what: string, f: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error(`waited in vain for ${what}`);
    await sleep(50);
  }
}

describe('bots on their own workers: refused without PostgreSQL', () => {
  it('a bot worker on a SQLite path is refused before anything is opened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-bw-'));
    const file = join(dir, 'games.sqlite');
    await expect(startBotWorker({ db: file, logger })).rejects.toThrow(/PostgreSQL database: --db postgres/);
    expect(existsSync(file)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a server with --bots external but without --cluster is refused', async () => {
    await expect(startServer({ db: ':memory:', port: 0, webDir: null, logger: false, bots: 'external' })).rejects.toThrow(/--bots external\) need several-server mode/);
  });
});

describeWithPostgres('the bot queue', { timeout: 60_000 }, (pgUrl) => {
  let store: PostgresStore;
  let q: QueueBots;
  const db = schemaDb(pgUrl, schema);
  const rows = async (where = 'TRUE', params: unknown[] = []) => (await store.sql(`SELECT * FROM bot_requests WHERE ${where} ORDER BY id`, params)).rows;

  beforeAll(async () => {
    store = await PostgresStore.open(pgUrl, { schema });
    await store.ddl(`CREATE TABLE IF NOT EXISTS game_owner (game_id TEXT PRIMARY KEY, owner TEXT NOT NULL, expires_at TIMESTAMPTZ NOT NULL);\n${BOT_QUEUE_TABLES}`);
    // server s1 holds games g1..g4; server s2 holds g9
    for (const g of ['g1', 'g2', 'g3', 'g4']) await store.sql("INSERT INTO game_owner VALUES ($1, 's1', now() + interval '1 hour')", [g]);
    await store.sql("INSERT INTO game_owner VALUES ('g9', 's2', now() + interval '1 hour')");
    q = await QueueBots.start(store, { owner: 's1', logger, pollMs: 100 });
  });
  afterAll(async () => {
    await q?.close();
    await store?.sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await store?.close();
  });

  it('without a worker a decision waits in the queue with the seat view only; an answer not offered is asked again; a malformed one fails; a released one is dropped', async () => {
    const asked = q.decide('g1:klingon', 'random', 7, view, decision, undefined, undefined);
    const [row] = await until('the request row', async () => (await rows("seat_key = 'g1:klingon'")).length === 1 && rows("seat_key = 'g1:klingon'"));
    expect(row?.owner).toBe('s1');
    expect(row?.game_id).toBe('g1');
    expect(row?.answer).toBeNull();
    expect(row?.request).toEqual({ name: 'random', seed: 7, view, decision });
    const stats = await q.stats();
    expect(stats.queued).toBe(1);
    expect(stats.oldestSeconds).toBeGreaterThanOrEqual(0);

    // an answer that is not an option: ignored, the row open again
    await store.sql(`UPDATE bot_requests SET answer = '{"option":"zzz","used":"random"}', claimed_by = 'w' WHERE id = $1`, [row?.id]);
    await until('the request open again', async () => (await rows('id = $1 AND answer IS NULL AND claimed_by IS NULL', [row?.id])).length === 1);
    // a legal one: the decision gets it, the row is gone
    await store.sql(`UPDATE bot_requests SET answer = '{"option":"b","used":"random"}' WHERE id = $1`, [row?.id]);
    expect(await asked).toEqual({ option: 'b', used: 'random' });
    expect(await rows('id = $1', [row?.id])).toEqual([]);

    // asked at most MAX_ASKS times: then the unoffered answer goes to the actor, which chooses at random
    const stubborn = q.decide('g1:klingon', 'random', 7, view, decision);
    const [r2] = await until('the second request', async () => (await rows("seat_key = 'g1:klingon'")).length === 1 && rows("seat_key = 'g1:klingon'"));
    for (let i = 0; i < MAX_ASKS; i++) {
      await until('the request open', async () => (await rows('id = $1 AND answer IS NULL', [r2?.id])).length === 1);
      await store.sql(`UPDATE bot_requests SET answer = '{"option":"zzz","used":"random"}' WHERE id = $1`, [r2?.id]);
    }
    expect(await stubborn).toEqual({ option: 'zzz', used: 'random' });

    // a malformed answer fails the decision
    const bad = q.decide('g1:klingon', 'random', 7, view, decision);
    const [r3] = await until('the third request', async () => (await rows("seat_key = 'g1:klingon'")).length === 1 && rows("seat_key = 'g1:klingon'"));
    await store.sql(`UPDATE bot_requests SET answer = '{"option":5}' WHERE id = $1`, [r3?.id]);
    await expect(bad).rejects.toThrow(/malformed/);

    // a released bot (its game ended, or left this server): its waiting decision fails, its row is gone
    const dropped = q.decide('g2:klingon', 'random', 7, view, decision);
    await until('the fourth request', async () => (await rows("seat_key = 'g2:klingon'")).length === 1);
    q.release('g2:klingon');
    await expect(dropped).rejects.toThrow(/no longer needs/);
    await until('the row deleted', async () => (await rows("seat_key = 'g2:klingon'")).length === 0);
  });

  it("a worker answers; takes again a request whose worker died; drops another server's request for a game it no longer holds", async () => {
    // a request claimed by a worker that died: its lease has lapsed
    const orphan = q.decide('g3:klingon', 'random', 5, view, decision);
    const [o] = await until('the orphan', async () => (await rows("seat_key = 'g3:klingon'")).length === 1 && rows("seat_key = 'g3:klingon'"));
    await store.sql("UPDATE bot_requests SET claimed_by = 'dead-worker', lease_until = now() - interval '1 second', attempts = 1 WHERE id = $1", [o?.id]);
    // a request of server s2 for game g1, which s1 holds (the game moved): never answered
    const stale = await store.sql(
      `INSERT INTO bot_requests (game_id, seat_key, owner, request, created_at) VALUES ('g1', 'g1:federation', 's2', $1, now() - interval '1 minute') RETURNING id`,
      [JSON.stringify({ name: 'random', seed: 1, view, decision })],
    );
    let w: RunningBotWorker | null = null;
    try {
      w = await startBotWorker({ db, threads: 1, leaseMs: 1000, pollMs: 100, logger });
      const a = await orphan;
      expect(['a', 'b']).toContain(a.option);
      expect(a.used).toBe('random');
      // a fresh request is answered too
      const fresh = await q.decide('g4:klingon', 'heuristic-not-a-bot', 5, view, decision);
      expect(['a', 'b']).toContain(fresh.option);
      expect(fresh.used).toBe('random');
      // the stale request is deleted unanswered
      await until('the stale request dropped', async () => (await rows('id = $1', [stale.rows[0]?.id])).length === 0);
      expect(w.answered()).toBe(2);
    } finally {
      await w?.close();
    }
  });
});
