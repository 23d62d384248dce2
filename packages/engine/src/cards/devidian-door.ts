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
    'Goes on the table. Once in each of your turns, a personnel or equipment card of your hand may come "from the future" to the surface of any planet. ' +
    'That use is a debt: in your following turn (or when the game ends, if sooner) reveal another Devidian Door held in hand and remove it from the game; a player who cannot is beaten. ' +
    'Revolving Door cannot shut this doorway.',
  spec: { event: { playsOn: { table: true } } },
  event: {
    choices: (s) => (rulesOf(s).doorways === 'none' ? [] : [{ key: 'table', label: 'on the table' }]),
    play(s, p, c) {
      moveTo(s, c, { z: 'table' });
      emit(s, 'doorwayPlayed', `${p}'s ${name(s, c)} lies on the table`, { player: p, card: c });
    },
  },
});
