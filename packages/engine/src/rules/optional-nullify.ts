/**
 * A personnel whose owner may nullify a card where he is present, at the cost of both cards (Berlingoff
 * Rasmussen and the Time Travel Pod, ability mayNullifyPresent): the card of that title, when it is
 * played on or acts on a group, asks here which of the group's personnel could nullify it; the
 * owner then chooses, and the nullifier is discarded with the card. Time Travel Pod has no behaviour
 * in the engine yet: its card will ask here. docs/RULINGS.md, "Alternate Universe personnel and
 * ships" (AP11).
 */
import type { CardId, GameState } from '../core/types.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { findBlueprint } from '../cards/blueprints.ts';
import { abilitiesInPlay } from './abilities.ts';

/** The personnel among `members` (in play) whose owner may nullify a card of this title or definition there. */
export function optionalNullifiers(s: GameState, nameOrDef: string, members: readonly CardId[]): CardId[] {
  const title = hasFacts(nameOrDef) ? facts(nameOrDef).name : (findBlueprint(nameOrDef)?.name ?? nameOrDef);
  return abilitiesInPlay(s)
    .filter((a) => a.abilities.mayNullifyPresent?.includes(title) && members.includes(a.card))
    .map((a) => a.card);
}
