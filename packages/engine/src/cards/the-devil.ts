/**
 * The Devil (Premiere interrupt, 101_141). At any of its player's response points it destroys one of:
 * a treaty on the table, a Horga'hn on the table, or a Wind Dancer (a Wind Dancer whose face is known:
 * one met and left under its mission). The card goes to its owner's discard pile. Horga'hn is an
 * artifact the engine does not play yet: until it does, no Horga'hn is ever on the table. Rulings:
 * docs/RULINGS.md, "Premiere interrupts, batch B".
 */
import { behaviour } from './registry.ts';
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';

/** The cards The Devil may destroy now. */
export function devilTargets(s: GameState): CardId[] {
  return Object.values(s.cards)
    .filter((c) => {
      if (c.at.z === 'table') return c.def === 'horgahn' || behaviour(c.def)?.abilities?.treaty !== undefined;
      return c.def === 'wind-dancer' && c.at.z === 'underMission' && c.revealed;
    })
    .map((c) => c.id);
}

export default playedInterrupt(
  'the-devil',
  "Destroy one treaty on the table, one Horga'hn on the table, or one Wind Dancer already met. (The engine has no Horga'hn yet, so that part never applies.)",
  {
    spec: { when: 'anyTime', target: { coded: "a treaty or Horga'hn on the table, or a known Wind Dancer" }, effects: [{ coded: 'destroy it' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices: (s, _p, _c, win) => (anyTime(win) ? devilTargets(s).map((id) => ({ key: id, label: `destroy ${card(s, id).owner}'s ${name(s, id)}`, target: id })) : []),
    play(s, p, c, ch) {
      const t = ch.target as CardId;
      if (!devilTargets(s).includes(t)) {
        emit(s, 'cardFizzled', `${name(s, c)} finds nothing left to destroy`, { card: c });
        return;
      }
      moveTo(s, t, { z: 'discard' });
      emit(s, 'cardDestroyed', `${card(s, t).owner}'s ${name(s, t)} is destroyed by ${p}'s ${name(s, c)}`, { card: t, by: c });
    },
  },
);
