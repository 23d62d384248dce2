/**
 * Artifacts that act "immediately" (rules digest §6.2): they are used the moment they are earned,
 * not taken into hand and played later. The card file says what happens (CardBehaviour.whenEarned);
 * rules/artifacts.ts earnArtifacts calls useWhenEarned for each earned artifact before it would go to
 * hand. docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { behaviour } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, moveTo, name } from './board.ts';

/**
 * If this earned artifact acts at once, it does so now: shown, its solver's from now on, out of the
 * stack (resolving while it acts), then its card file's whenEarned (`from`: the ship or outpost whose
 * crew solved the mission; none: an Away Team). Returns whether it did.
 */
export function useWhenEarned(s: GameState, p: PlayerId, id: CardId, loc: LocationId, from?: CardId): boolean {
  const c = card(s, id);
  const use = behaviour(c.def)?.whenEarned;
  if (!use) return false;
  c.revealed = true;
  emit(s, 'artifactEarned', `${p} earns ${name(s, id)} from ${name(s, loc)}: it acts at once`, { player: p, card: id, loc, from: c.owner, immediate: true });
  c.owner = p;
  moveTo(s, id, { z: 'resolving' });
  use(s, p, id, loc, from);
  return true;
}

/** Why an "immediately" artifact in hand (it never should be) is not played: it acts only when earned. */
export function whyUsedWhenEarned(s: GameState, id: CardId): string | null {
  return behaviour(card(s, id).def)?.whenEarned ? `${name(s, id)} acts at once when it is earned; it is never played from hand` : null;
}
