/**
 * The engine's facts of a Premiere or Alternate Universe dilemma beyond the intro decks' (issue 25):
 * its name, where it is met and its printed points come from its card data (cards/data/*.json);
 * what overcomes it is given by its card file, read from the card's text in our words. Added when
 * the card is declared, as the equipment's and the treaties' facts are (equipment.ts, treaties.ts).
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import type { Requirements } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';

/** Adds a dilemma's facts from its card data (once); `overcome`: its printed requirements, null for none. */
export function registerDilemmaFacts(defId: string, overcome: Requirements | null = null): void {
  if (hasFacts(defId)) return;
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'dilemma') throw new Error(`no dilemma ${defId} in the card data`);
  registerFacts([
    CardFacts.parse({
      ...printedFacts(bp, defId),
      unique: false,
      type: 'dilemma',
      affiliation: null,
      dilemmaType: bp.dilemmaType,
      appliesOnlyIf: null,
      overcomeRequirements: overcome,
      bonusPoints: typeof bp.bonusPoints === 'number' ? bp.bonusPoints : null,
    }),
  ]);
}
