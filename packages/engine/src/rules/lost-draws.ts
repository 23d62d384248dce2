/**
 * A regular card draw lost (issue 26, Klim Dokachin): a card on the table whose abilities say
 * `opponentLosesDrawAfterUnique` takes the end-of-turn draw from its owner's opponent in a turn in which
 * that opponent played a unique personnel from hand (reported it: the card play, or a report a card
 * allows). rules/turn.ts asks before the draw; the card's listener on cardPlayed marks the personnel.
 */
import { behaviour } from '../cards/registry.ts';
import { facts } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import { addMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { eventsOnTable, name } from './board.ts';
import { drawnEarly } from './early-draws.ts';

/** The opponent's table cards that take a draw after a unique personnel is played. */
function takers(s: GameState, p: PlayerId): CardId[] {
  return eventsOnTable(s, opponent(s, p)).filter((id) => behaviour((s.cards[id] as CardState).def)?.abilities?.opponentLosesDrawAfterUnique);
}

/** Listener on cardPlayed: a unique personnel played by the opponent of such a card's owner is remembered for this turn. */
export function noteUniquePlayed(s: GameState, h: { player: PlayerId; card: CardId }): void {
  const f = facts((s.cards[h.card] as CardState).def);
  if (f.type !== 'personnel' || !f.unique) return;
  const by = takers(s, h.player)[0];
  if (by !== undefined) addMark(s, by, h.card);
}

/** Whether the player loses this turn's regular draw (logged when so). */
export function regularDrawLost(s: GameState, p: PlayerId): boolean {
  if (drawnEarly(s, p)) return true; // drawn in an earlier turn (Samuel Clemens' Pocketwatch; rules/early-draws.ts)
  const list = takers(s, p);
  if (list.length === 0) return false;
  const played = s.effects.some((e) => e.kind === 'mark' && e.turn === s.turn.number && list.includes(e.source) && (s.cards[e.card] as CardState).owner === p);
  if (!played) return false;
  emit(s, 'drawLost', `${p} loses the turn's card draw: ${name(s, list[0] as CardId)} (a unique personnel was played this turn)`, { player: p, card: list[0] });
  return true;
}
