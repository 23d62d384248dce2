/**
 * The Traveler: Transcendence (Premiere event, issue 25): placed beside a player's draw deck (on its
 * owner's table, with a mark naming that player), it has that player draw one card more at the end of
 * each of his turns, after his usual draw; two beside one deck still give one (not cumulative). While
 * it is in play it nullifies every Static Warp Bubble (rules/static-warp-bubble.ts reads that).
 * turn.ts calls travelerDraw right after the turn's draw. docs/RULINGS.md, "Premiere events, batch B".
 */
import type { GameState, PlayerId } from '../core/types.ts';
import { card } from './board.ts';
import { marksBy } from '../core/modifiers.ts';
import { TRAVELER } from './static-warp-bubble.ts';

/** Whether a Traveler in play names this player. */
export function travelerBeside(s: GameState, p: PlayerId): boolean {
  return marksBy(s, TRAVELER).some((m) => m.player === p && card(s, m.source).at.z === 'table');
}

/** The extra draw of the turn's player, if a Traveler names him (`draw`: the turn's own draw). */
export function travelerDraw(s: GameState, p: PlayerId, draw: (s: GameState, p: PlayerId) => void): void {
  if (travelerBeside(s, p)) draw(s, p);
}
