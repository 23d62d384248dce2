/**
 * Long-Range Scan (interrupt). Look at everything aboard one of your opponent's ships. The engine
 * shows the cards to you alone, through your view, until the end of the turn.
 */
import { interruptCard } from './language.ts';
import { emit } from '../core/flow.ts';
import { aboard, name } from '../rules/board.ts';

export default interruptCard(
  'long-range-scan',
  "Look at all the cards aboard one of your opponent's ships (until the end of the turn).",
  { when: 'anyTime', target: { ship: { of: 'opponent', notAlready: true } }, effects: [{ modifier: 'crewKnown', forPlayer: true }] },
  (s, p, _c, ship) => {
    const seen = aboard(s, ship);
    emit(s, 'shipScanned', `${p} scans ${name(s, ship)}`, { player: p, ship });
    emit(s, 'shipScannedSecret', `Aboard ${name(s, ship)}: ${seen.map((id) => name(s, id)).join(', ') || 'nobody'}`, { ship, cards: seen }, p);
  },
);
