/**
 * REM Fatigue Hallucinations (dilemma, planet or space, 5 points; the older print, RULINGS "Card
 * wording", 12). The crew or Away Team that met it goes on with the attempt, but each of them dies
 * at the end of their owner's third full turn after it, unless by then three MEDICAL of that player
 * are with them, or they have come to one of their owner's outposts (aboard it, or aboard a ship
 * docked there). A team already so placed when it meets the card is not touched and scores its
 * points; once the countdown runs, the cure is read at the end of every turn, and the last victim
 * cured scores them (rules/countdown.ts; docs/RULINGS.md, "Premiere dilemmas, batch C").
 */
import { emit } from '../core/flow.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, isDocked, name, typeOf } from '../rules/board.ts';
import { presentWith, startCountdown } from '../rules/countdown.ts';
import type { Countdown } from '../rules/countdown.ts';
import { attemptingTeam, kill, teamLabel } from '../rules/dilemmas.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, scores, skill } from './space-dilemmas.ts';

const ID = 'rem-fatigue-hallucinations';
registerDilemmaFacts(ID, anyOf([skill('MEDICAL', 3)]));

/** Whether a personnel is at one of its owner's outposts: aboard it, or aboard a ship of theirs docked there. */
function atOwnOutpost(s: GameState, id: CardId): boolean {
  const at = card(s, id).at;
  if (at.z !== 'aboard') return false;
  const host = card(s, at.host);
  if (host.owner !== card(s, id).owner) return false;
  if (host.at.z === 'outpost') return true;
  return typeOf(s, at.host) === 'ship' && isDocked(s, at.host);
}

export const REM_FATIGUE: Countdown = {
  def: ID,
  turns: 3,
  cured: (s, v) => atOwnOutpost(s, v) || (presentWith(s, v).skills.get('MEDICAL') ?? 0) >= 3,
  expire: (s, v) => kill(s, v, 'REM fatigue'),
};

export default declareCard(ID, {
  text: 'The attempt goes on, but the crew or Away Team that met it dies as your third full turn from now ends, unless 3 MEDICAL join them or they reach one of your outposts first (5 points when cured).',
  countdown: REM_FATIGUE,
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      if (team.length === 0 || !startCountdown(s, REM_FATIGUE, f.dilemma, f.loc, team, f.player)) {
        f.dispose = team.length === 0 ? 'discard' : scores(ID);
        return;
      }
      f.dispose = 'stays';
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} suffers ${name(s, f.dilemma)}; the attempt goes on`, { card: f.dilemma, player: f.player });
    },
  },
});
