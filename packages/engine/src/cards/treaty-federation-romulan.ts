/** Treaty: Federation/Romulan (Premiere event): your Federation and Romulan cards may mix and cooperate while it is on the table (cards/treaties.ts). */
import { treatyCard } from './treaties.ts';

export default treatyCard('treaty-federation-romulan', 'federation', 'romulan');
