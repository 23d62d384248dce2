/**
 * A ship sent into the future (Time Travel Pod; issue 25, docs/RULINGS.md "Premiere: the last dilemmas
 * and Time Travel Pod"). The ship and every card aboard it or on it leave play (out of play) for a
 * number of turns announced when the pod is played, one to five, counted in turns of either player;
 * as the announced turn begins, before anything else in it, they come back as they were: the ship to
 * the location it left, damaged if it was, the cards aboard and on it to their places. Each card
 * gone is remembered by a mark of the pod (core/modifiers.ts) with where it was and when it comes
 * back (LastingEffect `back`). While gone, the cards that were hidden aboard stay hidden: a card in
 * the future is seen by its owner only (board.ts asks inTheFuture; the view leaves it out of the
 * opponent's out-of-play pile). rules/turn.ts runs returnFromFuture as each turn begins.
 */
import { emit } from '../core/flow.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, LocationId } from '../core/types.ts';
import { aboard, moveTo, name } from './board.ts';

export const POD = 'time-travel-pod';
/** The most turns a ship may spend in the future. */
export const MOST_TURNS = 5;

function travelMarks(s: GameState): Mark[] {
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === POD && e.back) out.push(e);
  return out;
}

/** Whether a card is in the future now (out of play, remembered by a pod). */
export function inTheFuture(s: GameState, id: CardId): boolean {
  if (s.effects.length === 0) return false;
  if (s.cards[id]?.at.z !== 'outOfPlay') return false;
  return travelMarks(s).some((m) => m.card === id);
}

/** The ship and everything aboard or on it, and aboard or on those, host before guest. */
function travellers(s: GameState, ship: CardId): CardId[] {
  const out: CardId[] = [ship];
  for (let i = 0; i < out.length; i++) for (const id of aboard(s, out[i] as CardId)) out.push(id);
  return out;
}

/** Sends the ship and what is aboard and on it into the future, to come back as turn `now + turns` begins. */
export function sendToFuture(s: GameState, pod: CardId, ship: CardId, turns: number): void {
  const at = (s.cards[ship] as CardState).at;
  const loc = at.z === 'inSpace' ? at.loc : undefined;
  const list = travellers(s, ship);
  const turn = s.turn.number + turns;
  // the marks first: a card is hidden in the future only once it is remembered there
  for (const id of list) {
    const c = s.cards[id] as CardState;
    const back: NonNullable<Mark['back']> = { turn, at: { ...c.at } };
    if (c.damaged) back.damaged = true;
    if (c.damagedTurn !== undefined) back.damagedTurn = c.damagedTurn;
    s.effects.push({ kind: 'mark', by: POD, source: pod, card: id, turn: s.turn.number, back });
  }
  for (const id of [...list].reverse()) moveTo(s, id, { z: 'outOfPlay' });
  emit(s, 'shipToFuture', `${name(s, ship)} travels into the future${loc ? ` from ${name(s, loc)}` : ''}, with everyone aboard: it comes back as turn ${turn} begins`, { card: ship, by: pod, turn });
}

/** As a turn begins: the travellers due now come back to where they were (rules/turn.ts). */
export function returnFromFuture(s: GameState): void {
  if (s.effects.length === 0) return;
  const due = travelMarks(s).filter((m) => (m.back as NonNullable<Mark['back']>).turn <= s.turn.number);
  if (due.length === 0) return;
  for (const m of due) {
    const c = s.cards[m.card] as CardState;
    const back = m.back as NonNullable<Mark['back']>;
    if (c.at.z === 'outOfPlay') {
      moveTo(s, m.card, back.at);
      if (back.damaged) c.damaged = true;
      if (back.damagedTurn !== undefined) c.damagedTurn = back.damagedTurn;
      if (back.at.z === 'inSpace') emit(s, 'shipFromFuture', `${name(s, m.card)} comes back from the future at ${name(s, back.at.loc as LocationId)}`, { card: m.card, loc: back.at.loc });
    }
  }
  // the marks last: a card still remembered is hidden on its way back as on its way out
  for (const m of due) clearMark(s, m);
}

/** Whether a card in the future is hidden from this viewer: one that went from aboard, to anyone but its owner. */
export function hiddenInFuture(s: GameState, c: CardState, viewer: string): boolean {
  if (c.owner === viewer || s.effects.length === 0) return false;
  return travelMarks(s).some((m) => m.card === c.id && m.back?.at.z === 'aboard');
}
