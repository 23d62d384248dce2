/**
 * The Juggler (Premiere interrupt, 101_142). At any of its player's response points he names a player,
 * himself or his opponent, whose draw deck is shuffled (the game's generator). Offered for a deck of
 * two or more cards: a shorter one has no order to change.
 */
import { playedInterrupt } from './interrupt-kit.ts';
import { emit } from '../core/flow.ts';
import type { PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { shuffle } from '../core/rng.ts';

export default playedInterrupt('the-juggler', 'Pick a player, you or your opponent: that player\'s draw deck is shuffled.', {
  spec: { when: 'anyTime', target: { coded: 'a player' }, effects: [{ coded: 'shuffle his draw deck' }] },
  windows: ['main', 'between', 'cardPlayed'],
  choices: (s, _p, _c, win) => (anyTime(win) ? s.seats.filter((q) => seat(s, q).deck.length >= 2).map((q) => ({ key: q, label: `shuffle ${q}'s draw deck` })) : []),
  play(s, p, c, ch) {
    const q = ch.key as PlayerId;
    shuffle(s.rng, seat(s, q).deck);
    emit(s, 'deckShuffled', `${p} has ${q}'s draw deck shuffled with ${name(s, c)}`, { player: p, of: q });
  },
});
