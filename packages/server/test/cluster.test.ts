/**
 * Several servers on one PostgreSQL (cluster.ts): game leases and the fence on the log. Two stores
 * on one schema stand for two processes; a lease is claimed, lapses, is taken by the other, and the
 * one that lost it can never extend the log again. Runs when TEST_DATABASE_URL is set.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { openStore, isLeaseLost } from '../src/store.ts';
import type { LogEntry, StoredGame } from '../src/store.ts';
import type { PostgresStore } from '../src/store-postgres.ts';
import { Cluster } from '../src/cluster.ts';
import { startServer } from '../src/server.ts';
import { TestClient, createGame, http, joinGame, playRandom, sleep } from './helpers.ts';
import type { Msg } from './helpers.ts';
import type { RunningServer } from '../src/server.ts';
import type { Seat } from '../src/protocol.ts';
import { Browser, lobbySocket } from './community-helpers.ts';
import { schemaClient, schemaDb, testSchemas, withPostgres } from './pg-harness.ts';

const logger = pino({ level: 'silent' });
const newSchema = testSchemas();

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

/**
 * Two processes on one new schema of the database at `url`: two stores and their clusters (these
 * lease lengths, renewing every 100 ms), registered at two addresses no one answers; `body` runs
 * with them, and both are stopped and closed after it, whatever happens.
 */
async function withTwoProcesses(
  url: string,
  leases: [number, number],
  body: (p: { a: PostgresStore; b: PostgresStore; ca: Cluster; cb: Cluster }) => Promise<void>,
): Promise<void> {
  const schema = newSchema();
  const a = (await openStore(url, { schema })) as PostgresStore;
  const b = (await openStore(url, { schema })) as PostgresStore;
  const ca = await Cluster.start(a, { leaseMs: leases[0], renewMs: 100, logger });
  const cb = await Cluster.start(b, { leaseMs: leases[1], renewMs: 100, logger });
  try {
    await ca.register('http://127.0.0.1:1');
    await cb.register('http://127.0.0.1:2');
    await body({ a, b, ca, cb });
  } finally {
    await ca.stop();
    await cb.stop();
    await a.close();
    await b.close();
  }
}

