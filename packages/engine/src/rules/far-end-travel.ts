/**
 * Ships a card sends to the far end of the spaceline (Cytherians, issue 25, Premiere dilemmas batch
 * C). The card on the ship remembers the end it must reach by a mark (core/modifiers.ts) on that
 * location. At the start of each of the ship's owner's turns the card moves the ship toward that
 * end as far as its RANGE allows this turn (the ordinary move, so what halts a ship halts it), and
 * the ship is then stopped: it does nothing else that turn. On reaching the end the card is done:
 * the card file's `arrived` says what follows (Cytherians: it is scored). turn.ts calls
 * `farEndTravelAtTurnStart` after the turn-start happening (docs/RULINGS.md, "Premiere dilemmas,
 * batch C").
 */
import { behaviour } from '../cards/registry.ts';
import { emit } from '../core/flow.ts';
import { addMark, clearMark } from '../core/modifiers.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { card, locIndex, name } from './board.ts';
import { chooseMove, destinations, whyCannotMove } from './movement.ts';

/** What a card that sends its ship to the far end does on arrival (CardBehaviour.farEnd). */
export interface FarEndTravel {
  arrived(s: GameState, dilemma: CardId, ship: CardId): void;
}

/** The end of the spaceline farther from a location (by number of locations; the last one when both are as far). */
export function farEndFrom(s: GameState, loc: LocationId): LocationId {
  const i = locIndex(s, loc);
  const last = s.spaceline.length - 1;
  return (i > last - i ? s.spaceline[0] : s.spaceline[last]) as LocationId;
}

/** Puts the card on the ship, bound for the far end from where the ship is. */
export function sendToFarEnd(s: GameState, dilemma: CardId, ship: CardId): LocationId {
  const at = card(s, ship).at;
  if (at.z !== 'inSpace') throw new Error('only a ship in space travels');
  const end = farEndFrom(s, at.loc);
  addMark(s, dilemma, end);
  return end;
}

/** The end the card's ship is bound for, if it is on one. */
export function boundFor(s: GameState, dilemma: CardId): LocationId | undefined {
  for (const e of s.effects) if (e.kind === 'mark' && e.source === dilemma && e.card !== dilemma) return e.card;
  return undefined;
}

/** The start of `p`'s turn: each of his ships that a card sends to the far end travels there, then is stopped. */
export function farEndTravelAtTurnStart(s: GameState, p: PlayerId): void {
  if (s.effects.length === 0) return;
  for (const e of [...s.effects]) {
    if (e.kind !== 'mark') continue;
    const travel = behaviour(e.by)?.farEnd;
    const d = s.cards[e.source] as CardState | undefined;
    if (!travel || !d) continue;
    if (d.at.z !== 'attached') {
      clearMark(s, e); // the card left play with its ship
      continue;
    }
    const ship = d.at.host;
    const sc = card(s, ship);
    if (sc.owner !== p || sc.at.z !== 'inSpace') continue;
    const end = e.card;
    if (sc.at.loc !== end && !whyCannotMove(s, ship)) {
      const from = locIndex(s, sc.at.loc);
      const to = locIndex(s, end);
      let best: LocationId | undefined;
      for (const loc of destinations(s, ship).keys()) {
        const i = locIndex(s, loc);
        if ((i - from) * (to - from) <= 0 || Math.abs(to - i) > Math.abs(to - from)) continue; // only toward the end
        if (best === undefined || Math.abs(to - i) < Math.abs(to - locIndex(s, best))) best = loc;
      }
      if (best !== undefined) {
        emit(s, 'shipSteered', `${name(s, e.source)} sends ${name(s, ship)} toward ${name(s, end)}`, { card: e.source, ship, to: best });
        chooseMove(s, p, { id: `steer:${ship}>${best}`, label: `${name(s, ship)} to ${name(s, best)}`, card: ship, target: best, act: { type: 'move', ship, to: best } });
      }
    }
    const now = card(s, ship).at;
    if (now.z === 'inSpace' && now.loc === end) travel.arrived(s, e.source, ship);
    else if (now.z === 'inSpace') card(s, ship).stopped = true;
  }
}
