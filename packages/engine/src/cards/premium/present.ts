/**
 * "Present" for the premium cards' text: personnel are present together when they are in the same
 * place, aboard the same ship or outpost, or on the same planet surface (of either player).
 */
import type { CardId, CardState, GameState } from '../../core/types.ts';
import { crewOf, onPlanet, typeOf } from '../../rules/board.ts';

/** The other personnel present with this one (both players'), or none if it is not in play. */
export function personnelPresentWith(s: GameState, id: CardId): CardId[] {
  const c = s.cards[id] as CardState | undefined;
  if (!c) return [];
  const group = c.at.z === 'aboard' ? crewOf(s, c.at.host) : c.at.z === 'planet' ? onPlanet(s, c.at.loc) : [];
  return group.filter((o) => o !== id && typeOf(s, o) === 'personnel');
}
