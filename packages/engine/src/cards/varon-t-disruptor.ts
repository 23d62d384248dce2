/**
 * Varon-T Disruptor (Premiere artifact, used as an equipment card). Earned to hand like any artifact,
 * it is then played as equipment is: it reports to any of its owner's outposts and is carried with
 * personnel (rules/play.ts, rules/artifacts.ts playedAsEquipment). Each of its owner's personnel in the
 * same group (aboard the same ship or outpost, or on the same planet) has its STRENGTH doubled: the
 * bonus is the personnel's STRENGTH with every other modifier counted, so the doubling comes last. A
 * second Varon-T in the group doubles nothing more (not cumulative). docs/RULINGS.md, "Premiere
 * artifacts".
 */
import { declareCard } from './registry.ts';
import type { CardId, GameState } from '../core/types.ts';
import { copiesInPlay } from './equipment.ts';
import { sameGroup } from '../rules/nullify.ts';
import { attributeOf } from '../rules/attributes.ts';

export const VARON_T = 'varon-t-disruptor';

/** Set while the doubled value is worked out, so the doubling does not count itself. */
let doubling = false;

function doubled(s: GameState, id: CardId): { STRENGTH?: number } {
  if (doubling) return {};
  const copies = copiesInPlay(s, VARON_T);
  if (!copies.some((e) => sameGroup(s, e, id))) return {};
  doubling = true;
  try {
    return { STRENGTH: attributeOf(s, id, 'STRENGTH') };
  } finally {
    doubling = false;
  }
}

export default declareCard(VARON_T, {
  text:
    'An artifact you play and carry like equipment. Every personnel of yours in its group fights and counts with twice its STRENGTH ' +
    '(doubled after all other changes); more than one in the same group still only doubles once.',
  usedAsEquipment: true,
  personnelBonus: doubled,
});
