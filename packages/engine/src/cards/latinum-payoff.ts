/**
 * Latinum Payoff (Alternate Universe interrupt, 103_070, X points). Right after a ship of his destroys
 * another ship in battle, with a personnel having Greed aboard, a player may play it: it goes to his
 * bonus points and scores 3 for each OFFICER who was aboard the destroyed ship. Once for each destroyed
 * ship. The destroying player's response point right after it is constructed's; which ships destroyed
 * it, rules/battle-destroyers.ts. Rulings: docs/RULINGS.md, "Alternate Universe
 * interrupts, batch B".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { Window } from './registry.ts';
import { emit } from '../core/flow.ts';
import { addMark, marksBy } from '../core/modifiers.ts';
import type { CardId, GameState, PlayerId } from '../core/types.ts';
import { crewOf, moveTo, name, typeOf } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { scorePoints } from '../rules/endgame.ts';
import { destroyersOf } from '../rules/battle-destroyers.ts';

const ID = 'latinum-payoff';
export const POINTS_PER_OFFICER = 3;

const has = (s: GameState, id: CardId, skill: string) => (skillsOf(s, id).get(skill) ?? 0) > 0;

/** The ship just destroyed in battle by a ship of this player with Greed aboard, and its OFFICERs, if the card may answer it. */
export function payoffFor(s: GameState, p: PlayerId, win: Window): { ship: CardId; officers: number } | undefined {
  if (win.type !== 'after' || win.h.type !== 'shipDestroyed') return undefined;
  const ship = win.h.ship;
  const by = destroyersOf(s, ship);
  if (!by || by.player !== p) return undefined;
  if (!by.ships.some((sh) => crewOf(s, sh).some((id) => typeOf(s, id) === 'personnel' && has(s, id, 'Greed')))) return undefined;
  if (marksBy(s, ID).some((m) => m.card === ship)) return undefined; // once per destroyed ship
  // skills read where they now lie (the discard pile): printed, as the ship's crew had them
  const officers = (win.h.lost ?? []).filter((id) => typeOf(s, id) === 'personnel' && has(s, id, 'OFFICER')).length;
  return officers > 0 ? { ship, officers } : undefined;
}

export default playedInterrupt(
  ID,
  `When your ship with someone greedy aboard destroys another ship in battle, play this on it: it goes to your bonus points and scores ${POINTS_PER_OFFICER} for every OFFICER who was aboard that ship. Once for each ship destroyed.`,
  {
    spec: { when: { after: { happening: 'shipDestroyed', by: 'opponent' } }, target: { coded: 'a ship your ship with Greed aboard just destroyed in battle' }, effects: [{ coded: `to bonus points, ${POINTS_PER_OFFICER} per OFFICER aboard it` }] },
    windows: ['after'],
    choices(s, p, _c, win) {
      const pay = payoffFor(s, p, win);
      return pay ? [{ key: 'payoff', label: `on ${name(s, pay.ship)}: ${pay.officers * POINTS_PER_OFFICER} points`, target: pay.ship }] : [];
    },
    play(s, p, c, _ch, win) {
      const pay = payoffFor(s, p, win);
      if (!pay) return;
      addMark(s, c, pay.ship);
      const points = pay.officers * POINTS_PER_OFFICER;
      moveTo(s, c, { z: 'bonus', player: p, points });
      emit(s, 'latinumPayoff', `${p} is paid for ${name(s, pay.ship)} with ${name(s, c)}`, { player: p, card: c, for: pay.ship });
      scorePoints(s, p, points, `${name(s, c)} for ${name(s, pay.ship)} (${pay.officers} OFFICER${pay.officers === 1 ? '' : 's'})`);
    },
  },
  // the random deck generator deals personnel with Greed with it (decks/deck-wants.ts): four, as one must
  // be aboard the ship that destroys (docs/RULINGS.md RD6)
  { deckWants: { skills: ['Greed'], count: 4 } },
);
