/**
 * Devidian Door (doorway, Alternate Universe, 103_033, with the [AU] and Shield icons; its older
 * print, docs/RULINGS.md "Card wording" entry 23). Played from hand to the table as the turn's card
 * play, while its owner's Alternate Universe Door is open (the [AU] gate). While it is there, once in
 * each of his turns its owner may play a personnel or equipment card from hand to any planet, and
 * then owes a Devidian Door shown from hand during his next turn, or loses the game
 * (rules/devidian-door.ts). Revolving Door cannot close it (the Shield icon: rules/door-closing.ts).
 */
import { declareCard } from './registry.ts';
import { emit } from '../core/flow.ts';
import { rulesOf } from '../formats/rules.ts';
import { moveTo, name } from '../rules/board.ts';
import { DEVIDIAN_DOOR } from '../rules/devidian-door.ts';

export default declareCard(DEVIDIAN_DOOR, {
  text:
    'Play it on the table. Once in each of your turns you may play one personnel or equipment card from hand to any planet, "from the future". ' +
    'During your next turn (or at the end of the game, if it comes first) you must then show a Devidian Door from hand and put it out of play, or you lose the game. ' +
    'Cards that close doorways do not close it.',
  spec: { event: { playsOn: { table: true } } },
  event: {
    choices: (s) => (rulesOf(s).doorways === 'none' ? [] : [{ key: 'table', label: 'on the table' }]),
    play(s, p, c) {
      moveTo(s, c, { z: 'table' });
      emit(s, 'doorwayPlayed', `${p}'s ${name(s, c)} lies on the table`, { player: p, card: c });
    },
  },
});
