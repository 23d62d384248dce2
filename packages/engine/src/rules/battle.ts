/**
 * Battle (quick-start "battling"): only on the initiating player's turn, only between forces at
 * the same location, never initiated by the Federation; every card that took part is stopped.
 * Away Team vs Away Team compares STRENGTH totals (the loser loses one member at random, a tie
 * kills nobody). Ship vs ship: the attacker's total WEAPONS against the target's SHIELDS
 * (plus half its outpost's SHIELDS, rounded down, when docked at its own outpost); the target then
 * fires back at one attacking ship of the defender's choice, even if damaged or destroyed, and
 * both results apply together. Ship vs outpost: WEAPONS greater than the outpost's SHIELDS
 * destroy the outpost and the personnel and equipment aboard it. Constructed (GameRules.ships): a
 * cloaked ship neither attacks nor is attacked (cloaking.ts), and a direct hit destroys a ship;
 * an Away Team battle waits for both players' response point right after it is initiated and then
 * resolves with whoever is still in it (TeamBattleFrame, GameRules.teamBattleResponses); nobody in
 * stasis takes part or is attacked (stasis.ts).
 */
import { attackerAllowed } from './compelled.ts';
import { inOrderScope } from './control.ts';
import { happened } from '../core/happenings.ts';
import type { Happening } from '../core/happenings.ts';
import { inStasis } from './stasis.ts';
import { openResponse } from './responses.ts';
import { defineFrame, emit, pop, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, Frame, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { opponent, seat } from '../core/types.ts';
import { aboard, boardIndex, card, crewOf, typeOf, def, isDocked, locationOf, moveTo, name, outpostsAt, ownOutpostAt, ownShips, personnelAboard, personnelOnPlanet, shipFacts, shipsAt } from './board.ts';
import { attributeOf } from './attributes.ts';
import { damageShip, destroyShip } from './damage.ts';
import { killRandom } from './dilemmas.ts';
import { attackNullifiedByChance } from './even-chance.ts';
import { isStaffed } from './movement.ts';
import { shipAttribute } from './ship-attributes.ts';
import { CANCEL, DONE, PICK_ALL, pickAct } from '../core/acts.ts';
import { rulesOf } from '../formats/rules.ts';
import { isCloaked } from './cloaking.ts';
import { exposed } from './exposure.ts';
import { hasModifier } from '../core/modifiers.ts';
import { inTruce } from './truces.ts';
import { affiliationOf, whyBattleBarred } from './affiliations.ts';
import { hookOwner, installedCards } from '../cards/registry.ts';
import { noteEffect, tracking } from '../core/effects.ts';
import { hurlerAmong, pushHurl } from './hurl.ts';
import { wartimeFoes, wartimeTarget } from './wartime.ts';
import { stasisAt } from './mission-text.ts';
import { attackBorgShip, BORG_SHIP, borgBattleOptions } from './borg-ship.ts';

/**
 * Whether this player may start a battle at all. The intro game (quick-start sheet): the Federation
 * player never does; that is the seat whose deck plays the Federation. Constructed: any player, with
 * a force that holds no Federation card (federationForce).
 */
export function mayInitiate(s: GameState, p: PlayerId): boolean {
  return rulesOf(s).battle === 'notFederationDeck' ? seat(s, p).deckAffiliation !== 'federation' : true;
}

/** Constructed: a force with a Federation card in it (a ship, its crew, a personnel of the team) counts as Federation and starts no battle. */
export function federationForce(s: GameState, ids: readonly CardId[]): boolean {
  if (rulesOf(s).battle !== 'notFederationForce') return false;
  return ids.some((id) => {
    const f = def(s, id);
    if ((f.type === 'personnel' || f.type === 'ship') && affiliationOf(s, id) === 'federation') return true;
    return f.type === 'ship' && crewOf(s, id).some((c) => typeOf(s, c) === 'personnel' && affiliationOf(s, c) === 'federation');
  });
}

/** The ships of this player's that may attack at the location (with `target`: that ship or outpost, GameRules.noBattleAmong); a cloaked ship attacks nobody. */
export function attackers(s: GameState, p: PlayerId, loc: LocationId, target?: CardId): CardId[] {
  // a Federation ship attacks only a target Wartime Conditions opens to it (rules/wartime.ts)
  const war = target === undefined ? false : wartimeTarget(s, wartimeFoes(s, p), target);
  return ownShips(s, p).filter(
    (id) =>
      inOrderScope(s, id) && // out of turn, only the ships he commands from his opponent (Alien Parasites, rules/control.ts)
      locationOf(s, id) === loc && !card(s, id).stopped && !isCloaked(s, id) && isStaffed(s, id) && (war || !federationForce(s, [id])) && (target === undefined || (whyBattleBarred(s, [id], [target]) === null && !inTruce(s, id, target) && attackerAllowed(s, id, target))), // attackerAllowed: Conundrum (rules/compelled.ts)
  );
}

/** SHIELDS of a ship defending itself, with half its outpost's SHIELDS when docked there. */
export function defenseOf(s: GameState, ship: CardId): number {
  let sh = shipAttribute(s, ship, 'SHIELDS');
  if (isDocked(s, ship)) {
    const o = ownOutpostAt(s, card(s, ship).owner, locationOf(s, ship) as LocationId) as CardId;
    const f = def(s, o);
    if (f.type === 'outpost') sh += Math.floor(f.shields / 2);
  }
  return sh;
}

export function weaponsOf(s: GameState, ships: readonly CardId[]): number {
  return ships.reduce((sum, id) => sum + shipAttribute(s, id, 'WEAPONS'), 0);
}

/** A side's STRENGTH in an Away Team battle: its personnel's, and what cards with them add (Echo Papa 607: CardBehaviour.battleStrength). */
function teamStrength(s: GameState, ids: readonly CardId[]): number {
  return ids.reduce((n, id) => n + attributeOf(s, id, 'STRENGTH'), 0) + sideBonus(s, ids);
}

/** What cards with a side add to its STRENGTH (Echo Papa 607: CardBehaviour.battleStrength), read as the battle is initiated. */
function sideBonus(s: GameState, ids: readonly CardId[]): number {
  let sum = 0;
  for (const h of installedCards().battleStrengths) {
    const v = h(s, ids);
    sum += v;
    if (v !== 0 && tracking()) noteEffect(s, hookOwner(h) ?? '');
  }
  return sum;
}

/** The battles this player may initiate now, appended to `out` (a new list unless one is given). */
export function battleOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  if (!mayInitiate(s, p)) return out;
  const foe = opponent(s, p);
  const ix = boardIndex(s);
  const limits = rulesOf(s).noBattleAmong.length;
  // the affiliations Wartime Conditions lets this player's Federation forces battle (none without one in play: rules/wartime.ts)
  const war = wartimeFoes(s, p);
  for (const [loc, here] of ix.planet) {
    const stasis = stasisAt(s, loc); // personnel in stasis take no part (Qualor II Rendezvous; rules/mission-text.ts)
    const team = here.filter((id) => controls(s, id, p) && !s.cards[id]?.stopped && typeOf(s, id) === 'personnel' && !(stasis && stasis(s, id)));
    const fed = team.length > 0 && federationForce(s, team);
    const mine = team.length > 0 && (!fed || war.length > 0);
    const theirs = mine ? here.filter((id) => controls(s, id, foe) && typeOf(s, id) === 'personnel' && !inStasis(s, id) && !(stasis && stasis(s, id))) : []; // one in stasis cannot be attacked (rules/stasis.ts)
    if (fed && !wartimeTarget(s, war, theirs)) continue;
    if (theirs.length > 0 && (limits === 0 || whyBattleBarred(s, team, theirs) === null)) {
      out.push({ id: `battle:team@${loc}`, label: `Attack the ${foe} Away Team at ${name(s, loc)}`, target: loc, group: 'battle', act: { type: 'battle', against: 'team', at: loc } });
    }
  }
  const armed = new Map<LocationId, CardId[]>();
  for (const ship of ownShips(s, p)) {
    const c = card(s, ship);
    if (!c.stopped && !c.cloaked && c.at.z === 'inSpace' && isStaffed(s, ship) && (war.length > 0 || !federationForce(s, [ship]))) {
      const l = armed.get(c.at.loc);
      if (l) l.push(ship);
      else armed.set(c.at.loc, [ship]);
    }
  }
  // a target some armed ship there may attack (Romulans do not attack Romulans: GameRules.noBattleAmong)
  const open = (ships: readonly CardId[], t: CardId) =>
    ships.some((a) => (limits === 0 || whyBattleBarred(s, [a], [t]) === null) && !inTruce(s, a, t) && attackerAllowed(s, a, t) && (war.length === 0 || !federationForce(s, [a]) || wartimeTarget(s, war, t))); // inTruce: Hail (rules/truces.ts); attackerAllowed: Conundrum (rules/compelled.ts)
  for (const [loc, ships] of armed) {
    for (const t of shipsAt(s, loc, foe)) {
      if (isCloaked(s, t) && !exposed(s, t)) continue; // a cloaked ship cannot be attacked, unless exposed (rules/exposure.ts)
      if (hasModifier(s, t, 'hiddenFromBattle')) continue; // nor one hidden by Asteroid Sanctuary
      if (inStasis(s, t)) continue; // nor a ship in stasis (rules/stasis.ts)
      if (!open(ships, t)) continue;
      out.push({ id: `battle:ship@${t}`, label: `Attack ${name(s, t)} at ${name(s, loc)}`, card: t, target: loc, group: 'battle', act: { type: 'battle', against: 'ship', at: loc, target: t } });
    }
    for (const o of outpostsAt(s, loc)) {
      if (card(s, o).owner !== foe || !open(ships, o)) continue;
      out.push({ id: `battle:outpost@${o}`, label: `Attack ${name(s, o)} at ${name(s, loc)}`, card: o, target: loc, group: 'battle', act: { type: 'battle', against: 'outpost', at: loc, target: o } });
    }
  }
  if (s.effects.length > 0 && armed.size > 0) borgBattleOptions(s, armed, out); // a Borg Ship there (rules/borg-ship.ts)
  return out;
}

