/** Espionage: Klingon on Federation (Premiere event 101_072): your Klingon personnel may attempt the Federation mission it is played on (cards/espionage.ts). */
import { espionageCard } from './espionage.ts';

export default espionageCard('espionage-klingon-on-federation', 'klingon', 'federation');
