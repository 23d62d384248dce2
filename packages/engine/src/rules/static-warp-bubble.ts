/**
 * Static Warp Bubble (Premiere event, issue 25): while the opponent of a player has one on the
 * table, that player discards one card from hand as he ends each of his turns, before his end-of-turn
 * draw. The turn shows it in its last decision: instead of the one "end your turn" option, one option
 * per card in hand (copies are one option), each discarding that card, then drawing and ending the
 * turn. Two bubbles ask one discard (not cumulative); with an empty hand nothing is discarded; a
 * The Traveler: Transcendence in play, anyone's, nullifies every bubble. turn.ts asks this file twice.
 * docs/RULINGS.md, "Premiere events, batch B".
 */
import { emit } from '../core/flow.ts';
import { END_TURN } from '../core/acts.ts';
import type { CardId, GameState, Option, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { anyInPlayByDef, card, eventsOnTable, inPlayDefs, moveTo, name } from './board.ts';

export const STATIC_WARP_BUBBLE = 'static-warp-bubble';
export const TRAVELER = 'the-traveler-transcendence';

/** Whether a Static Warp Bubble binds this player now: the opponent's on the table, no Traveler in play, cards in hand. */
export function bubbleBinds(s: GameState, p: PlayerId): boolean {
  if (seat(s, p).hand.length === 0 || !inPlayDefs(s).has(STATIC_WARP_BUBBLE)) return false;
  if (!eventsOnTable(s, opponent(s, p)).some((id) => card(s, id).def === STATIC_WARP_BUBBLE)) return false;
  return !anyInPlayByDef(s, TRAVELER);
}

/** The ways to end the turn under a bubble (appended; true), or false: the turn's plain end option stands. */
export function bubbleEndOptions(s: GameState, p: PlayerId, out: Option[]): boolean {
  if (!bubbleBinds(s, p)) return false;
  const seen = new Set<string>();
  for (const id of seat(s, p).hand) {
    const d = card(s, id).def;
    if (seen.has(d)) continue;
    seen.add(d);
    out.push({ id: `end:discard:${id}`, label: `Discard ${name(s, id)} for the Static Warp Bubble, draw a card and end your turn`, card: id, group: 'end', act: END_TURN });
  }
  return true;
}

/** The card chosen with the end of the turn is discarded (a plain end option carries none). */
export function discardForBubble(s: GameState, p: PlayerId, o: Option): void {
  const id = o.card as CardId | undefined;
  if (id === undefined || !bubbleBinds(s, p) || card(s, id).at.z !== 'hand') return;
  moveTo(s, id, { z: 'discard' });
  emit(s, 'cardDiscarded', `${p} discards ${name(s, id)} from hand for the Static Warp Bubble`, { player: p, card: id });
}
