/**
 * Rogue Borg Mercenaries (Premiere interrupt, 101_134). At any moment an interrupt may be played, on any
 * ship in space with personnel aboard, either player's: the card stays on the ship as one Borg and the
 * Borg there battle the personnel aboard at once and at the start of every turn, each Borg with STRENGTH
 * equal to their number (rules/rogue-borg.ts). A Targ in the crew (or present with it) nullifies it as it
 * lands: it is discarded and nobody battles (rules/nullify.ts). Rulings: docs/RULINGS.md, "Premiere: the last interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { CardId, CardState } from '../core/types.ts';
import { moveTo, name, personnelAboard } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { nullifierPresent } from '../rules/nullify.ts';
import { emit } from '../core/flow.ts';
import { MERCENARIES, rogueBorgBattle } from '../rules/rogue-borg.ts';

export default playedInterrupt(
  MERCENARIES,
  'On any ship with personnel aboard: this Borg boards and stays. The Borg aboard fight the crew now and at the start of every turn, each Borg as strong as their number (two Borg: 2 each, three: 3 each). The side with less STRENGTH loses one, at random. A Targ aboard cancels it as it boards.',
  {
    spec: { when: 'anyTime', target: { coded: 'any ship in space with personnel aboard' }, effects: [{ coded: 'boards it; the Borg battle the crew now and at every turn start' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      return s.seats
        .flatMap((q) => Object.values(s.cards).filter((c): c is CardState => c.owner === q && c.at.z === 'inSpace'))
        .filter((c) => personnelAboard(s, c.id).length > 0)
        .map((c) => ({ key: c.id, label: `on ${c.owner}'s ${name(s, c.id)}`, target: c.id, ship: c.id }));
    },
    play(s, _p, c, ch) {
      const ship = ch.target as CardId;
      if (s.cards[ship]?.at.z !== 'inSpace') return;
      const targ = nullifierPresent(s, MERCENARIES, personnelAboard(s, ship));
      if (targ !== undefined) {
        moveTo(s, c, { z: 'discard' });
        emit(s, 'cardNullified', `${name(s, targ)} aboard ${name(s, ship)} nullifies ${name(s, c)}: it is discarded`, { card: c, by: targ });
        return;
      }
      moveTo(s, c, { z: 'attached', host: ship });
      rogueBorgBattle(s, ship);
    },
  },
);
