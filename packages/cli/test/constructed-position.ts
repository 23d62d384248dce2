/**
 * A constructed game's table with what constructed play adds, for the terminal's and the browser's
 * display tests: the two sample decks (decks/constructed-*-playable.txt) played past the seed phase
 * to player-1's first main decision, then cards moved into place (as the engine's format tests do):
 * at player-1's first mission, one dilemma of player-1's and two cards of player-2's seeded under
 * it, player-1's Federation Outpost joined by a Klingon Outpost of its own and player-2's Romulan
 * Outpost; a ship of each player's; an event of each on the table; a card of each out of play.
 */
import { join } from 'node:path';
import type { CardId, GameState } from '@stccg/engine';
import { card, moveTo } from '@stccg/engine/rules/board.ts';
import { newGame, put, reachMain } from '../../engine/test/formats/constructed-setup.ts';
import { loadDeckList } from '../src/deck.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const deckOf = (name: string) => {
  const r = loadDeckList(join(ROOT, 'decks', name));
  if (!('list' in r)) throw new Error(r.reasons.join('\n'));
  return r.list;
};

export interface ConstructedTable {
  s: GameState;
  /** Player-1's first mission: where the seeds, the facilities and player-1's ship are. */
  here: CardId;
  /** Another mission, where player-2's ship is. */
  there: CardId;
  p1Ship: CardId;
  p2Ship: CardId;
}

/** The table, made by the engine's constructed set-up (packages/engine/test/formats/constructed-setup.ts). */
export function constructedTable(seed = 7): ConstructedTable {
  const s = reachMain(newGame(seed, deckOf('constructed-federation-playable.txt'), deckOf('constructed-klingon-playable.txt')));
  // nothing seeded under the missions yet: the seeds below are all there is
  for (const c of Object.values(s.cards)) if (c.at.z === 'underMission') moveTo(s, c.id, { z: 'outOfPlay' });
  for (const c of Object.values(s.cards)) if (c.at.z === 'outOfPlay') moveTo(s, c.id, { z: 'deck' });
  const here = s.spaceline.find((l) => card(s, l).owner === 'player-1') as CardId;
  const there = s.spaceline.find((l) => l !== here) as CardId;
  put(s, 'player-1', 'hidden-entrance', { z: 'underMission', loc: here });
  put(s, 'player-2', 'archer', { z: 'underMission', loc: here });
  put(s, 'player-2', 'microvirus', { z: 'underMission', loc: here });
  put(s, 'player-1', 'klingon-outpost', { z: 'outpost', loc: here });
  put(s, 'player-2', 'romulan-outpost', { z: 'outpost', loc: here });
  const p1Ship = put(s, 'player-1', 'uss-miranda', { z: 'inSpace', loc: here });
  const p2Ship = put(s, 'player-2', 'iks-buruk', { z: 'inSpace', loc: there });
  put(s, 'player-1', 'yellow-alert', { z: 'table' });
  put(s, 'player-2', 'res-q', { z: 'table' });
  put(s, 'player-1', 'plasma-fire', { z: 'outOfPlay' });
  put(s, 'player-2', 'tetryon-field', { z: 'outOfPlay' });
  return { s, here, there, p1Ship, p2Ship };
}
