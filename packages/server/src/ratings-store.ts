/**
 * Ratings in storage (issue 29): each account's Glicko-2 standing per format (intro, constructed)
 * with its counts of rated games and of games played, and each finished game's rating outcome
 * (rated or not, and for a rated game each seat's standing before and after). Two tables kept beside
 * the games (SQLite file or PostgreSQL schema), made on first use, over the same SqlPort as the
 * accounts (accounts-store.ts). A game's row is written once: its primary key is the game, so a game
 * told over twice (a restart that marks it finished again) changes nothing the second time.
 */
import { tablesOnFirstUse } from './accounts-store.ts';
import type { SqlPort } from './accounts-store.ts';
import type { Rating } from './glicko.ts';

export type RatingFormat = 'intro' | 'constructed';
export const RATING_FORMATS: readonly RatingFormat[] = ['intro', 'constructed'];

/** An account's standing in a format. */
export interface StandingRow extends Rating {
  accountId: string;
  format: RatingFormat;
  /** Rated games played in this format. */
  ratedGames: number;
  /** Every finished game played in this format (rated, unrated, against the AI). */
  played: number;
}

/** One seat's rating change in a rated game. */
export interface SeatChange {
  seat: string;
  /** The account's name when the game ended. */
  account: string;
  /** 1 won, 0 lost. */
  score: number;
  before: Rating;
  after: Rating;
}

/** What a finished game did to the ratings. */
export interface GameRatingRow {
  gameId: string;
  format: RatingFormat;
  rated: boolean;
  /** Each seat's change (rated games only; empty otherwise). */
  changes: SeatChange[];
  /** Why a game posted as rated changed nothing (a seat without an account, say); absent otherwise. */
  note?: string;
  at: string;
}

export interface RatingStore {
  /** The account's standing in the format, or null before its first game there. */
  standing(accountId: string, format: RatingFormat): Promise<StandingRow | null>;
  /** The account's standings, one per format it played. */
  standings(accountId: string): Promise<StandingRow[]>;
  /** The format's standings with at least one rated game, best first (then most rated games, then oldest id). */
  leaderboard(format: RatingFormat, limit: number, offset: number): Promise<StandingRow[]>;
  /**
   * Records a game's outcome and writes the standings it changed, in one transaction (a crash
   * leaves both or neither); false, and nothing written, when the game was recorded already.
   */
  recordGame(row: GameRatingRow, standings: readonly StandingRow[]): Promise<boolean>;
  game(gameId: string): Promise<GameRatingRow | null>;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS ratings (
  account_id TEXT NOT NULL,
  format TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  vol DOUBLE PRECISION NOT NULL,
  rated_games INTEGER NOT NULL,
  played INTEGER NOT NULL,
  PRIMARY KEY (account_id, format)
)`,
  'CREATE INDEX IF NOT EXISTS ratings_board ON ratings(format, rating)',
  `CREATE TABLE IF NOT EXISTS game_ratings (
  game_id TEXT PRIMARY KEY,
  format TEXT NOT NULL,
  rated INTEGER NOT NULL,
  changes TEXT NOT NULL,
  note TEXT,
  at TEXT NOT NULL
)`,
];

const formatOf = (v: unknown): RatingFormat => (String(v) === 'constructed' ? 'constructed' : 'intro');

function toStanding(r: Record<string, unknown>): StandingRow {
  return { accountId: String(r.account_id), format: formatOf(r.format), rating: Number(r.rating), rd: Number(r.rd), vol: Number(r.vol), ratedGames: Number(r.rated_games), played: Number(r.played) };
}

export class SqlRatings implements RatingStore {
  /** Makes the tables on first use (accounts-store.ts tablesOnFirstUse). */
  private readonly tables: () => Promise<void>;
  constructor(private readonly sql: SqlPort) {
    this.tables = tablesOnFirstUse(sql, TABLES);
  }

  async standing(accountId: string, format: RatingFormat): Promise<StandingRow | null> {
    await this.tables();
    const [r] = await this.sql.all('SELECT * FROM ratings WHERE account_id = ? AND format = ?', [accountId, format]);
    return r ? toStanding(r) : null;
  }

  async standings(accountId: string): Promise<StandingRow[]> {
    await this.tables();
    return (await this.sql.all('SELECT * FROM ratings WHERE account_id = ? ORDER BY format', [accountId])).map(toStanding);
  }

  async leaderboard(format: RatingFormat, limit: number, offset: number): Promise<StandingRow[]> {
    await this.tables();
    return (await this.sql.all('SELECT * FROM ratings WHERE format = ? AND rated_games > 0 ORDER BY rating DESC, rated_games DESC, account_id LIMIT ? OFFSET ?', [format, limit, offset])).map(toStanding);
  }

  async recordGame(g: GameRatingRow, standings: readonly StandingRow[]): Promise<boolean> {
    await this.tables();
    return this.sql.atomically(
      [
        { sql: 'INSERT INTO game_ratings (game_id, format, rated, changes, note, at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING', params: [g.gameId, g.format, g.rated ? 1 : 0, JSON.stringify(g.changes), g.note ?? null, g.at] },
        ...standings.map((s) => ({
          sql: 'INSERT INTO ratings (account_id, format, rating, rd, vol, rated_games, played) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, format) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, rated_games = excluded.rated_games, played = excluded.played',
          params: [s.accountId, s.format, s.rating, s.rd, s.vol, s.ratedGames, s.played],
        })),
      ],
      { onlyIfFirstChanges: true },
    );
  }

  async game(gameId: string): Promise<GameRatingRow | null> {
    await this.tables();
    const [r] = await this.sql.all('SELECT * FROM game_ratings WHERE game_id = ?', [gameId]);
    if (!r) return null;
    const row: GameRatingRow = { gameId: String(r.game_id), format: formatOf(r.format), rated: Number(r.rated) === 1, changes: JSON.parse(String(r.changes)) as SeatChange[], at: String(r.at) };
    if (r.note !== null && r.note !== undefined) row.note = String(r.note);
    return row;
  }
}
