/**
 * Loading, unloading and beaming (quick-start "loading and unloading ships" and "beaming"):
 * personnel and equipment move between your outpost and your ships docked there (ships of a
 * compatible affiliation), between a ship and the planet at its location, between two of your
 * ships at one location, and between your outpost and the planet it orbits. Beaming has no limit
 * per turn unless a card in play sets one. Stopped cards cannot beam.
 */
import { beamLimitAt } from './abilities.ts';
import { beamingBannedAt } from './scattering-field.ts';
import { installedCards } from '../cards/registry.ts';
import { facts } from '../cards/facts.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { Act, CardId, CardState, Frame, GameState, LocationId, Option, Place, PlayerId, Spot } from '../core/types.ts';
import { aboard, boardIndex, moveTo, locationOf, missionFacts, name, onPlanet, outpostsOf, ownShips, typeOf } from './board.ts';
import { CANCEL, DONE, PICK_ALL, pickAct, spotOf } from '../core/acts.ts';
import { seat } from '../core/types.ts';
import { happened } from '../core/happenings.ts';
import { hologramsRestricted, holoMayBe } from './holograms.ts';
import { rulesOf } from '../formats/rules.ts';
import { whyCannotJoin } from './affiliations.ts';
import { heldOnPlanet } from './groupie.ts';
import { phasedOnPlanet } from './phased.ts';
import { inStasis, shipToShipBarred } from './mission-text.ts';
import { controllerOf } from './control.ts';
import { anyRefusal, holdTransport, refusesTransport, registerCarrier, transportsHeld } from './held-transport.ts';

/** A container is a ship or outpost card id, or `planet:<location>`. */
export type Container = string;

const planets = new Map<LocationId, Container>();

export function planetOf(loc: LocationId): Container {
  // one string per planet, so looking it up in maps does not hash a new string each time
  let c = planets.get(loc);
  if (c === undefined) {
    if (planets.size > 10_000) planets.clear();
    planets.set(loc, (c = `planet:${loc}`));
  }
  return c;
}
/** Card ids begin with their side (`federation:`, `klingon:`), so a leading "p" marks a planet. */
function isPlanet(c: Container): boolean {
  return c.charCodeAt(0) === 112 && c.startsWith('planet:');
}
function planetLoc(c: Container): LocationId {
  return c.slice(7);
}

/** The container a spot names. */
export function containerOf(spot: Spot): Container {
  return spot.planet !== undefined ? planetOf(spot.planet) : spot.card;
}

export function containerLabel(s: GameState, c: Container): string {
  return isPlanet(c) ? `the planet at ${name(s, planetLoc(c))}` : name(s, c);
}

function placeFor(c: Container): Place {
  return isPlanet(c) ? { z: 'planet', loc: planetLoc(c) } : { z: 'aboard', host: c };
}

/**
 * Whether a card may go into the destination, with `also` going along: a hologram only where it may
 * exist (rules/holograms.ts), and personnel of different affiliations do not mix where the format
 * says (rules/affiliations.ts whyCannotJoin).
 */
export function compatible(s: GameState, id: CardId, dest: Container, also: readonly CardId[] = []): boolean {
  if (!isPlanet(dest) && apart(s, id, dest)) return false;
  if (typeOf(s, id) === 'personnel' && !holoMayBe(s, id, isPlanet(dest) ? { planet: planetLoc(dest) } : { host: dest })) return false;
  return whyCannotJoin(s, id, dest, also) === null;
}

/**
 * A ship used by another player than its owner, and its crew, are a group apart (rules/control.ts):
 * none of the user's own cards goes aboard it, and none of its crew aboard another ship or outpost.
 */
function apart(s: GameState, id: CardId, host: CardId): boolean {
  const c = s.cards[id] as CardState;
  const h = s.cards[host] as CardState;
  return (c.ctrl !== undefined || h.ctrl !== undefined) && c.owner !== h.owner;
}

/** How many more personnel this player may beam to or from this planet this turn. */
export function beamAllowance(s: GameState, p: PlayerId, loc: LocationId): number {
  const limit = beamLimitAt(s, p, loc);
  return limit - (seat(s, p).beamedThisTurn[loc] ?? 0);
}

