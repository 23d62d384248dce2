/**
 * Where cards are and how they move: the primitives every rule and card builds on.
 */
import { hiddenInFuture } from './time-travel.ts';
import { facts } from '../cards/facts.ts';
import type { CardFacts, MissionFacts, PersonnelFacts, ShipFacts } from '../cards/facts.ts';
import { EngineError } from '../core/errors.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId, Place, PlayerId, Zone } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { dropModifiersOn } from '../core/modifiers.ts';
import { handsExposed } from './exposed-hands.ts';
import { GAP, gapFacts } from './gaps.ts';

export function card(s: GameState, id: CardId): CardState {
  const c = s.cards[id];
  if (!c) throw new EngineError(`no card ${id}`);
  return c;
}
export function def(s: GameState, id: CardId): CardFacts {
  return facts(card(s, id).def);
}
export function name(s: GameState, id: CardId): string {
  return def(s, id).name;
}
export function typeOf(s: GameState, id: CardId): CardFacts['type'] {
  return def(s, id).type;
}
export function personnelFacts(s: GameState, id: CardId): PersonnelFacts {
  const f = def(s, id);
  if (f.type !== 'personnel') throw new EngineError(`${id} is not personnel`);
  return f.sides === undefined ? f : sideFacts(f, (s.cards[id] as CardState).aff ?? f.affiliation);
}

const sidesSeen = new WeakMap<PersonnelFacts, Map<string, PersonnelFacts>>();
/** A dual-affiliation personnel's facts as it plays one side: that side's affiliation, skills and attributes (made once per side). */
function sideFacts(f: PersonnelFacts, aff: PersonnelFacts['affiliation']): PersonnelFacts {
  const side = f.sides?.[aff];
  if (!side) return f;
  let seen = sidesSeen.get(f);
  if (!seen) sidesSeen.set(f, (seen = new Map()));
  let out = seen.get(aff);
  if (!out) {
    out = Object.freeze({ ...f, affiliation: aff, skills: side.skills, integrity: side.integrity, cunning: side.cunning, strength: side.strength });
    seen.set(aff, out);
  }
  return out;
}
export function shipFacts(s: GameState, id: CardId): ShipFacts {
  const f = def(s, id);
  if (f.type !== 'ship') throw new EngineError(`${id} is not a ship`);
  return f;
}
export function missionFacts(s: GameState, loc: LocationId): MissionFacts {
  const f = def(s, loc);
  if (f.type !== 'mission') {
    // a gap (Gaps in Normal Space) is a location of the spaceline that is no mission (rules/gaps.ts)
    if (f.id === GAP && card(s, loc).at.z === 'spaceline') return gapFacts(f);
    throw new EngineError(`${loc} is not a mission`);
  }
  return f;
}

/** A card's status fields, all present from creation so every card object has one shape. */
export function freshCard(id: CardId, def: string, owner: PlayerId, at: Place, serial = 0): CardState {
  return { id, def, owner, at, revealed: false, stopped: false, damaged: false, repairTurns: 0, rangeUsed: 0, moved: false, hs: [serial, serial, serial] };
}

/** The viewer of an index in CardState.hs: the game's seats in order, then spectators (2). */
export function handleViewer(s: GameState, v: number): PlayerId | 'spectator' {
  return v < 2 ? (s.seats[v] as PlayerId) : 'spectator';
}

/** Whether a card in this place is hidden from a viewer (0: the first seat, 1: the second, 2: spectators). */
export function placeHidden(s: GameState, c: CardState, at: Place, v: number): boolean {
  const see = Object.hasOwn(ZONE_SIGHT, at.z) ? (ZONE_SIGHT[at.z] as Sight) : undefined;
  return see ? !see(s, c, at, handleViewer(s, v)) : true;
}

