/**
 * Shared acts (Option.act) for the options every multi-step choice offers. Acts are plain data
 * and never changed once made, so one object serves every option that does the same.
 */
import type { Act, CardId, LocationId, Spot } from './types.ts';

export const DONE: Act = Object.freeze({ type: 'done' });
export const CANCEL: Act = Object.freeze({ type: 'cancel' });
export const PASS: Act = Object.freeze({ type: 'pass' });
export const END_TURN: Act = Object.freeze({ type: 'endTurn' });
export const PICK_ALL: Act = Object.freeze({ type: 'pickAll' });

const picks = new Map<CardId, Act>();
/** The act of picking one card (kept once made: picking is offered for the same cards again and again). */
export function pickAct(card: CardId): Act {
  let a = picks.get(card);
  if (a === undefined) {
    if (picks.size > 10_000) picks.clear();
    picks.set(card, (a = Object.freeze({ type: 'pick', card })));
  }
  return a;
}

/** The spot an engine container string names: a card id, or `planet:<location>`. */
export function spotOf(container: string): Spot {
  return container.startsWith('planet:') ? { planet: container.slice(7) as LocationId } : { card: container };
}
