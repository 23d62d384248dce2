/**
 * Derived values of personnel: skills (with classification and equipment) and attributes
 * (with events in play). Computed from base facts; never stored.
 */
import { addPointedSkills, pointedIcons } from './pointed-events.ts';
import { facts } from '../cards/facts.ts';
import type { AttributeName, EquipmentFacts } from '../cards/facts.ts';
import { installedCards } from '../cards/registry.ts';
import type { CardRegistry } from '../cards/registry.ts';
import { noteEffect, tracking } from '../core/effects.ts';
import { ownPersonnelBonuses } from './abilities.ts';
import type { CardId, CardState, GameState, PlayerId } from '../core/types.ts';
import { aboard, byPlaces, card, inPlayDefs, onPlanet, personnelFacts } from './board.ts';
import { crewSkillChange } from './crew-afflictions.ts';
import { changedAttribute, skillsRemoved } from './turn-changes.ts';
import { addLentSkills } from './mindmeld.ts';
import { groupItemAdds } from './group-items.ts';
import { madeOverAttribute, madeOverSkills } from './made-over.ts';
import { lentTo } from './lent-stats.ts';

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
  const change = crewSkillChange(s, id); // a card on the personnel's ship (rules/crew-afflictions.ts)
  if (change === 'none' || skillsRemoved(s, id)) return m; // skillsRemoved: Brain Drain (rules/turn-changes.ts)
  (madeOverSkills(s, id) ?? f.skills).forEach((sk, i) => { // made over by a card: Rascals, Frame of Mind (rules/made-over.ts)
    if (i !== change) m.set(sk.skill, (m.get(sk.skill) ?? 0) + sk.level);
  });
  for (const eid of equipmentWith(s, id)) {
    const g = (facts(card(s, eid).def) as EquipmentFacts).grantsSkill;
    if (g && g.to.classification === f.classification) m.set(g.skill, (m.get(g.skill) ?? 0) + g.level);
  }
  addPointedSkills(s, id, m); // an event played on the personnel (Mot's Advice; rules/pointed-events.ts)
  addLentSkills(s, id, m); // Vulcan Mindmeld (rules/mindmeld.ts)
  return m;
}

export function attributeBonuses(s: GameState, owner: PlayerId): Record<AttributeName, number> {
  return ownPersonnelBonuses(s, owner);
}

/**
 * The per-personnel bonuses of the pool's cards (Admiral McCoy, Ja'rod, equipment, Varon-T) whose card
 * has a copy in play: a card's bonus is asked only while it is in play (kept until a card moves).
 */
function bonusesInPlay(s: GameState): readonly PersonnelBonus[] {
  return byPlaces(s, 'personnelBonusesInPlay', () => {
    const defs = inPlayDefs(s);
    return installedCards().personnelBonusCards.filter((c) => defs.has(c.id));
  });
}
type PersonnelBonus = CardRegistry['personnelBonusCards'][number];

/** The per-personnel bonus of cards in play to one attribute. */
function personalBonus(s: GameState, id: CardId, a: AttributeName): number {
  let n = 0;
  for (const h of bonusesInPlay(s)) {
    const v = h.bonus(s, id)[a] ?? 0;
    n += v;
    if (v !== 0 && tracking()) noteEffect(s, h.id);
  }
  return n;
}

const NO_BONUS: Readonly<Record<AttributeName, number>> = Object.freeze({ INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 });

/** The per-personnel bonuses of cards in play to all three attributes, each card asked once. */
function personalBonuses(s: GameState, id: CardId): Readonly<Record<AttributeName, number>> {
  const hooks = bonusesInPlay(s);
  if (hooks.length === 0) return NO_BONUS;
  const n = { INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 };
  for (const h of hooks) {
    const r = h.bonus(s, id);
    n.INTEGRITY += r.INTEGRITY ?? 0;
    n.CUNNING += r.CUNNING ?? 0;
    n.STRENGTH += r.STRENGTH ?? 0;
    if (tracking() && (r.INTEGRITY || r.CUNNING || r.STRENGTH)) noteEffect(s, h.id);
  }
  return n;
}

const ATTR_KEY = { INTEGRITY: 'integrity', CUNNING: 'cunning', STRENGTH: 'strength' } as const;

/** A personnel's attribute with the bonuses of cards in play. */
export function attributeOf(s: GameState, id: CardId, a: AttributeName, bonus?: Record<AttributeName, number>): number {
  const f = personnelFacts(s, id);
  const b = bonus ?? attributeBonuses(s, card(s, id).owner);
  return changedAttribute(s, id, a, (madeOverAttribute(s, id, a) ?? f[ATTR_KEY[a]]) + b[a] + personalBonus(s, id, a));
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
  /** The members' characteristics, with "Female" or "Male" for each member's gender. */
  characteristics: Set<string>;
  equipmentNames: Set<string>;
  /** How many members carry each icon. */
  icons: Map<string, number>;
}

/**
 * What one personnel brings to a group: skills, attributes with the bonuses of cards in play, name,
 * characteristics and the equipment with it. A function of the state alone, so a reader that looks
 * at many groups of the same state may keep it (see teamStats).
 */
