/**
 * Nagilum (dilemma, space, 5 points). Overcome with three Diplomacy aboard, or with the crew's
 * STRENGTH over 40: it scores its points. Otherwise half the crew (rounded down: one of three, none
 * of one) is picked at random and killed. Discarded either way.
 */
import { standardDilemma } from './common.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, scores, skill } from './space-dilemmas.ts';
import { killRandom } from '../rules/dilemmas.ts';

const ID = 'nagilum';
registerDilemmaFacts(ID, anyOf([skill('Diplomacy', 3)], [{ attribute: 'STRENGTH', greaterThan: 40 }]));

export default declareCard(ID, {
  text: 'Overcome with 3 Diplomacy or STRENGTH over 40 aboard (5 points). Otherwise a random half of the crew, rounded down, dies. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(ID, {
      failDispose: 'discard',
      overcomeDispose: scores(ID),
      onFail(s, _f, team) {
        const pool = [...team];
        for (let n = Math.floor(team.length / 2); n > 0; n--) {
          const v = killRandom(s, pool, 'Nagilum\'s experiment'); // its response point, where the format opens one (rules/random-deaths.ts)
          if (v === undefined) return;
          pool.splice(pool.indexOf(v), 1);
        }
      },
    }),
  },
});
