/**
 * Worshiper (Alternate Universe dilemma, planet, 5 points). A worshiper offers tribute: an Away Team
 * with more Greed than Honor (skill levels counted) takes it and scores the card's 5 points. Any
 * other team is stopped, unless it has Anthropology or its player has an Edo Vessel at the mission
 * (the worshipers' own kind of ship, in orbit above), and goes on. The card is discarded unless
 * scored.
 */
import { declareCard } from './registry.ts';
import type { DilemmaFrame } from './registry.ts';
import { attemptingTeam, standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { emit } from '../core/flow.ts';
import type { GameState } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { name, shipsAt } from '../rules/board.ts';
import { teamLabel } from '../rules/dilemmas.ts';

const DEF = 'worshiper';
registerDilemmaFacts(DEF);

/** Whether the encountering player has an Edo Vessel at the mission. */
export const edoVesselHere = (s: GameState, f: DilemmaFrame): boolean => shipsAt(s, f.loc, f.player).some((id) => name(s, id) === 'Edo Vessel');

const otherwise = standardDilemma(DEF, {
  overcome: (s, t, f) => (t.skills.get('Anthropology') ?? 0) > 0 || edoVesselHere(s, f),
  failDispose: 'discard',
});

export default declareCard(DEF, {
  text: 'If the Away Team has more Greed than Honor, it scores the 5 points. Otherwise it is stopped unless Anthropology is in it or you have an Edo Vessel at the mission. Discard the dilemma unless scored.',
  dilemma: {
    resolve(s, f) {
      const t = teamStats(s, attemptingTeam(s, f.player, f.loc, f.from));
      if ((t.skills.get('Greed') ?? 0) > (t.skills.get('Honor') ?? 0)) {
        emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} has more Greed than Honor and takes the tribute of ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
        f.dispose = 'bonus';
        return;
      }
      otherwise(s, f);
    },
  },
});
