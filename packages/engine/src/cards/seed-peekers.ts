/**
 * What Ajur and Boratus (Alternate Universe personnel, the Vorgon pair) share: the same skill-box text,
 * a peek once per game at the seed cards under the planet mission where either stands alone with his
 * owner's Archaeology personnel, all but three of them, which the opponent keeps hidden (ability
 * peeksAtSeedCards, rules/seed-peek.ts). docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { declareCard } from './registry.ts';
import type { CardDefinition } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';

/** How many cards the opponent keeps hidden. */
export const KEPT_HIDDEN = 3;

/** A Vorgon's declaration: his facts from the card data and the peek. */
export function vorgonPeeker(defId: string): CardDefinition {
  registerPersonnelFacts(defId);
  return declareCard(defId, {
    text:
      'Once per game, during your turn, while on a planet where the only other personnel are yours and have Archaeology, this Vorgon may look at the cards seeded under that mission, ' +
      'except three your opponent picks and keeps hidden.',
    abilities: { peeksAtSeedCards: { aloneWithSkill: 'Archaeology', keepHidden: KEPT_HIDDEN } },
  });
}
