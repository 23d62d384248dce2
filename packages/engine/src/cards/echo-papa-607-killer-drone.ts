/**
 * Echo Papa 607 Killer Drone (Alternate Universe equipment). Reports to any of your outposts and is
 * carried like any equipment. In an Away Team battle in which its owner's personnel in its group
 * take part (on the same planet), it adds STRENGTH to their side: 10 in the first battle it is used
 * in, 20 in the next, 30 in the one after, and so on. Every such battle is a use, won, lost or
 * tied; it is used whenever it is there (nothing is gained by holding it back), and a drone present
 * with no personnel of its owner's in the battle is not used. The count is the card's memory (its
 * marks, core/modifiers.ts): a drone that leaves play and is played again starts over at 10.
 * Two drones in one group are each used, each with its own count.
 * The card also names Rogue Borg battles: no Rogue Borg are in the engine yet, so that part does
 * nothing (docs/RULINGS.md, "Premiere and AU equipment").
 */
import { registerEquipmentFacts, copiesInPlay } from './equipment.ts';
import { declareCard } from './registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { addMark, clearMark, marksBy } from '../core/modifiers.ts';
import { emit } from '../core/flow.ts';
import { opponent } from '../core/types.ts';
import { card, name, personnelOnPlanet } from '../rules/board.ts';
import { sameGroup } from '../rules/nullify.ts';
import { nullifiedByOnePresent } from '../rules/present-nullify.ts';

export const ECHO_PAPA = 'echo-papa-607-killer-drone';
registerEquipmentFacts(ECHO_PAPA);

/** How many battles this drone has been used in since it came into play. */
export function droneUses(s: GameState, drone: CardId): number {
  return marksBy(s, ECHO_PAPA).filter((m) => m.source === drone).length;
}

/** The STRENGTH a drone gives in the battle it is used in now: 10 for its first, 10 more for each one before. */
export function droneStrength(s: GameState, drone: CardId): number {
  return 10 * (droneUses(s, drone) + 1);
}

/** The drones used by a side of an Away Team battle: those in play in the group of one of its personnel. */
function dronesWith(s: GameState, side: readonly CardId[]): CardId[] {
  const drones = copiesInPlay(s, ECHO_PAPA);
  if (drones.length === 0 || side.length === 0) return [];
  return drones.filter((d) => side.some((m) => sameGroup(s, d, m)) && !nullifiedByOnePresent(s, d)); // Paul Rice (rules/present-nullify.ts)
}

export default declareCard(ECHO_PAPA, {
  text: 'In an Away Team battle your personnel with it fight in, it adds STRENGTH 10 the first time, 20 the second, and 10 more each battle after. (Rogue Borg battles: none in this engine.)',
  battleStrength: (s, side) => dronesWith(s, side).reduce((n, d) => n + droneStrength(s, d), 0),
  after: [
    {
      // each side of the battle as rules/battle.ts counts it: the attacker's unstopped personnel there, the defender's all
      type: 'battleInitiated',
      run(s, h) {
        if (h.against !== 'team' || copiesInPlay(s, ECHO_PAPA).length === 0) return;
        const mine = personnelOnPlanet(s, h.loc, h.player).filter((id) => !card(s, id).stopped);
        const theirs = personnelOnPlanet(s, h.loc, opponent(s, h.player));
        for (const d of [...dronesWith(s, mine), ...dronesWith(s, theirs)]) {
          emit(s, 'equipmentUsed', `${name(s, d)} fights with STRENGTH ${droneStrength(s, d)}`, { card: d, strength: droneStrength(s, d) });
          addMark(s, d, d);
        }
      },
    },
    {
      // played again after leaving play, it is a new card to the rules: its count starts over
      type: 'cardPlayed',
      run(s, h) {
        if (card(s, h.card).def !== ECHO_PAPA) return;
        for (const m of marksBy(s, ECHO_PAPA)) if (m.source === h.card) clearMark(s, m);
      },
    },
  ],
});
