/**
 * Every kind of bad message gets an error naming its problem, and changes nothing: the seat's
 * and a spectator's views are byte-identical before and after, and the stored log is as long.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { MAX_MESSAGE_BYTES } from '../src/protocol.ts';
import { TestClient, createGame, friendGame, http, joinGame, sleep } from './helpers.ts';
import type { Msg } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null });
});
afterAll(async () => {
  await server?.close();
});

/** What the server would tell a fresh socket of each seat and a spectator, plus the stored log length. */
async function snapshot(gameId: string, tokens: Record<string, string>): Promise<string[]> {
  const out: string[] = [];
  for (const token of [tokens.federation, tokens.klingon, undefined]) {
    const c = await TestClient.connect(server.url);
    const w = await c.hello(gameId, token);
    out.push(JSON.stringify(w));
    await c.close();
  }
  const stored = await server.store.load(gameId);
  out.push(`log entries: ${stored?.log.length}`);
  return out;
}

/** A friend game after a few random actions, with the seat to act and the other one. */
async function midGame() {
  const g = await friendGame(server.url);
  // Play 12 actions: whoever is asked answers with the first option.
  for (let i = 0; i < 12; i++) {
    const v = g.fed.view?.seq ?? 0;
    const view = g.fed.view?.pending?.player === 'federation' ? g.fed.view : g.kli.view;
    const c = view === g.fed.view ? g.fed : g.kli;
    const p = view?.pending;
    if (!view || !p?.options?.[0]) throw new Error('no decision');
    const next = c.next((m) => m.type === 'view' && m.view.seq > v);
    const other = (c === g.fed ? g.kli : g.fed).next((m) => m.type === 'view' && m.view.seq > v);
    c.send({ type: 'act', seq: view.seq, decision: p.id, option: p.options[0].id });
    await Promise.all([next, other]);
  }
  const fedTurn = g.fed.view?.pending?.player === 'federation';
  const actor = fedTurn ? g.fed : g.kli;
  const waiter = fedTurn ? g.kli : g.fed;
  return { ...g, actor, waiter };
}

function err(m: Msg): { code: string; message: string } {
  if (m.type !== 'error') throw new Error(`expected an error, got ${m.type}`);
  return m;
}

