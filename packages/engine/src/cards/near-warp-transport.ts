/**
 * Near-Warp Transport (Premiere interrupt, 101_130). In his own turn, as an order, its player beams
 * from one of his ships to the next location along the spaceline, either side: to the planet there
 * or to his own ship or outpost there; up to six of his own personnel and equipment aboard, picked one
 * at a time, under the usual beaming rules (rules/near-warp.ts). Rulings: docs/RULINGS.md, "Premiere:
 * the last interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { CardId } from '../core/types.ts';
import { push } from '../core/flow.ts';
import { NEAR_WARP_MAX, nearWarpLabel, nearWarpPairs } from '../rules/near-warp.ts';
import type { NearWarpFrame } from '../rules/near-warp.ts';

export default playedInterrupt(
  'near-warp-transport',
  `In your own turn: beam from one of your ships to the next location along the spaceline, to the planet there or to your ship or outpost there; up to ${NEAR_WARP_MAX} of your personnel and equipment, as beaming allows.`,
  {
    spec: { when: 'anyTime', target: { coded: 'your ship, and a planet, ship or outpost of yours at a neighbouring location' }, effects: [{ coded: `beam up to ${NEAR_WARP_MAX} cards there` }] },
    windows: ['main'],
    choices(s, p, _c, win) {
      if (win.type !== 'main' || s.turn.active !== p) return [];
      return nearWarpPairs(s, p).map(([ship, to]) => ({ key: `${ship} ${to}`, label: nearWarpLabel(s, ship, to), target: to, ship }));
    },
    play(s, p, _c, ch) {
      const ship = ch.ship as CardId;
      push(s, { kind: 'near-warp', player: p, ship, to: ch.target as string, picked: [] } as NearWarpFrame);
    },
  },
);
