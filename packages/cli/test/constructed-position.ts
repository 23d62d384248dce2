/**
 * A constructed game's table with what constructed play adds, for the terminal's and the browser's
 * display tests: the two sample decks (decks/constructed-*-playable.txt) played past the seed phase
 * to player-1's first main decision, then cards moved into place (as the engine's format tests do):
 * at player-1's first mission, one dilemma of player-1's and two cards of player-2's seeded under
 * it, player-1's Federation Outpost joined by a Klingon Outpost of its own and player-2's Romulan
 * Outpost; a ship of each player's; an event of each on the table; a card of each out of play.
 */
import { join } from 'node:path';
import { apply, createEngine } from '@stccg/engine';
import type { CardId, GameState, Option, Place } from '@stccg/engine';
import { card, moveTo } from '@stccg/engine/rules/board.ts';
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

const isMain = (s: GameState) => s.pending?.player === 'player-1' && s.pending.kind === 'main';

/** A card of the owner's draw deck made into `def` and moved to `at`. */
function put(s: GameState, owner: string, def: string, at: Place): CardId {
  const c = Object.values(s.cards).find((x) => x.owner === owner && x.at.z === 'deck');
  if (!c) throw new Error(`no card left in ${owner}'s deck`);
  c.def = def;
  moveTo(s, c.id, at);
  return c.id;
}

export function constructedTable(seed = 7): ConstructedTable {
  const g = createEngine({ format: 'constructed' }).createGame({ seed, decks: { 'player-1': deckOf('constructed-federation-playable.txt'), 'player-2': deckOf('constructed-klingon-playable.txt') } });
  const s = g.state;
  for (let n = 0; n < 3000 && !(isMain(s) && s.turn.number >= 1); n++) {
    const opts = (s.pending as { options: Option[] }).options;
    const pick = opts.find((o) => o.act.type === 'done') ?? (s.pending?.kind === 'main' ? opts.find((o) => o.act.type === 'endTurn') : undefined) ?? (opts[0] as Option);
    apply(s, { decision: (s.pending as { id: string }).id, option: pick.id });
  }
  if (!isMain(s)) throw new Error('no main decision of player-1 reached');
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