describe('bad messages change nothing', () => {
  it('answers each kind of bad message with an error naming the problem', async () => {
    const g = await midGame();
    const before = await snapshot(g.gameId, g.tokens);
    const v = g.actor.view;
    const p = v?.pending;
    if (!v || !p?.options) throw new Error('no decision');
    const offered = p.options.map((o) => o.id);

    const cases: [string, unknown, string, RegExp][] = [
      ['malformed JSON', '{"type": "act", ', 'malformed', /not valid JSON/],
      ['a JSON array', '[1,2]', 'malformed', /JSON object/],
      ['a JSON number', '42', 'malformed', /JSON object/],
      ['no type', { seq: 1 }, 'malformed', /type/],
      ['unknown type', { type: 'cheat', hand: 'show' }, 'unknown-type', /unknown message type "cheat"/],
      ['negative seq', { type: 'act', seq: -1, decision: p.id, option: offered[0] }, 'malformed', /seq/],
      ['extra field', { type: 'act', seq: v.seq, decision: p.id, option: offered[0], player: 'klingon' }, 'malformed', /player|Unrecognized/i],
      ['missing option', { type: 'act', seq: v.seq, decision: p.id }, 'malformed', /option/],
      ['stale sequence number', { type: 'act', seq: v.seq - 1, decision: p.id, option: offered[0] }, 'stale', /stale sequence number/],
      ['future sequence number', { type: 'act', seq: v.seq + 5, decision: p.id, option: offered[0] }, 'stale', /stale sequence number/],
      ['old decision id', { type: 'act', seq: v.seq, decision: 'd1', option: offered[0] }, 'stale', /not the pending decision/],
      ['option not offered', { type: 'act', seq: v.seq, decision: p.id, option: 'show-me-the-hand' }, 'illegal', /not one of the options/],
    ];
    for (const [what, msg, code, re] of cases) {
      const e = err(await g.actor.expectError(msg));
      expect(e.code, what).toBe(code);
      expect(e.message, what).toMatch(re);
      // Errors never list the offered options.
      for (const id of offered) if (id.length > 3) expect(e.message, what).not.toContain(id);
    }
    // A binary frame.
    const bin = g.actor.next((m) => m.type === 'error');
    g.actor.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(err(await bin)).toMatchObject({ code: 'malformed', message: expect.stringMatching(/binary/) });
    // Oversized.
    const big = err(await g.actor.expectError({ type: 'act', seq: v.seq, decision: p.id, option: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    expect(big.code).toBe('too-large');
    expect(big.message).toMatch(/limit is 4096/);
    // The other seat answers this seat's decision, with everything else right.
    const mine = err(await g.waiter.expectError({ type: 'act', seq: v.seq, decision: p.id, option: offered[0] }));
    expect(mine.code).toBe('not-your-decision');
    // A spectator tries to act.
    const spec = await TestClient.connect(server.url);
    await spec.hello(g.gameId);
    expect(err(await spec.expectError({ type: 'act', seq: v.seq, decision: p.id, option: offered[0] })).code).toBe('spectator');
    expect(err(await spec.expectError({ type: 'concede' })).code).toBe('spectator');
    // Before hello.
    const fresh = await TestClient.connect(server.url);
    expect(err(await fresh.expectError({ type: 'act', seq: v.seq, decision: p.id, option: offered[0] })).code).toBe('not-attached');
    expect(err(await fresh.expectError({ type: 'settings', alwaysRespond: true })).code).toBe('not-attached');
    // Wrong token and unknown game.
    expect(err(await fresh.expectError({ type: 'hello', gameId: g.gameId, token: 'not-a-token' })).code).toBe('bad-token');
    expect(err(await fresh.expectError({ type: 'hello', gameId: 'no-such-game', token: g.tokens.federation })).code).toBe('unknown-game');
    // A token of another game.
    const other = await createGame(server.url, { mode: 'friend' });
    expect(err(await fresh.expectError({ type: 'hello', gameId: g.gameId, token: other.token })).code).toBe('bad-token');

    expect(await snapshot(g.gameId, g.tokens)).toEqual(before);
    // The seat can still play: the right answer is accepted.
    const next = g.actor.next((m) => m.type === 'view');
    g.actor.send({ type: 'act', seq: v.seq, decision: p.id, option: offered[0] });
    expect(((await next) as Extract<Msg, { type: 'view' }>).view.seq).toBe(v.seq + 1);
    await Promise.all([g.fed.close(), g.kli.close(), spec.close(), fresh.close()]);
  });

  it('rate-limits a flood, changes nothing, and closes a socket that keeps flooding', async () => {
    const g = await midGame();
    const before = await snapshot(g.gameId, g.tokens);
    const v = g.actor.view;
    const p = v?.pending;
    if (!v || !p?.options?.[0]) throw new Error('no decision');
    // A flood of pings and stale actions.
    const limited = g.actor.next((m) => m.type === 'error' && m.code === 'rate-limited');
    for (let i = 0; i < 600; i++) g.actor.send(i % 2 ? { type: 'ping' } : { type: 'act', seq: 0, decision: 'd1', option: 'x' });
    const e = err(await limited);
    expect(e.message).toMatch(/too many messages/);
    await sleep(100);
    expect(await snapshot(g.gameId, g.tokens)).toEqual(before);
    // A flood of bad messages on another socket: limited after the error burst.
    const spam = await TestClient.connect(server.url);
    await spam.hello(g.gameId, g.tokens.federation);
    const spamLimited = spam.next((m) => m.type === 'error' && m.code === 'rate-limited');
    for (let i = 0; i < 100; i++) spam.send('not json');
    await spamLimited;
    const errors = spam.msgs.filter((m) => m.type === 'error' && m.code === 'malformed').length;
    expect(errors).toBeLessThanOrEqual(35);
    // Keep flooding: the socket is closed with 1008.
    const closed = new Promise<number>((resolve) => spam.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 2500 && spam.ws.readyState === spam.ws.OPEN; i++) spam.send({ type: 'ping' });
    expect(await closed).toBe(1008);
    expect(await snapshot(g.gameId, g.tokens)).toEqual(before);
    await Promise.all([g.fed.close(), g.kli.close()]);
  });

  it('settings change only the own seat, concede ends the game, and nothing is accepted after', async () => {
    const g = await midGame();
    const fedView = g.fed.next((m) => m.type === 'view');
    g.fed.send({ type: 'settings', alwaysRespond: true });
    const fv = (await fedView) as Extract<Msg, { type: 'view' }>;
    expect((fv.view.players.federation as SeatView).alwaysRespond).toBe(true);
    expect((fv.view.players.klingon as SeatView).alwaysRespond).toBeNull();
    const overF = g.fed.next((m) => m.type === 'gameOver');
    const overK = g.kli.next((m) => m.type === 'gameOver');
    g.kli.send({ type: 'concede' });
    const [a, b] = await Promise.all([overF, overK]);
    expect(a).toEqual(b);
    expect(g.fed.result).toMatchObject({ winner: 'federation', reason: 'klingon conceded' });
    const v = g.fed.view;
    const e = err(await g.fed.expectError({ type: 'act', seq: v?.seq ?? 0, decision: 'd1', option: 'x' }));
    expect(e.code).toBe('game-over');
    const stored = await server.store.load(g.gameId);
    expect(stored?.game.status).toBe('finished');
    expect(stored?.log.at(-1)).toEqual({ t: 'concede', p: 'klingon' });
    expect(stored?.log.some((x) => x.t === 'settings' && x.p === 'federation' && x.alwaysRespond)).toBe(true);
    await Promise.all([g.fed.close(), g.kli.close()]);
  });
});

describe('bad HTTP requests', () => {
  it('refuses bad bodies, wrong invites, used invites, early records and unknown games', async () => {
    expect((await http(server.url, 'POST', '/api/games', { mode: 'chess' })).status).toBe(400);
    expect((await http(server.url, 'POST', '/api/games', '{not json')).status).toBe(400);
    expect((await http(server.url, 'POST', '/api/games', { mode: 'bot', extra: 1 })).status).toBe(400);
    const seeded = await http<{ message: string }>(server.url, 'POST', '/api/games', { mode: 'bot', seed: 5 });
    expect(seeded.status).toBe(400);
    expect(seeded.body.message).toMatch(/never seated in a game with a chosen seed/);
    const g = await createGame(server.url, { mode: 'friend', side: 'klingon' });
    expect(g.inviteUrl).toBe(`${server.url}/#/join/${g.gameId}?invite=${g.invite}`);
    expect((await http(server.url, 'POST', `/api/games/${g.gameId}/join`, { invite: 'wrong' })).status).toBe(403);
    const j = await joinGame(server.url, g.gameId, g.invite as string);
    expect(j.seat).toBe('federation');
    const again = await http<{ error: string; message: string }>(server.url, 'POST', `/api/games/${g.gameId}/join`, { invite: g.invite });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('seat-taken');
    expect(again.body.message).toMatch(/^this invite has already been used/);
    // a wrong code for a game whose seats are all taken is a wrong code, not a used invite
    const wrong = await http<{ error: string; message: string }>(server.url, 'POST', `/api/games/${g.gameId}/join`, { invite: 'wrong' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('bad-invite');
    expect(wrong.body.message).toMatch(/^this invite code does not open a seat of this game/);
    expect((await http(server.url, 'GET', `/api/games/${g.gameId}/record`)).status).toBe(409);
    expect((await http(server.url, 'GET', '/api/games/nope/record')).status).toBe(404);
    expect((await http(server.url, 'GET', '/api/games/nope')).status).toBe(404);
    expect((await http(server.url, 'GET', '/api/nothing')).status).toBe(404);
    const health = await http<{ ok: boolean; store: string }>(server.url, 'GET', '/health');
    expect(health.body).toMatchObject({ ok: true, store: 'sqlite' });
    const list = await http<{ games: { gameId: string; mySeat: string; status: string }[] }>(server.url, 'POST', '/api/games/list', { tokens: [g.token, j.token, 'bogus'] });
    expect(list.body.games.map((x) => [x.gameId, x.mySeat, x.status]).sort()).toEqual([
      [g.gameId, 'federation', 'playing'],
      [g.gameId, 'klingon', 'playing'],
    ]);
  });
});

describe('flood control tells every dropped message', () => {
  let tight: RunningServer;
  beforeAll(async () => {
    // one message a second after a burst of three: easy to run out of
    tight = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, limits: { messagesPerSecond: 1, messageBurst: 3 } });
  });
  afterAll(async () => {
    await tight?.close();
  });

  it('a move dropped within a second of the last notice is told when that second is up, and can then be sent again', async () => {
    const g = await friendGame(tight.url);
    const fedTurn = g.fed.view?.pending?.player === 'federation';
    const c = await TestClient.connect(tight.url);
    await c.hello(g.gameId, fedTurn ? g.tokens.federation : g.tokens.klingon);
    const v = c.view;
    const p = v?.pending;
    if (!v || !p?.options?.[0]) throw new Error('no decision');
    const notices = () => c.msgs.filter((m) => m.type === 'error' && m.code === 'rate-limited');
    // hello took one token; two pings take the rest, the third is dropped and told at once
    const first = c.next((m) => m.type === 'error' && m.code === 'rate-limited');
    for (let i = 0; i < 3; i++) c.send({ type: 'ping' });
    await first;
    const firstAt = Date.now();
    // the move is dropped too, inside the notice's second: no second notice yet...
    c.send({ type: 'act', seq: v.seq, decision: p.id, option: p.options[0].id });
    await sleep(300);
    expect(notices()).toHaveLength(1);
    // ...but one comes when the second is up, so the client knows to send it again
    await c.next((m) => m.type === 'error' && m.code === 'rate-limited', 2_000);
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(600);
    expect(notices()).toHaveLength(2);
    expect(c.view?.seq).toBe(v.seq);
    const played = c.next((m) => m.type === 'view' && m.view.seq === v.seq + 1);
    c.send({ type: 'act', seq: v.seq, decision: p.id, option: p.options[0].id });
    await played;
    // nothing else was dropped: no further notice
    await sleep(1_200);
    expect(notices()).toHaveLength(2);
    await Promise.all([g.fed.close(), g.kli.close(), c.close()]);
  });
});
