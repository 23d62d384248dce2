/**
 * Temporal Causality Loop (Premiere dilemma, space, 5 points). A crew with SCIENCE and more than 35
 * CUNNING between them overcomes it and scores its points. Otherwise the ship's crew is caught in the
 * loop: the last two actions its player took this turn are undone (the attempt that met it among them),
 * the loop is discarded, and the turn ends. The game keeps what it needs to undo only while a loop lies
 * seeded (rules/temporal-loop.ts; docs/RULINGS.md "Issue 25: Gaps in Normal Space and Temporal Causality
 * Loop").
 */
import { emit } from '../core/flow.ts';
import { attemptingTeam, teamLabel } from '../rules/dilemmas.ts';
import { requirementsMet } from '../rules/requirements.ts';
import { attributeOf, teamStats } from '../rules/attributes.ts';
import { name } from '../rules/board.ts';
import { startLoop } from '../rules/temporal-loop.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, scores, skill } from './space-dilemmas.ts';

const ID = 'temporal-causality-loop';
/** The CUNNING the crew must total more than. */
export const LOOP_CUNNING = 35;
const OVERCOME = anyOf([skill('SCIENCE'), { attribute: 'CUNNING', greaterThan: LOOP_CUNNING }]);
registerDilemmaFacts(ID, OVERCOME);

export default declareCard(ID, {
  text: 'Overcome with SCIENCE and CUNNING over 35 for 5 points. Otherwise the last two actions you took this turn are undone, this dilemma is discarded and your turn ends.',
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if (requirementsMet(teamStats(s, team), OVERCOME)) {
        emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} overcomes ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
        f.dispose = scores(ID);
        return;
      }
      const cunning = team.reduce((sum, id) => sum + attributeOf(s, id, 'CUNNING'), 0);
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)} (CUNNING ${cunning})`, { card: f.dilemma, player: f.player });
      f.dispose = 'discard'; // the loop's own frame discards it, once the actions are undone
      startLoop(s, f.dilemma);
    },
  },
});
