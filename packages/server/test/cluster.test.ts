/**
 * Several servers on one PostgreSQL (cluster.ts): game leases and the fence on the log. Two stores
 * on one schema stand for two processes; a lease is claimed, lapses, is taken by the other, and the
 * one that lost it can never extend the log again. Runs when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { openStore, isLeaseLost } from '../src/store.ts';
import type { LogEntry, StoredGame } from '../src/store.ts';
import type { PostgresStore } from '../src/store-postgres.ts';
import { Cluster } from '../src/cluster.ts';
import { startServer } from '../src/server.ts';
import { sleep } from './helpers.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const logger = pino({ level: 'silent' });
const schemas: string[] = [];

afterAll(async () => {
  if (!pgUrl || schemas.length === 0) return;
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  for (const s of schemas) await c.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
  await c.end();
});

function newSchema(): string {
  const s = `t_${randomBytes(6).toString('hex')}`;
  schemas.push(s);
  return s;
}

function game(id: string): StoredGame {
  return { id, createdAt: new Date().toISOString(), seed: 'ab'.repeat(32), withPremiums: false, seats: { federation: { kind: 'human', tokenHash: null } }, status: 'playing', result: null };
}

const entry = (o: string): LogEntry => ({ t: 'act', p: 'federation', d: 'd1', o });

async function refusal(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('the append was not refused');
}

if (!pgUrl) {
  describe('game leases on PostgreSQL', () => {
    it.skip('skipped: TEST_DATABASE_URL is not set (CI sets it; see packages/server/README.md)', () => {});
  });
} else {
  describe('game leases on PostgreSQL', { timeout: 60_000 }, () => {
    it('a process that lost its lease never extends the log: its append fails, the new owner carries on', async () => {
      const schema = newSchema();
      const a = (await openStore(pgUrl, { schema })) as PostgresStore;
      const b = (await openStore(pgUrl, { schema })) as PostgresStore;
      const ca = await Cluster.start(a, { leaseMs: 400, renewMs: 100, logger });
      const cb = await Cluster.start(b, { leaseMs: 400, renewMs: 100, logger });
      try {
        await ca.register('http://127.0.0.1:1');
        await cb.register('http://127.0.0.1:2');
        ca.pauseRenewal();
        cb.pauseRenewal();
        await a.createGame(game('g1'));
        // an unknown game is nobody's: no lease row is made for it
        expect(await ca.claim('nope')).toEqual({ kind: 'absent' });
        expect((await a.sql("SELECT count(*)::int AS c FROM game_owner WHERE game_id = 'nope'")).rows[0]?.c).toBe(0);
        expect(await ca.claim('g1')).toEqual({ kind: 'mine' });
        // claiming again while holding it: still mine (the lease is extended)
        expect(await ca.claim('g1')).toEqual({ kind: 'mine' });
        expect(await cb.claim('g1')).toEqual({ kind: 'elsewhere', owner: ca.id, address: 'http://127.0.0.1:1' });
        await a.append('g1', 0, entry('a0'));
        // B holds no lease: its append is refused, whatever the entry number
        expect(isLeaseLost(await refusal(b.append('g1', 1, entry('b1'))))).toBe(true);
        // a renewal pushes the lease's end a whole lease from now (the database's clock)
        const left = async () => Number((await a.sql("SELECT extract(epoch FROM expires_at - now()) * 1000 AS ms FROM game_owner WHERE game_id = 'g1'")).rows[0]?.ms);
        await sleep(200);
        const before = await left();
        await ca.renew();
        expect(await left()).toBeGreaterThan(before);
        // A stops renewing (a process stalled, or cut off): the lease lapses and B takes the game
        await sleep(600);
        expect(await cb.claim('g1')).toEqual({ kind: 'mine' });
        // the stale owner's next append fails, at the entry number it thinks is next …
        const stale = await refusal(a.append('g1', 1, entry('a1')));
        expect(isLeaseLost(stale)).toBe(true);
        expect((stale as Error).message).toMatch(/no longer holds the lease/);
        await b.append('g1', 1, entry('b1'));
        // … and at any later one; the log is the new owner's
        expect(isLeaseLost(await refusal(a.append('g1', 2, entry('a2'))))).toBe(true);
        expect((await a.load('g1'))?.log).toEqual([entry('a0'), entry('b1')]);
        expect(await ca.claim('g1')).toEqual({ kind: 'elsewhere', owner: cb.id, address: 'http://127.0.0.1:2' });
      } finally {
        await ca.stop();
        await cb.stop();
        await a.close();
        await b.close();
      }
    });

    it('a renewal finds the leases taken meanwhile and tells them; release and stop give the leases up', async () => {
      const schema = newSchema();
      const a = (await openStore(pgUrl, { schema })) as PostgresStore;
      const b = (await openStore(pgUrl, { schema })) as PostgresStore;
      const ca = await Cluster.start(a, { leaseMs: 300, renewMs: 100, logger });
      const cb = await Cluster.start(b, { leaseMs: 1000, renewMs: 100, logger });
      try {
        await ca.register('http://127.0.0.1:1');
        await cb.register('http://127.0.0.1:2');
        ca.pauseRenewal();
        for (const id of ['g1', 'g2', 'g3']) await a.createGame(game(id));
        for (const id of ['g1', 'g2', 'g3']) expect((await ca.claim(id)).kind).toBe('mine');
        await sleep(400);
        expect((await cb.claim('g2')).kind).toBe('mine');
        const lost: string[][] = [];
        ca.onLost = (ids) => lost.push(ids);
        await ca.renew();
        expect(lost).toEqual([['g2']]);
        expect(ca.holding).toBe(2);
        // B renews on its timer: g2 stays B's past its lease's length
        await sleep(1300);
        expect((await ca.claim('g2')).kind).toBe('elsewhere');
        // a released lease is free at once
        await ca.release(['g1']);
        expect((await cb.claim('g1')).kind).toBe('mine');
        // a stopped process leaves the servers table and frees its leases
        await ca.stop();
        expect((await cb.claim('g3')).kind).toBe('mine');
        expect((await b.sql('SELECT id FROM servers')).rows.map((r) => r.id)).toEqual([cb.id]);
      } finally {
        await ca.stop();
        await cb.stop();
        await a.close();
        await b.close();
      }
    });

    it('refuses a bad lease, and a cluster on SQLite', async () => {
      const schema = newSchema();
      const a = (await openStore(pgUrl, { schema })) as PostgresStore;
      try {
        await expect(Cluster.start(a, { leaseMs: 50, logger })).rejects.toThrow(/at least 100 ms/);
        await expect(Cluster.start(a, { leaseMs: 1000, renewMs: 1000, logger })).rejects.toThrow(/more often/);
        await expect(Cluster.start(a, { peerAddress: 'ftp://x', logger })).rejects.toThrow(/http/);
      } finally {
        await a.close();
      }
      await expect(startServer({ db: ':memory:', port: 0, logger: false, webDir: null, cluster: {} })).rejects.toThrow(/PostgreSQL/);
    });
  });
}
