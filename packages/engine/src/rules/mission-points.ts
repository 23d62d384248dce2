/**
 * Cards placed on a mission that change the points it is worth to whoever completes it (Destroy
 * Radioactive Garbage Scow: -10): an interrupt attached to the mission's location with printed points
 * adds them to the mission's. missions.ts asks missionPoints when a mission is completed.
 * docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { facts } from '../cards/facts.ts';
import type { GameState, LocationId } from '../core/types.ts';
import { aboard, card } from './board.ts';

/** The points placed on a mission by cards attached to it (0 with none). */
export function pointsPlacedOn(s: GameState, loc: LocationId): number {
  let n = 0;
  for (const id of aboard(s, loc)) {
    const c = card(s, id);
    if (c.at.z !== 'attached') continue;
    const f = facts(c.def);
    if (f.type === 'interrupt' && typeof f.bonusPoints === 'number') n += f.bonusPoints;
  }
  return n;
}

/** What completing the mission at `loc` scores: its printed points with the points placed on it. */
export function missionPoints(s: GameState, loc: LocationId, printed: number): number {
  return printed + pointsPlacedOn(s, loc);
}
