/**
 * A deck's composition at a glance (issue 27): its cards by type and by affiliation, the seed half
 * and the draw half, and a skill coverage summary against the deck's missions — for each mission,
 * whether the deck's personnel could meet its requirements. Shared by `stccg deck show` and the
 * browser's deck builder.
 *
 * "Could meet" means: some team of the deck's personnel that may attempt the mission (personnel of
 * an affiliation whose icon the mission shows, with the deck's Non-Aligned personnel beside them)
 * holds every skill and the attribute totals of one of the mission's requirement options. It is a
 * check of the deck, not of a game: treaties, dilemmas, equipment bonuses and game text are not
 * counted. A unique personnel counts once however many copies the deck holds.
 *
 * Pure: reads the card facts (cards/blueprints.ts); never throws on a bad deck (an unknown card is
 * listed apart).
 */
import { findBlueprint } from '../cards/blueprints.ts';
import type { Blueprint, MissionBlueprint, PersonnelBlueprint, WideClause, WideRequirements } from '../cards/blueprints.ts';
import type { Affiliation, AttributeName } from '../cards/facts.ts';
import { CONSTRUCTED } from '../formats/constructed.ts';
import type { DeckFormat } from '../formats/constructed.ts';
import type { DeckCard } from './deck-file.ts';
import { seedCopies } from './validate.ts';
import { describeClause } from '../rules/requirements.ts';

export type CardType = Blueprint['type'];

export interface TypeCount {
  readonly type: CardType;
  readonly count: number;
}

/** Cards of an affiliation: personnel, ships and facilities (the Neutral Outpost as 'neutral'). */
export interface AffiliationCount {
  readonly affiliation: Affiliation | 'neutral';
  readonly personnel: number;
  readonly ships: number;
  readonly facilities: number;
  readonly count: number;
}

/** One clause of a mission's requirement option, and whether the best team of the deck meets it. */
export interface ClauseCoverage {
  /** The clause in words, as the game shows it ("Diplomacy x2", "CUNNING>30"). */
  readonly text: string;
  /** true: met; false: not met; null: not checked (a clause a deck cannot answer, such as "STRENGTH<30"). */
  readonly met: boolean | null;
  /** For a skill or an attribute: how much the best team holds ("Diplomacy: 1 of 2"). */
  readonly detail?: string;
}

export interface OptionCoverage {
  /** The affiliation whose team was checked (the best one), or null when no personnel may attempt it. */
  readonly affiliation: Affiliation | null;
  readonly clauses: readonly ClauseCoverage[];
  /** true when every clause is met, false when one is not, null when none fails but one was not checked. */
  readonly met: boolean | null;
}

export type CoverageVerdict = 'could-meet' | 'cannot-meet' | 'not-checked';

export interface MissionCoverage {
  readonly blueprintId: string;
  readonly name: string;
  readonly missionType: MissionBlueprint['missionType'];
  readonly points: number | string;
  readonly span: number | string;
  readonly affiliationIcons: readonly Affiliation[];
  readonly requirements: string;
  /** 'could-meet': some team of the deck's personnel meets an option; 'cannot-meet': none can; 'not-checked': the requirements hold a clause the check cannot answer and nothing else fails. */
  readonly verdict: CoverageVerdict;
  /** The affiliations of the deck's personnel that may attempt it (a matching icon). */
  readonly attemptedBy: readonly Affiliation[];
  readonly options: readonly OptionCoverage[];
  /** The mission's skills the deck's personnel do not hold at all. */
  readonly missingSkills: readonly string[];
}

export interface DeckComposition {
  readonly size: number;
  readonly seedCards: number;
  readonly drawCards: number;
  readonly byType: readonly TypeCount[];
  readonly seed: readonly TypeCount[];
  readonly draw: readonly TypeCount[];
  readonly byAffiliation: readonly AffiliationCount[];
  /** The personnel's skills (levels added over every personnel, unique ones once), most first. */
  readonly skills: readonly { readonly skill: string; readonly levels: number }[];
  readonly missions: readonly MissionCoverage[];
  /** Blueprint ids that name no card we know (listed apart, counted in size). */
  readonly unknown: readonly string[];
}

/** The order types are shown in: seed cards first, then the draw deck's. */
export const CARD_TYPE_ORDER: readonly CardType[] = ['mission', 'dilemma', 'artifact', 'facility', 'doorway', 'personnel', 'ship', 'equipment', 'event', 'interrupt'];
const AFFILIATION_ORDER: readonly (Affiliation | 'neutral')[] = ['federation', 'klingon', 'romulan', 'non-aligned', 'neutral'];

interface Member {
  readonly b: PersonnelBlueprint;
  /** Copies a team may hold (1 for a unique personnel). */
  readonly copies: number;
}

interface Team {
  skills: Map<string, number>;
  INTEGRITY: number;
  CUNNING: number;
  STRENGTH: number;
  strengths: number[];
  members: number;
  icons: Map<string, number>;
  names: Set<string>;
  characteristics: Set<string>;
  /** Skill -> affiliations of its holders. */
  skillAffiliations: Map<string, Set<Affiliation>>;
}

