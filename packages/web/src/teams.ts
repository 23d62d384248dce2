/**
 * What the table says about the viewer's teams: each personnel's skills as short tags, and for
 * each mission where the viewer's Away Team stands, whether it meets the requirements or what it
 * lacks. Only what the viewer's own view shows is read: the printed facts of the cards, the skills
 * the equipment beside them gives, and the attribute changes the viewer's cards in play declare
 * (Yellow Alert); the engine's own clause check decides. A bonus a card works out from where its
 * personnel stand (Admiral McCoy's) is not counted.
 */
import type { CardFacts, CardView, LocationView, PlayerId, PlayerView } from '@stccg/engine';
import { facts, hasFacts } from '@stccg/engine';
import { behaviour } from '@stccg/engine/cards/registry.ts';
import { GENDER_WORD } from '@stccg/engine/rules/attributes.ts';
import type { TeamStats } from '@stccg/engine/rules/attributes.ts';
import { clauseMet } from '@stccg/engine/rules/requirements.ts';

type PersonnelFacts = Extract<CardFacts, { type: 'personnel' }>;
type MissionFacts = Extract<CardFacts, { type: 'mission' }>;
export type Requirements = MissionFacts['requirements'];
export type Clause = Requirements['anyOf'][number]['allOf'][number];

/** Short forms of the longer skill names; any other skill is shown by its first three letters. */
const SHORT: Record<string, string> = {
  'Computer Skill': 'Comp',
  'Stellar Cartography': 'Stel',
  'Transporter Skill': 'Trans',
  'Miracle Worker': 'Mira',
  'V.I.P.': 'VIP',
  Mindmeld: 'Mind',
  Cantankerousness: 'Cant',
};

export function shortSkill(skill: string): string {
  return SHORT[skill] ?? skill.slice(0, 3);
}

export interface SkillTag {
  /** The skill's full name. */
  skill: string;
  level: number;
  /** The tag shown on the table: "SCI", "Dip×2". */
  short: string;
}

/** A personnel's printed skills as tags (empty for any other card). */
export function skillTags(def: string): SkillTag[] {
  const f = hasFacts(def) ? facts(def) : null;
  if (f?.type !== 'personnel') return [];
  return f.skills.map((s) => ({ skill: s.skill, level: s.level, short: s.level > 1 ? `${shortSkill(s.skill)}×${s.level}` : shortSkill(s.skill) }));
}

const personnelFacts = (c: CardView): PersonnelFacts | null => {
  const f = hasFacts(c.def) ? facts(c.def) : null;
  return f?.type === 'personnel' ? f : null;
};

export type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
export type Bonus = Record<Attribute, number>;
const ATTRIBUTES: readonly Attribute[] = ['INTEGRITY', 'CUNNING', 'STRENGTH'];
export const NO_BONUS: Bonus = { INTEGRITY: 0, CUNNING: 0, STRENGTH: 0 };

/**
 * What each of the player's personnel gets from the player's cards in play that declare a change
 * to all of them (Yellow Alert's CUNNING +1): each kind of card counted once, as the engine does.
 */
export function personnelBonuses(view: PlayerView, player: PlayerId): Bonus {
  const out = { ...NO_BONUS };
  const seen = new Set<string>();
  const add = (c: CardView) => {
    if (c.owner !== player || seen.has(c.def)) return;
    const b = behaviour(c.def)?.abilities?.ownPersonnel;
    if (!b) return;
    seen.add(c.def);
    for (const a of ATTRIBUTES) out[a] += b[a] ?? 0;
  };
  view.players[player]?.table.forEach(add);
  for (const loc of view.spaceline) {
    for (const host of [...loc.outposts, ...loc.ships]) {
      add(host);
      host.crew?.forEach(add);
      host.attached.forEach(add);
    }
    (loc.planet[player] ?? []).forEach(add);
    loc.attached.forEach(add);
  }
  return out;
}

/**
 * A group's TeamStats from the printed facts of its personnel, with the skills its equipment
 * gives to the personnel of the classification it names and the bonus each member gets (as the
 * engine counts them).
 */
export function teamStatsOf(personnel: readonly CardView[], equipment: readonly CardView[] = [], bonus: Bonus = NO_BONUS): TeamStats {
  const t: TeamStats = { members: [], skills: new Map(), INTEGRITY: 0, CUNNING: 0, STRENGTH: 0, strengths: [], names: new Set(), characteristics: new Set(), equipmentNames: new Set(), icons: new Map() };
  const grants = equipment.flatMap((e) => {
    const f = hasFacts(e.def) ? facts(e.def) : null;
    return f?.type === 'equipment' ? [{ name: f.name, grant: f.grantsSkill ?? null }] : [];
  });
  for (const c of personnel) {
    const f = personnelFacts(c);
    if (!f) continue;
    t.members.push(c.id);
    const add = (skill: string, level: number) => t.skills.set(skill, (t.skills.get(skill) ?? 0) + level);
    for (const s of f.skills) add(s.skill, s.level);
    for (const g of grants) if (g.grant && g.grant.to.classification === f.classification) add(g.grant.skill, g.grant.level);
    t.INTEGRITY += f.integrity + bonus.INTEGRITY;
    t.CUNNING += f.cunning + bonus.CUNNING;
    t.STRENGTH += f.strength + bonus.STRENGTH;
    t.strengths.push(f.strength + bonus.STRENGTH);
    t.names.add(f.name);
    for (const ch of f.characteristics) t.characteristics.add(ch);
    if (f.gender) t.characteristics.add(GENDER_WORD[f.gender]);
    for (const icon of f.icons) t.icons.set(icon, (t.icons.get(icon) ?? 0) + 1);
  }
  if (t.members.length > 0) for (const g of grants) t.equipmentNames.add(g.name);
  return t;
}

