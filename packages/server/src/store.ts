/**
 * Storage: one interface, two back ends (SQLite embedded, PostgreSQL shared). What is kept per
 * game is its metadata (seed, seats with hashed secrets, status, result) and an append-only log
 * of what happened in it, one entry per applied action, settings change or concession. The
 * game state is never stored: a game is rebuilt by replaying its log through the engine.
 */
import type { GameResult } from '@stccg/engine';
import type { Seat } from './protocol.ts';
import type { GameSetup } from './decks.ts';
import type { AccountStore } from './accounts-store.ts';
import type { CommunityStore } from './community-store.ts';
import type { RatingStore } from './ratings-store.ts';
import type { DeckStore } from './decks-store.ts';
import type { StoredClock } from './clock.ts';

/**
 * 'quarantined': the game's stored log no longer replays through the engine. It is kept (never
 * dropped), its players are told so, and `problem` says why; a server that can replay it again
 * (after a fix) puts it back in play.
 */
export type GameStatus = 'waiting' | 'playing' | 'finished' | 'quarantined' | ServerEnding;

/**
 * Games the server ended itself, as metadata (the engine's state of the game is as it was; the
 * game's `result` says why, with no winner): 'expired', a friend game nobody joined in time;
 * 'abandoned', a started game nobody played on for the set time. See the Hub.
 */
/** 'upgraded': an unfinished game the server's new engine cannot resume was ended by the upgrade (it stays readable as a replay). */
export type ServerEnding = 'expired' | 'abandoned' | 'upgraded';

export interface SeatRecord {
  kind: 'human' | 'bot';
  /** For a bot seat: the bot's name as requested, and the seed of the bot's own PRNG. */
  bot?: string;
  botSeed?: number;
  /** sha256 of the seat's secret token (null while a friend's seat is not taken yet, and for bots). */
  tokenHash: string | null;
  /** sha256 of the invite code that claims this seat (friend games, until the seat is taken). */
  inviteHash?: string | null;
  /** sha256 of the invite code that took this seat (so a second use is told apart from a wrong code). */
  usedInviteHash?: string;
}

export interface StoredGame {
  id: string;
  createdAt: string;
  /**
   * The game's seed: a 256-bit key as 64 lowercase hex digits (new games), or the whole number
   * games stored by earlier versions have.
   */
  seed: number | string;
  withPremiums: boolean;
  /** The game's two seats (federation and klingon; player-1 and player-2 in a constructed game). */
  seats: Partial<Record<Seat, SeatRecord>>;
  status: GameStatus;
  result: GameResult | null;
  /** Why the game is quarantined (status 'quarantined' only). */
  problem?: string;
  /** The engine version the game was started under (older rows have none: see storedEngineVersion). */
  engineVersion?: string;
  /** A constructed game: its format and the seats' deck lists (a friend's seat has none until it is taken). Absent: the intro game. */
  setup?: GameSetup;
  /** The game's clock (clock.ts), chosen at creation, with the banks stored when the server last stopped; absent: no clock. */
  clock?: StoredClock;
}

/** The engine a stored game was started under: as stored, or for rows from before the column, told by the seed (a whole number: engine 0.1; a key: 0.2.0). */
export function storedEngineVersion(g: Pick<StoredGame, 'seed' | 'engineVersion'>): string {
  return g.engineVersion ?? (typeof g.seed === 'number' ? '0.1.0' : '0.2.0');
}

/** One entry of a game's log. `p` is the seat that did it. */
/**
 * `k` (games with a clock): every seat's time bank in ms right after the entry (the time the seat
 * took charged, the turn's increment added), so a restarted server knows the clocks from the log.
 */
export type LogEntry =
  | { t: 'act'; p: Seat; d: string; o: string; k?: Partial<Record<Seat, number>> }
  | { t: 'settings'; p: Seat; alwaysRespond: boolean }
  | { t: 'concede'; p: Seat }
  /** A seat took back its last `n` actions (a game against a bot; engine Game.undo). */
  | { t: 'undo'; p: Seat; n: number; k?: Partial<Record<Seat, number>> };

export interface GamePatch {
  status?: GameStatus;
  result?: GameResult | null;
  seats?: Partial<Record<Seat, SeatRecord>>;
  /** A constructed game's setup (when the friend's deck comes in). */
  setup?: GameSetup;
  /** Why the game is quarantined; null clears it. */
  problem?: string | null;
  /** The clock with a snapshot of its banks (written when the server stops with a clock running). */
  clock?: StoredClock;
}

