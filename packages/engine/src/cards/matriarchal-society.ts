/**
 * Matriarchal Society (dilemma, planet). A barrier: the Away Team gets past only with two or more
 * women in it. With fewer it is stopped and the card goes back under the mission.
 */
import { declareCard } from './registry.ts';
import { gender, standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

registerDilemmaFacts('matriarchal-society');

export default declareCard('matriarchal-society', {
  text: 'A barrier: pass only with at least two females in the Away Team. Otherwise the Away Team is stopped and the card stays under the mission.',
  dilemma: {
    resolve: standardDilemma('matriarchal-society', {
      overcome: (s, t) => t.members.filter((id) => gender(s, id) === 'female').length >= 2,
      failDispose: 'return',
    }),
  },
});
