/**
 * Anti-Time Anomaly (Premiere event 101_067). Goes on the table and starts a countdown: when its
 * owner's third full turn after the one it was played in ends, every personnel in play, both
 * players', is killed (on planets, aboard ships and outposts, in an Escape Pod); a card that prevents
 * a death may still save one. If the card has left the table before then, nothing happens. The game
 * goes on (digest 10.4). The card marks itself when played (core/modifiers.ts), and the countdown is
 * announced; rules/anti-time.ts strikes (ability killsAllPersonnel). docs/RULINGS.md, "Premiere
 * events, batch A".
 */
import { registerEventFacts } from './event-facts.ts';
import { eventCard } from './language.ts';
import { emit } from '../core/flow.ts';
import type { Happening } from '../core/happenings.ts';
import { addMark } from '../core/modifiers.ts';
import type { GameState } from '../core/types.ts';
import { card, name } from '../rules/board.ts';
import { strikeTurn } from '../rules/anti-time.ts';

const DEF = 'anti-time-anomaly';
/** The owner's full turns it waits, after the one it is played in. */
export const ANTI_TIME_TURNS = 3;

registerEventFacts(DEF, 'table');

function started(s: GameState, h: Extract<Happening, { type: 'cardPlayed' }>): void {
  if (card(s, h.card).def !== DEF) return;
  addMark(s, h.card, h.card);
  const due = strikeTurn(s.turn.number, ANTI_TIME_TURNS);
  emit(s, 'countdown', `${name(s, h.card)}: every personnel in play dies at the end of ${h.player}'s third full turn from now (turn ${due})`, { card: h.card, turn: due });
}

export default eventCard(
  DEF,
  'Goes on the table. When your third full turn after this one ends, every personnel in play dies, yours and your opponent\'s, unless this card has been destroyed before.',
  { playsOn: { table: true }, abilities: { killsAllPersonnel: { afterOwnFullTurns: ANTI_TIME_TURNS } } },
  undefined,
  { after: [{ type: 'cardPlayed', run: started }] },
);
