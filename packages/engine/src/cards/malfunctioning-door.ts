/**
 * Malfunctioning Door (dilemma, planet). A Soong-type android opens it, or up to four Away Team
 * members pushing together with STRENGTH above 27 (the four strongest count). Otherwise the Away
 * Team is stopped and the door stays under the mission.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('malfunctioning-door', 'Pass with a Soong-type android, or with the STRENGTH of up to four members above 27. Otherwise the Away Team is stopped and the door stays.', { fail: [], failDispose: 'return' });
