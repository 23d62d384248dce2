/**
 * Thought Fire (Alternate Universe dilemma, planet or space). It feeds on the Traveler's gift: it
 * acts only while a The Traveler: Transcendence in play names the encountering player (beside his
 * draw deck, rules/traveler.ts). Then every member of the Away Team or crew whose CUNNING +
 * INTEGRITY is under 12 dies, unless the team has Empathy; the rest are stopped. Otherwise, or with
 * nobody under 12, it does nothing and is discarded (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { skill } from './space-dilemmas.ts';
import type { CardId, GameState } from '../core/types.ts';
import { attributeOf } from '../rules/attributes.ts';
import { kill } from '../rules/dilemmas.ts';
import { travelerBeside } from '../rules/traveler.ts';

const DEF = 'thought-fire';
registerDilemmaFacts(DEF, { anyOf: [{ allOf: [skill('Empathy')] }] });

/** The members whose CUNNING + INTEGRITY is under 12. */
export const burnable = (s: GameState, team: readonly CardId[]): CardId[] => team.filter((id) => attributeOf(s, id, 'CUNNING') + attributeOf(s, id, 'INTEGRITY') < 12);

export default declareCard(DEF, {
  text: 'Acts only while The Traveler: Transcendence is beside your draw deck. Overcome with Empathy. Otherwise every member with CUNNING + INTEGRITY under 12 dies. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(DEF, {
      applies: (s, team, f) => travelerBeside(s, f.player) && burnable(s, team).length > 0,
      failDispose: 'discard',
      onFail: (s, _f, team) => {
        for (const id of burnable(s, team)) kill(s, id, 'burned out by Thought Fire');
      },
    }),
  },
});