export interface MemberStats {
  skills: Map<string, number>;
  INTEGRITY: number;
  CUNNING: number;
  STRENGTH: number;
  name: string;
  characteristics: readonly string[];
  gender: 'male' | 'female' | null;
  icons: readonly string[];
  equipment: CardId[];
}

/** One personnel's MemberStats; `bonus` is attributeBonuses of its owner, if already known. */
export function memberStats(s: GameState, id: CardId, bonus?: Record<AttributeName, number>): MemberStats {
  const f = personnelFacts(s, id);
  const b = bonus ?? attributeBonuses(s, card(s, id).owner);
  const own = personalBonuses(s, id);
  return {
    skills: skillsOf(s, id),
    INTEGRITY: changedAttribute(s, id, 'INTEGRITY', (madeOverAttribute(s, id, 'INTEGRITY') ?? f.integrity) + b.INTEGRITY + own.INTEGRITY),
    CUNNING: changedAttribute(s, id, 'CUNNING', (madeOverAttribute(s, id, 'CUNNING') ?? f.cunning) + b.CUNNING + own.CUNNING),
    STRENGTH: changedAttribute(s, id, 'STRENGTH', (madeOverAttribute(s, id, 'STRENGTH') ?? f.strength) + b.STRENGTH + own.STRENGTH),
    name: f.name,
    characteristics: f.characteristics,
    gender: f.gender,
    icons: pointedIcons(s, id, f.icons), // The Mask of Korgano (rules/pointed-events.ts)
    equipment: equipmentWith(s, id),
  };
}

/**
 * A reader of MemberStats for one state: it keeps each personnel's (and each owner's bonuses)
 * once worked out, so it must not outlive a change of the state.
 */
export function memberReader(s: GameState): (id: CardId) => MemberStats {
  const members = new Map<CardId, MemberStats>();
  const bonuses = new Map<PlayerId, Record<AttributeName, number>>();
  return (id) => {
    let m = members.get(id);
    if (!m) {
      const owner = card(s, id).owner;
      let b = bonuses.get(owner);
      if (!b) {
        b = attributeBonuses(s, owner);
        bonuses.set(owner, b);
      }
      m = memberStats(s, id, b);
      members.set(id, m);
    }
    return m;
  };
}

/** The characteristic a gender gives in a requirement ("Female + Male"). */
export const GENDER_WORD = { female: 'Female', male: 'Male' } as const;

/**
 * The sum of the members' MemberStats, nothing else counted (no item counted as a member, no help
 * lent): what teamStats starts from. `equipmentName` names an equipment card with a member. The AI
 * also sums teams of printed personnel with it (ai/seeding.ts factsTeam, a reader over printed facts).
 */
export function sumMembers(members: readonly CardId[], member: (id: CardId) => MemberStats, equipmentName: (id: CardId) => string): TeamStats {
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
    icons: new Map(),
  };
  const seenEquipment = new Set<CardId>();
  for (const id of members) {
    const m = member(id);
    for (const [k, v] of m.skills) t.skills.set(k, (t.skills.get(k) ?? 0) + v);
    t.INTEGRITY += m.INTEGRITY;
    t.CUNNING += m.CUNNING;
    t.STRENGTH += m.STRENGTH;
    t.strengths.push(m.STRENGTH);
    t.names.add(m.name);
    for (const ch of m.characteristics) t.characteristics.add(ch);
    if (m.gender) t.characteristics.add(GENDER_WORD[m.gender]);
    for (const icon of m.icons) t.icons.set(icon, (t.icons.get(icon) ?? 0) + 1);
    for (const eid of m.equipment) {
      if (seenEquipment.has(eid)) continue;
      seenEquipment.add(eid);
      t.equipmentNames.add(equipmentName(eid));
    }
  }
  return t;
}

/**
 * A group's TeamStats: the sum of its members' MemberStats. `member` gives one member's (a
 * memberReader of this state, kept by a caller that looks at many groups); by default a new one.
 */
export function teamStats(s: GameState, members: readonly CardId[], member: (id: CardId) => MemberStats = memberReader(s)): TeamStats {
  const t = sumMembers(members, member, (eid) => facts(card(s, eid).def).name);
  const items = members.length > 0 ? groupItemAdds(s, members) : null; // an item counted as a member (Data's Head; rules/group-items.ts)
  if (items) {
    t.CUNNING += items.CUNNING;
    for (const [k, v] of items.skills) t.skills.set(k, (t.skills.get(k) ?? 0) + v);
  }
  const lent = members.length > 0 && s.flow.length > 0 ? lentTo(s, members) : null; // a stranger's help with a dilemma (Eyes in the Dark; rules/lent-stats.ts)
  if (lent) {
    t.INTEGRITY += lent.INTEGRITY;
    t.CUNNING += lent.CUNNING;
    t.STRENGTH += lent.STRENGTH;
    for (const [k, v] of lent.skills) t.skills.set(k, (t.skills.get(k) ?? 0) + v);
  }
  return t;
}
