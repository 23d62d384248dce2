/**
 * The flow: a stack of serializable frames. advance() runs the top frame until one needs a
 * player's choice, which becomes state.pending. apply() accepts only an option that was
 * offered (legality is membership) and hands it to the frame that asked.
 */
import { EngineError, IllegalActionError } from './errors.ts';
import type { Action, Decision, Frame, GameEvent, GameState, Option, PlayerId } from './types.ts';
import { eventSerials } from '../view/handles.ts';

export type Ask = Omit<Decision, 'id'>;

export interface FrameHandler<F extends Frame = Frame> {
  /** Do the frame's work: return a decision to ask, or nothing after popping/pushing frames. */
  run(s: GameState, f: F): Ask | void;
  /** Apply the chosen option of the decision this frame asked. */
  choose?(s: GameState, f: F, option: Option): void;
  /**
   * What a viewer (a seat, or 'spectator') may see of the frame: a copy, with what it may not know
   * replaced (PUBLIC_FRAME when all of it is public). Every frame kind declares it; the view shows
   * a frame of a kind that declares nothing as its kind alone (view.ts redactFrame).
   */
  shown(f: F, viewer: PlayerId | 'spectator'): Frame;
}

const handlers = new Map<string, FrameHandler>();

/** A frame's sight for a frame all of whose fields every viewer may know: a deep copy. */
export function PUBLIC_FRAME(f: Frame): Frame {
  return JSON.parse(JSON.stringify(f)) as Frame;
}

/** The handler of a frame kind, if one is defined. */
export function frameHandler(kind: string): FrameHandler | undefined {
  return handlers.get(kind);
}

/** Defines a frame kind; returns the way to take it out again (a card registry being replaced). */
export function defineFrame<F extends Frame>(kind: string, h: FrameHandler<F>): () => void {
  if (handlers.has(kind)) throw new EngineError(`frame kind ${kind} defined twice`);
  const handler = h as unknown as FrameHandler;
  handlers.set(kind, handler);
  return () => {
    if (handlers.get(kind) === handler) handlers.delete(kind);
  };
}

export function push(s: GameState, f: Frame): void {
  s.flow.push(f);
}

export function top(s: GameState): Frame | undefined {
  return s.flow[s.flow.length - 1];
}

/** Removes the given frame (normally the top one). */
export function pop(s: GameState, f: Frame): void {
  const i = s.flow.lastIndexOf(f);
  if (i < 0) throw new EngineError(`frame ${f.kind} is not on the stack`);
  s.flow.splice(i, 1);
}

/**
 * Logs an event: for everyone, for one player only (`to`), or for everyone but one player
 * (`{ not }`: the public half of a pair whose other half tells that player the same in full).
 */
export function emit(s: GameState, type: string, text: string, data?: Record<string, unknown>, to?: PlayerId | { not: PlayerId }): void {
  if (!s.logging) return;
  const e: GameEvent = { seq: s.seq, type, text };
  if (data) {
    e.data = data;
    const h = eventSerials(s, data);
    if (h) e.h = h;
  }
  if (typeof to === 'string') e.to = to;
  else if (to) e.not = to.not;
  s.log.push(e);
}

const MAX_STEPS = 100_000;

/** Runs frames until a decision is pending or the game is over. */
export function advance(s: GameState): void {
  s.pending = null;
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    if (s.result) {
      s.flow.length = 0;
      return;
    }
    const f = top(s);
    if (!f) throw new EngineError('the flow stack is empty but the game is not over');
    const h = handlers.get(f.kind);
    if (!h) throw new EngineError(`no handler for frame kind ${f.kind}`);
    const ask = h.run(s, f);
    if (ask) {
      if (ask.options.length === 0) throw new EngineError(`decision ${ask.kind} offered no options`);
      s.decisions += 1;
      s.pending = { id: `d${s.decisions}`, ...ask };
      return;
    }
  }
  throw new EngineError('the flow did not reach a decision (loop?)');
}

/** Checks an action against the pending decision without changing anything. */
export function check(s: GameState, action: Action, player?: PlayerId): Option {
  const p = s.pending;
  if (s.result) throw new IllegalActionError('the game is over', null, []);
  if (!p) throw new IllegalActionError('no decision is pending', null, []);
  const offered = (): string[] => p.options.map((o) => o.id); // listed only in an error
  if (!action || typeof action !== 'object' || typeof action.decision !== 'string' || typeof action.option !== 'string') {
    throw new IllegalActionError(`an action must name a decision and an option (pending: ${p.id} ${p.kind})`, p, offered());
  }
  if (player && player !== p.player) {
    throw new IllegalActionError(`decision ${p.id} (${p.kind}) belongs to ${p.player}, not ${player}`, p, offered());
  }
  if (action.decision !== p.id) {
    throw new IllegalActionError(`action answers decision ${action.decision}, but the pending decision is ${p.id} (${p.kind})`, p, offered());
  }
  const opt = p.options.find((o) => o.id === action.option);
  if (!opt) {
    throw new IllegalActionError(`option "${action.option}" was not offered for decision ${p.id} (${p.kind}); offered: ${offered().join(', ')}`, p, offered());
  }
  return opt;
}

/**
 * Applies an action in place. The action must answer the pending decision with one of its
 * offered options; otherwise IllegalActionError is thrown and the state is not touched.
 */
export function apply(s: GameState, action: Action, player?: PlayerId): GameState {
  const opt = check(s, action, player);
  const f = top(s);
  if (!f) throw new EngineError('no frame to receive the choice');
  const h = handlers.get(f.kind);
  if (!h?.choose) throw new EngineError(`frame ${f.kind} asked but cannot take a choice`);
  s.seq += 1;
  h.choose(s, f, opt);
  advance(s);
  return s;
}
