/**
 * Jaglom Shrek - Information Broker (Premiere interrupt). At any moment an interrupt may be played:
 * its player looks through the opponent's draw deck, top first, and leaves it exactly as it was. The
 * cards are named in one log line to him alone; the opponent and spectators learn only that the deck
 * was looked at and how many cards it holds. "For twenty seconds" is no clock, as Thought Maker's ten
 * (docs/RULINGS.md, "Premiere artifacts" PA5; "Premiere interrupts, batch A").
 */
import { interruptCard } from './language.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { emit } from '../core/flow.ts';
import { opponent, seat } from '../core/types.ts';
import { name } from '../rules/board.ts';

const DEF = 'jaglom-shrek-information-broker';
registerInterruptFacts(DEF);

export default interruptCard(
  DEF,
  "Look through your opponent's draw deck, alone, then leave it as it was: same cards, same order.",
  { when: 'anyTime', target: { nothing: true }, effects: [] },
  (s, p, c) => {
    const of = opponent(s, p);
    const deck = seat(s, of).deck;
    const top = [...deck].reverse();
    emit(s, 'deckLookedAt', `${p} looks through ${of}'s draw deck (${deck.length} cards) with ${name(s, c)}; its order is unchanged`, { player: p, of, count: deck.length, card: c });
    emit(s, 'deckSeenSecret', `${of}'s draw deck, top first: ${top.map((id) => name(s, id)).join(', ') || 'empty'}`, { of, cards: top }, p);
  },
);
