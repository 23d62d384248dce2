/**
 * Anaphasic Organism (dilemma, planet). Acts only on an Away Team with a woman in it. Unless
 * SECURITY and MEDICAL are both present, the woman with the highest INTEGRITY + CUNNING +
 * STRENGTH leaves the game to the discard pile (she is not killed); ties are settled by the
 * encountering player's opponent. The Away Team is stopped; the dilemma is discarded either way.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('anaphasic-organism', 'If a female is in the Away Team: unless SECURITY and MEDICAL are present, the female with the highest attribute total is discarded (not killed). Discard the dilemma.', {
  onlyIf: { from: 'awayTeam', gender: 'female' },
  fail: [{ discard: { from: 'awayTeam', gender: 'female', by: 'highestTotal' }, why: 'taken over by Anaphasic Organism' }],
  failDispose: 'discard',
});
