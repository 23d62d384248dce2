/**
 * Tachyon Detection Grid (Premiere interrupt, 101_139). With at least four ships of his own in play, a
 * player may play it at any of his response points on a cloaked ship: the ship decloaks and may not
 * cloak again this turn (its cloaking for the turn is spent, rules/cloaking.ts). Rulings: docs/RULINGS.md,
 * "Premiere interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { card, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { isCloaked, setCloaked } from '../rules/cloaking.ts';

export const SHIPS_NEEDED = 4;

/** The cloaked ships the player may aim it at now (none with fewer than four ships of his own in play). */
function targets(s: GameState, p: PlayerId): CardId[] {
  if (ownShips(s, p).length < SHIPS_NEEDED) return [];
  return s.seats.flatMap((q) => ownShips(s, q)).filter((sh) => isCloaked(s, sh));
}

export default playedInterrupt(
  'tachyon-detection-grid',
  'Only while you have four or more ships in play: pick a cloaked ship; it decloaks and cannot cloak again this turn.',
  {
    spec: { when: 'anyTime', target: { coded: 'a cloaked ship, with four of your own ships in play' }, effects: [{ coded: 'decloak it for the turn' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, p, _c, win) => (anyTime(win) ? targets(s, p).map((sh) => ({ key: sh, label: `on ${card(s, sh).owner}'s ${name(s, sh)}`, target: sh, ship: sh })) : []),
    play(s, p, c, ch) {
      const ship = ch.ship as CardId;
      if (!isCloaked(s, ship)) {
        emit(s, 'cardFizzled', `${name(s, c)} finds ${name(s, ship)} no longer cloaked`, { card: c });
        return;
      }
      setCloaked(s, ship, false);
      card(s, ship).cloakTurn = s.turn.number;
      emit(s, 'shipDetected', `${p}'s ${name(s, c)} detects ${name(s, ship)}: it cannot cloak again this turn`, { card: ship, by: c });
    },
  },
);
