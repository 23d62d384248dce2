/**
 * Reunion (Alternate Universe mission: planet, Federation icon, Sector 001 Region, Alpha Quadrant, span
 * 3, X points). Solved by a team with Miracle Worker, or Cantankerousness, or Spock (any one of the
 * three). X: 40 when the completing team has all three, else 15 (one or two of them). Its facts give
 * 15, the least it scores (rules/mission-text.ts printedPointsFor). docs/RULINGS.md, "Alternate
 * Universe missions and Neutral Outpost".
 */
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';
import { teamStats } from '../rules/attributes.ts';
import { clauseMet } from '../rules/requirements.ts';
import type { CardId, GameState } from '../core/types.ts';

export const REUNION = 'reunion';

const f = registerMissionFacts(REUNION, { points: 15 });

/** How many of the three alternatives (Miracle Worker, Cantankerousness, Spock) the team has. */
export function reunionHas(s: GameState, team: readonly CardId[]): number {
  const t = teamStats(s, team);
  return f.requirements.anyOf.filter((alt) => alt.allOf.every((c) => clauseMet(t, c))).length;
}

export default declareCard(REUNION, {
  text:
    'A Federation planet mission, solved by a team with Miracle Worker, or Cantankerousness, or Spock. ' +
    'It scores 15 points, or 40 when the completing team has all three.',
  mission: {
    pointsFor: (s, _p, _loc, team) => (reunionHas(s, team) >= f.requirements.anyOf.length ? 40 : 15),
  },
});
