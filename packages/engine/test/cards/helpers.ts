/**
 * Small helpers shared by the card specs: reading the event log and the places of cards.
 */
import type { CardId, GameEvent } from '../../src/index.ts';
import type { Harness } from '../harness.ts';

/** Events of one type in the log, in order. */
export function events(h: Harness, type: string): GameEvent[] {
  return h.s.log.filter((e) => e.type === type);
}

/** The ids of the cards named in the events of one type (data.card). */
export function eventCards(h: Harness, type: string): CardId[] {
  return events(h, type).map((e) => e.data?.card as CardId);
}

/** Chooses "Attempt <mission>" for the active player. */
export function attempt(h: Harness, mission: string): void {
  h.choose(`Attempt ${mission}`);
}

/** Ends the turn of the player whose main decision is pending (passing any response windows first). */
export function endTurn(h: Harness): void {
  h.passResponses();
  h.choose('end');
  h.passResponses();
}
