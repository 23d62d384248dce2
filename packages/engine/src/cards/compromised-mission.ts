/**
 * Compromised Mission (Alternate Universe mission: space, asymmetric, Alpha Quadrant, span 4, 35
 * points). Its owner's side shows the Romulan and Klingon icons; the side facing his opponent the
 * Federation icon; both sides ask for the same requirements (Treachery x2, Computer Skill, STRENGTH
 * over 35). Each player reads the side facing him (rules/mission-text.ts iconsFor).
 * docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost".
 */
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';

export const COMPROMISED_MISSION = 'compromised-mission';

registerMissionFacts(COMPROMISED_MISSION);

export default declareCard(COMPROMISED_MISSION, {
  text:
    'A space mission worth 35 points, solved with Treachery x2, Computer Skill and STRENGTH over 35. ' +
    'Its owner attempts it with a Romulan or Klingon crew member; his opponent, who reads the other side, with a Federation one.',
  mission: { opponentSide: { affiliationIcons: ['federation'] } },
});
