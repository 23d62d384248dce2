/**
 * A mission's requirement alternative that is no team's skill or attribute (Investigate Time
 * Continuum's "{Time Travel Pod}"): the mission's card file says when it is met
 * (CardBehaviour.alsoSolvedBy), read by rules/missions.ts beside the printed requirements, one call.
 * docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { behaviour } from '../cards/registry.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card } from './board.ts';

/** Whether the mission card's own alternative is met for this player's attempt with this team. */
export function alternativeMet(s: GameState, p: PlayerId, mission: CardId, loc: LocationId, team: readonly CardId[]): boolean {
  const alt = behaviour(card(s, mission).def)?.alsoSolvedBy;
  return alt !== undefined && alt(s, p, loc, team);
}
