/**
 * Ships a card compels to chase and attack one ship of the opponent's (Conundrum, Alternate Universe
 * dilemma): the card lies on the ship with a mark naming the target. While it is there the ship does
 * nothing but move toward its target and attack it: turn.ts passes the main decision's options
 * through compelledOptions, which drops every other order of the ship and its crew (moves that do not
 * bring it closer, attempts from it, beaming to or from it, cloaking) and every battle it cannot
 * join; battle.ts asks attackerAllowed, so the compelled ship attacks nothing but its target, and
 * attacks it alone. A target no longer valid (gone, cloaked) gives way to the nearest valid one; with
 * none the card is discarded by its own listeners. With no such card in play, one map lookup
 * (docs/RULINGS.md, "Alternate Universe dilemmas, the last five").
 */
import type { CardId, CardState, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { inPlayDefs, locIndex, ownShips } from './board.ts';
import { isCloaked } from './cloaking.ts';

export const CONUNDRUM = 'conundrum';

export interface Compelled {
  card: CardId;
  ship: CardId;
  /** The ship it chases now, or undefined: no valid target is left. */
  target: CardId | undefined;
}

/** Whether a ship may be chased: the opponent's ship on the spaceline, not cloaked. */
export function validTarget(s: GameState, chaser: CardId, target: CardId): boolean {
  const t = s.cards[target];
  const c = s.cards[chaser] as CardState;
  return t !== undefined && t.owner !== c.owner && t.at.z === 'inSpace' && !isCloaked(s, target);
}

function locOf(s: GameState, id: CardId): LocationId | undefined {
  const at = (s.cards[id] as CardState).at;
  return at.z === 'inSpace' ? at.loc : undefined;
}

/** The valid targets of a ship, nearest first (then in board order). */
export function validTargets(s: GameState, ship: CardId): CardId[] {
  const c = s.cards[ship] as CardState;
  const here = locOf(s, ship);
  const from = here === undefined ? 0 : locIndex(s, here);
  const out = ownShips(s, opponent(s, c.owner)).filter((t) => validTarget(s, ship, t));
  const dist = (t: CardId) => Math.abs(locIndex(s, locOf(s, t) as LocationId) - from);
  return out.map((t, i) => [t, i] as const).sort((a, b) => dist(a[0]) - dist(b[0]) || a[1] - b[1]).map(([t]) => t);
}

/** The target a card's mark names. */
export function markedTarget(s: GameState, card: CardId): CardId | undefined {
  for (const e of s.effects) if (e.kind === 'mark' && e.source === card && e.card !== card) return e.card;
  return undefined;
}

/** Every compelled ship, with its card and the target it chases now. */
export function compelledShips(s: GameState): Compelled[] {
  const cards = inPlayDefs(s).get(CONUNDRUM);
  if (cards === undefined) return [];
  const out: Compelled[] = [];
  for (const card of cards) {
    const at = (s.cards[card] as CardState).at;
    if (at.z !== 'attached' || s.cards[at.host]?.at.z !== 'inSpace') continue;
    const marked = markedTarget(s, card);
    const target = marked !== undefined && validTarget(s, at.host, marked) ? marked : validTargets(s, at.host)[0];
    out.push({ card, ship: at.host, target });
  }
  return out;
}

/** Whether this ship may take part in an attack on this target (battle.ts attackers). */
export function attackerAllowed(s: GameState, ship: CardId, target: CardId): boolean {
  const all = compelledShips(s);
  if (all.length === 0) return true;
  const mine = all.find((c) => c.ship === ship);
  if (mine) return mine.target === target;
  // the target of a compelled ship at the same location is attacked by that ship alone
  const here = locOf(s, ship);
  return !all.some((c) => c.target === target && locOf(s, c.ship) === here && (s.cards[c.ship] as CardState).owner === (s.cards[ship] as CardState).owner);
}

/** Whether an option of the main decision is an order the compelled ship may give. */
function allowed(s: GameState, c: Compelled, o: Option): boolean {
  const a = o.act;
  const ship = c.ship;
  switch (a.type) {
    case 'move': {
      if (a.ship !== ship) return true;
      if (c.target === undefined) return false;
      const t = locIndex(s, locOf(s, c.target) as LocationId);
      return Math.abs(locIndex(s, a.to) - t) < Math.abs(locIndex(s, locOf(s, ship) as LocationId) - t);
    }
    case 'attempt':
      return a.from !== ship;
    case 'beam':
      return !('card' in a.from && a.from.card === ship) && !('card' in a.to && a.to.card === ship);
    case 'cloak':
      return a.card !== ship;
    default:
      return true;
  }
}

/** The main decision's options with the orders compelled ships may not give taken out (in place). */
export function compelledOptions(s: GameState, p: PlayerId, out: Option[]): void {
  if (inPlayDefs(s).get(CONUNDRUM) === undefined) return;
  const mine = compelledShips(s).filter((c) => (s.cards[c.ship] as CardState).owner === p);
  if (mine.length === 0) return;
  let k = 0;
  for (const o of out) if (mine.every((c) => allowed(s, c, o))) out[k++] = o;
  out.length = k;
}
