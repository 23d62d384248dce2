/**
 * Crystalline Entity (dilemma, dual, 5 points). In a space attempt it is overcome when the ship's
 * SHIELDS are over 6 or Music is aboard; otherwise every personnel aboard the ship dies. In a planet
 * attempt it is overcome with SCIENCE and MEDICAL in the Away Team; otherwise the whole Away Team
 * dies. Overcome, it scores its points; discarded either way. Met from an outpost, the outpost's
 * SHIELDS stand for the ship's and its crew is the life aboard (docs/RULINGS.md, "Premiere dilemmas,
 * batch B", B3). Interphase Generator, where present, nullifies it once that card's file declares so
 * (rules/nullify.ts asks for every dilemma met).
 */
import { standardDilemma } from './common.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, scores, skill } from './space-dilemmas.ts';
import { def, personnelAboard } from '../rules/board.ts';
import { kill } from '../rules/dilemmas.ts';
import { requirementsMet } from '../rules/requirements.ts';

const ID = 'crystalline-entity';
/** The planet side's requirements (the card's facts); the space side reads the ship. */
const PLANET = anyOf([skill('SCIENCE'), skill('MEDICAL')]);
const SPACE_MUSIC = anyOf([skill('Music')]);
export const CE_SHIELDS = 6;
registerDilemmaFacts(ID, PLANET);

export default declareCard(ID, {
  text: 'In space: every personnel aboard the ship dies unless its SHIELDS are over 6 or Music is aboard. On a planet: the whole Away Team dies unless SCIENCE and MEDICAL are in it. Overcome, 5 points. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(ID, {
      failDispose: 'discard',
      overcomeDispose: scores(ID),
      overcome(s, t, f) {
        if (f.from === undefined) return requirementsMet(t, PLANET);
        const host = def(s, f.from);
        const shields = host.type === 'ship' || host.type === 'outpost' ? host.shields : 0;
        return shields > CE_SHIELDS || requirementsMet(t, SPACE_MUSIC);
      },
      onFail(s, f, team) {
        const victims = f.from === undefined ? team : personnelAboard(s, f.from);
        for (const id of victims) kill(s, id, 'the Crystalline Entity');
      },
    }),
  },
});
