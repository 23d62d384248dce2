/**
 * Outpost Raid (Alternate Universe dilemma, planet or space). Raiders strike. Met where the
 * encountering player has an outpost of his own (at that mission), the team needs STRENGTH above 81:
 * otherwise two of its members, chosen by the opponent, die and the rest are stopped; the card is
 * discarded either way. Met anywhere else it is a barrier: STRENGTH above 18 gets past (the card is
 * discarded); otherwise the team is stopped and the card stays under the mission.
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import type { GameState } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { ownOutpostAt } from '../rules/board.ts';
import { selectVictim } from '../rules/dilemmas.ts';

const DEF = 'outpost-raid';
registerDilemmaFacts(DEF);

/** Whether the dilemma is met where the encountering player has an outpost. */
export const atOwnOutpost = (s: GameState, f: DilemmaFrame): boolean => ownOutpostAt(s, f.player, f.loc) !== undefined;

const atOutpost = standardDilemma(DEF, {
  overcome: (_s, t) => t.STRENGTH > 81,
  failDispose: 'discard',
  onFail: (s, f, team) => {
    const why = 'killed in an Outpost Raid';
    selectVictim(s, opponent(s, f.player), team, 'kill', why);
    selectVictim(s, opponent(s, f.player), team, 'kill', why);
  },
});
const elsewhere = standardDilemma(DEF, { overcome: (_s, t) => t.STRENGTH > 18, failDispose: 'return' });

export default declareCard(DEF, {
  text: 'At a mission where you have an outpost: overcome with STRENGTH>81, otherwise two members chosen by your opponent die; discard the dilemma. Anywhere else: a barrier passed with STRENGTH>18, otherwise the team is stopped and the card stays under the mission.',
  dilemma: { resolve: (s, f) => (atOwnOutpost(s, f) ? atOutpost(s, f) : elsewhere(s, f)) },
});