export interface ShipBattleFrame extends Frame {
  kind: 'shipBattle';
  player: PlayerId;
  loc: LocationId;
  target: CardId; // a ship or an outpost
  chosen: CardId[];
  /** fire: the attack is initiated, its response points passed (Anti-Matter Spread), the ships fire */
  step: 'pick' | 'fire' | 'retaliate' | 'done';
  /** WEAPONS taken from ships for this battle (Anti-Matter Spread), by ship */
  weaponsCut?: Record<CardId, number>;
}

/** A ship's WEAPONS in this battle: its own, less what a card took from it for the battle (not below 0). */
function battleWeapons(s: GameState, f: ShipBattleFrame, ship: CardId, printed = false): number {
  const w = printed ? shipFacts(s, ship).weapons : shipAttribute(s, ship, 'WEAPONS');
  const cut = f.weaponsCut?.[ship] ?? 0;
  return cut === 0 ? w : Math.max(0, w - cut);
}

export function chooseBattle(s: GameState, p: PlayerId, o: Option): void {
  const act = o.act;
  if (act.type !== 'battle') throw new Error(`not a battle option: ${o.id}`);
  if (act.against === 'team') {
    awayTeamBattle(s, p, act.at);
    return;
  }
  if (act.target !== undefined && s.cards[act.target]?.def === BORG_SHIP) {
    // a Borg Ship (rules/borg-ship.ts): every ship of his there that may attack
    attackBorgShip(s, p, act.target, ownShips(s, p).filter((id) => locationOf(s, id) === act.at && !card(s, id).stopped && !isCloaked(s, id) && isStaffed(s, id) && !federationForce(s, [id])));
    return;
  }
  const f: ShipBattleFrame = { kind: 'shipBattle', player: p, loc: act.at, target: act.target as CardId, chosen: [], step: 'pick' };
  push(s, f);
}

