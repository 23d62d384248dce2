/**
 * Male's Love Interest (dilemma, planet): a random male Away Team member is relocated to the
 * farthest planet on the spaceline; no effect without a male. See love-interest.ts.
 */
import { declareCard } from './registry.ts';
import { loveInterest } from './love-interest.ts';

export default declareCard('males-love-interest', {
  text: 'A random male Away Team member moves to the farthest planet on the spaceline. No effect without a male. Discard the dilemma.',
  dilemma: loveInterest('male'),
});
