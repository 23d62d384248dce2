/**
 * Investigate Time Continuum (Premiere mission: planet, Federation icon, Alpha Quadrant, span 3, 35
 * points). Its requirements are three alternatives, any one enough: Guinan in the team (no Guinan is in
 * Premiere or Alternate Universe, so that one is never met), Data in the team (the engine's named
 * personnel clause), or a Time Travel Pod: met when the attempting player holds a Time Travel Pod in
 * hand, which stays there (rules/mission-alternatives.ts). Its facts are its card data's, with the
 * first two alternatives as its requirements; the third is this file's alsoSolvedBy.
 * docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { hasFacts, registerFacts } from './facts.ts';
import { findBlueprint } from './blueprints.ts';
import { missionFactsWith } from './blueprint-missions.ts';
import { parseRequirementsFormula } from './requirements-formula.ts';
import { declareCard } from './registry.ts';
import { Requirements } from './facts.ts';
import { seat } from '../core/types.ts';
import { card } from '../rules/board.ts';

export const ITC = 'investigate-time-continuum';
export const TIME_TRAVEL_POD = 'time-travel-pod';

const b = findBlueprint(ITC);
if (!b || b.type !== 'mission') throw new Error('no mission investigate-time-continuum in the card data');
const wide = parseRequirementsFormula(b.requirementsFormula);
// the named-personnel alternatives; the artifact one is alsoSolvedBy below
const requirements = Requirements.parse({ anyOf: wide.anyOf.filter((a) => a.allOf.every((c) => !('artifactNamed' in c))) });
if (!hasFacts(ITC)) {
  registerFacts([missionFactsWith(b, requirements)]);
}

export default declareCard(ITC, {
  text:
    'A Federation planet mission worth 35 points, solved by a team with Data in it, or by a player holding a Time Travel Pod in hand (it stays there). ' +
    'Its third choice, Guinan, is not a card of these sets, so it never counts.',
  alsoSolvedBy: (s, p) => seat(s, p).hand.some((id) => card(s, id).def === TIME_TRAVEL_POD),
});
