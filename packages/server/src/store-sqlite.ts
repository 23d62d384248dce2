/**
 * The embedded store: one SQLite file (WAL mode), written synchronously by better-sqlite3.
 * A committed append survives the process being killed at any moment.
 *
 * Faults: a damaged file is refused at open (StoreCorrupt: PRAGMA quick_check, and SQLITE_CORRUPT /
 * SQLITE_NOTADB caught) with a message that says what to do; a write that fails (disk full, I/O
 * error) rejects its promise and leaves nothing half-written, since each group of appends is one
 * transaction. backup() copies a live database with SQLite's online backup.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Seat } from './protocol.ts';
import type { GamePatch, GameRow, GameStatus, GameStore, LogEntry, StoredGame } from './store.ts';
import { StoreCorrupt, StoreError, isCorruptError, rowToGame, seedColumns } from './store.ts';
import type { AccountStore, SqlPort } from './accounts-store.ts';
import type { CommunityStore } from './community-store.ts';
import type { RatingStore } from './ratings-store.ts';
import type { DeckStore } from './decks-store.ts';
import { SideStores } from './side-stores.ts';

/**
 * The schema of a new database. `seed_key` (the 64-hex-digit key of newer games) and `problem`
 * (why a game is quarantined) came in schema version 2; migrate() adds them to older files.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  seed INTEGER NOT NULL,
  with_premiums INTEGER NOT NULL,
  seats TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  seed_key TEXT,
  problem TEXT,
  engine_version TEXT,
  setup TEXT,
  clock TEXT
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
const SCHEMA_VERSION = 4;

/** Creates the tables of a new file, or brings an older file's up to date (keeping every row). */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    db.exec(SCHEMA);
    const cols = new Set((db.pragma('table_info(games)') as { name: string }[]).map((c) => c.name));
    if (!cols.has('seed_key')) db.exec('ALTER TABLE games ADD COLUMN seed_key TEXT');
    if (!cols.has('problem')) db.exec('ALTER TABLE games ADD COLUMN problem TEXT');
    if (!cols.has('engine_version')) db.exec('ALTER TABLE games ADD COLUMN engine_version TEXT');
    if (!cols.has('setup')) db.exec('ALTER TABLE games ADD COLUMN setup TEXT');
    if (!cols.has('clock')) db.exec('ALTER TABLE games ADD COLUMN clock TEXT');
    if ((db.pragma('user_version', { simple: true }) as number) < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
  })();
}

/** The problems PRAGMA quick_check / integrity_check reports (none: the file is sound). */
function pragmaCheck(db: Database.Database, which: 'quick_check' | 'integrity_check'): string[] {
  const rows = db.pragma(which) as Record<string, string>[];
  const lines = rows.map((r) => String(Object.values(r)[0]));
  return lines.length === 1 && lines[0] === 'ok' ? [] : lines;
}

export interface SqliteOpenOptions {
  /** Open the existing file read-only and skip the check at open (what `stccg db check` does). */
  readonly?: boolean;
}

