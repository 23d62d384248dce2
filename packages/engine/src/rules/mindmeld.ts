/**
 * Skills lent for a turn (Vulcan Mindmeld, Premiere interrupt): a mark of the card definition
 * `vulcan-mindmeld` whose source is the personnel who lends and whose card is the one who takes. The
 * taker has the lender's printed skills (his skill box, classification first, as personnelFacts reads
 * it, without equipment) on top of his own until the turn ends, whether or not the lender is still
 * present. A mark of an earlier turn lends nothing (and is dropped at the next meld).
 */
import type { CardId, GameState } from '../core/types.ts';
import { personnelFacts } from './board.ts';

export const MINDMELD = 'vulcan-mindmeld';

/** Records that `taker` has `lender`'s skills this turn; marks of earlier turns go. */
export function lendSkills(s: GameState, lender: CardId, taker: CardId): void {
  s.effects = s.effects.filter((e) => !(e.kind === 'mark' && e.by === MINDMELD && e.turn !== s.turn.number));
  s.effects.push({ kind: 'mark', by: MINDMELD, source: lender, card: taker, turn: s.turn.number });
}

/** Adds the skills lent to this personnel this turn to `m` (rules/attributes.ts skillsOf). */
export function addLentSkills(s: GameState, id: CardId, m: Map<string, number>): void {
  if (s.effects.length === 0) return;
  for (const e of s.effects) {
    if (e.kind !== 'mark' || e.by !== MINDMELD || e.card !== id || e.turn !== s.turn.number || !s.cards[e.source]) continue;
    for (const sk of personnelFacts(s, e.source).skills) m.set(sk.skill, (m.get(sk.skill) ?? 0) + sk.level);
  }
}
