/**
 * Builds the engine's facts-only persona data from the research files in ../shared:
 *   ../shared/rules/personas.json          -> packages/engine/data/personas.json
 *   ../shared/cards/persona-showcase.json  -> packages/engine/data/persona-showcase.json
 *
 * Kept: names, slug ids, stats, skills, icons, persona keys, mirror/impersonation links, "any" groups,
 * copy keys, printings (release/collector facts only), universal/unique, dual-personnel halves and the
 * structured effect descriptors. Dropped: paraphrased effect summaries, notes, "why"/"via" prose, source
 * lists and verification blocks (they stay in the research files).
 *
 * Every card named by the persona table gets a slug id here: a table version that is also a showcase or
 * intro card (same printed title and same set number) reuses that card's id; every other name gets a slug
 * of its database name, made unique against all existing ids.
 *
 * Run: npx tsx scripts/import-personas.ts [path-to-shared]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Json = Record<string, unknown>;

const shared = resolve(process.argv[2] ?? '../shared');
const read = (p: string): unknown => JSON.parse(readFileSync(resolve(shared, p), 'utf8'));

interface RawVersion {
  card: string; title: string; set: string; setId: number; physical: boolean; throughTheBorg: boolean;
  versionOfPersonas?: string[]; dualPersonnelCard?: boolean; universal?: boolean; enigma?: boolean;
}
interface RawPersona {
  persona: string; kind: string; universal: boolean; versions: RawVersion[];
  anyName: string | string[] | null;
  anyMembers: { card: string; set: string; via: string; groups: string[] }[];
  anyGroups?: { anyName: string; uncertainMembers: { card: string; set: string }[] }[];
  nonVersions: { card: string; set: string; relation: string }[];
}
interface RawShowcase { meta: Json; groups: Record<string, string[]>; cards: Json[] }
interface RawIntro { cards: Json[] }

const personas = read('rules/personas.json') as RawPersona[];
const showcase = read('cards/persona-showcase.json') as RawShowcase;
const intro = read('cards/intro-2pg.json') as RawIntro;

// ---------- ids ----------
function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’"]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const usedIds = new Set<string>();
/** (printed title, set number) -> card ids (two colour printings of one card share a key). */
const byTitleAndSet = new Map<string, string[]>();
const keyOf = (title: string, setId: number | string) => `${title}|${String(setId)}`;
for (const c of [...showcase.cards, ...intro.cards]) {
  const id = c.id as string;
  usedIds.add(id);
  const k = keyOf(c.name as string, c.originalSetCode as string);
  const list = byTitleAndSet.get(k) ?? [];
  if (!list.includes(id)) list.push(id);
  byTitleAndSet.set(k, list);
}

/** database card name -> id, for names the table mentions. */
const tableIds = new Map<string, string>();
const setIdOfTableName = new Map<string, number>();
for (const p of personas) for (const v of p.versions) setIdOfTableName.set(v.card, v.setId);

function idForTableName(card: string, title: string | null, setId: number | null): string {
  const known = tableIds.get(card);
  if (known) return known;
  let id: string | undefined;
  if (title !== null && setId !== null) id = byTitleAndSet.get(keyOf(title, setId))?.[0];
  if (!id && title === null) {
    // A showcase card that is not a version of any table persona (mirror, impersonator, separate
    // persona) is matched by its name when exactly one showcase card bears that name.
    const same = showcase.cards.filter((c) => c.name === card || c.databaseName === card);
    if (same.length === 1) id = same[0]!.id as string;
  }
  if (!id) {
    const base = slug(card);
    id = base;
    for (let n = 2; usedIds.has(id); n++) id = `${base}-${n}`;
    usedIds.add(id);
  }
  tableIds.set(card, id);
  return id;
}

// Versions first (they carry title and set number), then the other names.
for (const p of personas) for (const v of p.versions) idForTableName(v.card, v.title, v.setId);

function relationOfVia(via: string): { relation: string; of: string | null } {
  let m = /^version of (.+)$/.exec(via);
  if (m) return { relation: 'version', of: m[1]! };
  m = /^mirror counterpart of (.+)$/.exec(via);
  if (m) return { relation: 'mirror', of: m[1]! };
  if (via.startsWith('represents the same character')) return { relation: 'same-character', of: null };
  if (via.startsWith('explicitly ruled')) return { relation: 'ruled-member', of: null };
  throw new Error(`unrecognised anyMembers.via: ${via}`);
}

const relationNames: Record<string, string> = {
  'mirror counterpart': 'mirror',
  impersonator: 'impersonator',
  'separate persona': 'separate',
};