type Sight = (s: GameState, c: CardState, at: Place, viewer: PlayerId | 'spectator') => boolean;
const NOBODY: Sight = () => false;
const EVERYONE: Sight = () => true;
const OWNER: Sight = (_s, c, _at, viewer) => c.owner === viewer;

/**
 * Who may see a card in each zone: every zone declares it (the record's type asks for each), and a
 * zone declared nowhere hides its cards from every viewer (placeHidden). The view shows what these
 * allow; the handles are renewed whenever a card crosses out of a viewer's sight.
 */
const ZONE_SIGHT: Record<Zone, Sight> = {
  missionPile: NOBODY,
  deck: NOBODY,
  seedPile: OWNER,
  // an Alien Probe in play shows every hand to everyone (rules/exposed-hands.ts)
  hand: (s, c, at, viewer) => OWNER(s, c, at, viewer) || handsExposed(s),
  // a face-down dilemma: its owner seeded it; once encountered it is face up for everyone
  underMission: (s, c, at, viewer) => c.revealed || OWNER(s, c, at, viewer),
  // aboard a ship or outpost: seen by the host's owner, and by its controller while another player uses it (rules/control.ts); an opponent sees only how many are aboard
  aboard: (s, _c, at, viewer) => {
    const host = at.z === 'aboard' ? s.cards[at.host] : undefined;
    return !!host && (host.owner === viewer || host.ctrl === viewer);
  },
  discard: EVERYONE,
  // a card that went into the future from aboard a ship stays hidden as it was aboard (rules/time-travel.ts)
  outOfPlay: (s, c, _at, viewer) => !hiddenInFuture(s, c, viewer),
  bonus: EVERYONE,
  spaceline: EVERYONE,
  outpost: EVERYONE,
  inSpace: EVERYONE,
  planet: EVERYONE,
  // a ship landed on a planet or carried in another ship's bay is in plain view, its crew hidden as aboard any ship (rules/shuttles.ts)
  landed: EVERYONE,
  carried: EVERYONE,
  table: EVERYONE,
  attached: EVERYONE,
  resolving: EVERYONE,
  // a captive lies on its captor's side of the table, face up (rules/captives.ts)
  captive: EVERYONE,
};

export function resetStatus(c: CardState): void {
  c.stopped = false;
  c.damaged = false;
  c.repairTurns = 0;
  c.rangeUsed = 0;
  c.moved = false;
  // constructed only: absent unless set, so an intro card's state keeps its fields
  if (c.cloaked !== undefined) delete c.cloaked;
  if (c.cloakTurn !== undefined) delete c.cloakTurn;
  if (c.ctrl !== undefined) delete c.ctrl; // a card out of play is its owner's again (rules/control.ts)
  if (c.damagedTurn !== undefined) delete c.damagedTurn;
  if (c.aff !== undefined) delete c.aff; // a dual-affiliation card chooses again when it next reports
  if (c.points !== undefined) delete c.points; // the points a card scored in a bonus area (rules/variable-points.ts)
}

const IN_PLAY = new Set(['spaceline', 'underMission', 'outpost', 'inSpace', 'aboard', 'planet', 'table', 'attached', 'landed', 'carried']);
export function isInPlay(c: CardState): boolean {
  return IN_PLAY.has(c.at.z);
}

function pileOf(s: GameState, c: CardState): CardId[] | null {
  const p = seat(s, c.owner);
  switch (c.at.z) {
    case 'deck':
      return p.deck;
    case 'hand':
      return p.hand;
    case 'discard':
      return p.discard;
    default:
      return null;
  }
}

/**
 * An index of in-play cards by place, kept up to date by moveTo() (every change of place goes
 * through it). Lists are in card-creation order, as a full rebuild from the cards would give, so
 * that a cloned or deserialized state (which rebuilds its index) behaves identically. Lists are
 * replaced, never changed in place: a list in hand stays as it was while cards move.
 */