function awayTeamBattle(s: GameState, p: PlayerId, loc: LocationId): void {
  const foe = opponent(s, p);
  const stasis = stasisAt(s, loc); // Qualor II Rendezvous (rules/mission-text.ts)
  const mine = personnelOnPlanet(s, loc, p).filter((id) => !card(s, id).stopped && !(stasis && stasis(s, id)));
  const theirs = personnelOnPlanet(s, loc, foe).filter((id) => !inStasis(s, id) && !(stasis && stasis(s, id))); // one in stasis takes no part (rules/stasis.ts)
  if (rulesOf(s).teamBattleResponses) {
    // constructed: the battle waits for both players' response point just after it is initiated
    // (Honor Challenge, Vulcan Nerve Pinch), then resolves with whoever is still in it (TeamBattleFrame)
    const h: Happening = { type: 'battleInitiated', player: p, loc, against: 'team' };
    // what cards with each side add is read as it is initiated, as the intro battle reads it (a drone's use counts from then)
    const bonus: [number, number] = [sideBonus(s, mine), sideBonus(s, theirs)];
    happened(s, h);
    emit(s, 'battleInitiated', `${p} initiates battle against ${foe}'s Away Team at ${name(s, loc)}`, { player: p, loc });
    for (const id of [...mine, ...theirs]) card(s, id).stopped = true;
    const f: TeamBattleFrame = { kind: 'teamBattle', player: p, loc, mine, theirs, step: 'resolve', bonus };
    push(s, f);
    // pushed last runs first: the defender's point below the attacker's
    openResponse(s, foe, { type: 'after', h });
    openResponse(s, p, { type: 'after', h });
    return;
  }
  const a = teamStrength(s, mine);
  const d = teamStrength(s, theirs);
  happened(s, { type: 'battleInitiated', player: p, loc, against: 'team' });
  emit(s, 'battle', `${p} attacks ${foe}'s Away Team at ${name(s, loc)}: STRENGTH ${a} against ${d}`, { player: p, loc, attack: a, defense: d });
  for (const id of [...mine, ...theirs]) card(s, id).stopped = true;
  if (a > d) killRandom(s, theirs, `lost the battle at ${name(s, loc)}`);
  else if (d > a) killRandom(s, mine, `lost the battle at ${name(s, loc)}`);
  else emit(s, 'battleTie', 'The battle is a tie: nobody is killed', { loc });
}

