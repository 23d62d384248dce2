/**
 * The Borg Ship (Premiere dilemma, 101_018; cards/borg-ship.ts): a ship no player controls. Encountered
 * in a space attempt it stays at that location, face up, attached to it as a card placed on a mission is
 * (the view shows it there); a mark of the card names the spaceline end it heads for, the one farther
 * from where it was met. It attacks every target there (the ships and outposts of both players) when it
 * is met, when it arrives at a location, and it attacks a ship that arrives where it is; at the end of
 * every turn it moves one location toward its end, and off the end it is discarded. Each attack is a
 * ship battle with the Borg Ship as the attacker, WEAPONS 24 against each target's SHIELDS (the ship
 * battle's hit, direct hit and damage rules), and each player's attacked ships with crew aboard fire
 * back together, their WEAPONS against its SHIELDS 24; all results apply together. Hit, it is damaged;
 * hit again, or by a direct hit, it is destroyed, and the player whose fire destroyed it scores it (its
 * card to his bonus area). In his turn a player may also attack it with all his ships there that may
 * attack (it fires back at each of them). Hugh calls off its attacks for a turn; Anti-Matter Spread played at the
 * start of its battle makes its WEAPONS 16 for the turn. Everything here runs only while a Borg Ship is
 * in play (its mark). docs/RULINGS.md, "Issue 25/26: Borg Ship and Receptacle Stones".
 */
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent } from '../core/types.ts';
import { addModifier, clearMark, hasModifier } from '../core/modifiers.ts';
import type { Mark } from '../core/modifiers.ts';
import { aboard, card, def, moveTo, name, outpostsAt, personnelAboard, shipsAt } from './board.ts';
import { defenseOf, federationForce, isDirectHit, weaponsOf } from './battle.ts';
import { damageShip, destroyShip } from './damage.ts';
import { isCloaked } from './cloaking.ts';
import { inStasis } from './stasis.ts';
import { rulesOf } from '../formats/rules.ts';
import { openResponse } from './responses.ts';
import { scorePoints } from './endgame.ts';
import { happened } from '../core/happenings.ts';

export const BORG_SHIP = 'borg-ship';
/** Its printed WEAPONS and SHIELDS (the card data holds no ship attributes for a dilemma). */
export const BORG_WEAPONS = 24;
export const BORG_SHIELDS = 24;
/** Its WEAPONS for a turn in which Anti-Matter Spread was played on its battle. */
export const BORG_WEAPONS_SPREAD = 16;

/** The marks of the Borg Ships in play: `source` the card, `card` the spaceline end it heads for. */
export function borgMarks(s: GameState): Mark[] {
  if (s.effects.length === 0) return [];
  const out: Mark[] = [];
  for (const e of s.effects) if (e.kind === 'mark' && e.by === BORG_SHIP) out.push(e);
  return out;
}

/** The Borg Ships in play. */
export function borgShips(s: GameState): CardId[] {
  return borgMarks(s).map((m) => m.source);
}

/** Where a Borg Ship is (the location it is attached to), or undefined when it is not in play. */
export function borgLocation(s: GameState, borg: CardId): LocationId | undefined {
  const at = s.cards[borg]?.at;
  return at?.z === 'attached' && s.spaceline.includes(at.host) ? at.host : undefined;
}

/** The Borg Ships at a location. */
export function borgShipsAt(s: GameState, loc: LocationId): CardId[] {
  return borgShips(s).filter((b) => borgLocation(s, b) === loc);
}

/** The end of the spaceline farther from a location; the last location's end when both are as far. */
export function fartherEnd(s: GameState, loc: LocationId): LocationId {
  const i = s.spaceline.indexOf(loc);
  const last = s.spaceline.length - 1;
  return (i > last - i ? s.spaceline[0] : s.spaceline[last]) as LocationId;
}

/** Its WEAPONS now: 16 for a turn Anti-Matter Spread was played on its battle, else 24. */
export function borgWeapons(s: GameState, borg: CardId): number {
  return hasModifier(s, borg, 'borgWeaponsSpread') ? BORG_WEAPONS_SPREAD : BORG_WEAPONS;
}

/** Whether its attacks are called off this turn (Hugh). */
export function borgCalledOff(s: GameState, borg: CardId): boolean {
  return hasModifier(s, borg, 'attackCalledOff');
}

/** Hugh's other use: the Borg Ship makes no attack for the rest of the turn. */
export function callOffBorg(s: GameState, source: CardId, borg: CardId): void {
  addModifier(s, 'attackCalledOff', source, borg);
  emit(s, 'borgCalledOff', `${name(s, borg)} makes no attack for the rest of this turn (${name(s, source)})`, { card: borg, by: source });
}

