/**
 * Warp Core Breach (Premiere event). Goes on any ship (a Borg ship excepted; there is none in these
 * sets). At the end of the ship's owner's next turn (not the turn it was played in, if that was his)
 * the ship is destroyed with all aboard, unless a personnel with ENGINEER is aboard then; either way
 * the card is then discarded (rules/warp-core-breach.ts). docs/RULINGS.md, "Premiere events, batch B".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { addMark } from '../core/modifiers.ts';
import { WARP_CORE_BREACH as ID } from '../rules/warp-core-breach.ts';

registerEventFacts(ID, 'ship');

export default eventCard(
  ID,
  "Goes on any ship. When its owner's next turn ends, the ship blows up with everyone aboard unless an ENGINEER is aboard; then this card is discarded.",
  { playsOn: { ship: { of: 'anyone' } } },
  // the breach remembers the turn it was played in
  (s, _p, c) => addMark(s, c, c),
  // at the end of the turn, rules/warp-core-breach.ts (called by turn.ts)
  { host: { describe: 'a ship that is not a Borg ship', test: (c) => c.type === 'ship' && !c.affiliations.includes('borg') } },
);