/**
 * An Away Team battle of the constructed game, from its initiation to its result (GameRules.teamBattleResponses):
 * `mine` are the attacker's (the player's) personnel in it, `theirs` the defender's. It resolves with those
 * still on the planet and not in stasis; its frame stays on the flow until the kill it makes has been
 * answered, so that a card answering a kill knows it was made in this battle (Klingon Right of Vengeance).
 * `double`: the attacker's STRENGTH counts twice (a Klingon Right of Vengeance re-attack).
 */
export interface TeamBattleFrame extends Frame {
  kind: 'teamBattle';
  player: PlayerId;
  loc: LocationId;
  mine: CardId[];
  theirs: CardId[];
  step: 'resolve' | 'done';
  double?: true;
  /** What cards with each side (the attacker's, the defender's) added as it was initiated; absent: read at the result (a re-attack). */
  bonus?: [number, number];
}

/** The personnel of a battle's side still in it: on the battle's planet and not in stasis. */
export function stillInBattle(s: GameState, f: TeamBattleFrame, ids: readonly CardId[]): CardId[] {
  return ids.filter((id) => {
    const at = s.cards[id]?.at;
    return at?.z === 'planet' && at.loc === f.loc && !inStasis(s, id);
  });
}

/** The Away Team battles being resolved now, the innermost first. */
export function teamBattlesOnFlow(s: GameState): TeamBattleFrame[] {
  const out: TeamBattleFrame[] = [];
  for (let i = s.flow.length - 1; i >= 0; i--) if (s.flow[i]?.kind === 'teamBattle') out.push(s.flow[i] as TeamBattleFrame);
  return out;
}

defineFrame<TeamBattleFrame>('teamBattle', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    if (f.step === 'done' || s.result) {
      pop(s, f);
      return;
    }
    f.step = 'done';
    const foe = opponent(s, f.player);
    const mine = stillInBattle(s, f, f.mine);
    const theirs = stillInBattle(s, f, f.theirs);
    // a side left with nobody gets nothing from the cards with it
    const side = (ids: CardId[], b: number | undefined) => (ids.length === 0 ? 0 : ids.reduce((n, id) => n + attributeOf(s, id, 'STRENGTH'), 0) + (b ?? sideBonus(s, ids)));
    const a = side(mine, f.bonus?.[0]) * (f.double ? 2 : 1);
    const d = side(theirs, f.bonus?.[1]);
    emit(s, 'battle', `${f.player} ${f.double ? 're-attacks' : 'attacks'} ${foe}'s Away Team at ${name(s, f.loc)}: STRENGTH ${a}${f.double ? ' (doubled)' : ''} against ${d}`, { player: f.player, loc: f.loc, attack: a, defense: d });
    if (a > d) killRandom(s, theirs, `lost the battle at ${name(s, f.loc)}`);
    else if (d > a) killRandom(s, mine, `lost the battle at ${name(s, f.loc)}`);
    else emit(s, 'battleTie', 'The battle is a tie: nobody is killed', { loc: f.loc });
  },
});

function stopShipAndCrew(s: GameState, ship: CardId): void {
  card(s, ship).stopped = true;
  for (const id of crewOf(s, ship)) card(s, id).stopped = true;
}

