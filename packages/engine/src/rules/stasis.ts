/**
 * Stasis (Alternate Universe: Vulcan Nerve Pinch, Quantum Singularity Lifeforms, Dead in Bed; docs/RULINGS.md,
 * "Stasis and the Away Team battle interrupts"). A personnel or ship in stasis acts in no way and counts for
 * nothing: it is stopped (so it does not move, beam, attempt or battle), the stop put back each time the turn's
 * statuses are cleared; a personnel in stasis has no skills and is left out of every attempting team
 * (crew-afflictions.ts isDisabled); it takes no part in a battle and cannot be attacked (battle.ts). It stays
 * so until the stated time (a mark naming a player: the end of that player's next turn after the one it
 * began in) or until its card cures it (a mark naming nobody). The state is a mark (core/modifiers.ts) by the
 * rule STASIS, source the card that put it there: plain data. turn.ts calls stasisAtTurnEnd as a turn ends
 * and restopStasis right after the turn's statuses are cleared.
 */
import { emit } from '../core/flow.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, isInPlay, name } from './board.ts';

/** The `by` of a stasis mark: a rule, not a card definition. */
export const STASIS = 'stasis';

function stasisMarks(s: GameState): Mark[] {
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === STASIS) out.push(e);
  return out;
}

/**
 * Places a card in play in stasis, by the card `source`: until the end of `until`'s next turn (after the
 * one now), or, without `until`, until its source cures it. A card already in stasis stays as it is.
 */
export function placeInStasis(s: GameState, source: CardId, id: CardId, until?: PlayerId): void {
  if (inStasis(s, id) || !isInPlay(card(s, id))) return;
  const m: Mark = { kind: 'mark', by: STASIS, source, card: id, turn: s.turn.number };
  if (until !== undefined) m.player = until;
  s.effects.push(m);
  card(s, id).stopped = true;
  emit(s, 'stasis', `${name(s, id)} is placed in stasis (${name(s, source)})`, { card: id, by: source });
}

/** Whether a card in play is in stasis (one look at an empty list in a game without any). */
export function inStasis(s: GameState, id: CardId): boolean {
  if (s.effects.length === 0) return false;
  for (const e of s.effects) {
    if (e.kind === 'mark' && e.by === STASIS && e.card === id) return isInPlay(card(s, id));
  }
  return false;
}

/** The cards in play in stasis now, in the order they were placed. */
export function cardsInStasis(s: GameState): CardId[] {
  if (s.effects.length === 0) return [];
  return stasisMarks(s)
    .map((m) => m.card)
    .filter((id) => isInPlay(card(s, id)));
}

/** The cards a source holds in stasis (in play). */
export function heldInStasisBy(s: GameState, source: CardId): CardId[] {
  return stasisMarks(s)
    .filter((m) => m.source === source && isInPlay(card(s, m.card)))
    .map((m) => m.card);
}

/** Ends the stasis of the cards a source holds (its cure): they are free, unstopped only at the turn's end as any card. */
export function releaseStasisBy(s: GameState, source: CardId, why: string): void {
  for (const m of stasisMarks(s)) {
    if (m.source !== source) continue;
    clearMark(s, m);
    if (isInPlay(card(s, m.card))) emit(s, 'stasisEnded', `${name(s, m.card)} is out of stasis (${why})`, { card: m.card });
  }
}

/** As a turn ends (rules/turn.ts): a stasis whose player's next turn this was ends. */
export function stasisAtTurnEnd(s: GameState): void {
  if (s.effects.length === 0) return;
  for (const m of stasisMarks(s)) {
    if (m.player === undefined || m.player !== s.turn.active || s.turn.number <= m.turn) continue;
    clearMark(s, m);
    if (isInPlay(card(s, m.card))) emit(s, 'stasisEnded', `${name(s, m.card)} is out of stasis`, { card: m.card });
  }
}

/** Right after the turn's statuses are cleared: the stop of every card still in stasis is put back; a card gone from play is forgotten. */
export function restopStasis(s: GameState): void {
  if (s.effects.length === 0) return;
  for (const m of stasisMarks(s)) {
    if (!isInPlay(card(s, m.card))) {
      clearMark(s, m);
      continue;
    }
    card(s, m.card).stopped = true;
  }
}
