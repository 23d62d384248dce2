/**
 * Spacedock (event). Goes on an outpost (as printed in 1996: any outpost, not only yours; one
 * Spacedock per outpost). The Spacedock player's damaged ships (and non-aligned ships) at that
 * outpost's location are fully repaired at once: when the event is played, when a ship arrives
 * there, and when a ship there is damaged.
 */
import { eventCard } from './language.ts';
import { name } from './common.ts';
import { emit } from '../core/flow.ts';
import type { CardId, GameState } from '../core/types.ts';
import { aboard, card, locationOf, outpostsAt, shipFacts, shipsAt } from '../rules/board.ts';
import { happened } from '../core/happenings.ts';

function repairAt(s: GameState, spacedock: CardId): void {
  const loc = locationOf(s, spacedock);
  if (!loc) return;
  const owner = card(s, spacedock).owner;
  for (const ship of shipsAt(s, loc)) {
    const c = card(s, ship);
    if (!c.damaged) continue;
    if (c.owner !== owner && shipFacts(s, ship).affiliation !== 'non-aligned') continue;
    c.damaged = false;
    c.repairTurns = 0;
    emit(s, 'shipRepaired', `${name(s, ship)} is repaired at the Spacedock`, { card: ship });
    happened(s, { type: 'shipRepaired', ship, why: 'Spacedock' });
  }
}

function spacedocksAt(s: GameState, ship: CardId): CardId[] {
  const loc = locationOf(s, ship);
  if (!loc) return [];
  return outpostsAt(s, loc).filter((o) => aboard(s, o).some((id) => card(s, id).def === 'spacedock'));
}

function repairHere(s: GameState, ship: CardId): void {
  for (const d of spacedocksAt(s, ship)) repairAt(s, d);
}

export default eventCard(
  'spacedock',
  'Play on an outpost: your damaged ships there are repaired at once.',
  { playsOn: { outpost: { of: 'anyone', onePerOutpost: true } } },
  (s, _p, c) => repairAt(s, c),
  {
    // a ship arriving at a Spacedock's outpost, or damaged there
    after: [
      { type: 'shipArrived', run: (s, { ship }) => repairHere(s, ship) },
      { type: 'shipDamaged', run: (s, { ship }) => repairHere(s, ship) },
    ],
  },
);
