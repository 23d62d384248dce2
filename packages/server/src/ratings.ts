/**
 * Ratings (issue 29): when a game finishes, the accounts that played it get it counted (games played
 * per format, against the AI too), and a rated lobby game between two accounts updates both
 * accounts' Glicko-2 standing in its format (glicko.ts), exactly once: the game's outcome is written
 * first, keyed by the game (ratings-store.ts), and only the writer of that row changes a standing.
 *
 * Which games: one with a winner (by the rules, a concession, a loss on time, a claim after the
 * opponent left: the leaver loses). A game the server ended with no winner (expired, abandoned for
 * inactivity, ended by an upgrade) changes nothing. Rated: posted to the lobby as rated, both seats
 * people, each held by an account (the host's, and the joiner's), two different accounts. Games
 * against the AI are never rated.
 *
 * Updates run one at a time (a queue), so two games ending together cannot lose one's update.
 */
import type { Logger } from 'pino';
import type { AccountStore } from './accounts-store.ts';
import type { CommunityStore } from './community-store.ts';
import { NEW_RATING, rateGame } from './glicko.ts';
import type { Rating } from './glicko.ts';
import { otherSeat, seatsOf } from './decks.ts';
import type { GameRatingRow, RatingFormat, RatingStore, SeatChange, StandingRow } from './ratings-store.ts';
import type { Seat } from './protocol.ts';
import type { StoredGame } from './store.ts';

/** A standing as the API shows it (rating and deviation to 0.01, volatility to 1e-6). */
export interface PublicStanding {
  format: RatingFormat;
  rating: number;
  rd: number;
  vol: number;
  ratedGames: number;
  played: number;
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
const shown = (r: Rating): Rating => ({ rating: r2(r.rating), rd: r2(r.rd), vol: r6(r.vol) });

export function publicStanding(s: StandingRow): PublicStanding {
  return { format: s.format, ...shown(s), ratedGames: s.ratedGames, played: s.played };
}

/** The leaderboard's longest page. */
export const MAX_LEADERBOARD = 100;

export class Ratings {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly store: RatingStore,
    private readonly accounts: AccountStore,
    private readonly community: CommunityStore | null,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  /**
   * Told when a game finishes (its stored metadata, with its result). Resolves once the ratings
   * are updated; never rejects (a store that fails is logged: the game stays unrated).
   */
  gameOver(meta: StoredGame): Promise<void> {
    const run = this.queue.then(() => this.apply(meta)).catch((e: unknown) => this.logger.error({ err: e, game: meta.id }, 'could not update the ratings of a finished game'));
    this.queue = run;
    return run;
  }

