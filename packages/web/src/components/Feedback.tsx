import { useEffect, useRef, useState } from 'react';
import type { GameEvent } from '@stccg/engine';
import { TOAST_TYPES, touchedIds } from '../feedback.ts';
import { prettyText } from '../cards.ts';

export interface Toast {
  key: number;
  text: string;
  tone: string;
  type: string;
}

interface FeedbackState {
  /** The log last read, and its length then (null before the first: that one is history). */
  log: readonly GameEvent[] | null;
  quietSeq: number;
  seen: number | null;
  toasts: Toast[];
  flash: Set<string>;
  /** The toasts and flash the last log added, for the effect that times them out. */
  added: { keys: Set<number>; flash: Set<string> | null } | null;
}

const NONE: Set<string> = new Set();

/** What a new log adds: its important events as toasts, the ids its events touch as the flash (pure). */
export function readLog(st: FeedbackState, log: readonly GameEvent[], quietSeq: number, counter: { n: number }): FeedbackState {
  const next: FeedbackState = { ...st, log, quietSeq, seen: log.length, added: null };
  // the first log we get (a reload, a replay jump) is history: no fanfare
  if (st.seen === null || log.length < st.seen) return next;
  const fresh = log.slice(st.seen);
  // a long jump (a replay skipping ahead) is history too
  if (fresh.length === 0 || fresh.length > 40) return next;
  const ids = new Set<string>();
  const add: Toast[] = [];
  for (const e of fresh) {
    for (const id of touchedIds(e)) ids.add(id);
    const tone = TOAST_TYPES[e.type];
    if (tone) add.push({ key: ++counter.n, text: prettyText(e.text), tone, type: e.type });
  }
  if (add.length) next.toasts = [...st.toasts.filter((x) => !add.some((a) => a.text === x.text)), ...add].slice(-4);
  if (ids.size) next.flash = ids;
  if (add.length || ids.size) next.added = { keys: new Set(add.map((a) => a.key)), flash: ids.size ? ids : null };
  return next;
}

/**
 * Watches the log: new important events become toasts, and the ids they touch flash for a moment.
 * The new log is read while rendering (React's "state from a changed prop"), not in an effect:
 * an effect that set state on every view left an update pending after each view's commit, and
 * views arriving back to back then ran into React's limit of nested updates (error #185; see
 * test/rapid-views.e2e.test.ts). Only the timers that take toasts and the flash away are effects.
 */
export function useFeedback(log: readonly GameEvent[], quietSeq = 0): { toasts: Toast[]; flash: Set<string> } {
  const counter = useRef({ n: 0 });
  const [st, setSt] = useState<FeedbackState>({ log: null, quietSeq, seen: null, toasts: [], flash: NONE, added: null });
  let now = st;
  if (st.log !== log || st.quietSeq !== quietSeq) {
    now = readLog(st, log, quietSeq, counter.current);
    setSt(now);
  }
  const added = now.added;
  useEffect(() => {
    // a later log does not cancel these timers: each toast and flash goes after its own time
    if (!added) return;
    const { keys, flash } = added;
    if (keys.size) setTimeout(() => setSt((s) => ({ ...s, toasts: s.toasts.filter((x) => !keys.has(x.key)) })), 4000);
    if (flash) setTimeout(() => setSt((s) => (s.flash === flash ? { ...s, flash: NONE } : s)), 1600);
  }, [added]);
  return { toasts: now.toasts, flash: now.flash };
}

export function Toasts({ toasts }: { toasts: Toast[] }) {
  return (
    <div className="toasts" aria-live="polite" data-testid="toasts">
      {toasts.map((t) => (
        <div key={t.key} className={`toast toast-${t.tone}`} data-type={t.type}>
          {t.text}
        </div>
      ))}
    </div>
  );
}
