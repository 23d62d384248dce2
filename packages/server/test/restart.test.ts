/**
 * A server killed (SIGKILL) and restarted mid-game: the clients come back, get their current
 * views, and the games finish with the result that an uninterrupted replay of the record gives.
 * Both storage back ends (PostgreSQL when TEST_DATABASE_URL is set).
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game, replay, stateHash } from '@stccg/engine';
import type { GameRecord, GameResult } from '@stccg/engine';
import { TestClient, createGame, http, joinGame, playRandom, sleep, spawnServer } from './helpers.ts';
import { dropSchemas, schemaDb, schemaName, withPostgres } from './pg-harness.ts';
import type { Msg } from './helpers.ts';

// ---- kill and restart -------------------------------------------------------------------------

const backends: { name: string; db: () => Promise<{ db: string; cleanup: () => Promise<void> }> }[] = [
  {
    name: 'SQLite',
    db: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'stccg-server-'));
      return { db: join(dir, 'games.sqlite'), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
withPostgres('kill and restart on PostgreSQL', (pgUrl) => {
  backends.push({
    name: 'PostgreSQL',
    db: async () => {
      const schema = schemaName();
      return { db: schemaDb(pgUrl, schema), cleanup: () => dropSchemas([schema]) };
    },
  });
});

/** Replays a record with the engine alone, from scratch, and gives its result and final hash. */
function uninterrupted(record: GameRecord): { result: GameResult | null; hash: string } {
  const g = Game.create({ seed: record.seed, ...record.options });
  for (const a of record.actions) g.act(a);
  return { result: g.state.result, hash: stateHash(g.state) };
}

describe.each(backends)('kill and restart ($name)', { timeout: 240_000 }, ({ db: makeDb }) => {
  it('resumes a friend game and a game against a bot exactly where they were', async () => {
    const { db, cleanup } = await makeDb();
    let proc = await spawnServer(db);
    try {
      // A friend game and a bot game, both part-way.
      const friend = await createGame(proc.url, { mode: 'friend', side: 'federation' });
      const joined = await joinGame(proc.url, friend.gameId, friend.invite as string);
      const bot = await createGame(proc.url, { mode: 'bot', side: 'federation', bot: 'random' });
      const fed = await TestClient.connect(proc.url);
      const kli = await TestClient.connect(proc.url);
      const solo = await TestClient.connect(proc.url);
      await fed.hello(friend.gameId, friend.token);
      await kli.hello(friend.gameId, joined.token);
      await solo.hello(bot.gameId, bot.token);
      const a = playRandom(fed, 'federation', { seed: 1, untilSeq: 100 });
      const b = playRandom(kli, 'klingon', { seed: 2, untilSeq: 100 });
      const c = playRandom(solo, 'federation', { seed: 3, untilSeq: 80 });
      await Promise.all([a.done, b.done, c.done]);
      // Whatever the clients were shown before the kill, the server had stored.
      const shown = { friend: Math.max(fed.view?.seq ?? 0, kli.view?.seq ?? 0), bot: solo.view?.seq ?? 0 };
      const friendLog = fed.log;
      await proc.kill();
      for (let i = 0; i < 50 && !fed.closed; i++) await sleep(20);
      expect(fed.closed).toBe(true);

      proc = await spawnServer(db);
      const fed2 = await TestClient.connect(proc.url);
      const kli2 = await TestClient.connect(proc.url);
      const solo2 = await TestClient.connect(proc.url);
      const wf = (await fed2.hello(friend.gameId, friend.token)) as Extract<Msg, { type: 'welcome' }>;
      const wk = (await kli2.hello(friend.gameId, joined.token)) as Extract<Msg, { type: 'welcome' }>;
      const ws = (await solo2.hello(bot.gameId, bot.token)) as Extract<Msg, { type: 'welcome' }>;
      expect(wf.view.seq).toBe(shown.friend);
      expect(wk.view.seq).toBe(shown.friend);
      expect(wf.view.log).toEqual(friendLog);
      expect(ws.view.seq).toBeGreaterThanOrEqual(shown.bot);
      // Play both games to the end on the restarted server.
      const runs = [
        playRandom(fed2, 'federation', { seed: 4 }).done,
        playRandom(kli2, 'klingon', { seed: 5 }).done,
        playRandom(solo2, 'federation', { seed: 6 }).done,
      ];
      expect(await Promise.all(runs)).toEqual(['over', 'over', 'over']);
      for (const [client, id] of [
        [fed2, friend.gameId],
        [solo2, bot.gameId],
      ] as const) {
        const rec = await http<GameRecord>(proc.url, 'GET', `/api/games/${id}/record`);
        expect(rec.status).toBe(200);
        const u = uninterrupted(rec.body);
        expect(u.result).toEqual(client.result);
        expect(rec.body.hashes.at(-1)?.[1]).toBe(u.hash);
        expect(replay(rec.body).result).toEqual(client.result);
      }
      await Promise.all([fed2.close(), kli2.close(), solo2.close()]);
    } finally {
      await proc.kill();
      await cleanup();
    }
  });
});
