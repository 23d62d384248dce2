/**
 * Card facts: names, stats, skills, requirements, icons, span, points. Loaded from
 * data/intro-2pg.json and validated with zod when the module loads, so a broken data file
 * fails loudly at start instead of mid-game.
 */
import { z } from 'zod';
import rawIntro from '../../data/intro-2pg.json' with { type: 'json' };

export const Affiliation = z.enum(['federation', 'klingon', 'romulan', 'non-aligned']);
export type Affiliation = z.infer<typeof Affiliation>;
export const Side = z.enum(['federation', 'klingon']);
export type Side = z.infer<typeof Side>;

const SkillLevel = z.object({ skill: z.string().min(1), level: z.number().int().positive() });
export type SkillLevel = z.infer<typeof SkillLevel>;
export const AttributeName = z.enum(['INTEGRITY', 'CUNNING', 'STRENGTH']);
export type AttributeName = z.infer<typeof AttributeName>;

/**
 * One clause of a requirement: every clause of an allOf must hold; any allOf of an anyOf. Besides
 * skills, attribute sums over a number, names and characteristics, some Premiere and Alternate
 * Universe missions ask for: an attribute sum under a number (`lessThan`); a sum over a number
 * times the Away Team's size (`greaterThanPerPersonnel`); at least so many personnel
 * (`minPersonnel`); so many personnel carrying an icon (`personnelWithIcon`). A characteristic
 * "Female" or "Male" is the personnel's gender.
 */
export const Clause = z.union([
  z.object({ skill: z.string(), count: z.number().int().positive() }).strict(),
  z.object({ attribute: AttributeName, greaterThan: z.number().int(), contributors: z.string().optional() }).strict(),
  z.object({ attribute: AttributeName, lessThan: z.number().int() }).strict(),
  z.object({ attribute: AttributeName, greaterThanPerPersonnel: z.number().int() }).strict(),
  z.object({ minPersonnel: z.number().int().positive() }).strict(),
  z.object({ personnelWithIcon: z.string().min(1), count: z.number().int().positive() }).strict(),
  z.object({ attributeSum: z.array(AttributeName).min(1), greaterThan: z.number().int() }).strict(),
  z.object({ personnelNamed: z.string() }).strict(),
  z.object({ equipmentNamed: z.string(), present: z.boolean().optional() }).strict(),
  z.object({ characteristic: z.string() }).strict(),
]);
export type Clause = z.infer<typeof Clause>;
export const Requirements = z.object({ anyOf: z.array(z.object({ allOf: z.array(Clause).min(1) })).min(1) });
export type Requirements = z.infer<typeof Requirements>;

const base = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  unique: z.boolean(),
  universal: z.boolean().nullable(),
  characteristics: z.array(z.string()).default([]),
};

export const PersonnelFacts = z.object({
  ...base,
  type: z.literal('personnel'),
  affiliation: Affiliation,
  icons: z.array(z.string()),
  classification: z.string(),
  skills: z.array(SkillLevel),
  integrity: z.number().int(),
  cunning: z.number().int(),
  strength: z.number().int(),
  species: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  persona: z.string().nullable(),
  /**
   * A dual-affiliation personnel (Major Rakal, Stefan DeSeve): its skills and attributes for each
   * affiliation it may play as (rules/board.ts personnelFacts reads the side it plays); absent for others.
   */
  sides: z.partialRecord(Affiliation, z.object({ skills: z.array(SkillLevel), integrity: z.number().int(), cunning: z.number().int(), strength: z.number().int() })).optional(),
});
export const ShipFacts = z.object({
  ...base,
  type: z.literal('ship'),
  affiliation: Affiliation,
  class: z.string(),
  range: z.number().int().nonnegative(),
  weapons: z.number().int().nonnegative(),
  shields: z.number().int().nonnegative(),
  staffing: z.array(z.string()),
  specialEquipment: z.array(z.string()),
});
export const OutpostFacts = z.object({ ...base, type: z.literal('outpost'), affiliation: Affiliation, shields: z.number().int().positive() });
export const MissionFacts = z.object({
  ...base,
  type: z.literal('mission'),
  affiliation: z.array(Affiliation).optional(),
  affiliationIcons: z.array(Affiliation).min(1),
  /** The planet or place, where the card data gives it (the intro missions'). */
  location: z.string().nullable(),
  quadrant: z.string(),
  missionType: z.enum(['planet', 'space', 'dual']),
  span: z.number().int().positive(),
  points: z.number().int().nonnegative(),
  requirementsFormula: z.string(),
  requirements: Requirements,
});
export const DilemmaFacts = z.object({
  ...base,
  type: z.literal('dilemma'),
  affiliation: z.null(),
  dilemmaType: z.enum(['planet', 'space', 'dual']),
  appliesOnlyIf: z.object({ awayTeamHas: z.object({ gender: z.enum(['male', 'female']) }) }).nullable(),
  overcomeRequirements: Requirements.nullable(),
  bonusPoints: z.number().int().nullable(),
});
export const EquipmentFacts = z.object({
  ...base,
  type: z.literal('equipment'),
  affiliation: z.null(),
  grantsSkill: z.object({
    skill: z.string(),
    level: z.number().int().positive(),
    to: z.object({ owner: z.string(), classification: z.string(), where: z.string() }),
  }).nullable(),
  attributeModifiers: z.array(z.unknown()),
});
export const EventFacts = z.object({ ...base, type: z.literal('event'), affiliation: z.null(), playsOn: z.string().nullable() });
export const InterruptFacts = z.object({ ...base, type: z.literal('interrupt'), affiliation: z.null(), bonusPoints: z.number().int().nullable() });
/** An artifact (constructed): seeded face down under a mission, earned by the player who solves it (rules/artifacts.ts). */
export const ArtifactFacts = z.object({ ...base, type: z.literal('artifact'), affiliation: z.null(), icons: z.array(z.string()), bonusPoints: z.number().int().nullable() });
/** A doorway (constructed): the Alternate Universe Door opens in the seed phase (rules/doorways.ts). */
export const DoorwayFacts = z.object({ ...base, type: z.literal('doorway'), affiliation: z.null(), icons: z.array(z.string()) });

