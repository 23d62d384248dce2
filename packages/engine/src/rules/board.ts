/**
 * Where cards are and how they move: the primitives every rule and card builds on.
 */
import { facts } from '../cards/facts.ts';
import type { CardFacts, MissionFacts, PersonnelFacts, ShipFacts } from '../cards/facts.ts';
import { EngineError } from '../core/errors.ts';
import type { CardId, CardState, GameState, LocationId, Place, PlayerId } from '../core/types.ts';

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
  return f;
}
export function shipFacts(s: GameState, id: CardId): ShipFacts {
  const f = def(s, id);
  if (f.type !== 'ship') throw new EngineError(`${id} is not a ship`);
  return f;
}
export function missionFacts(s: GameState, loc: LocationId): MissionFacts {
  const f = def(s, loc);
  if (f.type !== 'mission') throw new EngineError(`${loc} is not a mission`);
  return f;
}

/** A card's status fields, all present from creation so every card object has one shape. */
export function freshCard(id: CardId, def: string, owner: PlayerId, at: Place): CardState {
  return { id, def, owner, at, revealed: false, stopped: false, damaged: false, repairTurns: 0, rangeUsed: 0, noMoreMoves: false, moved: false };
}

export function resetStatus(c: CardState): void {
  c.stopped = false;
  c.damaged = false;
  c.repairTurns = 0;
  c.rangeUsed = 0;
  c.noMoreMoves = false;
  c.moved = false;
}

const IN_PLAY = new Set(['spaceline', 'underMission', 'outpost', 'inSpace', 'aboard', 'planet', 'table', 'attached']);
export function isInPlay(c: CardState): boolean {
  return IN_PLAY.has(c.at.z);
}

function pileOf(s: GameState, c: CardState): CardId[] | null {
  const p = s.players[c.owner];
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
 * An index of in-play cards by place, built in one pass and kept until a card moves. Every
 * change of place goes through moveTo(), which drops the index.
 */
interface BoardIndex {
  planet: Map<LocationId, CardId[]>;
  ships: Map<LocationId, CardId[]>;
  aboard: Map<CardId, CardId[]>;
  outposts: Map<LocationId, CardId[]>;
  under: Map<LocationId, CardId[]>;
  table: CardId[];
  inPlay: CardId[];
}
const indexes = new WeakMap<GameState, BoardIndex>();
const EMPTY: readonly CardId[] = Object.freeze([]);

function addTo<K>(m: Map<K, CardId[]>, k: K, id: CardId): void {
  const l = m.get(k);
  if (l) l.push(id);
  else m.set(k, [id]);
}

export function boardIndex(s: GameState): BoardIndex {
  let ix = indexes.get(s);
  if (ix) return ix;
  ix = { planet: new Map(), ships: new Map(), aboard: new Map(), outposts: new Map(), under: new Map(), table: [], inPlay: [] };
  for (const id in s.cards) {
    const at = (s.cards[id] as CardState).at;
    switch (at.z) {
      case 'planet':
        addTo(ix.planet, at.loc, id);
        break;
      case 'inSpace':
        addTo(ix.ships, at.loc, id);
        break;
      case 'aboard':
      case 'attached':
        addTo(ix.aboard, at.host, id);
        break;
      case 'outpost':
        addTo(ix.outposts, at.loc, id);
        break;
      case 'underMission':
        addTo(ix.under, at.loc, id);
        break;
      case 'table':
        ix.table.push(id);
        break;
      case 'spaceline':
        break;
      default:
        continue;
    }
    ix.inPlay.push(id);
  }
  indexes.set(s, ix);
  return ix;
}

export function invalidate(s: GameState): void {
  indexes.delete(s);
}

/** Moves a card to a place, keeping the ordered piles (deck, hand, discard) in step. */
export function moveTo(s: GameState, id: CardId, to: Place): void {
  const c = card(s, id);
  indexes.delete(s);
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
  }
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
  return owner ? l.filter((id) => (s.cards[id] as CardState).owner === owner) : l.slice();
}

export function ownShips(s: GameState, owner: PlayerId): CardId[] {
  const out: CardId[] = [];
  for (const l of boardIndex(s).ships.values()) for (const id of l) if ((s.cards[id] as CardState).owner === owner) out.push(id);
  return out;
}

/** Cards of a player on a planet's surface (personnel and equipment). */
export function onPlanet(s: GameState, loc: LocationId, owner?: PlayerId): CardId[] {
  const l = boardIndex(s).planet.get(loc) ?? EMPTY;
  return owner ? l.filter((id) => (s.cards[id] as CardState).owner === owner) : l.slice();
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
      return at.loc;
    case 'aboard':
    case 'attached':
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

/** A ship is docked when it is at the location of its owner's outpost. */
export function isDocked(s: GameState, ship: CardId): boolean {
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return false;
  const o = outpostOf(s, c.owner);
  return !!o && locationOf(s, o) === c.at.loc;
}

export function dilemmasUnder(s: GameState, loc: LocationId): readonly CardId[] {
  return boardIndex(s).under.get(loc) ?? EMPTY;
}

export function eventsOnTable(s: GameState, owner?: PlayerId): CardId[] {
  const l = boardIndex(s).table;
  return owner ? l.filter((id) => (s.cards[id] as CardState).owner === owner) : l.slice();
}

/** Cards of a given definition in play, optionally one player's. */
export function inPlayByDef(s: GameState, defId: string, owner?: PlayerId): CardId[] {
  return boardIndex(s).inPlay.filter((id) => {
    const c = s.cards[id] as CardState;
    return c.def === defId && (!owner || c.owner === owner);
  });
}

export function missionLabel(s: GameState, loc: LocationId): string {
  return name(s, loc);
}

/** The player who placed a mission on the spaceline (its owner). */
export function missionOwner(s: GameState, loc: LocationId): PlayerId {
  return card(s, loc).owner;
}
