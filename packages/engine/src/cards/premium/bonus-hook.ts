/**
 * Per-personnel attribute bonuses of the premium cards (Admiral McCoy, Ja'rod). The engine's
 * hooks.attributeBonus gives one bonus to all of a player's personnel, which these cards cannot use. When
 * the engine gains a per-personnel hook named `personnelAttributeBonus` (one personnel in, its bonus out),
 * these bonuses join it automatically; until then they are computed but not applied.
 */
import type { AttributeName } from '../facts.ts';
import { hooks } from '../hooks.ts';
import type { CardId, GameState } from '../../core/types.ts';

export type PersonnelBonus = (s: GameState, id: CardId) => Partial<Record<AttributeName, number>>;

/** Registers a per-personnel bonus with the engine if it has the hook; returns whether it did. */
export function addPersonnelBonus(b: PersonnelBonus): boolean {
  const list = (hooks as unknown as { personnelAttributeBonus?: PersonnelBonus[] }).personnelAttributeBonus;
  if (!Array.isArray(list)) return false;
  if (!list.includes(b)) list.push(b);
  return true;
}
