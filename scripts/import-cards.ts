/**
 * Imports card facts from the research files in ../shared into the engine, by blueprint id:
 *   ../shared/cards/sets/premiere.json            -> packages/engine/src/cards/data/premiere.json
 *   ../shared/cards/sets/alternate-universe.json  -> packages/engine/src/cards/data/alternate-universe.json
 *   ../shared/cards/intro-2pg.json (its 12 missions)
 *   + ../shared/cards/persona-showcase.json (the 9 premiums of the intro box)
 *                                                 -> packages/engine/src/cards/data/intro-2pg.json
 * and, as before, the engine's intro deck file packages/engine/data/intro-2pg.json (unchanged).
 *
 * Facts only: names, ids, stats, skills, requirements, icons, points, span. The wording of the cards
 * (referenceText, otherWording, the special text of a skill box, a mission's text after its requirements)
 * is read to recognise it, and never written: such a card gets `hasText: true` instead.
 *
 * Every skill box and every requirement formula must be understood completely; a part left over fails
 * the import with the card's blueprint id and that part. The output is deterministic (cards in
 * blueprint id order, keys in a fixed order). After writing, the engine's loader
 * (packages/engine/src/cards/blueprints.ts) validates the files; if it refuses them, the previous files
 * are put back.
 *
 * Run: npx tsx scripts/import-cards.ts [path-to-shared]   (or npm run import:cards)
 * See docs/CARD-DATA.md.
 */
import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Blueprint, BlueprintFile, SetKey, SkillLevel, WideClause, WideRequirements } from '../packages/engine/src/cards/blueprints.ts';
import type * as BlueprintsModule from '../packages/engine/src/cards/blueprints.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SHARED = resolve(ROOT, '..', 'shared');

export class CardImportError extends Error {
  override name = 'CardImportError';
}

// ---------------------------------------------------------------------------------------------
// Vocabularies (what a skill box and a requirement formula may contain)

type Affiliation = 'federation' | 'klingon' | 'romulan' | 'non-aligned';
type Attribute = 'INTEGRITY' | 'CUNNING' | 'STRENGTH';

/** Classifications, the first word(s) of every skill box. */
export const CLASSIFICATIONS: readonly string[] = ['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN', 'ANIMAL'];
/** Every skill these sets' skill boxes and missions name (classifications count as skills too). */
export const SKILLS: readonly string[] = [
  ...CLASSIFICATIONS,
  'Anthropology', 'Archaeology', 'Astrophysics', 'Barbering', 'Biology', 'Cantankerousness', 'Computer Skill',
  'Diplomacy', 'Empathy', 'Exobiology', 'Geology', 'Greed', 'Honor', 'Leadership', 'Mindmeld', 'Miracle Worker',
  'Music', 'Navigation', 'Physics', 'Stellar Cartography', 'Tal Shiar', 'Transporter Skill', 'Treachery', 'Youth',
];
const AFFILIATION_WORDS: Readonly<Record<string, Affiliation>> = {
  Federation: 'federation', Klingon: 'klingon', Romulan: 'romulan', 'Non-Aligned': 'non-aligned',
};
/** Mission affiliation icons as the database writes them ([FED], case ignored). */
const MISSION_ICONS: Readonly<Record<string, Affiliation>> = { FED: 'federation', KLI: 'klingon', ROM: 'romulan', NON: 'non-aligned' };
/** Icon codes: the engine's names where it has one; the others are kept as the database writes them. */
const ICONS: Readonly<Record<string, string>> = {
  Cmd: 'command', Stf: 'staff', Holo: 'holographic', AU: 'alternateUniverse',
  Self: 'Self', Pun: 'Pun', Ref: 'Ref', Shield: 'Shield', '2': '2', '3': '3', '4': '4',
};
/** Icon names the intro research files already use. */
const ICON_NAMES = new Set(['command', 'staff', 'holographic', 'alternateUniverse', 'barash']);
/** Ship characteristics that are special equipment (the engine keeps them apart from characteristics). */
export const SPECIAL_EQUIPMENT: readonly string[] = ['Cloaking Device', 'Holodeck', 'Long-Range Scan Shielding', 'Particle Scattering Device', 'Tractor Beam'];
const NO_STAFFING = 'No staffing requirement';
/**
 * Names a requirement formula gives in braces that are not cards of these files, with what they are.
 * Guinan is a personnel first printed in a later set (The Fajo Collection).
 */
const EXTERNAL_NAMES: Readonly<Record<string, 'personnel' | 'equipment' | 'artifact'>> = { Guinan: 'personnel' };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (list: readonly string[]): string => [...list].sort((a, b) => b.length - a.length || a.localeCompare(b)).map(escape).join('|');
const SKILL_RE = new RegExp(`^(${byLength(SKILLS)})(?: x ?(\\d+))?(?= |$)`);
const CLASS_RE = new RegExp(`^(${byLength(CLASSIFICATIONS)})(?= |$)`);
const ATTR = '(INTEGRITY|CUNNING|STRENGTH)';
const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

const tidy = (s: string): string => s.replace(/\s+/g, ' ').trim();
/** Free game text: starts with a capital, ends a sentence, at least three words. */
const isSentence = (s: string): boolean => /^[A-Z]/.test(s) && /[.)]$/.test(s) && s.split(' ').length >= 3;

function fail(blueprintId: string, what: string, rest: string): never {
  throw new CardImportError(`${blueprintId}: ${what}; not understood: "${rest}"`);
}

// ---------------------------------------------------------------------------------------------
// Skill boxes

export interface SkillBoxParse {
  classification: string;
  /** The classification (one level) and the skills, repeats merged into levels, in order of first mention. */
  skills: SkillLevel[];
  skillsByAffiliation: { affiliation: Affiliation; skills: SkillLevel[]; attributeModifiers: { attribute: Attribute; amount: number }[] }[];
  downloads: string[];
  specialText: boolean;
}

function addSkill(list: SkillLevel[], skill: string, level: number): void {
  const had = list.find((s) => s.skill === skill);
  if (had) had.level += level;
  else list.push({ skill, level });
}

