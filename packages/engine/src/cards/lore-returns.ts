/**
 * Lore Returns (Premiere event, 101_080). It goes on a ship in space where Rogue Borg Mercenaries are
 * aboard and no personnel is left (the Borg have done away with the crew), anyone's ship. What it
 * would then let its player's Borg do (fly the ship to attack, beam down to battle) needs Lore, a
 * personnel not in these sets: so once it is on the ship it does nothing more. docs/RULINGS.md,
 * "Premiere: the last six".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { attachedEvent } from './common.ts';
import type { CardState } from '../core/types.ts';
import { card, personnelAboard } from '../rules/board.ts';
import { MERCENARIES, rogueBorgOn, shipsWithRogueBorg } from '../rules/rogue-borg.ts';

export const LORE_RETURNS = 'lore-returns';

registerEventFacts(LORE_RETURNS, 'ship');

/** The personnel the card needs in play; no card of that name is in these sets. */
export const LORE = 'Lore';

export default declareCard(LORE_RETURNS, {
  spec: { event: { target: { coded: 'a ship in space with Rogue Borg Mercenaries aboard and no personnel' }, effects: [{ coded: 'none here: its effect needs Lore, not in these sets' }] } },
  text:
    'Goes on a ship, anyone\'s, where Rogue Borg Mercenaries remain and no personnel is left aboard. With Lore in play it would let your Rogue Borg fly the ship to attack and beam down to battle; Lore is not in these sets, so here it does nothing more.',
  event: attachedEvent((s) =>
    shipsWithRogueBorg(s).filter(
      (ship) =>
        (s.cards[ship] as CardState).at.z === 'inSpace' &&
        personnelAboard(s, ship).length === 0 &&
        rogueBorgOn(s, ship).some((id) => card(s, id).def === MERCENARIES),
    ),
  ),
  // the random deck generator deals it with this card
  deckNeeds: ['rogue-borg-mercenaries', 'intruder-force-field'],
});
