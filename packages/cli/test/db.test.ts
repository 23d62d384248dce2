/**
 * `stccg db check` and `stccg db backup`, run as the command a person types (and, for backups
 * taken between the writes of a game in full flow, through the same function in this process).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { backupDb, checkDb } from '../src/db.ts';
import { startServer } from '../../server/src/index.ts';
import { rebuild } from '../../server/src/actor.ts';
import { openStore } from '../../server/src/store.ts';
import { TestClient, createGame, friendGame, playRandom } from '../../server/test/helpers.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const BIN = join(ROOT, 'packages/cli/bin/stccg.js');
const dir = mkdtempSync(join(tmpdir(), 'stccg-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stccg(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '' } }, (err, stdout, stderr) => {
      done({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A database with two games part-way. */
async function sampleDb(name: string): Promise<{ db: string; ids: string[] }> {
  const db = join(dir, name);
  const server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const g = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
    const c = await TestClient.connect(server.url);
    await c.hello(g.gameId, g.token);
    await playRandom(c, 'federation', { seed: i, untilSeq: 40 }).done;
    await c.close();
    ids.push(g.gameId);
  }
  await server.close();
  return { db, ids };
}

describe('stccg db check', { timeout: 180_000 }, () => {
  it('passes a sound database, and names each game that does not replay, each gap and a damaged file', async () => {
    const { db, ids } = await sampleDb('check.sqlite');
    const ok = await stccg('db', 'check', '--db', db);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`stccg db check: sqlite ${db}`);
    expect(ok.stdout).toContain('games: 2 stored, 2 replay');
    expect(ok.stdout.trim().endsWith('ok')).toBe(true);

    // One entry that no longer replays, and a gap in the other game's log.
    const bad = join(dir, 'check-bad.sqlite');
    copyFileSync(db, bad);
    const raw = new Database(bad);
    raw.prepare("UPDATE actions SET entry = json_set(entry, '$.o', 'no-such-option') WHERE game_id = ? AND n = 7").run(ids[0]);
    raw.prepare('DELETE FROM actions WHERE game_id = ? AND n = 3').run(ids[1]);
    raw.close();
    const r = await stccg('db', 'check', '--db', bad);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`game ${ids[1]}: its log has a gap`);
    expect(r.stdout).toMatch(new RegExp(`game ${ids[0]} \\(playing, \\d+ log entries\\): game ${ids[0]}: log entry 8 \\(act\\) cannot be replayed`));
    expect(r.stdout).toContain('FAILED');
    const json = await checkDb(bad);
    expect(json.ok).toBe(false);
    expect(json.failed.map((f) => f.id).sort()).toEqual([...ids].sort());
    // The check changed nothing.
    const after = new Database(bad, { readonly: true });
    expect(after.prepare('SELECT count(*) FROM actions WHERE game_id = ? AND n = 3').pluck().get(ids[1])).toBe(0);
    after.close();

    // A damaged file.
    const broken = join(dir, 'check-broken.sqlite');
    copyFileSync(db, broken);
    truncateSync(broken, Math.floor(statSync(broken).size / 2));
    const b = await stccg('db', 'check', '--db', broken);
    expect(b.code).toBe(1);
    expect(b.stdout).toContain('the file is damaged');
    expect(b.stdout).toContain('restore the file from a backup made with `stccg db backup`');

    // No file at all: said so, and none is created.
    const none = join(dir, 'none.sqlite');
    const n = await stccg('db', 'check', '--db', none);
    expect(n.code).toBe(1);
    expect(n.stdout).toContain(`there is no SQLite database at ${none}`);
    expect(existsSync(none)).toBe(false);
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)('checks PostgreSQL: tables there, logs without gaps, every game replays (skipped without TEST_DATABASE_URL, which CI sets)', async () => {
    const url = pgUrl as string;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const withSchema = new URL(url);
    withSchema.searchParams.set('schema', schema);
    try {
      const missing = await stccg('db', 'check', '--db', withSchema.toString());
      expect(missing.code).toBe(1);
      expect(missing.stdout).toContain('missing: no server has run on this database (or schema)');

      const store = await openStore(url, { schema });
      const server = await startServer({ port: 0, db: store, logger: false, webDir: null, responseDelayMs: 5 });
      const g = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
      const c = await TestClient.connect(server.url);
      await c.hello(g.gameId, g.token);
      await playRandom(c, 'federation', { seed: 1, untilSeq: 30 }).done;
      await c.close();
      await server.close();
      await store.close();

      const ok = await stccg('db', 'check', '--db', withSchema.toString());
      expect(ok.code).toBe(0);
      expect(ok.stdout).toContain('games: 1 stored, 1 replay');
      expect(ok.stdout).not.toContain('stccg:stccg@'); // the password is not printed

      const cl = new pg.Client({ connectionString: url });
      await cl.connect();
      await cl.query(`DELETE FROM ${schema}.actions WHERE game_id = $1 AND n = 4`, [g.gameId]);
      await cl.end();
      const bad = await stccg('db', 'check', '--db', withSchema.toString());
      expect(bad.code).toBe(1);
      expect(bad.stdout).toContain(`game ${g.gameId}: its log has a gap`);
      expect(bad.stdout).toContain(`game ${g.gameId} (playing`);
    } finally {
      const cl = new pg.Client({ connectionString: url });
      await cl.connect();
      await cl.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await cl.end();
    }
  });
});

