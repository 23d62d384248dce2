/**
 * Cards whose points are not a fixed number on their point box (The Higher... The Fewer's X, a
 * penalty doubled for some personnel, a win or a loss): the card goes to the player's bonus area
 * and keeps the points it scored there (CardState.points), so the score is still the sum of the
 * completed missions and the bonus areas (core/invariants.ts). The points may be negative.
 */
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { card, moveTo } from './board.ts';
import { scorePoints } from './endgame.ts';

/** Places a card in a player's bonus area, scoring `points` for him there (what a card in play lets through is what the card keeps). */
export function scoreCardPoints(s: GameState, p: PlayerId, id: CardId, points: number, why: string): void {
  moveTo(s, id, { z: 'bonus', player: p });
  const c = card(s, id);
  c.revealed = true;
  const before = seat(s, p).score;
  scorePoints(s, p, points, why);
  c.points = seat(s, p).score - before;
}

/**
 * A player loses (or scores) points by a card that goes elsewhere (the loser of Royale Casino:
 * Blackjack, the card being in the winner's bonus area): a mark of the card naming him keeps the
 * points, so the score is still accounted for (core/invariants.ts).
 */
export function losePoints(s: GameState, p: PlayerId, source: CardId, points: number, why: string): void {
  const before = seat(s, p).score;
  scorePoints(s, p, points, why);
  s.effects.push({ kind: 'mark', by: card(s, source).def, source, card: source, turn: s.turn.number, player: p, points: seat(s, p).score - before });
}
