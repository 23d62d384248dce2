/**
 * Several servers on one PostgreSQL: what they share besides the games. Who is online in the lobby
 * (cluster.ts presence, lobby.ts `share`) is every live server's sockets, each account and each guest
 * address counted once, whichever server a subscriber is on; a server that leaves or dies drops out
 * of the count. The quotas on new games (a client's games per minute, its friend games waiting) hold
 * site-wide (cluster.ts takeNewGame, waitingOf). Runs when TEST_DATABASE_URL is set.
 */
import { expect, it } from 'vitest';
import { pino } from 'pino';
import { openStore } from '../src/store.ts';
import type { PostgresStore } from '../src/store-postgres.ts';
import { Cluster } from '../src/cluster.ts';
import { startServer } from '../src/server.ts';
import { TestClient, http, sleep } from './helpers.ts';
import type { Msg } from './helpers.ts';
import { Browser } from './community-helpers.ts';
import { describeWithPostgres, schemaDb, testSchemas } from './pg-harness.ts';

const logger = pino({ level: 'silent' });
const newSchema = testSchemas();
type LobbyMsg = Extract<Msg, { type: 'lobby' }>;

/** A socket from `address` (the servers trust one proxy), subscribed to the lobby. */
async function watcher(base: string, address: string, headers: Record<string, string> = {}): Promise<{ c: TestClient; first: LobbyMsg }> {
  const c = await TestClient.connect(base, { origin: base, 'x-forwarded-for': address, ...headers });
  const first = c.next((m) => m.type === 'lobby');
  c.send({ type: 'lobby' });
  return { c, first: (await first) as LobbyMsg };
}

