/**
 * Alien Groupie's delay (Premiere interrupt): a male personnel it picks may not beam up, nor leave the
 * planet by any transfer, until the end of his owner's next full turn. The card marks him
 * (core/modifiers.ts marks, by 'alien-groupie'); beaming.ts asks heldOnPlanet for each personnel it
 * would offer from a planet. The mark is put in the turn the mission is completed, his owner's own (a
 * mission is attempted only by the player whose turn it is); it holds through the opponent's turn after
 * and the owner's next turn, and is cleared at that turn's end (docs/RULINGS.md, "Premiere interrupts,
 * batch A").
 */
import type { CardId, GameState } from '../core/types.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';

export const GROUPIE = 'alien-groupie';
/** Turns after the marking turn that the delay lasts: the opponent's, then the owner's next full turn. */
export const GROUPIE_TURNS = 2;

/** Whether the personnel is held on the planet by Alien Groupie now. */
export function heldOnPlanet(s: GameState, id: CardId): boolean {
  if (s.effects.length === 0) return false;
  return marksBy(s, GROUPIE).some((m) => m.card === id && s.turn.number <= m.turn + GROUPIE_TURNS);
}

/** At the end of a turn (rules/turn.ts): the delays that end with it are cleared. */
export function releaseGroupies(s: GameState): void {
  if (s.effects.length === 0) return;
  for (const m of marksBy(s, GROUPIE)) if (m.turn + GROUPIE_TURNS <= s.turn.number) clearMark(s, m);
}
