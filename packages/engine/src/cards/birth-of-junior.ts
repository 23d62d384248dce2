/**
 * Birth of "Junior" (dilemma, space). Met by a ship's crew, it goes onto that ship (the crew goes
 * on with the attempt). At the end of every turn, either player's, starting with the turn it
 * arrived, the ship's RANGE drops by one for good (the marks Junior puts on itself,
 * rules/afflictions.ts, which runs it); a ship whose RANGE reaches 0 is destroyed. Three ENGINEER aboard nullify
 * it: met by such a crew it is discarded at once, and once on a ship it is discarded at the end of
 * any turn the ship has three ENGINEER aboard, before the RANGE drops. Met from an outpost there is
 * no ship to go on: it is discarded with no effect (docs/RULINGS.md, "Premiere dilemmas, batch B").
 */
import { emit } from '../core/flow.ts';
import { skillAboard } from '../rules/afflictions.ts';
import { moveTo, name } from '../rules/board.ts';
import { declareCard } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';

const ID = 'birth-of-junior';
export const JUNIOR_ENGINEERS = 3;
registerDilemmaFacts(ID, null);

export default declareCard(ID, {
  text: 'Goes onto the ship. At the end of each turn its RANGE drops by 1 for good; at 0 the ship is destroyed. Three ENGINEER aboard nullify it.',
  // the RANGE it takes at each turn's end, and the three ENGINEER that discard it then (rules/afflictions.ts)
  abilities: { lowersHostRange: { nullifiedBy: { skill: 'ENGINEER', count: JUNIOR_ENGINEERS } } },
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      if (skillAboard(s, ship, 'ENGINEER', JUNIOR_ENGINEERS)) {
        emit(s, 'dilemmaNullified', `Three ENGINEER aboard ${name(s, ship)} nullify ${name(s, f.dilemma)}: it is discarded`, { card: f.dilemma, by: ship });
        return;
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      emit(s, 'shipAfflicted', `${name(s, f.dilemma)} is placed on ${name(s, ship)}`, { card: f.dilemma, ship });
    },
  },
});