const outPersonas = personas.map((p) => ({
  persona: p.persona,
  kind: p.kind,
  universal: p.universal,
  anyNames: p.anyName === null ? [] : Array.isArray(p.anyName) ? p.anyName : [p.anyName],
  versions: p.versions.map((v) => ({
    id: idForTableName(v.card, v.title, v.setId),
    card: v.card,
    title: v.title,
    set: v.set,
    setId: v.setId,
    physical: v.physical,
    ...(v.versionOfPersonas ? { personas: v.versionOfPersonas } : {}),
    ...(v.dualPersonnelCard ? { dualPersonnel: true } : {}),
    ...(v.universal !== undefined ? { universal: v.universal } : {}),
    ...(v.enigma ? { enigma: true } : {}),
  })),
  nonVersions: p.nonVersions.map((n) => {
    const relation = relationNames[n.relation];
    if (!relation) throw new Error(`unrecognised nonVersions.relation: ${n.relation}`);
    return { id: idForTableName(n.card, null, null), card: n.card, set: n.set, relation };
  }),
  anyMembers: p.anyMembers.map((m) => ({
    id: idForTableName(m.card, null, null),
    card: m.card,
    set: m.set,
    ...relationOfVia(m.via),
    groups: m.groups,
  })),
  uncertainAnyMembers: (p.anyGroups ?? []).flatMap((g) =>
    g.uncertainMembers.map((u) => ({ group: g.anyName, id: idForTableName(u.card, null, null), card: u.card, set: u.set })),
  ),
}));

// ---------- showcase cards ----------
const keep = [
  'id', 'name', 'databaseName', 'type', 'originalSet', 'originalSetCode', 'trekccBlueprintId', 'newIn2pg',
  'affiliation', 'affiliations', 'unique', 'universal', 'quadrant', 'icons', 'infiltrationIcon', 'classification',
  'classificationChosenOnReport', 'skills', 'allSkillsIncludingClassification', 'integrity', 'cunning', 'strength',
  'integrityPrinted', 'cunningPrinted', 'strengthPrinted', 'species', 'gender', 'characteristics', 'halves',
  'persona', 'mirrorOf', 'impersonates', 'anyGroups', 'anyGroupsUncertain', 'anyGroupsExcluded', 'referencesAnyGroups',
  'copyKey', 'printing', 'printings', 'loreBoldNames', 'referencesCardsByTitle', 'reportsTo', 'matchingCommander',
  'matchingCommanderOf', 'staffingAlternativeNamed', 'dilemmaType', 'class', 'range', 'weapons', 'shields', 'staffing',
  'specialEquipment', 'pointBox', 'qCard', 'structuredEffect',
];

const warnings: string[] = [];
const cards = showcase.cards.map((c) => {
  const out: Json = {};
  for (const k of keep) {
    if (!(k in c)) continue;
    const v = c[k];
    if (k === 'originalSet') out.set = v;
    else if (k === 'originalSetCode') out.setCode = v;
    else if (k === 'persona') out.personas = v;
    else if (k === 'printing') {
      const pr = v as Json | null;
      out.printing = pr ? { affiliationColourOrder: pr.affiliationColourOrder } : null;
    } else if (k === 'printings') {
      out.printings = (v as Json[]).map((p) => ({
        release: p.release, collectorInfo: p.collectorInfo, affiliationAsListed: p.affiliationAsListed,
      }));
    } else if (k === 'halves') {
      out.halves = v === null ? null : (v as Json[]).map((h) => {
        const { hasSpecialText: _drop, ...rest } = h;
        return rest;
      });
    } else if (k === 'anyGroupsExcluded' && Array.isArray(v)) {
      // The research file lists a few groups as both members and exclusions; its "corrections" note says
      // the membership wins (the article: "any" reaches every card representing the character).
      const members = (c.anyGroups as string[] | undefined) ?? [];
      const cleaned = (v as string[]).filter((g) => !members.includes(g));
      if (cleaned.length !== v.length) warnings.push(`${String(c.id)}: dropped anyGroupsExcluded entries that are also anyGroups`);
      out.anyGroupsExcluded = cleaned;
    } else out[k] = v;
  }
  return out;
});

// Cross-check: showcase cards joined to the table must agree on persona keys.
for (const p of outPersonas) {
  for (const v of p.versions) {
    const card = cards.find((c) => c.id === v.id);
    if (!card) continue;
    const keys = (card.personas as string[] | null) ?? [];
    const tableKeys = v.personas ?? [p.persona];
    const universal = card.universal === true;
    if (!universal && !tableKeys.every((k) => keys.includes(k))) {
      warnings.push(`${v.id}: showcase personas ${JSON.stringify(keys)} vs table ${JSON.stringify(tableKeys)}`);
    }
  }
}

const personasOut = { format: 'stccg-persona-facts/1', source: 'shared/rules/personas.json', personas: outPersonas };
const showcaseOut = {
  format: 'stccg-card-facts/1',
  source: 'shared/cards/persona-showcase.json',
  groups: showcase.groups,
  cards,
};

const dataDir = resolve('packages/engine/data');
writeFileSync(resolve(dataDir, 'personas.json'), JSON.stringify(personasOut, null, 1) + '\n');
writeFileSync(resolve(dataDir, 'persona-showcase.json'), JSON.stringify(showcaseOut, null, 1) + '\n');
for (const w of warnings) console.warn(`warning: ${w}`);
console.log(`wrote ${outPersonas.length} personas and ${cards.length} showcase cards to ${dataDir}`);
