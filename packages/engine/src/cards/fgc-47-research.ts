/**
 * FGC-47 Research (Alternate Universe mission: space, Federation, Romulan and Klingon icons, Nebula,
 * Alpha Quadrant, 30 points, solved with Diplomacy and Youth x2). Span X: a ship entering it pays 6
 * RANGE less one for each Navigation aboard it (each level of each personnel aboard, anyone's), never
 * less than 1. Its facts give 6, the span with no Navigation, read where no ship pays
 * (rules/mission-text.ts spanFor). docs/RULINGS.md, "Alternate Universe missions and Neutral Outpost".
 */
import { registerMissionFacts } from './mission-facts.ts';
import { declareCard } from './registry.ts';
import { skillsOf } from '../rules/attributes.ts';
import { personnelAboard } from '../rules/board.ts';
import type { CardId, GameState } from '../core/types.ts';

export const FGC_47_RESEARCH = 'fgc-47-research';
const BASE = 6;

registerMissionFacts(FGC_47_RESEARCH, { span: BASE });

/** The Navigation aboard a ship: every level of every personnel aboard. */
export function navigationAboard(s: GameState, ship: CardId): number {
  let n = 0;
  for (const id of personnelAboard(s, ship)) n += skillsOf(s, id).get('Navigation') ?? 0;
  return n;
}

export default declareCard(FGC_47_RESEARCH, {
  text:
    'A space mission worth 30 points, solved with Diplomacy and Youth x2. ' +
    'A ship moving into it spends 6 RANGE, one less for each Navigation aboard that ship, and never less than 1.',
  mission: { spanFor: (s, _loc, ship) => Math.max(1, BASE - navigationAboard(s, ship)) },
});
