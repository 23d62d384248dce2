/**
 * Radioactive Garbage Scow (dilemma, space). Met, it goes onto the mission and the attempt ends
 * there: the crew is not stopped, and the dilemmas left under the mission stay. While the scow is
 * on the mission nobody may attempt it. A ship with a tractor beam (not cloaked, not stopped) and
 * two ENGINEER aboard may tow it away as an order of its owner's turn: the scow is discarded and
 * the mission may be attempted again (rules/barred-missions.ts; docs/RULINGS.md, "Premiere
 * dilemmas, batch D", DD1).
 */
import { emit } from '../core/flow.ts';
import { moveTo, name } from '../rules/board.ts';
import { declareCard } from './registry.ts';
import { registerDilemmaFacts } from './space-dilemmas.ts';

const ID = 'radioactive-garbage-scow';
export const SCOW_TOW = { towSkill: 'ENGINEER', towCount: 2 } as const;
registerDilemmaFacts(ID, null);

export default declareCard(ID, {
  text: 'Goes onto the mission and the attempt ends; nobody may attempt the mission while it is there. A ship with a Tractor Beam and 2 ENGINEER aboard may tow it away (discarded).',
  abilities: { barsAttemptsHere: SCOW_TOW },
  dilemma: {
    resolve(s, f) {
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: f.loc });
      emit(s, 'missionBarred', `${name(s, f.dilemma)} is placed on ${name(s, f.loc)}: the attempt ends, and nobody may attempt it while it is there`, { card: f.dilemma, loc: f.loc });
    },
  },
});
