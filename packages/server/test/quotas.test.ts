/**
 * Quotas: games created per client per minute, friend games left waiting per client, WebSocket
 * connections per address, the time a socket has to say hello; unstarted games expire, started
 * games nobody touches end as abandoned; stored games are loaded only when asked for. Small
 * limits set through ServerOptions, and a clock the test moves (no waiting for real time).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Game } from '@stccg/engine';
import { startServer, openStore } from '../src/index.ts';
import type { GameStore, GameSummary, RunningServer, ServerOptions, StoredGame } from '../src/index.ts';
import { hashSecret } from '../src/hub.ts';
import { TestClient, createGame, http, joinGame, listGames } from './helpers.ts';
import type { Msg } from './helpers.ts';

const T0 = Date.parse('2030-01-01T00:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let servers: RunningServer[] = [];
let stores: GameStore[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  for (const s of stores) await s.close();
  servers = [];
  stores = [];
});

/** A server on a clock the test moves. */
async function serve(o: ServerOptions = {}): Promise<{ server: RunningServer; clock: { t: number } }> {
  const clock = { t: T0 };
  const server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5, now: () => clock.t, ...o });
  servers.push(server);
  return { server, clock };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { error?: string; message?: string; gameId?: string; token?: string; invite?: string } };
}

/** Opens a socket; resolves when it is open, with a promise of its close code and reason. */
function openSocket(base: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', { headers });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('error', reject);
  });
}

