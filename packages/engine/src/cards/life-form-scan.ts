/**
 * Life-form Scan (Premiere interrupt, 101_127). At any of its player's response points he looks at
 * every card in the opponent's hand. The cards are named in one log line sent to him alone; the
 * opponent and spectators learn that the hand was looked at and how many cards it held. "For ten
 * seconds" is no clock (docs/RULINGS.md, "Premiere artifacts" PA5). Offered only while the opponent
 * holds a card (the size of a hand is known to all).
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import { opponent, seat } from '../core/types.ts';
import { name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';

export default playedInterrupt('life-form-scan', "Look at every card in your opponent's hand; only you learn what they are.", {
  spec: { when: 'anyTime', target: { nothing: true }, effects: [{ coded: 'look at the opponent\'s hand' }] },
  windows: ['main', 'between', 'cardPlayed'],
  choices: (s, p, _c, win) => (anyTime(win) && seat(s, opponent(s, p)).hand.length > 0 ? [{ key: 'look', label: `look at ${opponent(s, p)}'s hand` }] : []),
  play(s, p, c) {
    const foe = opponent(s, p);
    const hand = seat(s, foe).hand;
    emit(s, 'handLooked', `${p} looks at the ${hand.length} card${hand.length === 1 ? '' : 's'} of ${foe}'s hand with ${name(s, c)}`, { player: p, of: foe, count: hand.length }, { not: p });
    emit(s, 'handLookedSecret', `${foe}'s hand: ${hand.map((id) => name(s, id)).join(', ') || 'no cards'}`, { of: foe, cards: [...hand] }, p);
  },
});
