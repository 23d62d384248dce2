/**
 * Hyper-Aging (dilemma, planet, 5 points; the older print, RULINGS "Card wording", 7). The attempt
 * goes on, but every member of the Away Team that met it is quarantined: each of them dies at the
 * end of their owner's third full turn after it, unless SCIENCE and two MEDICAL of that player are
 * with them by then. A team that has them when it meets the card is not touched and scores its
 * points; once the countdown runs, the cure is read at the end of every turn, either player's, and
 * the last victim cured scores them (rules/countdown.ts; docs/RULINGS.md, "Premiere dilemmas, batch C").
 */
import { emit } from '../core/flow.ts';
import { name } from '../rules/board.ts';
import { presentWith, startCountdown } from '../rules/countdown.ts';
import type { Countdown } from '../rules/countdown.ts';
import { attemptingTeam, kill, teamLabel } from '../rules/dilemmas.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, scores, skill } from './space-dilemmas.ts';

const ID = 'hyper-aging';
registerDilemmaFacts(ID, anyOf([skill('SCIENCE'), skill('MEDICAL', 2)]));

export const HYPER_AGING: Countdown = {
  def: ID,
  turns: 3,
  cured(s, v) {
    const t = presentWith(s, v);
    return (t.skills.get('SCIENCE') ?? 0) >= 1 && (t.skills.get('MEDICAL') ?? 0) >= 2;
  },
  expire: (s, v) => kill(s, v, 'hyper-aging'),
};

export default declareCard(ID, {
  text: 'The attempt goes on, but every member of the Away Team is quarantined: unless SCIENCE and 2 MEDICAL join them first, they die as your third full turn from now ends (5 points when cured).',
  countdown: HYPER_AGING,
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if (team.length === 0 || !startCountdown(s, HYPER_AGING, f.dilemma, f.loc, team, f.player)) {
        f.dispose = team.length === 0 ? 'discard' : scores(ID);
        return;
      }
      f.dispose = 'stays';
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} is quarantined by ${name(s, f.dilemma)}; the attempt goes on`, { card: f.dilemma, player: f.player });
    },
  },
});