defineFrame<ShipBattleFrame>('shipBattle', {
  // the attackers picked so far: seen by the attacker until the attack goes ahead
  shown(f, viewer) {
    return f.player !== viewer && f.step === 'pick' ? { ...(PUBLIC_FRAME(f) as ShipBattleFrame), chosen: f.chosen.map(() => '?') } : PUBLIC_FRAME(f);
  },
  run(s, f) {
    const targetAlive = card(s, f.target).at.z === 'inSpace' || card(s, f.target).at.z === 'outpost';
    if (f.step === 'pick') {
      const left = attackers(s, f.player, f.loc, f.target).filter((id) => !f.chosen.includes(id));
      if (!targetAlive || (left.length === 0 && f.chosen.length === 0)) {
        pop(s, f);
        return;
      }
      if (left.length === 0) {
        resolveAttack(s, f);
        return;
      }
      // the last ship left to pick launches the attack at once: its label says so
      const last = left.length === 1 ? `: the last one, so the attack goes ahead${f.chosen.length ? ` with the ${f.chosen.length} chosen` : ''}` : '';
      const options: Option[] = left.map((id) => ({
        id: `pick:${id}`,
        label: `${name(s, id)} (WEAPONS ${shipFacts(s, id).weapons})${last}`,
        card: id,
        group: 'pick',
        act: pickAct(id),
      }));
      if (left.length > 1) options.push({ id: 'all', label: `All of them (${left.length})`, group: 'pick', act: PICK_ALL });
      if (f.chosen.length) options.push({ id: 'done', label: `Attack with ${f.chosen.length} ship(s)`, group: 'done', act: DONE });
      else options.push({ id: 'cancel', label: 'Cancel the attack', group: 'done', act: CANCEL });
      return { player: f.player, kind: 'pickAttackers', prompt: `Choose the ships attacking ${name(s, f.target)} (attacking stops each ship and its crew)`, options };
    }
    if (f.step === 'fire') {
      if (!targetAlive) {
        pop(s, f);
        return;
      }
      fire(s, f);
      return;
    }
    if (f.step === 'retaliate') {
      const alive = f.chosen.filter((id) => card(s, id).at.z === 'inSpace');
      // a target with nobody aboard cannot fire back: there is nothing for the defender to choose
      if (alive.length <= 1 || personnelAboard(s, f.target).length === 0) {
        resolveRetaliation(s, f, alive[0]);
        return;
      }
      return {
        player: opponent(s, f.player),
        kind: 'chooseRetaliationTarget',
        prompt: `${name(s, f.target)} fires back: choose which attacking ship it targets`,
        options: alive.map((id) => ({ id: `target:${id}`, label: `${name(s, id)} (SHIELDS ${defenseOf(s, id)})`, card: id, group: 'target', act: pickAct(id) })),
      };
    }
    pop(s, f);
  },
  choose(s, f, o) {
    if (f.step === 'pick') {
      if (o.act.type === 'cancel') {
        pop(s, f);
        return;
      }
      if (o.act.type === 'pickAll') {
        f.chosen.push(...attackers(s, f.player, f.loc, f.target).filter((id) => !f.chosen.includes(id)));
        resolveAttack(s, f);
        return;
      }
      if (o.act.type === 'done') {
        resolveAttack(s, f);
        return;
      }
      f.chosen.push(o.card as CardId);
      return;
    }
    if (f.step === 'retaliate') resolveRetaliation(s, f, o.card as CardId);
  },
});

/** Attack results are held on the frame until the retaliation shot, then applied together. */
function resolveAttack(s: GameState, f: ShipBattleFrame): void {
  const t = def(s, f.target);
  // the start of the battle: its response points (constructed: Anti-Matter Spread) come before the ships fire
  f.step = 'fire';
  happened(s, { type: 'battleInitiated', player: f.player, loc: f.loc, against: t.type === 'outpost' ? 'outpost' : 'ship', target: f.target, attackers: [...f.chosen] });
}

