/**
 * Engage Shuttle Operations (Alternate Universe event, 103_038): the two places a ship has besides
 * the spaceline. A shuttlecraft of a player with the event on his table may land on the planet of its
 * location (`{ z: 'landed', loc }`) and take off again, each with all of its RANGE for the turn; and may
 * be loaded into his ship at its location that works a Tractor Beam with an ENGINEER aboard
 * (`{ z: 'carried', host }`), ride there, and be launched, at no RANGE. The crew of a landed shuttle
 * disembarks to the planet and embarks from it without beaming.
 *
 * A landed or carried ship is in play but in no list of ships on the spaceline (board.ts shipsAt,
 * ownShips), so nothing that reads those lists (movement, battle, beaming, attempts, staffing by
 * location, the AI) sees it: it neither moves, fights nor beams, and nobody attacks it or beams to
 * it. Its crew stays aboard it (hidden from the opponent as aboard any ship). locationOf follows a
 * carried ship's carrier. A carrier leaving play takes its carried ships and their crews to the
 * discard pile (board.ts moveTo). turn.ts offers shuttleOptions and carries out the chosen one.
 * docs/RULINGS.md, "Issue 26: Engage Shuttle Operations".
 */
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, Option, PlayerId } from '../core/types.ts';
import { CANCEL, DONE, PICK_ALL, pickAct } from '../core/acts.ts';
import { aboard, card, inPlayDefs, missionFacts, moveTo, name, onPlanet, ownShips, parkedShips, shipFacts, shipsAt, typeOf } from './board.ts';
import { isStaffed, maxRange, rangeLeft } from './movement.ts';
import { tractorReady } from './cloaking.ts';
import { skillAboard } from './afflictions.ts';
import { compatible, planetOf } from './beaming.ts';
import { heldOnPlanet } from './groupie.ts';
import { phasedOnPlanet } from './phased.ts';
import { inStasis } from './mission-text.ts';

export const ENGAGE_SHUTTLE_OPERATIONS = 'engage-shuttle-operations';

/** The shuttle operations, as the `use` of their option. */
export const SHUTTLE_USES: ReadonlySet<string> = new Set(['land', 'takeOff', 'load', 'launch', 'disembark', 'embark']);

/** Whether a ship is a shuttlecraft: its class or a characteristic says so (Type VI Shuttlecraft, Yridian Shuttle). */
export function isShuttlecraft(s: GameState, ship: CardId): boolean {
  if (typeOf(s, ship) !== 'ship') return false;
  const f = shipFacts(s, ship);
  return /\bShuttlecraft$/.test(f.class) || f.characteristics.includes('Shuttlecraft');
}

/** Whether the ship carries another (such a ship neither lands nor is carried itself: a carried ship is always in a ship in space). */
function carriesAny(s: GameState, ship: CardId): boolean {
  for (const id of parkedShips(s)) {
    const at = (s.cards[id] as CardState).at;
    if (at.z === 'carried' && at.host === ship) return true;
  }
  return false;
}

/** Why the ship cannot carry a shuttlecraft now (load or launch it), or null: in space, unstopped, a Tractor Beam working (not cloaked), an ENGINEER aboard. */
export function whyCannotCarry(s: GameState, carrier: CardId): string | null {
  const c = card(s, carrier);
  const n = name(s, carrier);
  if (c.at.z !== 'inSpace') return `${n} is not on the spaceline`;
  if (c.stopped) return `${n} is stopped`;
  if (!tractorReady(s, carrier)) return `${n} has no Tractor Beam working`;
  if (!skillAboard(s, carrier, 'ENGINEER', 1)) return `${n} has no ENGINEER aboard`;
  return null;
}

/** Why the shuttlecraft cannot land or take off now, or null: staffed, unstopped, uncloaked, and its whole RANGE for the turn unspent. */
export function whyCannotFly(s: GameState, ship: CardId): string | null {
  const c = card(s, ship);
  const n = name(s, ship);
  if (c.stopped) return `${n} is stopped`;
  if (c.cloaked) return `${n} is cloaked`;
  if (!isStaffed(s, ship)) return `${n} has no crew to fly it`;
  if (c.moved || c.rangeUsed > 0) return `${n} has used RANGE this turn: landing and taking off need all of it`;
  const full = maxRange(s, ship);
  if (full <= 0 || rangeLeft(s, ship) < full) return `${n} has no RANGE to spend`;
  return null;
}

