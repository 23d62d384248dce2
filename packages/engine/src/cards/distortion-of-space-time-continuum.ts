/**
 * Distortion of Space/Time Continuum (Premiere interrupt). Played on any ship in space, either
 * player's: the ship, the personnel aboard it and its Away Teams (its owner's personnel on the planet
 * where it is) are no longer stopped, and the RANGE the ship has used this turn is given back. A card
 * that forbids the ship to move this turn (Tetryon Field) still does. Offered only where it would change
 * something (docs/RULINGS.md, "Premiere interrupts, batch A").
 */
import { interruptCard } from './language.ts';
import { onlyWhen } from './interrupt-kit.ts';
import { registerInterruptFacts } from './interrupt-facts.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState } from '../core/types.ts';
import { card, crewOf, missionFacts, name, onPlanet } from '../rules/board.ts';

const DEF = 'distortion-of-space-time-continuum';
registerInterruptFacts(DEF);

/** The ship, its crew and its owner's personnel on the planet where it is. */
function touched(s: GameState, ship: CardId): CardId[] {
  const c = card(s, ship);
  if (c.at.z !== 'inSpace') return [];
  const loc = c.at.loc;
  const team = missionFacts(s, loc).missionType === 'space' ? [] : onPlanet(s, loc, c.owner);
  return [ship, ...crewOf(s, ship), ...team];
}

function restores(s: GameState, ship: CardId): boolean {
  return card(s, ship).rangeUsed > 0 || touched(s, ship).some((id) => card(s, id).stopped);
}

export default onlyWhen(
  interruptCard(
    DEF,
    "On any ship: the ship, everyone aboard and its owner's Away Team on the planet there are unstopped, and the ship gets back the RANGE it has used this turn.",
    { when: 'anyTime', target: { ship: { of: 'anyone' } }, effects: [] },
    (s, _p, c, target) => {
      const ship = target as CardId;
      const all = touched(s, ship);
      if (all.length === 0) return;
      for (const id of all) card(s, id).stopped = false;
      const back = card(s, ship).rangeUsed;
      card(s, ship).rangeUsed = 0;
      emit(s, 'unstopped', `${name(s, c)}: ${name(s, ship)} and its people are unstopped and ${back} RANGE is restored`, { card: c, ship, cards: all, range: back });
    },
  ),
  (s, _p, ch) => ch.ship !== undefined && restores(s, ch.ship),
);
