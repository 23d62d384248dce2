/**
 * Vulcan Mindmeld (Premiere interrupt, 101_144). At any moment an interrupt may be played, its player
 * picks one of his own personnel whose skill box has Mindmeld and another of his personnel present
 * with him (aboard the same ship or outpost, or in the same Away Team): until the end of the turn the
 * first has the second's skills as well as his own (rules/mindmeld.ts). The same pair is not melded
 * twice in a turn. Rulings: docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { aboard, card, name, onPlanet, personnelFacts, typeOf } from '../rules/board.ts';
import { lendSkills, MINDMELD } from '../rules/mindmeld.ts';
import { anyTime } from '../rules/responses.ts';

/** The player's personnel in the same group as `id` (aboard the same ship or outpost, or on the same planet). */
function presentWith(s: GameState, p: PlayerId, id: CardId): CardId[] {
  const at = card(s, id).at;
  const group = at.z === 'aboard' ? aboard(s, at.host) : at.z === 'planet' ? onPlanet(s, at.loc, p) : [];
  return group.filter((o) => o !== id && s.cards[o]?.owner === p && s.cards[o]?.at.z === at.z && typeOf(s, o) === 'personnel');
}

/** Every (melder, lender) pair the player may meld now. */
export function melds(s: GameState, p: PlayerId): [CardId, CardId][] {
  const out: [CardId, CardId][] = [];
  for (const id of Object.keys(s.cards) as CardId[]) {
    const c = s.cards[id]!;
    if (c.owner !== p || (c.at.z !== 'aboard' && c.at.z !== 'planet') || typeOf(s, id) !== 'personnel') continue;
    if (!personnelFacts(s, id).skills.some((k) => k.skill === 'Mindmeld')) continue;
    for (const o of presentWith(s, p, id)) {
      if (s.effects.some((e) => e.kind === 'mark' && e.by === MINDMELD && e.source === o && e.card === id && e.turn === s.turn.number)) continue;
      out.push([id, o]);
    }
  }
  return out;
}

export default playedInterrupt(
  MINDMELD,
  'At any time: one of your personnel with Mindmeld takes on the skills of another of your personnel with him (same ship, outpost or Away Team), on top of his own, until the turn ends.',
  {
    spec: { when: 'anyTime', target: { coded: 'your personnel with Mindmeld, and another of yours present' }, effects: [{ coded: "he has the other's skills until end of turn" }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      return melds(s, p).map(([m, o]) => ({ key: `${m} ${o}`, label: `${name(s, m)} takes on ${name(s, o)}'s skills`, target: m }));
    },
    play(s, p, c, ch) {
      const m = ch.target as CardId;
      const o = ch.key.slice(m.length + 1) as CardId;
      if (!melds(s, p).some(([a, b]) => a === m && b === o)) {
        emit(s, 'cardFizzled', `${name(s, c)} finds the two no longer together`, { card: c });
        return;
      }
      lendSkills(s, o, m);
      emit(s, 'mindmeld', `${p}'s ${name(s, m)} takes on ${name(s, o)}'s skills until the turn ends`, { player: p, card: m, from: o });
    },
  },
);
