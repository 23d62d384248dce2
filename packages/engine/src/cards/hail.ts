/**
 * Hail (Alternate Universe interrupt, 103_062). At any of its player's response points: two ships of
 * different players, anywhere on the spaceline, may not battle each other until the turn ends: neither
 * attacks the other nor joins an attack on it (rules/truces.ts, read by rules/battle.ts). Not on a
 * pair already under a truce. Its other use, stopping a ship of the opponent's that flies past one of
 * the player's ships, needs a response point in the middle of a move, which the engine does not have:
 * it is not offered. Rulings: docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { addTruce, inTruce } from '../rules/truces.ts';

/** The pairs of ships of different players, both in space, not yet under a truce. */
function pairs(s: GameState): [CardId, CardId][] {
  const [a, b] = s.seats;
  if (a === undefined || b === undefined) return [];
  const inSpace = (id: CardId) => card(s, id).at.z === 'inSpace';
  const out: [CardId, CardId][] = [];
  for (const x of ownShips(s, a).filter(inSpace)) for (const y of ownShips(s, b).filter(inSpace)) if (!inTruce(s, x, y)) out.push([x, y]);
  return out;
}

export default playedInterrupt(
  'hail',
  'Pick two ships of different players: they cannot battle each other for the rest of this turn. (Its use on a ship flying past yours is not in the engine yet.)',
  {
    spec: { when: 'anyTime', target: { coded: 'two ships of different players' }, effects: [{ coded: 'no battle between them this turn' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win) =>
      anyTime(win) ? pairs(s).map(([x, y]) => ({ key: `${x}+${y}`, label: `truce between ${card(s, x).owner}'s ${name(s, x)} and ${card(s, y).owner}'s ${name(s, y)}`, target: x, ship: y })) : [],
    play(s, _p, c, ch) {
      const [x, y] = [ch.target as CardId, ch.ship as CardId];
      if (card(s, x).at.z !== 'inSpace' || card(s, y).at.z !== 'inSpace') {
        emit(s, 'cardFizzled', `${name(s, c)} finds a ship gone`, { card: c });
        return;
      }
      addTruce(s, c, x, y);
      emit(s, 'truce', `${name(s, c)}: ${name(s, x)} and ${name(s, y)} cannot battle each other this turn`, { card: c, ships: [x, y] });
    },
  },
);
