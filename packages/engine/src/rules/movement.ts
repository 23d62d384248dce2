/**
 * Moving ships (quick-start "taking command of ships" and "moving ships"): a ship moves only
 * with at least one personnel aboard of its own affiliation (non-aligned personnel crew any
 * ship but do not command it). Moving spends RANGE equal to the spans of the locations entered,
 * the starting location not counted; a ship with no RANGE left cannot move again this turn.
 */
import { haltedBy, haltingInPlay, spacelineWraps } from './abilities.ts';
import { shipWraps } from './ship-wrap.ts';
import { spanFor } from './mission-text.ts';
import { facts } from '../cards/facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState, LocationId, Option, PlayerId } from '../core/types.ts';
import { aboard, card, locIndex, moveTo, name, ownShips, personnelAboard, shipFacts } from './board.ts';
import { hasModifier } from '../core/modifiers.ts';
import { shipAttribute } from './ship-attributes.ts';
import { affiliationOf } from './affiliations.ts';
import { heldInPlace, rangeLost } from './afflictions.ts';
import { happened } from '../core/happenings.ts';
import { netBetween, passesQNets, qNetsInPlay } from './q-net.ts';
import { behaviour } from '../cards/registry.ts';
import { skillsOf } from './attributes.ts';

export const DAMAGED_RANGE = 5;

/** A ship's RANGE this turn: printed, or 5 when damaged; less what cards on it took; doubled by a Transwarp Conduit. */
export function maxRange(s: GameState, ship: CardId): number {
  const c = card(s, ship);
  const printed = c.damaged ? DAMAGED_RANGE : shipAttribute(s, ship, 'RANGE');
  if (s.effects.length === 0) return printed;
  const r = Math.max(0, printed - rangeLost(s, ship)); // a card on it may lower it (rules/afflictions.ts)
  return hasModifier(s, ship, 'doubleRange') ? 2 * r : r; // Transwarp Conduit
}

export function rangeLeft(s: GameState, ship: CardId): number {
  const c = card(s, ship);
  if (s.effects.length > 0 && hasModifier(s, ship, 'cannotMove')) return 0;
  if (heldInPlace(s, ship)) return 0;
  return Math.max(0, maxRange(s, ship) - c.rangeUsed);
}

/** Personnel aboard who may command the ship: its own affiliation, not non-aligned. */
export function commanders(s: GameState, ship: CardId): CardId[] {
  const aff = shipFacts(s, ship).affiliation;
  return personnelAboard(s, ship).filter((p) => affiliationOf(s, p) === aff && aff !== 'non-aligned');
}

export function isStaffed(s: GameState, ship: CardId): boolean {
  const need = behaviour(card(s, ship).def)?.staffedBySkills; // a ship staffed by skills (Gomtuu)
  if (need) return staffedBySkills(s, ship, need);
  const aff = shipFacts(s, ship).affiliation;
  for (const id of aboard(s, ship)) {
    const c = s.cards[id] as CardState;
    if (c.at.z !== 'aboard' || facts(c.def).type !== 'personnel') continue;
    // a Non-Aligned ship is staffed by any personnel aboard (constructed ruling N1; the intro decks have
    // none); any other ship by one of its own affiliation (a dual-affiliation card as the side it plays)
    if (aff === 'non-aligned' || affiliationOf(s, id) === aff) return true;
  }
  return false;
}

/** Whether the personnel aboard have these skills between them, levels added up (a ship staffed by skills: Gomtuu's Empathy x2). */
function staffedBySkills(s: GameState, ship: CardId, need: readonly { skill: string; level: number }[]): boolean {
  const crew = personnelAboard(s, ship);
  return need.every((n) => crew.reduce((sum, id) => sum + (skillsOf(s, id).get(n.skill) ?? 0), 0) >= n.level);
}