describeWithPostgres('who is online and the quotas, several servers', { timeout: 60_000 }, (pgUrl) => {
    const start = (db: string) =>
      startServer({ db, port: 0, logger: false, webDir: null, responseDelayMs: 5, botWorkers: 1, trustProxy: true, cluster: { leaseMs: 1000, renewMs: 200 }, limits: { gamesPerMinute: 0, openGamesPerClient: 0, connectionsPerAddress: 0 } });

    it('a subscriber on one server sees the accounts and guests of every server, each counted once; a drained server drops out', async () => {
      const url = schemaDb(pgUrl, newSchema());
      const A = await start(url);
      const B = await start(url);
      const open: TestClient[] = [];
      try {
        const w = await watcher(B.url, '10.0.0.1');
        open.push(w.c);
        expect(w.first.online).toEqual({ accounts: [], guests: 1 });
        // an account signed in on A, with a socket there
        const picard = await new Browser(A.url).signUp('Picard');
        const seen = w.c.next((m) => m.type === 'lobby' && m.online.accounts.includes('Picard'));
        const p = await TestClient.connect(A.url, { ...picard.headers(), 'x-forwarded-for': '10.0.0.2' });
        open.push(p);
        expect(((await seen) as LobbyMsg).online).toEqual({ accounts: ['Picard'], guests: 1 });
        // a guest on A from the watcher's own address is the same guest: still one
        const same = await TestClient.connect(A.url, { origin: A.url, 'x-forwarded-for': '10.0.0.1' });
        open.push(same);
        // a guest on A from another address makes two
        const two = w.c.next((m) => m.type === 'lobby' && m.online.guests === 2);
        const other = await TestClient.connect(A.url, { origin: A.url, 'x-forwarded-for': '10.0.0.3' });
        open.push(other);
        expect(((await two) as LobbyMsg).online).toEqual({ accounts: ['Picard'], guests: 2 });
        // the HTTP lobby of either server says the same
        expect((await http<{ online: unknown }>(B.url, 'GET', '/api/lobby')).body.online).toEqual({ accounts: ['Picard'], guests: 2 });
        expect((await http<{ online: unknown }>(A.url, 'GET', '/api/lobby')).body.online).toEqual({ accounts: ['Picard'], guests: 2 });
        // Picard's socket closes: he leaves the list
        const left = w.c.next((m) => m.type === 'lobby' && m.online.accounts.length === 0);
        await p.close();
        expect(((await left) as LobbyMsg).online).toEqual({ accounts: [], guests: 2 });
        // A is drained: its guests leave the count (its presence row goes with it)
        const gone = w.c.next((m) => m.type === 'lobby' && m.online.guests === 1);
        await A.close();
        expect(((await gone) as LobbyMsg).online).toEqual({ accounts: [], guests: 1 });
      } finally {
        for (const c of open) await c.close().catch(() => undefined);
        await B.close();
        await A.close();
      }
    });

    it('the quotas on new games hold across the servers: games per minute and friend games waiting, per client address', async () => {
      const url = schemaDb(pgUrl, newSchema());
      const limited = (db: string) =>
        startServer({ db, port: 0, logger: false, webDir: null, responseDelayMs: 5, botWorkers: 1, trustProxy: true, cluster: { leaseMs: 1000, renewMs: 200 }, limits: { gamesPerMinute: 2, openGamesPerClient: 1, connectionsPerAddress: 0 } });
      const A = await limited(url);
      const B = await limited(url);
      const create = async (base: string, address: string, body: unknown) => {
        const res = await fetch(base + '/api/games', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as { error?: string; message?: string; gameId?: string; invite?: string }, retry: res.headers.get('retry-after') };
      };
      const bot = { mode: 'bot', side: 'federation', bot: 'random' };
      const friend = { mode: 'friend', side: 'federation' };
      try {
        // two new games a minute: one on A, one on B, and the third is refused on either
        expect((await create(A.url, '10.0.0.7', bot)).status).toBe(201);
        expect((await create(B.url, '10.0.0.7', bot)).status).toBe(201);
        const third = await create(A.url, '10.0.0.7', bot);
        expect(third.status).toBe(429);
        expect(third.body.error).toBe('rate-limited');
        expect(third.body.message).toMatch(/at most 2 new games a minute; try again in \d+ s/);
        expect(Number(third.retry)).toBeGreaterThanOrEqual(1);
        expect(Number(third.retry)).toBeLessThanOrEqual(30);
        expect((await create(B.url, '10.0.0.7', bot)).status).toBe(429);
        // another address has its own quota
        expect((await create(B.url, '10.0.0.8', bot)).status).toBe(201);
        // one friend game waiting: a second one on the other server is refused
        const first = await create(A.url, '10.0.0.9', friend);
        expect(first.status).toBe(201);
        const second = await create(B.url, '10.0.0.9', friend);
        expect(second.status).toBe(429);
        expect(second.body.error).toBe('too-many-open-games');
        // once the friend has joined (through B: the game lives on A), the address may post another
        const joined = await http(B.url, 'POST', `/api/games/${first.body.gameId}/join`, { invite: first.body.invite });
        expect(joined.status).toBe(200);
        expect((await create(B.url, '10.0.0.9', friend)).status).toBe(201);
        // nothing of an address is written down: the shared tables hold keyed hashes
        const store = A.store as PostgresStore;
        const text = (await store.sql("SELECT string_agg(client, ' ') AS t FROM (SELECT client FROM quota_new_games UNION ALL SELECT client FROM waiting_by) x")).rows[0]?.t;
        expect(String(text)).not.toMatch(/10\.0\.0/);
      } finally {
        await B.close();
        await A.close();
      }
    });

    it("a server that stops beating its heart leaves the others' count after a lease; no address is written down", async () => {
      const schema = newSchema();
      const a = (await openStore(pgUrl, { schema })) as PostgresStore;
      const b = (await openStore(pgUrl, { schema })) as PostgresStore;
      const ca = await Cluster.start(a, { leaseMs: 400, renewMs: 100, logger });
      const cb = await Cluster.start(b, { leaseMs: 400, renewMs: 100, logger });
      try {
        await ca.register('http://127.0.0.1:1');
        await cb.register('http://127.0.0.1:2');
        // the same address gives the same key on both servers, another address another key
        expect(ca.guestKey('10.0.0.1')).toBe(cb.guestKey('10.0.0.1'));
        expect(ca.guestKey('10.0.0.1')).not.toBe(ca.guestKey('10.0.0.2'));
        await ca.writePresence({ accounts: ['Riker'], guests: [ca.guestKey('10.0.0.1')] });
        expect(await cb.othersPresence()).toEqual({ accounts: ['Riker'], guests: [ca.guestKey('10.0.0.1')] });
        // a server's own row is not among the others'
        expect(await ca.othersPresence()).toEqual({ accounts: [], guests: [] });
        const rows = (await a.sql('SELECT accounts::text || guests::text AS t FROM presence')).rows.map((r) => String(r.t)).join(' ');
        expect(rows).not.toContain('10.0.0.1');
        // A stops renewing (as a killed process): within a lease it still counts, after it no more
        ca.pauseRenewal();
        await sleep(600);
        expect(await cb.othersPresence()).toEqual({ accounts: [], guests: [] });
      } finally {
        await ca.stop();
        await cb.stop();
        await a.close();
        await b.close();
      }
    });
});