export interface BoardIndex {
  planet: Map<LocationId, readonly CardId[]>;
  /** Cards on planets by owner. */
  planetOf: Record<PlayerId, Map<LocationId, readonly CardId[]>>;
  ships: Map<LocationId, readonly CardId[]>;
  aboard: Map<CardId, readonly CardId[]>;
  outposts: Map<LocationId, readonly CardId[]>;
  under: Map<LocationId, readonly CardId[]>;
  table: readonly CardId[];
  inPlay: readonly CardId[];
  /** Ships in play by owner. */
  shipsOf: Record<PlayerId, readonly CardId[]>;
  /** Cards in play by definition. */
  byDef: Map<string, readonly CardId[]>;
  /** Cards attached to another card in play (most boards have none or few). */
  attached: readonly CardId[];
  /** Personnel held captive (rules/captives.ts): not in play for anything but the persona limit; most boards have none. */
  captives: readonly CardId[];
  /** Ships landed on a planet or carried by another ship (rules/shuttles.ts): in play, out of the spaceline's ship lists; most boards have none. */
  parked: readonly CardId[];
  /** Card creation order, for keeping lists sorted. */
  order: Map<CardId, number>;
  /** Incremented on every move into, out of or within play (for caches keyed on the index). */
  version: number;
  /** byPlaces values, computed at memoVersion. */
  memo: Map<string, unknown>;
  memoVersion: number;
}
const indexes = new WeakMap<GameState, BoardIndex>();
const EMPTY: readonly CardId[] = Object.freeze([]);

function addTo<K>(m: Map<K, readonly CardId[]>, k: K, id: CardId): void {
  const l = m.get(k) as CardId[] | undefined;
  if (l) l.push(id);
  else m.set(k, [id]);
}

function buildIndex(s: GameState): BoardIndex {
  const ix: BoardIndex = {
    planet: new Map(),
    planetOf: {},
    ships: new Map(),
    aboard: new Map(),
    outposts: new Map(),
    under: new Map(),
    table: [],
    inPlay: [],
    shipsOf: {},
    byDef: new Map(),
    attached: [],
    captives: [],
    parked: [],
    order: new Map(),
    version: 0,
    memo: new Map(),
    memoVersion: 0,
  };
  for (const p of s.seats) {
    ix.planetOf[p] = new Map();
    ix.shipsOf[p] = EMPTY;
  }
  let n = 0;
  for (const id in s.cards) {
    ix.order.set(id, n++);
    const c = s.cards[id] as CardState;
    if (!place(ix, c, id, c.at, false)) continue;
    (ix.inPlay as CardId[]).push(id);
    addTo(ix.byDef, c.def, id);
  }
  return ix;
}

/** The index list a place belongs to, as [map, key] or a top-level list name; null when not indexed. */
function place(ix: BoardIndex, c: CardState, id: CardId, at: Place, copy: boolean): boolean {
  const add = <K>(m: Map<K, readonly CardId[]>, k: K) => (copy ? m.set(k, inserted(ix, m.get(k) ?? EMPTY, id)) : addTo(m, k, id));
  switch (at.z) {
    case 'planet':
      add(ix.planet, at.loc);
      add(ix.planetOf[c.ctrl ?? c.owner] as Map<LocationId, readonly CardId[]>, at.loc);
      return true;
    case 'inSpace': {
      add(ix.ships, at.loc);
      const mine = ix.shipsOf[c.ctrl ?? c.owner] as readonly CardId[];
      ix.shipsOf[c.ctrl ?? c.owner] = copy ? inserted(ix, mine, id) : [...mine, id];
      return true;
    }
    case 'aboard':
      add(ix.aboard, at.host);
      return true;
    case 'attached':
      add(ix.aboard, at.host);
      ix.attached = copy ? inserted(ix, ix.attached, id) : [...ix.attached, id];
      return true;
    case 'outpost':
      add(ix.outposts, at.loc);
      return true;
    case 'underMission':
      add(ix.under, at.loc);
      return true;
    case 'table':
      ix.table = copy ? inserted(ix, ix.table, id) : [...ix.table, id];
      return true;
    case 'captive':
      ix.captives = copy ? inserted(ix, ix.captives, id) : [...ix.captives, id];
      return false;
    case 'landed':
    case 'carried':
      ix.parked = copy ? inserted(ix, ix.parked, id) : [...ix.parked, id];
      return true;
    case 'spaceline':
      return true;
    default:
      return false;
  }
}

