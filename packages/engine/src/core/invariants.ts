/**
 * Invariants checked after every action by `stccg sim` and the property tests: each card is in
 * exactly one place, ordered piles agree with card places, points equal completed missions plus
 * bonuses, a live game always has a decision with options, each carrying an act that names real cards and places.
 */
import { facts } from '../cards/facts.ts';
import { behaviour } from '../cards/registry.ts';
import type { SeedsWith } from '../cards/registry.ts';
import type { Act, CardState, GameState, Option } from './types.ts';
import { seat } from './types.ts';
import { indexConsistent } from '../rules/board.ts';

/** The Alternate Universe Door's engine id (formats/constructed.ts ALTERNATE_UNIVERSE_DOOR, blueprint 103_032). */
const AU_DOOR = 'alternate-universe-door';
/** Where a doorway may be besides the table: out of play, or on its way (its stocked uses resolve). */
const DOORWAY_PLACES: ReadonlySet<string> = new Set(['seedPile', 'deck', 'hand', 'discard', 'outOfPlay', 'resolving', 'attached']);
/** Where no artifact goes: the spaceline and the places of missions, facilities and ships (used as equipment it goes aboard or on a planet). */
const NO_ARTIFACT: ReadonlySet<string> = new Set(['missionPile', 'spaceline', 'outpost', 'inSpace', 'landed', 'carried']);

export function checkInvariants(s: GameState, expectedCards = 120): string[] {
  const errs: string[] = [];
  const ids = Object.keys(s.cards);
  if (ids.length !== expectedCards) errs.push(`expected ${expectedCards} cards, found ${ids.length}`);
  for (const p of s.seats) {
    const pl = seat(s, p);
    for (const [pile, z] of [
      [pl.deck, 'deck'],
      [pl.hand, 'hand'],
      [pl.discard, 'discard'],
    ] as const) {
      const seen = new Set<string>();
      for (const id of pile) {
        const c = s.cards[id];
        if (!c) errs.push(`${p} ${z} holds unknown card ${id}`);
        else if (c.at.z !== z || c.owner !== p) errs.push(`${id} is listed in ${p}'s ${z} but is at ${c.at.z}`);
        if (seen.has(id)) errs.push(`${id} is twice in ${p}'s ${z}`);
        seen.add(id);
      }
    }
  }
  for (const id of ids) {
    const c = s.cards[id] as CardState;
    const z = c.at.z;
    if (z === 'deck' || z === 'hand' || z === 'discard') {
      const pile = seat(s, c.owner)[z];
      if (!pile.includes(id)) errs.push(`${id} is at ${z} but missing from the pile`);
    }
    if ((z === 'aboard' || z === 'attached') && !s.cards[c.at.host]) errs.push(`${id} is aboard a missing card`);
    if (z === 'captive' && (c.at.by === c.owner || !s.seats.includes(c.at.by) || facts(c.def).type !== 'personnel')) errs.push(`${id} is held captive by ${c.at.by}, who may not hold it`);
    if ((z === 'aboard' || z === 'attached') && s.cards[c.at.host]) {
      const hz = (s.cards[c.at.host] as CardState).at.z;
      if (hz !== 'inSpace' && hz !== 'outpost' && hz !== 'spaceline' && hz !== 'attached' && hz !== 'aboard' && hz !== 'planet' && hz !== 'landed' && hz !== 'carried') errs.push(`${id} is aboard ${c.at.host}, which is not in play (${hz})`);
    }
    // a landed ship is on a planet of the spaceline; a carried ship is in a ship in space (rules/shuttles.ts)
    if (z === 'landed' && (facts(c.def).type !== 'ship' || !s.spaceline.includes(c.at.loc) || (facts((s.cards[c.at.loc] as CardState).def) as { missionType?: string }).missionType === 'space')) errs.push(`${id} is landed at ${c.at.loc}, where no ship lands`);
    if (z === 'carried' && (facts(c.def).type !== 'ship' || s.cards[c.at.host]?.at.z !== 'inSpace')) errs.push(`${id} is carried by ${c.at.host}, which is no ship in space`);
  }
  for (const p of s.seats) {
    let expect = 0;
    for (const [loc, by] of Object.entries(s.completed)) {
      const m = s.cards[loc] as CardState;
      if (by === p) expect += m.points ?? (facts(m.def) as { points: number }).points; // what a mission scored when it differs from its printed points (its text's X, points placed on it): on the card (rules/missions.ts)
    }
    for (const id of ids) {
      const c = s.cards[id] as CardState;
      if (c.at.z === 'bonus' && c.at.player === p) {
        const f = facts(c.def);
        expect += c.at.points ?? c.points ?? ('bonusPoints' in f && f.bonusPoints ? f.bonusPoints : 0); // X points: on the place (battle-destroyers.ts) or on the card (variable-points.ts)
      }
    }
    for (const e of s.effects) if (e.kind === 'mark' && e.player === p && e.points !== undefined) expect += e.points; // points lost with the card elsewhere (rules/variable-points.ts losePoints)
    expect += seat(s, p).heldPoints ?? 0; // points a card scored without going to a bonus area (Interrogation)
    if (expect !== seat(s, p).score) errs.push(`${p} has ${seat(s, p).score} points but completed missions and bonuses make ${expect}`);
  }
  errs.push(...indexConsistent(s));
  errs.push(...seedCardPlaces(s));
  if (!s.result) {
    if (!s.pending) errs.push('the game is not over but no decision is pending');
    else if (s.pending.options.length === 0) errs.push(`decision ${s.pending.id} has no options`);
    else if (new Set(s.pending.options.map((o) => o.id)).size !== s.pending.options.length) errs.push(`decision ${s.pending.id} repeats an option id`);
    else for (const o of s.pending.options) errs.push(...actMismatch(s, o));
  }
  return errs;
}

