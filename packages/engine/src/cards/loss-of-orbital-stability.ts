/**
 * Loss of Orbital Stability (interrupt). Target a ship orbiting a planet: it cannot move for the
 * rest of this turn, and unless its SHIELDS are above 4 it is destroyed when its owner's next turn
 * ends (the owner's current turn, if played during the owner's turn, does not count).
 */
import { defineCard } from './registry.ts';
import { name } from './common.ts';
import { hooks } from './hooks.ts';
import { emit } from '../core/flow.ts';
import { card, locationOf, missionFacts, moveTo, ownShips, shipFacts } from '../rules/board.ts';
import { destroyShip } from '../rules/damage.ts';
import { anyTime } from '../rules/responses.ts';

export const LOOS_SHIELDS = 4;

defineCard('loss-of-orbital-stability', {
  text: 'A ship orbiting a planet cannot move this turn; unless its SHIELDS are above 4 it is destroyed at the end of its owner\'s next turn.',
  interrupt: {
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      return s.seats.flatMap((q) => ownShips(s, q))
        .filter((ship) => missionFacts(s, locationOf(s, ship) as string).missionType !== 'space')
        .map((ship) => ({ key: ship, label: `on ${name(s, ship)}`, target: ship }));
    },
    play(s, _p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const ship = ch.target as string;
      card(s, ship).noMoreMoves = true;
      const doomed = shipFacts(s, ship).shields <= LOOS_SHIELDS;
      emit(s, 'orbitLost', `${name(s, ship)} loses orbital stability${doomed ? ' and will be destroyed' : ''}`, { ship, doomed });
      if (doomed) s.effects.push({ kind: 'lostOrbit', ship, owner: card(s, ship).owner, playedOnTurn: s.turn.number });
    },
  },
});

hooks.endOfTurn.push((s) => {
  for (const e of [...s.effects]) {
    if (e.kind !== 'lostOrbit') continue;
    const c = card(s, e.ship);
    if (c.at.z !== 'inSpace') {
      s.effects.splice(s.effects.indexOf(e), 1);
      continue;
    }
    if (s.turn.active === e.owner && s.turn.number > e.playedOnTurn) {
      s.effects.splice(s.effects.indexOf(e), 1);
      destroyShip(s, e.ship, 'loss of orbital stability');
    }
  }
});
