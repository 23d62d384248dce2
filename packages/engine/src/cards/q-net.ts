/**
 * Q-Net (Premiere event, 101_088). Played as the card play between two neighbouring spaceline
 * locations (it lies on the left one of the two, rules/q-net.ts): no ship moving along the spaceline
 * may cross that border unless two Diplomacy are aboard. The Alternate Universe Door's answer (one
 * ship through, the door discarded) is added to the door here. docs/RULINGS.md, "Premiere: the last six".
 */
import { declareCard } from './registry.ts';
import type { CardDefinition } from './registry.ts';
import { registerEventFacts } from './event-facts.ts';
import { withInterruptUse } from './interrupt-kit.ts';
import type { CardId, LocationId } from '../core/types.ts';
import { emit } from '../core/flow.ts';
import { addModifier } from '../core/modifiers.ts';
import { moveTo, name, ownShips } from '../rules/board.ts';
import { anyTime } from '../rules/responses.ts';
import { passesQNets, Q_NET, qNetsInPlay } from '../rules/q-net.ts';

registerEventFacts(Q_NET, 'location');

export default declareCard(Q_NET, {
  spec: {
    event: { target: { coded: 'the border between two neighbouring spaceline locations' }, effects: [{ coded: 'no ship crosses it without 2 Diplomacy aboard' }] },
  },
  text: 'Goes between two neighbouring spaceline locations: a ship may not cross that border unless it has 2 Diplomacy aboard. An Alternate Universe Door lets one ship through.',
  event: {
    choices(s) {
      const out = [];
      for (let i = 0; i + 1 < s.spaceline.length; i++) {
        const left = s.spaceline[i] as LocationId;
        const right = s.spaceline[i + 1] as LocationId;
        out.push({ key: left, label: `between ${name(s, left)} and ${name(s, right)}`, target: left });
      }
      return out;
    },
    play(s, _p, c, ch) {
      const left = ch.target as LocationId;
      const i = s.spaceline.indexOf(left);
      if (i < 0 || i + 1 >= s.spaceline.length) {
        moveTo(s, c, { z: 'discard' });
        emit(s, 'cardFizzles', `${name(s, c)} has no border left to go on and is discarded`, { card: c });
        return;
      }
      moveTo(s, c, { z: 'attached', host: left });
      emit(s, 'qNetPlaced', `${name(s, c)} now lies between ${name(s, left)} and ${name(s, s.spaceline[i + 1] as LocationId)}`, { card: c, loc: left });
    },
  },
});

/**
 * The Alternate Universe Door's answer to a Q-Net, added to the door's own plays: from hand, at any
 * moment an interrupt may be in its player's own turn, while a Q-Net is in play, one of his ships in space may cross
 * Q-Nets for the rest of the turn; the door is discarded.
 */
export function answersQNet(door: CardDefinition): CardDefinition {
  return withInterruptUse(door, {
    prefix: 'qnet',
    choices(s, p, _c, win) {
      if (!anyTime(win) || s.turn.active !== p || qNetsInPlay(s).length === 0) return [];
      const ships = ownShips(s, p).filter((ship) => s.cards[ship]?.at.z === 'inSpace' && !passesQNets(s, ship));
      return ships.map((ship) => ({ key: `qnet ${ship}`, label: `let ${name(s, ship)} through the Q-Net this turn`, target: ship, ship }));
    },
    play(s, p, c, ch) {
      const ship = ch.target as CardId;
      if (s.cards[ship]?.at.z === 'inSpace') {
        addModifier(s, 'passesQNet', c, ship);
        emit(s, 'qNetPass', `${name(s, c)}: ${name(s, ship)} may cross the Q-Net this turn`, { card: c, ship, player: p });
      }
      moveTo(s, c, { z: 'discard' });
    },
  });
}
