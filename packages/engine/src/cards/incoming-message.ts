/**
 * The three Incoming Message interrupts (Premiere): one mechanism, rules/incoming-message.ts. Played at
 * any moment an interrupt may be, on a ship of the named affiliation, either player's, whose owner has
 * an outpost of that affiliation elsewhere on the spaceline and which carries no such message yet.
 */
import { interruptCard } from './language.ts';
import { onlyWhen } from './interrupt-kit.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import type { CardDefinition } from './registry.ts';
import type { Affiliation } from './facts.ts';
import type { CardId } from '../core/types.ts';
import { card, shipFacts } from '../rules/board.ts';
import { headHome, homeFor, messageOn } from '../rules/incoming-message.ts';

const NAMES: Record<Affiliation, string> = { federation: 'Federation', klingon: 'Klingon', romulan: 'Romulan', 'non-aligned': 'Non-Aligned' };

/** Declares the Incoming Message of one affiliation. */
export function incomingMessageCard(defId: string, aff: Affiliation): CardDefinition {
  registerInterruptFacts(defId);
  const A = NAMES[aff];
  const base = interruptCard(
    defId,
    `On a ${A} ship, either player's: it is called home and at once heads at full RANGE for its owner's nearest ${A} outpost, going on at the start of each of his turns; it takes no other move meanwhile. The card rides on the ship and is discarded when the ship is there.`,
    { when: 'anyTime', target: { ship: { of: 'anyone' } }, effects: [] },
    // the card has gone to the discard pile; headHome puts it on the ship while the ship is not home
    (s, _p, c, target) => headHome(s, target, c, aff),
  );
  return onlyWhen(base, (s, _p, ch) => {
    const ship = ch.ship as CardId;
    if (shipFacts(s, ship).affiliation !== aff || messageOn(s, ship, defId)) return false;
    const home = homeFor(s, ship, aff);
    const at = card(s, ship).at;
    return home !== undefined && at.z === 'inSpace' && at.loc !== home;
  });
}
