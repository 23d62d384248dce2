/**
 * Archer (dilemma, planet). Unless SECURITY and MEDICAL are both in the Away Team, the member
 * with the highest INTEGRITY + CUNNING + STRENGTH is shot and dies (ties: the encountering
 * player's opponent picks among them). The Away Team is stopped; the dilemma is discarded.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('archer', 'Unless SECURITY and MEDICAL are present, the Away Team member with the highest attribute total is killed. Discard the dilemma.', {
  fail: [{ kill: { from: 'awayTeam', by: 'highestTotal' }, why: 'shot by the Archer' }],
  failDispose: 'discard',
});
