/**
 * The Incoming Message interrupts (Premiere: Federation, Klingon, Romulan): a ship of the named
 * affiliation is called home. It heads for its owner's nearest outpost of that affiliation (the
 * fewest span along the spaceline; the same number both ways: the one to the left) at once, as far
 * as its RANGE left this turn takes it, and again at the start of each of its owner's turns; the
 * card rides on the ship until the ship is at that outpost, then is discarded. While it is on the
 * ship, the ship moves by no other order (a cannotMove modifier each turn it has not arrived). A
 * stopped or unstaffed ship does not move and waits for the next turn; a ship whose owner has no
 * such outpost left loses the card (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { emit } from '../core/flow.ts';
import { happened } from '../core/happenings.ts';
import { addModifier, hasModifier } from '../core/modifiers.ts';
import type { Affiliation } from '../cards/facts.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { aboard, attachedCards, card, locIndex, moveTo, name, outpostsOf } from './board.ts';
import { spacelineWraps } from './abilities.ts';
import { shipWraps } from './ship-wrap.ts';
import { spanFor } from './mission-text.ts';
import { destinations, placeShip, whyCannotMove } from './movement.ts';
import { outpostAffiliation } from './outposts.ts';

/** The RANGE a ship of `owner`'s pays from one location to another along the spaceline, the cheaper way (Infinity: no way). */
export function spanBetween(s: GameState, ship: CardId, from: LocationId, to: LocationId): number {
  if (from === to) return 0;
  const n = s.spaceline.length;
  const a = locIndex(s, from);
  const b = locIndex(s, to);
  const wrap = spacelineWraps(s, card(s, ship).owner) || shipWraps(s, ship);
  let best = Infinity;
  for (const dir of [-1, 1]) {
    let cost = 0;
    for (let step = 1; step < n; step++) {
      let i = a + dir * step;
      if (wrap) i = (i + n) % n;
      else if (i < 0 || i >= n) break;
      cost += spanFor(s, s.spaceline[i] as LocationId, card(s, ship).owner, ship);
      if (i === b) {
        best = Math.min(best, cost);
        break;
      }
    }
  }
  return best;
}

/** The location of the ship owner's outpost of this affiliation nearest the ship, or undefined when he has none. */
export function homeFor(s: GameState, ship: CardId, aff: Affiliation): LocationId | undefined {
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return undefined;
  const here = c.at.loc;
  let best: LocationId | undefined;
  let bestCost = Infinity;
  const homes = outpostsOf(s, c.owner).filter((o) => outpostAffiliation(card(s, o).def) === aff);
  const locs = homes.map((o) => (s.cards[o] as CardState).at).flatMap((at) => (at.z === 'outpost' ? [at.loc] : []));
  for (const loc of [...locs].sort((x, y) => locIndex(s, x) - locIndex(s, y))) {
    const cost = spanBetween(s, ship, here, loc);
    if (cost < bestCost) [best, bestCost] = [loc, cost];
  }
  return best;
}

/** Whether a card of this definition rides on the ship. */
export function messageOn(s: GameState, ship: CardId, def: string): boolean {
  return aboard(s, ship).some((id) => card(s, id).def === def);
}

/**
 * The ship heads home with `message` on it: it moves toward the outpost as far as its RANGE left
 * allows, the message is discarded when it is there (or when there is no such outpost), and otherwise
 * stays on the ship, which may not move by other orders this turn.
 */
export function headHome(s: GameState, ship: CardId, message: CardId, aff: Affiliation): void {
  const src = name(s, message);
  const home = homeFor(s, ship, aff);
  const c = card(s, ship);
  if (home === undefined || c.at.z !== 'inSpace') {
    moveTo(s, message, { z: 'discard' });
    emit(s, 'messageVoid', `${src}: ${name(s, ship)} has no outpost to go home to; the card is discarded`, { card: message, ship });
    return;
  }
  if (c.at.loc !== home && whyCannotMove(s, ship) === null) {
    const from = c.at.loc;
    const left = spanBetween(s, ship, from, home);
    let to: LocationId | undefined;
    let toCost = 0;
    let toLeft = left;
    for (const [loc, cost] of destinations(s, ship)) {
      const rest = spanBetween(s, ship, loc, home);
      if (rest < toLeft || (rest === toLeft && to !== undefined && cost > toCost)) [to, toCost, toLeft] = [loc, cost, rest];
    }
    if (to !== undefined) {
      c.rangeUsed += toCost;
      placeShip(s, ship, to);
      emit(s, 'shipMoved', `${name(s, ship)} heads home by ${src}, from ${name(s, from)} to ${name(s, to)} (RANGE ${toCost})`, { player: c.owner, card: ship, from, to, cost: toCost });
      happened(s, { type: 'shipMoved', player: c.owner, ship, from, to, cost: toCost });
    }
  }
  const now = card(s, ship).at;
  if (now.z === 'inSpace' && now.loc === home) {
    moveTo(s, message, { z: 'discard' });
    emit(s, 'messageDelivered', `${name(s, ship)} is home at ${name(s, home)}; ${src} is discarded`, { card: message, ship, loc: home });
    return;
  }
  if (card(s, message).at.z !== 'attached') moveTo(s, message, { z: 'attached', host: ship });
  if (!hasModifier(s, ship, 'cannotMove')) addModifier(s, 'cannotMove', message, ship);
}

const MESSAGES: Readonly<Record<string, Affiliation>> = {
  'incoming-message-federation': 'federation',
  'incoming-message-klingon': 'klingon',
  'incoming-message-romulan': 'romulan',
};

/** The start of a player's turn (turn.ts): each of his ships carrying an Incoming Message heads home again. */
export function messagesAtTurnStart(s: GameState, p: PlayerId): void {
  for (const id of attachedCards(s)) {
    const c = s.cards[id] as CardState;
    const aff = MESSAGES[c.def];
    if (aff === undefined || c.at.z !== 'attached') continue;
    const ship = c.at.host;
    if (card(s, ship).owner === p) headHome(s, ship, id, aff);
  }
}
