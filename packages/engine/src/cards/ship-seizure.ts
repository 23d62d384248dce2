/**
 * Ship Seizure (interrupt). If one of your ships with a Tractor Beam is at the same location as an
 * empty ship (nobody and nothing aboard) of your opponent, tow the empty ship away: it is
 * discarded. An empty ship docked at its own outpost is safe.
 */
import { declareCard } from './registry.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import { opponent } from '../core/types.ts';
import { aboard, crewOf, isDocked, locationOf, moveTo, ownShips, shipFacts, shipsAt } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';

export default declareCard('ship-seizure', {
  text: "Your ship with a Tractor Beam tows away an empty enemy ship at its location, unless that ship is docked at its own outpost.",
  interrupt: {
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      const locs = new Set(ownShips(s, p).filter((sh) => shipFacts(s, sh).specialEquipment.includes('Tractor Beam')).map((sh) => locationOf(s, sh)));
      const out = [];
      for (const loc of locs) {
        for (const t of shipsAt(s, loc as string, opponent(s, p))) {
          if (crewOf(s, t).length === 0 && !isDocked(s, t)) out.push({ key: t, label: `on ${name(s, t)}`, target: t });
        }
      }
      return out;
    },
    play(s, _p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const t = ch.target as string;
      for (const id of aboard(s, t)) moveTo(s, id, { z: 'discard' });
      moveTo(s, t, { z: 'discard' });
      emit(s, 'shipSeized', `${name(s, t)} is towed away and discarded`, { card: t });
    },
  },
});
