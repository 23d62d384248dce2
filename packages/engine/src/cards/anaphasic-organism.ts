/**
 * Anaphasic Organism (dilemma, planet). Acts only on an Away Team with a woman in it. Unless
 * SECURITY and MEDICAL are both present, the woman with the highest INTEGRITY + CUNNING +
 * STRENGTH leaves the game to the discard pile (she is not killed); ties are settled by the
 * encountering player's opponent. The Away Team is stopped; the dilemma is discarded either way.
 */
import { defineCard } from './registry.ts';
import { gender, highestTotalVictim, standardDilemma } from './common.ts';

defineCard('anaphasic-organism', {
  text: 'If a female is in the Away Team: unless SECURITY and MEDICAL are present, the female with the highest attribute total is discarded (not killed). Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma('anaphasic-organism', {
      applies: (s, team) => team.some((id) => gender(s, id) === 'female'),
      failDispose: 'discard',
      onFail: (s, f, team) => highestTotalVictim(s, f, team.filter((id) => gender(s, id) === 'female'), 'discard', 'taken over by Anaphasic Organism'),
    }),
  },
});
