/**
 * Parallel Romance (Alternate Universe dilemma, planet; the older print, RULINGS "Card wording", 22).
 * One male and one female of the Away Team, each picked at random, fall for each other: both are
 * stopped now and stay stopped through their owner's next two full turns, each STRENGTH -2 the while;
 * the rest of the team goes on. Without both a male and a female in the team it does nothing and is
 * discarded. The length is a countdown of two full turns with no cure (rules/countdown.ts); the card
 * lies on the mission meanwhile, and is discarded when it runs out. The pair's stop is put back at the
 * end of every turn while it runs (rules/held-stopped.ts; docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { gender } from './common.ts';
import { emit } from '../core/flow.ts';
import { marksBy } from '../core/modifiers.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, name } from '../rules/board.ts';
import { startCountdown } from '../rules/countdown.ts';
import type { Countdown } from '../rules/countdown.ts';
import { attemptingTeam, randomFrom } from '../rules/dilemmas.ts';
import { holdStopped } from '../rules/held-stopped.ts';

const DEF = 'parallel-romance';
registerDilemmaFacts(DEF);

export const PARALLEL_ROMANCE: Countdown = {
  def: DEF,
  turns: 2,
  cured: () => false,
  expire: (s, v) => emit(s, 'romanceOver', `${name(s, v)}'s parallel romance is over`, { card: v }),
};

/** The personnel a Parallel Romance in play holds now (its countdown's victims). */
export function inRomance(s: GameState): CardId[] {
  return marksBy(s, DEF)
    .filter((m) => m.card !== m.source && card(s, m.source).at.z === 'attached')
    .map((m) => m.card);
}

export default declareCard(DEF, {
  text: 'One male and one female of the Away Team, each picked at random, are stopped now and through your next two full turns, each STRENGTH -2 meanwhile. Without both a male and a female, discard the dilemma.',
  countdown: PARALLEL_ROMANCE,
  personnelBonus: (s, id) => (inRomance(s).includes(id) ? { STRENGTH: -2 } : {}),
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      const male = randomFrom(s, team.filter((id) => gender(s, id) === 'male'));
      const female = randomFrom(s, team.filter((id) => gender(s, id) === 'female'));
      if (male === undefined || female === undefined) {
        emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} finds no male and female pair and is discarded`, { card: f.dilemma });
        f.dispose = 'discard';
        return;
      }
      startCountdown(s, PARALLEL_ROMANCE, f.dilemma, f.loc, [male, female], f.player);
      f.dispose = 'stays';
      holdStopped(s, f.dilemma, male);
      holdStopped(s, f.dilemma, female);
      emit(s, 'dilemmaNotOvercome', `${name(s, male)} and ${name(s, female)} (picked at random) are caught in ${name(s, f.dilemma)}: stopped, STRENGTH -2`, { card: f.dilemma, player: f.player });
    },
  },
});
