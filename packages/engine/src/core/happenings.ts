/**
 * What happens in a game, as typed actions, and the "after" window each passes through (issue 23,
 * item 3): a rule that makes something happen calls happened(s, { type, ... }) once, whatever is
 * listening, and a card that answers it ("when a ship is damaged", "at the end of each turn")
 * registers a listener here instead of a new call site in the rules. A window is where listeners
 * run, not a prompt: nothing here asks a player anything. Listeners run in the order they declare
 * (`order`, then registration), so no import order decides. With nobody listening to a type,
 * happened() costs one map lookup.
 */
import type { CardId, GameState, LocationId, PlayerId, Spot } from './types.ts';
import { EngineError } from './errors.ts';
import { noteEffect, tracking } from './effects.ts';

export type Happening =
  /** A card was played from hand: reported, commissioned, or an event put into play. */
  | { type: 'cardPlayed'; player: PlayerId; card: CardId }
  /** An interrupt was played in a response window. */
  | { type: 'interruptPlayed'; player: PlayerId; card: CardId }
  | { type: 'shipMoved'; player: PlayerId; ship: CardId; from: LocationId; to: LocationId; cost: number }
  /** Cards went from one spot to another (loaded, unloaded, beamed). */
  | { type: 'cardsBeamed'; player: PlayerId; from: Spot; to: Spot; cards: CardId[] }
  | { type: 'missionAttempted'; player: PlayerId; loc: LocationId; team: CardId[] }
  /** A dilemma was revealed to an Away Team, before it resolves. */
  | { type: 'dilemmaEncountered'; player: PlayerId; dilemma: CardId; loc: LocationId }
  | { type: 'awayTeamStopped'; player: PlayerId; loc: LocationId; team: CardId[] }
  /** A player initiated battle at a location: against the opponent's Away Team there, or a ship or outpost (target). */
  | { type: 'battleInitiated'; player: PlayerId; loc: LocationId; against: 'team' | 'ship' | 'outpost'; target?: CardId; attackers?: CardId[] }
  | { type: 'missionCompleted'; player: PlayerId; loc: LocationId; team: CardId[] }
  /** The active player's turn has begun (after its turnStarted event). */
  | { type: 'turnStarted'; player: PlayerId }
  /** The active player has drawn for the end of the turn; end-of-turn effects happen now. */
  | { type: 'turnEnding'; player: PlayerId }
  /** A ship has ended a move at a location (or been placed there). */
  | { type: 'shipArrived'; ship: CardId; loc: LocationId }
  | { type: 'shipDamaged'; ship: CardId; why: string }
  /** lost: the cards aboard as it was destroyed (after its response point: an Escape Pod's crew is not among them) */
  | { type: 'shipDestroyed'; ship: CardId; why: string; lost?: CardId[] }
  /** An outpost was destroyed in battle, with everything aboard. */
  | { type: 'outpostDestroyed'; card: CardId; why: string }
  /** A damaged ship was repaired (at its outpost after a full turn docked, or by a card). */
  | { type: 'shipRepaired'; ship: CardId; why: string }
  /** Events in play were destroyed by a card (Kevin Uxbridge), all at once. */
  | { type: 'eventsDestroyed'; player: PlayerId; cards: CardId[]; by: CardId }
  | { type: 'personnelKilled'; card: CardId; why: string }
  | { type: 'personnelDiscarded'; card: CardId; why: string }
  | { type: 'pointsScored'; player: PlayerId; points: number; why: string }
  | { type: 'cardDrawn'; player: PlayerId; card: CardId }
  /** A personnel picked at random to die, before the death (rules/random-deaths.ts): answerable before, where the format opens the point. */
  | { type: 'randomDeath'; card: CardId; why: string }
  /** Cards about to be transported by beaming or through an Iconian Gateway, before they move (rules/held-transport.ts): answerable before, where the format opens the point. */
  | { type: 'transporting'; player: PlayerId; by: 'beaming' | 'gateway'; cards: CardId[] };

export type HappeningType = Happening['type'];

/**
 * The happenings the rules carry out in a step of their own, after a response point before them
 * (rules/damage.ts: a ship being destroyed; rules/random-deaths.ts: a personnel picked at random to die;
 * rules/held-transport.ts: cards about to be transported): the only ones an interrupt may answer before they
 * happen. A card answering another before it is refused when its pool is built.
 */