export interface GameStore {
  readonly kind: 'sqlite' | 'postgres';
  /** A short description for logs and /health (a file name, or a URL without its password). */
  readonly where: string;
  createGame(g: StoredGame): Promise<void>;
  updateGame(id: string, patch: GamePatch): Promise<void>;
  /** Records that the holder of this token hash plays this seat (for listing "my games"). */
  addToken(tokenHash: string, gameId: string, seat: Seat): Promise<void>;
  /** Appends entry number n (0-based) of a game's log; a second entry with the same number is refused. */
  append(gameId: string, n: number, entry: LogEntry): Promise<void>;
  load(gameId: string): Promise<{ game: StoredGame; log: LogEntry[] } | null>;
  /** Ids of the games not finished yet, oldest first. */
  unfinished(): Promise<string[]>;
  /** The games and seats of these token hashes. */
  byTokens(tokenHashes: string[]): Promise<{ game: StoredGame; seat: Seat }[]>;
  /** Ids of every stored game, oldest first (for `stccg db check`). */
  gameIds(): Promise<string[]>;
  /**
   * Checks the store itself (not the games' replays): SQLite's integrity_check and foreign keys;
   * on PostgreSQL that the tables exist. On both, that every game's log is numbered 0..n-1
   * without a gap. Answers the problems found, in sentences (none: all is well).
   */
  check(): Promise<string[]>;
  /**
   * Records when a person last did something in these games (ISO times), for abandonment. Kept
   * apart from the games (its own table, made on first use). Optional: without it (and
   * staleGames) the server expires and abandons only the games it has in memory.
   */
  touchGames?(touches: { gameId: string; at: string }[]): Promise<void>;
  /**
   * Ids of up to `limit` games of this status whose time (their creation, or with 'active' their
   * last recorded touch, else their creation) is before `before` (an ISO time), oldest first.
   */
  staleGames?(status: GameStatus, since: 'created' | 'active', before: string, limit: number): Promise<string[]>;
  /** The accounts kept in the same database (issue 29; accounts-store.ts). Optional: a store without it has no accounts. */
  accounts?(): AccountStore;
  /** The lobby and the chat, kept in the same database (issue 29; community-store.ts). Optional: a store without it has no chat. */
  community?(): CommunityStore;
  /** The ratings per account and format, and each game's rating outcome (issue 29; ratings-store.ts). Optional: a store without it rates nothing. */
  ratings?(): RatingStore;
  /** The saved decks, kept in the same database (issue 27; decks-store.ts). Optional: a store without it keeps no decks. */
  decks?(): DeckStore;
  close(): Promise<void>;
}

export interface GameRow {
  id: string;
  created_at: string;
  /** A whole number (games of earlier versions; 0 when seed_key holds the seed). */
  seed: number | string;
  /** The 64-hex-digit key of newer games (the column is missing or null in older rows). */
  seed_key?: string | null;
  with_premiums: number | boolean;
  seats: string;
  status: string;
  result: string | null;
  problem?: string | null;
  engine_version?: string | null;
  /** A constructed game's GameSetup as JSON (null or missing: the intro game). */
  setup?: string | null;
  /** The game's StoredClock as JSON (null or missing: no clock). */
  clock?: string | null;
}

export function rowToGame(r: GameRow): StoredGame {
  const g: StoredGame = {
    id: r.id,
    createdAt: r.created_at,
    seed: r.seed_key ? r.seed_key : Number(r.seed),
    withPremiums: Boolean(r.with_premiums),
    seats: JSON.parse(r.seats) as Partial<Record<Seat, SeatRecord>>,
    status: r.status as GameStatus,
    result: r.result ? (JSON.parse(r.result) as GameResult) : null,
  };
  if (r.problem) g.problem = r.problem;
  if (r.engine_version) g.engineVersion = r.engine_version;
  if (r.setup) g.setup = JSON.parse(r.setup) as GameSetup;
  if (r.clock) g.clock = JSON.parse(r.clock) as StoredClock;
  return g;
}

const SEED_KEY = /^[0-9a-f]{64}$/;

/**
 * The two seed columns of a game: `seed` (a whole number) and `seed_key` (the hex key, or null).
 * A key goes into seed_key with seed 0: SQLite would turn numeric-looking text in the INTEGER
 * column into a number, and databases of earlier versions have that column NOT NULL.
 */
