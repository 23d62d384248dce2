/**
 * The engine's facts of a Premiere or Alternate Universe event beyond the intro decks' (issue 25):
 * its name and characteristics come from its card data (cards/data/*.json), where it plays from its
 * card file. Added when the card is declared, as the dilemmas' are (dilemma-facts.ts).
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';

/** Adds an event's facts from its card data (once); `playsOn`: where it goes, in a word ('table', 'ship', 'location', 'player'). */
export function registerEventFacts(defId: string, playsOn: string | null): void {
  if (hasFacts(defId)) return;
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'event') throw new Error(`no event ${defId} in the card data`);
  registerFacts([CardFacts.parse({ ...printedFacts(bp, defId), unique: false, type: 'event', affiliation: null, playsOn })]);
}
