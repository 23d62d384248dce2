/** Espionage: Federation on Klingon (Premiere event 101_071): your Federation personnel may attempt the Klingon mission it is played on (cards/espionage.ts). */
import { espionageCard } from './espionage.ts';

export default espionageCard('espionage-federation-on-klingon', 'federation', 'klingon');
