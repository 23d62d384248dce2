/**
 * Persona rules: which cards are versions of which persona, which are copies, what one player may have
 * in play together, which persona swaps are allowed and who counts for an "any X" reference.
 *
 * Data (validated with zod when this module loads): the persona table (data/personas.json), the showcase
 * cards (data/persona-showcase.json: the premium cards of the intro box and the cards the persona article
 * names) and the intro decks' cards (data/intro-2pg.json). Pure: no I/O beyond the JSON imports.
 * The rules themselves are described in personas/rules.ts; our rulings are in docs/RULINGS.md (Persona rulings).
 */
import personaTableJson from '../../data/personas.json' with { type: 'json' };
import showcaseJson from '../../data/persona-showcase.json' with { type: 'json' };
import introJson from '../../data/intro-2pg.json' with { type: 'json' };
import { buildCatalogue } from './personas/catalogue.ts';
import { makePersonaRules } from './personas/rules.ts';
import {
  introFileSchema,
  parseFile,
  personaTableFileSchema,
  showcaseFileSchema,
} from './personas/schema.ts';

export type { Catalogue, PersonaCard, AnyGroupDef, FactsSource } from './personas/catalogue.ts';
export type {
  AnyGroupAnswer,
  AnyGroupMember,
  AttachedCard,
  CardRef,
  CoexistOptions,
  CopyEffect,
  PersonaInfo,
  PersonaRules,
  Relation,
  SwapOptions,
  TargetTest,
  TransferResult,
  Verdict,
} from './personas/rules.ts';
export {
  COPY_EFFECTS,
  DEFAULT_TARGET_TESTS,
  PersonaLookupError,
  PersonaRuleError,
  isKlingon,
  makePersonaRules,
} from './personas/rules.ts';
export { PersonaDataError } from './personas/schema.ts';
export { buildCatalogue } from './personas/catalogue.ts';

/** Validates the three raw data objects and builds the catalogue (throws PersonaDataError on bad data). */
export function loadPersonaCatalogue(table: unknown, showcase: unknown, intro: unknown) {
  return buildCatalogue(
    parseFile('personas.json', personaTableFileSchema, table),
    parseFile('persona-showcase.json', showcaseFileSchema, showcase),
    parseFile('intro-2pg.json', introFileSchema, intro),
  );
}

export const personaCatalogue = loadPersonaCatalogue(personaTableJson, showcaseJson, introJson);
export const personaRules = makePersonaRules(personaCatalogue);

export const {
  card: personaCard,
  findCard,
  personasOf,
  sharedPersonas,
  isSamePersona,
  areCopies,
  versionsOf,
  copyLimit,
  checkPlay,
  coexistVerdict,
  mayCoexist,
  swapVerdict,
  maySwap,
  inAnyGroup,
  anyGroup,
  personaInfo,
  relate,
  transferOnSwap,
} = personaRules;
