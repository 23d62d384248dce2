/**
 * Personnel a card disables one by one and keeps disabled until its cure (Ktarian Game; issue 25,
 * docs/RULINGS.md "Premiere: the last dilemmas and Time Travel Pod"). The card remembers each victim
 * with a mark (core/modifiers.ts); a victim is disabled while the mark is there and its card is still
 * on a ship, wherever the victim goes. A disabled personnel has no skills and is left out of the
 * team that attempts a mission and meets its dilemmas (as rules/crew-afflictions.ts treats one a card
 * on his ship disables): crew-afflictions.ts asks disabledByCard. Such a card acts as turns begin and
 * end through the hooks it registers here (disablerTurns), which rules/turn.ts runs.
 */
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { clearMark } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import { inTheFuture } from './time-travel.ts';

/** The cards whose marks disable the personnel they name. */
const DISABLING: ReadonlySet<string> = new Set(['ktarian-game']);

/** The marks of disabling cards on their victims (a card's mark on itself, its memory, is not one). */
function victimMarks(s: GameState): Mark[] {
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.card !== e.source && DISABLING.has(e.by)) out.push(e);
  return out;
}

const IN_PLAY = new Set(['aboard', 'planet']);

/** Whether a personnel in play is disabled by a card's mark whose card is still in play on a ship. */
export function disabledByCard(s: GameState, id: CardId): boolean {
  if (s.effects.length === 0) return false;
  const at = s.cards[id]?.at.z;
  if (at === undefined || !IN_PLAY.has(at)) return false;
  for (const m of s.effects) {
    if (m.kind !== 'mark' || m.card !== id || m.source === id || !DISABLING.has(m.by)) continue;
    const src = s.cards[m.source] as CardState | undefined;
    if (src && src.at.z === 'attached') return true;
  }
  return false;
}

/** The victims a card has disabled. */
export function victimsOf(s: GameState, source: CardId): CardId[] {
  return victimMarks(s).filter((m) => m.source === source).map((m) => m.card);
}

/** Cures a card's victims: its marks go. */
export function cureVictims(s: GameState, source: CardId): void {
  for (const m of victimMarks(s)) if (m.source === source) clearMark(s, m);
}

/** Forgets a personnel that left play: a card coming back into play is a new card to the rules. */
export function forgetVictim(s: GameState, id: CardId): void {
  for (const m of victimMarks(s)) if (m.card === id) clearMark(s, m);
}

/** Forgets every victim out of play, and the victims of a card no longer on a ship. */
function forgetGone(s: GameState): void {
  for (const m of victimMarks(s)) {
    const v = s.cards[m.card]?.at.z;
    const src = s.cards[m.source]?.at.z;
    if (inTheFuture(s, m.source)) continue; // gone into the future with its ship, victims and all (rules/time-travel.ts)
    if (v === undefined || !IN_PLAY.has(v) || src !== 'attached') clearMark(s, m);
  }
}

/** What a disabling card does as a turn begins (for the active player) and as any turn ends. */
export interface DisablerTurns {
  start(s: GameState, player: PlayerId): void;
  end(s: GameState): void;
}
const turnHooks = new Map<string, DisablerTurns>();

/** A disabling card's turn hooks, registered once by its card file. */
export function disablerTurns(def: string, hooks: DisablerTurns): void {
  turnHooks.set(def, hooks);
}

/** As a turn begins (rules/turn.ts): victims gone are forgotten, then each disabling card acts. */
export function disablersAtTurnStart(s: GameState, player: PlayerId): void {
  forgetGone(s);
  for (const h of turnHooks.values()) h.start(s, player);
}

/** As a turn ends, before its draw's effects pass (rules/turn.ts). */
export function disablersAtTurnEnd(s: GameState): void {
  forgetGone(s);
  for (const h of turnHooks.values()) h.end(s);
}
