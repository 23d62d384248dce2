/**
 * Temporal Rift (Premiere interrupt, 101_140; countdown 2). At any moment an interrupt may be played,
 * its player sends one of his own ships in space, not docked, out of time with everything aboard; it
 * comes back at the same location at the end of the second full turn of his after that
 * (rules/temporal-rift.ts). Meanwhile it is in play for uniqueness only. The Alternate Universe Door
 * may end it at once. Rulings: docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { playedInterrupt, withInterruptUse } from './interrupt-kit.ts';
import type { CardDefinition } from './registry.ts';
import type { CardId, CardState } from '../core/types.ts';
import { isDocked, moveTo, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { enterRift, releaseFromRift, riftsInPlay, RIFT_TURNS, shipInRift, TEMPORAL_RIFT } from '../rules/temporal-rift.ts';

export default playedInterrupt(
  TEMPORAL_RIFT,
  `On your ship in space, not docked: it vanishes from the present with all aboard, and comes back at that location when ${RIFT_TURNS} full turns of yours have ended.`,
  {
    spec: { when: 'anyTime', target: { ship: { of: 'own', undocked: true } }, effects: [{ coded: `the ship leaves the present for ${RIFT_TURNS} of your full turns` }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      return ownShips(s, p)
        .filter((ship) => (s.cards[ship] as CardState).at.z === 'inSpace' && !isDocked(s, ship))
        .map((ship) => ({ key: ship, label: `on ${name(s, ship)}`, target: ship }));
    },
    play(s, _p, c, ch) {
      enterRift(s, c, ch.target as CardId);
    },
  },
);

/**
 * The Alternate Universe Door's answer to a Temporal Rift (issue 26), added to the door's own plays: from
 * hand, at any moment an interrupt may be, it ends a rift in play, anyone's: the ship reappears at once
 * and the door goes back to its player's hand.
 */
export function answersTemporalRift(door: CardDefinition): CardDefinition {
  return withInterruptUse(door, {
    prefix: 'rift',
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      return riftsInPlay(s).flatMap((r) => {
        const ship = shipInRift(s, r);
        return ship === undefined ? [] : [{ key: `rift ${r}`, label: `nullify ${name(s, r)}: ${name(s, ship)} reappears, the door returns to hand`, target: r }];
      });
    },
    play(s, _p, c, ch) {
      const r = ch.target as CardId;
      if (s.cards[r]?.at.z === 'attached') releaseFromRift(s, r, `nullified by ${name(s, c)}`);
      moveTo(s, c, { z: 'hand' });
    },
  });
}
