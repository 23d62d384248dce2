/** Major Rakal (Alternate Universe personnel, Romulan/Federation): plays the side chosen when it reports, with that side's skills (cards/dual-affiliation.ts). */
import { dualAffiliationCard } from './dual-affiliation.ts';

export default dualAffiliationCard('major-rakal');
