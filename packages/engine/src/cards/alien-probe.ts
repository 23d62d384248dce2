/**
 * Alien Probe (Premiere event 101_066). Goes on the table; while it is there both players' hands lie
 * face up, seen by the opponent and by spectators as well as by their owners (ability exposesHands,
 * rules/exposed-hands.ts). A second copy shows nothing more. docs/RULINGS.md, "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';

registerEventFacts('alien-probe', 'table');

export default eventCard('alien-probe', 'Goes on the table. From then on every player plays with the hand open: everyone can see the cards in both hands.', {
  playsOn: { table: true },
  abilities: { exposesHands: true },
});