/** Why a ship cannot move now, or null if it can. */
export function whyCannotMove(s: GameState, ship: CardId): string | null {
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return 'Only a ship on the spaceline can move';
  if (c.stopped) return `${name(s, ship)} is stopped and can do nothing more this turn`;
  if (!isStaffed(s, ship)) {
    const need = behaviour(c.def)?.staffedBySkills;
    if (need) return `${name(s, ship)} needs ${need.map((n) => `${n.skill} x${n.level}`).join(' and ')} aboard to move`;
    const aff = shipFacts(s, ship).affiliation;
    return `${name(s, ship)} needs at least one ${aff === 'non-aligned' ? '' : `${aff} `}personnel aboard to move`;
  }
  if (rangeLeft(s, ship) <= 0) return `${name(s, ship)} has no RANGE left this turn`;
  return null;
}

/** The cheapest RANGE cost to every location the ship can reach this turn. */
export function destinations(s: GameState, ship: CardId): Map<LocationId, number> {
  const out = new Map<LocationId, number>();
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return out;
  const budget = rangeLeft(s, ship);
  const n = s.spaceline.length;
  const start = locIndex(s, c.at.loc);
  const wrap = spacelineWraps(s, c.owner) || shipWraps(s, ship);
  // only a card placed on a location can halt a ship there: with none in play, no location is asked about
  const halting = haltingInPlay(s);
  // a Q-Net bars the border it lies on (rules/q-net.ts): with none in play, nothing more is asked
  const nets = qNetsInPlay(s);
  const barred = nets.length > 0 && !passesQNets(s, ship) ? nets : null;
  for (const dir of [-1, 1]) {
    let cost = 0;
    let from = start;
    for (let step = 1; step < n; step++) {
      let i = start + dir * step;
      if (wrap) i = (i + n) % n;
      else if (i < 0 || i >= n) break;
      if (barred && netBetween(s, barred, from, i)) break;
      from = i;
      const loc = s.spaceline[i] as LocationId;
      cost += spanFor(s, loc, c.owner, ship); // a mission's text may change it (rules/mission-text.ts)
      if (cost > budget) break;
      const prev = out.get(loc);
      if (prev === undefined || cost < prev) out.set(loc, cost);
      if (halting && haltedBy(s, ship, loc) !== undefined) break;
    }
  }
  out.delete(c.at.loc);
  return out;
}

/** Every move of this player's ships that is possible now, appended to `out` (a new list unless one is given). */
export function moveOptions(s: GameState, p: PlayerId, out: Option[] = []): Option[] {
  for (const ship of ownShips(s, p)) {
    if (whyCannotMove(s, ship)) continue;
    const left = rangeLeft(s, ship);
    for (const [loc, cost] of destinations(s, ship)) {
      out.push({
        id: `move:${ship}>${loc}`,
        label: `Move ${name(s, ship)} to ${name(s, loc)} (RANGE ${cost} of ${left})`,
        card: ship,
        target: loc,
        group: 'move',
        act: { type: 'move', ship, to: loc },
      });
    }
  }
  return out;
}

/** Puts a ship at a location: the arrival hooks run (Tetryon Field, Spacedock). */
export function placeShip(s: GameState, ship: CardId, loc: LocationId): void {
  moveTo(s, ship, { z: 'inSpace', loc });
  card(s, ship).moved = true;
  happened(s, { type: 'shipArrived', ship, loc });
}

export function chooseMove(s: GameState, p: PlayerId, o: Option): void {
  const ship = o.card as CardId;
  const loc = o.target as LocationId;
  const cost = destinations(s, ship).get(loc) ?? 0;
  const c = card(s, ship);
  const from = c.at.z === 'inSpace' ? c.at.loc : loc;
  c.rangeUsed = c.rangeUsed + cost;
  placeShip(s, ship, loc);
  emit(s, 'shipMoved', `${p} moves ${name(s, ship)} from ${name(s, from)} to ${name(s, loc)} (RANGE ${cost})`, {
    player: p,
    card: ship,
    from,
    to: loc,
    cost,
  });
  happened(s, { type: 'shipMoved', player: p, ship, from, to: loc, cost });
}
