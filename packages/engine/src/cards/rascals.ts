/**
 * Rascals (Alternate Universe dilemma, space). The card goes onto the ship; the unique personnel of
 * the crew that meets it (four at most, picked at random when there are more) become kids while it is
 * there, wherever they go: STRENGTH 2 in place of the printed one, and Youth in place of the first
 * skill of the skill box (rules/made-over.ts). Nobody is stopped. Cured, the kids grown again and the
 * card discarded, once 2 MEDICAL and Biology are among the personnel aboard the ship: asked when it is
 * met (then nobody is made a kid) and at the end of every turn (docs/RULINGS.md, "Alternate Universe
 * dilemmas, the last five").
 */
import { declareCard } from './registry.ts';
import { registerDilemmaFacts, shipToGoOn } from './space-dilemmas.ts';
import { emit } from '../core/flow.ts';
import type { CardId, CardState, GameState } from '../core/types.ts';
import { teamStats } from '../rules/attributes.ts';
import { inPlayByDef, moveTo, name, personnelAboard, personnelFacts } from '../rules/board.ts';
import { attemptingTeam, randomFrom } from '../rules/dilemmas.ts';
import { cureMadeOver, forgetMadeOver, makeOver, RASCALS } from '../rules/made-over.ts';

registerDilemmaFacts(RASCALS, null);

/** At most this many kids. */
export const MAX_KIDS = 4;

/** Whether those aboard the ship cure it: 2 MEDICAL and Biology (as their skills read now). */
export function cures(s: GameState, ship: CardId): boolean {
  const t = teamStats(s, personnelAboard(s, ship));
  return (t.skills.get('MEDICAL') ?? 0) >= 2 && (t.skills.get('Biology') ?? 0) >= 1;
}

function cure(s: GameState, card: CardId, ship: CardId): void {
  cureMadeOver(s, card);
  moveTo(s, card, { z: 'discard' });
  emit(s, 'trapCleared', `2 MEDICAL and Biology aboard ${name(s, ship)} cure ${name(s, card)}: the kids grow up again and it is discarded`, { card, ship });
}

/** At the end of every turn: forget the kids gone out of play; a crew that now cures it is freed. */
function atTurnEnd(s: GameState): void {
  for (const id of inPlayByDef(s, RASCALS)) {
    const at = (s.cards[id] as CardState).at;
    if (at.z !== 'attached') continue;
    forgetMadeOver(s, RASCALS);
    if (cures(s, at.host)) cure(s, id, at.host);
  }
}

export default declareCard(RASCALS, {
  text: 'Goes onto the ship. Up to 4 unique personnel of the crew (at random if more) become kids while it is there: STRENGTH 2, and Youth in place of the first skill in the box. Cured, and discarded, once 2 MEDICAL and Biology are aboard. Nobody is stopped.',
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      if (cures(s, ship)) {
        emit(s, 'trapCleared', `2 MEDICAL and Biology aboard ${name(s, ship)}: nobody becomes a kid, ${name(s, f.dilemma)} is discarded`, { card: f.dilemma, ship });
        return;
      }
      const pool = attemptingTeam(s, f.player, f.loc, f.from).filter((id) => personnelFacts(s, id).unique);
      if (pool.length === 0) {
        emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} finds no unique personnel in the crew and is discarded`, { card: f.dilemma });
        return;
      }
      let kids: CardId[] = pool;
      if (pool.length > MAX_KIDS) {
        kids = []; // more than four: four picked at random
        while (kids.length < MAX_KIDS) {
          const k = randomFrom(s, pool) as CardId;
          pool.splice(pool.indexOf(k), 1);
          kids.push(k);
        }
      }
      f.dispose = 'stays';
      moveTo(s, f.dilemma, { z: 'attached', host: ship });
      for (const k of kids) makeOver(s, f.dilemma, k);
      emit(s, 'personnelMadeOver', `${kids.map((k) => name(s, k)).join(', ')} ${kids.length === 1 ? 'becomes a kid' : 'become kids'} (${name(s, f.dilemma)} is placed on ${name(s, ship)})`, { card: f.dilemma, ship, cards: kids });
    },
  },
  after: [{ type: 'turnEnding', run: (s) => (inPlayByDef(s, RASCALS).length === 0 ? undefined : atTurnEnd(s)) }],
});

