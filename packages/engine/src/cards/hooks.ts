/**
 * Hook points where cards in play change how a rule works (queries: a bonus, a limit, whether a
 * ship halts). Card files register here; the rules call the hooks. Each hook checks for itself
 * whether its card is in play. What a card does *after* something happens (a ship damaged, the
 * end of a turn) is a listener on that happening instead (core/happenings.ts).
 */
import type { AttributeName } from './facts.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';

export interface Hooks {
  /** Adds to one personnel's attributes (a bonus that depends on who or where the personnel is). */
  personnelAttributeBonus: ((s: GameState, id: CardId) => Partial<Record<AttributeName, number>>)[];
  /** Adds to a personnel's attribute (e.g. +1 CUNNING). Called once per team evaluation. */
  attributeBonus: ((s: GameState, owner: PlayerId) => Partial<Record<AttributeName, number>>)[];
  /** The most personnel a player may still beam to or from a planet this turn (Infinity if no limit). */
  beamLimit: ((s: GameState, player: PlayerId, loc: LocationId) => number)[];
  /** Whether a moving ship must halt on entering a location. */
  haltsAt: ((s: GameState, ship: CardId, loc: LocationId) => boolean)[];
  /** Whether the player's ships treat the two ends of the spaceline as neighbours. */
  wraps: ((s: GameState, player: PlayerId) => boolean)[];
  /** Extra containers a player may beam from (an Escape Pod's stranded crew), with their locations. */
  beamSources: ((s: GameState, player: PlayerId) => [LocationId, CardId][])[];
}

export const hooks: Hooks = {
  personnelAttributeBonus: [],
  attributeBonus: [],
  beamLimit: [],
  haltsAt: [],
  wraps: [],
  beamSources: [],
};
