/**
 * A card that rides on a ship and destroys it at the end of its player's next turn (not the turn it
 * was played in, if that was his) unless a personnel with a skill is aboard then (Isabella: Youth).
 * The card remembers its turn by a mark on itself; at that turn's end it is discarded either way, and
 * the ship is destroyed with everyone aboard unless the skill is there. A card that left its ship
 * (destroyed with it, or taken off) is forgotten. turn.ts calls doomsAtTurnEnd after the cards'
 * turn-end listeners. docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { emit } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { card, moveTo, name, personnelAboard } from './board.ts';
import { skillsOf } from './attributes.ts';
import { destroyShip } from './damage.ts';

/** The cards that doom a ship so, and the skill aboard that saves it. */
export const DOOMS: Readonly<Record<string, { saves: string }>> = { isabella: { saves: 'Youth' } };

/** Puts a dooming card on a ship, counting from this turn. */
export function doomShip(s: GameState, doom: CardId, ship: CardId): void {
  moveTo(s, doom, { z: 'attached', host: ship });
  addMark(s, doom, doom);
}

/** Whether a personnel aboard the ship has the skill. */
export function savedBy(s: GameState, ship: CardId, skill: string): boolean {
  return personnelAboard(s, ship).some((id) => (skillsOf(s, id).get(skill) ?? 0) > 0);
}

/** The end of a turn: each dooming card whose player's next turn ends now acts, then is discarded. */
export function doomsAtTurnEnd(s: GameState): void {
  if (s.effects.length === 0) return;
  for (const [def, d] of Object.entries(DOOMS)) {
    for (const m of marksBy(s, def)) {
      if (m.source !== m.card) continue;
      const c = s.cards[m.card] as CardState;
      if (c.at.z !== 'attached') {
        clearMark(s, m);
        continue;
      }
      if (c.owner !== s.turn.active || s.turn.number <= m.turn) continue;
      const ship = c.at.host;
      clearMark(s, m);
      moveTo(s, m.card, { z: 'discard' });
      if (savedBy(s, ship, d.saves)) {
        emit(s, 'doomAverted', `${name(s, ship)} is saved from ${name(s, m.card)}: ${d.saves} is aboard`, { card: m.card, ship });
        continue;
      }
      if (card(s, ship).at.z === 'inSpace') destroyShip(s, ship, name(s, m.card));
    }
  }
}
