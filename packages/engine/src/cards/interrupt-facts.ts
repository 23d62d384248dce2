/**
 * The engine's facts of a Premiere or Alternate Universe interrupt beyond the intro decks' (issue 25):
 * its name, characteristics and printed points come from its card data; added when its card file
 * declares it, as the dilemmas' are (dilemma-facts.ts).
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';

/** Adds an interrupt's facts from its card data (once). */
export function registerInterruptFacts(defId: string): void {
  if (hasFacts(defId)) return;
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'interrupt') throw new Error(`no interrupt ${defId} in the card data`);
  registerFacts([
    CardFacts.parse({
      ...printedFacts(bp, defId),
      unique: false,
      type: 'interrupt',
      affiliation: null,
      bonusPoints: typeof bp.bonusPoints === 'number' ? bp.bonusPoints : null,
    }),
  ]);
}
