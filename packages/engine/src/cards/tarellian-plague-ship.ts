/**
 * Tarellian Plague Ship (dilemma, space, 5 points). The crew overcomes it by sending one of its
 * MEDICAL personnel over to the plague ship: that personnel is discarded (not killed), chosen by
 * the encountering player among the crew's MEDICAL, and the crew scores the points and goes on.
 * With no MEDICAL in the crew, every personnel aboard dies of the plague and the crew is stopped.
 * Discarded either way (docs/RULINGS.md, "Premiere dilemmas, batch B", B4).
 */
import { registerDilemmaFacts, scores, skill, anyOf } from './space-dilemmas.ts';
import { declareCard } from './registry.ts';
import { emit } from '../core/flow.ts';
import { teamStats } from '../rules/attributes.ts';
import { name, personnelAboard } from '../rules/board.ts';
import { attemptingTeam, kill, selectVictim, teamLabel } from '../rules/dilemmas.ts';

const ID = 'tarellian-plague-ship';
registerDilemmaFacts(ID, anyOf([skill('MEDICAL')]));

export default declareCard(ID, {
  text: 'One MEDICAL of the crew, your choice, crosses to the plague ship and is discarded: overcome (5 points). With no MEDICAL, everyone aboard dies. Discard the dilemma.',
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      const medical = team.filter((id) => (teamStats(s, [id]).skills.get('MEDICAL') ?? 0) > 0);
      if (medical.length > 0) {
        emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} overcomes ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
        f.dispose = scores(ID);
        selectVictim(s, f.player, medical, 'discard', 'beams over to the Tarellian plague ship');
        return;
      }
      emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
      f.stop = true;
      f.dispose = 'discard';
      for (const id of f.from === undefined ? team : personnelAboard(s, f.from)) kill(s, id, 'the Tarellian plague');
    },
  },
});
