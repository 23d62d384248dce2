/**
 * The stores' record of when a seat last did something in a game (for abandonment) and the
 * query for games due to expire or be abandoned: the same answers on SQLite and (when
 * TEST_DATABASE_URL is set) PostgreSQL; a database made before the activity table existed
 * gets it on first use. And the whole rule through a server on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import type { StoredGame } from '../src/store.ts';
import { storeBackends } from './store-backends.ts';
import { startServer } from '../src/index.ts';
import { createGame } from './helpers.ts';

const backends = storeBackends('activity on PostgreSQL');

function game(id: string, createdAt: string, status: StoredGame['status']): StoredGame {
  return {
    id,
    createdAt,
    seed: 1,
    withPremiums: false,
    seats: { federation: { kind: 'human', tokenHash: `h-${id}` }, klingon: { kind: 'human', tokenHash: null, inviteHash: `i-${id}` } },
    status,
    result: null,
  };
}

describe.each(backends)('activity and stale games (%s)', (_name, open) => {
  it('answers the games due, by creation or by last activity, oldest first, a page at a time', async () => {
    const s = await open();
    try {
      if (!s.touchGames || !s.staleGames) throw new Error('the store has no activity methods');
      await s.createGame(game('w1', '2030-01-01T00:00:00.000Z', 'waiting'));
      await s.createGame(game('w2', '2030-01-02T00:00:00.000Z', 'waiting'));
      await s.createGame(game('p1', '2030-01-01T00:00:00.000Z', 'playing'));
      await s.createGame(game('p2', '2030-01-01T00:00:00.000Z', 'playing'));
      await s.createGame(game('p3', '2030-01-03T00:00:00.000Z', 'playing'));
      await s.createGame(game('f1', '2029-01-01T00:00:00.000Z', 'finished'));
      expect(await s.staleGames('waiting', 'created', '2030-01-01T12:00:00.000Z', 10)).toEqual(['w1']);
      expect(await s.staleGames('waiting', 'created', '2030-01-05T00:00:00.000Z', 10)).toEqual(['w1', 'w2']);
      expect(await s.staleGames('waiting', 'created', '2030-01-05T00:00:00.000Z', 1)).toEqual(['w1']);
      // no activity recorded: by creation
      expect(await s.staleGames('playing', 'active', '2030-01-02T00:00:00.000Z', 10)).toEqual(['p1', 'p2']);
      // p1 touched later; a second, older touch does not move it back
      await s.touchGames([{ gameId: 'p1', at: '2030-01-04T00:00:00.000Z' }]);
      await s.touchGames([
        { gameId: 'p1', at: '2030-01-02T00:00:00.000Z' },
        { gameId: 'p2', at: '2030-01-01T06:00:00.000Z' },
        { gameId: 'p2', at: '2030-01-01T05:00:00.000Z' },
      ]);
      expect(await s.staleGames('playing', 'active', '2030-01-02T00:00:00.000Z', 10)).toEqual(['p2']);
      expect(await s.staleGames('playing', 'active', '2030-01-05T00:00:00.000Z', 10)).toEqual(['p2', 'p3', 'p1']);
      expect(await s.staleGames('finished', 'active', '2031-01-01T00:00:00.000Z', 10)).toEqual(['f1']);
      await s.touchGames([]);
    } finally {
      await s.close();
    }
  });

  it('a server on this store expires a friend game nobody joined in 24 h (the default), from the store alone', async () => {
    const store = await open();
    try {
      const clock = { t: Date.parse('2030-06-01T00:00:00Z') };
      const first = await startServer({ port: 0, db: store, logger: false, webDir: null, now: () => clock.t });
      const g = await createGame(first.url, { mode: 'friend' });
      await first.close();
      clock.t += 25 * 3_600_000;
      const second = await startServer({ port: 0, db: store, logger: false, webDir: null, now: () => clock.t });
      try {
        await second.sweep();
        expect((await store.load(g.gameId))?.game).toMatchObject({ status: 'expired', result: { winner: null, reason: 'expired' } });
      } finally {
        await second.close();
      }
    } finally {
      await store.close();
    }
  });
});
