/**
 * Long-Range Scan (interrupt). Look at everything aboard one of your opponent's ships. The engine
 * shows the cards to you alone, through your view, until the end of the turn.
 */
import { declareCard } from './registry.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import { moveTo, ownShips, aboard } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { opponent } from '../core/types.ts';
import { addModifier, hasModifier } from '../core/modifiers.ts';

export default declareCard('long-range-scan', {
  text: "Look at all the cards aboard one of your opponent's ships (until the end of the turn).",
  interrupt: {
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      return ownShips(s, opponent(s, p))
        .filter((ship) => !hasModifier(s, ship, 'crewKnown', p))
        .map((ship) => ({ key: ship, label: `on ${name(s, ship)}`, target: ship }));
    },
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const ship = ch.target as string;
      addModifier(s, 'crewKnown', c, ship, { viewer: p });
      const seen = aboard(s, ship);
      emit(s, 'shipScanned', `${p} scans ${name(s, ship)}`, { player: p, ship });
      emit(s, 'shipScannedSecret', `Aboard ${name(s, ship)}: ${seen.map((id) => name(s, id)).join(', ') || 'nobody'}`, { ship, cards: seen }, p);
    },
  },
});
