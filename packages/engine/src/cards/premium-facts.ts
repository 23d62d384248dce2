/**
 * The showcase cards as engine card facts: the nine premium cards sold in the Introductory Two-Player
 * Game box (playable, as optional additions to the intro decks) and, for test positions, the personnel,
 * ships and copy-effect cards the persona article names. Their engine ids are the showcase slugs.
 *
 * The facts come from data/persona-showcase.json (validated by the persona module's schema when it loads)
 * and are mapped to the engine's CardFacts, then validated again by the engine's zod schema, so a bad
 * mapping fails loudly at start. Mapping choices (docs/RULINGS.md (Persona rulings), "Showcase cards in the engine"):
 *  - skills are the card's skill box WITH its classification, as in the intro file;
 *  - an affiliation the quick-start engine does not know (Bajoran, Borg, Dominion, Ferengi, ...) plays as
 *    Non-Aligned; a multi-affiliation card plays as its first of Federation, Klingon, Romulan, Non-Aligned,
 *    so both colour printings of one card get the same facts;
 *  - a dual-personnel card (two personnel on one card) is one engine personnel with both halves' skills
 *    and the sums of their attributes;
 *  - incidents (Delta Quadrant Spatial Scission, Clone Machine) are events that go on the table.
 * The premium behaviours live in cards/premium/*.ts, one file per card, listed by cards/catalogue.ts.
 */
import showcaseJson from '../../data/persona-showcase.json' with { type: 'json' };
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { declareCard } from './registry.ts';
import type { CardDefinition } from './registry.ts';
import type { Affiliation, Side, SkillLevel } from './facts.ts';
import { parseFile, showcaseFileSchema } from '../rules/personas/schema.ts';
import type { ShowcaseCard } from '../rules/personas/schema.ts';

const showcase = parseFile('persona-showcase.json', showcaseFileSchema, showcaseJson);

/** The nine premium cards of the Introductory Two-Player Game box, in the data file's order. */
export const PREMIUM_IDS: readonly string[] = Object.freeze([...(showcase.groups['premiumsIn2pgBox'] ?? [])]);

/** Non-personnel showcase cards the engine knows, for the article's examples in play. */
const EXTRA_EVENTS: readonly string[] = ['discommendation', 'delta-quadrant-spatial-scission', 'clone-machine'];

const ENGINE_AFFILIATIONS: readonly Affiliation[] = ['federation', 'klingon', 'romulan', 'non-aligned'];

function engineAffiliation(c: ShowcaseCard): Affiliation {
  const listed = c.affiliation ? [c.affiliation] : (c.affiliations ?? []);
  for (const a of ENGINE_AFFILIATIONS) if (listed.includes(a)) return a;
  return 'non-aligned';
}

function addSkills(into: Map<string, number>, list: readonly SkillLevel[] | null | undefined): void {
  for (const s of list ?? []) into.set(s.skill, (into.get(s.skill) ?? 0) + s.level);
}

function skillList(m: Map<string, number>): SkillLevel[] {
  return [...m].map(([skill, level]) => ({ skill, level }));
}

function gender(g: unknown): 'male' | 'female' | null {
  const first = Array.isArray(g) ? (g[0] as unknown) : g;
  return first === 'male' || first === 'female' ? first : null;
}

function raw(c: ShowcaseCard, key: string): unknown {
  return (c as Record<string, unknown>)[key];
}

function num(c: ShowcaseCard, key: string): number {
  const v = raw(c, key);
  return typeof v === 'number' ? v : 0;
}

