/**
 * Disruptor Overload (interrupt). Aim it at any ship or Away Team: one equipment card there,
 * chosen at random, is destroyed. With no equipment there, it does nothing.
 */
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import { moveTo, ownShips, onPlanet, crewOf, typeOf } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { anyTime } from '../rules/responses.ts';
import type { CardId, GameState } from '../core/types.ts';

function equipmentAt(s: GameState, target: string): CardId[] {
  const [kind, a, b] = target.split('|');
  const group = kind === 'ship' ? crewOf(s, a as string) : onPlanet(s, a as string, b as string);
  return group.filter((id) => typeOf(s, id) === 'equipment');
}

export default declareCard('disruptor-overload', {
  text: 'Destroy one random equipment card with any ship or Away Team.',
  interrupt: {
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      const out: PlayChoice[] = [];
      for (const q of s.seats) for (const ship of ownShips(s, q)) out.push({ key: `ship|${ship}`, label: `at ${name(s, ship)}`, target: ship });
      for (const loc of s.spaceline) {
        for (const q of s.seats) {
          if (onPlanet(s, loc, q).some((id) => typeOf(s, id) === 'personnel')) {
            out.push({ key: `team|${loc}|${q}`, label: `at the ${q} Away Team on ${name(s, loc)}`, target: loc });
          }
        }
      }
      return out;
    },
    play(s, _p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      const victim = randomFrom(s, equipmentAt(s, ch.key));
      if (!victim) {
        emit(s, 'noEffect', `Disruptor Overload finds no equipment ${ch.label}`, { card: c });
        return;
      }
      moveTo(s, victim, { z: 'discard' });
      emit(s, 'equipmentDestroyed', `${name(s, victim)} is destroyed by Disruptor Overload`, { card: victim });
    },
  },
});
