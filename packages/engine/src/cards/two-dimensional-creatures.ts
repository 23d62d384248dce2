/**
 * Two-Dimensional Creatures (dilemma, space). Met by a ship's crew, it goes onto that ship (the crew
 * goes on with the attempt): while it is there the ship cannot move, and every personnel aboard with
 * Empathy is disabled (no skills, left out of the crew that attempts; rules/crew-afflictions.ts).
 * SCIENCE and ENGINEER aboard free the ship at once; the card is discarded, curing the empaths, when
 * it is met with them aboard or at the end of a turn that finds them there (rules/afflictions.ts).
 * Met from an outpost there is no ship to go on: it is discarded with no effect (docs/RULINGS.md,
 * "Premiere dilemmas, batch D", DD3).
 */
import { emit } from '../core/flow.ts';
import { holdCleared } from '../rules/afflictions.ts';
import { moveTo, name } from '../rules/board.ts';
import { declareCard } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';

const ID = 'two-dimensional-creatures';
const CLEAR = { unlessSkill: 'SCIENCE', count: 1, andSkill: 'ENGINEER' } as const;
registerDilemmaFacts(ID, null);

export default declareCard(ID, {
  text: 'Goes onto the ship: it cannot move and every empath aboard is disabled, until SCIENCE and ENGINEER are aboard; then the dilemma is discarded and the empaths recover.',
  abilities: { holdsHost: CLEAR, disablesAboard: { skill: 'Empathy' } },
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      if (holdCleared(s, ship, CLEAR)) {
        emit(s, 'trapCleared', `SCIENCE and ENGINEER aboard ${name(s, ship)} clear ${name(s, f.dilemma)}: it is discarded`, { card: f.dilemma, ship });
        return;
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      emit(s, 'shipAfflicted', `${name(s, f.dilemma)} is placed on ${name(s, ship)}: it cannot move, and its empaths are disabled`, { card: f.dilemma, ship });
    },
  },
});