const an = (type: string) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;

/**
 * Where seed cards may be (constructed): a card under a mission is a dilemma or an artifact under a
 * mission of the spaceline, with at most one artifact of each player under each mission; a card on
 * the table is an event, a doorway or an artifact, with at most one Alternate Universe Door of each
 * player there; a doorway is nowhere else in play, and an artifact never where a mission, an outpost
 * or a ship is (NO_ARTIFACT).
 */
function seedCardPlaces(s: GameState): string[] {
  const errs: string[] = [];
  const artifactAt = new Map<string, number>();
  const holderAt = new Map<string, SeedsWith>();
  const peopleAt = new Map<string, string[]>();
  const doors = new Set<string>();
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    const type = facts(c.def).type;
    if (c.at.z === 'underMission') {
      if (!s.spaceline.includes(c.at.loc)) errs.push(`${id} is under ${c.at.loc}, which is not on the spaceline`);
      const k = `${c.owner}\u0001${c.at.loc}`;
      // a personnel only with its owner's Cryosatellite there (rules/seed-holders.ts)
      if (type === 'personnel') peopleAt.set(k, [...(peopleAt.get(k) ?? []), id]);
      else if (type !== 'dilemma' && type !== 'artifact') errs.push(`${id} is under a mission but is ${an(type)}`);
      if (type === 'artifact') {
        artifactAt.set(k, (artifactAt.get(k) ?? 0) + 1);
        const carries = behaviour(c.def)?.seedsWith;
        if (carries) holderAt.set(k, carries);
      }
    } else if (c.at.z === 'table') {
      // a dilemma only as an event, with the mark of what it does there (Interphasic Plasma Creatures)
      const asEvent = type === 'dilemma' && s.effects.some((e) => e.kind === 'mark' && e.source === id);
      if (type !== 'event' && type !== 'doorway' && type !== 'artifact' && !asEvent) errs.push(`${id} is on the table but is ${an(type)}`);
      if (type === 'doorway' && c.def === AU_DOOR) {
        if (doors.has(c.owner)) errs.push(`${c.owner} has two Alternate Universe Doors on the table`);
        doors.add(c.owner);
      }
    } else if ((type === 'doorway' && !DOORWAY_PLACES.has(c.at.z)) || (type === 'artifact' && NO_ARTIFACT.has(c.at.z))) {
      errs.push(`${id} is ${an(type)} at ${c.at.z}, where no ${type} goes`);
    }
  }
  // one artifact of a player's under a mission, more only with a Cryosatellite; personnel only with one
  for (const [k, n] of artifactAt) {
    const most = 1 + (holderAt.get(k)?.artifacts ?? 0);
    const [owner, loc] = k.split('\u0001') as [string, string];
    if (n > most) errs.push(n === 2 ? `${owner} has two artifacts under ${loc}` : `${owner} has ${n} artifacts under ${loc}`);
  }
  for (const [k, ids] of peopleAt) {
    const h = holderAt.get(k);
    const [owner, loc] = k.split('\u0001') as [string, string];
    if (!h) for (const id of ids) errs.push(`${id} is under a mission but is a personnel`);
    else if (ids.length > h.personnel.max) errs.push(`${owner} has ${ids.length} personnel under ${loc}`);
  }
  return errs;
}

/** Whether an option's act is there and names what the option names: its card and target, cards and places that exist. */
function actMismatch(s: GameState, o: Option): string[] {
  const a = o.act as Act | undefined;
  if (!a || typeof a.type !== 'string') return [`option ${o.id} carries no act`];
  const errs: string[] = [];
  const real = (id: string | undefined, what: string) => {
    if (id !== undefined && !Object.hasOwn(s.cards, id)) errs.push(`option ${o.id}: its act names ${what} ${id}, which is no card`);
  };
  const acted = 'card' in a ? a.card : a.type === 'move' ? a.ship : a.type === 'swap' ? a.at : undefined;
  real(acted, 'the card');
  if (acted !== undefined && o.card !== undefined && o.card !== acted) errs.push(`option ${o.id}: its act is on ${acted} but the option names ${o.card}`);
  if (a.type === 'move' || a.type === 'attempt' || a.type === 'seedDilemma' || a.type === 'outpost' || a.type === 'battle') {
    const loc = a.type === 'move' ? a.to : a.type === 'attempt' ? a.mission : a.type === 'seedDilemma' ? a.under : a.at;
    if (!s.spaceline.includes(loc)) errs.push(`option ${o.id}: its act names the location ${loc}, which is not on the spaceline`);
  }
  if (a.type === 'attempt') real(a.from, 'the ship or outpost');
  if (a.type === 'beam') {
    for (const spot of [a.from, a.to]) {
      if (spot.planet !== undefined) {
        if (!s.spaceline.includes(spot.planet)) errs.push(`option ${o.id}: beams at the planet of ${spot.planet}, which is not on the spaceline`);
      } else real(spot.card, 'the ship or outpost');
    }
  }
  return errs;
}
