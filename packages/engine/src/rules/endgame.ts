/**
 * Scoring and the end of the game: the first player to reach 100 points wins at once; when a
 * player's draw deck is empty at the end of a turn, the game ends and the player with more
 * points wins (equal points: a draw).
 */
import { emit } from '../core/flow.ts';
import type { GameState, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { happened } from '../core/happenings.ts';
import { about } from '../core/before.ts';
import { owesWithoutMeans, unpaidAtGameEnd } from './devidian-door.ts';

export const WINNING_SCORE = 100;

function finish(s: GameState, winner: PlayerId | null, reason: string): void {
  s.result = {
    winner,
    reason,
    scores: Object.fromEntries(s.seats.map((p) => [p, seat(s, p).score])),
    turn: s.turn.number,
  };
  s.pending = null;
  emit(s, 'gameOver', winner ? `${winner} wins: ${reason}` : `The game is a draw: ${reason}`, { winner, reason });
}

/** Scores points for a player, unless a card prevents it before or changes how many. */
export function scorePoints(s: GameState, p: PlayerId, points: number, why: string): void {
  const h = about(s, { type: 'pointsScored', player: p, points, why });
  if (!h) return;
  ({ player: p, points, why } = h);
  seat(s, p).score += points;
  emit(s, 'pointsScored', `${p} scores ${points} points (${why}); total ${seat(s, p).score}`, { player: p, points, why, total: seat(s, p).score });
  happened(s, h);
  if (!s.result && seat(s, p).score >= WINNING_SCORE && !debtsDecide(s)) finish(s, p, `reached ${WINNING_SCORE} points`);
}

/** Ends the game against a player whose own card says he loses it (a Devidian Door's debt unpaid). */
export function loses(s: GameState, p: PlayerId, reason: string): void {
  if (s.result) return;
  finish(s, opponent(s, p), reason);
}

/**
 * As the game ends: a player who owes a Devidian Door and holds none loses it instead (both: a
 * draw). True when that decided the game (rules/devidian-door.ts).
 */
function debtsDecide(s: GameState): boolean {
  const unpaid = unpaidAtGameEnd(s);
  if (unpaid.length === 0) return false;
  const reason = `${unpaid.join(' and ')} could not show a Devidian Door owed at the end of the game`;
  finish(s, unpaid.length > 1 ? null : opponent(s, unpaid[0] as PlayerId), reason);
  return true;
}

export function checkDeckOut(s: GameState): void {
  if (s.result) return;
  const empty = s.seats.filter((p) => seat(s, p).deck.length === 0);
  if (empty.length === 0) return;
  // the score of the seats in the order they were created (the intro game: Federation, Klingon)
  const [a, b] = s.seats as [PlayerId, PlayerId];
  const f = seat(s, a).score;
  const k = seat(s, b).score;
  const reason = `${empty.join(' and ')} draw deck is empty; ${f} to ${k}`;
  if (debtsDecide(s)) return;
  finish(s, f > k ? a : k > f ? b : null, reason);
}

/** Ends the game for a player who concedes (used by the server and the terminal). */
export function concede(s: GameState, p: PlayerId): void {
  if (s.result) return;
  finish(s, opponent(s, seat(s, p).id), `${p} conceded`);
}

/**
 * How many of the player's own cards' obligations would lose him the game as things stand (a
 * Devidian Door's debt with no Devidian Door in hand to show): what a position's value weighs,
 * for a bot, beside the score, without naming the cards.
 */
export function lossesOwed(s: GameState, p: PlayerId): number {
  return owesWithoutMeans(s, p) ? 1 : 0;
}
