/**
 * Archer (dilemma, planet). Unless SECURITY and MEDICAL are both in the Away Team, the member
 * with the highest INTEGRITY + CUNNING + STRENGTH is shot and dies (ties: the encountering
 * player's opponent picks among them). The Away Team is stopped; the dilemma is discarded.
 */
import { defineCard } from './registry.ts';
import { highestTotalVictim, standardDilemma } from './common.ts';

defineCard('archer', {
  text: 'Unless SECURITY and MEDICAL are present, the Away Team member with the highest attribute total is killed. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma('archer', {
      failDispose: 'discard',
      onFail: (s, f, team) => highestTotalVictim(s, f, team, 'kill', 'shot by the Archer'),
    }),
  },
});
