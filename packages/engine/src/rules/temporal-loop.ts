/**
 * Undoing the turn player's last actions (Temporal Causality Loop; docs/RULINGS.md "Issue 25: Gaps in
 * Normal Space and Temporal Causality Loop"). An action is one choice at the turn player's main
 * decision other than ending the turn: a card played, an order (move, beam, attempt, battle, cloak), a
 * card's use, an interrupt played there, a change of affiliation. Everything that follows from it
 * until the next main decision (responses, dilemmas, picks) is part of it.
 *
 * Only while a Temporal Causality Loop lies seeded under a mission when the turn begins does the game
 * keep `GameState.loops`: a copy of the table, piles, turn and flow taken just before each action of
 * the turn, the last two kept. A game without the card takes no copy (one look over the cards as each
 * turn begins). A loop that is not overcome puts back the oldest copy kept: everything since, on both
 * sides, is undone (cards played and drawn go back, points scored are lost, dilemmas met go back under
 * their missions, face up as they were seen); what stays is what cannot be unknown or unsaid: the game's
 * random stream, its log, its counters and handles, the cards seen. The loop itself is discarded and the
 * turn ends (its player draws, as at any turn's end).
 */
import { defineFrame, emit, push, PUBLIC_FRAME } from '../core/flow.ts';
import type { CardId, CardState, Frame, GameState, LastingEffect, LoopSnapshot, Option } from '../core/types.ts';
import { cloneCards, clonePlayers, cloneValue } from '../core/clone.ts';
import { invalidate, moveTo, name, placeHidden } from './board.ts';

/** The card whose seeding makes the game keep copies. */
export const LOOP_DEF = 'temporal-causality-loop';
/** How many of the turn player's actions are kept to undo. */
export const LOOP_DEPTH = 2;

/** A copy of the parts of the game a loop puts back (typed copies: a JSON round trip cost a search in such games a twentieth of its time). */
function copy(v: LoopSnapshot): LoopSnapshot {
  return {
    cards: cloneCards(v.cards),
    players: clonePlayers(Object.keys(v.players), v.players),
    spaceline: v.spaceline.slice(),
    completed: { ...v.completed },
    turn: { ...v.turn },
    flow: v.flow.map((f) => cloneValue(f) as Frame),
    effects: v.effects.map((e) => cloneValue(e) as LastingEffect),
  };
}

/** As each turn begins: keep copies this turn only if a loop lies seeded (face down) under a mission. */
export function loopsAtTurnStart(s: GameState): void {
  let seeded = false;
  for (const id in s.cards) {
    const c = s.cards[id] as CardState;
    if (c.def === LOOP_DEF && c.at.z === 'underMission') {
      seeded = true;
      break;
    }
  }
  if (seeded) s.loops = [];
  else delete s.loops;
}

/** Just before the turn player's action at the main decision: a copy of the game as it stands (only while copies are kept). */
export function noteLoopAction(s: GameState, o: Option): void {
  if (!s.loops || o.act.type === 'endTurn') return;
  const snap: LoopSnapshot = copy({ cards: s.cards, players: s.players, spaceline: s.spaceline, completed: s.completed, turn: s.turn, flow: s.flow, effects: s.effects });
  s.loops = [...s.loops, snap].slice(-LOOP_DEPTH);
}

/** How many actions of this turn a loop met now would undo. */
export function actionsToUndo(s: GameState): number {
  return s.loops?.length ?? 0;
}

interface LoopFrame extends Frame {
  kind: 'temporalLoop';
  /** The loop card that was not overcome. */
  loop: CardId;
}

/**
 * A loop not overcome: on top of the flow, so that the dilemma it came from is done with first; when it
 * runs, the actions are undone and the turn ends.
 */
export function startLoop(s: GameState, loop: CardId): void {
  push(s, { kind: 'temporalLoop', loop } satisfies LoopFrame);
}

defineFrame<LoopFrame>('temporalLoop', {
  shown: PUBLIC_FRAME,
  run(s, f) {
    undoActions(s, f.loop);
  },
});

/** Puts back the game from before the oldest action kept, discards the loop and ends the turn. */
function undoActions(s: GameState, loop: CardId): void {
  const snap = s.loops?.[0];
  const undone = s.loops?.length ?? 0;
  if (snap) restore(s, copy(snap));
  else {
    // nothing kept to undo: the flow goes back to the turn's main decision, the rest of the action dropped
    let i = s.flow.length - 1;
    while (i >= 0 && (s.flow[i] as Frame).kind !== 'turn') i--;
    s.flow.length = i + 1;
  }
  if (s.loops) s.loops = [];
  const c = s.cards[loop] as CardState;
  c.revealed = true;
  moveTo(s, loop, { z: 'discard' });
  const p = s.turn.active;
  emit(s, 'actionsUndone', `${name(s, loop)}: ${undone === 0 ? 'no action' : undone === 1 ? `${p}'s last action` : `${p}'s last ${undone} actions`} of this turn ${undone === 1 ? 'is' : 'are'} undone, and the turn ends`, { player: p, card: loop, count: undone });
  const t = s.flow[s.flow.length - 1];
  if (t?.kind === 'turn') t.loopEnds = true;
}

/**
 * The game put back as the copy has it; each card keeps its handles where it stays in sight of a viewer
 * (a new one where it comes back into or out of hiding, as any move gives: view/handles.ts), and a card
 * seen stays seen.
 */
function restore(s: GameState, snap: LoopSnapshot): void {
  for (const id in snap.cards) {
    const was = snap.cards[id] as CardState;
    const now = s.cards[id];
    if (!now) continue;
    const moved = JSON.stringify(was.at) !== JSON.stringify(now.at);
    was.revealed = was.revealed || now.revealed;
    for (let v = 0; v < 3; v++) {
      was.hs[v] = moved && (placeHidden(s, now, now.at, v) || placeHidden(s, was, was.at, v)) ? ++s.serial : (now.hs[v] as number);
    }
  }
  s.cards = snap.cards;
  s.players = snap.players;
  s.spaceline = snap.spaceline;
  s.completed = snap.completed;
  s.turn = snap.turn;
  s.flow = snap.flow;
  s.effects = snap.effects;
  invalidate(s);
}
