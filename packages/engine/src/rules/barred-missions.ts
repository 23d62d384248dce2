/**
 * Cards placed on a mission that bar attempts there while they stay (Radioactive Garbage Scow,
 * CardAbilities.barsAttemptsHere), and the tow that takes such a card away: an order of the active
 * player whose ship there works a tractor beam (rules/cloaking.ts tractorReady) with the skill the
 * card names aboard in number. missions.ts asks attemptBarredBy before offering or going on with an
 * attempt; turn.ts offers towOptions and carries out a tow (docs/RULINGS.md, "Premiere dilemmas,
 * batch D").
 */
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { abilitiesOf, skillAboard } from './afflictions.ts';
import { byPlaces, inPlayByDef, moveTo, name, shipsAt } from './board.ts';
import { installedCards } from '../cards/registry.ts';
import { tractorReady } from './cloaking.ts';

const defsOf = new WeakMap<object, string[]>();
/** The definitions of the installed pool that bar attempts (kept per pool). */
function barringDefs(): string[] {
  const r = installedCards();
  let d = defsOf.get(r);
  if (!d) defsOf.set(r, (d = r.definitions.filter((x) => x.abilities?.barsAttemptsHere).map((x) => x.id)));
  return d;
}

/** The cards in play that bar attempts on the mission they are on, by location (worked out once per board). */
function barriers(s: GameState): ReadonlyMap<LocationId, CardId> {
  return byPlaces(s, 'barsAttemptsHere', () => {
    const m = new Map<LocationId, CardId>();
    for (const d of barringDefs()) {
      for (const id of inPlayByDef(s, d)) {
        const at = (s.cards[id] as CardState).at;
        if (at.z === 'attached' && s.spaceline.includes(at.host as LocationId) && !m.has(at.host as LocationId)) m.set(at.host as LocationId, id);
      }
    }
    return m;
  });
}

/** The card on the mission that bars attempts there, or undefined. */
export function attemptBarredBy(s: GameState, loc: LocationId): CardId | undefined {
  return barriers(s).get(loc);
}

/** Why the mission cannot be attempted because of a card placed on it, or null. */
export function whyBarred(s: GameState, loc: LocationId): string | null {
  const by = attemptBarredBy(s, loc);
  return by === undefined ? null : `${name(s, by)} is on ${name(s, loc)}: it cannot be attempted until it is towed away`;
}

/** The ships of the player at the card's location that may tow it now. */
function towShips(s: GameState, p: PlayerId, barrier: CardId, loc: LocationId): CardId[] {
  const tow = abilitiesOf(s, barrier)?.barsAttemptsHere;
  if (!tow) return [];
  return shipsAt(s, loc, p).filter((ship) => !(s.cards[ship] as CardState).stopped && tractorReady(s, ship) && skillAboard(s, ship, tow.towSkill, tow.towCount));
}

/** The tows the player may order now, appended to `out`. */
export function towOptions(s: GameState, p: PlayerId, out: Option[]): void {
  for (const [loc, barrier] of barriers(s)) {
    for (const ship of towShips(s, p, barrier, loc)) {
      out.push({ id: `tow:${barrier}:${ship}`, label: `${name(s, ship)} tows ${name(s, barrier)} away from ${name(s, loc)} (it is discarded)`, card: ship, target: barrier, group: 'use', act: { type: 'use', use: 'tow', card: ship, target: barrier } });
    }
  }
}

/** Carries out a tow chosen from the main decision: the card leaves the mission for the discard pile. */
export function chooseTow(s: GameState, p: PlayerId, o: Option): void {
  const a = o.act;
  if (a.type !== 'use' || a.target === undefined) return;
  const barrier = a.target as CardId;
  const at = (s.cards[barrier] as CardState).at;
  if (at.z !== 'attached') return;
  s.turn.stage = 'orders'; // a tow is an order: the card play is over
  moveTo(s, barrier, { z: 'discard' });
  emit(s, 'towedAway', `${p}'s ${name(s, a.card)} tows ${name(s, barrier)} away: it is discarded, and the mission may be attempted again`, { player: p, card: barrier, ship: a.card });
}
