/**
 * One screen for a game in play, watched or replayed: the table, the decision, the card panel,
 * the log, the feedback toasts and the end screen. It computes no rules: clicks are matched
 * against the options of the pending decision (decisions.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type SetStateAction } from 'react';
import type { CardView, GameEvent, Option, PlayerId, PlayerView } from '@stccg/engine';
import { actionableIds, cardNameIn, pickedIds, resolveClick, targetIds } from '../decisions.ts';
import { OPTIONS_BOX_ID, TableContext, type TableCtx } from './context.ts';
import { Table } from './Table.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { Inspector, type WhyNot } from './Inspector.tsx';
import { LogPanel } from './LogPanel.tsx';
import { Toasts, useFeedback } from './Feedback.tsx';
import { EndScreen } from './EndScreen.tsx';
import { CardChip } from './CardChip.tsx';
import { CardOptions, tableElement } from './CardOptions.tsx';
import { DeckList } from './DeckList.tsx';
import { GuidePanel } from './GuidePanel.tsx';
import { href } from '../router.ts';
import { touchedIds } from '../feedback.ts';
import { PaceSetting, SequencePanel, useSequence } from './Sequence.tsx';

export interface GameScreenProps {
  view: PlayerView;
  log: readonly GameEvent[];
  /** Absent when the viewer cannot act (spectators, replays). */
  onAct?: (optionId: string) => void;
  busy?: boolean;
  error?: string | null;
  header?: ReactNode;
  whyNot?: WhyNot;
  replayHref?: string;
  /** Shown on the end screen above its buttons (the rematch). */
  endExtra?: ReactNode;
  /** Offer the end screen when the game is over (off while stepping a replay). */
  endScreen?: boolean;
  /** Tell events that arrive together one after another, at the player's pace (a live game; Sequence.tsx). */
  narrate?: boolean;
  /** Show the first-game guide (tutorial games). */
  guide?: boolean;
  /** A live game's clocks, presence and chat (LivePanel.tsx), beside the decision. */
  extras?: ReactNode;
  /** A live game's chat (LivePanel.tsx), under the decision. */
  chat?: ReactNode;
}

function findCard(view: PlayerView, id: string): CardView | null {
  for (const loc of view.spaceline) {
    if (loc.mission.id === id) return loc.mission;
    for (const list of [loc.outposts, loc.ships, ...Object.values(loc.planet), loc.attached]) {
      for (const c of list) {
        if (c.id === id) return c;
        const crew = (c as { crew?: CardView[] | null }).crew;
        const hit = crew?.find((x) => x.id === id);
        if (hit) return hit;
      }
    }
  }
  for (const p of Object.values(view.players)) for (const c of [...(p.hand ?? []), ...(p.seedCards ?? [])]) if (c.id === id) return c;
  return null;
}

/** The width at which the page becomes one column (styles.css): the chosen card's options go beside it. */
const PHONE = '(max-width: 760px)';

/** One subscription for the page's life (an inline function would be a new one on every render, so React subscribed again on every view). */
function onPhoneChange(on: () => void): () => void {
  const q = window.matchMedia(PHONE);
  q.addEventListener('change', on);
  return () => q.removeEventListener('change', on);
}
const phoneNow = () => window.matchMedia(PHONE).matches;
const notPhone = () => false;

function usePhone(): boolean {
  return useSyncExternalStore(onPhoneChange, phoneNow, notPhone);
}

