/**
 * Gaps in Normal Space (docs/RULINGS.md "Issue 25: Gaps in Normal Space and Temporal Causality Loop"):
 * the gap is a location of the spaceline that is no mission. Its card lies on the spaceline (`{ z:
 * 'spaceline' }`, its id in GameState.spaceline between the two missions it was placed between), so
 * every rule that walks the spaceline counts its span of 4 (movement, and every RANGE or span sum) and
 * a ship may end its move there. Read as a location it is a space location with no planet, no icons,
 * no points and no requirements (missionFacts gives these facts for it: board.ts), so nothing beams
 * to a planet there and nothing seeds or builds there; the rules that ask for a mission (attempts,
 * outposts, cards that name a mission) leave it out with isGap.
 */
import type { CardFacts, MissionFacts } from '../cards/facts.ts';
import type { GameState, LocationId } from '../core/types.ts';

export const GAP = 'gaps-in-normal-space';
/** The span the gap adds to the spaceline. */
export const GAP_SPAN = 4;

/** Whether a location of the spaceline is a gap (no mission). */
export function isGap(s: GameState, loc: LocationId): boolean {
  return s.cards[loc]?.def === GAP;
}

const seen = new Map<string, MissionFacts>();

/** The facts of a gap read as a location: a space location with a span of 4 and nothing else. */
export function gapFacts(f: CardFacts): MissionFacts {
  let out = seen.get(f.id);
  if (!out) {
    out = Object.freeze({
      id: f.id,
      name: f.name,
      unique: false,
      universal: f.universal,
      characteristics: [],
      type: 'mission',
      affiliationIcons: [],
      location: null,
      quadrant: 'Alpha',
      missionType: 'space',
      span: GAP_SPAN,
      points: 0,
      requirementsFormula: '',
      requirements: { anyOf: [] },
    }) as unknown as MissionFacts;
    seen.set(f.id, out);
  }
  return out;
}
