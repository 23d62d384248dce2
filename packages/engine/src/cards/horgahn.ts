/**
 * Horga'hn (Premiere artifact), played as its first print (docs/RULINGS.md, "Card wording: the 31 cards
 * with two printings", 1). It acts "immediately": the moment it is earned it goes on the table (rules/
 * immediate-artifacts.ts), and from then on its holder takes double turns: two whole turns in a row,
 * the turn it was earned in being the first of two (rules/double-turns.ts). A second Horga'hn adds
 * nothing. docs/RULINGS.md, "Premiere artifacts, the last four".
 */
import { declareCard } from './registry.ts';
import { emit } from '../core/flow.ts';
import { moveTo, name } from '../rules/board.ts';

export const HORGAHN = 'horgahn';

export default declareCard(HORGAHN, {
  text:
    'An artifact that goes on the table the moment you earn it. From then on each of your turns is a double turn: ' +
    'you play a whole second turn straight after the first. More than one still gives two turns, not three.',
  abilities: { doubleTurns: true },
  whenEarned(s, p, id) {
    moveTo(s, id, { z: 'table' });
    emit(s, 'artifactOnTable', `${p} puts ${name(s, id)} on the table: double turns from now on`, { player: p, card: id });
  },
});
