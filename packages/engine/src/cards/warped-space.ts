/**
 * Warped Space (Alternate Universe mission: space, asymmetric, Klingon icon, Alpha Quadrant, 45 points,
 * solved with SCIENCE x2, Navigation and Astrophysics). Its owner's side has span 5; the side facing
 * his opponent span 1: his ships pay 1 RANGE to enter it (rules/mission-text.ts spanFor).
 * docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost".
 */
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';

export const WARPED_SPACE = 'warped-space';

registerMissionFacts(WARPED_SPACE);

export default declareCard(WARPED_SPACE, {
  text:
    'A Klingon space mission worth 45 points, solved with SCIENCE x2, Navigation and Astrophysics. ' +
    "Its owner's ships spend 5 RANGE to enter it; his opponent's ships, reading the other side, only 1.",
  mission: { opponentSide: { span: 1 } },
});
