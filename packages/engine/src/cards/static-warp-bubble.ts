/**
 * Static Warp Bubble (Premiere event). Goes on the table. While it is there, its owner's opponent
 * must discard a card from hand as he ends each of his turns, before his draw (rules/static-warp-bubble.ts);
 * two bubbles still take one card; The Traveler: Transcendence in play nullifies it.
 * docs/RULINGS.md, "Premiere events, batch B".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';

registerEventFacts('static-warp-bubble', 'table');

export default eventCard(
  'static-warp-bubble',
  'Goes on the table. Each time your opponent ends a turn, he first throws away a card of his choice from his hand (once, however many bubbles).',
  { playsOn: { table: true } },
);
