/**
 * The community's blueprint ids of the cards the engine plays today (the intro decks, the premiums
 * and the persona showcase's Premiere and Alternate Universe cards), so that a card can be named by
 * its blueprint id (`101_347`) as well as by the engine's id (`ikc-kvort`) or its name. The table
 * (data/intro-blueprints.json) is checked against the imported card facts by
 * test/cards/blueprints.test.ts. Until the engine keys its cards by blueprint id (issue 23), a
 * blueprint id the table lacks names no card the engine can play.
 */
import table from './data/intro-blueprints.json' with { type: 'json' };

const byDef = table as Record<string, string>;
const byBlueprint = new Map(Object.entries(byDef).map(([def, bp]) => [bp, def]));

export const BLUEPRINT_ID = /^\d{3}_\d{3}$/;

/** The engine's card id for a blueprint id, or undefined when the engine does not play that card yet. */
export function defOfBlueprint(blueprintId: string): string | undefined {
  return byBlueprint.get(blueprintId);
}

/** The blueprint id of one of the engine's cards (undefined for a card outside Premiere, Alternate Universe and the intro set). */
export function blueprintOfDef(def: string): string | undefined {
  return Object.hasOwn(byDef, def) ? byDef[def] : undefined;
}