export const CardFacts = z.discriminatedUnion('type', [
  PersonnelFacts, ShipFacts, OutpostFacts, MissionFacts, DilemmaFacts, EquipmentFacts, EventFacts, InterruptFacts, ArtifactFacts, DoorwayFacts,
]);
export type CardFacts = z.infer<typeof CardFacts>;
export type PersonnelFacts = z.infer<typeof PersonnelFacts>;
export type ShipFacts = z.infer<typeof ShipFacts>;
export type OutpostFacts = z.infer<typeof OutpostFacts>;
export type MissionFacts = z.infer<typeof MissionFacts>;
export type DilemmaFacts = z.infer<typeof DilemmaFacts>;
export type EquipmentFacts = z.infer<typeof EquipmentFacts>;
export type EventFacts = z.infer<typeof EventFacts>;
export type InterruptFacts = z.infer<typeof InterruptFacts>;
export type ArtifactFacts = z.infer<typeof ArtifactFacts>;
export type DoorwayFacts = z.infer<typeof DoorwayFacts>;
export type CardType = CardFacts['type'];

export const DeckEntry = z.object({ id: z.string(), count: z.number().int().positive(), pile: z.enum(['missions', 'seed', 'draw']) });
export type DeckEntry = z.infer<typeof DeckEntry>;
export const CardFile = z.object({
  format: z.literal('stccg-card-facts/1'),
  source: z.string(),
  decks: z.object({ federation: z.array(DeckEntry), klingon: z.array(DeckEntry) }),
  cards: z.array(CardFacts),
});
export type CardFile = z.infer<typeof CardFile>;

export class CardDataError extends Error {
  override name = 'CardDataError';
}

/** Validates a card-facts file; throws CardDataError naming each problem. */
export function parseCardFile(raw: unknown): CardFile {
  const r = CardFile.safeParse(raw);
  if (!r.success) {
    const msg = r.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new CardDataError(`invalid card data: ${msg}`);
  }
  const ids = new Set<string>();
  for (const c of r.data.cards) {
    if (ids.has(c.id)) throw new CardDataError(`invalid card data: duplicate card id ${c.id}`);
    ids.add(c.id);
  }
  for (const [side, list] of Object.entries(r.data.decks)) {
    for (const e of list) if (!ids.has(e.id)) throw new CardDataError(`invalid card data: deck ${side} names unknown card ${e.id}`);
  }
  return r.data;
}

export const INTRO: CardFile = parseCardFile(rawIntro);

const registry = new Map<string, CardFacts>();
for (const c of INTRO.cards) registry.set(c.id, c);

/** Adds more card facts (premium cards, persona showcase) to the registry. */
export function registerFacts(cards: readonly CardFacts[]): void {
  for (const c of cards) registry.set(c.id, c);
}

/** Takes cards' facts out of the registry and gives them back (cards/left-out.ts: a card as if not built). */
export function withdrawFacts(ids: readonly string[]): CardFacts[] {
  const out: CardFacts[] = [];
  for (const id of ids) {
    const f = registry.get(id);
    if (f) out.push(f);
    registry.delete(id);
  }
  return out;
}

export function facts(defId: string): CardFacts {
  const f = registry.get(defId);
  if (!f) throw new CardDataError(`unknown card id "${defId}"`);
  return f;
}
export function hasFacts(defId: string): boolean {
  return registry.has(defId);
}
export function allFacts(): CardFacts[] {
  return [...registry.values()];
}

/** The standard deck list of a side, expanded into one entry per copy, grouped by pile. */
export function standardDeck(side: Side): { missions: string[]; seed: string[]; draw: string[] } {
  const out = { missions: [] as string[], seed: [] as string[], draw: [] as string[] };
  for (const e of INTRO.decks[side]) {
    const f = facts(e.id);
    const pile = f.type === 'dilemma' || f.type === 'outpost' ? 'seed' : e.pile;
    for (let i = 0; i < e.count; i++) out[pile].push(e.id);
  }
  return out;
}
