/**
 * Ancient Computer (dilemma, space). A barrier: the crew gets past with two Computer Skill, or
 * three SCIENCE, or three ENGINEER among them. Short of all three it is stopped and the card goes
 * back under the mission, to be faced again by the next attempt.
 */
import { dilemmaCard } from './language.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

registerDilemmaFacts('ancient-computer', {
  anyOf: [{ allOf: [{ skill: 'Computer Skill', count: 2 }] }, { allOf: [{ skill: 'SCIENCE', count: 3 }] }, { allOf: [{ skill: 'ENGINEER', count: 3 }] }],
});

export default dilemmaCard('ancient-computer', 'A barrier: pass with Computer Skill x2, or SCIENCE x3, or ENGINEER x3. Otherwise the crew is stopped and the card stays under the mission.', {
  fail: [],
  failDispose: 'return',
});