function teamOf(members: readonly Member[], playAs: Affiliation | null): Team {
  const t: Team = { skills: new Map(), INTEGRITY: 0, CUNNING: 0, STRENGTH: 0, strengths: [], members: 0, icons: new Map(), names: new Set(), characteristics: new Set(), skillAffiliations: new Map() };
  for (const { b, copies } of members) {
    const side = playAs === null ? undefined : b.skillsByAffiliation.find((s) => s.affiliation === playAs);
    const skills = side ? side.skills : b.skills;
    const attr = (a: AttributeName) => {
      const base = a === 'INTEGRITY' ? b.integrity : a === 'CUNNING' ? b.cunning : b.strength;
      return base + (side?.attributeModifiers.filter((m) => m.attribute === a).reduce((x, m) => x + m.amount, 0) ?? 0);
    };
    const aff = playAs !== null && b.affiliations.includes(playAs) ? playAs : b.affiliation;
    for (let i = 0; i < copies; i++) {
      t.members += 1;
      for (const s of skills) {
        t.skills.set(s.skill, (t.skills.get(s.skill) ?? 0) + s.level);
        const affs = t.skillAffiliations.get(s.skill) ?? new Set<Affiliation>();
        affs.add(aff);
        t.skillAffiliations.set(s.skill, affs);
      }
      t.INTEGRITY += attr('INTEGRITY');
      t.CUNNING += attr('CUNNING');
      t.STRENGTH += attr('STRENGTH');
      t.strengths.push(attr('STRENGTH'));
      for (const icon of b.icons) t.icons.set(icon, (t.icons.get(icon) ?? 0) + 1);
      if (b.gender === 'female') t.characteristics.add('Female');
      if (b.gender === 'male') t.characteristics.add('Male');
    }
    t.names.add(b.name);
    if (b.persona) t.names.add(b.persona);
    for (const c of b.characteristics) t.characteristics.add(c);
  }
  return t;
}

export function describeWideClause(c: WideClause): string {
  if ('skillAcrossAffiliations' in c) return `${c.skillAcrossAffiliations} from ${c.affiliations} different affiliations`;
  if ('artifactNamed' in c) return c.artifactNamed;
  // the rest are the engine's own clauses, said as the engine says them
  return describeClause(c);
}

function describeRequirements(r: WideRequirements): string {
  return r.anyOf.map((alt) => alt.allOf.map(describeWideClause).join(' + ')).join(' OR ');
}

/**
 * Whether the whole team (the most any team of the deck can hold) meets a clause. Every clause
 * but two only grows with the team, so the whole team is the best one; "less than" and "more
 * than N times the team's size" are not checked (null).
 */
function clauseCoverage(t: Team, c: WideClause, deckNames: ReadonlySet<string>): ClauseCoverage {
  const text = describeWideClause(c);
  if ('skillAcrossAffiliations' in c) {
    const n = t.skillAffiliations.get(c.skillAcrossAffiliations)?.size ?? 0;
    return { text, met: n >= c.affiliations, detail: `${n} of ${c.affiliations} affiliations` };
  }
  if ('artifactNamed' in c) return { text, met: deckNames.has(c.artifactNamed), detail: deckNames.has(c.artifactNamed) ? 'in the deck' : 'not in the deck' };
  if ('equipmentNamed' in c) return { text, met: deckNames.has(c.equipmentNamed), detail: deckNames.has(c.equipmentNamed) ? 'in the deck' : 'not in the deck' };
  if ('skill' in c) {
    const n = t.skills.get(c.skill) ?? 0;
    return { text, met: n >= c.count, detail: `${c.skill}: ${n} of ${c.count}` };
  }
  if ('personnelWithIcon' in c) {
    const n = t.icons.get(c.personnelWithIcon) ?? 0;
    return { text, met: n >= c.count, detail: `${n} of ${c.count}` };
  }
  if ('minPersonnel' in c) return { text, met: t.members >= c.minPersonnel, detail: `${t.members} of ${c.minPersonnel}` };
  if ('lessThan' in c) return { text, met: null };
  if ('greaterThanPerPersonnel' in c) return { text, met: null };
  if ('attribute' in c) {
    const total = c.contributors ? [...t.strengths].sort((a, b) => b - a).slice(0, 4).reduce((a, b) => a + b, 0) : t[c.attribute];
    return { text, met: total > c.greaterThan, detail: `${c.attribute} ${total} (needs more than ${c.greaterThan})` };
  }
  if ('attributeSum' in c) {
    const total = c.attributeSum.reduce((sum, a) => sum + t[a], 0);
    return { text, met: total > c.greaterThan, detail: `${total} (needs more than ${c.greaterThan})` };
  }
  if ('personnelNamed' in c) return { text, met: t.names.has(c.personnelNamed) };
  return { text, met: t.characteristics.has(c.characteristic) };
}

function optionMet(clauses: readonly ClauseCoverage[]): boolean | null {
  if (clauses.some((c) => c.met === false)) return false;
  return clauses.some((c) => c.met === null) ? null : true;
}

