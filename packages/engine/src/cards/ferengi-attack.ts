/**
 * Ferengi Attack (dilemma, planet). Beaten off when the Away Team's CUNNING plus STRENGTH is above
 * 68, or when anyone with Greed is there to bargain. Otherwise the encountering player's opponent
 * picks one Away Team member to die; the Away Team is stopped; the dilemma is discarded.
 */
import { defineCard } from './registry.ts';
import { opponent, standardDilemma } from './common.ts';
import { selectVictim } from '../rules/dilemmas.ts';

defineCard('ferengi-attack', {
  text: 'Overcome with CUNNING + STRENGTH above 68, or Greed. Otherwise the opponent picks one Away Team member, who dies. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma('ferengi-attack', {
      failDispose: 'discard',
      onFail: (s, f, team) => selectVictim(s, opponent(s, f.player), team, 'kill', 'killed in the Ferengi attack'),
    }),
  },
});
