/**
 * Ressikan Flute (Alternate Universe artifact, 103_006, [AU]). It acts "immediately" (rules/
 * immediate-artifacts.ts): the moment it is earned its new holder scores 4 points for each different
 * Music personnel present where the mission was solved (X, at most 5: 20 points at most), and the
 * flute lies with those points in his bonus area, his part of the table. The Devil, which could
 * nullify the points, is not in these sets. Not duplicatable: a holder who already has a scored flute
 * scores nothing with another, which is discarded. docs/RULINGS.md, "Alternate Universe artifacts,
 * Ajur and Boratus".
 */
import { declareCard } from './registry.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';
import { seat } from '../core/types.ts';
import { card, crewOf, moveTo, name, onPlanet, typeOf } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { scoreCardPoints } from '../rules/variable-points.ts';

export const FLUTE = 'ressikan-flute';
/** Points for each Music personnel. */
export const POINTS_EACH = 4;
/** The most Music personnel counted. */
export const MOST_COUNTED = 5;

/**
 * The personnel present where the mission was solved, either player's: aboard the ship or outpost
 * whose crew solved it, or on the planet surface (an Away Team).
 */
function presentAt(s: GameState, loc: LocationId, from?: CardId): CardId[] {
  const group = from === undefined ? onPlanet(s, loc) : crewOf(s, from);
  return group.filter((id) => typeOf(s, id) === 'personnel');
}

/** X: how many different Music personnel (by name) are present, at most five. */
export function musicians(s: GameState, loc: LocationId, from?: CardId): number {
  const names = new Set<string>();
  for (const id of presentAt(s, loc, from)) if ((skillsOf(s, id).get('Music') ?? 0) > 0) names.add(name(s, id));
  return Math.min(MOST_COUNTED, names.size);
}

/** Whether this player already has a scored flute (in his bonus area). */
function hasFlute(s: GameState, p: PlayerId, except: CardId): boolean {
  return Object.values(s.cards).some((c) => c.def === FLUTE && c.id !== except && c.at.z === 'bonus' && c.at.player === p);
}

export default declareCard(FLUTE, {
  text:
    'An artifact that acts the moment you earn it: you score 4 points for each different personnel with Music present where the mission was solved (five at most), ' +
    'and it stays with those points on your side of the table. Only one of yours scores: another earned later gives nothing and is discarded. ' +
    '(The Devil, which could cancel the points, is not among these sets.)',
  whenEarned(s, p, id, loc, from) {
    if (hasFlute(s, p, id)) {
      moveTo(s, id, { z: 'discard' });
      emit(s, 'noEffect', `${p} already has a ${name(s, id)} scored: this one is not duplicatable, scores nothing and is discarded`, { player: p, card: id });
      return;
    }
    const x = musicians(s, loc, from);
    scoreCardPoints(s, p, id, POINTS_EACH * x, `${name(s, id)}: ${x} Music personnel present`);
    emit(s, 'artifactOnTable', `${p}'s ${name(s, id)} lies on the table with its ${card(s, id).points ?? 0} points`, { player: p, card: id, points: card(s, id).points ?? 0, score: seat(s, p).score });
  },
});
