/** Espionage: Romulan on Klingon (Premiere event 101_074): your Romulan personnel may attempt the Klingon mission it is played on (cards/espionage.ts). */
import { espionageCard } from './espionage.ts';

export default espionageCard('espionage-romulan-on-klingon', 'romulan', 'klingon');
