/**
 * Interphasic Plasma Creatures (Alternate Universe dilemma, planet or space). Creatures out of phase
 * cling to the team: two SCIENCE or Mindmeld in the Away Team or crew shake them off (discarded).
 * Otherwise the team is stopped and the card goes onto the table as an event, naming the
 * encountering player: while it lies there each of his personnel is STRENGTH -2, once however many
 * lie there (not cumulative). An I.P. Scanner nullifies it where it is with its owner's personnel: met
 * by a team with one it is discarded (rules/nullify.ts, asked by the encounter), and on the table it
 * does not lower the personnel in a scanner's group (docs/RULINGS.md, "Alternate Universe dilemmas").
 */
import { declareCard } from './registry.ts';
import { standardDilemma } from './common.ts';
import { registerDilemmaFacts } from './dilemma-facts.ts';
import { anyOf, skill } from './space-dilemmas.ts';
import type { CardId, GameState } from '../core/types.ts';
import { marksBy } from '../core/modifiers.ts';
import { emit } from '../core/flow.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { nullifierPresent } from '../rules/nullify.ts';

export const IPC = 'interphasic-plasma-creatures';
registerDilemmaFacts(IPC, anyOf([skill('SCIENCE', 2)], [skill('Mindmeld')]));

/** Whether a personnel is lowered: an Interphasic Plasma Creatures on the table names its owner, and no I.P. Scanner is in its group. */
export function plasmaLowers(s: GameState, id: CardId): boolean {
  const owner = card(s, id).owner;
  if (!marksBy(s, IPC).some((m) => m.player === owner && card(s, m.source).at.z === 'table')) return false;
  return nullifierPresent(s, IPC, [id]) === undefined;
}

export default declareCard(IPC, {
  text: "Overcome with 2 SCIENCE or Mindmeld. Otherwise the team is stopped and the card goes on the table: while it is there each of the encountering player's personnel is STRENGTH -2 (not cumulative; not where an I.P. Scanner is with them).",
  personnelBonus: (s, id) => (plasmaLowers(s, id) ? { STRENGTH: -2 } : {}),
  dilemma: {
    resolve: standardDilemma(IPC, {
      failDispose: 'discard',
      onFail: (s, f) => {
        f.dispose = 'stays';
        moveTo(s, f.dilemma, { z: 'table' });
        card(s, f.dilemma).revealed = true;
        s.effects.push({ kind: 'mark', by: IPC, source: f.dilemma, card: f.dilemma, turn: s.turn.number, player: f.player });
        emit(s, 'eventPlaced', `${name(s, f.dilemma)} goes on the table: ${f.player}'s personnel are STRENGTH -2 while it is there`, { card: f.dilemma, player: f.player });
      },
    }),
  },
});
