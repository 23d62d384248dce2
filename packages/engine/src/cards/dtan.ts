/**
 * D'Tan (Alternate Universe personnel, Romulan CIVILIAN). His facts come from the card data; his
 * special text is this file: every Romulan present with him (in the same place, either player's,
 * D'Tan himself too) who has no Treachery gets +1 INTEGRITY, once for each D'Tan there.
 * docs/RULINGS.md, "Alternate Universe personnel and ships" (AP1, AP2).
 */
import type { AttributeName } from './facts.ts';
import { declareCard } from './registry.ts';
import { isSpecies, registerPersonnelFacts } from './au-personnel.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { personnelPresentWith } from './premium/present.ts';

export const DTAN = 'dtan';
registerPersonnelFacts(DTAN);

/** +1 INTEGRITY for a Romulan without Treachery, for each D'Tan present with him (or being him). */
export function dtanBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (!isSpecies(s, id, 'Romulan') || (skillsOf(s, id).get('Treachery') ?? 0) > 0) return {};
  const n = [id, ...personnelPresentWith(s, id)].filter((o) => card(s, o).def === DTAN).length;
  return n > 0 ? { INTEGRITY: n } : {};
}

export default declareCard(DTAN, {
  text: 'Each Romulan in the same place as him (himself included, and the opponent\'s) who lacks Treachery has +1 INTEGRITY.',
  personnelBonus: dtanBonus,
});
