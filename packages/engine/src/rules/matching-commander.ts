/**
 * Matching commanders (issue 26, Captain's Log): a personnel is the matching commander of a ship
 * when either card says so, the personnel's card naming the ship (its matchingShips) or the ship's
 * card naming the personnel (its matchingCommander); the card data records both as printed.
 */
import { findBlueprint } from '../cards/blueprints.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, name, personnelAboard } from './board.ts';

/** Whether this personnel is the matching commander of this ship. */
export function isMatchingCommander(s: GameState, personnel: CardId, ship: CardId): boolean {
  const pb = findBlueprint(card(s, personnel).def);
  if (pb?.type === 'personnel' && pb.matchingShips.includes(name(s, ship))) return true;
  const sb = findBlueprint(card(s, ship).def);
  return sb?.type === 'ship' && sb.matchingCommander !== null && sb.matchingCommander === name(s, personnel);
}

/** Whether the ship has its matching commander aboard. */
export function matchingCommanderAboard(s: GameState, ship: CardId): boolean {
  return personnelAboard(s, ship).some((p) => isMatchingCommander(s, p, ship));
}
