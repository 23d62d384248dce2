/**
 * Goddess of Empathy (Premiere event 101_077). Goes on the table until the end of its owner's next
 * turn, then is discarded. While it is there neither player may play an interrupt card, except Kevin
 * Uxbridge and Q2 (Premiere interrupts, offered again once their files come; Kevin Uxbridge:
 * Convergence is another card and is barred). An artifact played as an interrupt is not an interrupt
 * card. Ability barsInterrupts (rules/interrupt-bar.ts). docs/RULINGS.md, "Premiere events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';
import type { Happening } from '../core/happenings.ts';
import { addMark } from '../core/modifiers.ts';
import type { GameState } from '../core/types.ts';
import { card } from '../rules/board.ts';

const DEF = 'goddess-of-empathy';
registerEventFacts(DEF, 'table');

function started(s: GameState, h: Extract<Happening, { type: 'cardPlayed' }>): void {
  if (card(s, h.card).def === DEF) addMark(s, h.card, h.card);
}

export default eventCard(
  DEF,
  'Goes on the table until your next turn ends, then is discarded. Meanwhile no player can play interrupt cards, other than Kevin Uxbridge and Q2.',
  { playsOn: { table: true }, abilities: { barsInterrupts: { except: ['Kevin Uxbridge', 'Q2'], ownTurns: 1 } } },
  undefined,
  { after: [{ type: 'cardPlayed', run: started }] },
);
