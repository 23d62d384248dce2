/**
 * Empathic Echo (Alternate Universe dilemma, planet or space). An echo of feeling overwhelms an
 * empath: SECURITY and MEDICAL together in the Away Team or crew hold it off. Otherwise one member
 * with Empathy, picked at random, dies and the rest are stopped. A team with no Empathy has nobody
 * for it to act on: it does nothing and is discarded (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { skill } from './space-dilemmas.ts';
import type { CardId, GameState } from '../core/types.ts';
import { skillsOf } from '../rules/attributes.ts';
import { killRandom } from '../rules/dilemmas.ts';

const DEF = 'empathic-echo';
registerDilemmaFacts(DEF, { anyOf: [{ allOf: [skill('SECURITY'), skill('MEDICAL')] }] });

/** The members of a team with the skill named. */
export function withSkill(s: GameState, team: readonly CardId[], sk: string): CardId[] {
  return team.filter((id) => (skillsOf(s, id).get(sk) ?? 0) > 0);
}

export default declareCard(DEF, {
  text: 'Acts only on a team with Empathy. Overcome with SECURITY + MEDICAL. Otherwise one member with Empathy picked at random dies. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(DEF, {
      applies: (s, team) => withSkill(s, team, 'Empathy').length > 0,
      failDispose: 'discard',
      onFail: (s, f, team) => {
        killRandom(s, withSkill(s, team, 'Empathy'), 'overwhelmed by an Empathic Echo');
        // doubled as it was faced (Howard Heirloom Candle): a second one, among those still in play
        if (f['doubled'] === true) killRandom(s, withSkill(s, team, 'Empathy').filter((id) => s.cards[id]?.at.z === 'planet' || s.cards[id]?.at.z === 'aboard'), 'overwhelmed by an Empathic Echo (doubled)');
      },
    }),
  },
});
