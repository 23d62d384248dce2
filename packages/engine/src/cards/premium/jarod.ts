/**
 * Ja'rod (premium personnel, Klingon). His card text, in our words: while he is with Toral, he gets +5 to
 * each of INTEGRITY, CUNNING and STRENGTH. No Toral card is in our card pool, so in the intro game the
 * bonus never applies; jarodBonus() computes it (for a per-personnel attribute hook, which the engine does
 * not have yet). "With" means present with him.
 */
import type { AttributeName } from '../facts.ts';
import { facts } from '../facts.ts';
import { defineCard } from '../registry.ts';
import type { CardId, GameState } from '../../core/types.ts';
import { boardIndex, byPlaces, card, inPlayByDef } from '../../rules/board.ts';
import { personnelPresentWith } from './present.ts';
import { addPersonnelBonus } from './bonus-hook.ts';

export const JAROD = 'jarod';

defineCard(JAROD, {
  text: 'While present with Toral, he gets +5 INTEGRITY, +5 CUNNING and +5 STRENGTH.',
});

export function jarodBonus(s: GameState, id: CardId): Partial<Record<AttributeName, number>> {
  if (card(s, id).def !== JAROD) return {};
  if (!byPlaces(s, 'toralInPlay', () => inPlayByDef(s, 'toral').length > 0 || boardIndex(s).inPlay.some((o) => facts(card(s, o).def).name === 'Toral'))) return {};
  const withToral = personnelPresentWith(s, id).some((o) => facts(card(s, o).def).name === 'Toral');
  return withToral ? { INTEGRITY: 5, CUNNING: 5, STRENGTH: 5 } : {};
}

addPersonnelBonus(jarodBonus);
