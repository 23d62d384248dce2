/**
 * The embedded store: one SQLite file (WAL mode), written synchronously by better-sqlite3.
 * A committed append survives the process being killed at any moment.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Seat } from './protocol.ts';
import type { GamePatch, GameStore, LogEntry, StoredGame } from './store.ts';
import { rowToGame } from './store.ts';

const SCHEMA = `
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

export class SqliteStore implements GameStore {
  readonly kind = 'sqlite' as const;
  private readonly stmts;
  private pending: { gameId: string; n: number; entry: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  private readonly writeBatch: (batch: SqliteStore['pending'], results: (Error | null)[]) => void;
  private constructor(
    private readonly db: Database.Database,
    readonly where: string,
  ) {
    this.stmts = {
      insertGame: db.prepare('INSERT INTO games (id, created_at, seed, with_premiums, seats, status, result) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      append: db.prepare('INSERT INTO actions (game_id, n, entry) VALUES (?, ?, ?)'),
      game: db.prepare('SELECT * FROM games WHERE id = ?'),
      log: db.prepare('SELECT entry FROM actions WHERE game_id = ? ORDER BY n').pluck(),
      unfinished: db.prepare("SELECT id FROM games WHERE status <> 'finished' ORDER BY created_at, id").pluck(),
      addToken: db.prepare('INSERT OR REPLACE INTO seat_tokens (token_hash, game_id, seat) VALUES (?, ?, ?)'),
      token: db.prepare('SELECT g.*, t.seat AS my_seat FROM seat_tokens t JOIN games g ON g.id = t.game_id WHERE t.token_hash = ?'),
    };
    this.writeBatch = db.transaction((batch: SqliteStore['pending'], results: (Error | null)[]) => {
      for (const b of batch) {
        try {
          this.stmts.append.run(b.gameId, b.n, b.entry);
          results.push(null);
        } catch (e) {
          results.push(e as Error);
        }
      }
    });
  }

  static open(file: string): SqliteStore {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    db.exec(SCHEMA);
    return new SqliteStore(db, file);
  }

  async createGame(g: StoredGame): Promise<void> {
    this.stmts.insertGame.run(g.id, g.createdAt, g.seed, g.withPremiums ? 1 : 0, JSON.stringify(g.seats), g.status, g.result ? JSON.stringify(g.result) : null);
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
    const row = this.stmts.game.get(gameId) as Parameters<typeof rowToGame>[0] | undefined;
    if (!row) return null;
    const log = (this.stmts.log.all(gameId) as string[]).map((e) => JSON.parse(e) as LogEntry);
    return { game: rowToGame(row), log };
  }

  async unfinished(): Promise<string[]> {
    return this.stmts.unfinished.all() as string[];
  }

  async byTokens(tokenHashes: string[]): Promise<{ game: StoredGame; seat: Seat }[]> {
    const out: { game: StoredGame; seat: Seat }[] = [];
    for (const h of tokenHashes) {
      const row = this.stmts.token.get(h) as (Parameters<typeof rowToGame>[0] & { my_seat: Seat }) | undefined;
      if (row) out.push({ game: rowToGame(row), seat: row.my_seat });
    }
    return out;
  }

  async close(): Promise<void> {
    this.flush();
    if (this.db.open) this.db.close();
  }
}
