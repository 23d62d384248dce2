/**
 * Loss of Orbital Stability (interrupt). Target a ship orbiting a planet: it cannot move for the
 * rest of this turn, and unless its SHIELDS are above 4 it is destroyed when its owner's next turn
 * ends (the owner's current turn, if played during the owner's turn, does not count).
 */
import { interruptCard } from './language.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import type { GameState } from '../core/types.ts';
import { card, shipFacts } from '../rules/board.ts';
import { destroyShip } from '../rules/damage.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';

export const LOOS_SHIELDS = 4;

export default interruptCard(
  'loss-of-orbital-stability',
  'A ship orbiting a planet cannot move this turn; unless its SHIELDS are above 4 it is destroyed at the end of its owner\'s next turn.',
  { when: 'anyTime', target: { ship: { of: 'anyone', orbitingPlanet: true } }, effects: [{ modifier: 'cannotMove' }] },
  (s, _p, c, ship) => {
    const doomed = shipFacts(s, ship).shields <= LOOS_SHIELDS;
    emit(s, 'orbitLost', `${name(s, ship)} loses orbital stability${doomed ? ' and will be destroyed' : ''}`, { ship, doomed });
    if (doomed) addMark(s, c, ship);
  },
  // at the end of each turn, after an empty Escape Pod is discarded and before a Plasma Fire burns
  { after: [{ type: 'turnEnding', order: 10, run: doom }] },
);

/** The end of a turn: the doomed ships of the player whose turn ends are destroyed. */
function doom(s: GameState): void {
  // the doomed ships: destroyed at the end of their owner's next turn, unless they left space first
  for (const e of marksBy(s, 'loss-of-orbital-stability')) {
    const c = card(s, e.card);
    if (c.at.z !== 'inSpace') {
      clearMark(s, e);
      continue;
    }
    if (s.turn.active === c.owner && s.turn.number > e.turn) {
      clearMark(s, e);
      destroyShip(s, e.card, 'loss of orbital stability');
    }
  }
}
