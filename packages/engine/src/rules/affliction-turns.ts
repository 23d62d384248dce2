/**
 * Ship afflictions at the end of each turn (rules/afflictions.ts says what they are): turn.ts runs
 * this after the cards' own turn-end listeners (Loss of Orbital Stability, Plasma Fire). Apart from
 * afflictions.ts, which movement.ts reads, so that the rules of moving import no damage.
 */
import { emit } from '../core/flow.ts';
import { addMark, clearMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { abilitiesOf, holdCleared, skillAboard } from './afflictions.ts';
import { attachedCards, moveTo, name } from './board.ts';
import { destroyShip } from './damage.ts';

/** Discards an affliction and the marks it put. */
function discardAffliction(s: GameState, id: CardId, ship: CardId, why: string): void {
  for (const e of [...s.effects]) if (e.kind === 'mark' && e.source === id) clearMark(s, e);
  moveTo(s, id, { z: 'discard' });
  emit(s, 'afflictionCleared', `${why} aboard ${name(s, ship)}: ${name(s, id)} is discarded`, { card: id, ship });
}

/** The end of a turn: each affliction on a ship is cleared by the skill it names, or acts; `maxRange` is movement.ts's reading of a ship's RANGE. */
export function afflictionsAtTurnEnd(s: GameState, maxRange: (s: GameState, ship: CardId) => number): void {
  // the index replaces its lists on a move rather than changing them, so discarding leaves this one whole
  for (const id of attachedCards(s)) {
    const a = abilitiesOf(s, id);
    if (!a || (a.lowersHostRange === undefined && a.holdsHost === undefined && a.crewLosesFirstSkill === undefined)) continue;
    const at = (s.cards[id] as CardState).at;
    if (at.z !== 'attached' || (s.cards[at.host] as CardState).at.z !== 'inSpace') continue;
    const ship = at.host;
    if (a.holdsHost && holdCleared(s, ship, a.holdsHost)) {
      discardAffliction(s, id, ship, `${a.holdsHost.count} ${a.holdsHost.unlessSkill}${a.holdsHost.andSkill ? ` and ${a.holdsHost.andSkill}` : ''}`);
      continue;
    }
    const cure = a.crewLosesFirstSkill?.curedBy; // Tsiolkovsky Infection (rules/crew-afflictions.ts)
    if (cure && skillAboard(s, ship, cure.skill, cure.count)) {
      discardAffliction(s, id, ship, `${cure.count} ${cure.skill}`);
      continue;
    }
    const low = a.lowersHostRange;
    if (!low) continue;
    if (skillAboard(s, ship, low.nullifiedBy.skill, low.nullifiedBy.count)) {
      discardAffliction(s, id, ship, `${low.nullifiedBy.count} ${low.nullifiedBy.skill}`);
      continue;
    }
    addMark(s, id, id);
    const left = maxRange(s, ship);
    emit(s, 'rangeLowered', `${name(s, id)} lowers the RANGE of ${name(s, ship)} to ${left}`, { card: id, ship, range: left });
    if (left <= 0) destroyShip(s, ship, `its RANGE brought to 0 by ${name(s, id)}`);
  }
}
