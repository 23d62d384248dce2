/**
 * Vulcan Nerve Pinch (Alternate Universe interrupt, 103_080). At the response point right after an Away
 * Team battle begins (constructed: rules/battle.ts TeamBattleFrame), a player with Vulcans or
 * Soong-type androids in the battle may play it: for each of them one of the opposing personnel in the
 * battle, picked at random, is placed in stasis (rules/stasis.ts) until the end of the player's next turn,
 * and so leaves the battle. Its Rogue Borg use is not offered: the Rogue Borg's battles (rules/rogue-borg.ts)
 * open no response point. Rulings: docs/RULINGS.md, "Stasis and the Away Team battle interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { battleJustInitiated, characteristicsOf, ofSpecies, sides } from './team-battle-kit.ts';
import type { CardId, GameState } from '../core/types.ts';
import { name } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { inStasis, placeInStasis } from '../rules/stasis.ts';

const ID = 'vulcan-nerve-pinch';

/** Whether a personnel can pinch: a Vulcan (alone or one of two species) or a Soong-type android. */
export function pinches(s: GameState, id: CardId): boolean {
  return ofSpecies(s, id, 'Vulcan') || characteristicsOf(s, id).some((c) => /soong-type android/i.test(c));
}

export default playedInterrupt(
  ID,
  'Play just after an Away Team battle starts: for each of your Vulcans and Soong-type androids in it, one opposing personnel in it, at random, goes into stasis until the end of your next turn. (Its Rogue Borg use is not offered: their battles have no response point.)',
  {
    spec: { when: { after: { happening: 'battleInitiated', by: 'either' } }, target: { coded: 'opposing personnel in the battle, at random' }, effects: [{ coded: 'stasis until the end of your next turn' }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const f = battleJustInitiated(s, win);
      if (!f) return [];
      const { own, foes } = sides(s, f, p);
      const n = own.filter((id) => pinches(s, id)).length;
      if (n === 0 || foes.length === 0) return [];
      return [{ key: 'pinch', label: `${n} pinch(es) at ${name(s, f.loc)}`, target: f.loc }];
    },
    play(s, p, c, _ch, win) {
      const f = battleJustInitiated(s, win);
      if (!f) return;
      const { own, foes } = sides(s, f, p);
      let pool = foes.filter((id) => !inStasis(s, id));
      const n = own.filter((id) => pinches(s, id)).length;
      for (let i = 0; i < n; i++) {
        const v = randomFrom(s, pool); // each pincher his own victim
        if (!v) break;
        pool = pool.filter((id) => id !== v);
        placeInStasis(s, c, v, p);
      }
    },
  },
  // the random deck generator deals a Vulcan or a Soong-type android with it, where the deck's affiliation has one (decks/deck-wants.ts)
  { deckWants: { kinds: ['Vulcan', 'Soong-type android'] } },
);
