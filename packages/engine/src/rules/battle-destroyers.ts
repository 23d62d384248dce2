/**
 * Which ships destroyed a ship in battle (Latinum Payoff, Alternate Universe interrupt 103_070): read,
 * right after the destruction, from the ship battle still on the flow (rules/battle.ts keeps its frame
 * until the damage it dealt is carried out). The attacking ships destroyed their target; the target,
 * firing back, destroyed the attacking ship it aimed at. A ship destroyed outside a battle (Auto-Destruct
 * Sequence, a card) has no destroyer. Where the format says so (GameRules.battleLossResponse), the
 * destroying player gets a response point right after the destruction, whatever he holds (rules/damage.ts
 * asks `afterBattleLoss`). docs/RULINGS.md, "Alternate Universe interrupts, batch B".
 */
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import type { Happening } from '../core/happenings.ts';
import { rulesOf } from '../formats/rules.ts';
import type { ShipBattleFrame } from './battle.ts';
import { card } from './board.ts';
import { openResponse } from './responses.ts';

export interface Destroyers {
  /** The player whose ships destroyed it. */
  player: PlayerId;
  /** Those ships still in play. */
  ships: CardId[];
}

/** The ships that destroyed this ship in the battle now being resolved, or undefined (not in a battle). */
export function destroyersOf(s: GameState, ship: CardId): Destroyers | undefined {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i];
    if (f?.kind !== 'shipBattle') continue;
    const b = f as ShipBattleFrame;
    const alive = (ids: CardId[]) => ids.filter((id) => card(s, id).at.z === 'inSpace');
    if (b.target === ship) return { player: b.player, ships: alive(b.chosen) };
    if (b.chosen.includes(ship)) return { player: card(s, b.target).owner, ships: alive([b.target]) };
    return undefined;
  }
  return undefined;
}

/** Right after a ship is destroyed (its happening given): the response point of the player whose ships destroyed it in battle, where the format has one. */
export function afterBattleLoss(s: GameState, h: Extract<Happening, { type: 'shipDestroyed' }>): void {
  if (s.result || !rulesOf(s).battleLossResponse) return;
  const by = destroyersOf(s, h.ship);
  if (by) openResponse(s, by.player, { type: 'after', h });
}
