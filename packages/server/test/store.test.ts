/**
 * Both stores behind the one interface: the same contract, checked on SQLite and (when
 * TEST_DATABASE_URL is set, as in CI) on PostgreSQL in a schema of its own.
 */
import { describe, expect, it } from 'vitest';
import type { StoredGame } from '../src/store.ts';
import { storeBackends } from './store-backends.ts';
import { startServer } from '../src/index.ts';
import { TestClient, createGame, playRandom } from './helpers.ts';

const stores = storeBackends('PostgreSQL store');

function game(id: string, createdAt: string): StoredGame {
  return {
    id,
    createdAt,
    seed: 4_000_000_000,
    withPremiums: false,
    seats: { federation: { kind: 'human', tokenHash: 'h-fed' }, klingon: { kind: 'bot', bot: 'random', botSeed: 5, tokenHash: null } },
    status: 'playing',
    result: null,
  };
}

describe.each(stores)('%s store', { timeout: 180_000 }, (_name, open) => {
  it('keeps games, an append-only log, statuses and tokens', async () => {
    const s = await open();
    try {
      await s.createGame(game('g1', '2026-01-01T00:00:00.000Z'));
      await s.createGame(game('g2', '2026-01-02T00:00:00.000Z'));
      await s.append('g1', 0, { t: 'act', p: 'federation', d: 'd1', o: 'left' });
      await s.append('g1', 1, { t: 'settings', p: 'federation', alwaysRespond: true });
      await s.append('g1', 2, { t: 'concede', p: 'klingon' });
      // The same entry number twice is refused: the log is append-only.
      await expect(s.append('g1', 1, { t: 'concede', p: 'federation' })).rejects.toThrow();
      const loaded = await s.load('g1');
      expect(loaded?.game).toEqual(game('g1', '2026-01-01T00:00:00.000Z'));
      expect(loaded?.log).toEqual([
        { t: 'act', p: 'federation', d: 'd1', o: 'left' },
        { t: 'settings', p: 'federation', alwaysRespond: true },
        { t: 'concede', p: 'klingon' },
      ]);
      expect(await s.load('nope')).toBeNull();
      expect(await s.unfinished()).toEqual(['g1', 'g2']);
      const result = { winner: 'federation' as const, reason: 'klingon conceded', scores: { federation: 5, klingon: 0 }, turn: 3 };
      await s.updateGame('g1', { status: 'finished', result });
      expect(await s.unfinished()).toEqual(['g2']);
      expect((await s.load('g1'))?.game.result).toEqual(result);
      await s.addToken('tok1', 'g1', 'federation');
      await s.addToken('tok2', 'g2', 'klingon');
      const mine = await s.byTokens(['tok1', 'tok2', 'unknown']);
      expect(mine.map((m) => [m.game.id, m.seat, m.game.status]).sort()).toEqual([
        ['g1', 'federation', 'finished'],
        ['g2', 'klingon', 'playing'],
      ]);
      expect(await s.byTokens([])).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('serves a game against a bot; a new server on the same store resumes it where it was', async () => {
    const store = await open();
    try {
      let server = await startServer({ port: 0, db: store, logger: false, webDir: null });
      const g = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
      const c = await TestClient.connect(server.url);
      await c.hello(g.gameId, g.token);
      await playRandom(c, 'federation', { seed: 1, untilSeq: 60 }).done;
      const seq = c.view?.seq ?? 0;
      await server.close();
      server = await startServer({ port: 0, db: store, logger: false, webDir: null });
      const c2 = await TestClient.connect(server.url);
      const w = await c2.hello(g.gameId, g.token);
      expect(w.type === 'welcome' && w.view.seq).toBeGreaterThanOrEqual(seq);
      await playRandom(c2, 'federation', { seed: 2, untilSeq: seq + 60 }).done;
      if (!c2.result) {
        const over = c2.next((m) => m.type === 'gameOver');
        c2.send({ type: 'concede' });
        await over;
      }
      const stored = await store.load(g.gameId);
      expect(stored?.game.status).toBe('finished');
      expect(stored?.game.result).toEqual(c2.result);
      expect(stored?.log.filter((e) => e.t === 'act').length).toBe(c2.view?.seq);
      await c2.close();
      await server.close();
    } finally {
      await store.close();
    }
  });
});
