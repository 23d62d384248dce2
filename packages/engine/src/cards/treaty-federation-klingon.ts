/** Treaty: Federation/Klingon (Premiere event): your Federation and Klingon cards may mix and cooperate while it is on the table (cards/treaties.ts). */
import { treatyCard } from './treaties.ts';

export default treatyCard('treaty-federation-klingon', 'federation', 'klingon');
