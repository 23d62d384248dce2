/**
 * Taking back one's own actions (undo against a bot, issue 22): a player may take back only their
 * own most recent actions, and never past one after which something new came to light: a card
 * drawn or otherwise brought out of hiding into the player's sight (a dilemma revealed, a crew
 * shown), a random selection (the game's random stream moved on), an answer given automatically
 * for the player, or any action of the other seat (a bot's response or its "no response" alike).
 * So an undo never shows anything that was not already shown, and never takes back an answer of
 * the opponent, which would let a player probe what the opponent holds.
 *
 * Game.act (core/record.ts) notes for every action who took it and, if anything, what stops it
 * from being taken back; Game.undo rebuilds the game from its record without the actions taken
 * back and notes the undo in the record (GameRecord.undos).
 */
import type { CardState, GameState, PlayerId } from './types.ts';
import { placeHidden } from '../rules/board.ts';
import { autoAnswer } from '../rules/responses.ts';

/** What is known of an action for undoing it: who took it, and what (if anything) bars taking it back. */
export interface Step {
  by: PlayerId;
  /** Why the action cannot be taken back (a sentence), or null when its taker may take it back. */
  bar: string | null;
}

/** What is noted just before an action is applied, to compare with the state after it. */
export interface BeforeAction {
  by: PlayerId;
  /** The acting player's index in CardState.hs. */
  vi: number;
  rng: string | number;
  /**
   * The last handle serial given out: a card whose serial for the acting player is above it after
   * the action has crossed into or out of a place hidden from that player (view/handles.ts).
   */
  serial: number;
  /** How many cards were revealed (dilemmas encountered). */
  revealed: number;
  /** The number of lasting effects that show the acting player cards (Long-Range Scan). */
  shown: number;
  /** The answer given for the player at a response point where "no" is the only answer, if this is one. */
  auto: string | null;
}

/** Where the random stream stands: ChaCha20's position (its key never changes), or sfc32's state. */
function rngAt(s: GameState): string | number {
  const r = s.rng;
  return Array.isArray(r) ? r.join(',') : r.n;
}

function shownTo(s: GameState, p: PlayerId): number {
  let n = 0;
  for (const e of s.effects) if (e.kind === 'modifier' && e.mod === 'crewKnown' && (e.viewer === undefined || e.viewer === p)) n += 1;
  return n;
}

/** Notes the state before an action of the pending decision's player. */
export function beforeAction(s: GameState): BeforeAction | null {
  const p = s.pending;
  if (!p) return null;
  const at = s.seats.indexOf(p.player);
  let revealed = 0;
  for (const id in s.cards) if ((s.cards[id] as CardState).revealed) revealed += 1;
  return { by: p.player, vi: at < 0 ? 2 : at, rng: rngAt(s), serial: s.serial, revealed, shown: shownTo(s, p.player), auto: autoAnswer(s) };
}

/** The step an action made: compares the state after it with what was noted before. */
export function afterAction(b: BeforeAction, s: GameState, option: string): Step {
  return { by: b.by, bar: barOf(b, s, option) };
}

function barOf(b: BeforeAction, s: GameState, option: string): string | null {
  if (b.auto !== null && b.auto === option) return 'it was answered for you automatically';
  if (rngAt(s) !== b.rng) return 'a random selection was made';
  let revealed = 0;
  let drawn = false;
  let other = false;
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.revealed) revealed += 1;
    // out of hiding into the player's sight during the action
    if ((c.hs[b.vi] as number) > b.serial && !placeHidden(s, c, c.at, b.vi)) {
      if (c.at.z === 'hand') drawn = true;
      else other = true;
    }
  }
  if (revealed > b.revealed) return 'a dilemma was revealed';
  if (drawn) return 'a card was drawn';
  if (other || shownTo(s, b.by) > b.shown) return 'cards hidden from you came into sight';
  return null;
}

/** How many actions a player may take back now, and why not more (null: nothing bars more but the start of the game). */
export interface UndoLimit {
  count: number;
  reason: string | null;
}

/**
 * How far back a player may go: the player's own most recent actions, up to (not past) the last
 * that brought something new to light or the last action of the other seat.
 */
export function undoLimit(steps: readonly Step[], player: PlayerId, over: boolean): UndoLimit {
  if (over) return { count: 0, reason: 'the game is over' };
  let count = 0;
  for (let i = steps.length - 1; i >= 0; i--) {
    const st = steps[i] as Step;
    if (st.by !== player) return { count, reason: `${st.by} has acted since, and its answers stand` };
    if (st.bar !== null) return { count, reason: st.bar };
    count += 1;
  }
  return { count, reason: count ? null : 'no action has been taken yet' };
}

export class UndoError extends Error {
  override name = 'UndoError';
}