withPostgres('game leases on PostgreSQL', (pgUrl) => {
  describe('game leases on PostgreSQL', { timeout: 60_000 }, () => {
    it('a process that lost its lease never extends the log: its append fails, the new owner carries on', () =>
      withTwoProcesses(pgUrl, [400, 400], async ({ a, b, ca, cb }) => {
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
        // nor changes the game's metadata: only the lease holder does
        expect(isLeaseLost(await refusal(a.updateGame('g1', { status: 'abandoned' })))).toBe(true);
        await b.updateGame('g1', { status: 'finished' });
        expect((await a.load('g1'))?.game.status).toBe('finished');
        expect(await ca.claim('g1')).toEqual({ kind: 'elsewhere', owner: cb.id, address: 'http://127.0.0.1:2' });
      }));

    it('a renewal finds the leases taken meanwhile and tells them; release and stop give the leases up', () =>
      withTwoProcesses(pgUrl, [300, 1000], async ({ a, b, ca, cb }) => {
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
      }));

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

  describe('two servers on one PostgreSQL', { timeout: 120_000 }, () => {
    const start = (db: string) =>
      startServer({ db, port: 0, logger: false, webDir: null, responseDelayMs: 5, botWorkers: 1, cluster: { leaseMs: 1000, renewMs: 200 }, limits: { gamesPerMinute: 0, openGamesPerClient: 0, connectionsPerAddress: 0 } });
    const closeCode = (c: TestClient) => new Promise<number>((resolve) => (c.closed ? resolve(-1) : c.ws.once('close', (code) => resolve(code))));

    it('any server serves any game: sockets and game routes reach the owner; a lost lease drops the game (1012); a drain hands it over', async () => {
      const schema = newSchema();
      const db = schemaDb(pgUrl, schema);
      const watch = schemaClient(pgUrl, schema);
      let A: RunningServer | null = await start(db);
      let B: RunningServer | null = await start(db);
      await watch.connect();
      const clients: TestClient[] = [];
      const connect = async (srv: RunningServer) => {
        const c = await TestClient.connect(srv.url);
        clients.push(c);
        return c;
      };
      try {
        const a = A;
        const b = B;
        // a friend game made on A, joined through B (the join is forwarded to A)
        const made = await createGame(a.url, { mode: 'friend', side: 'federation' });
        const wrong = await http<{ error: string }>(b.url, 'POST', `/api/games/${made.gameId}/join`, { invite: 'x'.repeat(16) });
        expect([wrong.status, wrong.body.error]).toEqual([403, 'bad-invite']);
        const joined = await joinGame(b.url, made.gameId, made.invite as string);
        expect(joined.seat).toBe('klingon');
        expect((await http<{ status: string }>(b.url, 'GET', `/api/games/${made.gameId}`)).body.status).toBe('playing');
        expect((await http<{ error: string }>(b.url, 'GET', '/api/games/nosuchgame')).status).toBe(404);
        // a request from another site is refused by the server it reached, before any forwarding
        const res = await fetch(`${b.url}/api/games/${made.gameId}/join`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify({ invite: made.invite }) });
        expect(res.status).toBe(403);
        // a forged peer header counts for nothing: the origin is checked all the same
        const forged = await fetch(`${a.url}/api/games/${made.gameId}/join`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', 'x-stccg-peer': 'guess' }, body: '{}' });
        expect(forged.status).toBe(403);

        // the federation plays on A (the owner), the Klingon through B (piped to A)
        const fed = await connect(a);
        const kli = await connect(b);
        expect((await fed.hello(made.gameId, made.token)).type).toBe('welcome');
        const wk = (await kli.hello(made.gameId, joined.token)) as Extract<Msg, { type: 'welcome' }>;
        expect(wk.type).toBe('welcome');
        // the owner is A: B holds no lease and nothing of the game
        expect(((await http<{ leases: number }>(b.url, 'GET', '/health')).body as { leases: number }).leases).toBe(0);
        // a bad token through the pipe gets the owner's answer, unchanged
        const spy = await connect(b);
        expect(await spy.hello(made.gameId, 'not-a-token')).toMatchObject({ type: 'error', code: 'bad-token' });
        await Promise.all([playRandom(fed, 'federation', { seed: 1, untilSeq: 12 }).done, playRandom(kli, 'klingon', { seed: 2, untilSeq: 12 }).done]);
        await sleep(100);
        const seqBefore = fed.view?.seq as number;
        expect(kli.view?.seq).toBe(seqBefore);

        // A stalls (stops renewing): once its lease has lapsed, B takes the game when asked
        A.cluster?.pauseRenewal();
        for (;;) {
          const r = await watch.query('SELECT expires_at < now() AS gone FROM game_owner WHERE game_id = $1', [made.gameId]);
          if ((r.rows[0] as { gone: boolean }).gone) break;
          await sleep(100);
        }
        const kliCode = closeCode(kli);
        const kli2 = await connect(b);
        const w2 = (await kli2.hello(made.gameId, joined.token)) as Extract<Msg, { type: 'welcome' }>;
        expect(w2.view.seq).toBe(seqBefore);
        expect((await watch.query('SELECT owner FROM game_owner WHERE game_id = $1', [made.gameId])).rows[0]).toEqual({ owner: B.cluster?.id });
        // the stale owner A still has the game in memory: its next move is refused by the store,
        // the game leaves A and A's sockets are closed with 1012 (service restart)
        const pending = fed.view?.pending;
        expect(pending).toBeTruthy();
        const mover = pending?.player === 'federation' ? fed : null;
        const fedCode = closeCode(fed);
        if (mover) mover.send({ type: 'act', seq: fed.view?.seq, decision: pending?.id, option: pending?.options?.[0]?.id });
        else {
          // the Klingon is to move: it does so through A's pipe (kli), which A refuses the same way
          kli.send({ type: 'act', seq: kli.view?.seq, decision: kli.view?.pending?.id, option: kli.view?.pending?.options?.[0]?.id });
        }
        expect(await fedCode).toBe(1012);
        expect(await kliCode).toBe(1012);
        const logLen = Number((await watch.query('SELECT count(*)::int AS c FROM actions WHERE game_id = $1', [made.gameId])).rows[0]?.c);
        const stored = (await B.store.load(made.gameId))?.log.length;
        expect(stored).toBe(logLen);
        // the refused move was not kept: the view B shows is the one before it
        expect(kli2.view?.seq).toBe(seqBefore);

        // the federation reconnects to A, which now serves it through B
        const fed2 = await connect(a);
        const wf = (await fed2.hello(made.gameId, made.token)) as Extract<Msg, { type: 'welcome' }>;
        expect(wf.type).toBe('welcome');
        expect(wf.view.seq).toBe(seqBefore);
        expect(wf.view.log).toEqual(fed.log);
        await Promise.all([playRandom(fed2, 'federation', { seed: 3, untilSeq: seqBefore + 10 }).done, playRandom(kli2, 'klingon', { seed: 4, untilSeq: seqBefore + 10 }).done]);
        await sleep(100);
        const seqDrain = kli2.view?.seq as number;
        const logDrain = kli2.log;

        // B is drained: its sockets (and the pipe A holds to it) are closed with 1012, its leases released
        const codes = [closeCode(fed2), closeCode(kli2)];
        await B.close();
        B = null;
        expect(await Promise.all(codes)).toEqual([1012, 1012]);
        expect((await watch.query('SELECT count(*)::int AS c FROM game_owner')).rows[0]).toEqual({ c: 0 });
        // A takes the game over at once (no lease to wait for), with nothing lost
        const kli3 = await connect(a);
        const w3 = (await kli3.hello(made.gameId, joined.token)) as Extract<Msg, { type: 'welcome' }>;
        expect(w3.view.seq).toBe(seqDrain);
        expect(w3.view.log).toEqual(logDrain);
        expect((await watch.query('SELECT owner FROM game_owner WHERE game_id = $1', [made.gameId])).rows[0]).toEqual({ owner: A.cluster?.id });
      } finally {
        for (const c of clients) await c.close();
        await watch.end();
        await B?.close();
        await A?.close();
        A = null;
      }
    });

    it('a hello for a game whose owner cannot be reached is held until its lease lapses, then served (not timed out)', async () => {
      const schema = newSchema();
      const db = schemaDb(pgUrl, schema);
      const A = await startServer({ db, port: 0, logger: false, webDir: null, responseDelayMs: 5, botWorkers: 1, cluster: { leaseMs: 1000, renewMs: 200 }, limits: { helloTimeoutMs: 300 } });
      const watch = schemaClient(pgUrl, schema);
      await watch.connect();
      try {
        const g = await createGame(A.url, { mode: 'friend', side: 'federation' });
        // the game's lease passes to a server that died (its address refuses connections)
        await watch.query("INSERT INTO servers (id, address) VALUES ('ghost', 'http://127.0.0.1:1')");
        await watch.query("UPDATE game_owner SET owner = 'ghost', expires_at = now() + interval '1500 ms' WHERE game_id = $1", [g.gameId]);
        // A's next renewal finds the lease gone: the game leaves A's memory
        await A.cluster?.renew();
        const c = await TestClient.connect(A.url);
        const closed = closeCode(c);
        const w = await c.hello(g.gameId, g.token);
        expect(w.type).toBe('welcome');
        expect((await watch.query('SELECT owner FROM game_owner WHERE game_id = $1', [g.gameId])).rows[0]).toEqual({ owner: A.cluster?.id });
        expect(c.closed).toBe(false);
        await c.close();
        expect(await closed).not.toBe(4408);
      } finally {
        await watch.end();
        await A.close();
      }
    });

    it('the lobby is shared: a game posted on one server is listed and taken on the other', async () => {
      const schema = newSchema();
      const db = schemaDb(pgUrl, schema);
      const A = await start(db);
      const B = await start(db);
      try {
        // a subscriber on B hears of a game posted on A, and of a lobby message said on A
        const watcher = await lobbySocket(new Browser(B.url));
        const heard = watcher.c.next((m) => m.type === 'lobby' && m.games.length === 1);
        const posted = await http<{ gameId: string; token: string }>(A.url, 'POST', '/api/lobby/games', {});
        expect(posted.status).toBe(201);
        expect(((await heard) as Extract<Msg, { type: 'lobby' }>).games.map((g) => g.gameId)).toEqual([posted.body.gameId]);
        const speaker = await new Browser(A.url).signUp('Picard');
        const mine = await lobbySocket(speaker);
        const said = watcher.c.next((m) => m.type === 'chat');
        mine.c.send({ type: 'chat', channel: 'lobby', text: 'Engage.' });
        expect(((await said) as Extract<Msg, { type: 'chat' }>).message).toMatchObject({ channel: 'lobby', author: 'Picard', text: 'Engage.' });
        const gone = watcher.c.next((m) => m.type === 'lobby' && m.games.length === 0);
        const listed = await http<{ games: { gameId: string }[] }>(B.url, 'GET', '/api/lobby');
        expect(listed.body.games.map((g) => g.gameId)).toEqual([posted.body.gameId]);
        const taken = await http<{ seat: Seat; token: string }>(B.url, 'POST', `/api/lobby/games/${posted.body.gameId}/join`, {});
        expect(taken.status).toBe(200);
        // taken through B (forwarded to A, the owner): B's subscriber hears the game leave the lobby
        await gone;
        expect((await http<{ games: unknown[] }>(A.url, 'GET', '/api/lobby')).body.games).toEqual([]);
        expect((await http<{ games: unknown[] }>(B.url, 'GET', '/api/lobby')).body.games).toEqual([]);
        const again = await http<{ error: string }>(B.url, 'POST', `/api/lobby/games/${posted.body.gameId}/join`, {});
        expect(again.status).toBe(404);
        // a bot game made on B is played from A
        const g = await createGame(B.url, { mode: 'bot', side: 'federation', bot: 'random' });
        const c = await TestClient.connect(A.url);
        expect((await c.hello(g.gameId, g.token)).type).toBe('welcome');
        expect(await playRandom(c, 'federation', { seed: 7, untilSeq: 20 }).done).toBe('stopped');
        await c.close();
      } finally {
        await B.close();
        await A.close();
      }
    });
  });
});
