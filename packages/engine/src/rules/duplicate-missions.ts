/**
 * Duplicate missions (issue 24; constructed digest 2.3; docs/RULINGS.md, "Constructed: seed phase,
 * turn and end"): when a player places a mission whose title is already on the spaceline (the
 * opponent's copy: a deck holds six different titles), the second copy is stacked on the first and
 * the two form one location. The location stays the first copy's card id (GameState.spaceline);
 * the second copy is kept attached to it ({ z: 'attached', host: <location> }), and each player
 * reads the requirements, icons and points of his own copy (missionCardOf). The location is
 * completed once, by whoever solves it first.
 */
import type { CardId, CardState, GameState, LocationId, PlayerId } from '../core/types.ts';
import { facts } from '../cards/facts.ts';
import { aboard, card } from './board.ts';

/** The location on the spaceline holding a mission of the same title as this card, if any. */
export function stackTarget(s: GameState, mission: CardId): LocationId | undefined {
  const d = card(s, mission).def;
  return s.spaceline.find((loc) => loc !== mission && card(s, loc).def === d);
}

/** The second copies stacked on a location: the mission cards attached to it (at most one in these sets). */
export function stackedCopies(s: GameState, loc: LocationId): CardId[] {
  return aboard(s, loc).filter((id) => {
    const c = s.cards[id] as CardState;
    return c.at.z === 'attached' && facts(c.def).type === 'mission';
  });
}

/** The mission card a player reads at a location: his own copy where he stacked one, else the location's card. */
export function missionCardOf(s: GameState, p: PlayerId, loc: LocationId): CardId {
  if (card(s, loc).owner === p) return loc;
  return stackedCopies(s, loc).find((id) => card(s, id).owner === p) ?? loc;
}