/** Every pair of containers at one location between which this player may transfer. */
export function transferPairs(s: GameState, p: PlayerId): [Container, Container, LocationId][] {
  const byLoc = new Map<LocationId, Container[]>();
  const add = (loc: LocationId, c: Container) => {
    let l = byLoc.get(loc);
    if (!l) byLoc.set(loc, (l = []));
    l.push(c);
  };
  // a cloaked ship beams nothing and is beamed to by nobody
  for (const ship of ownShips(s, p)) if (!(s.cards[ship] as CardState).cloaked) add(locationOf(s, ship) as LocationId, ship);
  for (const outpost of outpostsOf(s, p)) add(locationOf(s, outpost) as LocationId, outpost);
  const sources = new Set<Container>();
  for (const h of installedCards().beamSources) {
    for (const [loc, c] of h(s, p)) {
      add(loc, c);
      sources.add(c);
    }
  }
  for (const [loc, ids] of boardIndex(s).planet) {
    if (ids.some((id) => controllerOf(s, id) === p) && !byLoc.get(loc)?.includes(planetOf(loc))) add(loc, planetOf(loc));
  }
  const out: [Container, Container, LocationId][] = [];
  for (const [loc, list] of byLoc) {
    const planetHere = missionFacts(s, loc).missionType !== 'space';
    if (planetHere && !list.includes(planetOf(loc))) list.push(planetOf(loc));
    const blocked = planetHere && beamingBannedAt(s, loc) !== undefined; // a face-up Distortion Field, a Particle Scattering Field (rules/scattering-field.ts)
    const noShipToShip = shipToShipBarred(s, loc); // Quash Conspiracy (rules/mission-text.ts)
    for (const a of list) {
      for (const b of list) {
        if (a === b || sources.has(b) || (sources.has(a) && isPlanet(b)) || (blocked && (isPlanet(a) || isPlanet(b)))) continue;
        if (noShipToShip && !isPlanet(a) && !isPlanet(b) && typeOf(s, a) === 'ship' && typeOf(s, b) === 'ship') continue;
        out.push([a, b, loc]);
      }
    }
  }
  return out;
}

/**
 * Labels depend only on the cards' definitions, which their ids name (`side:card#n`), so they are
 * kept once made.
 */
interface Verb {
  /** The option id, `beam:<from>><to>`. */
  id: string;
  label: string;
  act: Act;
}
const verbs = new Map<Container, Map<Container, Verb>>();

function verbOf(s: GameState, from: Container, to: Container): Verb {
  let m = verbs.get(from);
  if (m === undefined) {
    if (verbs.size > 10_000) verbs.clear();
    verbs.set(from, (m = new Map()));
  }
  let v = m.get(to);
  if (v === undefined) m.set(to, (v = { id: `beam:${from}>${to}`, label: makeVerb(s, from, to), act: Object.freeze({ type: 'beam', from: spotOf(from), to: spotOf(to) }) }));
  return v;
}

function verb(s: GameState, from: Container, to: Container): string {
  return verbOf(s, from, to).label;
}

function makeVerb(s: GameState, from: Container, to: Container): string {
  const outpostFrom = !isPlanet(from) && typeOf(s, from) === 'outpost';
  const outpostTo = !isPlanet(to) && typeOf(s, to) === 'outpost';
  if (outpostFrom && !isPlanet(to)) return `Load from ${containerLabel(s, from)} onto ${containerLabel(s, to)}`;
  if (outpostTo && !isPlanet(from)) return `Unload from ${containerLabel(s, from)} to ${containerLabel(s, to)}`;
  if (isPlanet(to)) return `Beam down from ${containerLabel(s, from)} to ${containerLabel(s, to)}`;
  if (isPlanet(from)) return `Beam up from ${containerLabel(s, from)} to ${containerLabel(s, to)}`;
  return `Beam from ${containerLabel(s, from)} to ${containerLabel(s, to)}`;
}

function planetInvolved(from: Container, to: Container): LocationId | null {
  if (isPlanet(from)) return planetLoc(from);
  if (isPlanet(to)) return planetLoc(to);
  return null;
}

