/**
 * Shared by Female's Love Interest and Male's Love Interest: one Away Team member of the given
 * gender, chosen at random, goes off to the planet farthest along the spaceline (the personnel
 * card moves to that planet's surface). Cannot be overcome; nobody is stopped; discarded. With
 * nobody of that gender it has no effect.
 */
import type { DilemmaBehaviour } from './registry.ts';
import { emit } from '../core/flow.ts';
import { moveTo } from '../rules/board.ts';
import { randomFrom } from '../rules/dilemmas.ts';
import { farthestPlanet, gender, name, unconditional } from './common.ts';

export function loveInterest(who: 'female' | 'male'): DilemmaBehaviour {
  return {
    resolve: unconditional((s, f, team) => {
      const pool = team.filter((id) => gender(s, id) === who);
      const v = randomFrom(s, pool);
      const dest = farthestPlanet(s, f.loc);
      if (!v || !dest) {
        emit(s, 'dilemmaNoEffect', `${name(s, f.dilemma)} finds nobody to act on`, { card: f.dilemma });
        return;
      }
      moveTo(s, v, { z: 'planet', loc: dest });
      emit(s, 'personnelRelocated', `${name(s, v)} leaves with a love interest for ${name(s, dest)}`, { card: v, to: dest });
    }),
  };
}
