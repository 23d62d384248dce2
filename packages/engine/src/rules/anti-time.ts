/**
 * A countdown that kills every personnel in play (Anti-Time Anomaly, Premiere event): a card on the
 * table with the ability `killsAllPersonnel` strikes when its owner's n-th full turn after the one it
 * was played in ends. The card marks itself when played (its file); turn.ts calls this at each turn's
 * end, after the cards' own turn-end listeners and the ship afflictions. A card gone from the table
 * ends its countdown.
 */
import { emit } from '../core/flow.ts';
import { clearMark } from '../core/modifiers.ts';
import type { CardState, GameState } from '../core/types.ts';
import { behaviour } from '../cards/registry.ts';
import { name, typeOf } from './board.ts';
import { kill } from './dilemmas.ts';

/** The turn number at whose end a countdown started in `played` strikes (the two players' turns alternate). */
export function strikeTurn(played: number, ownFullTurns: number): number {
  return played + 2 * ownFullTurns;
}

export function antiTimeAtTurnEnd(s: GameState): void {
  for (const m of [...s.effects]) {
    if (m.kind !== 'mark' || m.source !== m.card) continue;
    const a = behaviour(m.by)?.abilities?.killsAllPersonnel;
    if (a === undefined) continue;
    const c = s.cards[m.card] as CardState;
    if (c.at.z !== 'table') {
      clearMark(s, m); // destroyed first: the countdown is over
      continue;
    }
    if (c.owner !== s.turn.active || s.turn.number < strikeTurn(m.turn, a.afterOwnFullTurns)) continue;
    clearMark(s, m);
    const inPlay = (id: string) => ['planet', 'aboard'].includes((s.cards[id] as CardState).at.z);
    const all = Object.values(s.cards).filter((x) => inPlay(x.id) && typeOf(s, x.id) === 'personnel').map((x) => x.id);
    emit(s, 'antiTime', `${name(s, m.card)} strikes: every personnel in play dies (${all.length})`, { card: m.card, count: all.length });
    for (const id of all) if (inPlay(id)) kill(s, id, name(s, m.card));
  }
}
