/**
 * Crosis (Premiere interrupt, 101_111). At any moment an interrupt may be played, on a ship where Rogue
 * Borg Mercenaries are: he joins them as one more Borg and doubles the STRENGTH of each Borg there, his
 * own too; a second Crosis there doubles nothing more (rules/rogue-borg.ts). Rulings: docs/RULINGS.md,
 * "Premiere: the last interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { CardId } from '../core/types.ts';
import { card, moveTo, name } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { CROSIS, MERCENARIES, rogueBorgOn, shipsWithRogueBorg } from '../rules/rogue-borg.ts';

export default playedInterrupt(
  CROSIS,
  'On a ship where Rogue Borg Mercenaries are: he joins them, and every Borg there, Crosis too, fights with twice the STRENGTH (two Borg: 4 each, three: 6 each). More than one Crosis doubles only once.',
  {
    spec: { when: 'anyTime', target: { coded: 'a ship with Rogue Borg Mercenaries on it' }, effects: [{ coded: 'the Borg there have double STRENGTH' }] },
    windows: ['main', 'between', 'cardPlayed'],
    choices(s, _p, _c, win) {
      if (!anyTime(win)) return [];
      return shipsWithRogueBorg(s)
        .filter((ship) => s.cards[ship]?.at.z === 'inSpace' && rogueBorgOn(s, ship).some((b) => card(s, b).def === MERCENARIES))
        .map((ship) => ({ key: ship, label: `on the Rogue Borg aboard ${name(s, ship)}`, target: ship, ship }));
    },
    play(s, _p, c, ch) {
      const ship = ch.target as CardId;
      if (!rogueBorgOn(s, ship).some((b) => card(s, b).def === MERCENARIES)) return;
      moveTo(s, c, { z: 'attached', host: ship });
    },
  },
  // the random deck generator deals these with it (CardBehaviour.deckNeeds): Borg to play on, and the
  // one card that keeps fewer than three of them from battling (and so losing) as they land
  { deckNeeds: ['rogue-borg-mercenaries', 'intruder-force-field'] },
);
