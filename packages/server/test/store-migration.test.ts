/**
 * Seeds in the store and databases of the previous version. A game's seed is a whole number
 * (games stored by earlier versions) or a 256-bit key as 64 hex digits (new games); both come
 * back as they went in, on SQLite and PostgreSQL, even a key made only of digits (which SQLite
 * would otherwise turn into a number). A database created with the previous version's schema
 * (the SQL below, as it was before seed_key and problem existed) opens, keeps its games, takes
 * new ones, and serves both.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Game, stateHash } from '@stccg/engine';
import { rebuild } from '../src/actor.ts';
import { startServer } from '../src/index.ts';
import { openStore } from '../src/store.ts';
import type { GameStore, LogEntry, StoredGame } from '../src/store.ts';
import { TestClient } from './helpers.ts';
import type { Msg } from './helpers.ts';
import { describeWithPostgres, dropSchemas, schemaName } from './pg-harness.ts';

/** The SQLite schema of the previous version (store-sqlite.ts before seed_key). */
const OLD_SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  seed INTEGER NOT NULL,
  with_premiums INTEGER NOT NULL,
  seats TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  n INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS seat_tokens (
  token_hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL
);
`;

/** The PostgreSQL schema of the previous version (store-postgres.ts before seed_key). */
const OLD_PG_SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  seed BIGINT NOT NULL,
  with_premiums BOOLEAN NOT NULL,
  seats TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  n INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (game_id, n)
);
CREATE TABLE IF NOT EXISTS seat_tokens (
  token_hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL
);
`;

const OLD_SEED = 4_000_000_000;
const SEATS = { federation: { kind: 'human', tokenHash: 'h-old-fed' }, klingon: { kind: 'bot', bot: 'random', botSeed: 5, tokenHash: null } } as const;

/** A game part-way (what the old version would have logged for it): its log entries, its hash. */
function oldGame(): { log: LogEntry[]; hash: string } {
  // engine 0.1's game: its generator and rules (a whole-number seed in the store means that engine)
  const g = Game.create({ seed: OLD_SEED, legacy: true });
  const log: LogEntry[] = [];
  for (let i = 0; i < 25 && g.state.pending; i++) {
    const p = g.state.pending;
    const o = (p.options[i % p.options.length] as { id: string }).id;
    g.act({ decision: p.id, option: o }, p.player);
    log.push({ t: 'act', p: p.player as 'federation' | 'klingon', d: p.id, o });
  }
  return { log, hash: stateHash(g.state) };
}

function newGame(id: string, seed: number | string): StoredGame {
  return { id, createdAt: `2026-02-0${id.length % 9}T00:00:00.000Z`, seed, withPremiums: false, seats: { ...SEATS }, status: 'playing', result: null };
}

/** What every store must do with an old database opened by the new version. */
async function checkMigrated(store: GameStore, old: { log: LogEntry[]; hash: string }): Promise<void> {
  const loaded = await store.load('old');
  expect(loaded?.game.seed).toBe(OLD_SEED);
  expect(typeof loaded?.game.seed).toBe('number');
  expect(loaded?.log).toEqual(old.log);
  expect(stateHash(rebuild(loaded?.game as StoredGame, loaded?.log ?? []).state)).toBe(old.hash);
  // It takes new games keyed by hex, old-style numeric ones, and appends to the old one.
  const key = randomBytes(32).toString('hex');
  const digits = '1234567890'.repeat(6) + '1234';
  await store.createGame(newGame('new-key', key));
  await store.createGame(newGame('new-digits', digits));
  await store.createGame(newGame('new-number', 7));
  expect((await store.load('new-key'))?.game.seed).toBe(key);
  expect((await store.load('new-digits'))?.game.seed).toBe(digits);
  expect((await store.load('new-number'))?.game.seed).toBe(7);
  await store.append('old', old.log.length, { t: 'settings', p: 'federation', alwaysRespond: true });
  expect((await store.load('old'))?.log.length).toBe(old.log.length + 1);
  expect(await store.unfinished()).toEqual(expect.arrayContaining(['old', 'new-key', 'new-digits', 'new-number']));
  expect((await store.byTokens(['h-old-tok'])).map((x) => [x.game.id, x.seat, x.game.seed])).toEqual([['old', 'federation', OLD_SEED]]);
  // A quarantine reason goes in and out.
  await store.updateGame('new-number', { status: 'quarantined', problem: 'a reason' });
  expect((await store.load('new-number'))?.game).toMatchObject({ status: 'quarantined', problem: 'a reason' });
  await store.updateGame('new-number', { status: 'playing', problem: null });
  expect((await store.load('new-number'))?.game.problem).toBeUndefined();
  // Seeds that are neither are refused, saying what a seed must be.
  await expect(store.createGame(newGame('bad1', 'ABC'))).rejects.toThrow('a game seed given as text must be 64 lowercase hex digits (a 256-bit key)');
  await expect(store.createGame(newGame('bad2', -1))).rejects.toThrow('a numeric game seed must be a whole number from 0 up, got -1');
  expect(await store.check()).toEqual([]);
}