/** Anti-Matter Spread's other use: WEAPONS 16 for the rest of the turn. */
export function spreadBorg(s: GameState, source: CardId, borg: CardId): void {
  addModifier(s, 'borgWeaponsSpread', source, borg);
  emit(s, 'weaponsCut', `${name(s, borg)} has WEAPONS ${BORG_WEAPONS_SPREAD} for the rest of this turn (${name(s, source)})`, { card: borg, by: source, weapons: BORG_WEAPONS_SPREAD });
}

/** What it attacks at a location: the ships in space there (not cloaked, not in stasis) and the outposts, either player's. */
export function borgTargets(s: GameState, loc: LocationId): CardId[] {
  const ships = shipsAt(s, loc).filter((id) => card(s, id).at.z === 'inSpace' && !isCloaked(s, id) && !inStasis(s, id) && !hasModifier(s, id, 'hiddenFromBattle'));
  return [...ships, ...outpostsAt(s, loc)];
}

/**
 * Places a Borg Ship met at `loc`: attached to that location, heading for the farther end; then it
 * attacks everything there. Returns after pushing the attack (frames run next).
 */
export function placeBorgShip(s: GameState, borg: CardId, loc: LocationId): void {
  moveTo(s, borg, { z: 'attached', host: loc });
  const c = card(s, borg);
  c.revealed = true;
  c.damaged = false;
  const end = fartherEnd(s, loc);
  s.effects.push({ kind: 'mark', by: BORG_SHIP, source: borg, card: end, turn: s.turn.number });
  emit(s, 'borgShipPlaced', `${name(s, borg)} appears at ${name(s, loc)}: it will move toward ${name(s, end)} at the end of every turn`, { card: borg, loc, end });
  attackWithBorg(s, borg, loc);
}

/** A Borg Ship leaves play: its mark goes. */
function leave(s: GameState, borg: CardId): void {
  for (const m of borgMarks(s)) if (m.source === borg) clearMark(s, m);
}

/** The attack of a Borg Ship on everything at its location (`only`: one arriving ship). */
export function attackWithBorg(s: GameState, borg: CardId, loc: LocationId, only?: CardId): void {
  if (borgCalledOff(s, borg)) {
    emit(s, 'borgCalledOff', `${name(s, borg)}'s attack at ${name(s, loc)} is called off this turn`, { card: borg, loc });
    return;
  }
  const targets = only === undefined ? borgTargets(s, loc) : borgTargets(s, loc).filter((id) => id === only);
  if (targets.length === 0) return;
  const f: BorgBattleFrame = { kind: 'borgBattle', borg, loc, targets, step: 'start' };
  push(s, f);
}

/** At the end of every turn: each Borg Ship moves one location toward its end (off the end: discarded) and attacks there. */
export function borgShipsAtTurnEnd(s: GameState): void {
  const marks = borgMarks(s);
  if (marks.length === 0) return;
  // pushed last runs first: the first in play moves and attacks first
  for (const m of [...marks].reverse()) {
    const borg = m.source;
    const loc = borgLocation(s, borg);
    if (loc === undefined) {
      clearMark(s, m);
      continue;
    }
    const i = s.spaceline.indexOf(loc);
    const e = s.spaceline.indexOf(m.card);
    const next = i === e ? undefined : s.spaceline[i + (e > i ? 1 : -1)];
    if (next === undefined) {
      clearMark(s, m);
      card(s, borg).damaged = false;
      moveTo(s, borg, { z: 'discard' });
      emit(s, 'borgShipGone', `${name(s, borg)} moves off the end of the spaceline and is discarded`, { card: borg, loc });
      continue;
    }
    moveTo(s, borg, { z: 'attached', host: next });
    emit(s, 'borgShipMoved', `${name(s, borg)} moves from ${name(s, loc)} to ${name(s, next)}`, { card: borg, from: loc, to: next });
    attackWithBorg(s, borg, next);
  }
}

/** A ship arriving where a Borg Ship is: it is attacked. */
export function borgShipsOnArrival(s: GameState, ship: CardId, loc: LocationId): void {
  const here = borgShips(s).filter((b) => borgLocation(s, b) === loc);
  for (const borg of here.reverse()) attackWithBorg(s, borg, loc, ship);
}

/**
 * A Borg Ship's battle: `start` opens the response points of its start (constructed: Anti-Matter Spread,
 * Hugh) for both players, then `fire` resolves it.
 */