/** The attacking ships fire (after the start of the battle's response points). */
function fire(s: GameState, f: ShipBattleFrame): void {
  const t = def(s, f.target);
  f.chosen = f.chosen.filter((id) => card(s, id).at.z === 'inSpace');
  const weapons = f.weaponsCut ? f.chosen.reduce((n, id) => n + battleWeapons(s, f, id), 0) : weaponsOf(s, f.chosen);
  if (t.type === 'outpost') {
    const shields = t.shields;
    emit(s, 'battle', `${f.player} attacks ${name(s, f.target)} with ${f.chosen.map((id) => name(s, id)).join(', ')}: WEAPONS ${weapons} against SHIELDS ${shields}`, {
      player: f.player,
      loc: f.loc,
      attack: weapons,
      defense: shields,
    });
    for (const id of f.chosen) stopShipAndCrew(s, id);
    f.step = 'done';
    if (weapons > shields) {
      const lost = aboard(s, f.target);
      for (const id of lost) moveTo(s, id, { z: 'discard' });
      moveTo(s, f.target, { z: 'discard' });
      emit(s, 'outpostDestroyed', `${name(s, f.target)} is destroyed${lost.length ? ` with ${lost.map((id) => name(s, id)).join(', ')}` : ''}`, {
        card: f.target,
        lost,
      });
      happened(s, { type: 'outpostDestroyed', card: f.target, why: `attacked by ${f.player}` });
    } else {
      emit(s, 'battleMiss', `${name(s, f.target)} holds`, { card: f.target });
    }
    return;
  }
  const shields = defenseOf(s, f.target);
  const hit = weapons > shields && !attackNullifiedByChance(s, f.target); // Edo Vessel (rules/even-chance.ts)
  const direct = hit && isDirectHit(s, weapons, shields);
  emit(s, 'battle', `${f.player} attacks ${name(s, f.target)} with ${f.chosen.map((id) => name(s, id)).join(', ')}: WEAPONS ${weapons} against SHIELDS ${shields}${direct ? ': a direct hit' : hit ? ': a hit' : ': no damage'}`, {
    player: f.player,
    loc: f.loc,
    attack: weapons,
    defense: shields,
    hit,
    ...(direct ? { direct } : {}),
  });
  f.hit = hit;
  if (direct) f.direct = true;
  // a ship among the attackers that hurls its target (Gomtuu): decided now, before damage (rules/hurl.ts)
  const hurler = hurlerAmong(s, f.chosen, f.target);
  if (hurler) f.hurler = hurler;
  f.step = 'retaliate';
}

function resolveRetaliation(s: GameState, f: ShipBattleFrame, victim: CardId | undefined): void {
  f.step = 'done';
  let back = false;
  let backDirect = false;
  const canFire = personnelAboard(s, f.target).length > 0;
  // the attacked ship hurls the ship it fires back at (Gomtuu): decided before damage (rules/hurl.ts)
  const backHurler = victim && canFire ? hurlerAmong(s, [f.target], victim) : undefined;
  if (victim && canFire) {
    const w = battleWeapons(s, f, f.target, true);
    const sh = defenseOf(s, victim);
    back = w > sh;
    backDirect = back && isDirectHit(s, w, sh);
    emit(s, 'battle', `${name(s, f.target)} fires back at ${name(s, victim)}: WEAPONS ${w} against SHIELDS ${sh}${backDirect ? ': a direct hit' : back ? ': a hit' : ': no damage'}`, {
      player: opponent(s, f.player),
      attack: w,
      defense: sh,
      hit: back,
      ...(backDirect ? { direct: true } : {}),
    });
  } else if (victim) {
    emit(s, 'battle', `${name(s, f.target)} has nobody aboard and cannot fire back`, { card: f.target });
  }
  for (const id of f.chosen) stopShipAndCrew(s, id);
  stopShipAndCrew(s, f.target);
  if (f.hit) (f.direct ? destroyShip : damageShip)(s, f.target, f.direct ? `a direct hit by ${f.player}` : `hit by ${f.player}`);
  if (back && victim) (backDirect ? destroyShip : damageShip)(s, victim, backDirect ? `a direct hit by ${name(s, f.target)}` : `hit by ${name(s, f.target)}`);
  // the throws come after the damage; the attackers' first (the last frame pushed runs first)
  if (backHurler && victim) pushHurl(s, opponent(s, f.player), backHurler, victim);
  if (typeof f.hurler === 'string') pushHurl(s, f.player, f.hurler as CardId, f.target);
}

/**
 * A direct hit (constructed, GameRules.ships.directHit): a hit whose WEAPONS are at least double
 * the SHIELDS it met destroys the ship outright instead of damaging it.
 */
export function isDirectHit(s: GameState, weapons: number, shields: number): boolean {
  return rulesOf(s).ships.directHit && weapons > shields && weapons >= 2 * shields;
}

/** Whether this player gives the card its orders (its owner, or the player using it: rules/control.ts). */
function controls(s: GameState, id: CardId, p: PlayerId): boolean {
  const c = s.cards[id];
  return c !== undefined && (c.ctrl ?? c.owner) === p;
}
