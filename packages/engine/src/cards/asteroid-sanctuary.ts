/**
 * Asteroid Sanctuary (Premiere interrupt). Played on any ship, anyone's, whose crew has Navigation
 * twice or more (two levels, in one personnel or two): for the rest of the turn no battle may be
 * initiated against that ship (battle.ts reads the modifier hiddenFromBattle). A battle already begun
 * is not undone, and the ship may still attack (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { interruptCard } from './language.ts';
import { onlyWhen } from './interrupt-kit.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { crewOf, typeOf } from '../rules/board.ts';
import { teamStats } from '../rules/attributes.ts';
import type { CardId, GameState } from '../core/types.ts';

const DEF = 'asteroid-sanctuary';
registerInterruptFacts(DEF);

/** Navigation levels needed aboard. */
export const SANCTUARY_NAVIGATION = 2;

/** Whether the crew of the ship has Navigation twice or more. */
export function navigatorsAboard(s: GameState, ship: CardId): boolean {
  return (teamStats(s, crewOf(s, ship).filter((id) => typeOf(s, id) === 'personnel')).skills.get('Navigation') ?? 0) >= SANCTUARY_NAVIGATION;
}

export default onlyWhen(
  interruptCard(
    DEF,
    'On any ship with Navigation x2 or more among its crew: the ship hides in an asteroid field, and no battle may be started against it for the rest of this turn.',
    { when: 'anyTime', target: { ship: { of: 'anyone', notAlready: true } }, effects: [{ modifier: 'hiddenFromBattle' }] },
  ),
  (s, _p, ch) => ch.ship !== undefined && navigatorsAboard(s, ch.ship),
);