describe('SQLite: a database of the previous version', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stccg-migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens with its games as they were, takes new ones, and serves both', async () => {
    const file = join(dir, 'old.sqlite');
    const old = oldGame();
    const raw = new Database(file);
    raw.pragma('journal_mode = WAL');
    raw.exec(OLD_SQLITE_SCHEMA);
    raw.prepare('INSERT INTO games (id, created_at, seed, with_premiums, seats, status, result) VALUES (?, ?, ?, ?, ?, ?, ?)').run('old', '2026-01-01T00:00:00.000Z', OLD_SEED, 0, JSON.stringify(SEATS), 'playing', null);
    old.log.forEach((e, n) => raw.prepare('INSERT INTO actions (game_id, n, entry) VALUES (?, ?, ?)').run('old', n, JSON.stringify(e)));
    raw.prepare('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)').run('h-old-tok', 'old', 'federation');
    raw.close();

    let store = await openStore(file);
    await checkMigrated(store, old);
    await store.close();
    // Opening it again changes nothing more.
    store = await openStore(file);
    expect((await store.load('old'))?.game.seed).toBe(OLD_SEED);
    await store.close();
    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(4);
    expect((check.pragma('table_info(games)') as { name: string }[]).map((c) => c.name)).toEqual(expect.arrayContaining(['seed', 'seed_key', 'problem', 'engine_version', 'setup']));
    check.close();
  });

  it('a game of the previous version is served by the new server', async () => {
    const file = join(dir, 'served.sqlite');
    const old = oldGame();
    const raw = new Database(file);
    raw.exec(OLD_SQLITE_SCHEMA);
    // a friend game (no bot), so that the server does nothing in it on its own
    const seats = { federation: { kind: 'human', tokenHash: null }, klingon: { kind: 'human', tokenHash: null } };
    raw.prepare('INSERT INTO games (id, created_at, seed, with_premiums, seats, status, result) VALUES (?, ?, ?, ?, ?, ?, ?)').run('old', '2026-01-01T00:00:00.000Z', OLD_SEED, 0, JSON.stringify(seats), 'playing', null);
    old.log.forEach((e, n) => raw.prepare('INSERT INTO actions (game_id, n, entry) VALUES (?, ?, ?)').run('old', n, JSON.stringify(e)));
    raw.close();
    const server = await startServer({ port: 0, db: file, logger: false, webDir: null, responseDelayMs: 5 });
    try {
      const c = await TestClient.connect(server.url);
      const w = (await c.hello('old')) as Extract<Msg, { type: 'welcome' }>;
      expect(w.type).toBe('welcome');
      expect(w.view.seq).toBe(old.log.length);
      await c.close();
    } finally {
      await server.close();
    }
  });
});

describeWithPostgres('PostgreSQL: a database of the previous version', (pgUrl) => {
  const schema = schemaName();
  afterAll(() => dropSchemas([schema]));

  it('opens with its games as they were and takes new ones', async () => {
    const old = oldGame();
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      await c.query(`CREATE SCHEMA ${schema}`);
      await c.query(`SET search_path = ${schema}`);
      await c.query(OLD_PG_SCHEMA);
      await c.query('INSERT INTO games (id, created_at, seed, with_premiums, seats, status, result) VALUES ($1, $2, $3, $4, $5, $6, $7)', ['old', '2026-01-01T00:00:00.000Z', OLD_SEED, false, JSON.stringify(SEATS), 'playing', null]);
      for (const [n, e] of old.log.entries()) await c.query('INSERT INTO actions (game_id, n, entry) VALUES ($1, $2, $3)', ['old', n, JSON.stringify(e)]);
      await c.query('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES ($1, $2, $3)', ['h-old-tok', 'old', 'federation']);
    } finally {
      await c.end();
    }
    const store = await openStore(pgUrl, { schema });
    try {
      await checkMigrated(store, old);
    } finally {
      await store.close();
    }
    const again = await openStore(pgUrl, { schema });
    expect((await again.load('old'))?.game.seed).toBe(OLD_SEED);
    await again.close();
  });
});
