/**
 * Impassable Door (dilemma, planet). Computer Skill opens it. Otherwise the Away Team is stopped
 * and the door stays under the mission for the next attempt.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('impassable-door', 'Pass with Computer Skill. Otherwise the Away Team is stopped and the door stays.', { fail: [], failDispose: 'return' });
