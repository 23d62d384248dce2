/**
 * Missions a player has abandoned (Edo Probe): a mark of the card on the mission naming the player,
 * who may not attempt that mission again until any player completes a different mission (the card's
 * listener then clears it). missions.ts asks whyAbandoned before offering an attempt; with no such
 * mark in play it costs one scan of the lasting effects (docs/RULINGS.md, "Alternate Universe
 * dilemmas, the last five").
 */
import type { GameState, LocationId, PlayerId } from '../core/types.ts';
import { name } from './board.ts';

/** The card whose marks hold a mission abandoned. */
export const EDO_PROBE = 'edo-probe';

/** Why the player may not attempt this mission (he abandoned it), or null. */
export function whyAbandoned(s: GameState, p: PlayerId, loc: LocationId): string | null {
  if (s.effects.length === 0) return null;
  for (const e of s.effects) {
    if (e.kind === 'mark' && e.by === EDO_PROBE && e.card === loc && e.player === p) {
      return `${p} abandoned ${name(s, loc)} to ${name(s, e.source)}: it may not be attempted by him until any player completes another mission`;
    }
  }
  return null;
}