function inserted(ix: BoardIndex, list: readonly CardId[], id: CardId): readonly CardId[] {
  const o = ix.order.get(id) ?? Infinity;
  let i = list.length;
  while (i > 0 && (ix.order.get(list[i - 1] as CardId) ?? Infinity) > o) i--;
  const out: CardId[] = [];
  for (let j = 0; j < i; j++) out.push(list[j] as CardId);
  out.push(id);
  for (let j = i; j < list.length; j++) out.push(list[j] as CardId);
  return out;
}

function removed(list: readonly CardId[] | undefined, id: CardId): readonly CardId[] {
  if (!list) return EMPTY;
  const i = list.indexOf(id);
  if (i < 0) return list;
  const out = list.slice();
  out.splice(i, 1);
  return out;
}

function unplace(ix: BoardIndex, c: CardState, id: CardId, at: Place): boolean {
  const drop = <K>(m: Map<K, readonly CardId[]>, k: K) => {
    const l = removed(m.get(k), id);
    if (l.length) m.set(k, l);
    else m.delete(k);
  };
  switch (at.z) {
    case 'planet':
      drop(ix.planet, at.loc);
      drop(ix.planetOf[c.ctrl ?? c.owner] as Map<LocationId, readonly CardId[]>, at.loc);
      return true;
    case 'inSpace':
      drop(ix.ships, at.loc);
      ix.shipsOf[c.ctrl ?? c.owner] = removed(ix.shipsOf[c.ctrl ?? c.owner], id);
      return true;
    case 'aboard':
      drop(ix.aboard, at.host);
      return true;
    case 'attached':
      drop(ix.aboard, at.host);
      ix.attached = removed(ix.attached, id);
      return true;
    case 'outpost':
      drop(ix.outposts, at.loc);
      return true;
    case 'underMission':
      drop(ix.under, at.loc);
      return true;
    case 'table':
      ix.table = removed(ix.table, id);
      return true;
    case 'captive':
      ix.captives = removed(ix.captives, id);
      return false;
    case 'landed':
    case 'carried':
      ix.parked = removed(ix.parked, id);
      return true;
    case 'spaceline':
      return true;
    default:
      return false;
  }
}

/**
 * Gives a card in play a new controller (rules/control.ts; `to` its owner: back to him), keeping the
 * index in step: ships and planet cards are listed by controller.
 */
export function setController(s: GameState, id: CardId, to: PlayerId): void {
  const c = card(s, id);
  const ix = indexes.get(s);
  if (ix && ix.order.has(id)) unplace(ix, c, id, c.at);
  if (to === c.owner) delete c.ctrl;
  else c.ctrl = to;
  if (ix && ix.order.has(id)) {
    place(ix, c, id, c.at, true);
    ix.version++;
  }
}

export function boardIndex(s: GameState): BoardIndex {
  let ix = indexes.get(s);
  if (!ix) {
    ix = buildIndex(s);
    indexes.set(s, ix);
  }
  return ix;
}


/**
 * A value computed from where cards are, kept until a card moves (keyed by name). The function
 * must depend only on card places and facts, not on status such as stopped or damaged.
 */
export function byPlaces<T>(s: GameState, key: string, compute: () => T): T {
  const ix = boardIndex(s);
  if (ix.memoVersion !== ix.version) {
    ix.memo.clear();
    ix.memoVersion = ix.version;
  }
  const kept = ix.memo.get(key);
  if (kept !== undefined || ix.memo.has(key)) return kept as T;
  const v = compute();
  ix.memo.set(key, v);
  return v;
}

