/**
 * Auto-Destruct Sequence (Premiere interrupt). Played on one of its player's own ships in space, at
 * any moment an interrupt may be: the card rides on the ship, and at the end of its player's turn
 * (this one, or his next when played in the opponent's turn) the ship explodes (rules/self-destruct.ts).
 */
import { interruptCard } from './language.ts';
import { onlyWhen } from './interrupt-kit.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { aboard, card, moveTo } from '../rules/board.ts';
import { AUTO_DESTRUCT } from '../rules/self-destruct.ts';
import type { CardId } from '../core/types.ts';

registerInterruptFacts(AUTO_DESTRUCT);

export default onlyWhen(
  interruptCard(
    AUTO_DESTRUCT,
    'On one of your ships: at the end of your turn the ship blows itself up with all aboard, and every other ship at that location with SHIELDS under 8 is damaged.',
    { when: 'anyTime', target: { ship: { of: 'own' } }, effects: [] },
    // the card went to the discard pile: it rides on the ship until the end of the turn
    (s, _p, c, target) => {
      if (card(s, target).at.z === 'inSpace') moveTo(s, c, { z: 'attached', host: target });
    },
  ),
  (s, _p, ch) => ch.ship !== undefined && card(s, ch.ship).at.z === 'inSpace' && !aboard(s, ch.ship as CardId).some((id) => card(s, id).def === AUTO_DESTRUCT),
);