/** The shuttle operations this player may order now, appended to `out` (nothing at all without the event or a landed or carried ship). */
export function shuttleOptions(s: GameState, p: PlayerId, out: Option[]): void {
  const parked = parkedShips(s);
  // one map look-up in a game without the event (rules/board.ts inPlayDefs)
  const copies = inPlayDefs(s).get(ENGAGE_SHUTTLE_OPERATIONS);
  if (!copies && parked.length === 0) return;
  const engaged = !!copies && copies.some((id) => (s.cards[id] as CardState).owner === p);
  if (engaged) {
    for (const ship of ownShips(s, p)) {
      const c = s.cards[ship] as CardState;
      if (c.at.z !== 'inSpace' || c.cloaked || c.stopped || !isShuttlecraft(s, ship) || carriesAny(s, ship)) continue;
      const loc = c.at.loc;
      if (missionFacts(s, loc).missionType !== 'space' && whyCannotFly(s, ship) === null) {
        out.push({ id: `land:${ship}`, label: `Land ${name(s, ship)} on the planet at ${name(s, loc)} (all its RANGE)`, card: ship, target: loc, group: 'use', act: { type: 'use', use: 'land', card: ship, target: loc } });
      }
      for (const carrier of shipsAt(s, loc, p)) {
        if (carrier === ship || card(s, carrier).owner !== c.owner || whyCannotCarry(s, carrier) !== null) continue;
        out.push({ id: `load:${ship}>${carrier}`, label: `Load ${name(s, ship)} aboard ${name(s, carrier)} by its tractor beam`, card: ship, target: carrier, group: 'use', act: { type: 'use', use: 'load', card: ship, target: carrier } });
      }
    }
  }
  for (const ship of parked) {
    const c = s.cards[ship] as CardState;
    if ((c.ctrl ?? c.owner) !== p) continue;
    if (c.at.z === 'landed') {
      const loc = c.at.loc;
      if (whyCannotFly(s, ship) === null) out.push({ id: `takeOff:${ship}`, label: `Take off in ${name(s, ship)} from the planet at ${name(s, loc)} (all its RANGE)`, card: ship, target: loc, group: 'use', act: { type: 'use', use: 'takeOff', card: ship, target: loc } });
      if (walkers(s, p, ship, 'off', []).length) out.push({ id: `disembark:${ship}`, label: `Disembark from ${name(s, ship)} to the planet at ${name(s, loc)}`, card: ship, target: loc, group: 'use', act: { type: 'use', use: 'disembark', card: ship, target: loc } });
      if (walkers(s, p, ship, 'on', []).length) out.push({ id: `embark:${ship}`, label: `Embark aboard ${name(s, ship)} from the planet at ${name(s, loc)}`, card: ship, target: loc, group: 'use', act: { type: 'use', use: 'embark', card: ship, target: loc } });
    } else if (c.at.z === 'carried' && !c.stopped && whyCannotCarry(s, c.at.host) === null) {
      const carrier = c.at.host;
      out.push({ id: `launch:${ship}`, label: `Launch ${name(s, ship)} from ${name(s, carrier)}`, card: ship, target: carrier, group: 'use', act: { type: 'use', use: 'launch', card: ship, target: carrier } });
    }
  }
}

/** Carries out a shuttle operation chosen from the main decision (an order: the card play is over). */
export function chooseShuttle(s: GameState, p: PlayerId, o: Option): void {
  const a = o.act;
  if (a.type !== 'use' || a.target === undefined) return;
  const ship = a.card;
  const c = card(s, ship);
  s.turn.stage = 'orders';
  switch (a.use) {
    case 'land': {
      if (c.at.z !== 'inSpace') return;
      const loc = c.at.loc;
      c.rangeUsed = maxRange(s, ship);
      moveTo(s, ship, { z: 'landed', loc });
      emit(s, 'shuttleLanded', `${p} lands ${name(s, ship)} on the planet at ${name(s, loc)}`, { player: p, card: ship, loc });
      return;
    }
    case 'takeOff': {
      if (c.at.z !== 'landed') return;
      const loc = c.at.loc;
      c.rangeUsed = maxRange(s, ship);
      moveTo(s, ship, { z: 'inSpace', loc });
      emit(s, 'shuttleTookOff', `${p}'s ${name(s, ship)} takes off from the planet at ${name(s, loc)}`, { player: p, card: ship, loc });
      return;
    }
    case 'load': {
      const carrier = a.target as CardId;
      if (c.at.z !== 'inSpace') return;
      moveTo(s, ship, { z: 'carried', host: carrier });
      emit(s, 'shuttleLoaded', `${p} loads ${name(s, ship)} aboard ${name(s, carrier)}`, { player: p, card: ship, carrier });
      return;
    }
    case 'launch': {
      if (c.at.z !== 'carried') return;
      const carrier = c.at.host;
      const at = card(s, carrier).at;
      if (at.z !== 'inSpace') return;
      moveTo(s, ship, { z: 'inSpace', loc: at.loc });
      emit(s, 'shuttleLaunched', `${p} launches ${name(s, ship)} from ${name(s, carrier)} at ${name(s, at.loc)}`, { player: p, card: ship, carrier, loc: at.loc });
      return;
    }
    case 'disembark':
    case 'embark': {
      if (c.at.z !== 'landed') return;
      const f: WalkFrame = { kind: 'shuttleWalk', player: p, ship, dir: a.use === 'disembark' ? 'off' : 'on', picked: [] };
      push(s, f);
      return;
    }
  }
}

