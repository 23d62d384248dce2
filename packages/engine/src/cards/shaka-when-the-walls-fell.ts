/**
 * Shaka, When the Walls Fell (dilemma, planet or space). A barrier: to talk their way through, the
 * Away Team or crew needs two Diplomacy and CUNNING above 30 together. Short of either it is
 * stopped and the card goes back under the mission.
 */
import { dilemmaCard } from './language.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

registerDilemmaFacts('shaka-when-the-walls-fell', {
  anyOf: [{ allOf: [{ skill: 'Diplomacy', count: 2 }, { attribute: 'CUNNING', greaterThan: 30 }] }],
});

export default dilemmaCard('shaka-when-the-walls-fell', 'A barrier, on a planet or in space: pass only with Diplomacy x2 and CUNNING>30 together. Otherwise the team is stopped and the card stays under the mission.', {
  fail: [],
  failDispose: 'return',
});
