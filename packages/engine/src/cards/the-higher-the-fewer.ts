/**
 * The Higher... The Fewer (Alternate Universe dilemma, planet or space, X points). A contest the
 * team cannot win: its player places the card in his bonus area at minus one point for each
 * personnel in the Away Team or crew that meets it (rules/variable-points.ts). Nobody is stopped
 * and the attempt goes on. The score may fall below zero (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { unconditional } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { scoreCardPoints } from '../rules/variable-points.ts';

const DEF = 'the-higher-the-fewer';
registerDilemmaFacts(DEF);

export default declareCard(DEF, {
  text: 'Lose 1 point for each personnel in the Away Team or crew that meets it: the card goes to your bonus area at that many points below zero. The team is not stopped.',
  dilemma: {
    resolve: unconditional((s, f, team) => {
      f.dispose = 'stays';
      scoreCardPoints(s, f.player, f.dilemma, -team.length, `The Higher... The Fewer: ${team.length} personnel in the team`);
    }),
  },
});
