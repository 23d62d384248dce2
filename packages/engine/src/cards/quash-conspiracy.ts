/**
 * Quash Conspiracy (Alternate Universe mission: space, Romulan icon, Alpha Quadrant, span 3, 40 points,
 * solved with Tal Shiar and INTEGRITY under 21). While it is on the spaceline nobody beams between two
 * ships at its location, either player's ships (rules/mission-text.ts, read by rules/beaming.ts), nor
 * by Near-Warp Transport from a ship to a ship when either is at its location (rules/near-warp.ts);
 * beaming between a ship and an outpost there is not between two ships. docs/RULINGS.md, "Alternate
 * Universe missions and Neutral Outpost".
 */
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';

export const QUASH_CONSPIRACY = 'quash-conspiracy';

registerMissionFacts(QUASH_CONSPIRACY);

export default declareCard(QUASH_CONSPIRACY, {
  text:
    'A Romulan space mission worth 40 points, solved with Tal Shiar and INTEGRITY under 21. ' +
    'Nobody may beam personnel or equipment from one ship to another at this location.',
  mission: { noShipToShipBeaming: true },
});
