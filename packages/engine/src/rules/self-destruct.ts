/**
 * Auto-Destruct Sequence (Premiere interrupt) at the end of its player's turn: turn.ts calls
 * selfDestructAtTurnEnd after the cards' turn-end listeners. Each Auto-Destruct Sequence riding on a
 * ship of the player whose turn ends, in space, goes off: every other ship at that location, either
 * player's, whose SHIELDS (its own, as ship-attributes.ts reads them; an outpost's shelter does not
 * count) are below 8 is damaged (a ship already damaged is destroyed), then the ship itself is
 * destroyed with everyone aboard (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { card, inPlayDefs, moveTo, name, shipsAt } from './board.ts';
import { damageShip, destroyShip } from './damage.ts';
import { shipAttribute } from './ship-attributes.ts';

export const AUTO_DESTRUCT = 'auto-destruct-sequence';
/** A ship at the location is damaged by the explosion when its SHIELDS are below this. */
export const BLAST_SHIELDS = 8;

export function selfDestructAtTurnEnd(s: GameState, p: PlayerId): void {
  const copies = inPlayDefs(s).get(AUTO_DESTRUCT);
  if (copies === undefined) return;
  const on = copies.filter((id) => {
    const c = s.cards[id] as CardState;
    return c.def === AUTO_DESTRUCT && c.at.z === 'attached';
  });
  for (const id of on) {
    const at = card(s, id).at;
    if (at.z !== 'attached') continue;
    const ship = at.host;
    const sc = card(s, ship);
    if (sc.owner !== p || sc.at.z !== 'inSpace') continue;
    const loc = sc.at.loc;
    moveTo(s, id, { z: 'discard' });
    emit(s, 'selfDestruct', `${name(s, ship)} self-destructs (${name(s, id)})`, { card: id, ship, loc });
    for (const other of shipsAt(s, loc)) {
      if (other === ship || shipAttribute(s, other, 'SHIELDS') >= BLAST_SHIELDS) continue;
      damageShip(s, other, `caught in the explosion of ${name(s, ship)}`);
    }
    destroyShip(s, ship as CardId, `its ${name(s, id)}`);
  }
}
