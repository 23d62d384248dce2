/**
 * Hidden Entrance (dilemma, planet). The way in is found by Geordi La Forge, or by an ENGINEER
 * with a team CUNNING total above 32. Otherwise the Away Team is stopped and the card stays
 * under the mission for the next attempt.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('hidden-entrance', 'Pass with Geordi La Forge, or ENGINEER + CUNNING>32. Otherwise the Away Team is stopped and the dilemma stays.', { fail: [], failDispose: 'return' });
