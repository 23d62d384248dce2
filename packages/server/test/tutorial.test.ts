/**
 * The tutorial game: always the same deal (TUTORIAL_SEED), the Federation against the heuristic
 * bot, marked as a tutorial in its summary; every other game keeps a fresh random seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, handleView, view } from '@stccg/engine';
import { startServer, TUTORIAL_SEED, TUTORIAL_SEED_KEY } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, createGame, http, listGames } from './helpers.ts';
import type { Msg } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5 });
});
afterAll(async () => {
  await server?.close();
});

describe('tutorial games', () => {
  it('deal every tutorial from the fixed seed, as the Federation against the heuristic bot, marked as a tutorial', async () => {
    const a = await createGame(server.url, { mode: 'tutorial' });
    // side and bot are the server's: a request cannot change the lesson
    const b = await createGame(server.url, { mode: 'tutorial', side: 'klingon', bot: 'random' });
    for (const g of [a, b]) {
      expect(g.seat).toBe('federation');
      const stored = await server.store.load(g.gameId);
      expect(stored?.game.seed).toBe(TUTORIAL_SEED_KEY);
      expect(stored?.game.seats.klingon).toMatchObject({ kind: 'bot', bot: 'heuristic' });
    }
    const c = await TestClient.connect(server.url);
    const w = (await c.hello(a.gameId, a.token)) as Extract<Msg, { type: 'welcome' }>;
    const st = Game.create({ seed: TUTORIAL_SEED }).state;
    expect(w.view).toEqual(handleView(st, view(st, 'federation')));
    await c.close();
    const [summary] = await listGames(server.url, [a.token]);
    expect(summary?.tutorial).toBe(true);
    expect(summary?.seats.klingon).toMatchObject({ kind: 'bot', bot: 'heuristic' });
    const pub = await http<{ tutorial?: boolean }>(server.url, 'GET', `/api/games/${a.gameId}`);
    expect(pub.body.tutorial).toBe(true);
  });

  it('leave every other game its own random seed, not marked as a tutorial', async () => {
    const bot = await createGame(server.url, { mode: 'bot', bot: 'heuristic' });
    const friend = await createGame(server.url, { mode: 'friend' });
    const seeds = await Promise.all([bot, friend].map(async (g) => (await server.store.load(g.gameId))?.game.seed));
    for (const s of seeds) {
      expect(s).toMatch(/^[0-9a-f]{64}$/);
      expect(s).not.toBe(TUTORIAL_SEED_KEY);
    }
    expect(seeds[0]).not.toBe(seeds[1]);
    const summaries = await listGames(server.url, [bot.token, friend.token]);
    expect(summaries).toHaveLength(2);
    for (const g of summaries) expect(g.tutorial).toBeUndefined();
  });

  it('still refuses a chosen seed, for a tutorial too', async () => {
    const r = await http<{ error: string }>(server.url, 'POST', '/api/games', { mode: 'tutorial', seed: 5 });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('bad-request');
  });
});