type Pending = { gameId: string; n: number; entry: string; resolve: () => void; reject: (e: Error) => void };

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite' as const;
  private readonly stmts;
  private pending: Pending[] = [];
  private insertGame: Database.Statement | undefined;
  private readonly writeBatch: (batch: Pending[], results: (Error | null)[]) => void;
  private constructor(
    private readonly db: Database.Database,
    readonly where: string,
  ) {
    this.stmts = {
      append: db.prepare('INSERT INTO actions (game_id, n, entry) VALUES (?, ?, ?)'),
      game: db.prepare('SELECT * FROM games WHERE id = ?'),
      log: db.prepare('SELECT entry FROM actions WHERE game_id = ? ORDER BY n').pluck(),
      unfinished: db.prepare("SELECT id FROM games WHERE status <> 'finished' ORDER BY created_at, id").pluck(),
      ids: db.prepare('SELECT id FROM games ORDER BY created_at, id').pluck(),
      addToken: db.prepare('INSERT OR REPLACE INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)'),
      token: db.prepare('SELECT g.*, t.seat AS my_seat FROM seat_tokens t JOIN games g ON g.id = t.game_id WHERE t.token_hash = ?'),
    };
    this.writeBatch = db.transaction((batch: Pending[], results: (Error | null)[]) => {
      for (const b of batch) {
        try {
          this.stmts.append.run(b.gameId, b.n, b.entry);
          results.push(null);
        } catch (e) {
          // A refused row (a duplicate entry number) fails alone; anything else (disk full, I/O
          // error) fails the whole transaction, so that nothing of it is half-written.
          if (!String((e as { code?: unknown }).code ?? '').startsWith('SQLITE_CONSTRAINT')) throw e;
          results.push(e as Error);
        }
      }
    });
  }

  /**
   * Opens (creating if needed) a database file, ':memory:' for none. A damaged file is refused
   * with StoreCorrupt; a file of an earlier version is migrated in place, keeping every row.
   */
  static open(file: string, o: SqliteOpenOptions = {}): SqliteStore {
    const memory = file === ':memory:';
    if (o.readonly && !memory && !existsSync(file)) throw new StoreError(`there is no SQLite database at ${file}`);
    if (!memory && !o.readonly) mkdirSync(dirname(file), { recursive: true });
    let db: Database.Database | undefined;
    try {
      db = new Database(file, o.readonly ? { readonly: true, fileMustExist: true } : {});
      if (!o.readonly) {
        db.pragma('journal_mode = WAL');
        db.pragma('synchronous = NORMAL');
        // Reads the whole file (about a second per GB): a damaged database is refused before
        // any game is served from it, instead of failing later in the middle of one.
        const problems = pragmaCheck(db, 'quick_check');
        if (problems.length > 0) throw new StoreCorrupt(file, problems);
        migrate(db);
      }
      db.pragma('foreign_keys = ON');
      return new SqliteStore(db, file);
    } catch (e) {
      if (db?.open) db.close();
      if (e instanceof StoreError) throw e;
      if (isCorruptError(e)) throw new StoreCorrupt(file, [(e as Error).message]);
      throw e;
    }
  }

  async createGame(g: StoredGame): Promise<void> {
    const { seed, seedKey } = seedColumns(g.seed);
    // Prepared on first use: a file opened read-only may predate the seed_key column.
    this.insertGame ??= this.db.prepare('INSERT INTO games (id, created_at, seed, seed_key, with_premiums, seats, status, result, engine_version, setup, clock) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    this.insertGame.run(g.id, g.createdAt, seed, seedKey, g.withPremiums ? 1 : 0, JSON.stringify(g.seats), g.status, g.result ? JSON.stringify(g.result) : null, g.engineVersion ?? null, g.setup ? JSON.stringify(g.setup) : null, g.clock ? JSON.stringify(g.clock) : null);
  }

  async updateGame(id: string, patch: GamePatch): Promise<void> {
    const sets: string[] = [];
    const args: unknown[] = [];
    const add = (col: string, v: unknown) => {
      sets.push(`${col} = ?`);
      args.push(v);
    };
    if (patch.status !== undefined) add('status', patch.status);
    if (patch.result !== undefined) add('result', patch.result ? JSON.stringify(patch.result) : null);
    if (patch.seats !== undefined) add('seats', JSON.stringify(patch.seats));
    if (patch.setup !== undefined) add('setup', JSON.stringify(patch.setup));
    if (patch.clock !== undefined) add('clock', JSON.stringify(patch.clock));
    if (patch.problem !== undefined) add('problem', patch.problem);
    if (sets.length === 0) return;
    this.db.prepare(`UPDATE games SET ${sets.join(', ')} WHERE id = ?`).run(...args, id);
  }

  async addToken(tokenHash: string, gameId: string, seat: Seat): Promise<void> {
    this.stmts.addToken.run(tokenHash, gameId, seat);
  }

  /**
   * Appends are committed in groups: every append asked for in the same turn of the event loop
   * goes into one transaction (one WAL write instead of one per action), and each promise
   * settles when its row is committed (or refused, e.g. a duplicate entry number).
   */
  append(gameId: string, n: number, entry: LogEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ gameId, n, entry: JSON.stringify(entry), resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const results: (Error | null)[] = [];
    try {
      this.writeBatch(batch, results);
    } catch (e) {
      // The transaction failed as a whole (disk full, closed database): every append in it failed.
      for (const b of batch) b.reject(e as Error);
      return;
    }
    batch.forEach((b, i) => (results[i] ? b.reject(results[i]) : b.resolve()));
  }

  async load(gameId: string): Promise<{ game: StoredGame; log: LogEntry[] } | null> {
    const row = this.stmts.game.get(gameId) as GameRow | undefined;
    if (!row) return null;
    const log = (this.stmts.log.all(gameId) as string[]).map((e) => JSON.parse(e) as LogEntry);
    return { game: rowToGame(row), log };
  }

  async unfinished(): Promise<string[]> {
    return this.stmts.unfinished.all() as string[];
  }

  async gameIds(): Promise<string[]> {
    return this.stmts.ids.all() as string[];
  }

  async byTokens(tokenHashes: string[]): Promise<{ game: StoredGame; seat: Seat }[]> {
    const out: { game: StoredGame; seat: Seat }[] = [];
    for (const h of tokenHashes) {
      const row = this.stmts.token.get(h) as (GameRow & { my_seat: Seat }) | undefined;
      if (row) out.push({ game: rowToGame(row), seat: row.my_seat });
    }
    return out;
  }

  async check(): Promise<string[]> {
    const out: string[] = [];
    const step = (what: string, fn: () => void) => {
      try {
        fn();
      } catch (e) {
        out.push(`${what} failed: ${(e as Error).message}${(e as { code?: string }).code ? ` (${(e as { code?: string }).code})` : ''}`);
      }
    };
    step('PRAGMA integrity_check', () => {
      for (const p of pragmaCheck(this.db, 'integrity_check')) out.push(`integrity_check: ${p}`);
    });
    step('PRAGMA foreign_key_check', () => {
      for (const r of this.db.pragma('foreign_key_check') as { table: string; rowid: number | null; parent: string }[]) {
        out.push(`a row of ${r.table} refers to a missing row of ${r.parent}`);
      }
    });
    step('the log check', () => {
      const gaps = this.db
        .prepare('SELECT game_id, count(*) AS c, min(n) AS lo, max(n) AS hi FROM actions GROUP BY game_id HAVING min(n) <> 0 OR max(n) <> count(*) - 1')
        .all() as { game_id: string; c: number; lo: number; hi: number }[];
      for (const g of gaps) out.push(`game ${g.game_id}: its log has a gap (${g.c} entries numbered ${g.lo} to ${g.hi})`);
    });
    return out;
  }

  /**
   * Copies the live database into a new file with SQLite's online backup (all pages in one step,
   * so the copy is one consistent moment of the database, whatever other connections write).
   * The copy is made under a temporary name and renamed when complete; an existing file is
   * never overwritten.
   */
  async backup(dest: string): Promise<{ pages: number }> {
    if (existsSync(dest)) throw new StoreError(`${dest} already exists: a backup never overwrites a file; name a new one`);
    const tmp = join(dirname(dest), `.${basename(dest)}.partial-${process.pid}`);
    try {
      const r = await this.db.backup(tmp, { progress: () => 0x7fffffff });
      renameSync(tmp, dest);
      return { pages: r.totalPages };
    } catch (e) {
      rmSync(tmp, { force: true });
      throw e;
    }
  }

  /**
   * Checks a copy made by backup(): PRAGMA integrity_check and the number of games in it. Opened
   * read-write (and closed, so that no -wal file is left beside it) but not migrated: the copy
   * stays what the database was.
   */
  static verifyCopy(file: string): { problems: string[]; games: number } {
    const db = new Database(file, { fileMustExist: true });
    try {
      const problems = pragmaCheck(db, 'integrity_check');
      const games = (db.prepare('SELECT count(*) AS c FROM games').get() as { c: number }).c;
      return { problems, games };
    } catch (e) {
      return { problems: [`${(e as Error).message}`], games: 0 };
    } finally {
      db.close();
    }
  }

  // ---- accounts (their own tables, made on first use: accounts-store.ts) -------------------------

  private sqlPort(): SqlPort {
    const db = this.db;
    return {
      exec: async (sql) => void db.exec(sql),
      run: async (sql, params) => db.prepare(sql).run(...params).changes,
      all: async (sql, params) => db.prepare(sql).all(...params) as Record<string, unknown>[],
      // better-sqlite3's transaction runs synchronously, so no other statement can come between
      atomically: async (statements, opts) =>
        db.transaction(() => {
          for (const [i, st] of statements.entries()) {
            const n = db.prepare(st.sql).run(...st.params).changes;
            if (i === 0 && opts?.onlyIfFirstChanges && n === 0) return false;
          }
          return true;
        })(),
    };
  }

  /** Accounts, the lobby and the chat, ratings and saved decks: their own tables here, made on first use (side-stores.ts). */
  private side = new SideStores(() => this.sqlPort());
  accounts(): AccountStore {
    return this.side.accounts();
  }
  community(): CommunityStore {
    return this.side.community();
  }
  ratings(): RatingStore {
    return this.side.ratings();
  }
  decks(): DeckStore {
    return this.side.decks();
  }

  // ---- activity, for abandonment (its own table, made on first use) ---------------------------

  private activityReady = false;
  private activityTable(): void {
    if (this.activityReady) return;
    this.db.exec('CREATE TABLE IF NOT EXISTS game_activity (game_id TEXT PRIMARY KEY, at TEXT NOT NULL) WITHOUT ROWID');
    this.activityReady = true;
  }

  async touchGames(touches: { gameId: string; at: string }[]): Promise<void> {
    if (touches.length === 0) return;
    this.activityTable();
    const upsert = this.db.prepare('INSERT INTO game_activity (game_id, at) VALUES (?, ?) ON CONFLICT (game_id) DO UPDATE SET at = max(at, excluded.at)');
    this.db.transaction(() => {
      for (const t of touches) upsert.run(t.gameId, t.at);
    })();
  }

  async staleGames(status: GameStatus, since: 'created' | 'active', before: string, limit: number): Promise<string[]> {
    this.activityTable();
    const sql =
      since === 'created'
        ? 'SELECT id FROM games WHERE status = ? AND created_at < ? ORDER BY created_at, id LIMIT ?'
        : 'SELECT g.id FROM games g LEFT JOIN game_activity a ON a.game_id = g.id WHERE g.status = ? AND coalesce(a.at, g.created_at) < ? ORDER BY coalesce(a.at, g.created_at), g.id LIMIT ?';
    return this.db.prepare(sql).pluck().all(status, before, limit) as string[];
  }

  async close(): Promise<void> {
    this.flush();
    if (this.db.open) this.db.close();
  }
}
