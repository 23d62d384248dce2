/**
 * Ophidian Cane (Alternate Universe artifact, 103_004, [AU]). Earned to hand, it is played once as an
 * interrupt, at any moment an interrupt may be (not the turn's card play), for one of:
 * - in its player's own turn, with his Devidian Door on the table: three cards may come through that
 *   door this turn instead of one (the debt is paid by the one Devidian Door shown next turn);
 * - with a Devidian Foragers in his hand: the next one he plays this turn takes four personnel
 *   instead of two;
 * - doubling Empathic Touch, a card outside these sets: never offered.
 * Then it is discarded (rules/ophidian-cane.ts). docs/RULINGS.md, "Alternate Universe artifacts, Ajur
 * and Boratus".
 */
import { declareCard } from './registry.ts';
import type { PlayChoice } from './registry.ts';
import { emit } from '../core/flow.ts';
import { seat } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { auDoorOpen } from '../rules/doorways.ts';
import { devidianDoorsOf } from '../rules/devidian-door.ts';
import { caneMarks, markCane, OPHIDIAN_CANE } from '../rules/ophidian-cane.ts';
import { anyTime } from '../rules/responses.ts';

const FORAGERS = 'devidian-foragers';

export default declareCard(OPHIDIAN_CANE, {
  text:
    'An artifact played once as an interrupt, for one of three things: in your turn, three cards instead of one may come through your Devidian Door this turn; ' +
    'or your next Devidian Foragers this turn takes four personnel instead of two; or it doubles Empathic Touch, which is not among these sets. Then it is discarded.',
  // the random deck generator deals what it doubles with it (CardBehaviour.deckNeeds): a Devidian
  // Door to let three through, a Devidian Foragers to double; Empathic Touch is not in these sets
  deckNeeds: ['devidian-door', 'devidian-foragers'],
  spec: { interrupt: { when: 'anyTime', target: { coded: 'your Devidian Door on the table, or your Devidian Foragers in hand' }, effects: [{ coded: 'three through the door this turn, or four personnel foraged' }] } },
  interrupt: {
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, p, _c, win): PlayChoice[] {
      if (!anyTime(win)) return [];
      const out: PlayChoice[] = [];
      const door = devidianDoorsOf(s, p)[0];
      if (door !== undefined && s.turn.active === p && auDoorOpen(s, p) && caneMarks(s, p, 'devidian-door').length === 0) {
        out.push({ key: 'door', label: `let three cards through ${name(s, door)} this turn`, target: door });
      }
      if (seat(s, p).hand.some((id) => card(s, id).def === FORAGERS) && caneMarks(s, p, OPHIDIAN_CANE).length === 0) {
        out.push({ key: 'foragers', label: 'double your next Devidian Foragers this turn (four personnel)' });
      }
      return out;
    },
    play(s, p, c, ch) {
      moveTo(s, c, { z: 'discard' });
      if (ch.key === 'door') {
        const door = ch.target as string;
        if (s.cards[door]?.at.z !== 'table') return;
        markCane(s, p, c, door);
        emit(s, 'caneUsed', `${p}'s ${name(s, c)}: three cards may come through ${name(s, door)} this turn`, { player: p, card: c, door });
        return;
      }
      markCane(s, p, c, c);
      emit(s, 'caneUsed', `${p}'s ${name(s, c)}: the next Devidian Foragers this turn takes four personnel`, { player: p, card: c });
    },
  },
});
