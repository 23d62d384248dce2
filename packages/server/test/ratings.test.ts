/**
 * Ratings (issue 29), over HTTP and sockets: a rated lobby game between two accounts changes both
 * ratings once (Glicko-2, per format), shows in the record, the accounts and the leaderboard; an
 * unrated game and a game against the AI change no rating but are counted. And the rating service
 * itself: a game told over twice changes nothing the second time; a game without a winner nothing.
 */
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Browser, lobbyGameConceded, serve } from './community-helpers.ts';
import type { GameStore, StoredGame } from '../src/store.ts';
import { storeBackends } from './store-backends.ts';
import { Ratings } from '../src/ratings.ts';
import type { SqlAccounts } from '../src/accounts-store.ts';
import { hashSecret } from '../src/hub.ts';

interface Standing {
  format: string;
  rating: number;
  rd: number;
  ratedGames: number;
  played: number;
}

async function standings(b: Browser): Promise<Standing[]> {
  const r = await b.get('/api/account');
  expect(r.status).toBe(200);
  return (r.body.account as { ratings: Standing[] }).ratings;
}

describe('ratings over the server', () => {
  it('a rated lobby game between two accounts (one concedes) changes both ratings, once, and shows everywhere', async () => {
    const { base, server } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    expect(await standings(alice)).toEqual([]);
    const { gameId } = await lobbyGameConceded(alice, bob, true);
    const [a] = await standings(alice);
    const [b] = await standings(bob);
    expect(a).toMatchObject({ format: 'intro', ratedGames: 1, played: 1 });
    expect(b).toMatchObject({ format: 'intro', ratedGames: 1, played: 1 });
    expect(a?.rating).toBeGreaterThan(1500);
    expect(b?.rating).toBeLessThan(1500);
    expect((a?.rating ?? 0) - 1500).toBeCloseTo(1500 - (b?.rating ?? 0), 1);
    expect(a?.rd).toBeLessThan(350);

    // the record says what the game did
    const rec = await bob.get(`/api/games/${gameId}/record`);
    expect(rec.status).toBe(200);
    const rating = rec.body.rating as { rated: boolean; format: string; changes: { account: string; score: number; before: { rating: number }; after: { rating: number } }[] };
    expect(rating).toMatchObject({ rated: true, format: 'intro' });
    expect(rating.changes.map((c) => [c.account, c.score, c.before.rating])).toEqual([
      ['Alice', 1, 1500],
      ['Bob', 0, 1500],
    ]);
    expect(rating.changes[0]?.after.rating).toBe(a?.rating);

    // the games list and the leaderboard
    const list = await bob.get('/api/accounts/alice/games');
    expect(list.body.ratings).toEqual([expect.objectContaining({ format: 'intro', rating: a?.rating })]);
    expect((list.body.games as { rated: boolean; ratingChange: { account: string } }[])[0]).toMatchObject({ rated: true, ratingChange: { account: 'Alice' } });
    const mine = await bob.post('/api/account/games');
    expect((mine.body.games as { rated: boolean; ratingChange: { account: string } }[])[0]).toMatchObject({ rated: true, ratingChange: { account: 'Bob' } });
    const board = await new Browser(base).get('/api/ratings/intro?limit=10');
    expect(board.status).toBe(200);
    expect((board.body.players as { rank: number; account: string; rating: number }[]).map((p) => [p.rank, p.account, p.rating])).toEqual([
      [1, 'Alice', a?.rating],
      [2, 'Bob', b?.rating],
    ]);
    expect((await alice.get('/api/ratings/intro?limit=1')).body.players).toHaveLength(1);
    expect((await alice.get('/api/ratings/constructed')).body.players).toEqual([]);

    // nothing more happens later: a sweep, a second look
    await server.sweep();
    expect(await standings(alice)).toEqual([a]);
    expect(await standings(bob)).toEqual([b]);
  }, 60_000);

  it('a rated game claimed after the opponent left: the leaver loses rating', async () => {
    const CLAIM_MS = 5 * 60_000;
    const { base, clock } = await serve({ claimAfterMs: CLAIM_MS });
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const g = await alice.post('/api/lobby/games', { rated: true });
    const gameId = g.body.gameId as string;
    const j = await bob.post(`/api/lobby/games/${gameId}/join`);
    const a = await alice.socket();
    await a.hello(gameId, g.body.token as string);
    const b = await bob.socket();
    await b.hello(gameId, j.body.token as string);
    const away = a.next((m) => m.type === 'presence' && m.presence.klingon?.here === false);
    await b.close();
    await away;
    clock.t += CLAIM_MS;
    const over = a.next((m) => m.type === 'gameOver');
    a.send({ type: 'claim' });
    const m = await over;
    expect(m.type === 'gameOver' && m.result).toMatchObject({ winner: 'federation', reason: 'abandoned' });
    const [sa] = await standings(alice);
    const [sb] = await standings(bob);
    expect(sa).toMatchObject({ ratedGames: 1, played: 1 });
    expect(sb).toMatchObject({ ratedGames: 1, played: 1 });
    expect(sa?.rating).toBeGreaterThan(1500);
    expect(sb?.rating).toBeLessThan(1500);
    expect((await alice.get(`/api/games/${gameId}/record`)).body.rating).toMatchObject({ rated: true, changes: [{ account: 'Alice', score: 1 }, { account: 'Bob', score: 0 }] });
  }, 60_000);

  it('a rated game with a clock, lost on time over the server: the record says so and the loser loses rating', async () => {
    // timers the test moves on by jumps: the bank's end is a timeout the actor sets
    const due: { at: number; fn: () => void }[] = [];
    const timers = {
      t: 0,
      now() {
        return this.t;
      },
      setTimeout(fn: () => void, ms: number) {
        due.push({ at: this.t + Math.max(0, ms), fn });
        return null;
      },
      async jump(ms: number) {
        this.t += ms;
        for (;;) {
          due.sort((a, b) => a.at - b.at);
          const next = due[0];
          if (!next || next.at > this.t) break;
          due.shift();
          next.fn();
          for (let i = 0; i < 20; i++) await new Promise<void>((r) => setImmediate(r));
        }
      },
    };
    const { base } = await serve({ timers });
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const g = await alice.post('/api/lobby/games', { rated: true, clock: { minutes: 1, incrementSeconds: 0 } });
    expect(g.status).toBe(201);
    const gameId = g.body.gameId as string;
    const j = await bob.post(`/api/lobby/games/${gameId}/join`);
    const a = await alice.socket();
    const welcome = a.next((m) => m.type === 'welcome');
    await a.hello(gameId, g.body.token as string);
    const w = await welcome;
    const b = await bob.socket();
    await b.hello(gameId, j.body.token as string);
    const running = (w.type === 'welcome' && w.clock?.running) || null;
    expect(running).not.toBeNull();
    const over = a.next((m) => m.type === 'gameOver');
    await timers.jump(61_000 + 5_000);
    const m = await over;
    const loser = running as string;
    const winner = loser === g.body.seat ? (j.body.seat as string) : (g.body.seat as string);
    expect(m.type === 'gameOver' && m.result).toMatchObject({ winner });
    expect(m.type === 'gameOver' && m.result.reason).toMatch(/time/);
    const byName = { [g.body.seat as string]: alice, [j.body.seat as string]: bob };
    const [won] = await standings(byName[winner] as Browser);
    const [lost] = await standings(byName[loser] as Browser);
    expect(won?.rating).toBeGreaterThan(1500);
    expect(lost?.rating).toBeLessThan(1500);
    const record = (await alice.get(`/api/games/${gameId}/record`)).body;
    expect(record.rating).toMatchObject({ rated: true });
    expect(JSON.stringify(record)).toMatch(/time/);
  }, 60_000);

  it('an unrated lobby game changes no rating but is counted', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const { gameId } = await lobbyGameConceded(alice, bob, false);
    expect(await standings(alice)).toEqual([expect.objectContaining({ format: 'intro', rating: 1500, rd: 350, ratedGames: 0, played: 1 })]);
    expect(await standings(bob)).toEqual([expect.objectContaining({ format: 'intro', rating: 1500, rd: 350, ratedGames: 0, played: 1 })]);
    expect((await alice.get(`/api/games/${gameId}/record`)).body.rating).toEqual({ format: 'intro', rated: false, changes: [] });
    expect((await alice.get('/api/ratings/intro')).body.players).toEqual([]);
  }, 60_000);

  it('a game against the AI changes no rating but is counted for the signed-in player', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const g = await alice.post('/api/games', { mode: 'bot' });
    expect(g.status).toBe(201);
    const c = await alice.socket();
    await c.hello(g.body.gameId as string, g.body.token as string);
    const over = c.next((m) => m.type === 'gameOver');
    c.send({ type: 'concede' });
    await over;
    expect(await standings(alice)).toEqual([expect.objectContaining({ format: 'intro', rating: 1500, ratedGames: 0, played: 1 })]);
    expect((await alice.get('/api/ratings/intro')).body.players).toEqual([]);
    const mine = await alice.post('/api/account/games');
    expect((mine.body.games as { gameId: string; rated: boolean }[])[0]).toMatchObject({ gameId: g.body.gameId, rated: false });
  }, 60_000);

  it('refuses a bad leaderboard request with a clear error', async () => {
    const { base } = await serve();
    const b = new Browser(base);
    for (const path of ['/api/ratings/blitz', '/api/ratings/intro?limit=0', '/api/ratings/intro?limit=101', '/api/ratings/intro?limit=abc', '/api/ratings/intro?limit=-1', '/api/ratings/intro?limit=2.5']) {
      const r = await b.get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.message, path).toBeTruthy();
    }
    expect((await b.get('/api/ratings/intro?limit=100')).status).toBe(200);
    expect((await b.get('/api/ratings/intro?limit=1')).status).toBe(200);
  });
});

