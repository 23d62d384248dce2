/**
 * The spaceline locations a ship's move passed over (issue 25: Subspace Warp Rift): those between
 * where it started and where it stopped, along the way it went (the direction whose span adds up
 * to the RANGE the move cost; where the spaceline wraps for its owner, around the end too). The
 * start and the stop are not passed over. docs/RULINGS.md, "Premiere events, batch B".
 */
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { locIndex } from './board.ts';
import { spanFor } from './mission-text.ts';
import { spacelineWraps } from './abilities.ts';
import { shipWraps } from './ship-wrap.ts';

export function passedOver(s: GameState, owner: PlayerId, from: LocationId, to: LocationId, cost: number, ship?: CardId): LocationId[] {
  const n = s.spaceline.length;
  const start = locIndex(s, from);
  const wrap = spacelineWraps(s, owner) || (ship !== undefined && shipWraps(s, ship));
  for (const dir of [-1, 1]) {
    const between: LocationId[] = [];
    let spent = 0;
    for (let step = 1; step < n; step++) {
      let i = start + dir * step;
      if (wrap) i = (i + n) % n;
      else if (i < 0 || i >= n) break;
      const loc = s.spaceline[i] as LocationId;
      spent += spanFor(s, loc, owner, ship);
      if (loc === to) {
        if (spent === cost) return between;
        break;
      }
      between.push(loc);
    }
  }
  return [];
}