/**
 * Parses a personnel's skill box: the classification, then skills ("Physics x 2" is level 2), then
 * optionally special text (free sentences), a download ("DL/ {card}"), or per-affiliation skills
 * ("Romulan: a, b Federation: c, INTEGRITY +4"). Anything else fails, naming the card and the rest.
 */
export function parseSkillBox(box: string, card: { blueprintId: string; classification?: string; affiliations?: readonly Affiliation[] }): SkillBoxParse {
  const id = card.blueprintId;
  let rest = tidy(box);
  const cls = CLASS_RE.exec(rest);
  if (!cls) fail(id, 'a skill box begins with a classification', rest);
  const classification = cls[1] as string;
  if (card.classification !== undefined && card.classification !== classification) {
    fail(id, `the skill box's classification is ${classification} but the card's is ${card.classification}`, rest);
  }
  const skills: SkillLevel[] = [{ skill: classification, level: 1 }];
  rest = rest.slice(cls[0].length).trim();
  for (let m = SKILL_RE.exec(rest); m; m = SKILL_RE.exec(rest)) {
    addSkill(skills, m[1] as string, m[2] ? Number(m[2]) : 1);
    rest = rest.slice(m[0].length).trim();
  }
  const downloads: string[] = [];
  for (let m = /^DL\/ ?\{([^{}]+)\}(?= |$)/.exec(rest); m; m = /^DL\/ ?\{([^{}]+)\}(?= |$)/.exec(rest)) {
    downloads.push(tidy(m[1] as string));
    rest = rest.slice(m[0].length).trim();
  }
  const out: SkillBoxParse = { classification, skills, skillsByAffiliation: [], downloads, specialText: false };
  if (rest === '') return out;
  if (/^(Federation|Klingon|Romulan|Non-Aligned): /.test(rest)) {
    out.skillsByAffiliation = parseSkillsByAffiliation(id, rest, card.affiliations);
    return out;
  }
  if (isSentence(rest)) {
    out.specialText = true;
    return out;
  }
  return fail(id, 'a skill box holds a classification, skills (x N for levels) and special text', rest);
}

