/**
 * Dead in Bed (Alternate Universe interrupt, 103_057). At any moment an interrupt may be played, its
 * player kills one personnel in stasis (rules/stasis.ts), anyone's. Rulings: docs/RULINGS.md, "Stasis
 * and the Away Team battle interrupts".
 */
import { playedInterrupt } from './interrupt-kit.ts';
import type { CardId } from '../core/types.ts';
import { name, typeOf } from '../rules/board.ts';
import { kill } from '../rules/dilemmas.ts';
import { anyTime } from '../rules/responses.ts';
import { cardsInStasis, inStasis } from '../rules/stasis.ts';

const ID = 'dead-in-bed';

export default playedInterrupt(ID, 'At any time: kill one personnel that is in stasis, either player\'s.', {
  spec: { when: 'anyTime', target: { coded: 'a personnel in stasis, anyone\'s' }, effects: [{ coded: 'killed' }] },
  windows: ['main', 'between', 'cardPlayed'],
  choices(s, _p, _c, win) {
    if (!anyTime(win)) return [];
    return cardsInStasis(s)
      .filter((id) => typeOf(s, id) === 'personnel')
      .map((id) => ({ key: id, label: `kill ${name(s, id)}, in stasis`, target: id }));
  },
  play(s, _p, c, ch) {
    const id = ch.target as CardId;
    if (inStasis(s, id)) kill(s, id, `${name(s, c)}: killed in stasis`);
  },
}, { deckNeeds: ['vulcan-nerve-pinch'] }); // the random deck generator deals a stasis source its own deck plays with it (CardBehaviour.deckNeeds)
