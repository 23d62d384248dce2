/**
 * Telepathic Alien Kidnappers (Premiere event). Goes on the table. At the end of every turn, either
 * player's, before that turn's draw, its owner names a card type; a card of his opponent's hand,
 * picked blind (at random), is shown to both players and discarded if it is of that type
 * (rules/kidnappers.ts). docs/RULINGS.md, "Premiere: the last events".
 */
import { eventCard } from './language.ts';
import { registerEventFacts } from './event-facts.ts';
import { KIDNAPPERS, kidnapFrame } from '../rules/kidnappers.ts';
import type { FrameHandler } from '../core/flow.ts';

registerEventFacts(KIDNAPPERS, 'table');

export default eventCard(
  KIDNAPPERS,
  "Goes on the table. As each turn ends, yours or your opponent's, name a card type: one card of your opponent's hand, taken blind, is shown to you both, and thrown away if you named its type.",
  { playsOn: { table: true } },
  undefined,
  { frames: { kidnappers: kidnapFrame as FrameHandler } },
);