function clauseSkill(c: WideClause): string | null {
  if ('skillAcrossAffiliations' in c) return c.skillAcrossAffiliations;
  if ('skill' in c) return c.skill;
  return null;
}

function missionCoverage(m: MissionBlueprint, people: readonly Member[], deckNames: ReadonlySet<string>): MissionCoverage {
  const icons = m.affiliationIcons;
  const attemptedBy = icons.filter((a) => people.some((p) => p.b.affiliations.includes(a)));
  const allSkills = teamOf(people, null).skills;
  const missingSkills = [...new Set(m.requirements.anyOf.flatMap((o) => o.allOf.map(clauseSkill)).filter((s): s is string => s !== null && !allSkills.has(s)))];
  const options: OptionCoverage[] = m.requirements.anyOf.map((opt) => {
    let best: OptionCoverage | null = null;
    for (const a of attemptedBy) {
      // the team: personnel who may play as the matching affiliation, and the Non-Aligned beside them
      const team = teamOf(people.filter((p) => p.b.affiliations.includes(a) || p.b.affiliations.includes('non-aligned')), a);
      const clauses = opt.allOf.map((c) => clauseCoverage(team, c, deckNames));
      const cov: OptionCoverage = { affiliation: a, clauses, met: optionMet(clauses) };
      const rank = (o: OptionCoverage | null) => (o === null ? -1 : o.met === true ? 1000 : o.met === null ? 500 : o.clauses.filter((c) => c.met !== false).length);
      if (rank(cov) > rank(best)) best = cov;
    }
    if (best) return best;
    const empty = teamOf([], null);
    return { affiliation: null, clauses: opt.allOf.map((c) => ({ ...clauseCoverage(empty, c, deckNames), met: false })), met: false };
  });
  const verdict: CoverageVerdict = options.some((o) => o.met === true) ? 'could-meet' : options.some((o) => o.met === null) ? 'not-checked' : 'cannot-meet';
  return {
    blueprintId: m.blueprintId,
    name: m.name,
    missionType: m.missionType,
    points: m.points,
    span: m.span,
    affiliationIcons: icons,
    requirements: describeRequirements(m.requirements),
    verdict,
    attemptedBy,
    options,
    missingSkills,
  };
}

function typeCounts(m: Map<CardType, number>): TypeCount[] {
  return CARD_TYPE_ORDER.filter((t) => (m.get(t) ?? 0) > 0).map((type) => ({ type, count: m.get(type)! }));
}

/** The composition of a deck (blueprint ids and counts; a card named twice is counted together). */
export function deckComposition(deck: readonly DeckCard[], format: DeckFormat = CONSTRUCTED): DeckComposition {
  const totals = new Map<string, number>();
  for (const e of deck) {
    if (!Number.isSafeInteger(e.count) || e.count < 1) continue;
    totals.set(e.blueprintId, (totals.get(e.blueprintId) ?? 0) + e.count);
  }
  const all = new Map<CardType, number>();
  const seed = new Map<CardType, number>();
  const draw = new Map<CardType, number>();
  const affs = new Map<Affiliation | 'neutral', { personnel: number; ships: number; facilities: number }>();
  const unknown: string[] = [];
  const people: Member[] = [];
  const missions: MissionBlueprint[] = [];
  const names = new Set<string>();
  let size = 0;
  let seedCards = 0;
  for (const [id, count] of totals) {
    size += count;
    const b = findBlueprint(id);
    if (!b || b.blueprintId !== id) {
      unknown.push(id);
      continue;
    }
    names.add(b.name);
    const seeded = seedCopies(b, count, format);
    seedCards += seeded;
    all.set(b.type, (all.get(b.type) ?? 0) + count);
    if (seeded > 0) seed.set(b.type, (seed.get(b.type) ?? 0) + seeded);
    if (count > seeded) draw.set(b.type, (draw.get(b.type) ?? 0) + count - seeded);
    if (b.type === 'personnel' || b.type === 'ship' || b.type === 'facility') {
      const a = b.affiliation;
      const row = affs.get(a) ?? { personnel: 0, ships: 0, facilities: 0 };
      if (b.type === 'personnel') row.personnel += count;
      else if (b.type === 'ship') row.ships += count;
      else row.facilities += count;
      affs.set(a, row);
    }
    if (b.type === 'personnel') people.push({ b, copies: b.unique ? 1 : count });
    if (b.type === 'mission') missions.push(b);
  }
  const skills = [...teamOf(people, null).skills].map(([skill, levels]) => ({ skill, levels })).sort((a, b) => b.levels - a.levels || a.skill.localeCompare(b.skill));
  return {
    size,
    seedCards,
    drawCards: size - seedCards,
    byType: typeCounts(all),
    seed: typeCounts(seed),
    draw: typeCounts(draw),
    byAffiliation: AFFILIATION_ORDER.filter((a) => affs.has(a)).map((a) => {
      const r = affs.get(a)!;
      return { affiliation: a, ...r, count: r.personnel + r.ships + r.facilities };
    }),
    skills,
    missions: missions.map((m) => missionCoverage(m, people, names)),
    unknown,
  };
}
