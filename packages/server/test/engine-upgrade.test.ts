/**
 * Stored games across an engine upgrade (docs/DESIGN.md, "Records across versions"): a stored game
 * keeps the engine version it was started under. After an upgrade that cannot resume it, an
 * unfinished game is ended as 'upgraded' (stored, listed, its players told at hello), never
 * quarantined, and its record is remade by the frozen engine of its version so it stays readable
 * as a replay; a version with no engine kept is ended too and says its replay cannot be shown.
 * A game this engine can resume (an older row with no version, a key for its seed: 0.2.0) plays on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION, replayRecord } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import { checkDb } from '../../cli/src/db.ts';
import type { GameSummary } from '../src/protocol.ts';
import { TestClient, createGame, friendGame, http, playRandom } from './helpers.ts';
import type { Msg } from './helpers.ts';

describe('stored games across an engine upgrade', { timeout: 120_000 }, () => {
  // the database's folder, removed after the file's tests
  const dir = mkdtempSync(join(tmpdir(), 'stccg-upgrade-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('ends what the new engine cannot resume, keeps it readable, and resumes what it can', async () => {
    const db = join(dir, 'games.sqlite');
    let server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
    const friend = await friendGame(server.url);
    await Promise.all([playRandom(friend.fed, 'federation', { seed: 1, untilSeq: 20 }).done, playRandom(friend.kli, 'klingon', { seed: 2, untilSeq: 20 }).done]);
    await Promise.all([friend.fed.close(), friend.kli.close()]);
    const lost = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
    const older = await createGame(server.url, { mode: 'bot', side: 'klingon', bot: 'random' });
    expect((await server.store.load(friend.gameId))?.game.engineVersion).toBe(ENGINE_VERSION);
    const entries = (await server.store.load(friend.gameId))?.log.filter((e) => e.t === 'act').length ?? 0;
    await server.close();

    // As if the friend game had been started under 0.2.0, the bot game under a version no engine
    // is kept for, and the third before versions were stored.
    const raw = new Database(db);
    raw.prepare('UPDATE games SET engine_version = ? WHERE id = ?').run('0.2.0', friend.gameId);
    raw.prepare('UPDATE games SET engine_version = ? WHERE id = ?').run('0.1.9', lost.gameId);
    raw.prepare('UPDATE games SET engine_version = NULL WHERE id = ?').run(older.gameId);
    raw.close();

    // A server whose engine resumes none of 0.2.0's games (only engine 0.1's).
    server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5, resumesGamesOf: ['0.1.0'] });
    try {
      const c = await TestClient.connect(server.url);
      const m = (await c.hello(friend.gameId, friend.tokens.federation)) as Extract<Msg, { type: 'error' }>;
      expect(m).toMatchObject({ type: 'error', code: 'upgraded' });
      expect(m.message).toBe(`this game was started under engine 0.2.0 and ended by the server's upgrade to engine ${ENGINE_VERSION}, which cannot resume it; its replay can still be watched`);
      const stored = await server.store.load(friend.gameId);
      expect(stored?.game.status).toBe('upgraded');
      expect(stored?.game.result?.reason).toBe('upgraded');
      expect(stored?.game.problem).toBeUndefined();
      const sum = await http<GameSummary>(server.url, 'GET', `/api/games/${friend.gameId}`);
      expect(sum.body.status).toBe('upgraded');
      // its record, remade by engine 0.2.0 (frozen), replays with that engine
      const rec = await http<GameRecord>(server.url, 'GET', `/api/games/${friend.gameId}/record`);
      expect(rec.status).toBe(200);
      expect(rec.body.engineVersion).toBe('0.2.0');
      const { engine, state } = await replayRecord(rec.body);
      expect(engine).toBe('0.2.0');
      expect(state.seq).toBe(entries);
      // no engine 0.1.9 is kept: ended all the same, and its record says why it cannot be given
      const l = (await c.hello(lost.gameId, lost.token)) as Extract<Msg, { type: 'error' }>;
      expect(l).toMatchObject({ type: 'error', code: 'upgraded' });
      expect(l.message).toMatch(/started under engine 0\.1\.9 .* no engine 0\.1\.9 is kept to show its replay$/);
      const none = await http<{ error: string }>(server.url, 'GET', `/api/games/${lost.gameId}/record`);
      expect(none.status).toBe(410);
      expect(none.body.error).toBe('no-replay');
      expect((await server.store.load(lost.gameId))?.game.status).toBe('upgraded');
      await c.close();
    } finally {
      await server.close();
    }

    // stccg db check replays each game with an engine of its version (the current one resumes
    // 0.2.0's games); the 0.1.9 game is the one it cannot replay, and it says why
    const report = await checkDb(db);
    expect(report.failed.map((f) => [f.id, f.problem])).toEqual([[lost.gameId, 'it was started under engine 0.1.9, which is not kept: it cannot be replayed']]);
    expect(report.replayed).toBe(report.games - 1);

    // The shipped engine resumes 0.2.0's games: the row without a version (a key for its seed) plays on.
    server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
    try {
      const c = await TestClient.connect(server.url);
      expect((await c.hello(older.gameId, older.token)).type).toBe('welcome');
      // the game ended by the upgrade stays ended
      const m = (await c.hello(friend.gameId, friend.tokens.klingon)) as Msg;
      expect(m.type).toBe('welcome');
      expect((await server.store.load(friend.gameId))?.game.status).toBe('upgraded');
      await c.close();
    } finally {
      await server.close();
    }
  });
});