/** Walking between a landed shuttlecraft and its planet: the cards picked one by one, then moved at once. */
export interface WalkFrame extends Frame {
  kind: 'shuttleWalk';
  player: PlayerId;
  ship: CardId;
  /** 'off': from the shuttle to the planet; 'on': from the planet aboard the shuttle. */
  dir: 'off' | 'on';
  picked: CardId[];
}

/** The player's cards still to pick: unstopped, his, and welcome where they go (affiliation mixing, holograms). */
function walkers(s: GameState, p: PlayerId, ship: CardId, dir: 'off' | 'on', picked: readonly CardId[]): CardId[] {
  const at = card(s, ship).at;
  if (at.z !== 'landed') return [];
  const loc = at.loc;
  const out: CardId[] = [];
  if (dir === 'off') {
    const planet = planetOf(loc);
    for (const id of aboard(s, ship)) {
      const c = s.cards[id] as CardState;
      if (c.at.z !== 'aboard' || c.stopped || (c.ctrl ?? c.owner) !== p || picked.includes(id)) continue;
      if (compatible(s, id, planet, picked)) out.push(id);
    }
  } else {
    for (const id of onPlanet(s, loc, p)) {
      const c = s.cards[id] as CardState;
      if (c.stopped || picked.includes(id) || heldOnPlanet(s, id) || phasedOnPlanet(s, id) || inStasis(s, id)) continue;
      if (compatible(s, id, ship, picked)) out.push(id);
    }
  }
  return out;
}

function walk(s: GameState, f: WalkFrame): void {
  const at = card(s, f.ship).at;
  if (at.z !== 'landed' || f.picked.length === 0) return;
  const loc = at.loc;
  for (const id of f.picked) moveTo(s, id, f.dir === 'off' ? { z: 'planet', loc } : { z: 'aboard', host: f.ship });
  const names = f.picked.map((id) => name(s, id)).join(', ');
  // the planet is in view of both players: the cards are seen
  emit(s, 'cardsTransferred', `${f.player}: ${f.dir === 'off' ? `disembark from ${name(s, f.ship)} to the planet at ${name(s, loc)}` : `embark aboard ${name(s, f.ship)} from the planet at ${name(s, loc)}`}: ${names}`, {
    player: f.player,
    ship: f.ship,
    loc,
    cards: [...f.picked],
  });
}

defineFrame<WalkFrame>('shuttleWalk', {
  // the cards picked so far: seen by the player picking them (others see how many)
  shown(f, viewer) {
    return f.player === viewer ? PUBLIC_FRAME(f) : { ...(PUBLIC_FRAME(f) as WalkFrame), picked: f.picked.map(() => '?') };
  },
  run(s, f) {
    const left = walkers(s, f.player, f.ship, f.dir, f.picked);
    if (left.length === 0) {
      pop(s, f);
      walk(s, f);
      return;
    }
    const last = left.length === 1 ? `: the last one, so ${f.picked.length ? `it and the ${f.picked.length} chosen go` : 'it goes'} at once` : '';
    const options: Option[] = left.map((id) => ({ id: `pick:${id}`, label: `${name(s, id)}${last}`, card: id, group: 'pick', act: pickAct(id) }));
    if (left.length > 1) options.push({ id: 'all', label: `All of them (${left.length})`, group: 'pick', act: PICK_ALL });
    options.push(f.picked.length ? { id: 'done', label: `Done (${f.picked.length} chosen)`, group: 'done', act: DONE } : { id: 'cancel', label: 'Cancel', group: 'done', act: CANCEL });
    const what = f.dir === 'off' ? `Disembark from ${name(s, f.ship)}` : `Embark aboard ${name(s, f.ship)}`;
    return {
      player: f.player,
      kind: 'pickTransfer',
      prompt: `${what}: choose the cards${f.picked.length ? ` (chosen: ${f.picked.map((id) => name(s, id)).join(', ')})` : ''}`,
      options,
    };
  },
  choose(s, f, o) {
    if (o.act.type === 'cancel') {
      pop(s, f);
      return;
    }
    if (o.act.type === 'pickAll') {
      for (;;) {
        const next = walkers(s, f.player, f.ship, f.dir, f.picked)[0];
        if (next === undefined) break;
        f.picked.push(next);
      }
    } else if (o.act.type !== 'done') {
      f.picked.push(o.card as CardId);
      return;
    }
    pop(s, f);
    walk(s, f);
  },
});
