/**
 * Scoring and the end of the game: the first player to reach 100 points wins at once; when a
 * player's draw deck is empty at the end of a turn, the game ends and the player with more
 * points wins (equal points: a draw).
 */
import { emit } from '../core/flow.ts';
import type { GameState, PlayerId } from '../core/types.ts';
import { PLAYERS } from '../core/types.ts';

export const WINNING_SCORE = 100;

function finish(s: GameState, winner: PlayerId | null, reason: string): void {
  s.result = {
    winner,
    reason,
    scores: { federation: s.players.federation.score, klingon: s.players.klingon.score },
    turn: s.turn.number,
  };
  s.pending = null;
  emit(s, 'gameOver', winner ? `${winner} wins: ${reason}` : `The game is a draw: ${reason}`, { winner, reason });
}

export function scorePoints(s: GameState, p: PlayerId, points: number, why: string): void {
  s.players[p].score += points;
  emit(s, 'pointsScored', `${p} scores ${points} points (${why}); total ${s.players[p].score}`, { player: p, points, why, total: s.players[p].score });
  if (!s.result && s.players[p].score >= WINNING_SCORE) finish(s, p, `reached ${WINNING_SCORE} points`);
}

export function checkDeckOut(s: GameState): void {
  if (s.result) return;
  const empty = PLAYERS.filter((p) => s.players[p].deck.length === 0);
  if (empty.length === 0) return;
  const f = s.players.federation.score;
  const k = s.players.klingon.score;
  const reason = `${empty.join(' and ')} draw deck is empty; ${f} to ${k}`;
  finish(s, f > k ? 'federation' : k > f ? 'klingon' : null, reason);
}

/** Ends the game for a player who concedes (used by the server and the terminal). */
export function concede(s: GameState, p: PlayerId): void {
  if (s.result) return;
  finish(s, p === 'federation' ? 'klingon' : 'federation', `${p} conceded`);
}
