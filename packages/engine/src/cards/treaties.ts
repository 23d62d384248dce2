/**
 * The three Premiere treaties (Treaty: Federation/Klingon, Federation/Romulan, Romulan/Klingon):
 * events played on the table that let their owner's personnel, ships and outposts of the two named
 * affiliations mix and cooperate (share ships, outposts and Away Teams; report to each other's
 * outposts) while they stay there (rules/affiliations.ts reads the `treaty` ability). What happens
 * when one leaves play: docs/RULINGS.md, "Constructed: affiliations".
 *
 * The engine's facts for a treaty come from its card data (cards/data/premiere.json), added here
 * when the card is declared, as the premium cards' are by premium-facts.ts.
 */
import { CardFacts, hasFacts, registerFacts } from './facts.ts';
import type { Affiliation } from './facts.ts';
import { findBlueprint, printedFacts } from './blueprints.ts';
import { eventCard } from './language.ts';
import type { CardDefinition } from './registry.ts';

const NAMES: Record<Affiliation, string> = { federation: 'Federation', klingon: 'Klingon', romulan: 'Romulan', 'non-aligned': 'Non-Aligned' };

/** Declares a treaty between two affiliations: its facts (from the card data) and its behaviour. */
export function treatyCard(defId: string, a: Affiliation, b: Affiliation): CardDefinition {
  const bp = findBlueprint(defId);
  if (!bp || bp.type !== 'event') throw new Error(`no event ${defId} in the card data`);
  if (!hasFacts(defId)) {
    registerFacts([CardFacts.parse({ ...printedFacts(bp, defId), unique: false, type: 'event', affiliation: null, playsOn: 'table' })]);
  }
  return eventCard(
    defId,
    `Goes on the table. While it is there, your ${NAMES[a]} and ${NAMES[b]} cards may mix and cooperate: they may share ships, outposts and Away Teams, and your personnel of either may report to your outposts of the other.`,
    { playsOn: { table: true }, abilities: { treaty: [a, b] } },
  );
}
