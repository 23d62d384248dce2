/**
 * Diplomatic Conference (Alternate Universe mission: planet, Federation, Romulan and Klingon icons,
 * Alpha Quadrant, span 4, 60 points). Solved by a team with a V.I.P. of each of four different
 * affiliations: in these sets Federation, Klingon, Romulan and Non-Aligned, so one of each (a
 * dual-affiliation personnel counts as the affiliation it plays as). On its planet a player's
 * personnel of any affiliations form one Away Team, whatever the mixing rules say elsewhere, so that
 * they can attempt it together (rules/mission-text.ts mixOnPlanet, read by rules/affiliations.ts).
 * The requirement check has no clause for "one of each affiliation": its facts hold V.I.P. x4 (what
 * the card needs at least) and this file's solvedBy is the reading that counts. docs/RULINGS.md,
 * "Alternate Universe missions and Neutral Outpost".
 */
import { Requirements } from './facts.ts';
import type { Affiliation } from './facts.ts';
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';
import { affiliationOf } from '../rules/affiliations.ts';
import { skillsOf } from '../rules/attributes.ts';
import type { CardId, GameState } from '../core/types.ts';

export const DIPLOMATIC_CONFERENCE = 'diplomatic-conference';
const VIP = 'V.I.P.';
const AFFILIATIONS: readonly Affiliation[] = ['federation', 'klingon', 'romulan', 'non-aligned'];

registerMissionFacts(DIPLOMATIC_CONFERENCE, { requirements: Requirements.parse({ anyOf: [{ allOf: [{ skill: VIP, count: 4 }] }] }) });

/** The affiliations the team has a V.I.P. of. */
export function vipAffiliations(s: GameState, team: readonly CardId[]): Set<Affiliation> {
  const out = new Set<Affiliation>();
  for (const id of team) {
    const a = affiliationOf(s, id);
    if (a !== null && (skillsOf(s, id).get(VIP) ?? 0) > 0) out.add(a);
  }
  return out;
}

export default declareCard(DIPLOMATIC_CONFERENCE, {
  text:
    'A planet mission worth 60 points, solved by a team holding a V.I.P. of each of four different affiliations ' +
    '(Federation, Klingon, Romulan and Non-Aligned in these sets). On its planet your personnel of any affiliations may join one Away Team to attempt it.',
  mission: {
    mixOnPlanet: true,
    solvedBy: (s, _p, _loc, team) => {
      const have = vipAffiliations(s, team);
      return AFFILIATIONS.filter((a) => have.has(a)).length >= 4;
    },
  },
});
