/**
 * Damaged storage. A SQLite file that is truncated or has pages overwritten is refused at start
 * with a sentence that says what to do (stccg db check, restore a backup made with stccg db
 * backup), never a raw SQLITE_CORRUPT stack trace. A game whose stored log no longer replays is
 * quarantined: kept, listed with that status, its players told why at hello (code
 * 'quarantined'), reported in the log; and back in play once it replays again.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { startServer } from '../src/index.ts';
import type { GameSummary, ListGamesRes } from '../src/index.ts';
import { openStore, StoreCorrupt } from '../src/store.ts';
import { TestClient, createGame, friendGame, http, playRandom } from './helpers.ts';
import type { Msg } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'stccg-corrupt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A database with a few games part-way, closed cleanly (no -wal file left). */
async function sampleDb(name: string): Promise<string> {
  const db = join(dir, name);
  const server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
  for (let i = 0; i < 3; i++) {
    const g = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
    const c = await TestClient.connect(server.url);
    await c.hello(g.gameId, g.token);
    await playRandom(c, 'federation', { seed: i, untilSeq: 60 }).done;
    await c.close();
  }
  await server.close();
  return db;
}

/** Starts the server as its own process on db; answers its exit code and what it wrote on stderr. */
function startProcess(db: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--db', db, '--no-web', '--log-level', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      // A server that does start is stopped at once: the test fails on its exit code.
      if (/listening on/.test(stderr)) child.kill('SIGTERM');
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('a damaged SQLite file', { timeout: 180_000 }, () => {
  let pristine = '';
  const damaged: [string, (file: string) => void][] = [
    ['truncated to half its size', (f) => truncateSync(f, Math.floor(statSync(f).size / 2))],
    [
      'with pages overwritten',
      (f) => {
        const fd = openSync(f, 'r+');
        writeSync(fd, Buffer.alloc(3 * 4096, 0xab), 0, 3 * 4096, 2 * 4096);
        closeSync(fd);
      },
    ],
    [
      'with its header overwritten',
      (f) => {
        const fd = openSync(f, 'r+');
        writeSync(fd, Buffer.alloc(100, 0x00), 0, 100, 0);
        closeSync(fd);
      },
    ],
  ];

  it.each(damaged)('%s: refused at start, with what to do', async (name, damage) => {
    pristine ||= await sampleDb('pristine.sqlite');
    const file = join(dir, `${name.replace(/\W+/g, '-')}.sqlite`);
    copyFileSync(pristine, file);
    damage(file);

    await expect(openStore(file)).rejects.toBeInstanceOf(StoreCorrupt);
    await expect(startServer({ port: 0, db: file, logger: false, webDir: null })).rejects.toThrow(/is damaged/);

    const { code, stderr } = await startProcess(file);
    expect(code).toBe(1);
    expect(stderr).toContain(`stccg serve: the SQLite database ${file} is damaged (`);
    expect(stderr).toContain(`Run \`stccg db check --db ${file}\``);
    expect(stderr).toContain('restore the file from a backup made with `stccg db backup`');
    // a sentence, not a stack trace
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('SqliteError');
  });

  it('the undamaged file it was copied from opens and serves', async () => {
    pristine ||= await sampleDb('pristine.sqlite');
    const s = await openStore(pristine);
    expect((await s.gameIds()).length).toBe(3);
    expect(await s.check()).toEqual([]);
    await s.close();
  });
});

describe('a game whose stored log no longer replays', { timeout: 180_000 }, () => {
  it('is quarantined: kept, listed, its players told why, reported in the log; back in play once it replays', async () => {
    const db = join(dir, 'quarantine.sqlite');
    let server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
    const friend = await friendGame(server.url);
    await Promise.all([playRandom(friend.fed, 'federation', { seed: 1, untilSeq: 30 }).done, playRandom(friend.kli, 'klingon', { seed: 2, untilSeq: 30 }).done]);
    const other = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
    // a friend game still waiting for its friend, whose stored seed gets damaged
    const waiting = await createGame(server.url, { mode: 'friend', side: 'klingon' });
    await Promise.all([friend.fed.close(), friend.kli.close()]);
    await server.close();

    // One entry of the friend game's log no longer replays.
    const raw = new Database(db);
    const entry = raw.prepare('SELECT entry FROM actions WHERE game_id = ? AND n = 10').pluck().get(friend.gameId) as string;
    const entries = raw.prepare('SELECT count(*) FROM actions WHERE game_id = ?').pluck().get(friend.gameId) as number;
    raw.prepare('UPDATE actions SET entry = ? WHERE game_id = ? AND n = 10').run(JSON.stringify({ ...JSON.parse(entry), o: 'no-such-option' }), friend.gameId);
    const seedOfWaiting = raw.prepare('SELECT seed_key FROM games WHERE id = ?').pluck().get(waiting.gameId) as string;
    raw.prepare('UPDATE games SET seed_key = ? WHERE id = ?').run('not a key', waiting.gameId);
    raw.close();

    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
    server = await startServer({ port: 0, db, logger, webDir: null, responseDelayMs: 5 });
    try {
      // Its players and spectators are told, with the code and where the log stops.
      for (const token of [friend.tokens.federation, friend.tokens.klingon, undefined]) {
        const c = await TestClient.connect(server.url);
        const m = (await c.hello(friend.gameId, token)) as Extract<Msg, { type: 'error' }>;
        expect(m).toMatchObject({ type: 'error', code: 'quarantined' });
        expect(m.message).toBe(
          `this game is quarantined: its stored log no longer replays (log entry 11 of ${entries} (act) cannot be applied). Nothing can be played in it until the server's operator repairs it (\`stccg db check\` names the problem).`,
        );
        await c.close();
      }
      // A quarantined game's invite opens no seat: the friend is told why, and nothing changes.
      const join = await http<{ error: string; message: string }>(server.url, 'POST', `/api/games/${waiting.gameId}/join`, { invite: waiting.invite });
      expect(join.status).toBe(409);
      expect(join.body.error).toBe('quarantined');
      expect(join.body.message).toMatch(/^this game is quarantined: its stored log no longer replays \(the game cannot be set up from its stored seed and options\)/);
      expect((await server.store.load(waiting.gameId))?.game.seats.federation?.inviteHash).toBeTruthy();
      // Listed with its status; the other game plays on.
      const list = await http<ListGamesRes>(server.url, 'POST', '/api/games/list', { tokens: [friend.tokens.federation, other.token] });
      const byId = new Map(list.body.games.map((g: GameSummary) => [g.gameId, g]));
      expect(byId.get(friend.gameId)).toMatchObject({ status: 'quarantined', problem: `log entry 11 of ${entries} (act) cannot be applied`, mySeat: 'federation' });
      expect(byId.get(other.gameId)?.status).toBe('playing');
      const summary = await http<GameSummary>(server.url, 'GET', `/api/games/${friend.gameId}`);
      expect(summary.body.status).toBe('quarantined');
      // Reported in the log, and kept in the store with the reason.
      const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; game?: string; err?: string }).find((l) => l.game === friend.gameId && l.level >= 50);
      expect(logged?.msg).toMatch(/quarantined/);
      expect(logged?.err).toMatch(/log entry 11 \(act\) cannot be replayed/);
      const stored = await server.store.load(friend.gameId);
      expect(stored?.game.status).toBe('quarantined');
      expect(stored?.game.problem).toMatch(/log entry 11 \(act\) cannot be replayed/);
      expect(stored?.log.length).toBe(entries);
    } finally {
      await server.close();
    }

    // Repaired: the game replays again and is back in play where it was.
    const fix = new Database(db);
    fix.prepare('UPDATE actions SET entry = ? WHERE game_id = ? AND n = 10').run(entry, friend.gameId);
    fix.prepare('UPDATE games SET seed_key = ? WHERE id = ?').run(seedOfWaiting, waiting.gameId);
    fix.close();
    server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
    try {
      const c = await TestClient.connect(server.url);
      const w = await c.hello(friend.gameId, friend.tokens.federation);
      expect(w.type).toBe('welcome');
      expect(w.type === 'welcome' && w.view.seq).toBeGreaterThanOrEqual(30);
      const stored = await server.store.load(friend.gameId);
      expect(stored?.game.status).toBe('playing');
      expect(stored?.game.problem).toBeUndefined();
      // and the waiting game's invite opens its seat again
      expect((await http(server.url, 'POST', `/api/games/${waiting.gameId}/join`, { invite: waiting.invite })).status).toBe(200);
      await c.close();
    } finally {
      await server.close();
    }
  });
});
