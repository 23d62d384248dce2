/**
 * Cosmic String Fragment (dilemma, space, 5 points). The crew overcomes it with Astrophysics, an
 * ENGINEER or Navigation aboard, and scores its points; otherwise the ship is pulled in and
 * destroyed with everyone aboard (met from an outpost, there is no ship to destroy: the crew is
 * only stopped). The dilemma is discarded either way.
 */
import { standardDilemma } from './common.ts';
import { declareCard } from './registry.ts';
import { anyOf, registerDilemmaFacts, scores, shipOf, skill } from './space-dilemmas.ts';
import { destroyShip } from '../rules/damage.ts';

const ID = 'cosmic-string-fragment';
registerDilemmaFacts(ID, anyOf([skill('Astrophysics')], [skill('ENGINEER')], [skill('Navigation')]));

export default declareCard(ID, {
  text: 'Overcome with Astrophysics, ENGINEER or Navigation aboard (5 points). Otherwise the ship is drawn in and destroyed with all aboard. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma(ID, {
      failDispose: 'discard',
      overcomeDispose: scores(ID),
      onFail(s, f) {
        const ship = shipOf(s, f);
        if (ship) destroyShip(s, ship, 'pulled into a Cosmic String Fragment');
      },
    }),
  },
});
