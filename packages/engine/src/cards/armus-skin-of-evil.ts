/**
 * Armus - Skin of Evil (dilemma, planet). No condition to meet: one Away Team member, picked at
 * random, dies. Nobody is stopped; the card is discarded.
 */
import { declareCard } from './registry.ts';
import { unconditional } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { killRandom } from '../rules/dilemmas.ts';

registerDilemmaFacts('armus-skin-of-evil');

export default declareCard('armus-skin-of-evil', {
  text: 'Whatever the Away Team has, one member picked at random dies. Discard the dilemma.',
  dilemma: { resolve: unconditional((s, _f, team) => void killRandom(s, team, 'engulfed by Armus')) },
});