export function GameScreen({ view: live, log: liveLog, onAct, busy = false, error, header, whyNot, replayHref, endExtra, endScreen = true, narrate = false, guide = false, extras, chat }: GameScreenProps) {
  // the table and the log follow the told sequence; the decision is always the live one, so the
  // player can act at once (acting or tapping the table shows everything first)
  const seq = useSequence(live, liveLog, narrate);
  const view = seq.view;
  const log = useMemo(() => (seq.told < liveLog.length ? liveLog.slice(0, seq.told) : liveLog), [liveLog, seq.told]);
  const [hovered, setHovered] = useState<string[] | null>(null);
  const { skip: skipSeq } = seq;
  const pending = live.pending;
  // `list`: chosen in the option list (its targets open there, under it), not on the table.
  // A choice belongs to the decision it was made in, and a new decision drops it: read while
  // rendering, not set in an effect on every view (see useFeedback: React error #185)
  type Selection = { id: string; options: Option[]; keyboard?: boolean; list?: boolean };
  const [chosen, setChosen] = useState<(Selection & { decision: string | null }) | null>(null);
  const decision = pending?.id ?? null;
  const decisionNow = useRef(decision);
  decisionNow.current = decision;
  const selected: Selection | null = chosen && chosen.decision === decision ? chosen : null;
  const setSelected = useCallback((next: SetStateAction<Selection | null>) => {
    const d = decisionNow.current;
    setChosen((c) => {
      const v = typeof next === 'function' ? next(c && c.decision === d ? c : null) : next;
      return v ? { ...v, decision: d } : null;
    });
  }, []);
  // a choice made with the keyboard: the focus goes on to the next decision's options
  const refocus = useRef(false);
  const phone = usePhone();
  const selectedId = useRef<string | null>(null);
  selectedId.current = selected?.id ?? null;
  const [inspected, setInspected] = useState<CardView | null>(null);
  const [sheet, setSheet] = useState(false);
  const [endClosed, setEndClosed] = useState(false);
  const [deckOpen, setDeckOpen] = useState(false);
  const options = useMemo(() => (onAct && pending && pending.player === live.viewer && pending.options ? pending.options : []), [onAct, pending, live.viewer]);
  const { toasts, flash } = useFeedback(log);
  // a toast for an event the sequence panel told is not shown again when the panel goes
  const hushed = useRef(new Set<number>());
  if (seq.active) for (const t of toasts) hushed.current.add(t.key);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // the focus goes back to the card whose options are closed, not to the top of the page
        const id = selectedId.current;
        const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        const inOptions = !!active?.closest('[data-testid="selected-options"]');
        // a card chosen in the list: back to its button there
        const inList = active?.closest<HTMLElement>('.card-choice');
        if (id && inOptions) tableElement(id)?.focus();
        else if (inList) inList.querySelector<HTMLElement>('[data-card-choice]')?.focus();
        setSelected(null);
        setSheet(false);
        setDeckOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const choose = useCallback(
    (o: Option, keyboard = false) => {
      setSelected(null);
      setSheet(false);
      skipSeq();
      refocus.current = keyboard;
      onAct?.(o.id);
    },
    [onAct, skipSeq],
  );

  // a card chosen in the option list: its targets light up on the table and open under it
  const pickCard = useCallback(
    (card: string | null, opts: Option[], keyboard: boolean) => {
      skipSeq();
      if (card === null) {
        const back = selectedId.current;
        setSelected(null);
        if (back) document.querySelector<HTMLElement>(`[data-card-choice="${CSS.escape(back)}"]`)?.focus();
        return;
      }
      setSelected({ id: card, options: opts, keyboard, list: true });
    },
    [skipSeq],
  );

  const click = useCallback(
    (id: string, keyboard = false) => {
      if (options.length === 0 || busy) {
        setSheet(true);
        return;
      }
      skipSeq();
      const r = resolveClick(options, id, selected?.id ?? null);
      if (r.kind === 'act') choose(r.option, keyboard);
      else if (r.kind === 'select') setSelected({ id: r.id, options: r.options, keyboard });
      else if (r.kind === 'choose') setSelected((s) => ({ id: s?.id ?? id, options: r.options, keyboard }));
      else {
        setSelected(null);
        setSheet(true);
      }
    },
    [options, selected, busy, choose, skipSeq],
  );

  const current = seq.active ? seq.state.current : null;
  const marked = useMemo(() => new Set([...(hovered ?? []), ...(current ? touchedIds(current.event) : [])]), [hovered, current]);
  // chosen with Enter or Space, the card's first option takes the focus: Tab goes on through the others
  useEffect(() => {
    if (!selected?.keyboard) return;
    document.querySelector<HTMLElement>(`#${OPTIONS_BOX_ID} .option:not([disabled])`)?.focus();
  }, [selected]);
  // after a choice made with the keyboard, the focus goes to the next decision's first option (or,
  // while the other player decides, to the decision panel), not back to the top of the page
  const mineNow = options.length > 0 && !busy;
  useEffect(() => {
    if (!refocus.current) return;
    const panel = document.querySelector<HTMLElement>('.game .decision');
    const at = document.activeElement;
    if (!panel) return;
    // the focus is on the table (the card or place chosen there) or the player has gone elsewhere: left alone
    if (at && at !== document.body && !panel.contains(at)) {
      refocus.current = false;
      return;
    }
    const find = (sel: string) => panel.querySelector<HTMLElement>(sel);
    const first = mineNow ? (find('.option-groups details[open] .option:not([disabled])') ?? find('.option-groups summary') ?? find('.finish .option:not([disabled])')) : null;
    if (first) {
      first.focus();
      refocus.current = false;
    } else if (!panel.contains(document.activeElement)) panel.focus();
  }, [pending?.id, mineNow]);

  const ctx: TableCtx = useMemo(
    () => ({
      viewer: view.viewer,
      actionable: actionableIds(options),
      targets: targetIds(options, selected?.id ?? null),
      picked: pickedIds(live.flow),
      selected: selected?.id ?? null,
      flash,
      marked,
      click,
      inspect: setInspected,
    }),
    [view.viewer, live.flow, options, selected, flash, marked, click],
  );

  const cardName = useCallback((id: string) => cardNameIn(live, id) ?? cardNameIn(view, id), [live, view]);
  const bottom: PlayerId = view.viewer === 'spectator' ? (view.seats[0] as PlayerId) : view.viewer;
  const selectedName = selected ? ((findCard(live, selected.id) ?? findCard(view, selected.id))?.name ?? selected.id.replace(/^planet:/, 'the planet at ')) : null;

  return (
    <TableContext.Provider value={ctx}>
      <div className="game" data-viewer={view.viewer} data-seq={live.seq} data-shown-seq={view.seq}>
        {header && <header className="game-header">{header}</header>}
        {!seq.active && <Toasts toasts={toasts.filter((t) => !hushed.current.has(t.key))} />}
        <div className="game-body">
          <main className="game-main">
            <Table view={view} bottom={bottom} />
          </main>
          <aside className="game-side">
            <nav className="side-tools" aria-label="Help">
              {view.viewer !== 'spectator' && (
                <button type="button" className="button small" onClick={() => setDeckOpen(true)} data-testid="open-deck-list">
                  Your deck list
                </button>
              )}
              <a className="button small quiet" href={href({ page: 'rules' })} target="_blank" rel="noopener" data-testid="open-rules">
                Rules
              </a>
              {narrate && <PaceSetting pace={seq.pace} onChange={seq.setPace} />}
            </nav>
            <div className="side-decision">
              <SequencePanel seq={seq} live={live} viewer={live.viewer} />
              {guide && <GuidePanel view={live} log={liveLog} />}
              {extras}
              {error && (
                <div className="error" role="alert">
                  {error}
                </div>
              )}
              <DecisionPanel
                view={live}
                {...(onAct ? { onChoose: choose } : {})}
                busy={busy}
                selectedName={selectedName}
                selectedOptions={phone || selected?.list ? null : (selected?.options ?? null)}
                onClearSelection={() => setSelected(null)}
                listCard={selected?.list ? selected.id : null}
                onPickCard={pickCard}
                cardName={cardName}
              />
              {live.resolving.length > 0 && (
                <section className="resolving" aria-label="Now resolving">
                  <h3>Now resolving</h3>
                  {live.resolving.map((c) => (
                    <CardChip key={c.id} card={c} size="full" />
                  ))}
                </section>
              )}
              {chat}
            </div>
            <div className={`side-inspector ${sheet && inspected ? 'is-sheet' : ''}`}>
              <Inspector card={inspected} {...(whyNot ? { whyNot } : {})} actionable={inspected ? ctx.actionable.has(inspected.id) : false} onClose={() => setSheet(false)} />
            </div>
            <div className="side-log">
              <LogPanel log={log} onMark={setHovered} />
            </div>
          </aside>
        </div>
        {phone && selected && !selected.list && selected.options.length > 0 && (
          <CardOptions anchorId={selected.id} name={selectedName ?? 'Selected'} options={selected.options} busy={busy} {...(onAct ? { onChoose: choose } : {})} onClose={() => {
              tableElement(selected.id)?.focus();
              setSelected(null);
            }}
          />
        )}
        {deckOpen && <DeckList view={live} onClose={() => setDeckOpen(false)} />}
        {endScreen && view.result && !endClosed && <EndScreen result={view.result} log={log} viewer={view.viewer} {...(replayHref ? { replayHref } : {})} onClose={() => setEndClosed(true)} extra={endExtra} />}
      </div>
    </TableContext.Provider>
  );
}