describe('stccg db backup', { timeout: 180_000 }, () => {
  it('copies a live database while a game is played; every copy opens, passes the check and replays', async () => {
    const db = join(dir, 'live.sqlite');
    const server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
    try {
      const { gameId, fed, kli } = await friendGame(server.url);
      // Backups between the writes of a game in full flow (another connection to the same file).
      const play = Promise.all([playRandom(fed, 'federation', { seed: 1, untilSeq: 400 }).done, playRandom(kli, 'klingon', { seed: 2, untilSeq: 400 }).done]);
      let playing = true;
      void play.finally(() => (playing = false));
      const copies: string[] = [];
      for (let i = 0; playing && i < 200; i++) {
        const file = join(dir, `live-${i}.sqlite`);
        const r = await backupDb(db, file);
        expect(r.problems).toEqual([]);
        copies.push(file);
        await new Promise((res) => setTimeout(res, 5));
      }
      await play;

      // And the command, on the file the running server still has open.
      const cmd = join(dir, 'live-cmd.sqlite');
      const out = await stccg('db', 'backup', cmd, '--db', db);
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      expect(out.stdout).toMatch(new RegExp(`^stccg db backup: copied ${db} to ${cmd} \\(1 games, \\d+ pages\\); the copy passes integrity_check\\n$`));
      copies.push(cmd);

      const live = await server.store.load(gameId);
      const full = live?.log ?? [];
      const lengths: number[] = [];
      for (const file of copies) {
        const s = await openStore(file);
        try {
          expect(await s.check()).toEqual([]);
          const g = await s.load(gameId);
          if (!g) throw new Error(`${file} has no game`);
          // A consistent moment of the game: a prefix of its log, which replays.
          expect(g.log).toEqual(full.slice(0, g.log.length));
          rebuild(g.game, g.log);
          lengths.push(g.log.length);
        } finally {
          await s.close();
        }
      }
      // Some copies were taken mid-game, part-way through the log.
      expect(lengths.some((n) => n > 0 && n < full.length)).toBe(true);
      // (the server may answer a response point on its own after the players stopped)
      expect(lengths.at(-1)).toBeGreaterThan(0);
      const check = await stccg('db', 'check', '--db', cmd);
      expect(check.code).toBe(0);
      await Promise.all([fed.close(), kli.close()]);
    } finally {
      await server.close();
    }
  });

  it('never overwrites a file, and sends PostgreSQL users to pg_dump', async () => {
    const { db } = await sampleDb('over.sqlite');
    const r = await stccg('db', 'backup', db, '--db', db);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`stccg: ${db} already exists: a backup never overwrites a file; name a new one\n`);
    const p = await stccg('db', 'backup', join(dir, 'x.sqlite'), '--db', 'postgres://u:p@127.0.0.1:1/none');
    expect(p.code).toBe(1);
    expect(p.stderr).toContain('stccg db backup copies a SQLite database; back up PostgreSQL with its own tools');
  });
});
