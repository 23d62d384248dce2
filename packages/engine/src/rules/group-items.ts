/**
 * Items carried as equipment that count in their group as a member would (Data's Head: CUNNING 10 and
 * Computer Skill, once for the group), and items that improve the ship they are aboard (Data's Head's
 * +2 to RANGE, WEAPONS and SHIELDS, not cumulative), each counted twice for a turn that Data Laughing
 * doubles it (a doubledEffects modifier on the item). Read by rules/attributes.ts teamStats and
 * rules/ship-bonuses.ts; each asks first whether a card of the pool with the ability is in play, so a
 * game without one does no more work. docs/RULINGS.md, "Alternate Universe artifacts, Ajur and Boratus".
 */
import { behaviour, installedCards } from '../cards/registry.ts';
import type { CardAbilities, CardRegistry, ShipAttribute } from '../cards/registry.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { inPlayDefs, typeOf } from './board.ts';
import { sameGroup } from './nullify.ts';
import { hasModifier } from '../core/modifiers.ts';

interface Holders {
  group: readonly string[];
  ship: readonly string[];
}
const listed = new WeakMap<CardRegistry, Holders>();

/** The definitions of the installed pool with either ability (worked out once per registry). */
function holders(): Holders {
  const r = installedCards();
  let h = listed.get(r);
  if (!h) {
    const abilities = (id: string): CardAbilities | undefined => r.behaviour(id)?.abilities;
    h = { group: r.ids.filter((id) => abilities(id)?.countsInGroup), ship: r.ids.filter((id) => abilities(id)?.aboardShipBonus) };
    listed.set(r, h);
  }
  return h;
}

/** The copies in play of the cards with one of the abilities. */
function copies(s: GameState, defs: readonly string[]): CardId[] {
  if (defs.length === 0) return [];
  const byDef = inPlayDefs(s);
  return defs.flatMap((d) => byDef.get(d) ?? []);
}

/** What the items carried in the members' group add to a team: each item once, CUNNING and skill levels. */
export function groupItemAdds(s: GameState, members: readonly CardId[]): { CUNNING: number; skills: Map<string, number> } | null {
  const items = copies(s, holders().group);
  if (items.length === 0) return null;
  const out = { CUNNING: 0, skills: new Map<string, number>() };
  let any = false;
  for (const item of items) {
    if (!members.some((m) => sameGroup(s, item, m))) continue;
    const a = behaviour((s.cards[item] as CardState).def)?.abilities?.countsInGroup;
    if (!a) continue;
    any = true;
    const f = doubled(s, item);
    out.CUNNING += f * (a.CUNNING ?? 0);
    for (const [k, v] of Object.entries(a.skills ?? {})) out.skills.set(k, (out.skills.get(k) ?? 0) + f * v);
  }
  return any ? out : null;
}

/**
 * What the items aboard a ship add to one of its attributes: one card of each title counts, a second
 * adds nothing (of two, the one whose effects are doubled this turn counts).
 */
export function aboardItemsBonus(s: GameState, ship: CardId, attr: ShipAttribute): number {
  const items = copies(s, holders().ship);
  if (items.length === 0) return 0;
  const best = new Map<string, number>();
  for (const item of items) {
    const c = s.cards[item] as CardState;
    if (c.at.z !== 'aboard' || c.at.host !== ship || typeOf(s, ship) !== 'ship') continue;
    const v = doubled(s, item) * (behaviour(c.def)?.abilities?.aboardShipBonus?.[attr] ?? 0);
    if (v > (best.get(c.def) ?? 0)) best.set(c.def, v);
  }
  let sum = 0;
  for (const v of best.values()) sum += v;
  return sum;
}

/** 2 for an item whose effects are doubled this turn (Data Laughing on Data's Head), else 1; asked only of items in play. */
function doubled(s: GameState, item: CardId): number {
  return s.effects.length > 0 && hasModifier(s, item, 'doubledEffects') ? 2 : 1;
}
