/**
 * Admiral McCoy (premium personnel, Federation). His card text, in our words: every OTHER personnel
 * present with him that has MEDICAL (as a skill or as a classification) gets +3 CUNNING. He does not
 * boost himself. Present means in the same place (docs/RULINGS.md (Persona rulings), "Premium cards").
 *
 * The bonus is the card's personnelBonus, which the attribute rules ask of every personnel; with no
 * Admiral McCoy in play it costs one memoized look-up.
 */
import type { AttributeName } from '../facts.ts';
import { declareCard } from '../registry.ts';
import type { CardId, GameState } from '../../core/types.ts';
import { skillsOf } from '../../rules/attributes.ts';
import { byPlaces, card, inPlayByDef } from '../../rules/board.ts';
import { personnelPresentWith } from './present.ts';

export const ADMIRAL_MCCOY = 'admiral-mccoy';
export const ADMIRAL_MCCOY_CUNNING = 3;

export default declareCard(ADMIRAL_MCCOY, {
  text: 'Every other personnel present with him who has MEDICAL gets +3 CUNNING.',
  personnelBonus: admiralMcCoyBonus,
});

/** The bonus Admiral McCoy gives this personnel: +3 CUNNING per Admiral McCoy present, if it has MEDICAL. */
export function admiralMcCoyBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (!byPlaces(s, 'admiralMcCoyInPlay', () => inPlayByDef(s, ADMIRAL_MCCOY).length > 0)) return {};
  if (card(s, id).def === ADMIRAL_MCCOY) return {};
  if ((skillsOf(s, id).get('MEDICAL') ?? 0) <= 0) return {};
  const mccoys = personnelPresentWith(s, id).filter((o) => card(s, o).def === ADMIRAL_MCCOY).length;
  return mccoys > 0 ? { CUNNING: ADMIRAL_MCCOY_CUNNING * mccoys } : {};
}