/** Drops the index (after cards are added or places changed without moveTo). */
export function invalidate(s: GameState): void {
  indexes.delete(s);
}

/** Whether the kept index equals a fresh rebuild (checked by the invariants). */
export function indexConsistent(s: GameState): string[] {
  const ix = indexes.get(s);
  if (!ix) return [];
  const fresh = buildIndex(s);
  const errs: string[] = [];
  const same = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  for (const k of ['planet', 'ships', 'aboard', 'outposts', 'under'] as const) {
    const a = ix[k];
    const b = fresh[k];
    if (a.size !== b.size) errs.push(`board index ${k}: ${a.size} places kept, ${b.size} in the cards`);
    for (const [key, l] of b) if (!same(a.get(key) ?? EMPTY, l)) errs.push(`board index ${k} at ${key} differs from the cards`);
  }
  for (const p of s.seats) {
    const mine = ix.planetOf[p] ?? new Map<LocationId, readonly CardId[]>();
    const theirs = fresh.planetOf[p] ?? new Map<LocationId, readonly CardId[]>();
    if (mine.size !== theirs.size) errs.push(`board index planets of ${p}: place count differs`);
    for (const [key, l] of theirs) if (!same(mine.get(key) ?? EMPTY, l)) errs.push(`board index planets of ${p} at ${key} differ`);
  }
  if (!same(ix.table, fresh.table)) errs.push('board index table differs');
  if (!same(ix.inPlay, fresh.inPlay)) errs.push('board index inPlay differs');
  if (!same(ix.attached, fresh.attached)) errs.push('board index attached cards differ');
  if (!same(ix.captives, fresh.captives)) errs.push('board index captives differ');
  if (!same(ix.parked, fresh.parked)) errs.push('board index landed and carried ships differ');
  if (ix.byDef.size !== fresh.byDef.size) errs.push(`board index by definition: ${ix.byDef.size} kept, ${fresh.byDef.size} in the cards`);
  for (const [d, l] of fresh.byDef) if (!same(ix.byDef.get(d) ?? EMPTY, l)) errs.push(`board index copies of ${d} differ`);
  for (const p of s.seats) if (!same(ix.shipsOf[p] ?? EMPTY, fresh.shipsOf[p] ?? EMPTY)) errs.push(`board index ships of ${p} differ`);
  return errs;
}

/** Moves a card to a place, keeping the ordered piles (deck, hand, discard) in step. */
export function moveTo(s: GameState, id: CardId, to: Place): void {
  const c = card(s, id);
  // a card leaving play to its owner's hand takes what was played on it and aboard it out of play first (ruling LH1)
  if (to.z === 'hand' && isInPlay(c)) discardOnReturnedCard(s, id);
  // a new handle for each viewer from whom the card comes out of hiding or goes into it
  for (let v = 0; v < 3; v++) if (placeHidden(s, c, c.at, v) || placeHidden(s, c, to, v)) c.hs[v] = ++s.serial;
  const ix = indexes.get(s);
  if (ix) {
    if (!ix.order.has(id)) indexes.delete(s);
    else {
      const was = unplace(ix, c, id, c.at);
      const now = place(ix, c, id, to, true);
      if (was !== now) {
        ix.inPlay = now ? inserted(ix, ix.inPlay, id) : removed(ix.inPlay, id);
        const copies = now ? inserted(ix, ix.byDef.get(c.def) ?? EMPTY, id) : removed(ix.byDef.get(c.def), id);
        if (copies.length) ix.byDef.set(c.def, copies);
        else ix.byDef.delete(c.def);
      }
      // a move between two places out of play (a draw, a discard from hand) leaves the index as it was
      if (was || now || c.at.z === 'captive' || to.z === 'captive') ix.version++; // a captive counts for the persona limit
    }
  }
  const wasInPlay = isInPlay(c);
  const from = pileOf(s, c);
  if (from) {
    const i = from.lastIndexOf(id);
    if (i < 0) throw new EngineError(`${id} missing from its pile`);
    from.splice(i, 1);
  }
  c.at = to;
  const dest = pileOf(s, c);
  if (dest) dest.push(id);
  if (!isInPlay(c)) {
    resetStatus(c);
    // its modifiers end with its time in play (a card's marks are its source's memory and stay)
    if (s.effects.length > 0) dropModifiersOn(s, id);
    // ships it carried go with it to the discard pile, their crews too (rules/shuttles.ts; most boards carry none)
    if (wasInPlay && boardIndex(s).parked.length > 0) discardCarried(s, id);
  }
}

