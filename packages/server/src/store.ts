/**
 * Storage: one interface, two back ends (SQLite embedded, PostgreSQL shared). What is kept per
 * game is its metadata (seed, seats with hashed secrets, status, result) and an append-only log
 * of what happened in it, one entry per applied action, settings change or concession. The
 * game state is never stored: a game is rebuilt by replaying its log through the engine.
 */
import type { GameResult } from '@stccg/engine';
import type { Seat } from './protocol.ts';

export type GameStatus = 'waiting' | 'playing' | 'finished';

export interface SeatRecord {
  kind: 'human' | 'bot';
  /** For a bot seat: the bot's name as requested, and the seed of the bot's own PRNG. */
  bot?: string;
  botSeed?: number;
  /** sha256 of the seat's secret token (null while a friend's seat is not taken yet, and for bots). */
  tokenHash: string | null;
  /** sha256 of the invite code that claims this seat (friend games, until the seat is taken). */
  inviteHash?: string | null;
}

export interface StoredGame {
  id: string;
  createdAt: string;
  seed: number;
  withPremiums: boolean;
  seats: Record<Seat, SeatRecord>;
  status: GameStatus;
  result: GameResult | null;
}

/** One entry of a game's log. `p` is the seat that did it. */
export type LogEntry =
  | { t: 'act'; p: Seat; d: string; o: string }
  | { t: 'settings'; p: Seat; alwaysRespond: boolean }
  | { t: 'concede'; p: Seat };

export interface GamePatch {
  status?: GameStatus;
  result?: GameResult | null;
  seats?: Record<Seat, SeatRecord>;
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
  close(): Promise<void>;
}

interface GameRow {
  id: string;
  created_at: string;
  seed: number | string;
  with_premiums: number | boolean;
  seats: string;
  status: string;
  result: string | null;
}

export function rowToGame(r: GameRow): StoredGame {
  return {
    id: r.id,
    createdAt: r.created_at,
    seed: Number(r.seed),
    withPremiums: Boolean(r.with_premiums),
    seats: JSON.parse(r.seats) as Record<Seat, SeatRecord>,
    status: r.status as GameStatus,
    result: r.result ? (JSON.parse(r.result) as GameResult) : null,
  };
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
}

/** Opens the store a --db value names: a postgres:// URL, or a SQLite file (':memory:' for none). */
export async function openStore(db: string, o: OpenStoreOptions = {}): Promise<GameStore> {
  if (isPostgresUrl(db)) {
    const { PostgresStore } = await import('./store-postgres.ts');
    // ?schema=NAME keeps the tables in that schema (several servers or test runs in one database).
    const u = new URL(db);
    const schema = o.schema ?? u.searchParams.get('schema') ?? undefined;
    u.searchParams.delete('schema');
    return PostgresStore.open(u.toString(), schema);
  }
  const { SqliteStore } = await import('./store-sqlite.ts');
  return SqliteStore.open(db);
}
