/**
 * Seeds at the server: every game gets a fresh 256-bit seed (64 hex digits) from the server's
 * random source; a request that chooses a seed is refused, so nobody is ever seated in a game
 * whose deal someone chose. Tests that need a known deal use the test-only seedSource option.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, handleView, replay, seedKey, view } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, createGame, http, playRandom } from './helpers.ts';
import type { Msg } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5 });
});
afterAll(async () => {
  await server?.close();
});

describe('seeds', () => {
  it('refuses a chosen seed with a 400 and a sentence, for any kind of game', async () => {
    for (const body of [{ mode: 'bot', seed: 5 }, { mode: 'friend', seed: 5 }, { mode: 'bot', bot: 'random', seed: 'a'.repeat(64) }, { mode: 'bot', seed: null }]) {
      const r = await http<{ error: string; message: string }>(server.url, 'POST', '/api/games', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toBe('bad-request');
      expect(r.body.message).toBe('the server chooses every game\'s seed: a person is never seated in a game with a chosen seed (leave "seed" out)');
    }
  });

  it('gives every game its own 256-bit seed as 64 hex digits, which its record carries and replays from', async () => {
    const a = await createGame(server.url, { mode: 'bot', bot: 'random' });
    const b = await createGame(server.url, { mode: 'friend' });
    const seeds = await Promise.all([a, b].map(async (g) => (await server.store.load(g.gameId))?.game.seed));
    for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
    const c = await TestClient.connect(server.url);
    await c.hello(a.gameId, a.token);
    await playRandom(c, a.seat, { seed: 1, untilSeq: 12 }).done;
    const over = c.next((m) => m.type === 'gameOver');
    c.send({ type: 'concede' });
    const record = JSON.parse(((await over) as Extract<Msg, { type: 'gameOver' }>).record) as GameRecord;
    expect(record.seed).toBe(seeds[0]);
    expect(replay(record).result).toEqual(c.result);
    await c.close();
  });

  it('a test-only seedSource fixes the deal (the CLI never sets it)', async () => {
    const fixed = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, seedSource: () => 42 });
    try {
      const g = await createGame(fixed.url, { mode: 'friend', side: 'federation' });
      // stored as the key 42 expands into (a stored whole number means a game of engine 0.1)
      expect((await fixed.store.load(g.gameId))?.game.seed).toBe(seedKey(42));
      const c = await TestClient.connect(fixed.url);
      const w = (await c.hello(g.gameId, g.token)) as Extract<Msg, { type: 'welcome' }>;
      const st = Game.create({ seed: 42 }).state;
      expect(w.view).toEqual(handleView(st, view(st, 'federation')));
      await c.close();
    } finally {
      await fixed.close();
    }
  });
});
