/**
 * Targ (Alternate Universe personnel, Klingon ANIMAL, universal). Its facts come from the card data;
 * its special text is this file. Every Klingon present with a Targ (in the same place, either
 * player's) that is not itself a Targ gets +1 STRENGTH for each Targ there. It also nullifies a Rogue
 * Borg Mercenaries just played on the ship it is aboard (nullifiesWherePresent, which the Rogue Borg
 * card asks: rules/nullify.ts). docs/RULINGS.md, "Alternate Universe personnel and ships" (AP1, AP2, AP4).
 */
import type { AttributeName } from './facts.ts';
import { declareCard } from './registry.ts';
import { isSpecies, registerPersonnelFacts } from './au-personnel.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card } from '../rules/board.ts';
import { personnelPresentWith } from './premium/present.ts';

export const TARG = 'targ';
registerPersonnelFacts(TARG);

export function targBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (!isSpecies(s, id, 'Klingon') || isSpecies(s, id, 'Targ')) return {};
  const n = personnelPresentWith(s, id).filter((o) => card(s, o).def === TARG).length;
  return n > 0 ? { STRENGTH: n } : {};
}

export default declareCard(TARG, {
  text:
    'Each Klingon in the same place as a Targ, other than a Targ, has +1 STRENGTH (each Targ adds one). ' +
    'A Rogue Borg played on the ship where it is gets cancelled as it lands.',
  personnelBonus: targBonus,
  nullifiesWherePresent: ['Rogue Borg Mercenaries'],
});