/** The unmet clauses of the requirements' alternative nearest to being met (empty: met). */
export function missingClauses(t: TeamStats, r: Requirements): Clause[] {
  let best: Clause[] | null = null;
  for (const alt of r.anyOf) {
    const unmet = alt.allOf.filter((c) => !clauseMet(t, c));
    if (best === null || unmet.length < best.length) best = unmet;
    if (unmet.length === 0) break;
  }
  return best ?? [];
}

/** One unmet clause in words, with what the team has where it has some: "CUNNING > 30 (has 24)". */
export function describeMissing(t: TeamStats, c: Clause): string {
  if ('skill' in c) {
    const has = t.skills.get(c.skill) ?? 0;
    return c.count > 1 ? `${c.skill} x${c.count}${has > 0 ? ` (has ${has})` : ''}` : c.skill;
  }
  if ('personnelWithIcon' in c) return `${c.count} personnel with the ${c.personnelWithIcon} icon (has ${t.icons.get(c.personnelWithIcon) ?? 0})`;
  if ('minPersonnel' in c) return `at least ${c.minPersonnel} personnel (has ${t.members.length})`;
  if ('lessThan' in c) return `${c.attribute} < ${c.lessThan} (has ${t[c.attribute]})`;
  if ('greaterThanPerPersonnel' in c) return `${c.attribute} > ${c.greaterThanPerPersonnel} x ${t.members.length} personnel (has ${t[c.attribute]})`;
  if ('attribute' in c) {
    const has = c.contributors
      ? [...t.strengths]
          .sort((a, b) => b - a)
          .slice(0, 4)
          .reduce((a, b) => a + b, 0)
      : t[c.attribute];
    return `${c.attribute} > ${c.greaterThan}${c.contributors ? ' (best four)' : ''} (has ${has})`;
  }
  if ('attributeSum' in c) return `${c.attributeSum.join(' + ')} > ${c.greaterThan} (has ${c.attributeSum.reduce((n, a) => n + t[a], 0)})`;
  if ('personnelNamed' in c) return c.personnelNamed;
  if ('equipmentNamed' in c) return c.equipmentNamed;
  return c.characteristic;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface MissionCheck {
  /** Unstopped personnel counted. */
  size: number;
  met: boolean;
  /** What the team lacks, in words (empty when met). */
  missing: string[];
}

function checkTeam(m: MissionFacts, personnel: CardView[], equipment: CardView[], bonus: Bonus): MissionCheck {
  const team = personnel.filter((c) => !c.stopped && personnelFacts(c));
  const t = teamStatsOf(team, equipment, bonus);
  const missing = missingClauses(t, m.requirements).map((c) => describeMissing(t, c));
  // at least one member must match an affiliation icon of the mission
  if (team.length > 0 && !team.some((c) => m.affiliationIcons.includes((personnelFacts(c) as PersonnelFacts).affiliation))) {
    missing.unshift(`a ${m.affiliationIcons.map(cap).join(' or ')} member`);
  }
  return { size: team.length, met: team.length > 0 && missing.length === 0, missing };
}

const isPersonnel = (c: CardView) => personnelFacts(c) !== null;
const isEquipment = (c: CardView) => (hasFacts(c.def) ? facts(c.def).type === 'equipment' : false);

/**
 * The requirement check of the player's own Away Team on this mission's planet, each member with
 * `bonus` (personnelBonuses of the player). Null when the
 * player has no personnel there, or the mission is completed. The engine attempts planet
 * missions only (no card of the data is a space mission), so crews aboard ships are not checked.
 */
export function checkMission(loc: LocationView, player: PlayerId, bonus: Bonus = NO_BONUS): MissionCheck | null {
  const f = hasFacts(loc.mission.def) ? facts(loc.mission.def) : null;
  if (f?.type !== 'mission' || f.missionType === 'space' || loc.completedBy) return null;
  const here = loc.planet[player] ?? [];
  const personnel = here.filter(isPersonnel);
  return personnel.length > 0 ? checkTeam(f, personnel, here.filter(isEquipment), bonus) : null;
}

/** The check in one line: "Requirements met", or "Needs: SCIENCE, CUNNING > 30 (has 24)". */
export function checkText(c: MissionCheck): string {
  if (c.size === 0) return 'Your team here is stopped';
  return c.met ? 'Requirements met' : `Needs: ${c.missing.join(', ')}`;
}
