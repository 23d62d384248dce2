/**
 * Hologram Ruse (dilemma, planet). A barrier: the Away Team needs both INTEGRITY above 30 and
 * CUNNING above 30 to see through the trick. Short of either, it is stopped and the card goes back
 * under the mission. Of its two printings, the first one's story sentences change nothing
 * (docs/RULINGS.md, "Card wording: the 31 cards with two printings", 6).
 */
import { dilemmaCard } from './language.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';

registerDilemmaFacts('hologram-ruse', {
  anyOf: [{ allOf: [{ attribute: 'INTEGRITY', greaterThan: 30 }, { attribute: 'CUNNING', greaterThan: 30 }] }],
});

export default dilemmaCard('hologram-ruse', 'A barrier: pass only with INTEGRITY>30 and CUNNING>30 together. Otherwise the Away Team is stopped and the card stays under the mission.', {
  fail: [],
  failDispose: 'return',
});
