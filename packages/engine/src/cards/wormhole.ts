/**
 * Wormhole (interrupt). Played as a pair from your hand: one on one of your ships, the other on
 * any location. The ship goes through to that location, where it is stopped. Both cards are then
 * discarded.
 */
import { declareCard } from './registry.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import type { CardState } from '../core/types.ts';
import { card, crewOf, locationOf, moveTo, ownShips } from '../rules/board.ts';
import { placeShip } from '../rules/movement.ts';
import { anyTime } from '../rules/responses.ts';
import { seat } from '../core/types.ts';

export default declareCard('wormhole', {
  text: 'Play two Wormholes together: one of your ships goes to any location and is stopped there.',
  interrupt: {
    choices(s, p, c, win) {
      if (!anyTime(win)) return [];
      const pair = seat(s, p).hand.some((id) => id !== c && card(s, id).def === 'wormhole');
      if (!pair) return [];
      const out = [];
      for (const ship of ownShips(s, p)) {
        const here = locationOf(s, ship);
        for (const loc of s.spaceline) if (loc !== here) out.push({ key: `${ship}>${loc}`, label: `send ${name(s, ship)} to ${name(s, loc)}`, target: loc });
      }
      return out;
    },
    play(s, p, c, ch) {
      const other = seat(s, p).hand.find((id) => id !== c && card(s, id).def === 'wormhole');
      moveTo(s, c, { z: 'discard' });
      if (!other) return;
      moveTo(s, other, { z: 'discard' });
      const [ship, loc] = ch.key.split('>') as [string, string];
      if ((s.cards[ship] as CardState).at.z !== 'inSpace') return;
      placeShip(s, ship, loc);
      card(s, ship).stopped = true;
      for (const id of crewOf(s, ship)) card(s, id).stopped = true;
      emit(s, 'wormhole', `${name(s, ship)} goes through a wormhole to ${name(s, loc)} and is stopped`, { ship, to: loc });
    },
  },
});