export const ANSWERABLE_BEFORE: readonly HappeningType[] = ['shipDestroyed', 'randomDeath', 'transporting'];
export type Listener<T extends HappeningType> = (s: GameState, h: Extract<Happening, { type: T }>) => void;

interface Entry {
  name: string;
  order: number;
  seq: number;
  run: (s: GameState, h: Happening) => void;
}

const listeners = new Map<HappeningType, Entry[]>();
let registered = 0;

/**
 * Listens to one type of happening, after it happens. `name` says whose listener it is (a card's
 * id, a rule's name) for errors; `order` places it among the others (lower first; default 0).
 */
export function after<T extends HappeningType>(type: T, name: string, run: Listener<T>, order = 0): () => void {
  return listen(listeners, type, { name, order, seq: registered++, run: run as (s: GameState, h: Happening) => void });
}

/** Adds a listener to one window's table, in its order; returns the way to stop listening (tests; an engine that drops a card). */
function listen<E extends { order: number; seq: number }>(table: Map<HappeningType, E[]>, type: HappeningType, entry: E): () => void {
  const list = table.get(type) ?? [];
  list.push(entry);
  list.sort((a, b) => a.order - b.order || a.seq - b.seq);
  table.set(type, list);
  return () => {
    const l = table.get(type) ?? [];
    const i = l.indexOf(entry);
    if (i >= 0) l.splice(i, 1);
    if (l.length === 0) table.delete(type);
  };
}

/** Something happened: its listeners run, in their order. */
export function happened(s: GameState, h: Happening): void {
  const list = listeners.get(h.type);
  if (list === undefined) return;
  if (!tracking()) {
    for (const l of list) l.run(s, h);
    return;
  }
  // a listener that logged something did something: its card took effect (core/effects.ts)
  for (const l of list) {
    const n = s.log.length;
    l.run(s, h);
    if (s.log.length > n) noteEffect(s, l.name);
  }
}

/** Who listens to a type of happening, in the order they run (for tests and the docs). */
export function listenersOf(type: HappeningType): string[] {
  return (listeners.get(type) ?? []).map((l) => l.name);
}

/**
 * What a "before" listener answers: nothing (let it happen as it is), `prevent` with the sentence
 * the log shows (it does not happen; a card that replaces it does its own thing first), or
 * `instead` with the happening changed (another victim, other points).
 */
export type BeforeAnswer<T extends HappeningType> = void | { prevent: string } | { instead: Extract<Happening, { type: T }> };
export type BeforeListener<T extends HappeningType> = (s: GameState, h: Extract<Happening, { type: T }>) => BeforeAnswer<T>;

interface BeforeEntry {
  name: string;
  order: number;
  seq: number;
  run: (s: GameState, h: Happening) => BeforeAnswer<HappeningType>;
}

const beforeListeners = new Map<HappeningType, BeforeEntry[]>();

/**
 * Listens to one type of happening before it happens, to prevent it, replace it or change it.
 * The rules ask (about) only where the happening can be answered before: a personnel killed or
 * discarded, a ship damaged or destroyed, points scored.
 */
export function before<T extends HappeningType>(type: T, name: string, run: BeforeListener<T>, order = 0): () => void {
  return listen(beforeListeners, type, { name, order, seq: registered++, run: run as unknown as BeforeEntry['run'] });
}

/** A happening a before listener prevented: who, and the sentence the log shows. */
export interface Prevented {
  prevented: string;
  by: string;
}

/**
 * The before window of a happening: its listeners run in their order, each seeing the happening as
 * the ones before it left it. Returns what is to happen, or what prevented it (the rules' `ask` in
 * core/before.ts logs it). With nobody listening, one map lookup.
 */
export function beforeWindow<H extends Happening>(s: GameState, h: H): H | Prevented {
  const list = beforeListeners.get(h.type);
  if (list === undefined) return h;
  let now: Happening = h;
  for (const l of list) {
    const a = l.run(s, now);
    if (!a) continue;
    noteEffect(s, l.name);
    if ('prevent' in a) return { prevented: a.prevent, by: l.name };
    if (a.instead.type !== h.type) throw new EngineError(`${l.name} answered a ${h.type} with a ${a.instead.type}`);
    now = a.instead;
  }
  return now as H;
}

/** Who listens before a type of happening, in the order they run. */
export function beforeListenersOf(type: HappeningType): string[] {
  return (beforeListeners.get(type) ?? []).map((l) => l.name);
}
