/**
 * The game told step by step: events that arrive together (the opponent's turn, an attempt and
 * its dilemmas) are shown one after another with a pause between, and the table follows them
 * with the views that came with them. A lone event is shown at once; only a burst waits. The
 * pace is the player's setting (kept in this browser); "off" shows everything at once. Pure: the
 * timers live in the component (Sequence.tsx).
 */
import type { GameEvent, PlayerView } from '@stccg/engine';

export type Pace = 'off' | 'fast' | 'normal' | 'slow';
export const PACES: readonly Pace[] = ['slow', 'normal', 'fast', 'off'];
export const PACE_LABEL: Record<Pace, string> = { slow: 'slow', normal: 'normal', fast: 'fast', off: 'off (all at once)' };
/** The pause after an ordinary event, by pace. */
export const PACE_MS: Record<Pace, number> = { off: 0, fast: 400, normal: 750, slow: 1400 };
export const PACE_KEY = 'stccg.pace';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function isPace(x: unknown): x is Pace {
  return typeof x === 'string' && (PACES as readonly string[]).includes(x);
}

export function loadPace(s: Pick<Storage, 'getItem'> | null = storage()): Pace {
  try {
    const v = s?.getItem(PACE_KEY);
    return isPace(v) ? v : 'normal';
  } catch {
    return 'normal';
  }
}

export function savePace(p: Pace, s: Pick<Storage, 'setItem'> | null = storage()): void {
  try {
    s?.setItem(PACE_KEY, p);
  } catch {
    /* private mode: the setting lasts this page only */
  }
}

/** Events that show a card face up for the reader before what it does (a dilemma revealed). */
export const REVEALS = new Set(['dilemmaRevealed']);

/** How long an event stays the one shown, at a pace: a dilemma revealed stays longer, so it can be read. */
export function stepMs(e: GameEvent, pace: Pace): number {
  const base = PACE_MS[pace];
  if (base === 0) return 0;
  return REVEALS.has(e.type) ? Math.max(2 * base, 1500) : base;
}

export interface Step {
  /** Index of the event in the full log. */
  index: number;
  event: GameEvent;
  /** The view that came with this event, for the last event of a view (the table moves to it when the step is shown). */
  view: PlayerView | null;
}

export interface SeqState {
  /** The view the table shows and how much of the log is told. */
  view: PlayerView | null;
  told: number;
  /** The step being shown, and the steps waiting. */
  current: Step | null;
  queue: Step[];
  /** How many steps this burst has had (the current one included): a lone event is not narrated. */
  burst: number;
  /** The live log's length when last seen. */
  seen: number;
}

export const EMPTY: SeqState = { view: null, told: 0, current: null, queue: [], burst: 0, seen: 0 };

/** More events than this at once are history (a reconnect, a replay jump): shown at once. */
export const HISTORY = 60;

/**
 * A new live view and log arrived: the events not seen yet become steps (the view rides on the
 * last of them); with none, the view is shown at once when nothing waits, else it rides on the
 * last step waiting. The first view, a log that shrank or a long jump are shown at once.
 */
export function receive(st: SeqState, view: PlayerView, log: readonly GameEvent[], pace: Pace): SeqState {
  if (st.view === null || pace === 'off' || log.length < st.seen || log.length - st.seen > HISTORY) {
    return { view, told: log.length, current: null, queue: [], burst: 0, seen: log.length };
  }
  const fresh = log.slice(st.seen);
  if (fresh.length === 0) {
    if (st.queue.length === 0) return { ...st, view };
    const queue = st.queue.slice();
    const last = queue[queue.length - 1] as Step;
    queue[queue.length - 1] = { ...last, view };
    return { ...st, queue };
  }
  const steps: Step[] = fresh.map((event, i) => ({ index: st.seen + i, event, view: i === fresh.length - 1 ? view : null }));
  return { ...st, queue: [...st.queue, ...steps], seen: log.length };
}

/** Shows the next step waiting (the caller waits the current step's time first). */
export function advance(st: SeqState): SeqState {
  const [next, ...rest] = st.queue;
  if (!next) return st.current ? { ...st, current: null, burst: 0 } : st;
  return { ...st, current: next, queue: rest, told: next.index + 1, view: next.view ?? st.view, burst: st.current ? st.burst + 1 : 1 };
}

/** Everything at once: the table and the log as they are now. */
export function skip(st: SeqState, view: PlayerView | null, log: readonly GameEvent[]): SeqState {
  return { view: view ?? st.view, told: log.length, current: null, queue: [], burst: 0, seen: log.length };
}

/** Whether the step being shown is told in the sequence panel: part of a burst, or a card revealed. */
export function narrating(st: SeqState): boolean {
  if (!st.current) return false;
  return st.burst > 1 || st.queue.length > 0 || REVEALS.has(st.current.event.type);
}

type Named = { id: string; def: string; name: string };

/** A card anywhere a view shows it (the spaceline, the dilemmas under missions, the piles in the open, the cards resolving), or null. */
export function findAnywhere(v: PlayerView | null, id: string): Named | null {
  if (!v) return null;
  const lists: (readonly (Named | null)[])[] = [v.resolving];
  for (const loc of v.spaceline) {
    lists.push([loc.mission], loc.dilemmas, loc.outposts, loc.ships, loc.attached, ...Object.values(loc.planet));
    for (const c of [...loc.outposts, ...loc.ships, ...loc.attached]) {
      const crew = (c as { crew?: Named[] | null }).crew;
      if (crew) lists.push(crew);
      const att = (c as { attached?: Named[] }).attached;
      if (att) lists.push(att);
    }
  }
  for (const p of Object.values(v.players)) lists.push(p.hand ?? [], p.discard, p.bonus, p.captives ?? [], p.table, p.outOfPlay, p.seedCards ?? []);
  for (const l of lists) for (const c of l) if (c && c.id === id) return c;
  return null;
}

/**
 * The card an event reveals (a dilemma encountered): its id, and its definition and name when a
 * view shows it; else its name as the event's text gives it ("... encounters <name> at ...").
 */
export function revealedCard(e: GameEvent, views: readonly (PlayerView | null)[]): { id: string; def: string | null; name: string } | null {
  if (!REVEALS.has(e.type)) return null;
  const id = e.data?.card;
  if (typeof id !== 'string') return null;
  for (const v of views) {
    const c = findAnywhere(v, id);
    if (c) return { id, def: c.def, name: c.name };
  }
  const m = / encounters (.+) at /.exec(e.text);
  return { id, def: null, name: m?.[1] ?? 'a dilemma' };
}
