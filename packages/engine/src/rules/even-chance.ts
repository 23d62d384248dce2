/**
 * A ship whose every attack against it may come to nothing (Edo Vessel, CardBehaviour
 * attacksOnItNullifiedHalf): when an attack on it would hit, the game's generator decides, one chance
 * in two, that the attack is nullified (no damage; the attackers are still stopped, and the ship still
 * fires back). battle.ts asks here for each attack on a ship. docs/RULINGS.md, "Alternate Universe
 * personnel and ships" (AP10).
 */
import { emit } from '../core/flow.ts';
import { nextInt } from '../core/rng.ts';
import type { CardId, GameState } from '../core/types.ts';
import { noteEffect } from '../core/effects.ts';
import { behaviour } from '../cards/registry.ts';
import { card, name } from './board.ts';

/** Whether the attack that would hit this ship is nullified now (the coin is tossed only for such a ship). */
export function attackNullifiedByChance(s: GameState, target: CardId): boolean {
  const d = card(s, target).def;
  if (behaviour(d)?.attacksOnItNullifiedHalf !== true) return false;
  const nullified = nextInt(s.rng, 2) === 0;
  noteEffect(s, d);
  emit(s, 'attackChance', `${name(s, target)}: the even chance ${nullified ? 'nullifies the attack' : 'lets the attack through'}`, { card: target, nullified });
  return nullified;
}
