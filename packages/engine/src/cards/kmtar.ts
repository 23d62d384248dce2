/**
 * K'mtar (Alternate Universe personnel, Klingon V.I.P.). His facts come from the card data; his
 * special text is this file: while Alexander Rozhenko (the Premiere card, either player's) is
 * present with him, his INTEGRITY, CUNNING and STRENGTH are each +5. "With" is present with, as for
 * the premium Ja'rod. docs/RULINGS.md, "Alternate Universe personnel and ships" (AP3).
 */
import type { AttributeName } from './facts.ts';
import { facts } from './facts.ts';
import { declareCard } from './registry.ts';
import { registerPersonnelFacts } from './au-personnel.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card } from '../rules/board.ts';
import { personnelPresentWith } from './premium/present.ts';

export const KMTAR = 'kmtar';
registerPersonnelFacts(KMTAR);

export function kmtarBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (card(s, id).def !== KMTAR) return {};
  const withAlexander = personnelPresentWith(s, id).some((o) => facts(card(s, o).def).name === 'Alexander Rozhenko');
  return withAlexander ? { INTEGRITY: 5, CUNNING: 5, STRENGTH: 5 } : {};
}

export default declareCard(KMTAR, {
  text: 'While Alexander Rozhenko is in the same place as him, he has +5 INTEGRITY, +5 CUNNING and +5 STRENGTH.',
  personnelBonus: kmtarBonus,
});