/**
 * Discards the cards played on a card in play that goes back to its owner's hand, and the cards aboard
 * it (a ship's or outpost's crew and equipment), before it moves: nothing stays on a card in a hand
 * (docs/RULINGS.md, "Leaving play to hand"). An effect that moves such cards elsewhere first (a persona
 * swap hands them to the new version) leaves nothing here.
 */
function discardOnReturnedCard(s: GameState, host: CardId): void {
  for (const id of aboard(s, host).slice()) {
    const a = (s.cards[id] as CardState).at;
    if (a.z !== 'attached' && a.z !== 'aboard') continue;
    moveTo(s, id, { z: 'discard' });
    emit(s, 'cardDiscarded', `${name(s, id)} is discarded: ${name(s, host)} leaves play`, { card: id, host });
  }
}

/** Discards the ships a ship leaving play carried, with everything aboard them (rules/shuttles.ts, ruling ES7). */
function discardCarried(s: GameState, carrier: CardId): void {
  for (const id of boardIndex(s).parked) {
    const at = (s.cards[id] as CardState).at;
    if (at.z !== 'carried' || at.host !== carrier) continue;
    for (const x of aboard(s, id)) moveTo(s, x, { z: 'discard' });
    moveTo(s, id, { z: 'discard' });
  }
}

/** The ships landed on planets or carried by other ships, anyone's, in creation order (rules/shuttles.ts). */
export function parkedShips(s: GameState): readonly CardId[] {
  return boardIndex(s).parked;
}

/** Every card whose place is directly the given host (aboard a ship or outpost, or attached). */
/**
 * Every card whose place is directly the given host (aboard a ship or outpost, or attached).
 * The list is the index's own: read it, never change it (a move builds a new index, so a list
 * in hand stays as it was while cards move).
 */
export function aboard(s: GameState, host: CardId): readonly CardId[] {
  return boardIndex(s).aboard.get(host) ?? EMPTY;
}

export function crewOf(s: GameState, host: CardId): CardId[] {
  return aboard(s, host).filter((id) => card(s, id).at.z === 'aboard');
}

export function personnelAboard(s: GameState, host: CardId): CardId[] {
  return crewOf(s, host).filter((id) => typeOf(s, id) === 'personnel');
}

export function shipsAt(s: GameState, loc: LocationId, owner?: PlayerId): CardId[] {
  const l = boardIndex(s).ships.get(loc) ?? EMPTY;
  return owner ? l.filter((id) => { const c = s.cards[id] as CardState; return (c.ctrl ?? c.owner) === owner; }) : l.slice();
}

export function ownShips(s: GameState, owner: PlayerId): readonly CardId[] {
  return boardIndex(s).shipsOf[owner] ?? EMPTY;
}

/** Cards on a planet's surface (personnel and equipment), of one player or of both. */
export function onPlanet(s: GameState, loc: LocationId, owner?: PlayerId): readonly CardId[] {
  const ix = boardIndex(s);
  return (owner ? ix.planetOf[owner]?.get(loc) : ix.planet.get(loc)) ?? EMPTY;
}

