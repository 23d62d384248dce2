/**
 * A ship that may cross from the first location of the spaceline to the last and back because of a personnel aboard
 * (Lakanta, ability wrapsShipAboard): for that ship alone, while he is aboard, the two ends are
 * neighbours, as Where No One Has Gone Before makes them for all of a player's ships (abilities.ts).
 * Movement and the passed-over locations ask here with the ship. docs/RULINGS.md, "Alternate
 * Universe personnel and ships" (AP5).
 */
import type { CardId, GameState } from '../core/types.ts';
import { card } from './board.ts';
import { abilitiesInPlay } from './abilities.ts';

/** Whether a personnel aboard this ship lets it cross from one end of the spaceline to the other. */
export function shipWraps(s: GameState, ship: CardId): boolean {
  if (card(s, ship).at.z !== 'inSpace') return false;
  for (const a of abilitiesInPlay(s)) {
    if (!a.abilities.wrapsShipAboard) continue;
    const at = card(s, a.card).at;
    if (at.z === 'aboard' && at.host === ship) return true;
  }
  return false;
}
