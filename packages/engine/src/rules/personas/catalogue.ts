/**
 * The persona catalogue: every card the persona rules know, keyed by slug id, with the persona facts of
 * each one merged from the three data files.
 *
 *  - showcase cards: full facts, persona keys as recorded;
 *  - intro deck cards: a unique personnel or ship is the only version of a persona named by its title;
 *    a universal card has no persona; "any" groups come from characteristics spelled "any X";
 *  - every other card the persona table names (later versions, mirror counterparts, impersonators,
 *    separate look-alikes): persona facts only, no game text.
 */
import type { IntroFile, PersonaTableFile, ShowcaseFile, TablePersona } from './schema.ts';
import { PersonaDataError } from './schema.ts';

export type FactsSource = 'showcase' | 'intro' | 'persona-table' | 'card-data';

export interface PersonaCard {
  id: string;
  name: string;
  /** Other exact names the card is known by (the card database's name with a set suffix). */
  aliases: string[];
  type: string;
  set: string | null;
  source: FactsSource;
  unique: boolean;
  universal: boolean;
  /** Persona keys this card is a version of (empty for universal cards and cards without personas). */
  personas: string[];
  mirrorOf: string | null;
  impersonates: string | null;
  anyGroups: string[];
  uncertainAnyGroups: string[];
  /** Equal for copies: the same card (same title, same game text) in another printing. */
  copyKey: string;
  icons: string[];
  dualPersonnel: boolean;
  affiliations: string[];
  /** Species, per personnel half for dual-personnel cards. */
  species: string[];
  characteristics: string[];
  /** True when the card's only persona key is its own title because no data links it to another persona. */
  personaFromOwnTitle: boolean;
}

export interface AnyGroupDef {
  name: string;
  /** Personas whose characters the group names (versions of them belong to it). */
  personas: string[];
}

export interface Catalogue {
  cards: Map<string, PersonaCard>;
  personas: Map<string, TablePersona>;
  anyGroups: Map<string, AnyGroupDef>;
}

const PERSONA_TYPES = new Set(['personnel', 'ship', 'facility']);

export function hasPersonaType(type: string): boolean {
  return PERSONA_TYPES.has(type);
}

function addUnique(list: string[], items: Iterable<string>): void {
  for (const i of items) if (!list.includes(i)) list.push(i);
}

function speciesList(s: string | null | undefined): string[] {
  return s ? [s] : [];
}

