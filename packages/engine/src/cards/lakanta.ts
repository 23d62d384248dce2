/**
 * Lakanta (Alternate Universe personnel, Non-Aligned CIVILIAN). His facts come from the card data;
 * his special text is this file. A ship he is aboard may move off one end of the spaceline straight
 * onto the other, the two ends being neighbours for that ship (ability wrapsShipAboard,
 * rules/ship-wrap.ts, read by movement). Wesley Crusher present with him (either player's) has +4
 * INTEGRITY, CUNNING and STRENGTH. docs/RULINGS.md, "Alternate Universe personnel and ships" (AP5).
 */
import type { AttributeName } from './facts.ts';
import { facts } from './facts.ts';
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card } from '../rules/board.ts';
import { personnelPresentWith } from './premium/present.ts';

export const LAKANTA = 'lakanta';
registerPersonnelFacts(LAKANTA);

/** +4 to each attribute of a Wesley Crusher present with a Lakanta. */
export function lakantaBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (facts(card(s, id).def).name !== 'Wesley Crusher') return {};
  return personnelPresentWith(s, id).some((o) => card(s, o).def === LAKANTA) ? { INTEGRITY: 4, CUNNING: 4, STRENGTH: 4 } : {};
}

export default declareCard(LAKANTA, {
  text:
    'The ship he is aboard treats the two ends of the spaceline as next to each other: it can fly off one end and come in at the other. ' +
    'Wesley Crusher in the same place as him has +4 INTEGRITY, +4 CUNNING and +4 STRENGTH.',
  abilities: { wrapsShipAboard: true },
  personnelBonus: lakantaBonus,
});
