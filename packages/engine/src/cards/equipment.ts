/**
 * The Premiere and Alternate Universe equipment beyond the intro decks' four (issues 25 and 26):
 * the engine's facts of an equipment card come from its card data (cards/data/*.json), added when
 * the card is declared, as the treaties' are (treaties.ts). Two kinds of equipment are declared here:
 *
 * - a skill kit (Engineering PADD): each of its owner's personnel of one classification in the same
 *   group gains a skill; the grant is data (EquipmentFacts.grantsSkill), applied by
 *   rules/attributes.ts skillsOf as the intro kits' is;
 * - an attribute item (the PADDs, the disruptors, the phaser): each of its owner's personnel in the
 *   same group whose affiliation the card allows ("X use only") gets a change to one attribute, once
 *   per copy present ("cumulative").
 *
 * "In the same group" (the card's "where present"): aboard the same ship or outpost, or on the same
 * planet, and owned by the same player (docs/RULINGS.md, "Premiere and AU equipment").
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import type { Affiliation, AttributeName } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';
import { declareCard } from './registry.ts';
import type { CardBehaviour, CardDefinition } from './registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { inPlayDefs } from '../rules/board.ts';

const NONE: readonly CardId[] = Object.freeze([]);
import { affiliationOf } from '../rules/affiliations.ts';
import { sameGroup } from '../rules/nullify.ts';

type SkillGrant = { skill: string; level: number; to: { owner: string; classification: string; where: string } };

/** Adds an equipment card's facts from its card data (once); `grantsSkill` for a skill kit. */
export function registerEquipmentFacts(defId: string, grantsSkill: SkillGrant | null = null): void {
  if (hasFacts(defId)) return;
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'equipment') throw new Error(`no equipment ${defId} in the card data`);
  registerFacts([
    CardFacts.parse({ ...printedFacts(bp, defId), unique: false, type: 'equipment', affiliation: null, grantsSkill, attributeModifiers: [] }),
  ]);
}

/** The copies of a card definition in play (kept until a card moves). */
export function copiesInPlay(s: GameState, defId: string): readonly CardId[] {
  return inPlayDefs(s).get(defId) ?? NONE;
}

/** Declares a skill kit: each of its owner's personnel of `classification` in its group gains `skill`. */
export function skillKitCard(defId: string, skill: string, classification: string, text: string): CardDefinition {
  registerEquipmentFacts(defId, { skill, level: 1, to: { owner: 'you', classification, where: 'present with this equipment' } });
  return declareCard(defId, { text });
}

export interface AttributeItem {
  attribute: AttributeName;
  amount: number;
  /** The affiliations whose personnel get the change ("X use only"); any other personnel may carry the card and gains nothing. */
  useOnly: readonly Affiliation[];
}

/**
 * The change an attribute item gives one personnel: `amount` for each copy of the card in the
 * personnel's group (two copies add), when the personnel's affiliation (the one a dual-affiliation
 * card plays as) is one the card allows; nothing otherwise.
 */
export function attributeItemBonus(defId: string, item: AttributeItem): NonNullable<CardBehaviour['personnelBonus']> {
  return (s, id) => {
    const copies = copiesInPlay(s, defId);
    if (copies.length === 0) return {};
    let n = 0;
    for (const e of copies) if (sameGroup(s, e, id)) n++;
    if (n === 0) return {};
    const aff = affiliationOf(s, id);
    if (aff === null || !item.useOnly.includes(aff)) return {};
    return { [item.attribute]: n * item.amount };
  };
}

/** Declares an attribute item: its facts from the card data, its text and its per-personnel bonus. */
export function attributeItemCard(defId: string, item: AttributeItem, text: string): CardDefinition {
  registerEquipmentFacts(defId);
  return declareCard(defId, { text, personnelBonus: attributeItemBonus(defId, item) });
}
