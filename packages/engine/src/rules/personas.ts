/**
 * Persona rules: which cards are versions of which persona, which are copies, what one player may have
 * in play together, which persona swaps are allowed and who counts for an "any X" reference.
 *
 * Data (validated with zod when this module loads): the persona table (data/personas.json), the showcase
 * cards (data/persona-showcase.json: the premium cards of the intro box and the cards the persona article
 * names) and the intro decks' cards (data/intro-2pg.json). The game's persona rules read that catalogue
 * extended with every Premiere and Alternate Universe personnel and ship of the card data
 * (playPersonaCatalogue, personas/card-data.ts). Pure: no I/O beyond the JSON imports.
 * The rules themselves are described in personas/rules.ts; our rulings are in docs/RULINGS.md (Persona rulings).
 */
import personaTableJson from '../../data/personas.json' with { type: 'json' };
import showcaseJson from '../../data/persona-showcase.json' with { type: 'json' };
import introJson from '../../data/intro-2pg.json' with { type: 'json' };
import { buildCatalogue } from './personas/catalogue.ts';
import { extendCatalogue } from './personas/card-data.ts';
import type { CardDataPersona } from './personas/card-data.ts';
import { allBlueprints } from '../cards/blueprints.ts';
import { tableDefOfBlueprint } from '../cards/blueprint-ids.ts';
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
export { extendCatalogue } from './personas/card-data.ts';
export type { CardDataPersona } from './personas/card-data.ts';

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

const SET_NAMES = { premiere: 'Premiere', 'alternate-universe': 'Alternate Universe' } as const;

/**
 * Every Premiere and Alternate Universe personnel and ship of the card data, as the persona rules read
 * it (personas/card-data.ts): named by the engine's id (the intro table's for a card the intro set
 * reprints, else its slug).
 */
export function cardDataPersonas(): CardDataPersona[] {
  const out: CardDataPersona[] = [];
  for (const set of ['premiere', 'alternate-universe'] as const) {
    for (const b of allBlueprints(set)) {
      if (b.type !== 'personnel' && b.type !== 'ship') continue;
      out.push({
        id: tableDefOfBlueprint(b.blueprintId) ?? b.slug,
        blueprintId: b.blueprintId,
        name: b.name,
        type: b.type,
        set: SET_NAMES[set],
        unique: b.unique,
        universal: b.universal === true,
        persona: b.type === 'personnel' ? b.persona : null,
        icons: [...b.icons],
        affiliations: [...b.affiliations],
        species: b.type === 'personnel' ? b.species : null,
        characteristics: [...b.characteristics],
      });
    }
  }
  return out;
}

/**
 * The catalogue the game's persona rules read (persona-play/*.ts), in the intro game and constructed
 * games alike: the one above, with every Premiere and Alternate Universe personnel and ship added from
 * the card data. The intro decks' cards and the premiums keep exactly their entries above.
 */
export const playPersonaCatalogue = extendCatalogue(personaCatalogue, cardDataPersonas());
export const playPersonaRules = makePersonaRules(playPersonaCatalogue);
