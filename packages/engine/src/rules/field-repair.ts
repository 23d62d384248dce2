/**
 * Repair away from an outpost (Exocomp): a damaged ship with a personnel aboard whose abilities say
 * `repairsShipAboard` counts a repair turn at the end of each of its owner's turns, wherever it is and
 * whether or not it moved, as a ship docked at its own outpost counts one for a turn spent there; two
 * such turns repair it (rules/turn.ts REPAIR_TURNS). The turn it was damaged in does not count. Read by
 * rules/turn.ts passTurn, one call. docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { behaviour } from '../cards/registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, personnelAboard } from './board.ts';

/** The personnel aboard this ship that repair it where it is (none: empty). */
export function fieldRepairers(s: GameState, ship: CardId): CardId[] {
  return personnelAboard(s, ship).filter((id) => behaviour(card(s, id).def)?.abilities?.repairsShipAboard === true);
}

/** Whether this ship's repair wait counts this turn without an outpost: one of them is aboard at the turn's end. */
export function repairsInTheField(s: GameState, ship: CardId): boolean {
  return card(s, ship).at.z === 'inSpace' && fieldRepairers(s, ship).length > 0;
}
