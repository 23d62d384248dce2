/**
 * Standing abilities of cards in play (cards/registry.ts CardAbilities), read by the rules they
 * change: a card declares what it does while it is in play, as data, and the rule asks here
 * (attribute bonuses, whether the spaceline wraps for a player, beaming limits, ships halting)
 * instead of a card pushing a function onto a hook list. Worked out once per board (the list is
 * kept with the board index, which changes whenever a card moves).
 */
import { behaviour } from '../cards/registry.ts';
import type { CardAbilities } from '../cards/registry.ts';
import type { AttributeName } from '../cards/facts.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { after } from '../core/happenings.ts';
import { addModifier } from '../core/modifiers.ts';
import { boardIndex, personnelAboard } from './board.ts';
import { skillsOf } from './attributes.ts';

export interface InPlayAbility {
  card: CardId;
  def: string;
  owner: PlayerId;
  /** The location it is placed on, when it is attached to one (a mission's location). */
  at: LocationId | null;
  abilities: CardAbilities;
}

const cache = new WeakMap<object, { version: number; list: InPlayAbility[] }>();
const NONE: readonly InPlayAbility[] = Object.freeze([]);

/** The cards in play that declare abilities, in the order the cards were made. */
export function abilitiesInPlay(s: GameState): readonly InPlayAbility[] {
  const ix = boardIndex(s);
  const hit = cache.get(ix);
  if (hit && hit.version === ix.version) return hit.list;
  const list: InPlayAbility[] = [];
  for (const id of ix.inPlay) {
    const c = s.cards[id] as CardState;
    const abilities = behaviour(c.def)?.abilities;
    if (!abilities) continue;
    const at = c.at.z === 'attached' && s.spaceline.includes(c.at.host) ? c.at.host : null;
    list.push({ card: id, def: c.def, owner: c.owner, at, abilities });
  }
  cache.set(ix, { version: ix.version, list });
  return list.length ? list : NONE;
}

/** The attribute bonuses a player's personnel get from cards in play: each card definition's once, however many copies. */
export function ownPersonnelBonuses(s: GameState, owner: PlayerId): Record<AttributeName, number> {
  const out: Record<AttributeName, number> = { INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 };
  let seen: string[] | null = null;
  for (const a of abilitiesInPlay(s)) {
    const b = a.abilities.ownPersonnel;
    if (!b || a.owner !== owner) continue;
    if (seen?.includes(a.def)) continue;
    (seen ??= []).push(a.def);
    for (const k in b) out[k as AttributeName] += b[k as AttributeName] ?? 0;
  }
  return out;
}

/** Whether a player's ships treat the two ends of the spaceline as neighbours. */
export function spacelineWraps(s: GameState, p: PlayerId): boolean {
  return abilitiesInPlay(s).some((a) => a.owner === p && a.abilities.ownShipsWrap === true);
}

/** The most personnel a player may beam to or from a location's planet in a turn (Infinity: no limit). */
export function beamLimitAt(s: GameState, p: PlayerId, loc: LocationId): number {
  const list = abilitiesInPlay(s);
  if (list.length === 0) return Infinity;
  if (list.some((a) => a.owner === p && a.abilities.ignoresBeamLimits === true)) return Infinity;
  let limit = Infinity;
  for (const a of list) if (a.at === loc && a.abilities.beamLimitHere !== undefined) limit = Math.min(limit, a.abilities.beamLimitHere);
  return limit;
}

/** The card that halts this ship on entering the location, if any (its skill not aboard). */
export function haltedBy(s: GameState, ship: CardId, loc: LocationId): CardId | undefined {
  for (const a of abilitiesInPlay(s)) {
    const h = a.abilities.haltsShipsHere;
    if (!h || a.at !== loc) continue;
    if (!personnelAboard(s, ship).some((id) => (skillsOf(s, id).get(h.unlessSkill) ?? 0) > 0)) return a.card;
  }
  return undefined;
}

// A ship halted by a card may not move again this turn: a modifier from that card.
after('shipArrived', 'halting cards', (s, { ship, loc }) => {
  const by = haltedBy(s, ship, loc);
  if (by) addModifier(s, 'cannotMove', by, ship);
});
