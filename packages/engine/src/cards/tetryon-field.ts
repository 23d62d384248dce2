/**
 * Tetryon Field (event). Goes on a spaceline location. A ship moving into that location must stop
 * its movement there for the turn, unless it has a personnel with Navigation aboard.
 */
import { declareCard } from './registry.ts';
import { attachedEvent } from './common.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { aboard, card } from '../rules/board.ts';

function fieldAt(s: GameState, loc: LocationId): CardId | undefined {
  return aboard(s, loc).find((id) => card(s, id).def === 'tetryon-field');
}

export default declareCard('tetryon-field', {
  text: 'Play on a location: ships entering it must end their movement there this turn, unless Navigation is aboard.',
  event: attachedEvent((s) => s.spaceline.filter((loc) => !fieldAt(s, loc))),
  abilities: { haltsShipsHere: { unlessSkill: 'Navigation' } },
});