export interface BorgBattleFrame extends Frame {
  kind: 'borgBattle';
  borg: CardId;
  loc: LocationId;
  targets: CardId[];
  step: 'start' | 'fire';
  /** A battle a player initiated against it with his ships there (`targets`): it fires back at each. */
  by?: PlayerId;
}

/** The Borg Ship battle starting that a response window at its start answers, if any. */
export function startingBorgBattle(s: GameState, borg: CardId | undefined): BorgBattleFrame | undefined {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i] as BorgBattleFrame;
    if (f.kind === 'borgBattle' && f.step === 'fire' && f.borg === borg) return f;
  }
  return undefined;
}

/** Whose a target is (the player who gives it orders). */
function holder(s: GameState, id: CardId): PlayerId {
  const c = s.cards[id] as CardState;
  return c.ctrl ?? c.owner;
}

function inPlace(s: GameState, id: CardId, loc: LocationId): boolean {
  const at = s.cards[id]?.at;
  return (at?.z === 'inSpace' || at?.z === 'outpost') && at.loc === loc;
}

defineFrame<BorgBattleFrame>('borgBattle', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    if (borgLocation(s, f.borg) !== f.loc) {
      pop(s, f);
      return;
    }
    if (f.step === 'start') {
      f.step = 'fire';
      if (f.by === undefined) emit(s, 'borgBattle', `${name(s, f.borg)} attacks ${f.targets.map((id) => name(s, id)).join(', ')} at ${name(s, f.loc)}`, { card: f.borg, loc: f.loc, targets: [...f.targets] });
      if (rulesOf(s).responsePointsAfter.includes('battleInitiated')) {
        // the start of the battle: both players' response point (the player whose turn it is first; pushed last runs first)
        const h = { type: 'battleInitiated' as const, player: s.turn.active, loc: f.loc, against: 'ship' as const, target: f.borg, attackers: [...f.targets] };
        openResponse(s, opponent(s, s.turn.active), { type: 'after', h });
        openResponse(s, s.turn.active, { type: 'after', h });
      }
      return;
    }
    pop(s, f);
    resolveBorgBattle(s, f);
  },
});

/** The Borg Ship fires at each target, each player's attacked ships fire back together, and the results apply together. */
function resolveBorgBattle(s: GameState, f: BorgBattleFrame): void {
  const silent = borgCalledOff(s, f.borg);
  if (silent) {
    emit(s, 'borgCalledOff', `${name(s, f.borg)}'s attack at ${name(s, f.loc)} is called off this turn`, { card: f.borg, loc: f.loc });
    if (f.by === undefined) return; // attacked by a player, it does not fire back, and his ships still fire
  }
  const targets = f.targets.filter((id) => inPlace(s, id, f.loc));
  const w = borgWeapons(s, f.borg);
  type Result = { target: CardId; hit: boolean; direct: boolean; outpost: boolean };
  const results: Result[] = (silent ? [] : targets).map((id) => {
    const d = def(s, id);
    if (d.type === 'outpost') {
      const hit = w > d.shields;
      emit(s, 'battle', `${name(s, f.borg)} fires at ${name(s, id)}: WEAPONS ${w} against SHIELDS ${d.shields}${hit ? ': destroyed' : ': it holds'}`, { card: f.borg, target: id, attack: w, defense: d.shields, hit });
      return { target: id, hit, direct: hit, outpost: true };
    }
    const sh = defenseOf(s, id);
    const hit = w > sh;
    const direct = hit && isDirectHit(s, w, sh);
    emit(s, 'battle', `${name(s, f.borg)} fires at ${name(s, id)}: WEAPONS ${w} against SHIELDS ${sh}${direct ? ': a direct hit' : hit ? ': a hit' : ': no damage'}`, { card: f.borg, target: id, attack: w, defense: sh, hit, ...(direct ? { direct } : {}) });
    return { target: id, hit, direct, outpost: false };
  });
  // each player's attacked ships with crew aboard fire back together (the player whose turn it is first); a player's attack: his ships
  const order = f.by !== undefined ? [f.by] : [s.turn.active, opponent(s, s.turn.active)];
  const back: { player: PlayerId; hit: boolean; direct: boolean }[] = [];
  for (const p of order) {
    const ships = targets.filter((id) => holder(s, id) === p && def(s, id).type === 'ship' && personnelAboard(s, id).length > 0);
    if (ships.length === 0) continue;
    const bw = weaponsOf(s, ships);
    const hit = bw > BORG_SHIELDS;
    const direct = hit && isDirectHit(s, bw, BORG_SHIELDS);
    emit(s, 'battle', `${p}'s ${ships.map((id) => name(s, id)).join(', ')} fire${ships.length === 1 ? 's' : ''} back at ${name(s, f.borg)}: WEAPONS ${bw} against SHIELDS ${BORG_SHIELDS}${direct ? ': a direct hit' : hit ? ': a hit' : ': no damage'}`, { player: p, card: f.borg, attack: bw, defense: BORG_SHIELDS, hit, ...(direct ? { direct } : {}) });
    back.push({ player: p, hit, direct });
  }
  // every target is stopped (ship and crew)
  for (const id of targets) {
    card(s, id).stopped = true;
    for (const x of aboard(s, id)) card(s, x).stopped = true;
  }
  for (const r of results) {
    if (!r.hit) continue;
    if (r.outpost) destroyOutpost(s, r.target, f.borg);
    else (r.direct ? destroyShip : damageShip)(s, r.target, r.direct ? `a direct hit by ${name(s, f.borg)}` : `hit by ${name(s, f.borg)}`);
  }
  for (const b of back) {
    if (!b.hit || borgLocation(s, f.borg) === undefined) continue;
    const c = card(s, f.borg);
    if (c.damaged && !b.direct) {
      destroyBorg(s, f.borg, b.player, 'damaged again');
    } else if (b.direct) {
      destroyBorg(s, f.borg, b.player, 'a direct hit');
    } else {
      c.damaged = true;
      emit(s, 'borgShipDamaged', `${name(s, f.borg)} is damaged by ${b.player}'s fire`, { card: f.borg, by: b.player });
    }
  }
}

