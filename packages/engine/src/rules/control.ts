/**
 * Control of another player's ship (docs/RULINGS.md, "Control of another player's ship"): a card in
 * play has an owner, who keeps it (its piles, its points), and a controller, who gives its orders
 * (moving, beaming, attempting, battling) and sees it as his own. They are the same player except
 * while a card gives a player the use of his opponent's ship and crew (Neural Servo Device): then
 * the ship and every card aboard it take the user as controller (CardState.ctrl), and keep him
 * wherever they go in play until the control ends. The board index lists ships and planet cards by
 * controller (rules/board.ts), so every order that asks for "the player's ships" or "his Away Team"
 * reads the controller; the rules that ask who may give an order read controllerOf.
 *
 * A control is a mark of the card that gives it on the ship (its `player` the controller); it ends
 * at the end of the turn it was given in, or when the ship leaves play. Nothing here runs in a game
 * without a mark (the intro game, any deck without such a card).
 */
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { emit } from '../core/flow.ts';
import type { Mark } from '../core/modifiers.ts';
import { aboard, card, isInPlay, name, placeHidden, setController } from './board.ts';

/** The player who gives orders to a card now: its owner, unless another player controls it. */
export function controllerOf(s: GameState, id: CardId): PlayerId {
  const c = s.cards[id] as CardState;
  return c.ctrl ?? c.owner;
}

/** The definitions of the cards whose marks are controls (registered by their card files). */
const CONTROLLERS = new Set<string>();

/** A card file declares that its marks with a player are controls given to that player. */
export function registerControlCard(def: string): void {
  CONTROLLERS.add(def);
}

/** The ship, and every card aboard it and aboard those (a ship's cards on a ship it carries), in a list. */
function shipAndCrew(s: GameState, ship: CardId): CardId[] {
  const out = [ship];
  for (let i = 0; i < out.length; i++) for (const id of aboard(s, out[i] as CardId)) if (card(s, id).at.z === 'aboard') out.push(id);
  return out;
}

/** Changes who controls these cards, renewing a card's handle for each viewer from whom it comes out of hiding or goes into it. */
function handOver(s: GameState, ids: readonly CardId[], to: (id: CardId) => PlayerId): void {
  const before = ids.map((id) => [0, 1, 2].map((v) => placeHidden(s, card(s, id), card(s, id).at, v)));
  for (const id of ids) setController(s, id, to(id));
  ids.forEach((id, i) => {
    const c = card(s, id);
    for (let v = 0; v < 3; v++) if (before[i]?.[v] !== placeHidden(s, c, c.at, v)) c.hs[v] = ++s.serial;
  });
}

/**
 * Gives `to` the control of a ship of his opponent's and of its crew (everything aboard), from the
 * card `source` on, until the end of this turn. The caller has put the mark.
 */
export function takeControl(s: GameState, source: CardId, ship: CardId, to: PlayerId): void {
  const mark = { kind: 'mark' as const, by: card(s, source).def, source, card: ship, turn: s.turn.number, player: to };
  s.effects.push(mark);
  const cards = shipAndCrew(s, ship).filter((id) => card(s, id).owner === card(s, ship).owner);
  handOver(s, cards, () => to);
  emit(s, 'controlTaken', `${to} uses ${name(s, ship)} and its crew as his own this turn`, { card: ship, player: to, source });
}

/** Every card a control mark gives to its player: those in play whose controller is not their owner. */
function controlled(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.ctrl !== undefined && isInPlay(c)) out.push(id);
  }
  return out;
}

/** At the end of each turn: the controls given this turn end; every card goes back to its owner's orders. */
export function controlAtTurnEnd(s: GameState): void {
  if (!s.effects.some((e) => e.kind === 'mark' && CONTROLLERS.has(e.by))) return;
  const ended = s.effects.filter((e) => e.kind === 'mark' && CONTROLLERS.has(e.by));
  s.effects = s.effects.filter((e) => !ended.includes(e));
  const back = controlled(s);
  handOver(s, back, (id) => card(s, id).owner);
  for (const m of ended) if (isInPlay(card(s, m.card))) emit(s, 'controlEnded', `${name(s, m.card)} and its crew are ${card(s, m.card).owner}'s to command again`, { card: m.card });
}

/**
 * A frame of orders given out of turn (Alien Parasites: the turn's player's opponent commands the
 * infected ship and crew while the turn waits): a frame with an `ordersBy`, who gives orders to the cards he controls
 * and nothing else. The rules that take the turn's player as the one acting (cloaking) and those that
 * gather a player's forces (the ships attacking in a battle) ask it through `ordersOutOfTurn` and
 * `inOrderScope`; with no such frame on the flow they cost one scan of the flow's few frames.
 */
export interface OutOfTurnFrame {
  kind: string;
  /** The player giving the orders now. */
  ordersBy: PlayerId;
  /** Whether the orders are open (false while the frame is still asking whether he takes control). */
  open: boolean;
}

/** The open frame of orders out of turn, if any. */
function outOfTurn(s: GameState): OutOfTurnFrame | undefined {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as unknown as OutOfTurnFrame;
    if (f.ordersBy !== undefined && f.open) return f;
  }
  return undefined;
}

/** Whether a frame of orders out of turn is open now (anyone's). */
export function anyOrdersOutOfTurn(s: GameState): boolean {
  return outOfTurn(s) !== undefined;
}

/** Whether this player gives orders now in a frame of orders out of turn. */
export function ordersOutOfTurn(s: GameState, p: PlayerId): boolean {
  return outOfTurn(s)?.ordersBy === p;
}

/** Whether a card may take part in an order now: always, except in orders out of turn, where only the cards their giver controls from another player do. */
export function inOrderScope(s: GameState, id: CardId): boolean {
  const f = outOfTurn(s);
  if (f === undefined) return true;
  const c = s.cards[id] as CardState;
  return c.ctrl === f.ordersBy;
}

/** Gives `to` the control of a ship of his opponent's and its crew until `releaseControl` (or the end of the turn at the latest). */
export function takeControlUntilReleased(s: GameState, source: CardId, ship: CardId, to: PlayerId, def: string): void {
  s.effects.push({ kind: 'mark', by: def, source, card: ship, turn: s.turn.number, player: to });
  const cards = shipAndCrew(s, ship).filter((id) => card(s, id).owner === card(s, ship).owner);
  handOver(s, cards, () => to);
  emit(s, 'controlTaken', `${to} commands ${name(s, ship)} and its crew`, { card: ship, player: to, source });
}

/** Ends the control the card `source` gave: every card its player controls of the ship's owner goes back to its owner's orders. */
export function releaseControl(s: GameState, source: CardId): void {
  const ended = s.effects.filter((e): e is Mark => e.kind === 'mark' && e.source === source && CONTROLLERS.has(e.by) && e.player !== undefined);
  if (ended.length === 0) return;
  s.effects = s.effects.filter((e) => !(ended as readonly unknown[]).includes(e));
  for (const m of ended) {
    const owner = card(s, m.card).owner;
    const back = controlled(s).filter((id) => card(s, id).ctrl === m.player && card(s, id).owner === owner);
    handOver(s, back, (id) => card(s, id).owner);
    emit(s, 'controlEnded', `${name(s, m.card)} and its crew are ${owner}'s to command again`, { card: m.card });
  }
}
