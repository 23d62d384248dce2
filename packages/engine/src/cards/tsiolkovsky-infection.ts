/**
 * Tsiolkovsky Infection (dilemma, space). Met by a ship's crew, it goes onto that ship and the crew
 * goes on with the attempt. While it is there every personnel aboard, while aboard, loses the first
 * skill listed after its classification (rules/crew-afflictions.ts). Three MEDICAL aboard cure it:
 * met so, it is discarded at once; once on the ship, it is discarded at the end of any turn that
 * finds three MEDICAL aboard (counted as the infected crew has them; rules/affliction-turns.ts). A ship already infected is not
 * infected again: a second one met by its crew is discarded with no effect. Met from an outpost
 * there is no ship to go on: discarded with no effect (docs/RULINGS.md, "Premiere dilemmas, batch D", DD6).
 */
import { emit } from '../core/flow.ts';
import { skillAboard } from '../rules/afflictions.ts';
import { aboard, card, moveTo, name } from '../rules/board.ts';
import { declareCard } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';

const ID = 'tsiolkovsky-infection';
const CURE = { skill: 'MEDICAL', count: 3 } as const;
registerDilemmaFacts(ID, null);

export default declareCard(ID, {
  text: 'Goes onto the ship; the attempt goes on. Everyone aboard loses the first skill listed after the classification while aboard. Three MEDICAL aboard cure it. Not cumulative.',
  abilities: { crewLosesFirstSkill: { curedBy: CURE } },
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      if (aboard(s, ship).some((id) => id !== f.dilemma && card(s, id).def === ID && card(s, id).at.z === 'attached')) {
        emit(s, 'dilemmaNoEffect', `${name(s, ship)} is already infected: ${name(s, f.dilemma)} is not cumulative and is discarded`, { card: f.dilemma });
        return;
      }
      if (skillAboard(s, ship, CURE.skill, CURE.count)) {
        emit(s, 'dilemmaNullified', `Three MEDICAL aboard ${name(s, ship)} cure ${name(s, f.dilemma)} at once: it is discarded`, { card: f.dilemma, by: ship });
        return;
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      emit(s, 'shipAfflicted', `${name(s, f.dilemma)} is placed on ${name(s, ship)}: everyone aboard loses a skill`, { card: f.dilemma, ship });
    },
  },
});
