/**
 * Neutral Outpost (Alternate Universe facility: outpost, universal, SHIELDS 24). An outpost of no
 * affiliation: seeded only at a space mission, or built at a space mission where its owner has any
 * ENGINEER (of any affiliation); his personnel, ships and equipment of every affiliation report to it
 * (personnel still mix aboard as the mixing rules say); it repairs no ship (rules/damage.ts
 * NO_REPAIR_OUTPOSTS). The engine has no "neutral" affiliation: its facts give it Non-Aligned, the
 * affiliation that mixes with all, and this file's `neutralOutpost` tells the rules the rest
 * (rules/outposts.ts isNeutralOutpost, read by the seeding, building and reporting rules; it is no
 * affiliation a deck plays, rules/setup.ts deckAffiliation). docs/RULINGS.md, "Alternate Universe
 * missions and Neutral Outpost".
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint } from './blueprints.ts';
import { declareCard } from './registry.ts';

export const NEUTRAL_OUTPOST = 'neutral-outpost';

const b = findBlueprint(NEUTRAL_OUTPOST);
if (!b || b.type !== 'facility') throw new Error('no facility neutral-outpost in the card data');
if (!hasFacts(NEUTRAL_OUTPOST)) {
  registerFacts([CardFacts.parse({ id: b.slug, name: b.name, type: 'outpost', affiliation: 'non-aligned', unique: b.unique, universal: b.universal, shields: b.shields })]);
}

export default declareCard(NEUTRAL_OUTPOST, {
  text:
    'An outpost of no affiliation, seeded at a space mission or built at a space mission where you have any ENGINEER. ' +
    'Your cards of every affiliation report to it. It does not repair ships.',
  neutralOutpost: true,
});
