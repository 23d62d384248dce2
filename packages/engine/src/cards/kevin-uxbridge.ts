/**
 * Kevin Uxbridge (Premiere interrupt, 101_124). Played at any of the player's response points, it
 * cancels one event card in play, anyone's, wherever it lies (on the table, on a mission, on a ship,
 * on an outpost), or a card of another type lying on the table as an event does; a treaty is out of
 * its reach. The cancelled card goes to its owner's discard pile. A Revolving Door cancelled so no
 * longer closes its doorway (rules/door-closing.ts reads only the doors on the table). Amanda Rogers,
 * which could not touch it, is not in these sets. Rulings: docs/RULINGS.md, "Premiere interrupts, batch B".
 */
import { immuneTo } from '../rules/pointed-events.ts';
import { behaviour } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { card, moveTo, name, typeOf } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { doorUnder, isClosed } from '../rules/door-closing.ts';

/** Whether a card is in play as an event: an event card on the table or on a host, or another card (not a doorway) lying on the table. */
function inPlayAsEvent(s: GameState, c: CardState): boolean {
  if (c.at.z !== 'table' && c.at.z !== 'attached') return false;
  const t = typeOf(s, c.id);
  if (t === 'event') return true;
  return c.at.z === 'table' && t !== 'doorway';
}

/** The cards Kevin Uxbridge may cancel now: in play as events, treaties excepted. */
export function nullifiable(s: GameState): CardId[] {
  return Object.values(s.cards)
    .filter((c) => inPlayAsEvent(s, c) && !behaviour(c.def)?.abilities?.treaty && !immuneTo(s, c.id, 'kevin-uxbridge')) // Rishon Uxbridge (rules/pointed-events.ts)
    .map((c) => c.id);
}

function where(s: GameState, id: CardId): string {
  const at = card(s, id).at;
  return at.z === 'attached' ? ` on ${name(s, at.host)}` : '';
}

export default playedInterrupt(
  'kevin-uxbridge',
  'Cancel one event in play, anyone\'s and wherever it lies, or another card lying on the table as an event does: it goes to its owner\'s discard pile. Treaties are out of its reach. The Amanda Rogers it is safe from is not in these sets.',
  {
    spec: { when: 'anyTime', target: { coded: 'an event in play, not a treaty' }, effects: [{ coded: 'nullify it' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win): PlayChoice[] =>
      anyTime(win) ? nullifiable(s).map((id) => ({ key: id, label: `nullify ${card(s, id).owner}'s ${name(s, id)}${where(s, id)}`, target: id })) : [],
    play(s, p, c, ch) {
      const t = ch.target as CardId;
      if (!nullifiable(s).includes(t)) {
        emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to nullify`, { card: c });
        return;
      }
      const door = doorUnder(s, t);
      const closed = door !== undefined && isClosed(s, door);
      moveTo(s, t, { z: 'discard' });
      emit(s, 'cardNullified', `${card(s, t).owner}'s ${name(s, t)} is nullified by ${p}'s ${name(s, c)}${door && closed ? `: ${card(s, door).owner}'s ${name(s, door)} is open again` : ''}`, { card: t, by: c });
    },
  },
);
