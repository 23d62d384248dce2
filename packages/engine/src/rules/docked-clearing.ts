/**
 * Cards cleared from a ship by docking it empty (issue 26, Baryon Buildup): a card attached to a ship
 * whose abilities say `clearedWhenEmptyDocked` is nullified (to its owner's discard pile) when a turn
 * of the ship's owner begins with the ship docked at an outpost of his and no personnel aboard.
 * Called from the turn's start (rules/turn.ts).
 */
import { behaviour } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import type { CardState, GameState, PlayerId } from '../core/types.ts';
import { attachedCards, card, isDocked, moveTo, name, personnelAboard } from './board.ts';

export function clearDockedShips(s: GameState, active: PlayerId): void {
  const doomed = attachedCards(s).filter((id) => {
    const at = card(s, id).at;
    if (at.z !== 'attached' || !behaviour(card(s, id).def)?.abilities?.clearedWhenEmptyDocked) return false;
    const ship = s.cards[at.host] as CardState;
    return ship.owner === active && ship.at.z === 'inSpace' && personnelAboard(s, ship.id).length === 0 && isDocked(s, ship.id);
  });
  for (const id of doomed) {
    const host = (card(s, id).at as { host: string }).host;
    moveTo(s, id, { z: 'discard' });
    emit(s, 'cardNullified', `${card(s, id).owner}'s ${name(s, id)} on ${name(s, host)} is nullified: the ship is empty and docked`, { card: id });
  }
}
