/**
 * Microvirus (dilemma, planet, 5 bonus points). With MEDICAL and SECURITY in the Away Team it is
 * overcome and the encountering player scores its 5 points. Without them the encountering
 * player's opponent chooses one Away Team member, who dies; the Away Team is stopped and the
 * card is discarded.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('microvirus', 'Overcome with MEDICAL + SECURITY for 5 bonus points. Otherwise the opponent picks one Away Team member, who dies; discard the dilemma.', {
  fail: [{ kill: { from: 'awayTeam', by: 'opponent' }, why: 'infected by Microvirus' }],
  failDispose: 'discard',
  overcomeDispose: 'bonus',
});
