/**
 * Nausicaans (dilemma, planet). Three of them start a fight: a team STRENGTH above 44 sees them
 * off. Otherwise one Away Team member, picked at random, dies; the Away Team is stopped; the card
 * is discarded either way.
 */
import { dilemmaCard } from './language.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

registerDilemmaFacts('nausicaans', { anyOf: [{ allOf: [{ attribute: 'STRENGTH', greaterThan: 44 }] }] });

export default dilemmaCard('nausicaans', 'Overcome with STRENGTH>44. Otherwise one Away Team member picked at random dies; discard the dilemma.', {
  fail: [{ kill: { from: 'awayTeam', by: 'random' }, why: 'killed in a fight with Nausicaans' }],
  failDispose: 'discard',
});
