/**
 * The store down or full while a client creates, joins, lists or opens a game: each request is
 * answered 503 with the code 'storage', a sentence saying what is wrong and when to retry, and
 * changes nothing; once the store is back the same requests work (an invite refused meanwhile
 * still opens its seat).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { openStore } from '../src/store.ts';
import { DB_DOWN, DISK_FULL, FaultyStore } from './faulty-store.ts';
import { TestClient, createGame, http } from './helpers.ts';
import type { Msg } from './helpers.ts';

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function serve(store: FaultyStore): Promise<RunningServer> {
  const s = await startServer({ port: 0, db: store, logger: false, webDir: null, responseDelayMs: 5 });
  servers.push(s);
  return s;
}

interface Problem {
  error: string;
  message: string;
}

describe('requests while the store is down or full', () => {
  it('database down: create, join, list and hello are refused with "storage" and change nothing; back up, they work', async () => {
    const store = new FaultyStore(await openStore(':memory:'));
    const first = await serve(store);
    const friend = await createGame(first.url, { mode: 'friend', side: 'federation' });
    await first.close();
    servers.length = 0;
    // a new server on the same store: the friend game is not in memory and must be read
    const server = await serve(store);
    const before = await store.inner.gameIds();

    store.fault = { error: DB_DOWN, reads: true };
    const create = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'bot', side: 'klingon' }) });
    expect(create.status).toBe(503);
    expect(create.headers.get('retry-after')).toBe('5');
    expect((await create.json()) as Problem).toEqual({
      error: 'storage',
      message: 'the game store cannot be used just now (the database server cannot be reached); nothing was changed; try again in a few seconds',
    });
    const join = await http<Problem>(server.url, 'POST', `/api/games/${friend.gameId}/join`, { invite: friend.invite });
    expect(join.status).toBe(503);
    expect(join.body.error).toBe('storage');
    const list = await http<Problem>(server.url, 'POST', '/api/games/list', { tokens: [friend.token] });
    expect(list.status).toBe(503);
    expect(list.body.error).toBe('storage');
    const c = await TestClient.connect(server.url);
    const hello = (await c.hello(friend.gameId, friend.token)) as Extract<Msg, { type: 'error' }>;
    expect(hello).toMatchObject({ type: 'error', code: 'storage' });
    expect(hello.message).toMatch(/the database server cannot be reached/);
    await c.close();
    expect(await store.inner.gameIds()).toEqual(before);

    store.fault = null;
    const j = await http<{ seat: string; token: string }>(server.url, 'POST', `/api/games/${friend.gameId}/join`, { invite: friend.invite });
    expect(j.status).toBe(200);
    expect(j.body.seat).toBe('klingon');
    const again = await TestClient.connect(server.url);
    expect((await again.hello(friend.gameId, j.body.token)).type).toBe('welcome');
    await again.close();
    expect((await http(server.url, 'POST', '/api/games', { mode: 'bot', side: 'klingon' })).status).toBe(201);
  });

  it('disk full while a friend takes a seat: refused, and the invite still opens the seat once there is room', async () => {
    const store = new FaultyStore(await openStore(':memory:'));
    const server = await serve(store);
    const friend = await createGame(server.url, { mode: 'friend', side: 'klingon' });
    store.fault = { error: DISK_FULL };
    const join = await http<Problem>(server.url, 'POST', `/api/games/${friend.gameId}/join`, { invite: friend.invite });
    expect(join.status).toBe(503);
    expect(join.body).toEqual({ error: 'storage', message: 'the game store cannot be used just now (the disk is full); nothing was changed; try again in a few seconds' });
    const create = await http<Problem>(server.url, 'POST', '/api/games', { mode: 'friend', side: 'klingon' });
    expect(create.status).toBe(503);
    store.fault = null;
    const summary = await http<{ status: string; seats: { federation: { taken: boolean } } }>(server.url, 'GET', `/api/games/${friend.gameId}`);
    expect(summary.body.status).toBe('waiting');
    expect(summary.body.seats.federation.taken).toBe(false);
    const j = await http<{ seat: string }>(server.url, 'POST', `/api/games/${friend.gameId}/join`, { invite: friend.invite });
    expect(j.status).toBe(200);
    expect(j.body.seat).toBe('federation');
  });
});
