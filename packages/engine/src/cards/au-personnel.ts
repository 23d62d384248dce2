/**
 * What the Alternate Universe personnel and ships with text share (issue 26): their facts come from the
 * card data as a plain card's do (the skill box's skills; the special text is the card's file),
 * and "Klingons", "Romulans" in their texts are read by species.
 */
import { CardFacts, facts, hasFacts, registerFacts } from './facts.ts';
import { personnelFactsOf } from './blueprint-facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';
import { speciesOf } from '../rules/personas/card-data.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, typeOf } from '../rules/board.ts';

/** Registers a personnel's facts from its card data (once), for a card whose file gives its text. */
export function registerPersonnelFacts(defId: string): void {
  const b = findBlueprint(defId);
  if (!b || b.type !== 'personnel') throw new Error(`no personnel ${defId} in the card data`);
  if (!hasFacts(defId)) registerFacts([personnelFactsOf(b)]);
}

/** Registers a ship's facts from its card data (once; its printed RANGE, WEAPONS and SHIELDS must be numbers), for a ship whose file gives its text. */
export function registerShipFacts(defId: string, numbers: { weapons?: number; shields?: number } = {}): void {
  const b = findBlueprint(defId);
  if (!b || b.type !== 'ship') throw new Error(`no ship ${defId} in the card data`);
  if (hasFacts(defId)) return;
  registerFacts([
    CardFacts.parse({
      ...printedFacts(b),
      unique: b.unique,
      type: 'ship',
      affiliation: b.affiliation,
      class: b.class,
      range: b.range,
      weapons: numbers.weapons ?? b.weapons,
      shields: numbers.shields ?? b.shields,
      staffing: [...b.staffing],
      specialEquipment: [...b.specialEquipment],
    }),
  ]);
}

/**
 * Whether a personnel in play is of a species: its species as the card data prints it (the first
 * characteristic); a mixed species counts as each of its parts ("Klingon/Human" is a Klingon).
 * docs/RULINGS.md, "Alternate Universe personnel and ships".
 */
export function isSpecies(s: GameState, id: CardId, species: string): boolean {
  if (typeOf(s, id) !== 'personnel') return false;
  const f = facts(card(s, id).def);
  if (f.type !== 'personnel') return false;
  return speciesOf({ type: 'personnel', species: f.species ?? null, characteristics: f.characteristics ?? [] }).some((sp) => sp.split('/').includes(species));
}
