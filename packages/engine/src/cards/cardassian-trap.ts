/**
 * Cardassian Trap (Alternate Universe dilemma, planet or space). Empathy in the Away Team or crew
 * that meets it sees the trap coming: it is overcome and discarded. Otherwise one unique personnel of
 * that team who is not Cardassian, picked at random, is taken captive by the opponent
 * (rules/captives.ts), the rest are stopped, and the dilemma goes with the captive: it lies on its
 * owner's table beside him until he is released, then is discarded (the first print, docs/RULINGS.md
 * card wording 20). No affiliation of these sets is Cardassian, so every unique personnel may be
 * taken; a team with no unique personnel has nobody for it to take: it does nothing and is
 * discarded. docs/RULINGS.md, "Alternate Universe: captives".
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { skill } from './space-dilemmas.ts';
import { facts } from './facts.ts';
import type { CardId, GameState } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { addMark } from '../core/modifiers.ts';
import { affiliationOf } from '../rules/affiliations.ts';
import { moveTo } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { capture, playsOnCaptive } from '../rules/captives.ts';

const DEF = 'cardassian-trap';
registerDilemmaFacts(DEF, { anyOf: [{ allOf: [skill('Empathy')] }] });
playsOnCaptive(DEF);

/** The members of the team the trap may take: unique, and not Cardassian (none of these sets' affiliations is). */
export function takeable(s: GameState, team: readonly CardId[]): CardId[] {
  return team.filter((id) => facts(s.cards[id]?.def as string).unique === true && (affiliationOf(s, id) as string | null) !== 'cardassian');
}

export default declareCard(DEF, {
  text: 'Overcome with Empathy in the team. Otherwise the opponent takes one unique non-Cardassian member, picked at random, captive, and the dilemma stays beside the captive until he is released. A team with no unique member: no effect, discard it.',
  dilemma: {
    resolve: standardDilemma(DEF, {
      applies: (s, team) => takeable(s, team).length > 0,
      failDispose: 'discard',
      onFail: (s, f, team) => {
        const victim = randomFrom(s, takeable(s, team));
        if (!victim) return;
        capture(s, victim, opponent(s, f.player), `sprung by ${facts(s.cards[f.dilemma]?.def as string).name}, chosen at random`);
        f.dispose = 'stays';
        moveTo(s, f.dilemma, { z: 'table' });
        addMark(s, f.dilemma, victim);
      },
    }),
  },
});
