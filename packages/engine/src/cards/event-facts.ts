/**
 * The engine's facts of a Premiere or Alternate Universe event beyond the intro decks' (issue 25),
 * registered when its card file declares it (as the dilemmas' are, dilemma-facts.ts): its name and
 * characteristics as printed, where it is played (a word for the browser's card panel), and whether
 * the card calls itself unique.
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';

/** Adds an event's facts from its card data (once); `playsOn`: where it goes, in a word ('table', 'ship', 'location', 'player'). */
export function registerEventFacts(defId: string, playsOn: string | null, unique = false): void {
  if (hasFacts(defId)) return;
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'event') throw new Error(`no event ${defId} in the card data`);
  registerFacts([CardFacts.parse({ ...printedFacts(bp, defId), unique, type: 'event', affiliation: null, playsOn })]);
}
