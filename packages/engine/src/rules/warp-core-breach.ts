/**
 * Warp Core Breach (Premiere event, issue 25) at the end of a turn: a breach on a ship of the player
 * whose turn ends, played before this turn began, goes off: the ship is destroyed with all aboard,
 * unless a personnel with ENGINEER is aboard, which contains it; the card is discarded either way.
 * The card remembers its turn by a mark (cards/warp-core-breach.ts). turn.ts calls this after the
 * cards' turn-end listeners. docs/RULINGS.md, "Premiere events, batch B".
 */
import { emit } from '../core/flow.ts';
import type { CardState, GameState } from '../core/types.ts';
import { clearMark, marksBy } from '../core/modifiers.ts';
import { card, moveTo, name, personnelAboard } from './board.ts';
import { skillsOf } from './attributes.ts';
import { destroyShip } from './damage.ts';

export const WARP_CORE_BREACH = 'warp-core-breach';

export function breachesAtTurnEnd(s: GameState): void {
  for (const e of marksBy(s, WARP_CORE_BREACH)) {
    const c = s.cards[e.card] as CardState;
    if (c.at.z !== 'attached') {
      clearMark(s, e); // gone with its ship or by another card
      continue;
    }
    const ship = c.at.host;
    if (card(s, ship).owner !== s.turn.active || s.turn.number <= e.turn) continue;
    clearMark(s, e);
    moveTo(s, e.card, { z: 'discard' });
    if (personnelAboard(s, ship).some((p) => (skillsOf(s, p).get('ENGINEER') ?? 0) > 0)) {
      emit(s, 'breachContained', `The warp core breach on ${name(s, ship)} is contained by its ENGINEER`, { card: e.card, ship });
      continue;
    }
    destroyShip(s, ship, 'warp core breach');
  }
}
