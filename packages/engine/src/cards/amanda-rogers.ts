/**
 * Amanda Rogers (Premiere interrupt). Right after the opponent plays an interrupt, or any other card
 * played as one (an artifact such as Thought Maker), and before it resolves, she cancels it: the card
 * goes to its owner's discard pile having done nothing. Another Amanda Rogers cannot be cancelled so.
 * Q2 cancels her as she is played (cards/q2.ts). Rulings: docs/RULINGS.md, "Premiere interrupts, batch A".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice, Window } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { playedAsInterrupt } from './plays.ts';

const DEF = 'amanda-rogers';
registerInterruptFacts(DEF);

/** Whether this card is waiting to resolve as an interrupt (cards/plays.ts). */
export const waitingAsInterrupt = playedAsInterrupt;

function choices(s: GameState, p: PlayerId, _c: CardId, win: Window): PlayChoice[] {
  if (win.type !== 'cardPlayed' || win.by === p) return [];
  if (card(s, win.card).def === DEF || !waitingAsInterrupt(s, win.card)) return [];
  return [{ key: 'nullify', label: `nullify ${name(s, win.card)}`, target: win.card }];
}

export default declareCard(DEF, {
  text: 'Right after your opponent plays an interrupt, or another card as an interrupt: it is cancelled before it does anything and goes to the discard pile. Another Amanda Rogers is not affected.',
  spec: { interrupt: { when: { justPlayedAny: { by: 'opponent', asInterrupt: true } }, target: { thatCard: true }, effects: [{ nullify: true }] } },
  interrupt: {
    windows: ['cardPlayed'],
    answers: [],
    choices,
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const t = ch.target as CardId;
      if (!waitingAsInterrupt(s, t)) return; // gone while she waited
      moveTo(s, t, { z: 'discard' });
      emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${name(s, c)}`, { card: t, by: c, player: p });
    },
  },
});