function strings(c: ShowcaseCard, key: string): string[] {
  const v = raw(c, key);
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Maps one showcase card to engine facts, or null for a card type the engine does not use. */
export function toEngineFacts(c: ShowcaseCard): CardFacts | null {
  const base = { id: c.id, name: c.name, unique: c.unique, universal: c.universal, characteristics: [...c.characteristics] };
  if (c.type === 'personnel') {
    const halves = c.halves ?? null;
    const skills = new Map<string, number>();
    let classification: string;
    let integrity: number;
    let cunning: number;
    let strength: number;
    if (halves) {
      for (const h of halves) addSkills(skills, h.allSkillsIncludingClassification ?? [{ skill: h.classification, level: 1 }, ...h.skills]);
      classification = halves[0]?.classification ?? 'CIVILIAN';
      integrity = halves.reduce((a, h) => a + h.integrity, 0);
      cunning = halves.reduce((a, h) => a + h.cunning, 0);
      strength = halves.reduce((a, h) => a + h.strength, 0);
    } else {
      const all = raw(c, 'allSkillsIncludingClassification') as SkillLevel[] | null | undefined;
      addSkills(skills, all ?? c.skills);
      classification = c.classification ?? all?.[0]?.skill ?? 'CIVILIAN';
      integrity = c.integrity ?? 0;
      cunning = c.cunning ?? 0;
      strength = c.strength ?? 0;
    }
    return CardFacts.parse({
      ...base,
      type: 'personnel',
      affiliation: engineAffiliation(c),
      icons: [...c.icons],
      classification,
      skills: skillList(skills),
      integrity,
      cunning,
      strength,
      species: c.species ?? null,
      gender: gender(raw(c, 'gender') ?? halves?.[0]?.gender),
      persona: c.personas?.[0] ?? null,
    });
  }
  if (c.type === 'ship') {
    return CardFacts.parse({
      ...base,
      type: 'ship',
      affiliation: engineAffiliation(c),
      class: typeof raw(c, 'class') === 'string' ? raw(c, 'class') : c.name,
      range: num(c, 'range'),
      weapons: num(c, 'weapons'),
      shields: num(c, 'shields'),
      staffing: strings(c, 'staffing'),
      specialEquipment: strings(c, 'specialEquipment'),
    });
  }
  if (c.type === 'interrupt') {
    return CardFacts.parse({ ...base, type: 'interrupt', affiliation: null, bonusPoints: null });
  }
  if (c.type === 'event' || c.type === 'incident') {
    const effect = raw(c, 'structuredEffect') as { playsOn?: unknown } | undefined;
    return CardFacts.parse({ ...base, type: 'event', affiliation: null, playsOn: typeof effect?.playsOn === 'string' ? effect.playsOn : 'table' });
  }
  return null;
}

/** Every showcase card the engine can use, mapped to engine facts (premiums, personnel, ships, copy effects). */
export function showcaseFacts(): CardFacts[] {
  const out: CardFacts[] = [];
  for (const c of showcase.cards) {
    const wanted = PREMIUM_IDS.includes(c.id) || c.type === 'personnel' || c.type === 'ship' || EXTRA_EVENTS.includes(c.id);
    if (!wanted) continue;
    const f = toEngineFacts(c);
    if (f) out.push(f);
  }
  return out;
}

// The article's copy-effect incidents and Discommendation, for test positions. Their own text is not
// implemented beyond what the persona rules need (docs/RULINGS.md (Persona rulings), "Showcase cards in the engine").
export const SHOWCASE_DEFINITIONS: readonly CardDefinition[] = [
  declareCard('delta-quadrant-spatial-scission', {
    text: 'Goes on the table. While it is there, you may have two copies of each unique [DQ] personnel and ship. (Its once-per-turn boost is not implemented.)',
    abilities: { allowsCopies: 'dq-spatial-scission' },
  }),
  declareCard('clone-machine', {
    text: 'While you have it in play, another copy of a unique personnel of yours may report (never a hologram, an android or a dual-personnel card). It goes only to places the intro game does not have, so it is never played from hand here.',
    abilities: { allowsCopies: 'clone-machine' },
    event: { choices: () => [], play: () => {} },
  }),
  declareCard('discommendation', {
    text: 'Goes on a Klingon who survived a lost battle (not implemented: it appears only in test positions, for the persona swap rules).',
    event: { choices: () => [], play: () => {} },
  }),
];

let registered = false;

/**
 * Adds the showcase cards to the engine's card registry. Idempotent. A card the intro file already
 * describes (Montgomery Scott, in both files with the same id and stats) keeps its intro facts.
 */
export function registerShowcaseCards(): void {
  if (registered) return;
  registered = true;
  registerFacts(showcaseFacts().filter((f) => !hasFacts(f.id)));
}

/**
 * The premium cards each side's deck gets with --with-premiums (all go to the draw deck): each premium
 * personnel joins the deck of its own affiliation; the interrupt Data Laughing, which has no affiliation,
 * joins the Federation deck, as its character (Data) is a Federation officer. Federation: Admiral McCoy,
 * Admiral Picard, Commander Data, Commander Troi, Spock, Data Laughing; Klingon: Gi'ral, Ja'rod, Mogh.
 */
export function premiumAdditions(side: Side): { missions: string[]; seed: string[]; draw: string[] } {
  registerShowcaseCards();
  const draw: string[] = [];
  for (const id of PREMIUM_IDS) {
    const c = showcase.cards.find((x) => x.id === id);
    if (!c) continue;
    const aff = c.type === 'personnel' ? engineAffiliation(c) : 'federation';
    if (aff === side) draw.push(id);
  }
  return { missions: [], seed: [], draw };
}

registerShowcaseCards();
