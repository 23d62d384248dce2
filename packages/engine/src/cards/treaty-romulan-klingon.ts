/** Treaty: Romulan/Klingon (Premiere event): your Romulan and Klingon cards may mix and cooperate while it is on the table (cards/treaties.ts). */
import { treatyCard } from './treaties.ts';

export default treatyCard('treaty-romulan-klingon', 'romulan', 'klingon');
