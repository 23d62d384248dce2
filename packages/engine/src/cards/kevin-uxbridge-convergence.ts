/**
 * Kevin Uxbridge: Convergence (interrupt). Choose a spaceline location: every event card there
 * is destroyed, including events on the mission, on ships at that location and on outposts there.
 */
import { declareCard } from './registry.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { aboard, moveTo, outpostsAt, shipsAt, typeOf } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';

function eventsAt(s: GameState, loc: LocationId): CardId[] {
  const hosts = [loc, ...shipsAt(s, loc), ...outpostsAt(s, loc)];
  return hosts.flatMap((h) => aboard(s, h).filter((id) => (s.cards[id] as { at: { z: string } }).at.z === 'attached' && typeOf(s, id) === 'event'));
}

export default declareCard('kevin-uxbridge-convergence', {
  text: 'Destroy every event at one spaceline location, including events on ships and outposts there.',
  interrupt: {
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      return s.spaceline.filter((loc) => eventsAt(s, loc).length > 0).map((loc) => ({ key: loc, label: `at ${name(s, loc)}`, target: loc }));
    },
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const gone = eventsAt(s, ch.target as LocationId);
      for (const id of gone) moveTo(s, id, { z: 'discard' });
      emit(s, 'eventsDestroyed', `Kevin Uxbridge destroys ${gone.map((id) => name(s, id)).join(', ') || 'nothing'} at ${name(s, ch.target as LocationId)}`, { cards: gone });
      happened(s, { type: 'eventsDestroyed', player: p, cards: gone, by: c });
    },
  },
});
