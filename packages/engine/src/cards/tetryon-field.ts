/**
 * Tetryon Field (event). Goes on a spaceline location. A ship moving into that location must stop
 * its movement there for the turn, unless it has a personnel with Navigation aboard.
 */
import { defineCard } from './registry.ts';
import { attachedEvent } from './common.ts';
import { hooks } from './hooks.ts';
import type { CardId, GameState, LocationId } from '../core/types.ts';
import { aboard, card, personnelAboard } from '../rules/board.ts';
import { skillsOf } from '../rules/attributes.ts';
import { addModifier } from '../core/modifiers.ts';
import { after } from '../core/happenings.ts';

function fieldAt(s: GameState, loc: LocationId): CardId | undefined {
  return aboard(s, loc).find((id) => card(s, id).def === 'tetryon-field');
}
function navigator(s: GameState, ship: CardId): boolean {
  return personnelAboard(s, ship).some((p) => (skillsOf(s, p).get('Navigation') ?? 0) > 0);
}

defineCard('tetryon-field', {
  text: 'Play on a location: ships entering it must end their movement there this turn, unless Navigation is aboard.',
  event: attachedEvent((s) => s.spaceline.filter((loc) => !fieldAt(s, loc))),
});

hooks.haltsAt.push((s, ship, loc) => fieldAt(s, loc) !== undefined && !navigator(s, ship));
after('shipArrived', 'tetryon-field', (s, { ship, loc }) => {
  const field = fieldAt(s, loc);
  if (field && !navigator(s, ship)) addModifier(s, 'cannotMove', field, ship);
});
