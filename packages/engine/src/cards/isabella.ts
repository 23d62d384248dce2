/**
 * Isabella (Alternate Universe interrupt, 103_066). At any of its player's response points, on any ship
 * (either player's; no Borg ship is in the engine) at a nebula (a mission with the Nebula
 * characteristic: Study Nebula, Survey Mission, FGC-47 Research): the card rides on the ship, and at the
 * end of its player's next turn (not the turn it was played in) the ship is destroyed with everyone
 * aboard unless a personnel with Youth is aboard then; the card is discarded either way
 * (rules/doomed-ships.ts). Not on a ship that carries an Isabella already. Its other use, on a Greed
 * personnel who just exploited a Worshiper, waits for that dilemma's card file: it is not offered.
 * Rulings: docs/RULINGS.md, "Alternate Universe interrupts, batch A".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { aboard, card, locationOf, missionFacts, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { doomShip } from '../rules/doomed-ships.ts';

const DEF = 'isabella';

/** Whether a location is a nebula. */
export function atNebula(s: GameState, loc: LocationId): boolean {
  return missionFacts(s, loc).characteristics.includes('Nebula');
}

function targets(s: GameState): CardId[] {
  return s.seats.flatMap((q) => ownShips(s, q)).filter((sh) => card(s, sh).at.z === 'inSpace' && atNebula(s, locationOf(s, sh) as LocationId) && !aboard(s, sh).some((id) => card(s, id).def === DEF));
}

export default playedInterrupt(
  DEF,
  'Play on a ship at a nebula. When your next turn ends, the ship is destroyed unless someone with Youth is aboard. (Its use against a Greed personnel who exploited a Worshiper is not in the engine yet.)',
  {
    spec: { when: 'anyTime', target: { coded: 'a ship at a nebula' }, effects: [{ coded: 'destroyed at the end of your next turn unless Youth is aboard' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win) => (anyTime(win) ? targets(s).map((sh) => ({ key: sh, label: `on ${card(s, sh).owner}'s ${name(s, sh)}`, target: sh, ship: sh })) : []),
    play(s, p, c, ch) {
      const ship = ch.ship as CardId;
      if (card(s, ship).at.z !== 'inSpace') {
        emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, ship)} gone`, { card: c });
        return;
      }
      doomShip(s, c, ship);
      emit(s, 'shipDoomed', `${p}'s ${name(s, c)} is on ${name(s, ship)}: without Youth aboard at the end of ${p}'s next turn it is destroyed`, { card: c, ship });
    },
  },
);
