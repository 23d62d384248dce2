/**
 * Energy Vortex (Premiere interrupt): a card sent back to its owner's hand may not be played again
 * this turn, nor may another copy of it (the modifier returnedToHand, on the card sent back, ends with
 * the turn). play.ts asks sentBack before it offers a card of the hand (docs/RULINGS.md, "Premiere
 * interrupts, batch A").
 */
import type { CardState, GameState, PlayerId } from '../core/types.ts';

/** Whether a card of this definition of the player's was sent back by an Energy Vortex this turn. */
export function sentBack(s: GameState, p: PlayerId, def: string): boolean {
  if (s.effects.length === 0) return false;
  for (const e of s.effects) {
    if (e.kind !== 'modifier' || e.mod !== 'returnedToHand') continue;
    const c = s.cards[e.card] as CardState | undefined;
    if (c && c.owner === p && c.def === def) return true;
  }
  return false;
}
