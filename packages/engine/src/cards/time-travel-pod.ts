/**
 * Time Travel Pod (Premiere artifact). Earned to hand, it is played once as an interrupt, at any
 * moment an interrupt may be played (not the turn's card play), on any ship in space (a cloaked ship
 * only by its owner): its player announces then how many turns the ship is gone, one to five. The
 * ship, with everything aboard and on it, leaves play into the future and comes back as that turn
 * begins, to the location it left, as it was (rules/time-travel.ts). Then the pod is discarded
 * (docs/RULINGS.md, "Premiere: the last dilemmas and Time Travel Pod"). A Berlingoff Rasmussen
 * aboard the ship lets his owner nullify it first, both discarded (rules/optional-nullify.ts).
 */
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { moveTo, name, personnelAboard, shipsAt } from '../rules/board.ts';
import { offerNullify, onDeclined, optionalNullifiers } from '../rules/optional-nullify.ts';
import { anyTime } from '../rules/responses.ts';
import { MOST_TURNS, POD, sendToFuture } from '../rules/time-travel.ts';

/** The ships the pod may be played on: every ship in space, a cloaked one only by its owner. */
function ships(s: GameState, p: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const loc of s.spaceline) {
    for (const id of shipsAt(s, loc)) {
      const c = s.cards[id] as CardState;
      if (c.at.z === 'inSpace' && (!c.cloaked || c.owner === p)) out.push(id);
    }
  }
  return out;
}

const plural = (n: number) => (n === 1 ? '1 turn' : `${n} turns`);

onDeclined(POD, (s, _p, pod, [ship, n]) => {
  if (s.cards[ship as CardId]?.at.z === 'inSpace') sendToFuture(s, pod, ship as CardId, n as number);
});

export default declareCard(POD, {
  text: 'An artifact played once as an interrupt on any ship: announce from one to five turns; the ship and all aboard go into the future and come back, as they were and where they were, as that turn begins. Then it is discarded.',
  spec: { interrupt: { when: 'anyTime', target: { coded: 'a ship in space, either player\'s, and a number of turns from one to five' }, effects: [] } },
  interrupt: {
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win): PlayChoice[] {
      if (!anyTime(win)) return [];
      const out: PlayChoice[] = [];
      for (const ship of ships(s, p)) {
        for (let n = 1; n <= MOST_TURNS; n++) {
          out.push({ key: `${ship}:${n}`, label: `send ${name(s, ship)} into the future for ${plural(n)}`, target: ship });
        }
      }
      return out;
    },
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const n = Number(ch.key.slice(ch.key.lastIndexOf(':') + 1));
      const ship = ch.target as CardId;
      if (s.cards[ship]?.at.z !== 'inSpace') return; // gone meanwhile
      offerNullify(s, p, c, optionalNullifiers(s, POD, personnelAboard(s, ship)), [ship, n]);
    },
  },
});