export function seedColumns(seed: number | string): { seed: number; seedKey: string | null } {
  if (typeof seed === 'string') {
    if (!SEED_KEY.test(seed)) throw new RangeError('a game seed given as text must be 64 lowercase hex digits (a 256-bit key)');
    return { seed: 0, seedKey: seed };
  }
  if (!Number.isSafeInteger(seed) || seed < 0) throw new RangeError(`a numeric game seed must be a whole number from 0 up, got ${seed}`);
  return { seed, seedKey: null };
}

// ---- faults -------------------------------------------------------------------------------------

/**
 * Several processes on one PostgreSQL (cluster.ts): this process no longer holds the game's lease
 * (another took the game over), so the store refused to extend its log. The game must leave this
 * process: its actor is dropped and its sockets closed with 1012 ("service restart").
 */
export class LeaseLost extends Error {
  override name = 'LeaseLost';
  readonly code = 'lease-lost';
  constructor(readonly gameId: string) {
    super(`this server no longer holds the lease of game ${gameId}: another server has taken it over`);
  }
}

/** True when an append failed because another owner took the game (its lease lost, or its entry number already written by the new owner). */
export function isLeaseLost(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'lease-lost' || code === '23505';
}

/**
 * A problem with the store that its operator must act on (a damaged file, a database that cannot
 * be reached at start). Its message is a complete sentence saying what to do; entry points print
 * it without a stack trace.
 */
export class StoreError extends Error {
  override name = 'StoreError';
  readonly isStoreError = true;
}

/** The SQLite file is damaged (SQLITE_CORRUPT, SQLITE_NOTADB, or a failed integrity check). */
export class StoreCorrupt extends StoreError {
  override name = 'StoreCorrupt';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `the SQLite database ${file} is damaged (${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more problems` : ''}). ` +
        `The server will not run on a damaged database. Run \`stccg db check --db ${file}\` to see what is wrong, then restore the file from a backup ` +
        `made with \`stccg db backup\` (stop the server, keep the damaged file aside, copy the backup in its place).`,
    );
  }
}

/** True for the errors SQLite gives for a damaged file. */
export function isCorruptError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB' || (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT'));
}

/**
 * Why a write to the store failed, as the end of a sentence for players and logs ("the disk is
 * full"). Says nothing about the game, and nothing secret about the database.
 */
export function describeStoreError(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = typeof err?.code === 'string' ? err.code : '';
  const msg = typeof err?.message === 'string' ? err.message : String(e);
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100' || code === 'EDQUOT') return 'the disk is full';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === '25006') return 'the database is read-only';
  if (isCorruptError(e)) return 'the database file is damaged';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'the disk reported an input/output error';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'the database is locked by another process';
  if (code === 'lease-lost') return 'another server has taken this game over';
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') return 'that log entry was already written (is another server running this game?)';
  if (
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EPIPE|ENOTFOUND|EAI_AGAIN)$/.test(code) ||
    code.startsWith('08') ||
    code.startsWith('57P') ||
    /connection terminated|connection timeout|timeout exceeded when trying to connect|query read timeout|connection error|not queryable|pool after calling end/i.test(msg)
  ) {
    return 'the database server cannot be reached';
  }
  if (/database connection is not open/i.test(msg)) return 'the database is closed';
  return code ? `the write failed (${code})` : 'the write failed';
}

export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable url)';
  }
}

export interface OpenStoreOptions {
  /** PostgreSQL only: keep the tables in this schema (created if missing); tests use one per run. */
  schema?: string;
  /**
   * Look, don't touch (`stccg db check`): SQLite opens the file read-only (it must exist) and
   * skips the check at open; PostgreSQL creates and migrates nothing.
   */
  readonly?: boolean;
  /** PostgreSQL: give up connecting after this long (default 5000 ms). */
  connectTimeoutMs?: number;
  /** PostgreSQL: give up waiting for a query's answer after this long (default 5000 ms; an append takes milliseconds). */
  queryTimeoutMs?: number;
}

/** Opens the store a --db value names: a postgres:// URL, or a SQLite file (':memory:' for none). */
export async function openStore(db: string, o: OpenStoreOptions = {}): Promise<GameStore> {
  if (isPostgresUrl(db)) {
    const { PostgresStore } = await import('./store-postgres.ts');
    // ?schema=NAME keeps the tables in that schema (several servers or test runs in one database).
    const u = new URL(db);
    const schema = o.schema ?? u.searchParams.get('schema') ?? undefined;
    u.searchParams.delete('schema');
    return PostgresStore.open(u.toString(), { ...o, ...(schema ? { schema } : {}) });
  }
  const { SqliteStore } = await import('./store-sqlite.ts');
  return SqliteStore.open(db, { readonly: o.readonly === true });
}
