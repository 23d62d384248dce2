/**
 * The engine's facts of a Premiere or Alternate Universe event, from its card data, registered when
 * its card file declares it (as treaties.ts and revolving-door.ts do for theirs): its name and
 * characteristics as printed, where it is played (a word for the browser's card panel), and whether
 * the card calls itself unique.
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';

export function registerEventFacts(defId: string, playsOn: string, unique = false): void {
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'event') throw new Error(`no event ${defId} in the card data`);
  if (hasFacts(defId)) return;
  registerFacts([CardFacts.parse({ ...printedFacts(bp, defId), unique, type: 'event', affiliation: null, playsOn })]);
}
