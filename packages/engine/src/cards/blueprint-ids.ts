/**
 * The community's blueprint ids of the cards the engine plays today (the intro decks, the premiums
 * and the persona showcase's Premiere and Alternate Universe cards), so that a card can be named by
 * its blueprint id (`101_347`) as well as by the engine's id (`ikc-kvort`) or its name. The table
 * (data/intro-blueprints.json) is checked against the imported card facts by
 * test/cards/blueprints.test.ts. A blueprint id the table lacks names the card by its slug when the
 * engine has that card's facts (the plain Premiere and Alternate Universe personnel and ships,
 * blueprint-facts.ts), and no card otherwise.
 */
import table from './data/intro-blueprints.json' with { type: 'json' };
import { findBlueprint } from './blueprints.ts';
import { hasFacts } from './facts.ts';

const byDef = table as Record<string, string>;
const byBlueprint = new Map(Object.entries(byDef).map(([def, bp]) => [bp, def]));

export const BLUEPRINT_ID = /^\d{3}_\d{3}$/;

/** The engine id the table gives a blueprint id (the intro decks' cards, the premiums, the showcase's). */
export function tableDefOfBlueprint(blueprintId: string): string | undefined {
  return byBlueprint.get(blueprintId);
}

/**
 * The engine's card id for a blueprint id: the table's, else the card's slug when the engine has its
 * facts (a plain Premiere or Alternate Universe personnel or ship, blueprint-facts.ts); undefined
 * when the engine does not play that card yet.
 */
export function defOfBlueprint(blueprintId: string): string | undefined {
  const known = byBlueprint.get(blueprintId);
  if (known !== undefined) return known;
  const b = BLUEPRINT_ID.test(blueprintId) ? findBlueprint(blueprintId) : undefined;
  return b && hasFacts(b.slug) ? b.slug : undefined;
}

/** The blueprint id of one of the engine's cards (undefined for a card outside Premiere, Alternate Universe and the intro set). */
export function blueprintOfDef(def: string): string | undefined {
  if (Object.hasOwn(byDef, def)) return byDef[def];
  const b = findBlueprint(def);
  return b && hasFacts(def) && byBlueprint.get(b.blueprintId) === undefined ? b.blueprintId : undefined;
}
