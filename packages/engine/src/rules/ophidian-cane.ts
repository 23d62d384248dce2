/**
 * What an Ophidian Cane played this turn changes (Alternate Universe artifact played as an interrupt):
 * its player's Devidian Door lets three cards through this turn instead of one (each use still a debt,
 * all paid by the one Devidian Door shown next turn: rules/devidian-door.ts), or his next Devidian
 * Foragers this turn takes four personnel instead of two (cards/devidian-foragers.ts). The cane
 * remembers which with a mark, for this turn only: on the Devidian Door on his table, or on the cane
 * itself for the Foragers (a card in hand is named to nobody). docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';

export const OPHIDIAN_CANE = 'ophidian-cane';
/** Cards through a Devidian Door in a turn, with and without the cane. */
export const DOOR_USES = { plain: 1, cane: 3 } as const;
/** Personnel a Devidian Foragers takes, with and without the cane. */
export const FORAGED = { plain: 2, cane: 4 } as const;

/** The player's cane marks of this turn on cards of this definition. */
export function caneMarks(s: GameState, p: PlayerId, def: string): Mark[] {
  if (s.effects.length === 0) return [];
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === OPHIDIAN_CANE && e.player === p && e.turn === s.turn.number && (s.cards[e.card] as CardState | undefined)?.def === def) out.push(e);
  return out;
}

/** Marks a cane's use this turn: on the Devidian Door it opens wider, or on the cane itself for the next Foragers. */
export function markCane(s: GameState, p: PlayerId, cane: CardId, doubled: CardId): void {
  s.effects.push({ kind: 'mark', by: OPHIDIAN_CANE, source: cane, card: doubled, turn: s.turn.number, player: p });
}

/** How many cards the player's Devidian Door lets through this turn. */
export function devidianUsesAllowed(s: GameState, p: PlayerId): number {
  return caneMarks(s, p, 'devidian-door').length > 0 ? DOOR_USES.cane : DOOR_USES.plain;
}

/** How many personnel the player's Devidian Foragers played now takes; a cane's doubling is spent by it. */
export function foragedNow(s: GameState, p: PlayerId): number {
  const m = caneMarks(s, p, OPHIDIAN_CANE)[0];
  if (!m) return FORAGED.plain;
  clearMark(s, m);
  return FORAGED.cane;
}
