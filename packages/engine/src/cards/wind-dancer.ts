/**
 * Wind Dancer (dilemma, planet). A barrier: the Away Team gets past when Lwaxana Troi is in it, or
 * when one member on their own has Youth, or Music, or STRENGTH above 9 (with bonuses in play).
 * Otherwise it is stopped and the card goes back under the mission.
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { attributeOf, teamStats } from '../rules/attributes.ts';

registerDilemmaFacts('wind-dancer');

export default declareCard('wind-dancer', {
  text: 'A barrier: pass with Lwaxana Troi, or with one member who alone has Youth, Music or STRENGTH>9. Otherwise the Away Team is stopped and the card stays under the mission.',
  dilemma: {
    resolve: standardDilemma('wind-dancer', {
      overcome: (s, t) =>
        t.names.has('Lwaxana Troi') ||
        t.members.some((id) => {
          const own = teamStats(s, [id]).skills;
          return (own.get('Youth') ?? 0) > 0 || (own.get('Music') ?? 0) > 0 || attributeOf(s, id, 'STRENGTH') > 9;
        }),
      failDispose: 'return',
    }),
  },
});
