/**
 * Microvirus (dilemma, planet, 5 bonus points). With MEDICAL and SECURITY in the Away Team it is
 * overcome and the encountering player scores its 5 points. Without them the encountering
 * player's opponent chooses one Away Team member, who dies; the Away Team is stopped and the
 * card is discarded.
 */
import { defineCard } from './registry.ts';
import { opponent, standardDilemma } from './common.ts';
import { selectVictim } from '../rules/dilemmas.ts';

defineCard('microvirus', {
  text: 'Overcome with MEDICAL + SECURITY for 5 bonus points. Otherwise the opponent picks one Away Team member, who dies; discard the dilemma.',
  dilemma: {
    resolve: standardDilemma('microvirus', {
      failDispose: 'discard',
      overcomeDispose: 'bonus',
      onFail: (s, f, team) => selectVictim(s, opponent(s, f.player), team, 'kill', 'infected by Microvirus'),
    }),
  },
});
