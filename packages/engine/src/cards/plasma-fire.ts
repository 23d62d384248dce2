/**
 * Plasma Fire (event). Goes on any ship. At the end of the turn after the one it was played in,
 * and at the end of every turn after that, the fire damages the ship (twice destroys it). A
 * SECURITY personnel aboard at the end of a turn puts the fire out, and the event is discarded.
 */
import { eventCard } from './language.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import type { CardState, GameState } from '../core/types.ts';
import { moveTo, personnelAboard } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { damageShip } from '../rules/damage.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';

export default eventCard(
  'plasma-fire',
  'Play on any ship: from the end of the next turn it damages the ship every turn, until a SECURITY personnel aboard puts it out.',
  { playsOn: { ship: { of: 'anyone' } } },
  // the fire remembers the turn it was played in
  (s, _p, c) => addMark(s, c, c),
  {
    // its printed target, asked again when its ship is swapped for another version
    host: { describe: 'a ship that is not a Borg ship', test: (c) => c.type === 'ship' && !c.affiliations.includes('borg') },
    // at the end of each turn, after Loss of Orbital Stability (a ship it destroys burns no more)
    after: [{ type: 'turnEnding', order: 20, run: burn }],
  },
);

/** The end of a turn: the fire is put out, or damages its ship from the turn after it was played. */
function burn(s: GameState): void {
  for (const e of marksBy(s, 'plasma-fire')) {
    const c = s.cards[e.card] as CardState;
    if (c.at.z !== 'attached') {
      clearMark(s, e); // the fire left play with its ship or by another card
      continue;
    }
    const ship = c.at.host;
    if (personnelAboard(s, ship).some((p) => (skillsOf(s, p).get('SECURITY') ?? 0) > 0)) {
      moveTo(s, e.card, { z: 'discard' });
      clearMark(s, e);
      emit(s, 'fireOut', `The plasma fire on ${name(s, ship)} is put out by its SECURITY crew`, { card: e.card, ship });
      continue;
    }
    if (s.turn.number > e.turn) damageShip(s, ship, 'plasma fire');
  }
}
