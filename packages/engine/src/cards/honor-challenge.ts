/**
 * Honor Challenge (Premiere interrupt, 101_118). At the response point right after an Away Team battle
 * begins (constructed: rules/battle.ts TeamBattleFrame), a player with Klingons with Honor in the
 * battle may play it: each of them kills one of the opponent's personnel with Treachery in the battle,
 * the player choosing which (each one once); then the battle goes on with whoever is left. Rulings:
 * docs/RULINGS.md, "Stasis and the Away Team battle interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { PlayChoice } from './registry.ts';
import { battleJustInitiated, isKlingon, sides } from './team-battle-kit.ts';
import type { CardId, GameState } from '../core/types.ts';
import { name } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { kill } from '../rules/dilemmas.ts';

const ID = 'honor-challenge';
/** The most victim sets offered as choices, where there are more Treachery personnel than Klingons to kill them. */
const MAX_CHOICES = 40;

const has = (s: GameState, id: CardId, skill: string) => (skillsOf(s, id).get(skill) ?? 0) > 0;

/** The sets of `k` of these cards, in order, at most `max` of them. */
function combinations(ids: readonly CardId[], k: number, max: number): CardId[][] {
  const out: CardId[][] = [];
  const pick = (from: number, acc: CardId[]) => {
    if (out.length >= max) return;
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i < ids.length; i++) pick(i + 1, [...acc, ids[i] as CardId]);
  };
  pick(0, []);
  return out;
}

export default playedInterrupt(
  ID,
  'Play just after an Away Team battle starts: each of your Klingons with Honor in it kills one opposing personnel with Treachery in it (you pick which). The battle then goes on.',
  {
    spec: { when: { after: { happening: 'battleInitiated', by: 'either' } }, target: { coded: 'opposing personnel with Treachery in the battle' }, effects: [{ coded: 'each killed' }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const f = battleJustInitiated(s, win);
      if (!f) return [];
      const { own, foes } = sides(s, f, p);
      const k = own.filter((id) => isKlingon(s, id) && has(s, id, 'Honor')).length;
      const traitors = foes.filter((id) => has(s, id, 'Treachery'));
      if (k === 0 || traitors.length === 0) return [];
      const sets = traitors.length <= k ? [traitors] : combinations(traitors, k, MAX_CHOICES);
      return sets.map((v): PlayChoice => ({ key: v.join('+'), label: `kill ${v.map((id) => name(s, id)).join(', ')}`, target: f.loc }));
    },
    play(s, _p, c, ch) {
      for (const id of ch.key.split('+') as CardId[]) {
        if (s.cards[id]?.at.z === 'planet') kill(s, id, `challenged by ${name(s, c)}`);
      }
    },
  },
);
