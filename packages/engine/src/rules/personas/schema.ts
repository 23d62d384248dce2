/**
 * Zod schemas for the three data files the persona rules read:
 *   data/personas.json          the persona table (facts-only copy of shared/rules/personas.json)
 *   data/persona-showcase.json  the premium cards and the cards the persona article names
 *   data/intro-2pg.json         the intro decks' cards (only the fields the persona rules need)
 * Loading fails with a PersonaDataError naming the file and the offending path.
 */
import { z } from 'zod';

const slugId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug id');

export const tableVersionSchema = z.object({
  id: slugId,
  card: z.string().min(1),
  title: z.string().min(1),
  set: z.string().min(1),
  setId: z.number().int().positive(),
  physical: z.boolean(),
  personas: z.array(z.string().min(1)).min(2).optional(),
  dualPersonnel: z.literal(true).optional(),
  universal: z.boolean().optional(),
  enigma: z.literal(true).optional(),
});

export const tablePersonaSchema = z.object({
  persona: z.string().min(1),
  kind: z.enum(['personnel', 'ship', 'facility']),
  universal: z.boolean(),
  anyNames: z.array(z.string().regex(/^any /, 'an "any" group name starts with "any "')),
  versions: z.array(tableVersionSchema).min(1),
  nonVersions: z.array(
    z.object({ id: slugId, card: z.string().min(1), set: z.string(), relation: z.enum(['mirror', 'impersonator', 'separate']) }),
  ),
  anyMembers: z.array(
    z.object({
      id: slugId,
      card: z.string().min(1),
      set: z.string(),
      relation: z.enum(['version', 'mirror', 'same-character', 'ruled-member']),
      of: z.string().nullable(),
      groups: z.array(z.string().regex(/^any /)).min(1),
    }),
  ),
  uncertainAnyMembers: z.array(z.object({ group: z.string(), id: slugId, card: z.string(), set: z.string() })),
});

export const personaTableFileSchema = z.object({
  format: z.literal('stccg-persona-facts/1'),
  source: z.string(),
  personas: z.array(tablePersonaSchema).min(1),
});

const skillSchema = z.object({ skill: z.string().min(1), level: z.number().int().positive() });

const halfSchema = z.object({
  label: z.string(),
  persona: z.string().min(1),
  classification: z.string(),
  skills: z.array(skillSchema),
  allSkillsIncludingClassification: z.array(skillSchema).optional(),
  integrity: z.number(),
  cunning: z.number(),
  strength: z.number(),
  species: z.string().nullable().optional(),
  gender: z.string().nullable().optional(),
});

export const showcaseCardSchema = z
  .object({
    id: slugId,
    name: z.string().min(1),
    databaseName: z.string().optional(),
    type: z.string().min(1),
    set: z.string().min(1),
    setCode: z.string().optional(),
    affiliation: z.string().nullable(),
    affiliations: z.array(z.string()).optional(),
    unique: z.boolean(),
    universal: z.boolean().nullable(),
    icons: z.array(z.string()),
    classification: z.string().nullable().optional(),
    skills: z.array(skillSchema).nullable().optional(),
    integrity: z.number().nullable().optional(),
    cunning: z.number().nullable().optional(),
    strength: z.number().nullable().optional(),
    species: z.string().nullable().optional(),
    characteristics: z.array(z.string()),
    halves: z.array(halfSchema).length(2).nullable().optional(),
    personas: z.array(z.string().min(1)).nullable(),
    mirrorOf: z.string().nullable(),
    impersonates: z.string().nullable(),
    anyGroups: z.array(z.string().regex(/^any /)),
    anyGroupsUncertain: z.array(z.string()).nullable().optional(),
    anyGroupsExcluded: z.array(z.string()).nullable().optional(),
    copyKey: z.string().min(1),
  })
  .loose();

export const showcaseFileSchema = z.object({
  format: z.literal('stccg-card-facts/1'),
  source: z.string(),
  groups: z.record(z.string(), z.array(slugId)),
  cards: z.array(showcaseCardSchema).min(1),
});

export const introCardSchema = z
  .object({
    id: slugId,
    name: z.string().min(1),
    type: z.string().min(1),
    affiliation: z.union([z.string(), z.array(z.string())]).nullable(),
    unique: z.boolean(),
    universal: z.boolean().nullable(),
    characteristics: z.array(z.string()).optional(),
    icons: z.array(z.string()).nullable().optional(),
    species: z.string().nullable().optional(),
  })
  .loose();

export const introFileSchema = z.object({ cards: z.array(introCardSchema).min(1) }).loose();

export type PersonaTableFile = z.infer<typeof personaTableFileSchema>;
export type TablePersona = z.infer<typeof tablePersonaSchema>;
export type ShowcaseFile = z.infer<typeof showcaseFileSchema>;
export type ShowcaseCard = z.infer<typeof showcaseCardSchema>;
export type IntroFile = z.infer<typeof introFileSchema>;
export type IntroCard = z.infer<typeof introCardSchema>;

/** Raised when a data file does not match its schema or contradicts the persona rules. */
export class PersonaDataError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'PersonaDataError';
  }
}

export function parseFile<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new PersonaDataError(file, `invalid data\n${z.prettifyError(result.error)}`);
  return result.data;
}
