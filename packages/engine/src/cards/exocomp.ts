/**
 * Exocomp (Premiere personnel, Federation ENGINEER, universal). Its facts come from its card data (the
 * skill box's ENGINEER; its special text is this file). Aboard a damaged ship of its owner's, the ship
 * counts a repair turn at the end of each of its owner's turns wherever it is, moving or not, so two
 * such turns repair it with no trip to an outpost (rules/field-repair.ts). Ability: repairsShipAboard.
 * docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { hasFacts, registerFacts } from './facts.ts';
import { personnelFactsOf } from './blueprint-facts.ts';
import { findBlueprint } from './blueprints.ts';
import { declareCard } from './registry.ts';

export const EXOCOMP = 'exocomp';

const b = findBlueprint(EXOCOMP);
if (!b || b.type !== 'personnel') throw new Error('no personnel exocomp in the card data');
if (!hasFacts(EXOCOMP)) registerFacts([personnelFactsOf(b)]);

export default declareCard(EXOCOMP, {
  text:
    'An ENGINEER that mends ships on the move: a damaged ship with it aboard is repaired after two of your full turns, ' +
    'wherever the ship is and even if it moves, without going back to an outpost.',
  abilities: { repairsShipAboard: true },
});
