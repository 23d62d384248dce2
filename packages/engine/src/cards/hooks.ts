/**
 * Hook points for what the declared abilities (rules/abilities.ts) cannot say yet: a bonus that
 * depends on who the personnel is, and extra places to beam from. Card files register here; the
 * rules call the hooks. Each hook checks for itself whether its card is in play. What a card does *after* something happens (a ship damaged, the
 * end of a turn) is a listener on that happening instead (core/happenings.ts).
 */
import type { AttributeName } from './facts.ts';
import type { CardId, GameState, LocationId, PlayerId } from '../core/types.ts';

export interface Hooks {
  /** Adds to one personnel's attributes (a bonus that depends on who or where the personnel is). */
  personnelAttributeBonus: ((s: GameState, id: CardId) => Partial<Record<AttributeName, number>>)[];
  /** Extra containers a player may beam from (an Escape Pod's stranded crew), with their locations. */
  beamSources: ((s: GameState, player: PlayerId) => [LocationId, CardId][])[];
}

export const hooks: Hooks = {
  personnelAttributeBonus: [],
  beamSources: [],
};
