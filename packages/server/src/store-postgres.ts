/**
 * The shared store: PostgreSQL through a pg connection pool. Several server processes can use
 * the same database (see "Scaling beyond one machine" in the README); within one game, the
 * primary key (game_id, n) refuses a second writer of the same log entry.
 *
 * Faults: the pool never waits forever. Connecting gives up after connectTimeoutMs and a query
 * after queryTimeoutMs, so while the database is down or unreachable every write is refused
 * promptly (and the move with it) instead of hanging its game; once it is back, the pool's new
 * connections carry on.
 */
import pg from 'pg';
import type { Seat } from './protocol.ts';
import type { GamePatch, GameRow, GameStatus, GameStore, LogEntry, StoredGame } from './store.ts';
import { LeaseLost, StoreError, describeStoreError, redactUrl, rowToGame, seedColumns } from './store.ts';
import { numbered } from './accounts-store.ts';
import type { AccountStore, SqlPort } from './accounts-store.ts';
import type { CommunityStore } from './community-store.ts';
import type { RatingStore } from './ratings-store.ts';
import type { DeckStore } from './decks-store.ts';
import { SideStores } from './side-stores.ts';

/**
 * The schema, and its migrations from earlier versions (the tables of version 1 had no seed_key,
 * the hex key of newer games, and no problem, why a game is quarantined). Idempotent.
 */
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
ALTER TABLE games ADD COLUMN IF NOT EXISTS seed_key TEXT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS problem TEXT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS engine_version TEXT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS setup TEXT;
ALTER TABLE games ADD COLUMN IF NOT EXISTS clock TEXT;
`;
const TABLES = ['games', 'actions', 'seat_tokens'];

function quoteIdent(s: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(s)) throw new Error(`invalid schema name "${s}"`);
  return `"${s}"`;
}

/** A rejected statement whose fault is in its rows (a duplicate key, bad data), not the database. */
function rowProblem(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23)/.test(code);
}

export interface PostgresOpenOptions {
  schema?: string;
  readonly?: boolean;
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}

type Queued = { gameId: string; n: number; entry: string; resolve: () => void; reject: (e: Error) => void };

export class PostgresStore implements GameStore {
  readonly kind = 'postgres' as const;
  private queue: Queued[] = [];
  private flushing = false;
  /**
   * Several processes on this database (cluster.ts): this process's id in the servers table. Every
   * append then goes through only while this process holds the game's lease (game_owner), read with
   * FOR SHARE in the same statement, so a claim by another process waits for the append or makes it
   * fail; an entry refused that way rejects with LeaseLost. Null: one process, appends unfenced.
   */
  private fence: string | null = null;
  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
  ) {}

  static async open(url: string, o: PostgresOpenOptions | string = {}): Promise<PostgresStore> {
    const opts: PostgresOpenOptions = typeof o === 'string' ? { schema: o } : o;
    const schema = opts.schema;
    const where = redactUrl(url) + (schema ? ` (schema ${schema})` : '');
    const timeouts = { connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000, query_timeout: opts.queryTimeoutMs ?? 5000, keepAlive: true };
    const unreachable = (e: unknown) =>
      new StoreError(`cannot use the PostgreSQL database ${where}: ${describeStoreError(e)} (${(e as Error).message}). Check that it is running and that the URL is right.`);
    if (schema && !opts.readonly) {
      const admin = new pg.Client({ connectionString: url, ...timeouts });
      try {
        await admin.connect();
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
      } catch (e) {
        throw unreachable(e);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    // Every connection of the pool works in the schema, if one is given.
    const pool = new pg.Pool({ connectionString: url, max: 10, ...timeouts, ...(schema ? { options: `-c search_path=${quoteIdent(schema).slice(1, -1)}` } : {}) });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it on the next query */
    });
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw unreachable(e);
    }
    try {
      if (!opts.readonly) {
        // Concurrent first starts of several servers: serialize the DDL.
        await client.query('SELECT pg_advisory_lock(727001)');
        try {
          await client.query(SCHEMA);
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)');
        }
      }
    } catch (e) {
      client.release(e as Error);
      await pool.end().catch(() => undefined);
      throw e;
    }
    client.release();
    const store = new PostgresStore(pool, where);
    store.clientConfig = { connectionString: url, ...timeouts, ...(schema ? { options: `-c search_path=${quoteIdent(schema).slice(1, -1)}` } : {}) };
    store.channelPrefix = `stccg_${(schema ?? 'public').slice(0, 40)}_`;
    return store;
  }

  async createGame(g: StoredGame): Promise<void> {
    const { seed, seedKey } = seedColumns(g.seed);
    await this.pool.query('INSERT INTO games (id, created_at, seed, seed_key, with_premiums, seats, status, result, engine_version, setup, clock) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)', [
      g.id,
      g.createdAt,
      seed,
      seedKey,
      g.withPremiums,
      JSON.stringify(g.seats),
      g.status,
      g.result ? JSON.stringify(g.result) : null,
      g.engineVersion ?? null,
      g.setup ? JSON.stringify(g.setup) : null,
      g.clock ? JSON.stringify(g.clock) : null,
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
    if (patch.setup !== undefined) add('setup', JSON.stringify(patch.setup));
    if (patch.clock !== undefined) add('clock', JSON.stringify(patch.clock));
    if (patch.problem !== undefined) add('problem', patch.problem);
    if (sets.length === 0) return;
    args.push(id);
    // several servers: only the holder of the game's lease changes it (as only it extends the log)
    const update = `UPDATE games SET ${sets.join(', ')} WHERE id = $${args.length}`;
    const r = await this.fencedWrite(update, (held) => `${update} AND ${held('games.id')}`, args);
    if (r && (r.rowCount ?? 0) === 0 && (await this.pool.query('SELECT 1 FROM games WHERE id = $1', [id])).rowCount) throw new LeaseLost(id);
  }

  /**
   * The one shape of a write that extends or changes a game (the log's append, the game's row): one
   * process (unfenced), the plain statement, and null; several (see `fence`), the statement that
   * `fenced` builds, whose writes go through only where `held(game)` is true: this process holds the
   * lease of the game that SQL expression names, read with FOR SHARE so the lease row stays locked
   * until the commit. The owner is the last parameter, after `args`. Returns the fenced result.
   */
  private async fencedWrite(plain: string, fenced: (held: (game: string) => string) => string, args: readonly unknown[]): Promise<pg.QueryResult | null> {
    if (this.fence === null) {
      await this.pool.query(plain, [...args]);
      return null;
    }
    const owner = `$${args.length + 1}`;
    const held = (game: string) => `EXISTS (SELECT 1 FROM game_owner o WHERE o.game_id = ${game} AND o.owner = ${owner} AND o.expires_at > now() FOR SHARE)`;
    return this.pool.query(fenced(held), [...args, this.fence]);
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

  /** How to open a connection of its own (LISTEN needs one), as the pool's are opened. */
  private clientConfig: pg.ClientConfig = {};
  /** NOTIFY channels are per database: the schema's name keeps those of several schemas apart. */
  private channelPrefix = 'stccg_public_';

  /**
   * Listens on a channel (several servers: cluster.ts), on a connection of its own that is opened
   * again after a loss (1 s later); `onNotice` gets each payload. Answers a function that stops.
   */
  listen(channel: string, onNotice: (payload: string) => void, onProblem: (e: unknown) => void): () => void {
    const name = this.channelPrefix + channel;
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`invalid channel name "${name}"`);
    let client: pg.Client | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    const open = () => {
      if (stopped) return;
      const c = new pg.Client(this.clientConfig);
      client = c;
      const again = (e: unknown) => {
        if (client !== c) return;
        client = null;
        c.end().catch(() => undefined);
        if (stopped) return;
        onProblem(e);
        timer = setTimeout(open, 1000);
        timer.unref();
      };
      c.on('error', again);
      c.on('end', () => again(new Error('the listening connection ended')));
      c.on('notification', (n) => {
        if (n.channel === name) onNotice(n.payload ?? '');
      });
      c.connect()
        .then(() => c.query(`LISTEN ${name}`))
        .catch(again);
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      c?.end().catch(() => undefined);
    };
  }

  /** Tells every listener of a channel (listen), through the pool. */
  async notify(channel: string, payload: string): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [this.channelPrefix + channel, payload]);
  }

  /** Fences every later append with the lease of this owner (see `fence`); cluster.ts calls it once its tables exist. */
  fenceAppends(owner: string): void {
    this.fence = owner;
  }

  /** A statement for the cluster's own tables (cluster.ts), in the store's pool and schema. */
  async sql(text: string, params: unknown[] = []): Promise<{ rows: Record<string, unknown>[]; rowCount: number }> {
    const r = await this.pool.query(text, params);
    return { rows: r.rows as Record<string, unknown>[], rowCount: r.rowCount ?? 0 };
  }

  /** DDL under the schema lock (several servers may start at once), on one connection. */
  async ddl(text: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(727001)');
      try {
        await client.query(text);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)');
      }
    } finally {
      client.release();
    }
  }

  /**
   * Inserts log rows in one statement; unfenced, every row or none. Fenced, only the rows of games
   * whose lease this process holds (the others are answered as lost), with the lease row locked
   * FOR SHARE until the commit.
   */
  private async insertRows(batch: Queued[]): Promise<Set<Queued>> {
    const values: unknown[] = [];
    const rows = batch.map((b, i) => {
      values.push(b.gameId, b.n, b.entry);
      return `($${3 * i + 1}::text, $${3 * i + 2}::int, $${3 * i + 3}::text)`;
    }).join(', ');
    const r = await this.fencedWrite(
      `INSERT INTO actions (game_id, n, entry) VALUES ${rows}`,
      (held) => `INSERT INTO actions (game_id, n, entry) SELECT v.g, v.n, v.e FROM (VALUES ${rows}) AS v(g, n, e) WHERE ${held('v.g')} RETURNING game_id, n`,
      values,
    );
    if (!r) return new Set();
    const done = new Set((r.rows as { game_id: string; n: number }[]).map((x) => `${x.game_id}\u0000${x.n}`));
    return new Set(batch.filter((b) => !done.has(`${b.gameId}\u0000${b.n}`)));
  }

  private settle(batch: Queued[], lost: Set<Queued>): void {
    for (const b of batch) {
      if (lost.has(b)) b.reject(new LeaseLost(b.gameId));
      else b.resolve();
    }
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, 500);
        try {
          this.settle(batch, await this.insertRows(batch));
        } catch (e) {
          if (!rowProblem(e) || batch.length === 1) {
            // The database is unreachable or failing: every append of the batch failed alike
            // (trying them one by one would wait out the timeouts once per row).
            for (const b of batch) b.reject(e as Error);
            continue;
          }
          // One bad row fails the statement: find out which, row by row.
          for (const b of batch) {
            try {
              this.settle([b], await this.insertRows([b]));
            } catch (err) {
              b.reject(err as Error);
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
    const row = g.rows[0] as GameRow | undefined;
    if (!row) return null;
    const a = await this.pool.query('SELECT entry FROM actions WHERE game_id = $1 ORDER BY n', [gameId]);
    return { game: rowToGame(row), log: a.rows.map((r: { entry: string }) => JSON.parse(r.entry) as LogEntry) };
  }

  async unfinished(): Promise<string[]> {
    const r = await this.pool.query("SELECT id FROM games WHERE status <> 'finished' ORDER BY created_at, id");
    return r.rows.map((x: { id: string }) => x.id);
  }

  async gameIds(): Promise<string[]> {
    const r = await this.pool.query('SELECT id FROM games ORDER BY created_at, id');
    return r.rows.map((x: { id: string }) => x.id);
  }

  async byTokens(tokenHashes: string[]): Promise<{ game: StoredGame; seat: Seat }[]> {
    if (tokenHashes.length === 0) return [];
    const r = await this.pool.query('SELECT g.*, t.seat AS my_seat FROM seat_tokens t JOIN games g ON g.id = t.game_id WHERE t.token_hash = ANY($1)', [tokenHashes]);
    return r.rows.map((row: GameRow & { my_seat: Seat }) => ({ game: rowToGame(row), seat: row.my_seat }));
  }

  /**
   * PostgreSQL keeps its own pages sound (checksums, WAL); what can go wrong at this level is a
   * missing table or column (the wrong database or schema) and a log with a gap in its numbers.
   */
  async check(): Promise<string[]> {
    const out: string[] = [];
    const missing: string[] = [];
    for (const t of TABLES) {
      const r = await this.pool.query('SELECT to_regclass($1) AS t', [t]);
      if (!(r.rows[0] as { t: string | null }).t) missing.push(t);
    }
    if (missing.length > 0) {
      out.push(`table${missing.length > 1 ? 's' : ''} ${missing.join(', ')} missing: no server has run on this database (or schema), or it is not a stccg database`);
      return out;
    }
    const cols = await this.pool.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'games' AND table_schema = current_schema()");
    const have = new Set(cols.rows.map((c: { column_name: string }) => c.column_name));
    for (const c of ['seed_key', 'problem', 'engine_version', 'setup', 'clock']) if (!have.has(c)) out.push(`games has no column ${c} yet (an earlier version's schema: a server start adds it)`);
    const gaps = await this.pool.query(
      'SELECT game_id, count(*)::int AS c, min(n) AS lo, max(n) AS hi FROM actions GROUP BY game_id HAVING min(n) <> 0 OR max(n) <> count(*) - 1',
    );
    for (const g of gaps.rows as { game_id: string; c: number; lo: number; hi: number }[]) {
      out.push(`game ${g.game_id}: its log has a gap (${g.c} entries numbered ${g.lo} to ${g.hi})`);
    }
    const orphans = await this.pool.query('SELECT count(*)::int AS c FROM actions a LEFT JOIN games g ON g.id = a.game_id WHERE g.id IS NULL');
    const c = (orphans.rows[0] as { c: number }).c;
    if (c > 0) out.push(`${c} log entries belong to no game`);
    return out;
  }

  // ---- accounts (their own tables, made on first use: accounts-store.ts) -------------------------

  private sqlPort(): SqlPort {
    const pool = this.pool;
    return {
      exec: async (sql) => {
        // the same lock as the schema's creation: several servers may start at once
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727001)');
          try {
            await client.query(sql);
          } finally {
            await client.query('SELECT pg_advisory_unlock(727001)');
          }
        } finally {
          client.release();
        }
      },
      run: async (sql, params) => (await pool.query(numbered(sql), params as unknown[])).rowCount ?? 0,
      all: async (sql, params) => (await pool.query(numbered(sql), params as unknown[])).rows as Record<string, unknown>[],
      atomically: async (statements, opts) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          for (const [i, st] of statements.entries()) {
            const n = (await client.query(numbered(st.sql), st.params as unknown[])).rowCount ?? 0;
            if (i === 0 && opts?.onlyIfFirstChanges && n === 0) {
              await client.query('ROLLBACK');
              return false;
            }
          }
          await client.query('COMMIT');
          return true;
        } catch (e) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw e;
        } finally {
          client.release();
        }
      },
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

  private activityReady: Promise<void> | null = null;
  private activityTable(): Promise<void> {
    this.activityReady ??= (async () => {
      const client = await this.pool.connect();
      try {
        // the same lock as the schema's creation: several servers may start at once
        await client.query('SELECT pg_advisory_lock(727001)');
        try {
          await client.query('CREATE TABLE IF NOT EXISTS game_activity (game_id TEXT PRIMARY KEY, at TEXT NOT NULL)');
        } finally {
          await client.query('SELECT pg_advisory_unlock(727001)');
        }
      } finally {
        client.release();
      }
    })().catch((e: unknown) => {
      this.activityReady = null;
      throw e;
    });
    return this.activityReady;
  }

  async touchGames(touches: { gameId: string; at: string }[]): Promise<void> {
    if (touches.length === 0) return;
    await this.activityTable();
    // one row per game (a statement may not update the same row twice)
    const latest = new Map<string, string>();
    for (const t of touches) if ((latest.get(t.gameId) ?? '') < t.at) latest.set(t.gameId, t.at);
    const values: string[] = [];
    const rows = [...latest].map(([gameId, at], i) => {
      values.push(gameId, at);
      return `($${2 * i + 1}, $${2 * i + 2})`;
    });
    await this.pool.query(`INSERT INTO game_activity (game_id, at) VALUES ${rows.join(', ')} ON CONFLICT (game_id) DO UPDATE SET at = GREATEST(game_activity.at, EXCLUDED.at)`, values);
  }

  async staleGames(status: GameStatus, since: 'created' | 'active', before: string, limit: number): Promise<string[]> {
    await this.activityTable();
    const sql =
      since === 'created'
        ? 'SELECT id FROM games WHERE status = $1 AND created_at < $2 ORDER BY created_at, id LIMIT $3'
        : 'SELECT g.id FROM games g LEFT JOIN game_activity a ON a.game_id = g.id WHERE g.status = $1 AND coalesce(a.at, g.created_at) < $2 ORDER BY coalesce(a.at, g.created_at), g.id LIMIT $3';
    const r = await this.pool.query(sql, [status, before, limit]);
    return r.rows.map((x: { id: string }) => x.id);
  }

  async close(): Promise<void> {
    while (this.flushing || this.queue.length > 0) {
      if (!this.flushing) await this.flush();
      else await new Promise((r) => setTimeout(r, 5));
    }
    await this.pool.end();
  }
}
