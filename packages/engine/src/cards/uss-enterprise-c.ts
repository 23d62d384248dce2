/**
 * U.S.S. Enterprise-C (Alternate Universe ship, Federation, Ambassador Class). Its facts come from the
 * card data (RANGE 8, WEAPONS 7, SHIELDS 8; staffing [AU], command and staff icons; a tractor beam);
 * its text is this file: it is commissioned at any spaceline location, no outpost needed, and is
 * damaged from the moment it enters play (rules/ship-entry.ts). docs/RULINGS.md, "Alternate Universe
 * personnel and ships" (AP9).
 */
import { declareCard } from './registry.ts';
import { registerShipFacts } from './au-personnel.ts';

export const ENTERPRISE_C = 'uss-enterprise-c';
registerShipFacts(ENTERPRISE_C);

export default declareCard(ENTERPRISE_C, {
  text: 'Comes into play at whichever spaceline location you pick, not only at an outpost, already damaged. It has a tractor beam.',
  entersPlayDamagedAnywhere: true,
});
