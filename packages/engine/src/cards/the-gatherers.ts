/**
 * The Gatherers (dilemma, planet). Marouk, or a team INTEGRITY above 36, deals with them.
 * Otherwise they take every equipment card with the Away Team (discarded), and the encountering
 * player discards one card at random from hand; the Away Team is stopped; the dilemma is
 * discarded.
 */
import { declareCard } from './registry.ts';
import { name, standardDilemma } from './common.ts';
import { emit } from '../core/flow.ts';
import { moveTo, onPlanet, typeOf } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { seat } from '../core/types.ts';

export default declareCard('the-gatherers', {
  text: 'Unless Marouk or INTEGRITY>36 is present, all equipment with the Away Team is discarded and you discard a random card from hand. Discard the dilemma.',
  dilemma: {
    resolve: standardDilemma('the-gatherers', {
      failDispose: 'discard',
      onFail: (s, f) => {
        const gear = onPlanet(s, f.loc, f.player).filter((id) => typeOf(s, id) === 'equipment');
        for (const id of gear) moveTo(s, id, { z: 'discard' });
        if (gear.length) emit(s, 'equipmentLost', `The Gatherers take ${gear.map((id) => name(s, id)).join(', ')}`, { cards: gear });
        const lost = randomFrom(s, seat(s, f.player).hand);
        if (lost) {
          moveTo(s, lost, { z: 'discard' });
          emit(s, 'cardDiscarded', `${f.player} discards ${name(s, lost)} from hand at random`, { card: lost, player: f.player });
        }
      },
    }),
  },
});
