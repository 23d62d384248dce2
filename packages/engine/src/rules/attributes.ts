/**
 * Derived values of personnel: skills (with classification and equipment) and attributes
 * (with events in play). Computed from base facts; never stored.
 */
import { facts } from '../cards/facts.ts';
import type { AttributeName, EquipmentFacts } from '../cards/facts.ts';
import { hooks } from '../cards/hooks.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { aboard, card, onPlanet, personnelFacts } from './board.ts';

/** Equipment of the same owner in the same group (aboard the same ship or outpost, or on the same planet). */
export function equipmentWith(s: GameState, id: CardId): CardId[] {
  const c = card(s, id);
  const group = c.at.z === 'aboard' ? aboard(s, c.at.host) : c.at.z === 'planet' ? onPlanet(s, c.at.loc, c.owner) : [];
  return group.filter((eid) => {
    const e = s.cards[eid] as CardState;
    return e.owner === c.owner && e.at.z === c.at.z && facts(e.def).type === 'equipment';
  });
}

/** Skill levels of one personnel, with the classification and skills granted by equipment present. */
export function skillsOf(s: GameState, id: CardId): Map<string, number> {
  const f = personnelFacts(s, id);
  const m = new Map<string, number>();
  for (const sk of f.skills) m.set(sk.skill, (m.get(sk.skill) ?? 0) + sk.level);
  for (const eid of equipmentWith(s, id)) {
    const g = (facts(card(s, eid).def) as EquipmentFacts).grantsSkill;
    if (g && g.to.classification === f.classification) m.set(g.skill, (m.get(g.skill) ?? 0) + g.level);
  }
  return m;
}

export function attributeBonuses(s: GameState, owner: PlayerId): Record<AttributeName, number> {
  const out: Record<AttributeName, number> = { INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 };
  for (const h of hooks.attributeBonus) {
    const b = h(s, owner);
    for (const k in b) out[k as AttributeName] += b[k as AttributeName] ?? 0;
  }
  return out;
}

/** The per-personnel bonuses of cards in play (Admiral McCoy, Ja'rod). */
function personalBonus(s: GameState, id: CardId, a: AttributeName): number {
  let n = 0;
  for (const h of hooks.personnelAttributeBonus) n += h(s, id)[a] ?? 0;
  return n;
}

const ATTR_KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;

/** A personnel's attribute with the bonuses of cards in play. */
export function attributeOf(s: GameState, id: CardId, a: AttributeName, bonus?: Record<AttributeName, number>): number {
  const f = personnelFacts(s, id);
  const b = bonus ?? attributeBonuses(s, card(s, id).owner);
  return f[ATTR_KEY[a]] + b[a] + personalBonus(s, id, a);
}

/** Everything a requirement check needs to know about a group of personnel. */
export interface TeamStats {
  members: CardId[];
  skills: Map<string, number>;
  INTEGRITY: number;
  CUNNING: number;
  STRENGTH: number;
  strengths: number[];
  names: Set<string>;
  characteristics: Set<string>;
  equipmentNames: Set<string>;
}

export function teamStats(s: GameState, members: readonly CardId[]): TeamStats {
  const t: TeamStats = {
    members: [...members],
    skills: new Map(),
    INTEGRITY: 0,
    CUNNING: 0,
    STRENGTH: 0,
    strengths: [],
    names: new Set(),
    characteristics: new Set(),
    equipmentNames: new Set(),
  };
  const bonusCache = new Map<PlayerId, Record<AttributeName, number>>();
  const seenEquipment = new Set<CardId>();
  for (const id of members) {
    const c = card(s, id);
    const f = personnelFacts(s, id);
    let b = bonusCache.get(c.owner);
    if (!b) {
      b = attributeBonuses(s, c.owner);
      bonusCache.set(c.owner, b);
    }
    for (const [k, v] of skillsOf(s, id)) t.skills.set(k, (t.skills.get(k) ?? 0) + v);
    const own = hooks.personnelAttributeBonus.length ? { I: personalBonus(s, id, 'INTEGRITY'), C: personalBonus(s, id, 'CUNNING'), S: personalBonus(s, id, 'STRENGTH') } : { I: 0, C: 0, S: 0 };
    t.INTEGRITY += f.integrity + b.INTEGRITY + own.I;
    t.CUNNING += f.cunning + b.CUNNING + own.C;
    const str = f.strength + b.STRENGTH + own.S;
    t.STRENGTH += str;
    t.strengths.push(str);
    t.names.add(f.name);
    for (const ch of f.characteristics) t.characteristics.add(ch);
    for (const eid of equipmentWith(s, id)) {
      if (seenEquipment.has(eid)) continue;
      seenEquipment.add(eid);
      t.equipmentNames.add(facts(card(s, eid).def).name);
    }
  }
  return t;
}
