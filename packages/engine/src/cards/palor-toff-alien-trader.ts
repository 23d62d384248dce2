/**
 * Palor Toff - Alien Trader (interrupt). Trade it for a card that is not personnel from your
 * discard pile: that card goes to your hand and Palor Toff to the discard pile. The opponent may
 * answer it with Countermanda first.
 */
import { declareCard } from './registry.ts';
import { facts } from './facts.ts';
import { pickFromDiscard, RETRIEVE_FRAMES } from './retrieve.ts';
import { card } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { seat } from '../core/types.ts';

export default declareCard('palor-toff-alien-trader', {
  text: 'Trade this card for any non-personnel card from your discard pile.',
  frames: RETRIEVE_FRAMES,
  interrupt: {
    choices(s, p, _c, win) {
      if (!anyTime(win)) return [];
      const ok = seat(s, p).discard.some((id) => facts(card(s, id).def).type !== 'personnel');
      return ok ? [{ key: 'trade', label: 'to take back a non-personnel card' }] : [];
    },
    play(s, p, c) {
      pickFromDiscard(s, p, c, true);
    },
  },
});