function destroyOutpost(s: GameState, outpost: CardId, borg: CardId): void {
  const lost = aboard(s, outpost);
  for (const id of lost) moveTo(s, id, { z: 'discard' });
  moveTo(s, outpost, { z: 'discard' });
  emit(s, 'outpostDestroyed', `${name(s, outpost)} is destroyed by ${name(s, borg)}${lost.length ? ` with ${lost.map((id) => name(s, id)).join(', ')}` : ''}`, { card: outpost, lost });
  happened(s, { type: 'outpostDestroyed', card: outpost, why: `attacked by ${name(s, borg)}` });
}

/** Destroyed in battle: the card goes to the destroying player's bonus area and scores its points for him. */
function destroyBorg(s: GameState, borg: CardId, p: PlayerId, why: string): void {
  leave(s, borg);
  const c = card(s, borg);
  c.damaged = false;
  moveTo(s, borg, { z: 'bonus', player: p });
  c.revealed = true;
  const d = def(s, borg);
  const pts = d.type === 'dilemma' ? (d.bonusPoints ?? 0) : 0;
  emit(s, 'borgShipDestroyed', `${name(s, borg)} is destroyed by ${p}'s fire (${why})`, { card: borg, by: p });
  scorePoints(s, p, pts, `destroyed ${name(s, borg)} in battle`);
}

/**
 * The battles a player may initiate against a Borg Ship in his turn: at each location where one is, with
 * all his ships there that may attack (`armed`: unstopped, uncloaked, staffed, not a Federation force; the
 * rules' own list, rules/battle.ts). Nothing to do while no Borg Ship is in play.
 */
export function borgBattleOptions(s: GameState, armed: ReadonlyMap<LocationId, CardId[]>, out: Option[]): void {
  if (s.effects.length === 0) return;
  for (const borg of borgShips(s)) {
    const loc = borgLocation(s, borg);
    const ships = loc === undefined ? undefined : armed.get(loc)?.filter((id) => !federationForce(s, [id]));
    if (!loc || !ships || ships.length === 0) continue;
    out.push({ id: `battle:borg@${borg}`, label: `Attack ${name(s, borg)} at ${name(s, loc)} with ${ships.map((id) => name(s, id)).join(', ')} (WEAPONS ${weaponsOf(s, ships)} against SHIELDS ${BORG_SHIELDS})`, card: borg, target: loc, group: 'battle', act: { type: 'battle', against: 'ship', at: loc, target: borg } });
  }
}

/** A player attacks a Borg Ship with all his ships there that may attack: its battle, his ships its targets. */
export function attackBorgShip(s: GameState, p: PlayerId, borg: CardId, ships: CardId[]): void {
  const loc = borgLocation(s, borg) as LocationId;
  emit(s, 'borgAttacked', `${p} attacks ${name(s, borg)} at ${name(s, loc)} with ${ships.map((id) => name(s, id)).join(', ')}`, { player: p, card: borg, loc, ships: [...ships] });
  const f: BorgBattleFrame = { kind: 'borgBattle', borg, loc, targets: [...ships], step: 'start', by: p };
  push(s, f);
}