/** The cards still to be picked for a transfer: movable, not yet picked, and personnel only while the beaming limit allows. */
/** How many more personnel this transfer may take: the planet's beaming allowance less those picked (no limit without a planet). */
function roomLeft(s: GameState, p: PlayerId, from: Container, to: Container, picked: readonly CardId[]): number {
  const loc = planetInvolved(from, to);
  if (!loc) return Infinity;
  let room = beamAllowance(s, p, loc);
  for (const id of picked) if (typeOf(s, id) === 'personnel') room--;
  return room;
}

function pickable(s: GameState, p: PlayerId, from: Container, to: Container, picked: readonly CardId[]): CardId[] {
  const room = roomLeft(s, p, from, to, picked);
  const planetHere = planetInvolved(from, to);
  if (planetHere && beamingBannedAt(s, planetHere)) return []; // a face-up Distortion Field, a Particle Scattering Field (rules/scattering-field.ts)
  // one pass over the source: the player's unstopped cards there that the destination takes
  const out: CardId[] = [];
  const planet = isPlanet(from);
  const refusal = anyRefusal(s); // Barclay Transporter Phobia (rules/held-transport.ts)
  for (const id of planet ? onPlanet(s, planetLoc(from), p) : aboard(s, from)) {
    const c = s.cards[id] as CardState;
    if (c.stopped || (!planet && (c.at.z !== 'aboard' || (c.ctrl ?? c.owner) !== p)) || picked.includes(id)) continue;
    if (refusal && refusesTransport(s, id)) continue;
    if (planet && (heldOnPlanet(s, id) || phasedOnPlanet(s, id) || inStasis(s, id))) continue; // Alien Groupie's delay (rules/groupie.ts), Phased Matter (rules/phased.ts), Qualor II Rendezvous (rules/mission-text.ts)
    if (room <= 0 && facts(c.def).type === 'personnel') continue;
    if (compatible(s, id, to, picked)) out.push(id);
  }
  return out;
}

/** Every transfer (load, unload, beam) this player may start now, one option per pair of containers, appended to `out` (a new list unless one is given). */
export function beamOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  // containers by location: the player's ships in space, outpost, beaming sources and planets with their cards
  const byLoc = new Map<LocationId, Container[]>();
  let sources: Set<Container> | null = null;
  for (const ship of ownShips(s, p)) {
    const c = s.cards[ship] as CardState;
    if (c.at.z === 'inSpace' && !c.cloaked) addTo(byLoc, c.at.loc, ship);
  }
  for (const outpost of outpostsOf(s, p)) addTo(byLoc, locationOf(s, outpost) as LocationId, outpost);
  for (const h of installedCards().beamSources) {
    for (const [loc, c] of h(s, p)) {
      addTo(byLoc, loc, c);
      (sources ??= new Set()).add(c);
    }
  }
  for (const [loc, ids] of boardIndex(s).planet) {
    if (!byLoc.has(loc) && ownsAny(s, ids, p)) byLoc.set(loc, []);
  }
  const people: CardId[] = [];
  const groups = rulesOf(s).mixing === 'groups';
  const refusal = anyRefusal(s); // Barclay Transporter Phobia (rules/held-transport.ts)
  for (const [loc, list] of byLoc) {
    if (missionFacts(s, loc).missionType !== 'space') list.push(planetOf(loc));
    const noShipToShip = shipToShipBarred(s, loc); // Quash Conspiracy (rules/mission-text.ts)
    let room = -1;
    for (const a of list) {
      // one pass over the container: unstopped personnel, and whether any equipment can go
      people.length = 0;
      let gear = false;
      const planet = isPlanet(a);
      for (const id of planet ? onPlanet(s, planetLoc(a), p) : aboard(s, a)) {
        const c = s.cards[id] as CardState;
        if (c.stopped || (!planet && (c.at.z !== 'aboard' || (c.ctrl ?? c.owner) !== p))) continue;
        if (refusal && refusesTransport(s, id)) continue;
        if (planet && (heldOnPlanet(s, id) || phasedOnPlanet(s, id) || inStasis(s, id))) continue; // Alien Groupie's delay (rules/groupie.ts), Phased Matter (rules/phased.ts), Qualor II Rendezvous (rules/mission-text.ts)
        if (facts(c.def).type === 'personnel') people.push(id);
        else gear = true;
      }
      if (!gear && people.length === 0) continue;
      for (const b of list) {
        if (a === b) continue;
        const toPlanet = isPlanet(b);
        if (sources && (sources.has(b) || (sources.has(a) && toPlanet))) continue;
        if ((planet || toPlanet) && beamingBannedAt(s, loc)) continue; // a face-up Distortion Field, a Particle Scattering Field (rules/scattering-field.ts)
        if (noShipToShip && !planet && !toPlanet && typeOf(s, a) === 'ship' && typeOf(s, b) === 'ship') continue;
        if (!planet && !toPlanet && apart(s, a, b)) continue; // a ship used by its owner's opponent and its crew keep apart (rules/control.ts)
        let ok = gear;
        if (!ok) {
          if (planet || toPlanet) {
            if (room < 0) room = beamAllowance(s, p, loc);
            if (room <= 0) continue;
          }
          ok = (toPlanet && !groups && !hologramsRestricted(s)) || anyCompatible(s, people, b);
        }
        if (!ok) continue;
        const v = verbOf(s, a, b);
        const o: Option = { id: v.id, label: v.label, target: b, group: 'beam', act: v.act };
        if (!planet) o.card = a;
        out.push(o);
      }
    }
  }
  return out;
}