  private async apply(meta: StoredGame): Promise<void> {
    const result = meta.result;
    if (!result || result.winner === null || (meta.status !== 'finished' && meta.status !== 'abandoned')) return;
    const format: RatingFormat = meta.setup ? 'constructed' : 'intro';
    const holders = new Map<Seat, string[]>();
    for (const s of seatsOf(meta)) {
      const rec = meta.seats[s];
      holders.set(s, rec?.kind === 'human' && rec.tokenHash ? await this.accounts.accountsOfSeat(rec.tokenHash) : []);
    }
    const lobby = this.community ? await this.community.lobbyGame(meta.id) : null;
    const row: GameRatingRow = { gameId: meta.id, format, rated: false, changes: [], at: new Date(this.now()).toISOString() };
    // the rated game's two accounts, by seat
    let rated: { seat: Seat; accountId: string }[] | null = null;
    if (lobby?.rated) {
      const hostSeat = otherSeat(meta, lobby.openSeat as Seat);
      const host = lobby.hostAccountId;
      const joiner = (holders.get(lobby.openSeat as Seat) ?? []).find((id) => id !== host);
      if (seatsOf(meta).some((s) => meta.seats[s]?.kind !== 'human')) row.note = 'a seat was played by the AI';
      else if (!host || !(holders.get(hostSeat) ?? []).includes(host)) row.note = "the host's seat is held by no account";
      else if (!joiner) row.note = "the joiner's seat is held by no other account";
      else rated = [{ seat: hostSeat, accountId: host }, { seat: lobby.openSeat as Seat, accountId: joiner }];
    }
    const [a, b] = rated ?? [];
    const before = new Map<string, StandingRow>();
    const standing = async (id: string) => (await this.store.standing(id, format)) ?? { accountId: id, format, ...NEW_RATING, ratedGames: 0, played: 0 };
    const counted = new Set<string>();
    for (const ids of holders.values()) for (const id of ids) counted.add(id);
    for (const id of counted) before.set(id, await standing(id));
    let after: Map<string, Rating> | null = null;
    if (a && b) {
      const sa = before.get(a.accountId) as StandingRow;
      const sb = before.get(b.accountId) as StandingRow;
      const scoreA = result.winner === a.seat ? 1 : 0;
      const next = rateGame(sa, sb, scoreA);
      after = new Map([
        [a.accountId, next.a],
        [b.accountId, next.b],
      ]);
      const changes: SeatChange[] = [];
      for (const [p, r, s, score] of [
        [a, next.a, sa, scoreA],
        [b, next.b, sb, 1 - scoreA],
      ] as const) {
        changes.push({ seat: p.seat, account: (await this.accounts.byId(p.accountId))?.name ?? '(deleted)', score, before: shown(s), after: shown(r) });
      }
      row.rated = true;
      row.changes = changes;
    }
    const standings = [...before].map(([id, s]) => {
      const r = after?.get(id);
      return { ...s, ...(r ?? {}), ratedGames: s.ratedGames + (r ? 1 : 0), played: s.played + 1 };
    });
    // the game's row and the standings it changes in one transaction: told over again (a restart
    // that marks it finished again), or after a crash, it is either all done or all to do
    if (!(await this.store.recordGame(row, standings))) return;
    if (row.rated) this.logger.info({ game: meta.id, format, changes: row.changes.map((c) => ({ account: c.account, from: c.before.rating, to: c.after.rating })) }, 'rated game: ratings updated');
  }

  /** Waits for the updates told so far (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** The account's standings, one per format it played (none before its first finished game). */
  async of(accountId: string): Promise<PublicStanding[]> {
    return (await this.store.standings(accountId)).map(publicStanding);
  }

  /** The format's best `limit` accounts with a rated game (banned and deleted accounts left out), ranked from 1. */
  async leaderboard(format: RatingFormat, limit: number): Promise<({ rank: number; account: string } & PublicStanding)[]> {
    const out: ({ rank: number; account: string } & PublicStanding)[] = [];
    for (let offset = 0; out.length < limit; ) {
      const page = await this.store.leaderboard(format, limit, offset);
      for (const s of page) {
        const a = await this.accounts.byId(s.accountId);
        if (a && !a.banned && out.length < limit) out.push({ rank: out.length + 1, account: a.name, ...publicStanding(s) });
      }
      if (page.length < limit) break;
      offset += page.length;
    }
    return out;
  }

  /** Each game of an account's list with whether it was rated and its seat's rating change (`ratingChange`: before and after). */
  async annotate<G extends { gameId: string; mySeat?: string }>(games: G[]): Promise<(G & { rated: boolean; ratingChange?: SeatChange })[]> {
    const out: (G & { rated: boolean; ratingChange?: SeatChange })[] = [];
    for (const g of games) {
      const r = await this.store.game(g.gameId);
      const change = r?.changes.find((c) => c.seat === g.mySeat);
      out.push(change ? { ...g, rated: true, ratingChange: change } : { ...g, rated: r?.rated ?? false });
    }
    return out;
  }

  /** What the game did to the ratings, for its record (null: nothing recorded, such as a game not over). */
  forGame(gameId: string): Promise<GameRatingRow | null> {
    return this.store.game(gameId);
  }
}
