/**
 * Engineering PADD (Premiere equipment). Reports to your outpost like personnel. Each of your SCIENCE
 * personnel in the same group as this card (aboard the same ship or outpost, or on the same planet)
 * has one more level of ENGINEER, counted in mission and dilemma requirements; one card serves the
 * whole group. The grant is data (grantsSkill in its facts, equipment.ts), applied by
 * rules/attributes.ts as the intro kits' is.
 */
import { skillKitCard } from './equipment.ts';

export default skillKitCard('engineering-padd', 'ENGINEER', 'SCIENCE', 'Your SCIENCE personnel in the same group as this PADD gain ENGINEER.');
