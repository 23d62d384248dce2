/**
 * Ferengi Attack (dilemma, planet). Beaten off when the Away Team's CUNNING plus STRENGTH is above
 * 68, or when anyone with Greed is there to bargain. Otherwise the encountering player's opponent
 * picks one Away Team member to die; the Away Team is stopped; the dilemma is discarded.
 */
import { dilemmaCard } from './language.ts';

export default dilemmaCard('ferengi-attack', 'Overcome with CUNNING + STRENGTH above 68, or Greed. Otherwise the opponent picks one Away Team member, who dies. Discard the dilemma.', {
  fail: [{ kill: { from: 'awayTeam', by: 'opponent' }, why: 'killed in the Ferengi attack' }],
  failDispose: 'discard',
});
