/**
 * The game told step by step (sequence.ts): the hook that holds the table and the log back while
 * a burst of events is shown one at a time, the panel that tells the step being shown (a dilemma
 * face up, with what it does, before its effect), with a Skip button, and the pace setting.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEvent, PlayerView } from '@stccg/engine';
import { allFacts } from '@stccg/engine';
import { EMPTY, PACES, PACE_LABEL, advance, loadPace, narrating, receive, revealedCard, savePace, skip, stepMs, type Pace, type SeqState } from '../sequence.ts';
import { TYPE_GLYPH, cardText, factsOrNull, prettyText, seatName } from '../cards.ts';

export interface Sequence {
  /** The view the table shows and the part of the log told so far. */
  view: PlayerView;
  told: number;
  state: SeqState;
  /** A burst is being told (the panel is up). */
  active: boolean;
  skip(): void;
  pace: Pace;
  setPace(p: Pace): void;
}

/**
 * Holds the table and the log back while a burst of events is told; off (everything at once) when
 * not enabled. A new view is taken in while rendering (React's "state from a changed prop"), not
 * in an effect: an effect that set state on every view left an update pending after each view's
 * commit, and views arriving back to back then ran into React's limit of nested updates (error
 * #185; see test/rapid-views.e2e.test.ts). Only the step timer is an effect.
 */
export function useSequence(view: PlayerView, log: readonly GameEvent[], enabled: boolean): Sequence {
  const [pace, setPaceState] = useState<Pace>(loadPace);
  // the told state, and the view, log and switch it last took in
  const [box, setBox] = useState<{ st: SeqState; view: PlayerView | null; log: readonly GameEvent[] | null; on: boolean }>({ st: EMPTY, view: null, log: null, on: false });
  const live = useRef({ view, log });
  live.current = { view, log };
  const on = enabled && pace !== 'off';

  let st = box.st;
  // the pace is read when the view changes; a change of pace alone skips (setPace)
  if (on && (box.view !== view || box.log !== log || !box.on)) {
    const n = receive(st, view, log, pace);
    st = !n.current && n.queue.length > 0 ? advance(n) : n;
    setBox({ st, view, log, on });
  } else if (!on && box.on) setBox({ ...box, on });
  const setSt = useCallback((f: (s: SeqState) => SeqState) => setBox((b) => {
    const n = f(b.st);
    return n === b.st ? b : { ...b, st: n };
  }), []);

  const current = st.current;
  useEffect(() => {
    if (!current) return;
    const t = setTimeout(() => setSt((s) => (s.current === current ? advance(s) : s)), stepMs(current.event, pace));
    return () => clearTimeout(t);
  }, [current, pace, setSt]);

  const doSkip = useCallback(() => setSt((s) => (s.current || s.queue.length ? skip(s, live.current.view, live.current.log) : s)), [setSt]);
  const setPace = useCallback(
    (p: Pace) => {
      savePace(p);
      setPaceState(p);
      doSkip();
    },
    [doSkip],
  );

  if (!on || !st.view) return { view, told: log.length, state: st, active: false, skip: doSkip, pace, setPace };
  return { view: st.view, told: Math.min(st.told, log.length), state: st, active: narrating(st), skip: doSkip, pace, setPace };
}

let byName: Map<string, string> | null = null;
/** A dilemma's definition by its name, when no view shows the card itself. */
function dilemmaDef(name: string): string | null {
  byName ??= new Map(allFacts().filter((f) => f.type === 'dilemma').map((f) => [f.name, f.id]));
  return byName.get(name) ?? null;
}

/** The step being told: whose turn, the event, a dilemma face up with what it does, how many wait, and Skip. */
export function SequencePanel({ seq, live, viewer }: { seq: Sequence; live: PlayerView; viewer: string }) {
  const cur = seq.state.current;
  if (!seq.active || !cur) return null;
  const e = cur.event;
  const reveal = revealedCard(e, [seq.view, live]);
  const def = reveal ? (reveal.def ?? dilemmaDef(reveal.name)) : null;
  const f = def ? factsOrNull(def) : null;
  const waiting = seq.state.queue.length;
  const active = seq.view.turn.active;
  const whose = viewer === 'spectator' ? `${seatName(active)}'s turn` : active === viewer ? 'Your turn' : `${seatName(active)}'s turn`;
  return (
    <section className="seq" data-testid="sequence" data-event={e.type} data-queued={waiting} aria-label="What happens now" aria-live="polite">
      <div className="seq-head">
        <span className="seq-whose">{whose}</span>
        <span className="seq-count" data-testid="sequence-count">
          {waiting > 0 ? `${waiting} more to show` : 'last step'}
        </span>
        <button type="button" className="button small" onClick={seq.skip} data-testid="sequence-skip" title="Show everything at once (the pace is set under Pace, next to the rules)">
          Skip ›
        </button>
      </div>
      {reveal && (
        <div className="seq-reveal card-full tone-neutral" data-testid="dilemma-reveal" data-card={reveal.id}>
          <div className="seq-reveal-head">
            <span className="card-glyph" aria-hidden="true">
              {TYPE_GLYPH.dilemma}
            </span>
            <strong data-testid="dilemma-name">{reveal.name}</strong>
            <span className="seq-reveal-type">{f && f.type === 'dilemma' ? `${f.dilemmaType} dilemma` : 'dilemma'}, face up</span>
          </div>
          {def && <p className="seq-reveal-text">{cardText(def)}</p>}
        </div>
      )}
      <p className="seq-text" data-testid="sequence-text">
        <span className="seq-marker" aria-hidden="true">
          ◆
        </span>{' '}
        {prettyText(e.text)}
      </p>
    </section>
  );
}

/** The pace of the told sequence, kept in this browser. */
export function PaceSetting({ pace, onChange }: { pace: Pace; onChange: (p: Pace) => void }) {
  return (
    <label className="pace-setting" title="How fast the opponent's turn and a mission attempt's dilemmas are shown, one step after another">
      Pace{' '}
      <select value={pace} onChange={(e) => onChange(e.target.value as Pace)} data-testid="pace" aria-label="Pace of the opponent's turn">
        {PACES.map((p) => (
          <option key={p} value={p}>
            {PACE_LABEL[p]}
          </option>
        ))}
      </select>
    </label>
  );
}