export function buildCatalogue(table: PersonaTableFile, showcase: ShowcaseFile, intro: IntroFile): Catalogue {
  const cards = new Map<string, PersonaCard>();
  const personas = new Map<string, TablePersona>();
  for (const p of table.personas) {
    if (personas.has(p.persona)) throw new PersonaDataError('personas.json', `persona "${p.persona}" is listed twice`);
    personas.set(p.persona, p);
  }

  // 1. Showcase cards.
  for (const c of showcase.cards) {
    if (cards.has(c.id)) throw new PersonaDataError('persona-showcase.json', `card id "${c.id}" is listed twice`);
    const universal = c.universal === true;
    const halves = c.halves ?? null;
    cards.set(c.id, {
      id: c.id,
      name: c.name,
      aliases: c.databaseName && c.databaseName !== c.name ? [c.databaseName] : [],
      type: c.type,
      set: c.set,
      source: 'showcase',
      unique: c.unique,
      universal,
      personas: universal ? [] : [...(c.personas ?? [])],
      mirrorOf: c.mirrorOf,
      impersonates: c.impersonates,
      anyGroups: [...c.anyGroups],
      uncertainAnyGroups: [...(c.anyGroupsUncertain ?? [])],
      copyKey: c.copyKey,
      icons: [...c.icons],
      dualPersonnel: halves !== null,
      affiliations: c.affiliation ? [c.affiliation] : [...(c.affiliations ?? [])],
      species: halves ? halves.flatMap((h) => speciesList(h.species)) : speciesList(c.species),
      characteristics: [...c.characteristics],
      personaFromOwnTitle: false,
    });
  }

  // 2. Intro deck cards not already described by the showcase (Montgomery Scott is in both).
  for (const c of intro.cards) {
    if (cards.has(c.id)) continue;
    const characteristics = c.characteristics ?? [];
    const personaType = hasPersonaType(c.type);
    cards.set(c.id, {
      id: c.id,
      name: c.name,
      aliases: [],
      type: c.type,
      set: 'Introductory Two-Player Game',
      source: 'intro',
      unique: c.unique,
      universal: c.universal === true,
      personas: personaType && c.unique && c.universal !== true ? [c.name] : [],
      mirrorOf: null,
      impersonates: null,
      anyGroups: characteristics.filter((ch) => /^any /.test(ch)),
      uncertainAnyGroups: [],
      copyKey: `intro:${c.id}`,
      icons: [...(c.icons ?? [])],
      dualPersonnel: false,
      affiliations: c.affiliation === null ? [] : Array.isArray(c.affiliation) ? [...c.affiliation] : [c.affiliation],
      species: speciesList(c.species),
      characteristics: [...characteristics],
      personaFromOwnTitle: personaType && c.unique && c.universal !== true,
    });
  }

  // 3. Cards named by the persona table.
  const tableCard = (id: string, name: string, set: string, kind: string): PersonaCard => {
    let card = cards.get(id);
    if (!card) {
      card = {
        id, name, aliases: [], type: kind, set, source: 'persona-table', unique: true, universal: false,
        personas: [], mirrorOf: null, impersonates: null, anyGroups: [], uncertainAnyGroups: [],
        copyKey: `table:${id}`, icons: [], dualPersonnel: false, affiliations: [], species: [], characteristics: [],
        personaFromOwnTitle: false,
      };
      cards.set(id, card);
    }
    return card;
  };

  for (const p of table.personas) {
    for (const v of p.versions) {
      const card = tableCard(v.id, v.title, v.set, p.kind);
      if (card.source !== 'persona-table') continue;
      if (v.card !== v.title) addUnique(card.aliases, [v.card]);
      const universal = v.universal ?? p.universal;
      card.universal = universal;
      card.unique = !universal;
      if (!universal) addUnique(card.personas, v.personas ?? [p.persona]);
      if (v.dualPersonnel) card.dualPersonnel = true;
    }
  }
  for (const p of table.personas) {
    for (const n of p.nonVersions) {
      const card = tableCard(n.id, n.card, n.set, p.kind);
      if (card.source !== 'persona-table') continue;
      if (n.relation === 'mirror') card.mirrorOf ??= p.persona;
      if (n.relation === 'impersonator') card.impersonates ??= p.persona;
    }
    for (const m of p.anyMembers) {
      const card = tableCard(m.id, m.card, m.set, p.kind);
      addUnique(card.anyGroups, m.groups);
      if (card.source === 'persona-table' && m.relation === 'mirror' && m.of) card.mirrorOf ??= m.of;
    }
    for (const u of p.uncertainAnyMembers) {
      const card = tableCard(u.id, u.card, u.set, p.kind);
      if (!card.anyGroups.includes(u.group)) addUnique(card.uncertainAnyGroups, [u.group]);
    }
  }
  // A card the table names only as a non-version (a mirror counterpart, an impersonator or a separate
  // look-alike) is taken to be the only version of a persona named by its own title.
  for (const card of cards.values()) {
    if (card.source === 'persona-table' && card.personas.length === 0 && !card.universal) {
      card.personas = [card.name];
      card.personaFromOwnTitle = true;
    }
  }

  // Same title, same persona: unique cards with exactly the same title are versions of the same persona
  // (Ezri Dax of Cold Front is a version of the Ezri Dax persona, as the Holodeck Adventures card is).
  const byTitle = new Map<string, PersonaCard[]>();
  for (const card of cards.values()) {
    if (card.universal || card.personas.length === 0) continue;
    const l = byTitle.get(card.name) ?? [];
    l.push(card);
    byTitle.set(card.name, l);
  }
  for (const [title, same] of byTitle) {
    if (same.length < 2) continue;
    const first = same[0]!;
    for (const other of same.slice(1)) {
      if (!other.personas.some((p) => first.personas.includes(p))) {
        throw new PersonaDataError('persona data', `${first.id} and ${other.id} are both titled "${title}" but share no persona`);
      }
    }
    const union: string[] = [];
    for (const c of same) addUnique(union, c.personas);
    for (const c of same) if (!c.dualPersonnel) c.personas = [...union];
  }

  // "Any" groups: the table's group names with the personas they are built on, plus every group a card claims.
  const anyGroups = new Map<string, AnyGroupDef>();
  for (const p of table.personas) {
    for (const g of p.anyNames) {
      const def = anyGroups.get(g) ?? { name: g, personas: [] };
      addUnique(def.personas, [p.persona]);
      anyGroups.set(g, def);
    }
  }
  for (const card of cards.values()) {
    for (const g of card.anyGroups) {
      if (!anyGroups.has(g)) anyGroups.set(g, { name: g, personas: [] });
    }
  }

  checkCatalogue(cards, anyGroups);
  return { cards, personas, anyGroups };
}

/** Consistency rules every catalogue must satisfy; a violation is a data error, not a game answer. */
export function checkCatalogue(cards: Map<string, PersonaCard>, anyGroups: Map<string, AnyGroupDef>): void {
  const byCopyKey = new Map<string, PersonaCard>();
  for (const c of cards.values()) {
    const fail = (msg: string) => {
      throw new PersonaDataError(c.source === 'persona-table' ? 'personas.json' : `${c.source} data`, `${c.id}: ${msg}`);
    };
    if (c.universal && c.personas.length > 0) fail('a universal card cannot be a version of a persona');
    if (c.universal && c.unique) fail('a card cannot be both universal and unique');
    if (c.mirrorOf && c.personas.includes(c.mirrorOf)) fail(`a mirror counterpart of ${c.mirrorOf} cannot be a version of it`);
    if (c.impersonates && c.personas.includes(c.impersonates)) fail(`an impersonator of ${c.impersonates} cannot be a version of it`);
    if (c.impersonates) {
      // An impersonator may belong to groups of its own persona, never to those of the one it imitates.
      for (const g of c.anyGroups) {
        if (anyGroups.get(g)?.personas.includes(c.impersonates)) fail(`an impersonator of ${c.impersonates} cannot count for "${g}"`);
      }
    }
    if (c.dualPersonnel && c.personas.length !== 2) fail('a dual-personnel card must be a version of exactly two personas');
    const other = byCopyKey.get(c.copyKey);
    if (other) {
      if (other.name !== c.name) fail(`shares copy key ${c.copyKey} with ${other.id} but has another name`);
      if (other.personas.join('|') !== c.personas.join('|')) fail(`copies ${other.id} and ${c.id} disagree on personas`);
    } else byCopyKey.set(c.copyKey, c);
  }
}
