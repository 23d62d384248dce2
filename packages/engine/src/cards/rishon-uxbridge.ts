/**
 * Rishon Uxbridge (Alternate Universe event, 103_046; [AU] icon). Played on one event card in play,
 * anyone's and wherever it lies: the card lies on its player's table marked with that event
 * (rules/pointed-events.ts), and while both are in play Kevin Uxbridge cannot nullify that event.
 * Rishon herself is not protected: Kevin Uxbridge may nullify her, and then the event is open to him
 * again. docs/RULINGS.md, "Alternate Universe events and Neutral Outpost".
 */
import { declareCard } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import type { CardState } from '../core/types.ts';
import { boardIndex, typeOf } from '../rules/board.ts';
import { pointedEvent } from '../rules/pointed-events.ts';

registerEventFacts('rishon-uxbridge', 'event');

export default declareCard('rishon-uxbridge', {
  spec: { event: { target: { coded: "one event in play, anyone's" }, effects: [{ coded: 'Kevin Uxbridge kept off that event while she stays' }] } },
  text: 'Play it on one event card in play, anyone\'s: while it stays, Kevin Uxbridge cannot touch that event. She herself has no such shelter.',
  event: pointedEvent((s, _p, self) =>
    boardIndex(s).inPlay.filter((id) => id !== self && typeOf(s, id) === 'event' && ['table', 'attached'].includes((s.cards[id] as CardState).at.z)),
  ),
  abilities: { hostImmuneTo: 'kevin-uxbridge' },
  pointed: true,
});
