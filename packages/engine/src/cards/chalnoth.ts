/**
 * Chalnoth (dilemma, planet, 5 bonus points). Three SECURITY, or a team STRENGTH above 40, deal
 * with it and the encountering player scores its 5 points. Otherwise the encountering player's
 * opponent picks one Away Team member, who dies; the Away Team is stopped; the card is discarded.
 */
import { dilemmaCard } from './language.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

registerDilemmaFacts('chalnoth', {
  anyOf: [{ allOf: [{ skill: 'SECURITY', count: 3 }] }, { allOf: [{ attribute: 'STRENGTH', greaterThan: 40 }] }],
});

export default dilemmaCard('chalnoth', 'Overcome with SECURITY x3 or STRENGTH>40 for 5 bonus points. Otherwise the opponent picks one Away Team member, who dies; discard the dilemma.', {
  fail: [{ kill: { from: 'awayTeam', by: 'opponent' }, why: 'torn apart by the Chalnoth' }],
  failDispose: 'discard',
  overcomeDispose: 'bonus',
});
