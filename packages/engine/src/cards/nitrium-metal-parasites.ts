/**
 * Nitrium Metal Parasites (dilemma, space; the older print, RULINGS "Card wording", 10). Met by a
 * ship's crew, it goes onto the ship; the ship may still move and the crew goes on with the
 * attempt. The ship is destroyed at the end of its owner's second full turn after it, unless two
 * SCIENCE or two ENGINEER are aboard by then: aboard when it is met, the parasites are overcome and
 * discarded; later, they are cleared at the end of a turn that finds them aboard
 * (rules/countdown.ts). Met from an outpost there is no ship: discarded with no effect (RULINGS B1;
 * docs/RULINGS.md, "Premiere dilemmas, batch C").
 */
import { skillAboard } from '../rules/afflictions.ts';
import { startCountdown } from '../rules/countdown.ts';
import type { Countdown } from '../rules/countdown.ts';
import { destroyShip } from '../rules/damage.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, shipToGoOn, skill } from './space-dilemmas.ts';

const ID = 'nitrium-metal-parasites';
registerDilemmaFacts(ID, anyOf([skill('SCIENCE', 2)], [skill('ENGINEER', 2)]));

export const NITRIUM: Countdown = {
  def: ID,
  turns: 2,
  cured: (s, ship) => skillAboard(s, ship, 'SCIENCE', 2) || skillAboard(s, ship, 'ENGINEER', 2),
  expire: (s, ship) => destroyShip(s, ship, 'eaten by Nitrium Metal Parasites'),
};

export default declareCard(ID, {
  text: 'Goes onto the ship, which may still move; when your second full turn from now ends, the ship is destroyed unless 2 SCIENCE or 2 ENGINEER are aboard.',
  countdown: NITRIUM,
  dilemma: {
    resolve(s, f) {
      const ship = shipToGoOn(s, f);
      if (!ship) return;
      if (startCountdown(s, NITRIUM, f.dilemma, ship, [ship], f.player)) f.dispose = 'stays';
    },
  },
});
