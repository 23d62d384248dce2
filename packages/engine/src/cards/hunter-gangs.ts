/**
 * Hunter Gangs (dilemma, planet). Two Away Team members chosen at random are hunted, one after
 * the other: one whose CUNNING (with bonuses in play, such as Yellow Alert) is even gets away;
 * odd, and they are killed. No condition overcomes it; nobody is stopped; it is discarded.
 */
import { declareCard } from './registry.ts';
import { name, unconditional } from './common.ts';
import { emit } from '../core/flow.ts';
import { attributeOf } from '../rules/attributes.ts';
import { kill, randomFrom } from '../rules/dilemmas.ts';

export default declareCard('hunter-gangs', {
  text: 'Two random Away Team members are hunted: even CUNNING escapes, odd CUNNING is killed. Discard the dilemma.',
  dilemma: {
    resolve: unconditional((s, _f, team) => {
      const pool = [...team];
      for (let i = 0; i < 2 && pool.length > 0; i++) {
        const v = randomFrom(s, pool) as string;
        pool.splice(pool.indexOf(v), 1);
        const c = attributeOf(s, v, 'CUNNING');
        if (c % 2 === 0) emit(s, 'personnelEscaped', `${name(s, v)} (CUNNING ${c}) escapes the hunters`, { card: v, cunning: c });
        else kill(s, v, `caught by the Hunter Gangs (CUNNING ${c})`);
      }
    }),
  },
});
