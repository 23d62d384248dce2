/**
 * A set's cards against a count of games per card (issues 25 and 26, coverage; and `stccg cards`):
 * every card of the set, by its card data, with its type, whether the engine implements it
 * (validate.ts cardImplementation) and, for a coverage run, in how many games it took effect
 * (rules/took-effect.ts). A card the engine does not implement is listed and never counted.
 *
 * Pure: reads the card data and the installed registry.
 */
import { allBlueprints } from '../cards/blueprints.ts';
import type { BlueprintType, SetKey } from '../cards/blueprints.ts';
import { blueprintOfDef, defOfBlueprint } from '../cards/blueprint-ids.ts';
import { hasFacts } from '../cards/facts.ts';
import { SET_NAMES } from './deck-file.ts';
import { cardImplementation } from './validate.ts';

/** Whether the engine implements a card, by its engine id (a card outside the three sets: when the engine knows it). */
export function implementedDef(def: string): boolean {
  const bp = blueprintOfDef(def);
  return bp === undefined ? hasFacts(def) : cardImplementation(bp).implemented;
}

export interface CardCoverage {
  blueprintId: string;
  name: string;
  type: BlueprintType;
  /** The engine's card id, when the engine knows the card. */
  card?: string;
  implemented: boolean;
  /** Why it is not implemented. */
  reason?: string;
  /** Games in which it took effect (0 for a listing). */
  games: number;
}

export interface SetCoverage {
  set: SetKey;
  name: string;
  /** Every card of the set. */
  total: number;
  implemented: number;
  /** Cards that took effect in at least one game. */
  counted: number;
  cards: CardCoverage[];
}

/** A set's cards, in the set's order, with the games each took effect in (`games`: by engine card id; absent, all 0). */
export function setCoverage(set: SetKey, games: ReadonlyMap<string, number> = new Map()): SetCoverage {
  const cards: CardCoverage[] = allBlueprints(set).map((b) => {
    const impl = cardImplementation(b.blueprintId);
    const card = defOfBlueprint(b.blueprintId);
    return {
      blueprintId: b.blueprintId,
      name: b.name,
      type: b.type,
      ...(card !== undefined ? { card } : {}),
      implemented: impl.implemented,
      ...(impl.implemented ? {} : { reason: impl.reason }),
      games: impl.implemented && card !== undefined ? (games.get(card) ?? 0) : 0,
    };
  });
  return {
    set,
    name: SET_NAMES[set],
    total: cards.length,
    implemented: cards.filter((c) => c.implemented).length,
    counted: cards.filter((c) => c.games > 0).length,
    cards,
  };
}
