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

/** Watches the log: new important events become toasts, and the ids they touch flash for a moment. */
export function useFeedback(log: readonly GameEvent[], quietSeq = 0): { toasts: Toast[]; flash: Set<string> } {
  const seen = useRef<number | null>(null);
  const counter = useRef(0);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [flash, setFlash] = useState<Set<string>>(new Set());
  useEffect(() => {
    // the first log we get (a reload, a replay jump) is history: no fanfare
    if (seen.current === null || log.length < seen.current) {
      seen.current = log.length;
      return;
    }
    const fresh = log.slice(seen.current);
    seen.current = log.length;
    // a long jump (a replay skipping ahead) is history too
    if (fresh.length === 0 || fresh.length > 40) return;
    const ids = new Set<string>();
    const add: Toast[] = [];
    for (const e of fresh) {
      for (const id of touchedIds(e)) ids.add(id);
      const tone = TOAST_TYPES[e.type];
      if (tone) add.push({ key: ++counter.current, text: prettyText(e.text), tone, type: e.type });
    }
    if (add.length) {
      setToasts((t) => [...t.filter((x) => !add.some((a) => a.text === x.text)), ...add].slice(-4));
      const keys = new Set(add.map((a) => a.key));
      setTimeout(() => setToasts((t) => t.filter((x) => !keys.has(x.key))), 4000);
    }
    if (ids.size) {
      setFlash(ids);
      setTimeout(() => setFlash((cur) => (cur === ids ? new Set() : cur)), 1600);
    }
  }, [log, quietSeq]);
  return { toasts, flash };
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
