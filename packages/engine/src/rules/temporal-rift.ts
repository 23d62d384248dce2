/**
 * A ship out of time (Temporal Rift, Premiere interrupt; countdown 2). The rift card goes onto the
 * ship's location and the ship, with everything aboard, onto the rift card: it is out of the present
 * (no longer among its owner's ships in space, so it is not moved, met, attacked or beamed to or from)
 * and still in play for uniqueness. The rift marks itself when played and once more at the end of each
 * full turn of the ship's owner (a turn of his that started after the rift was played); at the end of
 * the second the ship reappears at that location and the rift is discarded. `releaseFromRift` lets a
 * card end it at once (the Alternate Universe Door).
 */
import { emit } from '../core/flow.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, moveTo, name } from './board.ts';

export const TEMPORAL_RIFT = 'temporal-rift';
/** The full turns of its owner a ship stays in the rift (the card's countdown icon). */
export const RIFT_TURNS = 2;

/** The ship in this rift card, if any. */
export function shipInRift(s: GameState, rift: CardId): CardId | undefined {
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.at.z === 'attached' && c.at.host === rift) return id;
  }
  return undefined;
}

/** The rift cards in play with a ship in them. */
export function riftsInPlay(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const m of marksBy(s, TEMPORAL_RIFT)) if (m.source === m.card && !out.includes(m.source) && s.cards[m.source]?.at.z === 'attached') out.push(m.source);
  return out;
}

/** Sends the ship, in space, into the rift card's time: the card goes onto its location, the ship onto the card. */
export function enterRift(s: GameState, rift: CardId, ship: CardId): void {
  const at = card(s, ship).at;
  if (at.z !== 'inSpace') return;
  moveTo(s, rift, { z: 'attached', host: at.loc });
  moveTo(s, ship, { z: 'attached', host: rift });
  addMark(s, rift, rift);
  emit(s, 'shipDisappears', `${name(s, ship)} disappears into ${name(s, rift)} at ${name(s, at.loc)}, for ${RIFT_TURNS} full turns of ${card(s, ship).owner}`, { card: ship, by: rift, loc: at.loc });
}

/** The ship comes back to the rift's location; the rift card is discarded. */
export function releaseFromRift(s: GameState, rift: CardId, why: string): void {
  const at = card(s, rift).at;
  for (const m of marksBy(s, TEMPORAL_RIFT)) if (m.source === rift) clearMark(s, m);
  const ship = shipInRift(s, rift);
  if (at.z !== 'attached') return;
  const loc = at.host as LocationId;
  if (ship !== undefined) {
    moveTo(s, ship, { z: 'inSpace', loc });
    emit(s, 'shipReappears', `${name(s, ship)} reappears at ${name(s, loc)} (${why})`, { card: ship, by: rift, loc });
  }
  moveTo(s, rift, { z: 'discard' });
}

/** How many full turns of its ship's owner a rift has counted. */
export function riftTurnsCounted(s: GameState, rift: CardId): number {
  return Math.max(0, marksBy(s, TEMPORAL_RIFT).filter((m) => m.source === rift).length - 1);
}

/** The end of a turn (`active`'s; turn.ts): each rift counts its owner's full turn and lets its ship out after the second. */
export function riftsAtTurnEnd(s: GameState, active: PlayerId): void {
  if (s.effects.length === 0) return;
  for (const rift of riftsInPlay(s)) {
    const ship = shipInRift(s, rift);
    if (ship === undefined) {
      releaseFromRift(s, rift, 'empty');
      continue;
    }
    const start = marksBy(s, TEMPORAL_RIFT).find((m) => m.source === rift);
    if (card(s, ship).owner !== active || start === undefined || s.turn.number <= start.turn) continue;
    addMark(s, rift, rift);
    if (riftTurnsCounted(s, rift) >= RIFT_TURNS) releaseFromRift(s, rift, `${name(s, rift)}'s countdown expires`);
  }
}