export function personnelOnPlanet(s: GameState, loc: LocationId, owner?: PlayerId): CardId[] {
  return onPlanet(s, loc, owner).filter((id) => typeOf(s, id) === 'personnel');
}

export function outpostsAt(s: GameState, loc: LocationId): readonly CardId[] {
  return boardIndex(s).outposts.get(loc) ?? EMPTY;
}

/** The player's outpost in play, if any. */
export function outpostOf(s: GameState, owner: PlayerId): CardId | undefined {
  for (const l of boardIndex(s).outposts.values()) for (const id of l) if ((s.cards[id] as CardState).owner === owner) return id;
  return undefined;
}

/** The spaceline location of an in-play card (a crew member is where its ship is). */
export function locationOf(s: GameState, id: CardId): LocationId | undefined {
  const at = card(s, id).at;
  switch (at.z) {
    case 'spaceline':
      return id;
    case 'underMission':
    case 'outpost':
    case 'inSpace':
    case 'planet':
    case 'landed':
      return at.loc;
    case 'aboard':
    case 'attached':
    case 'carried':
      return locationOf(s, at.host);
    default:
      return undefined;
  }
}

export function locIndex(s: GameState, loc: LocationId): number {
  const i = s.spaceline.indexOf(loc);
  if (i < 0) throw new EngineError(`${loc} is not on the spaceline`);
  return i;
}

/** Every outpost of the player in play (the intro game: at most one). */
export function outpostsOf(s: GameState, owner: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const l of boardIndex(s).outposts.values()) for (const id of l) if ((s.cards[id] as CardState).owner === owner) out.push(id);
  return out;
}

/** The player's outpost at a location, if any. */
export function ownOutpostAt(s: GameState, owner: PlayerId, loc: LocationId): CardId | undefined {
  return outpostsAt(s, loc).find((id) => (s.cards[id] as CardState).owner === owner);
}

/** A ship is docked when it is at the location of an outpost of its owner. */
export function isDocked(s: GameState, ship: CardId): boolean {
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return false;
  return ownOutpostAt(s, c.owner, c.at.loc) !== undefined;
}

export function dilemmasUnder(s: GameState, loc: LocationId): readonly CardId[] {
  return boardIndex(s).under.get(loc) ?? EMPTY;
}

export function eventsOnTable(s: GameState, owner?: PlayerId): CardId[] {
  const l = boardIndex(s).table;
  return owner ? l.filter((id) => (s.cards[id] as CardState).owner === owner) : l.slice();
}

/** The personnel held captive, anyone's, in creation order (rules/captives.ts). */
export function captiveCards(s: GameState): readonly CardId[] {
  return boardIndex(s).captives;
}

/** Whether a card of this definition (of this owner) is in play; no list is built. */
export function anyInPlayByDef(s: GameState, defId: string, owner?: PlayerId): boolean {
  for (const id of boardIndex(s).inPlay) {
    const c = s.cards[id] as CardState;
    if (c.def === defId && (!owner || c.owner === owner)) return true;
  }
  return false;
}

export function inPlayByDef(s: GameState, defId: string, owner?: PlayerId): CardId[] {
  const copies = inPlayDefs(s).get(defId);
  if (!copies) return [];
  return owner ? copies.filter((id) => (s.cards[id] as CardState).owner === owner) : [...copies];
}

/** The cards attached to another card in play, in creation order. */
export function attachedCards(s: GameState): readonly CardId[] {
  return boardIndex(s).attached;
}

/** The cards in play by definition, each list in creation order. */
export function inPlayDefs(s: GameState): ReadonlyMap<string, readonly CardId[]> {
  return boardIndex(s).byDef;
}

export function missionLabel(s: GameState, loc: LocationId): string {
  return name(s, loc);
}

/** The player who placed a mission on the spaceline (its owner). */
export function missionOwner(s: GameState, loc: LocationId): PlayerId {
  return card(s, loc).owner;
}