function addTo(m: Map<LocationId, Container[]>, loc: LocationId, c: Container): void {
  const l = m.get(loc);
  if (l) l.push(c);
  else m.set(loc, [c]);
}

function ownsAny(s: GameState, ids: readonly CardId[], p: PlayerId): boolean {
  for (const id of ids) if (controllerOf(s, id) === p) return true;
  return false;
}

function anyCompatible(s: GameState, ids: readonly CardId[], dest: Container): boolean {
  for (const id of ids) if (compatible(s, id, dest)) return true;
  return false;
}

export interface TransferFrame extends Frame {
  kind: 'transfer';
  player: PlayerId;
  from: Container;
  to: Container;
  picked: CardId[];
}

export function chooseBeam(s: GameState, p: PlayerId, o: Option): void {
  if (o.act.type !== 'beam') throw new Error(`not a beaming option: ${o.id}`);
  const from = containerOf(o.act.from);
  const to = containerOf(o.act.to);
  const f: TransferFrame = { kind: 'transfer', player: p, from, to, picked: [] };
  push(s, f);
}

/** Moves the cards at once, counting personnel against the planet's beaming allowance. */
export function transfer(s: GameState, p: PlayerId, from: Container, to: Container, moving: readonly CardId[]): void {
  const ids = anyRefusal(s) ? moving.filter((id) => !refusesTransport(s, id)) : moving; // one who refuses transport stays (rules/held-transport.ts)
  if (ids.length === 0) return;
  const dest = placeFor(to);
  const where = (c: Container) => (isPlanet(c) ? planetLoc(c) : locationOf(s, c));
  if (where(from) !== where(to)) throw new Error(`transfer across locations ${from} ${where(from)} -> ${to} ${where(to)}`);
  for (const id of ids) moveTo(s, id, { ...dest } as Place);
  const loc = planetInvolved(from, to);
  if (loc) {
    const n = ids.filter((id) => typeOf(s, id) === 'personnel').length;
    if (n > 0) seat(s, p).beamedThisTurn[loc] = (seat(s, p).beamedThisTurn[loc] ?? 0) + n;
  }
  const spots = verbOf(s, from, to).act as Extract<Act, { type: 'beam' }>;
  happened(s, { type: 'cardsBeamed', player: p, from: spots.from, to: spots.to, cards: [...ids] });
  if (!s.logging) return; // the texts below are built only for a log
  // the verb after a colon: its first letter small, the names in it as they are
  const said = lowerFirst(verb(s, from, to));
  const text = `${p}: ${said}: ${ids.map((id) => name(s, id)).join(', ')}`;
  // the spots as fields (Spot), as the option that started the transfer gave them (spots, above)
  if (loc) {
    // a planet is in view of both players: the cards are seen
    emit(s, 'cardsTransferred', text, { player: p, from: spots.from, to: spots.to, cards: [...ids] });
  } else {
    // between ships and outposts the opponent sees only how many cards moved
    emit(s, 'cardsTransferred', `${p}: ${said}: ${ids.length} card(s)`, { player: p, from: spots.from, to: spots.to, count: ids.length }, { not: p });
    emit(s, 'cardsTransferredSecret', text, { player: p, from: spots.from, to: spots.to, cards: [...ids] }, p);
  }
}

