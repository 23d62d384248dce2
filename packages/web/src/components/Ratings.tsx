/**
 * Ratings in the browser (issue 29): a format's leaderboard (GET /api/ratings/:format) for the
 * lobby, and a player's standings with their recent finished games (GET /api/accounts/:name/games),
 * each rated game with its rating change and every game with its replay.
 */
import { useEffect, useState } from 'react';
import { call } from '../api.ts';
import { errorText as errorMessage } from '../account.ts';
import { href } from '../router.ts';
import { seatName } from '../cards.ts';

export type RatingFormat = 'intro' | 'constructed';
export const FORMAT_NAMES: Record<RatingFormat, string> = { intro: 'Intro decks', constructed: 'Constructed' };

export interface Standing {
  format: RatingFormat;
  rating: number;
  rd: number;
  ratedGames: number;
  played: number;
}
export interface LeaderboardRow extends Standing {
  rank: number;
  account: string;
}
export interface RatingChange {
  seat: string;
  account: string;
  score: number;
  before: { rating: number; rd: number };
  after: { rating: number; rd: number };
}
export interface PlayedGame {
  gameId: string;
  createdAt: string;
  format?: 'constructed';
  mySeat?: string;
  result: { winner: string | null; reason: string } | null;
  rated: boolean;
  ratingChange?: RatingChange;
}

/** A rating as shown: a whole number. */
export const ratingText = (r: number) => String(Math.round(r));

/** "+12", "−7", "±0": a change of rating, rounded as the ratings are shown. */
export function changeText(c: RatingChange): string {
  const d = Math.round(c.after.rating) - Math.round(c.before.rating);
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0';
}

/** One standing in words: "1662 (±290), 1 rated game of 2 played". */
export function standingText(s: Standing): string {
  const rated = `${s.ratedGames} rated game${s.ratedGames === 1 ? '' : 's'}`;
  return `${ratingText(s.rating)} (±${Math.round(s.rd)}), ${rated} of ${s.played} played`;
}

export function Leaderboard() {
  const [format, setFormat] = useState<RatingFormat>('intro');
  const [rows, setRows] = useState<LeaderboardRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setRows(null);
    setError(null);
    call<{ players: LeaderboardRow[] }>('GET', `/api/ratings/${format}?limit=20`).then(
      (r) => live && setRows(r.players),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [format]);
  return (
    <div className="leaderboard" data-testid="leaderboard">
      <div className="tabs" role="tablist">
        {(['intro', 'constructed'] as const).map((f) => (
          <button key={f} type="button" role="tab" aria-selected={format === f} className={`button small${format === f ? '' : ' quiet'}`} data-testid={`leaderboard-${f}`} onClick={() => setFormat(f)}>
            {FORMAT_NAMES[f]}
          </button>
        ))}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {rows && rows.length === 0 && <p data-testid="leaderboard-empty">No rated games in this format yet.</p>}
      {rows && rows.length > 0 && (
        <table className="leaderboard-table">
          <thead>
            <tr>
              <th>#</th>
              <th>Player</th>
              <th>Rating</th>
              <th>Rated games</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.account} data-testid="leaderboard-row">
                <td>{r.rank}</td>
                <td>{r.account}</td>
                <td title={`deviation ±${Math.round(r.rd)}`}>{ratingText(r.rating)}</td>
                <td>{r.ratedGames}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** A game's outcome for the player: won, lost, a draw, or how the server ended it. */
function outcome(g: PlayedGame): string {
  if (!g.result) return 'not finished';
  if (g.result.winner === null) return 'no winner';
  return g.result.winner === g.mySeat ? 'won' : 'lost';
}

export function PlayerGames({ name }: { name: string }) {
  const [data, setData] = useState<{ ratings?: Standing[]; games: PlayedGame[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call<{ ratings?: Standing[]; games: PlayedGame[] }>('GET', `/api/accounts/${encodeURIComponent(name)}/games?limit=20`).then(
      (r) => live && setData(r),
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (error)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p className="loading-text">Looking up the games…</p>;
  return (
    <div className="player-games">
      <h3>Ratings</h3>
      {(data.ratings ?? []).length === 0 ? (
        <p data-testid="my-ratings-none">No finished games yet: a rating comes with the first rated game.</p>
      ) : (
        <ul data-testid="my-ratings">
          {(data.ratings ?? []).map((s) => (
            <li key={s.format} data-testid={`my-rating-${s.format}`}>
              {FORMAT_NAMES[s.format]}: {standingText(s)}
            </li>
          ))}
        </ul>
      )}
      <h3>Recent games</h3>
      {data.games.length === 0 ? (
        <p>No finished games yet.</p>
      ) : (
        <ul className="game-list" data-testid="recent-games">
          {data.games.map((g) => (
            <li key={g.gameId} data-testid="recent-game" data-game={g.gameId}>
              {new Date(g.createdAt).toLocaleDateString()} · {g.format === 'constructed' ? 'Constructed' : 'Intro decks'} · {g.mySeat ? seatName(g.mySeat) : ''} · {outcome(g)}
              {g.ratingChange ? (
                <span data-testid="rating-change">
                  {' '}
                  · rating {ratingText(g.ratingChange.before.rating)} → {ratingText(g.ratingChange.after.rating)} ({changeText(g.ratingChange)})
                </span>
              ) : (
                <span> · {g.rated ? 'rated' : 'unrated'}</span>
              )}{' '}
              · <a href={href({ page: 'replay', gameId: g.gameId })}>replay</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
