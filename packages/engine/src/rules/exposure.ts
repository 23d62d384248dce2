/**
 * An exposed cloaked ship (La Forge Maneuver, Alternate Universe interrupt 103_069): the card leaves a
 * mark on a cloaked ship at a planet location, and until the next action is taken the ship may be
 * attacked as if it were decloaked (rules/battle.ts asks `exposed`). The next action ends it whatever
 * it is: a card played, a ship moved, cards beamed, a mission attempted, a battle initiated (the attack
 * on the ship itself included, once its attackers are chosen); a mark of an earlier turn is spent. docs/RULINGS.md,
 * "Alternate Universe interrupts, batch B".
 */
import { after } from '../core/happenings.ts';
import type { HappeningType } from '../core/happenings.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, GameState } from '../core/types.ts';

export const LA_FORGE_MANEUVER = 'la-forge-maneuver';

/** Whether a La Forge Maneuver exposes this ship now. */
export function exposed(s: GameState, ship: CardId): boolean {
  if (s.effects.length === 0) return false;
  return marksBy(s, LA_FORGE_MANEUVER).some((m) => m.card === ship && m.turn === s.turn.number);
}

/** Ends every exposure: an action was taken. */
function endExposures(s: GameState): void {
  if (s.effects.length === 0) return;
  for (const m of marksBy(s, LA_FORGE_MANEUVER)) clearMark(s, m);
}

const ACTIONS: readonly HappeningType[] = ['cardPlayed', 'shipMoved', 'cardsBeamed', 'missionAttempted', 'battleInitiated'];
for (const type of ACTIONS) after(type, 'la forge maneuver: the next action', (s) => endExposures(s));
