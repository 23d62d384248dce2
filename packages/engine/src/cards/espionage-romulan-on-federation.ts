/** Espionage: Romulan on Federation (Premiere event 101_073): your Romulan personnel may attempt the Federation mission it is played on (cards/espionage.ts). */
import { espionageCard } from './espionage.ts';

export default espionageCard('espionage-romulan-on-federation', 'romulan', 'federation');
