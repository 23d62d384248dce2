/**
 * Female's Love Interest (dilemma, planet): a random female Away Team member is relocated to the
 * farthest planet on the spaceline; no effect without a female. See love-interest.ts.
 */
import { declareCard } from './registry.ts';
import { loveInterest } from './love-interest.ts';

export default declareCard('females-love-interest', {
  text: 'A random female Away Team member moves to the farthest planet on the spaceline. No effect without a female. Discard the dilemma.',
  dilemma: loveInterest('female'),
});
