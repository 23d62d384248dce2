/**
 * Tricorder (equipment). Reports to your outpost like personnel. Each of your ENGINEER personnel in the same
 * group as this card (aboard the same ship or outpost, or in the same Away Team) has one more
 * level of SCIENCE, counted in mission and dilemma requirements. The grant itself is data
 * (grantsSkill in the card facts), applied by rules/attributes.ts.
 */
import { declareCard } from './registry.ts';

export default declareCard('tricorder', {
  text: 'Your ENGINEER personnel with this equipment gain SCIENCE.',
});