function parseSkillsByAffiliation(id: string, text: string, allowed: readonly Affiliation[] | undefined): SkillBoxParse['skillsByAffiliation'] {
  const parts = text.split(/(?:^| )(Federation|Klingon|Romulan|Non-Aligned): /);
  if (parts[0] !== '') fail(id, 'per-affiliation skills begin with an affiliation', text);
  const out: SkillBoxParse['skillsByAffiliation'] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const affiliation = AFFILIATION_WORDS[parts[i] as string] as Affiliation;
    if (allowed && !allowed.includes(affiliation)) fail(id, `skills for ${affiliation}, which the card is not`, text);
    if (out.some((e) => e.affiliation === affiliation)) fail(id, `skills for ${affiliation} twice`, text);
    const entry = { affiliation, skills: [] as SkillLevel[], attributeModifiers: [] as { attribute: Attribute; amount: number }[] };
    for (const item of (parts[i + 1] ?? '').split(/, ?/)) {
      const skill = new RegExp(`^(${byLength(SKILLS)})(?: x ?(\\d+))?$`).exec(item);
      const attr = new RegExp(`^${ATTR} ([+-]\\d+)$`).exec(item);
      if (skill) addSkill(entry.skills, skill[1] as string, skill[2] ? Number(skill[2]) : 1);
      else if (attr) entry.attributeModifiers.push({ attribute: attr[1] as Attribute, amount: Number(attr[2]) });
      else fail(id, `a skill or an attribute change for ${affiliation}`, item);
    }
    out.push(entry);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Requirement formulas

export type NameKind = 'personnel' | 'equipment' | 'artifact';
export type ResolveName = (name: string) => NameKind | undefined;

export interface FormulaParse {
  /** The requirement notation, without any text that followed it. */
  requirementsFormula: string;
  requirements: WideRequirements;
  opponentSide: { affiliationIcons?: Affiliation[]; requirementsFormula?: string; requirements?: WideRequirements; span?: number } | null;
  /** Game text followed the requirements (not stored). */
  hasText: boolean;
}

function matchClause(id: string, s: string, resolveName: ResolveName): { clauses: WideClause[]; length: number } | null {
  let m = /^(\d+) \{?\[(\w+)\] icon Personnel\}?/.exec(s);
  if (m) {
    const icon = ICONS[m[2] as string];
    if (!icon) fail(id, `an icon code`, `[${m[2]}]`);
    return { clauses: [{ personnelWithIcon: icon, count: Number(m[1]) }], length: m[0].length };
  }
  m = new RegExp(`^One (${byLength(SKILLS)}) from each of (\\w+) different affiliations`).exec(s);
  if (m) {
    const n = NUMBER_WORDS[m[2] as string] ?? Number(m[2]);
    if (!Number.isInteger(n) || n < 2) fail(id, 'a number of affiliations', m[2] as string);
    return { clauses: [{ skillAcrossAffiliations: m[1] as string, affiliations: n }], length: m[0].length };
  }
  m = /^\{([^{}]+)\}/.exec(s);
  if (m) {
    const name = tidy(m[1] as string);
    const kind = resolveName(name);
    if (!kind) fail(id, `a named card (personnel, equipment or artifact) in braces`, m[0]);
    const clause: WideClause = kind === 'personnel' ? { personnelNamed: name } : kind === 'equipment' ? { equipmentNamed: name } : { artifactNamed: name };
    return { clauses: [clause], length: m[0].length };
  }
  m = new RegExp(`^${ATTR} ?> ?(\\d+) x number of Away Team members(?: \\(minimum (\\d+) personnel\\))?\\.?`).exec(s);
  if (m) {
    const clauses: WideClause[] = [{ attribute: m[1] as Attribute, greaterThanPerPersonnel: Number(m[2]) }];
    if (m[3]) clauses.push({ minPersonnel: Number(m[3]) });
    return { clauses, length: m[0].length };
  }
  m = new RegExp(`^${ATTR} ?([<>]) ?(\\d+)(?!\\d)`).exec(s);
  if (m) {
    const attribute = m[1] as Attribute;
    const n = Number(m[3]);
    return { clauses: [m[2] === '>' ? { attribute, greaterThan: n } : { attribute, lessThan: n }], length: m[0].length };
  }
  m = /^(Female|Male)(?= |$)/.exec(s);
  if (m) return { clauses: [{ characteristic: m[1] as string }], length: m[0].length };
  m = SKILL_RE.exec(s);
  if (m) return { clauses: [{ skill: m[1] as string, count: m[2] ? Number(m[2]) : 1 }], length: m[0].length };
  return null;
}

/** Parses only requirements (alternatives joined by OR, clauses by +); returns where they end. */
function parseRequirementsPart(id: string, s: string, resolveName: ResolveName): { requirements: WideRequirements; length: number } {
  const alternatives: WideClause[][] = [[]];
  let pos = 0;
  for (;;) {
    const c = matchClause(id, s.slice(pos), resolveName);
    if (!c) fail(id, 'a requirement (a skill, "x N", ATTRIBUTE>N, {a named card})', s.slice(pos));
    (alternatives[alternatives.length - 1] as WideClause[]).push(...c.clauses);
    pos += c.length;
    const sep = /^ ?\+ ?/.exec(s.slice(pos)) ?? /^ OR /.exec(s.slice(pos));
    if (!sep) break;
    if (matchClause(id, s.slice(pos + sep[0].length), resolveName) === null) {
      fail(id, `a requirement after "${sep[0].trim()}"`, s.slice(pos).trim());
    }
    if (sep[0] === ' OR ') alternatives.push([]);
    pos += sep[0].length;
  }
  return { requirements: { anyOf: alternatives.map((allOf) => ({ allOf })) }, length: pos };
}

/**
 * Parses a mission's requirement formula into the engine's Requirements grammar: "+" joins clauses,
 * "OR" separates alternatives, "Skill x2" counts levels, "ATTRIBUTE>N" compares the Away Team's sum.
 * What may follow: the opponent's side of an asymmetric mission, or game text (a sentence). Anything
 * else fails, naming the card and the rest.
 */
export function parseRequirementsFormula(formula: string, card: { blueprintId: string; resolveName?: ResolveName }): FormulaParse {
  const id = card.blueprintId;
  const resolveName: ResolveName = card.resolveName ?? (() => undefined);
  const s = tidy(formula);
  if (s === '') fail(id, 'an empty requirement formula', s);
  const main = parseRequirementsPart(id, s, resolveName);
  const out: FormulaParse = { requirementsFormula: s.slice(0, main.length).trim(), requirements: main.requirements, opponentSide: null, hasText: false };
  const rest = s.slice(main.length).trim();
  if (rest === '') return out;
  const opp = /^Opponent's side: (.*)$/.exec(rest);
  if (opp) {
    const inner = opp[1] as string;
    const span = /^Span: (\d+)$/.exec(inner);
    const icons = /^((?:\[\w+\])+) (.+)$/.exec(inner);
    if (span) {
      out.opponentSide = { span: Number(span[1]) };
    } else if (icons) {
      const affiliationIcons = [...(icons[1] as string).matchAll(/\[(\w+)\]/g)].map((x) => {
        const a = MISSION_ICONS[(x[1] as string).toUpperCase()];
        return a ?? fail(id, 'an affiliation icon', x[0]);
      });
      const side = parseRequirementsPart(id, icons[2] as string, resolveName);
      const left = (icons[2] as string).slice(side.length).trim();
      if (left !== '') fail(id, "the opponent's side holds only requirements", left);
      out.opponentSide = { affiliationIcons, requirementsFormula: (icons[2] as string).trim(), requirements: side.requirements };
    } else {
      fail(id, "the opponent's side of a mission (its icons and requirements, or its span)", inner);
    }
    return out;
  }
  if (isSentence(rest)) {
    out.hasText = true;
    return out;
  }
  return fail(id, 'requirements joined by "+" and "OR", then possibly game text', rest);
}

// ---------------------------------------------------------------------------------------------
// Slugs

/** A card name as a slug: lowercase, apostrophes, quotes and full stops dropped, other runs of non-letters a hyphen. */
export function slugify(name: string): string {
  const s = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/['\u2019".]/g, '').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (s === '') throw new CardImportError(`the name "${name}" gives an empty slug`);
  return s;
}

export interface SlugCollision { blueprintId: string; plainSlug: string; slug: string }

/**
 * Gives each card a unique slug, in the order given (sets in their order, then blueprint id): the first
 * card with a plain slug keeps it; a later one gets its blueprint id appended ("wormhole-103-045").
 */
export function assignSlugs(cards: readonly { blueprintId: string; name: string }[]): { slugs: Map<string, string>; collisions: SlugCollision[] } {
  const taken = new Set<string>();
  const slugs = new Map<string, string>();
  const collisions: SlugCollision[] = [];
  for (const c of cards) {
    const plain = slugify(c.name);
    let slug = plain;
    if (taken.has(plain)) {
      slug = `${plain}-${c.blueprintId.replace('_', '-')}`;
      collisions.push({ blueprintId: c.blueprintId, plainSlug: plain, slug });
      if (taken.has(slug)) throw new CardImportError(`${c.blueprintId}: the slug ${slug} is taken too`);
    }
    if (slugs.has(c.blueprintId)) throw new CardImportError(`${c.blueprintId}: blueprint id given twice`);
    taken.add(slug);
    slugs.set(c.blueprintId, slug);
  }
  return { slugs, collisions };
}

// ---------------------------------------------------------------------------------------------
// Input schemas

const Printed = z.union([z.number().int(), z.string().min(1)]);
const inBase = {
  blueprintId: z.string().regex(/^\d{3}_\d{3}$/),
  name: z.string().min(1),
  rarity: z.string().min(1),
  universal: z.boolean(),
  sources: z.array(z.string().min(1)).min(1),
  characteristics: z.array(z.string().min(1)).optional(),
  icons: z.array(z.string().min(1)).optional(),
  requires: z.array(z.string().min(1)).optional(),
  relatedNames: z.array(z.string().min(1)).optional(),
  referenceText: z.string().min(1).optional(),
  otherWording: z.string().min(1).optional(),
};
const Where = z.enum(['planet', 'space', 'dual']);
export const SetCardIn = z.discriminatedUnion('type', [
  z.strictObject({
    ...inBase, type: z.literal('personnel'), affiliation: z.string(), class: z.string(), integrity: z.number().int(),
    cunning: z.number().int(), strength: z.number().int(), persona: z.string().optional(), skillBox: z.string().min(1),
    reports: z.string().optional(), command: z.string().optional(),
  }),
  z.strictObject({
    ...inBase, type: z.literal('ship'), affiliation: z.string(), class: z.string(), range: Printed, weapons: Printed,
    shields: Printed, staffing: z.array(z.string().min(1)).optional(), command: z.string().optional(),
  }),
  z.strictObject({ ...inBase, type: z.literal('facility'), affiliation: z.string(), class: z.string(), shields: z.number().int() }),
  z.strictObject({
    ...inBase, type: z.literal('mission'), where: Where, affiliation: z.string(), points: Printed, quadrant: z.string(),
    span: Printed, requirementsFormula: z.string().min(1), region: z.string().optional(),
  }),
  z.strictObject({ ...inBase, type: z.literal('dilemma'), where: Where, points: Printed.optional() }),
  z.strictObject({ ...inBase, type: z.literal('interrupt'), points: Printed.optional() }),
  z.strictObject({ ...inBase, type: z.literal('artifact'), points: Printed.optional() }),
  z.strictObject({ ...inBase, type: z.literal('equipment') }),
  z.strictObject({ ...inBase, type: z.literal('event') }),
  z.strictObject({ ...inBase, type: z.literal('doorway') }),
]);
export type SetCardIn = z.infer<typeof SetCardIn>;
const SetFileIn = z.strictObject({
  meta: z.looseObject({ cards: z.number().int(), cardsPerType: z.record(z.string(), z.number().int()) }),
  cards: z.array(SetCardIn),
});

const AffiliationIn = z.enum(['federation', 'klingon', 'romulan', 'non-aligned']);
const SkillIn = z.strictObject({ skill: z.string().min(1), level: z.number().int().positive() });
const IntroMissionIn = z.looseObject({
  id: z.string(), name: z.string().min(1), type: z.literal('mission'), trekccBlueprintId: z.string().regex(/^106_\d{3}$/),
  originalSetCode: z.literal('106'), rarityInOriginalSet: z.string().min(1), unique: z.boolean(), universal: z.boolean(),
  affiliationIcons: z.array(AffiliationIn).min(1), location: z.string().min(1), quadrant: z.string().min(1),
  region: z.string().nullable(), missionType: Where, span: z.number().int().positive(), points: z.number().int().nonnegative(),
  requirementsFormula: z.string().min(1), requirements: z.unknown(), effectSummary: z.string().min(1),
  characteristics: z.array(z.string()).optional(),
});
const IntroFileIn = z.looseObject({ cards: z.array(z.looseObject({ id: z.string(), name: z.string(), type: z.string(), trekccBlueprintId: z.string(), originalSetCode: z.string() })) });
const PremiumIn = z.looseObject({
  id: z.string(), name: z.string().min(1), type: z.enum(['personnel', 'interrupt']), trekccBlueprintId: z.string().regex(/^106_\d{3}$/),
  originalSetCode: z.literal('106'), rarityInOriginalSet: z.string().min(1), unique: z.boolean(), universal: z.boolean().nullable(),
  icons: z.array(z.string()), characteristics: z.array(z.string()), effectSummary: z.string().min(1),
  affiliation: AffiliationIn.nullable(), classification: z.string().optional(), skills: z.array(SkillIn).optional(),
  allSkillsIncludingClassification: z.array(SkillIn).optional(), integrity: z.number().int().optional(),
  cunning: z.number().int().optional(), strength: z.number().int().optional(), species: z.string().nullable().optional(),
  gender: z.enum(['male', 'female']).nullable().optional(), persona: z.array(z.string()).nullable(),
  reportsTo: z.string().optional(), matchingCommanderOf: z.array(z.string()).optional(), loreBoldNames: z.array(z.string()).optional(),
});
const ShowcaseFileIn = z.looseObject({
  groups: z.looseObject({ premiumsIn2pgBox: z.array(z.string()).min(1) }),
  cards: z.array(z.looseObject({ id: z.string(), name: z.string(), type: z.string() })),
});

function validate<T>(schema: z.ZodType<T>, raw: unknown, label: string): T {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issues = r.error.issues.slice(0, 10).map((i) => {
    const at = i.path.length >= 2 && i.path[0] === 'cards' ? cardLabel(raw, Number(i.path[1])) : '';
    return `${at}${i.path.join('.')}: ${i.message}`;
  });
  throw new CardImportError(`${label}: ${issues.join('; ')}`);
}
function cardLabel(raw: unknown, index: number): string {
  const cards = (raw as { cards?: unknown[] } | null)?.cards;
  const c = Array.isArray(cards) ? (cards[index] as Record<string, unknown> | undefined) : undefined;
  const id = c?.blueprintId ?? c?.trekccBlueprintId ?? c?.id;
  return typeof id === 'string' ? `[${id}] ` : '';
}

// ---------------------------------------------------------------------------------------------
// Conversion

function affiliationsOf(id: string, text: string): Affiliation[] {
  return text.split('/').map((w) => AFFILIATION_WORDS[w.trim()] ?? fail(id, 'an affiliation', w));
}
function iconsOf(id: string, codes: readonly string[] | undefined): string[] {
  return (codes ?? []).map((c) => ICONS[c] ?? fail(id, 'an icon code', c));
}
function genderOf(id: string, characteristics: readonly string[]): 'male' | 'female' | null {
  const male = characteristics.includes('Male');
  const female = characteristics.includes('Female');
  if (male && female) fail(id, 'one gender', 'Male and Female');
  return male ? 'male' : female ? 'female' : null;
}
/** The database gives the card a wording (which is never stored). */
const hasWording = (c: SetCardIn): boolean => c.referenceText !== undefined || c.otherWording !== undefined;

interface Notes {
  specialText: string[];
  skillsByAffiliation: string[];
  downloads: string[];
  missionText: string[];
  namedCards: string[];
  otherWordingDiffers: string[];
  shipText: string[];
}

/** A card before its slug is chosen. */
type WithoutSlug<T> = T extends unknown ? Omit<T, 'slug'> : never;
type Draft = WithoutSlug<Blueprint>;

function commonOf(c: SetCardIn, set: SetKey): Pick<Blueprint, 'blueprintId' | 'name' | 'set' | 'rarity' | 'universal' | 'characteristics' | 'icons' | 'requires'> {
  return {
    blueprintId: c.blueprintId, name: tidy(c.name), set, rarity: c.rarity, universal: c.universal,
    characteristics: [...(c.characteristics ?? [])], icons: iconsOf(c.blueprintId, c.icons), requires: [...(c.requires ?? [])],
  };
}

function convertSetCard(c: SetCardIn, set: SetKey, resolveName: ResolveName, notes: Notes): Draft {
  const id = c.blueprintId;
  const base = commonOf(c, set);
  switch (c.type) {
    case 'personnel': {
      const affiliations = affiliationsOf(id, c.affiliation);
      const box = parseSkillBox(c.skillBox, { blueprintId: id, classification: c.class, affiliations });
      if (c.otherWording !== undefined) {
        // For a personnel the other wording is another version of the skill box: parse it to compare.
        const other = parseSkillBox(c.otherWording, { blueprintId: id, classification: c.class, affiliations });
        if (JSON.stringify(other) !== JSON.stringify(box)) notes.otherWordingDiffers.push(`${id} ${c.name}: the other source's skill box gives ${describeSkills(other.skills)} (stored: ${describeSkills(box.skills)})`);
      }
      if (box.specialText) notes.specialText.push(id);
      if (box.skillsByAffiliation.length) notes.skillsByAffiliation.push(id);
      if (box.downloads.length) notes.downloads.push(id);
      return {
        ...base, type: 'personnel', unique: !c.universal, affiliation: affiliations[0] as Affiliation, affiliations,
        classification: box.classification, skills: box.skills, skillsByAffiliation: box.skillsByAffiliation,
        downloads: box.downloads, specialText: box.specialText, integrity: c.integrity, cunning: c.cunning, strength: c.strength,
        gender: genderOf(id, base.characteristics), species: null, persona: c.persona ?? null, reportsTo: c.reports ?? null,
        matchingShips: c.command ? c.command.split(';').map(tidy).filter(Boolean) : [], relatedNames: [...(c.relatedNames ?? [])],
        hasText: box.specialText || box.downloads.length > 0 || box.skillsByAffiliation.length > 0,
      };
    }
    case 'ship': {
      const affiliations = affiliationsOf(id, c.affiliation);
      const staffing: string[] = [];
      const staffingSkills: SkillLevel[] = [];
      for (const s of c.staffing ?? []) {
        const skill = new RegExp(`^(${byLength(SKILLS)}) x ?(\\d+)$`).exec(s);
        if (skill) addSkill(staffingSkills, skill[1] as string, Number(skill[2]));
        else staffing.push(ICONS[s] ?? fail(id, 'a staffing icon or skill', s));
      }
      const specialEquipment = base.characteristics.filter((x) => SPECIAL_EQUIPMENT.includes(x));
      // A ship's database text lists its special equipment; anything more is game text.
      let text = c.referenceText ?? '';
      for (const e of SPECIAL_EQUIPMENT) {
        if (text.includes(e) && !specialEquipment.includes(e)) fail(id, `special equipment ${e} named but not a characteristic`, e);
        text = text.split(e).join(' ');
      }
      const hasText = text.replace(/[\s,.;]+/g, '') !== '' || c.otherWording !== undefined;
      if (hasText) notes.shipText.push(id);
      return {
        ...base, type: 'ship', unique: !c.universal, affiliation: affiliations[0] as Affiliation, affiliations, class: c.class,
        range: c.range, weapons: c.weapons, shields: c.shields, staffing, staffingSkills,
        noStaffingRequirement: base.characteristics.includes(NO_STAFFING), specialEquipment,
        matchingCommander: c.command ?? null,
        characteristics: base.characteristics.filter((x) => !SPECIAL_EQUIPMENT.includes(x) && x !== NO_STAFFING),
        hasText,
      };
    }
    case 'facility': {
      const kind = /^Outpost$/.exec(c.class) ? 'outpost' : fail(id, 'a facility class', c.class);
      const affiliation = c.affiliation === 'Neutral' ? 'neutral' : (affiliationsOf(id, c.affiliation)[0] as Affiliation);
      return { ...base, type: 'facility', unique: !c.universal, affiliation, facilityKind: kind, shields: c.shields, hasText: hasWording(c) };
    }
    case 'mission': {
      const icons = [...c.affiliation.matchAll(/\[(\w+)\]/g)].map((x) => MISSION_ICONS[(x[1] as string).toUpperCase()] ?? fail(id, 'a mission icon', x[0]));
      if (c.affiliation.replace(/\[\w+\]/g, '').trim() !== '') fail(id, 'mission affiliation icons', c.affiliation);
      const f = parseRequirementsFormula(c.requirementsFormula, { blueprintId: id, resolveName });
      if (c.otherWording !== undefined) {
        // For a mission the other wording is the other source's requirement notation: it must mean the same.
        const other = parseRequirementsFormula(c.otherWording, { blueprintId: id, resolveName });
        if (JSON.stringify(other.requirements) !== JSON.stringify(f.requirements) || JSON.stringify(other.opponentSide?.requirements) !== JSON.stringify(f.opponentSide?.requirements)) {
          notes.otherWordingDiffers.push(`${id} ${c.name}: the other source's requirements differ`);
        }
      }
      const named = f.requirements.anyOf.flatMap((a) => a.allOf).filter((x) => 'personnelNamed' in x || 'equipmentNamed' in x || 'artifactNamed' in x);
      for (const n of named) notes.namedCards.push(`${id} ${c.name}: ${JSON.stringify(n)}`);
      if (f.hasText) notes.missionText.push(id);
      return {
        ...base, type: 'mission', unique: !c.universal, affiliationIcons: icons, missionType: c.where, quadrant: c.quadrant.toLowerCase(),
        region: c.region ?? null, location: null, span: c.span, points: c.points, requirementsFormula: f.requirementsFormula,
        requirements: f.requirements, opponentSide: f.opponentSide, hasText: f.hasText,
      };
    }
    case 'dilemma':
      return { ...base, type: 'dilemma', dilemmaType: c.where, bonusPoints: c.points ?? null, hasText: hasWording(c) };
    case 'interrupt':
      return { ...base, type: 'interrupt', bonusPoints: c.points ?? null, hasText: hasWording(c) };
    case 'artifact':
      return { ...base, type: 'artifact', bonusPoints: c.points ?? null, hasText: hasWording(c) };
    case 'equipment':
    case 'event':
    case 'doorway':
      return { ...base, type: c.type, hasText: hasWording(c) };
  }
}

function describeSkills(list: readonly SkillLevel[]): string {
  return list.map((s) => (s.level > 1 ? `${s.skill} x${s.level}` : s.skill)).join(', ');
}

/** The research files' paraphrase says so when a card has no game text. */
const NO_TEXT = /no special game text/i;

function convertIntroMission(m: z.infer<typeof IntroMissionIn>, resolveName: ResolveName): Draft {
  const id = m.trekccBlueprintId;
  const f = parseRequirementsFormula(m.requirementsFormula, { blueprintId: id, resolveName });
  if (JSON.stringify(f.requirements) !== JSON.stringify(m.requirements)) {
    fail(id, `the formula parses to ${JSON.stringify(f.requirements)}, not to the research file's requirements`, JSON.stringify(m.requirements));
  }
  if (f.hasText || f.opponentSide) fail(id, 'an intro mission with text in its formula', m.requirementsFormula);
  return {
    blueprintId: id, name: m.name, set: 'intro-2pg', rarity: m.rarityInOriginalSet, universal: m.universal,
    characteristics: [...(m.characteristics ?? [])], icons: [], requires: [], type: 'mission', unique: m.unique,
    affiliationIcons: [...m.affiliationIcons], missionType: m.missionType, quadrant: m.quadrant, region: m.region,
    location: m.location, span: m.span, points: m.points, requirementsFormula: f.requirementsFormula, requirements: f.requirements,
    opponentSide: null, hasText: !NO_TEXT.test(m.effectSummary),
  };
}

function convertPremium(p: z.infer<typeof PremiumIn>): Draft {
  const id = p.trekccBlueprintId;
  const icons = p.icons.map((i) => (ICON_NAMES.has(i) ? i : fail(id, 'an icon name', i)));
  const common = {
    blueprintId: id, name: p.name, set: 'intro-2pg' as const, rarity: p.rarityInOriginalSet, universal: p.universal,
    characteristics: [...p.characteristics], icons, requires: [], hasText: !NO_TEXT.test(p.effectSummary),
  };
  if (p.type === 'interrupt') return { ...common, type: 'interrupt', bonusPoints: null };
  if (!p.affiliation || !p.classification || !p.skills || !p.allSkillsIncludingClassification) fail(id, 'a personnel with affiliation, classification and skills', p.name);
  if (p.integrity === undefined || p.cunning === undefined || p.strength === undefined) fail(id, 'a personnel with attributes', p.name);
  const skills: SkillLevel[] = [{ skill: p.classification, level: 1 }];
  for (const s of p.skills) addSkill(skills, s.skill, s.level);
  if (JSON.stringify(skills) !== JSON.stringify(p.allSkillsIncludingClassification)) {
    fail(id, 'skills that agree with allSkillsIncludingClassification', JSON.stringify(p.allSkillsIncludingClassification));
  }
  if ((p.persona ?? []).length > 1) fail(id, 'one persona', JSON.stringify(p.persona));
  return {
    ...common, type: 'personnel', unique: p.unique, affiliation: p.affiliation, affiliations: [p.affiliation],
    classification: p.classification, skills, skillsByAffiliation: [], downloads: [],
    // A personnel's game text is in its skill box.
    specialText: common.hasText, integrity: p.integrity, cunning: p.cunning, strength: p.strength,
    gender: p.gender ?? null, species: p.species ?? null, persona: p.persona?.[0] ?? null, reportsTo: p.reportsTo ?? null,
    matchingShips: [...(p.matchingCommanderOf ?? [])], relatedNames: [...(p.loreBoldNames ?? [])],
  };
}

// ---------------------------------------------------------------------------------------------
// Output

/** Keys of a generated file, then of everything in it (cards, skills, clauses), in this order; others after, alphabetically. */
const FILE_KEY_ORDER = ['format', 'set', 'setCode', 'source', 'cardCount', 'cardsPerType', 'slugCollisions', 'cards'];
const KEY_ORDER = [
  'blueprintId', 'slug', 'plainSlug', 'name', 'type', 'set', 'rarity', 'universal', 'unique',
  'affiliation', 'affiliations', 'affiliationIcons', 'classification', 'skills', 'skillsByAffiliation', 'downloads', 'specialText',
  'integrity', 'cunning', 'strength', 'class', 'facilityKind', 'range', 'weapons', 'shields', 'staffing', 'staffingSkills',
  'noStaffingRequirement', 'specialEquipment', 'matchingCommander', 'missionType', 'dilemmaType', 'quadrant', 'region', 'location',
  'span', 'points', 'bonusPoints', 'requirementsFormula', 'requirements', 'opponentSide', 'gender', 'species', 'persona',
  'reportsTo', 'matchingShips', 'relatedNames', 'characteristics', 'icons', 'requires', 'hasText',
  'anyOf', 'allOf', 'skill', 'level', 'count', 'attribute', 'amount', 'attributeModifiers', 'greaterThan', 'lessThan',
  'greaterThanPerPersonnel', 'minPersonnel', 'attributeSum', 'contributors', 'personnelWithIcon', 'skillAcrossAffiliations',
  'personnelNamed', 'equipmentNamed', 'present', 'artifactNamed', 'characteristic',
];
const rank = (order: readonly string[], k: string): number => {
  const i = order.indexOf(k);
  return i < 0 ? order.length : i;
};
/** A copy with every object's keys in the fixed order (unlisted keys after, alphabetically). */
export function ordered(v: unknown, top = true): unknown {
  if (Array.isArray(v)) return v.map((x) => ordered(x, false));
  if (v && typeof v === 'object') {
    const order = top ? FILE_KEY_ORDER : KEY_ORDER;
    const keys = Object.keys(v).sort((a, b) => rank(order, a) - rank(order, b) || (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(keys.map((k) => [k, ordered((v as Record<string, unknown>)[k], false)]));
  }
  return v;
}
export const toJson = (v: unknown): string => `${JSON.stringify(ordered(v), null, 1)}\n`;

export interface ImportResult {
  /** Files to write: path relative to the repository root, and its exact text. */
  outputs: { path: string; text: string }[];
  report: string[];
  counts: Record<SetKey, number>;
  notes: Notes;
  collisions: SlugCollision[];
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Reads the four research files and builds every output in memory (writes nothing). */
export function buildAll(shared: string = DEFAULT_SHARED): ImportResult {
  const sets: { key: SetKey; code: string; file: string }[] = [
    { key: 'premiere', code: '101', file: 'cards/sets/premiere.json' },
    { key: 'alternate-universe', code: '103', file: 'cards/sets/alternate-universe.json' },
  ];
  const setFiles = sets.map((s) => {
    const raw = readJson(join(shared, s.file));
    const f = validate(SetFileIn, raw, s.file);
    if (f.meta.cards !== f.cards.length) throw new CardImportError(`${s.file}: meta says ${f.meta.cards} cards, the file holds ${f.cards.length}`);
    const per: Record<string, number> = {};
    for (const c of f.cards) {
      if (!c.blueprintId.startsWith(`${s.code}_`)) throw new CardImportError(`${s.file}: ${c.blueprintId} is not of set ${s.code}`);
      per[c.type] = (per[c.type] ?? 0) + 1;
    }
    for (const t of new Set([...Object.keys(f.meta.cardsPerType), ...Object.keys(per)])) {
      if (f.meta.cardsPerType[t] !== per[t]) throw new CardImportError(`${s.file}: meta says ${f.meta.cardsPerType[t] ?? 0} ${t} cards, the file holds ${per[t] ?? 0}`);
    }
    return { ...s, cards: [...f.cards].sort((a, b) => (a.blueprintId < b.blueprintId ? -1 : 1)) };
  });
  const introRaw = validate(IntroFileIn, readJson(join(shared, 'cards/intro-2pg.json')), 'cards/intro-2pg.json');
  const introMissions = introRaw.cards.filter((c) => c.originalSetCode === '106').map((c) => validate(IntroMissionIn, c, `cards/intro-2pg.json [${c.trekccBlueprintId}]`));
  const showcaseRaw = validate(ShowcaseFileIn, readJson(join(shared, 'cards/persona-showcase.json')), 'cards/persona-showcase.json');
  const premiums = showcaseRaw.groups.premiumsIn2pgBox.map((pid) => {
    const c = showcaseRaw.cards.find((x) => x.id === pid);
    if (!c) throw new CardImportError(`cards/persona-showcase.json: premium ${pid} is not among the cards`);
    return validate(PremiumIn, c, `cards/persona-showcase.json [${pid}]`);
  });

  // Names a formula may give in braces: every card of the four files (and the few from later sets).
  const kinds = new Map<string, Set<string>>();
  const note = (name: string, kind: string): void => {
    const s = kinds.get(name) ?? new Set<string>();
    s.add(kind);
    kinds.set(name, s);
  };
  for (const s of setFiles) {
    for (const c of s.cards) {
      const usedAsEquipment = c.type === 'artifact' && (c.characteristics ?? []).includes('Equipment-artifacts');
      note(tidy(c.name), usedAsEquipment ? 'equipment' : c.type);
    }
  }
  for (const c of [...introRaw.cards, ...showcaseRaw.cards]) note(tidy(c.name), c.type);
  const resolveName: ResolveName = (name) => {
    const k = kinds.get(name);
    if (!k) return EXTERNAL_NAMES[name];
    if (k.size !== 1) throw new CardImportError(`the name "${name}" is a card of several types (${[...k].join(', ')})`);
    const only = [...k][0];
    return only === 'personnel' || only === 'equipment' || only === 'artifact' ? only : undefined;
  };

  const notes: Notes = { specialText: [], skillsByAffiliation: [], downloads: [], missionText: [], namedCards: [], otherWordingDiffers: [], shipText: [] };
  const drafts = new Map<SetKey, Draft[]>();
  for (const s of setFiles) drafts.set(s.key, s.cards.map((c) => convertSetCard(c, s.key, resolveName, notes)));
  const intro = [...introMissions.map((m) => convertIntroMission(m, resolveName)), ...premiums.map(convertPremium)]
    .sort((a, b) => (a.blueprintId < b.blueprintId ? -1 : 1));
  drafts.set('intro-2pg', intro);

  const order: SetKey[] = ['premiere', 'alternate-universe', 'intro-2pg'];
  const everything = order.flatMap((k) => drafts.get(k) ?? []);
  const { slugs, collisions } = assignSlugs(everything);

  const sources: Record<SetKey, string[]> = {
    premiere: ['shared/cards/sets/premiere.json'],
    'alternate-universe': ['shared/cards/sets/alternate-universe.json'],
    'intro-2pg': ['shared/cards/intro-2pg.json', 'shared/cards/persona-showcase.json'],
  };
  const codes: Record<SetKey, string> = { premiere: '101', 'alternate-universe': '103', 'intro-2pg': '106' };
  const counts = { premiere: 0, 'alternate-universe': 0, 'intro-2pg': 0 } as Record<SetKey, number>;
  const outputs: ImportResult['outputs'] = [];
  for (const key of order) {
    const cards = (drafts.get(key) ?? []).map((d) => ({ ...d, slug: slugs.get(d.blueprintId) as string }) as Blueprint);
    const perType: Record<string, number> = {};
    for (const c of cards) perType[c.type] = (perType[c.type] ?? 0) + 1;
    const file: BlueprintFile = {
      format: 'stccg-blueprints/1', set: key, setCode: codes[key], source: sources[key], cardCount: cards.length,
      cardsPerType: Object.fromEntries(Object.entries(perType).sort(([a], [b]) => (a < b ? -1 : 1))),
      slugCollisions: collisions.filter((x) => x.blueprintId.startsWith(`${codes[key]}_`)), cards,
    };
    counts[key] = cards.length;
    outputs.push({ path: `packages/engine/src/cards/data/${key}.json`, text: toJson(file) });
  }
  outputs.push({ path: 'packages/engine/data/intro-2pg.json', text: buildEngineIntro(shared) });

  const all = everything.length;
  const withText = everything.filter((d) => d.hasText).length;
  const report = [
    `imported ${all} cards: Premiere ${counts.premiere}, Alternate Universe ${counts['alternate-universe']}, intro set ${counts['intro-2pg']}`,
    `cards with game text (hasText, wording not stored): ${withText} of ${all}`,
    `personnel whose skill box ends in special text: ${notes.specialText.length} (${notes.specialText.join(', ')})`,
    `personnel with per-affiliation skills: ${notes.skillsByAffiliation.join(', ') || 'none'}; with downloads: ${notes.downloads.join(', ') || 'none'}`,
    `missions with game text after their requirements: ${notes.missionText.join(', ') || 'none'}`,
    `ships with game text beyond their special equipment: ${notes.shipText.join(', ') || 'none'}`,
    `named cards in requirements: ${notes.namedCards.length}`,
    ...notes.namedCards.map((n) => `  ${n}`),
    `other wordings that differ in facts: ${notes.otherWordingDiffers.length}`,
    ...notes.otherWordingDiffers.map((n) => `  ${n}`),
    `slug collisions: ${collisions.length ? collisions.map((x) => `${x.blueprintId} ${x.plainSlug} -> ${x.slug}`).join('; ') : 'none'}`,
  ];
  return { outputs, report, counts, notes, collisions };
}

// ---------------------------------------------------------------------------------------------
// The engine's intro deck file (packages/engine/data/intro-2pg.json), built as it always was.

/** The engine's current intro facts and decks (facts.ts loads them); its output is unchanged by this importer. */
export function buildEngineIntro(shared: string = DEFAULT_SHARED): string {
  const src = readJson(join(shared, 'cards/intro-2pg.json')) as {
    decks: Record<string, { id: string; count: number; pile: string }[]>;
    cards: Record<string, unknown>[];
  };
  const common = ['id', 'name', 'type', 'affiliation', 'unique', 'universal', 'characteristics'];
  const byType: Record<string, string[]> = {
    outpost: ['shields'],
    ship: ['class', 'range', 'weapons', 'shields', 'staffing', 'specialEquipment'],
    mission: ['affiliationIcons', 'location', 'quadrant', 'missionType', 'span', 'points', 'requirementsFormula', 'requirements'],
    personnel: ['icons', 'classification', 'allSkillsIncludingClassification', 'integrity', 'cunning', 'strength', 'species', 'gender', 'persona'],
    dilemma: ['dilemmaType', 'appliesOnlyIf', 'overcomeRequirements', 'bonusPoints'],
    equipment: ['grantsSkill', 'attributeModifiers'],
    event: ['playsOn'],
    interrupt: ['bonusPoints'],
  };
  const cards = src.cards.map((c) => {
    const type = c.type as string;
    const out: Record<string, unknown> = {};
    for (const k of [...common, ...(byType[type] ?? [])]) {
      if (k === 'allSkillsIncludingClassification') out.skills = c[k];
      else if (k === 'persona') out.persona = c.persona ? 'Scotty' : null;
      else if (k in c) out[k] = c[k] ?? null;
    }
    if (type === 'mission' || type === 'dilemma' || type === 'event' || type === 'interrupt' || type === 'equipment') {
      if (out.affiliation === undefined) out.affiliation = null;
    }
    return out;
  });
  const decks: Record<string, { id: string; count: number; pile: string }[]> = {};
  for (const [side, list] of Object.entries(src.decks)) decks[side] = list.map((e) => ({ id: e.id, count: e.count, pile: e.pile }));
  return JSON.stringify({ format: 'stccg-card-facts/1', source: 'shared/cards/intro-2pg.json', decks, cards }, null, 1) + '\n';
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const shared = resolve(process.argv[2] ?? DEFAULT_SHARED);
  const result = buildAll(shared);
  const previous = new Map<string, string | null>();
  let changed = 0;
  for (const o of result.outputs) {
    const target = join(ROOT, o.path);
    const before = existsSync(target) ? readFileSync(target, 'utf8') : null;
    previous.set(target, before);
    if (before !== o.text) {
      writeFileSync(target, o.text);
      changed++;
    }
  }
  try {
    // The engine's loader validates what was written (schemas, counts, unique ids and slugs).
    const loader = (await import(pathToFileURL(join(ROOT, 'packages/engine/src/cards/blueprints.ts')).href)) as typeof BlueprintsModule;
    const loaded = loader.blueprintCounts();
    for (const [k, n] of Object.entries(result.counts)) {
      if (loaded[k as SetKey] !== n) throw new CardImportError(`the loader sees ${loaded[k as SetKey]} cards of ${k}, the import wrote ${n}`);
    }
  } catch (e) {
    for (const [target, before] of previous) {
      if (before === null) {
        if (existsSync(target)) unlinkSync(target);
      } else writeFileSync(target, before);
    }
    throw e;
  }
  for (const line of result.report) console.log(line);
  console.log(`${changed ? `wrote ${changed} file(s)` : 'no file changed'}: ${result.outputs.map((o) => o.path).join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof CardImportError ? `import failed: ${e.message}` : e);
    process.exit(1);
  });
}