for (const [label, open] of storeBackends('the rating service on PostgreSQL')) describe(`the rating service (${label})`, () => {
  async function setup() {
    const store: GameStore = await open();
    const accountStore = store.accounts?.() as SqlAccounts;
    const community = store.community?.() ?? null;
    const ratingStore = store.ratings?.();
    if (!ratingStore || !community) throw new Error('the SQLite store keeps ratings and a lobby');
    for (const [id, name] of [
      ['a1', 'Ann'],
      ['a2', 'Ben'],
    ] as const) {
      await accountStore.create({ id, name, nameKey: name.toLowerCase(), passwordHash: 'x', createdAt: '2030-01-01T00:00:00Z', muted: false, banned: false });
      await accountStore.addSeats(id, [hashSecret(`token-${id}`)]);
    }
    await community.addLobbyGame({ gameId: 'g1', format: 'intro', host: 'Ann', hostAccountId: 'a1', openSeat: 'klingon', rated: true, clock: null, createdAt: '2030-01-01T00:00:00Z' });
    const ratings = new Ratings(ratingStore, accountStore, community, () => Date.parse('2030-01-01T01:00:00Z'), pino({ enabled: false }));
    const meta = (over: Partial<StoredGame> = {}): StoredGame => ({
      id: 'g1',
      createdAt: '2030-01-01T00:00:00Z',
      seed: 1,
      withPremiums: false,
      seats: { federation: { kind: 'human', tokenHash: hashSecret('token-a1') }, klingon: { kind: 'human', tokenHash: hashSecret('token-a2') } },
      status: 'finished',
      result: { winner: 'klingon', reason: 'federation conceded', scores: { federation: 0, klingon: 0 }, turn: 3 } as StoredGame['result'],
      ...over,
    });
    return { store, ratings, meta };
  }

  it('a game told over twice changes the ratings once; the leaver of a claimed game loses', async () => {
    const { store, ratings, meta } = await setup();
    await ratings.gameOver(meta({ status: 'abandoned', result: { winner: 'klingon', reason: 'abandoned', scores: { federation: 0, klingon: 0 }, turn: 3 } as StoredGame['result'] }));
    const first = [await ratings.of('a1'), await ratings.of('a2')];
    expect(first[0]?.[0]).toMatchObject({ ratedGames: 1, played: 1 });
    expect(first[0]?.[0]?.rating).toBeLessThan(1500);
    expect(first[1]?.[0]?.rating).toBeGreaterThan(1500);
    await ratings.gameOver(meta());
    expect([await ratings.of('a1'), await ratings.of('a2')]).toEqual(first);
    expect((await ratings.leaderboard('intro', 10)).map((p) => [p.rank, p.account])).toEqual([
      [1, 'Ben'],
      [2, 'Ann'],
    ]);
    expect((await ratings.leaderboard('intro', 1)).map((p) => p.account)).toEqual(['Ben']);
    await store.accounts?.().setFlags('a2', { banned: true });
    expect((await ratings.leaderboard('intro', 1)).map((p) => [p.rank, p.account])).toEqual([[1, 'Ann']]);
    expect(await ratings.leaderboard('constructed', 10)).toEqual([]);
    await store.close();
  });

  it('a game with no winner, or with a seat held by no account, changes no rating', async () => {
    const { store, ratings, meta } = await setup();
    await ratings.gameOver(meta({ status: 'abandoned', result: { winner: null, reason: 'abandoned', scores: { federation: 0, klingon: 0 }, turn: 3 } as StoredGame['result'] }));
    expect(await ratings.of('a1')).toEqual([]);
    expect(await ratings.forGame('g1')).toBeNull();
    await ratings.gameOver(meta({ seats: { federation: { kind: 'human', tokenHash: hashSecret('token-a1') }, klingon: { kind: 'human', tokenHash: hashSecret('a guest') } } }));
    expect(await ratings.forGame('g1')).toMatchObject({ rated: false, note: expect.stringContaining('joiner') as unknown });
    expect(await ratings.of('a1')).toEqual([expect.objectContaining({ rating: 1500, ratedGames: 0, played: 1 })]);
    await store.close();
  });

  it("a game's row and its standings are written together: a failure in the middle leaves neither, and telling it again then rates it", async () => {
    const { store, ratings, meta } = await setup();
    const ratingStore = store.ratings?.();
    if (!ratingStore) throw new Error('no rating store');
    const row = { gameId: 'g1', format: 'intro' as const, rated: false, changes: [], at: '2030-01-01T01:00:00Z' };
    const good = { accountId: 'a1', format: 'intro' as const, rating: 1500, rd: 350, vol: 0.06, ratedGames: 0, played: 1 };
    // the second standing breaks a NOT NULL column: the transaction fails as a whole
    const broken = { ...good, accountId: 'a2', rating: null as unknown as number };
    await expect(ratingStore.recordGame(row, [good, broken])).rejects.toThrow();
    expect(await ratings.forGame('g1')).toBeNull();
    expect(await ratings.of('a1')).toEqual([]);
    // the game's end told again (as after a restart) now counts it, once
    await ratings.gameOver(meta({ status: 'abandoned', result: { winner: 'klingon', reason: 'abandoned', scores: { federation: 0, klingon: 0 }, turn: 3 } as StoredGame['result'] }));
    expect(await ratings.of('a1')).toEqual([expect.objectContaining({ ratedGames: 1, played: 1 })]);
    expect(await ratingStore.recordGame(row, [good])).toBe(false);
    expect(await ratings.of('a1')).toEqual([expect.objectContaining({ ratedGames: 1, played: 1 })]);
    await store.close();
  });

  it('a rated game lost on time: the player whose bank ran out loses rating', async () => {
    const { store, ratings, meta } = await setup();
    await ratings.gameOver(meta({ result: { winner: 'federation', reason: 'klingon ran out of time', scores: { federation: 0, klingon: 0 }, turn: 5 } as StoredGame['result'] }));
    const [ann] = await ratings.of('a1');
    const [ben] = await ratings.of('a2');
    expect(ann?.rating).toBeGreaterThan(1500);
    expect(ben?.rating).toBeLessThan(1500);
    expect(await ratings.forGame('g1')).toMatchObject({ rated: true, changes: [expect.objectContaining({ seat: 'federation', score: 1 }), expect.objectContaining({ seat: 'klingon', score: 0 })] });
    await store.close();
  });
});
