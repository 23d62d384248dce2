/**
 * Damage (quick-start "damaged ships", "destroyed ships", "repairing ships"): a damaged ship
 * has RANGE 5, weapons and shields unchanged; a damaged ship damaged again before repair is
 * destroyed with everything aboard. Repair happens at the owner's outpost (see turn.ts; constructed:
 * not counting the turn of the damage, and not at an outpost that repairs no ship).
 */
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, Frame, GameState } from '../core/types.ts';
import { aboard, card, def, moveTo, name, outpostsAt } from './board.ts';
import { rulesOf } from '../formats/rules.ts';
import { openResponsesAt } from './responses.ts';
import { happened } from '../core/happenings.ts';
import { about } from '../core/before.ts';
import { afterBattleLoss } from './battle-destroyers.ts';

export interface DestroyFrame extends Frame {
  kind: 'destroyShip';
  ship: CardId;
  step: number;
  why: string;
}

/** Damages a ship in space (a damaged ship damaged again is destroyed), unless a card prevents it before. */
export function damageShip(s: GameState, ship: CardId, why: string): void {
  if (card(s, ship).at.z !== 'inSpace') return;
  const h = about(s, { type: 'shipDamaged', ship, why });
  if (!h) return;
  const c = card(s, h.ship);
  if (c.damaged) {
    destroyShip(s, h.ship, `damaged again (${h.why})`);
    return;
  }
  c.damaged = true;
  c.repairTurns = 0;
  // the turn it is damaged in is no full turn of waiting (constructed; the intro game counts it)
  if (!rulesOf(s).ships.repairCountsDamageTurn) c.damagedTurn = s.turn.number;
  emit(s, 'shipDamaged', `${name(s, h.ship)} is damaged (${h.why})`, { card: h.ship, why: h.why });
  happened(s, h);
}

/**
 * Destroys a ship and every card aboard, after its owner's chance to respond (Escape Pod), unless
 * a card prevents it before.
 */
export function destroyShip(s: GameState, ship: CardId, why: string): void {
  const h = about(s, { type: 'shipDestroyed', ship, why });
  if (!h) return;
  const f: DestroyFrame = { kind: 'destroyShip', ship: h.ship, step: 0, why: h.why };
  push(s, f);
}

defineFrame<DestroyFrame>('destroyShip', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    const c = card(s, f.ship);
    if (c.at.z !== 'inSpace') {
      pop(s, f);
      return;
    }
    if (f.step === 0) {
      f.step = 1;
      // the response points before it is carried out (Escape Pod's)
      openResponsesAt(s, 'before', { type: 'shipDestroyed', ship: f.ship, why: f.why }, [...aboard(s, f.ship)]);
      return;
    }
    pop(s, f);
    const lost = aboard(s, f.ship);
    for (const id of lost) moveTo(s, id, { z: 'discard' });
    moveTo(s, f.ship, { z: 'discard' });
    emit(s, 'shipDestroyed', `${name(s, f.ship)} is destroyed (${f.why})${lost.length ? ` with ${lost.map((id) => name(s, id)).join(', ')}` : ''}`, {
      card: f.ship,
      lost,
    });
    const h = { type: 'shipDestroyed' as const, ship: f.ship, why: f.why, lost: [...lost] };
    happened(s, h);
    afterBattleLoss(s, h); // the destroying player's response point (rules/battle-destroyers.ts)
  },
});

/** Outposts whose card says they repair no ship (the Alternate Universe's Neutral Outpost, when the pool has it). */
export const NO_REPAIR_OUTPOSTS: ReadonlySet<string> = new Set(['neutral-outpost']);

/** Whether a ship is docked at an outpost of its owner's that repairs ships: where its repair wait counts. */
export function repairsAt(s: GameState, ship: CardId): boolean {
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return false;
  return outpostsAt(s, c.at.loc).some((o) => card(s, o).owner === c.owner && !NO_REPAIR_OUTPOSTS.has(def(s, o).id));
}
