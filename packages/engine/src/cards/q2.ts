/**
 * Q2 (Premiere interrupt, 101_133; its older print, docs/RULINGS.md "Card wording" entry 17). Played
 * right after the opponent plays Kevin Uxbridge, it cancels that card: it goes to its owner's discard
 * pile without doing anything. Its other uses wait: Amanda Rogers is not in these sets, and the one
 * Q-related dilemma of these sets (Q) has no behaviour in the engine yet, so Q2 never meets one.
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { fits } from './plays.ts';
import type { When } from './plays.ts';
import { emit } from '../core/flow.ts';
import type { CardId } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';

const WHEN: When = { justPlayed: { by: 'opponent', cards: ['kevin-uxbridge'] } };

export default playedInterrupt(
  'q2',
  'Right after your opponent plays Kevin Uxbridge, cancel it: it is discarded having done nothing. (Amanda Rogers is not in these sets, and the engine does not play the Q dilemma yet, so the other uses never arise.)',
  {
    spec: { when: WHEN, target: { thatCard: true }, effects: [{ coded: 'cancel it' }] },
    windows: ['cardPlayed'],
    choices: (s, p, _c, win) => (win.type === 'cardPlayed' && fits(s, p, WHEN, win) ? [{ key: 'cancel', label: `cancel ${name(s, win.card)}`, target: win.card }] : []),
    play(s, p, c, ch) {
      const t = ch.target as CardId;
      if (s.cards[t]?.at.z !== 'resolving') {
        emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to cancel`, { card: c });
        return;
      }
      moveTo(s, t, { z: 'discard' });
      emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${p}'s ${name(s, c)}`, { card: t, by: c });
    },
  },
);
