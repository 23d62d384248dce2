/**
 * Subspace Interference (Premiere interrupt, 101_137). It stops a message from getting through: right
 * after the opponent plays an Incoming Message (any of the three), Hail or Subspace Schism, its player
 * cancels that card before it resolves; or, at any moment an interrupt may be played, he discards an
 * Incoming Message riding on a ship, anyone's, and the ship is free to move again. Both cards go to
 * their owners' discard piles (a Subspace Schism cancelled so leaves the card drawn in hand). Rulings: docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { fits } from './plays.ts';
import type { When } from './plays.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { boardIndex, card, moveTo, name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';

const MESSAGES = ['incoming-message-federation', 'incoming-message-klingon', 'incoming-message-romulan'] as const;
const WHEN: When = { justPlayed: { by: 'opponent', cards: [...MESSAGES, 'hail', 'subspace-schism'] } };

/** The Incoming Messages riding on ships (the ship heading home). */
function ridingMessages(s: GameState): CardId[] {
  return boardIndex(s).inPlay.filter((id) => {
    const c = s.cards[id] as CardState;
    return (MESSAGES as readonly string[]).includes(c.def) && c.at.z === 'attached';
  });
}

export default playedInterrupt(
  'subspace-interference',
  'Jam a message: right after your opponent plays an Incoming Message, a Hail or a Subspace Schism, cancel it; or at any time take an Incoming Message off the ship it rides, which may move again. Both cards are discarded.',
  {
    spec: { when: 'anyTime', target: { coded: 'an Incoming Message, Hail or Subspace Schism just played by the opponent, or an Incoming Message on a ship' }, effects: [{ coded: 'it is discarded with no further effect' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win): PlayChoice[] {
      const out: PlayChoice[] = [];
      if (win.type === 'cardPlayed' && fits(s, p, WHEN, win)) out.push({ key: `cancel ${win.card}`, label: `cancel ${name(s, win.card)}`, target: win.card });
      if (anyTime(win)) {
        for (const m of ridingMessages(s)) {
          const host = (card(s, m).at as { host: CardId }).host;
          out.push({ key: `jam ${m}`, label: `discard ${name(s, m)} from ${name(s, host)}`, target: m, ship: host });
        }
      }
      return out;
    },
    play(s, p, c, ch) {
      const t = ch.target as CardId;
      const at = s.cards[t]?.at.z;
      if (at !== (ch.key.startsWith('cancel') ? 'resolving' : 'attached')) {
        emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to stop`, { card: c });
        return;
      }
      moveTo(s, t, { z: 'discard' });
      // the ship is free: the message's ban on moving goes with it
      s.effects = s.effects.filter((e) => !(e.kind === 'modifier' && e.source === t));
      emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${p}'s ${name(s, c)}`, { card: t, by: c });
    },
  },
);
