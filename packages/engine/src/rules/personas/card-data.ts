/**
 * The persona facts of every Premiere and Alternate Universe personnel and ship, from the card data
 * (cards/data/*.json through cards/blueprints.ts), for the catalogue the game's persona rules read
 * (docs/RULINGS.md, "Constructed: personas"). The catalogue of personas.ts (the persona table, the
 * showcase and the intro decks' cards) is extended, never changed: a card it describes from the
 * showcase or the intro decks keeps its entry exactly, so the intro game reads the same answers.
 *
 *  - a card the base catalogue knows only from the persona table (Worf, Data, Gowron ...) gets its
 *    facts (unique, universal, icons, affiliations, characteristics) and keeps the table's personas,
 *    mirror and impersonator links and "any" groups;
 *  - a card it does not know: a unique card is a version of the persona the card data records for it
 *    (Major Rakal: Deanna Troi), else of its own title (ships, Tasha Yar - Alternate); a universal card
 *    is a version of no persona; "any" groups are its characteristics spelled "any X";
 *  - its engine id is the intro table's for a card the intro set reprints (one id for every printing:
 *    copies are the same card), else its slug; copies share the key `trekcc:<blueprint id>`.
 * Pure: builds a new catalogue from the two given.
 */
import type { Catalogue, PersonaCard } from './catalogue.ts';
import { checkCatalogue } from './catalogue.ts';
import { PersonaDataError } from './schema.ts';

/** What the persona rules need of one personnel or ship card of the card data. */
export interface CardDataPersona {
  /** The engine's card id. */
  id: string;
  blueprintId: string;
  name: string;
  type: 'personnel' | 'ship';
  /** The set's name as the persona data spells it ("Premiere", "Alternate Universe"). */
  set: string;
  unique: boolean;
  universal: boolean;
  /** The persona the card data records (personnel only; null: none recorded). */
  persona: string | null;
  icons: string[];
  affiliations: string[];
  species: string | null;
  characteristics: string[];
}

/** Characteristics that may come first on a card but name no species. */
const NOT_SPECIES = new Set(['Male', 'Female', 'Captain']);

/**
 * The species: as the card data records it apart from the characteristics, else the first
 * characteristic (where Premiere and Alternate Universe print it: "Klingon", "Klingon/Human"), unless
 * that names a gender or a rank (docs/RULINGS.md, "Constructed: personas").
 */
export function speciesOf(f: Pick<CardDataPersona, 'type' | 'species' | 'characteristics'>): string[] {
  if (f.type !== 'personnel') return [];
  if (f.species) return [f.species];
  const first = f.characteristics[0];
  return first !== undefined && !NOT_SPECIES.has(first) ? [first] : [];
}

function withFacts(base: PersonaCard, f: CardDataPersona): PersonaCard {
  return {
    ...base,
    aliases: [...base.aliases],
    personas: [...base.personas],
    anyGroups: [...base.anyGroups, ...f.characteristics.filter((c) => /^any /.test(c) && !base.anyGroups.includes(c))],
    uncertainAnyGroups: [...base.uncertainAnyGroups],
    type: f.type,
    set: f.set,
    source: 'card-data',
    icons: [...f.icons],
    affiliations: [...f.affiliations],
    species: speciesOf(f),
    characteristics: [...f.characteristics],
  };
}

function fromFacts(f: CardDataPersona): PersonaCard {
  const versioned = f.unique && !f.universal;
  const persona = f.persona ?? f.name;
  return {
    id: f.id,
    name: f.name,
    aliases: [],
    type: f.type,
    set: f.set,
    source: 'card-data',
    unique: f.unique,
    universal: f.universal,
    personas: versioned ? [persona] : [],
    mirrorOf: null,
    impersonates: null,
    anyGroups: f.characteristics.filter((c) => /^any /.test(c)),
    uncertainAnyGroups: [],
    copyKey: `trekcc:${f.blueprintId}`,
    icons: [...f.icons],
    dualPersonnel: false,
    affiliations: [...f.affiliations],
    species: speciesOf(f),
    characteristics: [...f.characteristics],
    personaFromOwnTitle: versioned && persona === f.name,
  };
}

/** The base catalogue with the card data's personnel and ships added (see the file comment). */
export function extendCatalogue(base: Catalogue, cards: readonly CardDataPersona[]): Catalogue {
  const out = new Map(base.cards);
  // A persona-table entry of the same set and name under another id (the table's "u-s-s-enterprise",
  // the card data's "uss-enterprise") is the same printing: the card data's id replaces it, so the
  // card is not listed twice (as its own other version); the table's id stays an alias of it.
  const tableBySetAndName = new Map<string, PersonaCard[]>();
  for (const c of base.cards.values()) {
    if (c.source !== 'persona-table') continue;
    const k = `${c.set ?? ''}|${c.name}`;
    tableBySetAndName.set(k, [...(tableBySetAndName.get(k) ?? []), c]);
  }
  const printedTwice = new Set<string>();
  for (const f of cards) {
    const k = `${f.set}|${f.name}`;
    if (printedTwice.has(k)) tableBySetAndName.delete(k); // two printings of that name in the set: no guessing which
    printedTwice.add(k);
  }
  const retired = new Map<string, string>(); // table id -> card data id, the entry keeping its place
  for (const f of cards) {
    let known = base.cards.get(f.id);
    if (!known) {
      const same = tableBySetAndName.get(`${f.set}|${f.name}`) ?? [];
      if (same.length === 1 && !cards.some((g) => g.id === same[0]!.id)) {
        known = { ...same[0]!, id: f.id, aliases: [...same[0]!.aliases, same[0]!.id] }; // the table's id still finds it
        retired.set(same[0]!.id, f.id);
      }
    }
    if (known && known.source !== 'persona-table') continue; // the showcase's and the intro decks' facts stay
    if (known) {
      if (known.name !== f.name) throw new PersonaDataError('card data', `${f.id} is "${f.name}" in the card data but "${known.name}" in the persona table`);
      if (known.universal !== f.universal) throw new PersonaDataError('card data', `${f.id}: the card data and the persona table disagree on whether it is universal`);
      out.set(f.id, withFacts(known, f));
      continue;
    }
    out.set(f.id, fromFacts(f));
  }
  if (retired.size > 0) {
    const renamed = new Map<string, PersonaCard>();
    for (const [id, c] of out) {
      const to = retired.get(id);
      if (to !== undefined) renamed.set(to, out.get(to)!);
      else if (!renamed.has(id)) renamed.set(id, c);
    }
    out.clear();
    for (const [id, c] of renamed) out.set(id, c);
  }
  // A card the card data links to a persona the base catalogue knows must agree with it on the title rule:
  // unique cards with exactly the same title are versions of the same persona.
  const byTitle = new Map<string, PersonaCard[]>();
  for (const c of out.values()) {
    if (c.universal || c.personas.length === 0) continue;
    byTitle.set(c.name, [...(byTitle.get(c.name) ?? []), c]);
  }
  for (const [title, same] of byTitle) {
    for (const other of same.slice(1)) {
      if (!other.personas.some((p) => same[0]!.personas.includes(p))) {
        throw new PersonaDataError('card data', `${same[0]!.id} and ${other.id} are both titled "${title}" but share no persona`);
      }
    }
  }
  const anyGroups = new Map(base.anyGroups);
  for (const c of out.values()) for (const g of c.anyGroups) if (!anyGroups.has(g)) anyGroups.set(g, { name: g, personas: [] });
  checkCatalogue(out, anyGroups);
  return { cards: out, personas: base.personas, anyGroups };
}
