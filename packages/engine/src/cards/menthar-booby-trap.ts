/**
 * Menthar Booby Trap (dilemma, space). Met by a ship's crew, it goes onto that ship, which cannot
 * move while it is there. Unless the crew has MEDICAL, one of its members, picked at random, dies
 * (and the crew is stopped). Two ENGINEER aboard the ship (the older print's wording, RULINGS "Card
 * wording", 8) clear it: the ship may move as soon as they are aboard, and the trap is discarded
 * when it is met with them aboard or at the end of a turn that finds them there. Met from an
 * outpost there is no ship to go on: only the MEDICAL part acts, on the outpost's crew
 * (docs/RULINGS.md, "Premiere dilemmas, batch B", B6).
 */
import { emit } from '../core/flow.ts';
import { skillAboard } from '../rules/afflictions.ts';
import { teamStats } from '../rules/attributes.ts';
import { moveTo, name } from '../rules/board.ts';
import { attemptingTeam, killRandom, teamLabel } from '../rules/dilemmas.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, shipOf, skill } from './space-dilemmas.ts';

const ID = 'menthar-booby-trap';
const CLEAR = { unlessSkill: 'ENGINEER', count: 2 } as const;
registerDilemmaFacts(ID, anyOf([skill('MEDICAL')]));

export default declareCard(ID, {
  text: 'Goes onto the ship, which cannot move while it is there. Unless MEDICAL is in the crew, a random crew member dies. Two ENGINEER aboard clear it away.',
  // the hold, and the two ENGINEER that free the ship and discard it at a turn's end (rules/afflictions.ts)
  abilities: { holdsHost: CLEAR },
  dilemma: {
    resolve(s, f) {
      const team = attemptingTeam(s, f.player, f.loc, f.from);
      const ship = shipOf(s, f);
      f.dispose = 'discard';
      if (ship && skillAboard(s, ship, CLEAR.unlessSkill, CLEAR.count)) {
        emit(s, 'trapCleared', `Two ENGINEER aboard ${name(s, ship)} clear ${name(s, f.dilemma)}: it is discarded`, { card: f.dilemma, ship });
      } else if (ship) {
        f.dispose = 'stays';
        moveTo(s, f.dilemma, { z: 'attached', host: ship });
        emit(s, 'shipAfflicted', `${name(s, f.dilemma)} is placed on ${name(s, ship)}: it cannot move`, { card: f.dilemma, ship });
      }
      if ((teamStats(s, team).skills.get('MEDICAL') ?? 0) > 0) {
        emit(s, 'dilemmaOvercome', `${f.player}'s ${teamLabel(s, f.from)} has MEDICAL: nobody dies of ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
      } else {
        emit(s, 'dilemmaNotOvercome', `${f.player}'s ${teamLabel(s, f.from)} does not overcome ${name(s, f.dilemma)}`, { card: f.dilemma, player: f.player });
        f.stop = true;
        killRandom(s, team, 'the Menthar booby trap');
      }
    },
  },
});