describe('games per client per minute', () => {
  it('refuses the game over the limit with 429, the limit, and when to retry; a minute later it is allowed', async () => {
    const { server, clock } = await serve({ limits: { gamesPerMinute: 3 } });
    for (let i = 0; i < 3; i++) expect((await post(server.url, '/api/games', { mode: 'bot', bot: 'random' })).status).toBe(201);
    const refused = await post(server.url, '/api/games', { mode: 'bot', bot: 'random' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('rate-limited');
    expect(refused.body.message).toMatch(/3 new games a minute/);
    expect(refused.body.message).toMatch(/try again in \d+ s/);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // friend games count too
    expect((await post(server.url, '/api/games', { mode: 'friend' })).status).toBe(429);
    clock.t += Number(refused.retryAfter) * 1000;
    expect((await post(server.url, '/api/games', { mode: 'bot', bot: 'random' })).status).toBe(201);
  });

  it('counts each client apart: X-Forwarded-For names the client only behind a trusted proxy', async () => {
    const { server } = await serve({ limits: { gamesPerMinute: 1 } });
    expect((await post(server.url, '/api/games', { mode: 'bot', bot: 'random' }, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201);
    // not trusted: the header is the client's own word, and the address is the same
    expect((await post(server.url, '/api/games', { mode: 'bot', bot: 'random' }, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(429);

    const { server: proxied } = await serve({ limits: { gamesPerMinute: 1 }, trustProxy: true });
    expect((await post(proxied.url, '/api/games', { mode: 'bot', bot: 'random' }, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(201);
    expect((await post(proxied.url, '/api/games', { mode: 'bot', bot: 'random' }, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(201);
    expect((await post(proxied.url, '/api/games', { mode: 'bot', bot: 'random' }, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    // the proxy's own hop is what counts: a client cannot pick its address by adding entries
    expect((await post(proxied.url, '/api/games', { mode: 'bot', bot: 'random' }, { 'x-forwarded-for': '198.51.100.7, 203.0.113.1' })).status).toBe(429);
  });
});

describe('friend games waiting per client', () => {
  it('refuses one more waiting game with 429 until one is joined; games against a bot are not counted', async () => {
    const { server } = await serve({ limits: { openGamesPerClient: 2, gamesPerMinute: 0 } });
    const a = await post(server.url, '/api/games', { mode: 'friend' });
    const b = await post(server.url, '/api/games', { mode: 'friend' });
    expect([a.status, b.status]).toEqual([201, 201]);
    const refused = await post(server.url, '/api/games', { mode: 'friend' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('too-many-open-games');
    expect(refused.body.message).toMatch(/2 games waiting for a friend/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await post(server.url, '/api/games', { mode: 'bot', bot: 'random' })).status).toBe(201);
    await joinGame(server.url, a.body.gameId as string, a.body.invite as string);
    expect((await post(server.url, '/api/games', { mode: 'friend' })).status).toBe(201);
  });
});

describe('WebSocket connections per address, and the time to say hello', () => {
  it('closes a connection over the limit with 4429 and a sentence; a freed place can be taken again', async () => {
    const { server } = await serve({ limits: { connectionsPerAddress: 2 } });
    const one = await openSocket(server.url);
    const two = await openSocket(server.url);
    const three = await openSocket(server.url);
    const c = await three.closed;
    expect(c.code).toBe(4429);
    expect(c.reason).toMatch(/too many connections from your address \(at most 2\)/);
    one.ws.close();
    await one.closed;
    await expect.poll(async () => (await http<{ connections: number }>(server.url, 'GET', '/health')).body.connections).toBe(1);
    const again = await openSocket(server.url);
    again.ws.send(JSON.stringify({ type: 'ping' }));
    await new Promise((r) => again.ws.once('message', r));
    expect(again.ws.readyState).toBe(WebSocket.OPEN);
    two.ws.close();
    again.ws.close();
  });

  it('behind a trusted proxy counts each forwarded client apart (and ignores the header otherwise)', async () => {
    const { server } = await serve({ limits: { connectionsPerAddress: 1 }, trustProxy: true });
    const a = await openSocket(server.url, { 'x-forwarded-for': '203.0.113.1' });
    const b = await openSocket(server.url, { 'x-forwarded-for': '203.0.113.2' });
    const a2 = await openSocket(server.url, { 'x-forwarded-for': '203.0.113.1' });
    expect((await a2.closed).code).toBe(4429);
    b.ws.send(JSON.stringify({ type: 'ping' }));
    await new Promise((r) => b.ws.once('message', r));
    a.ws.close();
    b.ws.close();
    const { server: direct } = await serve({ limits: { connectionsPerAddress: 1 } });
    const d1 = await openSocket(direct.url, { 'x-forwarded-for': '203.0.113.1' });
    const d2 = await openSocket(direct.url, { 'x-forwarded-for': '203.0.113.2' });
    expect((await d2.closed).code).toBe(4429);
    d1.ws.close();
  });

  it('closes a socket that does not attach with hello in time (4408), and keeps one that did', async () => {
    const { server } = await serve({ limits: { helloTimeoutMs: 150 } });
    const g = await createGame(server.url, { mode: 'bot', bot: 'random' });
    const player = await TestClient.connect(server.url);
    const silent = await openSocket(server.url);
    // pings do not count: only attaching to a game does
    silent.ws.send(JSON.stringify({ type: 'ping' }));
    expect((await player.hello(g.gameId, g.token)).type).toBe('welcome');
    const c = await silent.closed;
    expect(c.code).toBe(4408);
    expect(c.reason).toMatch(/no hello within 0\.15 s/);
    expect(player.closed).toBe(false);
    await player.close();
  });
});

describe('unstarted games expire', () => {
  it('a friend game nobody joined expires: the invite answers 410, the creator sees it ended, its place is freed', async () => {
    const { server, clock } = await serve({ limits: { unstartedExpiryMs: HOUR, openGamesPerClient: 1, gamesPerMinute: 0 } });
    const g = await createGame(server.url, { mode: 'friend' });
    expect((await post(server.url, '/api/games', { mode: 'friend' })).status).toBe(429);
    clock.t += HOUR - 1;
    await server.sweep();
    expect((await http<GameSummary>(server.url, 'GET', `/api/games/${g.gameId}`)).body.status).toBe('waiting');
    clock.t += 2;
    await server.sweep();
    const s = await http<GameSummary>(server.url, 'GET', `/api/games/${g.gameId}`);
    expect(s.body.status).toBe('expired');
    expect(s.body.result).toMatchObject({ winner: null, reason: 'expired' });
    const join = await post(server.url, `/api/games/${g.gameId}/join`, { invite: g.invite });
    expect(join.status).toBe(410);
    expect(join.body.error).toBe('expired');
    expect(join.body.message).toMatch(/expired/);
    const c = await TestClient.connect(server.url);
    const ended = c.next((m) => m.type === 'gameOver');
    expect((await c.hello(g.gameId, g.token)).type).toBe('welcome');
    const over = (await ended) as Extract<Msg, { type: 'gameOver' }>;
    expect(over.result.reason).toBe('expired');
    const v = c.view;
    const e = await c.expectError({ type: 'act', seq: v?.seq ?? 0, decision: v?.pending?.id ?? 'd1', option: v?.pending?.options?.[0]?.id ?? 'x' });
    expect(e).toMatchObject({ code: 'game-over' });
    await c.close();
    expect((await post(server.url, '/api/games', { mode: 'friend' })).status).toBe(201);
    expect((await server.store.load(g.gameId))?.game.status).toBe('expired');
  });

  it('expires stored games that are not in memory, without loading them', async () => {
    const store = await openStore(':memory:');
    stores.push(store);
    const clock = { t: T0 };
    const first = await startServer({ port: 0, db: store, logger: false, webDir: null, now: () => clock.t });
    const g = await createGame(first.url, { mode: 'friend' });
    await first.close();
    clock.t += 2 * DAY;
    const second = await startServer({ port: 0, db: store, logger: false, webDir: null, now: () => clock.t, limits: { unstartedExpiryMs: DAY } });
    servers.push(second);
    await second.sweep();
    const stored = await store.load(g.gameId);
    expect(stored?.game.status).toBe('expired');
    expect(stored?.game.result).toMatchObject({ winner: null, reason: 'expired' });
    expect((await listGames(second.url, [g.token]))[0]?.status).toBe('expired');
  });
});

describe('started games nobody touches are abandoned', () => {
  it('ends a game with no action for the set time as abandoned, and keeps it as a record', async () => {
    const { server, clock } = await serve({ limits: { abandonAfterMs: DAY } });
    const g = await createGame(server.url, { mode: 'friend' });
    const j = await joinGame(server.url, g.gameId, g.invite as string);
    const fed = await TestClient.connect(server.url);
    const kli = await TestClient.connect(server.url);
    await fed.hello(g.gameId, g.token);
    await kli.hello(g.gameId, j.token);
    // an action half-way through keeps it alive
    clock.t += DAY / 2;
    const mover = fed.view?.pending?.player === 'federation' ? fed : kli;
    const p = mover.view?.pending;
    if (!mover.view || !p?.options?.[0]) throw new Error('no decision');
    const moved = mover.next((m) => m.type === 'view');
    mover.send({ type: 'act', seq: mover.view.seq, decision: p.id, option: p.options[0].id });
    await moved;
    clock.t += DAY - 1;
    await server.sweep();
    expect((await http<GameSummary>(server.url, 'GET', `/api/games/${g.gameId}`)).body.status).toBe('playing');
    clock.t += 2;
    const overF = fed.next((m) => m.type === 'gameOver');
    const overK = kli.next((m) => m.type === 'gameOver');
    await server.sweep();
    const [of, ok] = (await Promise.all([overF, overK])) as Extract<Msg, { type: 'gameOver' }>[];
    expect(of?.result).toMatchObject({ winner: null, reason: 'abandoned' });
    expect(ok?.result).toEqual(of?.result);
    const s = await http<GameSummary>(server.url, 'GET', `/api/games/${g.gameId}`);
    expect(s.body.status).toBe('abandoned');
    expect(s.body.result).toEqual(of?.result);
    // nothing more can be played in it, and it stays as a record
    const v = fed.view;
    expect((await fed.expectError({ type: 'concede' })).code).toBe('game-over');
    expect((await fed.expectError({ type: 'act', seq: v?.seq ?? 0, decision: 'd1', option: 'x' })).code).toBe('game-over');
    const rec = await http<{ actions: unknown[]; abandoned: unknown }>(server.url, 'GET', `/api/games/${g.gameId}/record`);
    expect(rec.status).toBe(200);
    expect(rec.body.actions.length).toBe(v?.seq);
    expect(rec.body.abandoned).toEqual(of?.result);
    const stored = await server.store.load(g.gameId);
    expect(stored?.game.status).toBe('abandoned');
    expect(stored?.game.result).toEqual(of?.result);
    await Promise.all([fed.close(), kli.close()]);
  });

  it('abandons stored games that are not in memory', async () => {
    const store = await openStore(':memory:');
    stores.push(store);
    const clock = { t: T0 };
    const first = await startServer({ port: 0, db: store, logger: false, webDir: null, now: () => clock.t, responseDelayMs: 5 });
    const g = await createGame(first.url, { mode: 'bot', bot: 'random' });
    const c = await TestClient.connect(first.url);
    await c.hello(g.gameId, g.token);
    await c.close();
    await first.close();
    clock.t += 8 * DAY;
    const second = await startServer({ port: 0, db: store, logger: false, webDir: null, now: () => clock.t, limits: { abandonAfterMs: 7 * DAY } });
    servers.push(second);
    await second.sweep();
    const stored = await store.load(g.gameId);
    expect(stored?.game.status).toBe('abandoned');
    expect(stored?.game.result).toMatchObject({ winner: null, reason: 'abandoned' });
  });
});

describe('stored games are loaded only when asked for', () => {
  it('starts without replaying stored games; a game whose bot is to move carries on once its player comes back', async () => {
    const store = await openStore(':memory:');
    stores.push(store);
    // A game stored with the bot seat to move first, and nobody attached.
    const seed = 77;
    const first = Game.create({ seed }).state.pending?.player;
    if (!first) throw new Error('no first decision');
    const human = first === 'federation' ? 'klingon' : 'federation';
    const token = 'token-of-the-human-seat-0123456789';
    const meta: StoredGame = {
      id: 'stored-bot-game',
      createdAt: new Date(T0).toISOString(),
      seed,
      withPremiums: false,
      seats: { [first]: { kind: 'bot', bot: 'random', botSeed: 5, tokenHash: null }, [human]: { kind: 'human', tokenHash: hashSecret(token) } } as StoredGame['seats'],
      status: 'playing',
      result: null,
    };
    await store.createGame(meta);
    await store.addToken(hashSecret(token), meta.id, human);
    for (let i = 0; i < 20; i++) await store.createGame({ ...meta, id: `other-${i}` });
    const server = await startServer({ port: 0, db: store, logger: false, webDir: null, responseDelayMs: 5 });
    servers.push(server);
    const health = await http<{ games: number }>(server.url, 'GET', '/health');
    expect(health.body.games).toBe(0);
    expect((await store.load(meta.id))?.log.length).toBe(0);
    // the player comes back: the game is loaded and the bot moves
    const c = await TestClient.connect(server.url);
    expect((await c.hello(meta.id, token)).type).toBe('welcome');
    // the stored game is loaded and the bot's first move made: 30 s, as a loaded 2-core machine once
    // took more than the default 10 (a fresh-clone CI beside three other jobs)
    await c.next((m) => m.type === 'view' && m.view.seq > 0, 30_000);
    expect((await store.load(meta.id))?.log.length).toBeGreaterThan(0);
    expect((await http<{ games: number }>(server.url, 'GET', '/health')).body.games).toBe(1);
    await c.close();
  });
});
