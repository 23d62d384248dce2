/**
 * The shared store: PostgreSQL through a pg connection pool. Several server processes can use
 * the same database (see "Scaling beyond one machine" in the README); within one game, the
 * primary key (game_id, n) refuses a second writer of the same log entry.
 */
import pg from 'pg';
import type { Seat } from './protocol.ts';
import type { GamePatch, GameStore, LogEntry, StoredGame } from './store.ts';
import { redactUrl, rowToGame } from './store.ts';

const SCHEMA = `
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

function quoteIdent(s: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(s)) throw new Error(`invalid schema name "${s}"`);
  return `"${s}"`;
}

export class PostgresStore implements GameStore {
  readonly kind = 'postgres' as const;
  private queue: { gameId: string; n: number; entry: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  private flushing = false;
  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
  ) {}

  static async open(url: string, schema?: string): Promise<PostgresStore> {
    if (schema) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      } finally {
        await admin.end();
      }
    }
    // Every connection of the pool works in the schema, if one is given.
    const pool = new pg.Pool({ connectionString: url, max: 10, ...(schema ? { options: `-c search_path=${quoteIdent(schema).slice(1, -1)}` } : {}) });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it on the next query */
    });
    const client = await pool.connect();
    try {
      // Concurrent first starts of several servers: serialize the DDL.
      await client.query('SELECT pg_advisory_lock(727001)');
      try {
        await client.query(SCHEMA);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)');
      }
    } finally {
      client.release();
    }
    return new PostgresStore(pool, redactUrl(url) + (schema ? ` (schema ${schema})` : ''));
  }

  async createGame(g: StoredGame): Promise<void> {
    await this.pool.query('INSERT INTO games (id, created_at, seed, with_premiums, seats, status, result) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      g.id,
      g.createdAt,
      g.seed,
      g.withPremiums,
      JSON.stringify(g.seats),
      g.status,
      g.result ? JSON.stringify(g.result) : null,
    ]);
  }

  async updateGame(id: string, patch: GamePatch): Promise<void> {
    const sets: string[] = [];
    const args: unknown[] = [];
    const add = (col: string, v: unknown) => {
      args.push(v);
      sets.push(`${col} = $${args.length}`);
    };
    if (patch.status !== undefined) add('status', patch.status);
    if (patch.result !== undefined) add('result', patch.result ? JSON.stringify(patch.result) : null);
    if (patch.seats !== undefined) add('seats', JSON.stringify(patch.seats));
    if (sets.length === 0) return;
    args.push(id);
    await this.pool.query(`UPDATE games SET ${sets.join(', ')} WHERE id = $${args.length}`, args);
  }

  async addToken(tokenHash: string, gameId: string, seat: Seat): Promise<void> {
    await this.pool.query(
      'INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO UPDATE SET game_id = EXCLUDED.game_id, seat = EXCLUDED.seat',
      [tokenHash, gameId, seat],
    );
  }

  /**
   * Appends are group-committed: while one INSERT is on its way, the appends that arrive wait and
   * then go together in one multi-row INSERT (one round trip and one WAL flush for all of them).
   * Each promise settles when its own row is committed or refused.
   */
  append(gameId: string, n: number, entry: LogEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ gameId, n, entry: JSON.stringify(entry), resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, 500);
        const values: unknown[] = [];
        const rows = batch.map((b, i) => {
          values.push(b.gameId, b.n, b.entry);
          return `($${3 * i + 1}, $${3 * i + 2}, $${3 * i + 3})`;
        });
        try {
          await this.pool.query(`INSERT INTO actions (game_id, n, entry) VALUES ${rows.join(', ')}`, values);
          for (const b of batch) b.resolve();
        } catch {
          // One bad row fails the statement: find out which, row by row.
          for (const b of batch) {
            try {
              await this.pool.query('INSERT INTO actions (game_id, n, entry) VALUES ($1, $2, $3)', [b.gameId, b.n, b.entry]);
              b.resolve();
            } catch (e) {
              b.reject(e as Error);
            }
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  async load(gameId: string): Promise<{ game: StoredGame; log: LogEntry[] } | null> {
    const g = await this.pool.query('SELECT * FROM games WHERE id = $1', [gameId]);
    const row = g.rows[0] as Parameters<typeof rowToGame>[0] | undefined;
    if (!row) return null;
    const a = await this.pool.query('SELECT entry FROM actions WHERE game_id = $1 ORDER BY n', [gameId]);
    return { game: rowToGame(row), log: a.rows.map((r: { entry: string }) => JSON.parse(r.entry) as LogEntry) };
  }

  async unfinished(): Promise<string[]> {
    const r = await this.pool.query("SELECT id FROM games WHERE status <> 'finished' ORDER BY created_at, id");
    return r.rows.map((x: { id: string }) => x.id);
  }

  async byTokens(tokenHashes: string[]): Promise<{ game: StoredGame; seat: Seat }[]> {
    if (tokenHashes.length === 0) return [];
    const r = await this.pool.query('SELECT g.*, t.seat AS my_seat FROM seat_tokens t JOIN games g ON g.id = t.game_id WHERE t.token_hash = ANY($1)', [tokenHashes]);
    return r.rows.map((row: Parameters<typeof rowToGame>[0] & { my_seat: Seat }) => ({ game: rowToGame(row), seat: row.my_seat }));
  }

  async close(): Promise<void> {
    while (this.flushing || this.queue.length > 0) {
      if (!this.flushing) await this.flush();
      else await new Promise((r) => setTimeout(r, 5));
    }
    await this.pool.end();
  }
}
