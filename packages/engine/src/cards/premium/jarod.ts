/**
 * Ja'rod (premium personnel, Klingon). His card text, in our words: while he is with Toral, he gets +5 to
 * each of INTEGRITY, CUNNING and STRENGTH. No Toral card is in our card pool, so in the intro game the
 * bonus never applies; jarodBonus() is the card's personnelBonus, which the attribute rules ask of every
 * personnel. "With" means present with him.
 */
import type { AttributeName } from '../facts.ts';
import { facts } from '../facts.ts';
import { declareCard } from '../registry.ts';
import type { CardId, GameState } from '../../core/types.ts';
import { boardIndex, byPlaces, card, inPlayByDef } from '../../rules/board.ts';
import { personnelPresentWith } from './present.ts';

export const JAROD = 'jarod';

export default declareCard(JAROD, {
  text: 'While present with Toral, he gets +5 INTEGRITY, +5 CUNNING and +5 STRENGTH.',
  personnelBonus: jarodBonus,
});

export function jarodBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (card(s, id).def !== JAROD) return {};
  if (!byPlaces(s, 'toralInPlay', () => inPlayByDef(s, 'toral').length > 0 || boardIndex(s).inPlay.some((o) => facts(card(s, o).def).name === 'Toral'))) return {};
  const withToral = personnelPresentWith(s, id).some((o) => facts(card(s, o).def).name === 'Toral');
  return withToral ? { INTEGRITY: 5, CUNNING: 5, STRENGTH: 5 } : {};
}

