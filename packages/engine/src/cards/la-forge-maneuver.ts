/**
 * La Forge Maneuver (Alternate Universe interrupt, 103_069; a Maneuver card). At any of his response
 * points a player exposes one cloaked ship, anyone's, at a planet location: if the next action is an
 * attack on it, the ship may be attacked as though it were decloaked; any other action ends the exposure
 * (rules/exposure.ts, asked by rules/battle.ts). Rulings: docs/RULINGS.md, "Alternate Universe
 * interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { addMark } from '../core/modifiers.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { card, locationOf, missionFacts, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { isCloaked } from '../rules/cloaking.ts';
import { exposed, LA_FORGE_MANEUVER } from '../rules/exposure.ts';

/** The cloaked ships at a planet location (a planet or dual mission) not exposed already. */
function targets(s: GameState): CardId[] {
  return s.seats
    .flatMap((q) => ownShips(s, q))
    .filter((sh) => isCloaked(s, sh) && !exposed(s, sh) && missionFacts(s, locationOf(s, sh) as LocationId).missionType !== 'space');
}

export default playedInterrupt(
  LA_FORGE_MANEUVER,
  'A Maneuver card. Pick a cloaked ship at a planet location: if the very next action is an attack on it, it can be attacked as though it were not cloaked.',
  {
    spec: { when: 'anyTime', target: { coded: 'a cloaked ship at a planet location' }, effects: [{ coded: 'it may be attacked by the next action' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win) =>
      anyTime(win) ? targets(s).map((sh) => ({ key: sh, label: `expose ${card(s, sh).owner}'s ${name(s, sh)} at ${name(s, locationOf(s, sh) as LocationId)}`, target: sh, ship: sh })) : [],
    play(s, p, c, ch) {
      const ship = ch.ship as CardId;
      if (!isCloaked(s, ship)) return void emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, ship)} no longer cloaked`, { card: c });
      addMark(s, c, ship);
      emit(s, 'shipExposed', `${p}'s ${name(s, c)} exposes ${name(s, ship)}: the next action may be an attack on it`, { card: ship, by: c });
    },
  },
);