/** Whether a card is still in a container (a held transport's cards may have gone meanwhile). */
function stillIn(s: GameState, id: CardId, c: Container): boolean {
  const at = (s.cards[id] as CardState).at;
  return isPlanet(c) ? at.z === 'planet' && at.loc === planetLoc(c) : at.z === 'aboard' && at.host === c;
}

/**
 * A beaming order's cards move: at once, or, where the format holds transports for a response point
 * before them (constructed: Barclay Transporter Phobia), after it (rules/held-transport.ts).
 */
function beamOrdered(s: GameState, p: PlayerId, from: Container, to: Container, ids: readonly CardId[]): void {
  if (ids.length === 0) return;
  if (transportsHeld(s) && ids.some((id) => typeOf(s, id) === 'personnel')) holdTransport(s, { player: p, by: 'beaming', from, to, cards: [...ids] });
  else transfer(s, p, from, to, ids);
}

registerCarrier('beaming', (s, f) => {
  const ids = f.cards.filter((id) => stillIn(s, id, f.from));
  if (ids.length) transfer(s, f.player, f.from, f.to, ids);
});

function lowerFirst(t: string): string {
  return t.charAt(0).toLowerCase() + t.slice(1);
}

const pickIds = new Map<CardId, string>();
function pickId(id: CardId): string {
  let v = pickIds.get(id);
  if (v === undefined) {
    if (pickIds.size > 10_000) pickIds.clear();
    pickIds.set(id, (v = `pick:${id}`));
  }
  return v;
}

defineFrame<TransferFrame>('transfer', {
  // the cards picked so far, before they move: seen by the player picking them (others see how many)
  shown(f, viewer) {
    return f.player === viewer ? PUBLIC_FRAME(f) : { ...(PUBLIC_FRAME(f) as TransferFrame), picked: f.picked.map(() => '?') };
  },
  run(s, f) {
    const left = pickable(s, f.player, f.from, f.to, f.picked);
    if (left.length === 0) {
      pop(s, f);
      beamOrdered(s, f.player, f.from, f.to, f.picked);
      return;
    }
    // the last card left to pick moves the cards at once: its label says so
    const last = left.length === 1 ? `: the last one, so ${f.picked.length ? `it and the ${f.picked.length} chosen go` : 'it goes'} at once` : '';
    const options: Option[] = left.map((id) => ({ id: pickId(id), label: `${name(s, id)}${last}`, card: id, group: 'pick', act: pickAct(id) }));
    if (left.length > 1) {
      const room = roomLeft(s, f.player, f.from, f.to, f.picked);
      const people = left.filter((id) => typeOf(s, id) === 'personnel').length;
      const n = left.length - people + Math.min(people, room);
      options.push({ id: 'all', label: n < left.length ? `As many as allowed (${n})` : `All of them (${left.length})`, group: 'pick', act: PICK_ALL });
    }
    options.push(f.picked.length ? { id: 'done', label: `Done (${f.picked.length} chosen)`, group: 'done', act: DONE } : { id: 'cancel', label: 'Cancel', group: 'done', act: CANCEL });
    return {
      player: f.player,
      kind: 'pickTransfer',
      prompt: `${verb(s, f.from, f.to)}: choose the cards${f.picked.length ? ` (chosen: ${f.picked.map((id) => name(s, id)).join(', ')})` : ''}`,
      options,
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'cancel') {
      pop(s, f);
      return;
    }
    if (o.act.type === 'done') {
      pop(s, f);
      beamOrdered(s, f.player, f.from, f.to, f.picked);
      return;
    }
    if (o.act.type === 'pickAll') {
      // as many as the allowance lets through, in the order offered: every equipment card, and
      // personnel while the allowance lasts
      let room = roomLeft(s, f.player, f.from, f.to, f.picked);
      for (const id of pickable(s, f.player, f.from, f.to, f.picked)) {
        if (typeOf(s, id) === 'personnel') {
          if (room <= 0 || !compatible(s, id, f.to, f.picked)) continue;
          room--;
        }
        f.picked.push(id);
      }
      pop(s, f);
      beamOrdered(s, f.player, f.from, f.to, f.picked);
      return;
    }
    f.picked.push(o.card as CardId);
  },
});
