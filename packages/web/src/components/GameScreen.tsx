/**
 * One screen for a game in play, watched or replayed: the table, the decision, the card panel,
 * the log, the feedback toasts and the end screen. It computes no rules: clicks are matched
 * against the options of the pending decision (decisions.ts).
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CardView, GameEvent, Option, PlayerId, PlayerView } from '@stccg/engine';
import { actionableIds, pickedIds, resolveClick, targetIds } from '../decisions.ts';
import { TableContext, type TableCtx } from './context.ts';
import { Table } from './Table.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { Inspector, type WhyNot } from './Inspector.tsx';
import { LogPanel } from './LogPanel.tsx';
import { Toasts, useFeedback } from './Feedback.tsx';
import { EndScreen } from './EndScreen.tsx';
import { CardChip } from './CardChip.tsx';
import { DeckList } from './DeckList.tsx';
import { GuidePanel } from './GuidePanel.tsx';
import { href } from '../router.ts';

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
  /** Offer the end screen when the game is over (off while stepping a replay). */
  endScreen?: boolean;
  /** Show the first-game guide (tutorial games). */
  guide?: boolean;
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

export function GameScreen({ view, log, onAct, busy = false, error, header, whyNot, replayHref, endScreen = true, guide = false }: GameScreenProps) {
  const [selected, setSelected] = useState<{ id: string; options: Option[] } | null>(null);
  const [inspected, setInspected] = useState<CardView | null>(null);
  const [sheet, setSheet] = useState(false);
  const [endClosed, setEndClosed] = useState(false);
  const [deckOpen, setDeckOpen] = useState(false);
  const pending = view.pending;
  const options = useMemo(() => (onAct && pending && pending.player === view.viewer && pending.options ? pending.options : []), [onAct, pending, view.viewer]);
  const { toasts, flash } = useFeedback(log);

  useEffect(() => setSelected(null), [pending?.id]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setSelected(null);
        setSheet(false);
        setDeckOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const choose = useCallback(
    (o: Option) => {
      setSelected(null);
      setSheet(false);
      onAct?.(o.id);
    },
    [onAct],
  );

  const click = useCallback(
    (id: string) => {
      if (options.length === 0 || busy) {
        setSheet(true);
        return;
      }
      const r = resolveClick(options, id, selected?.id ?? null);
      if (r.kind === 'act') choose(r.option);
      else if (r.kind === 'select') setSelected({ id: r.id, options: r.options });
      else if (r.kind === 'choose') setSelected((s) => ({ id: s?.id ?? id, options: r.options }));
      else {
        setSelected(null);
        setSheet(true);
      }
    },
    [options, selected, busy, choose],
  );

  const ctx: TableCtx = useMemo(
    () => ({
      viewer: view.viewer,
      actionable: actionableIds(options),
      targets: targetIds(options, selected?.id ?? null),
      picked: pickedIds(view.flow),
      selected: selected?.id ?? null,
      flash,
      click,
      inspect: setInspected,
    }),
    [view.viewer, view.flow, options, selected, flash, click],
  );

  const bottom: PlayerId = view.viewer === 'spectator' ? (view.seats[0] as PlayerId) : view.viewer;
  const selectedName = selected ? (findCard(view, selected.id)?.name ?? selected.id.replace(/^planet:/, 'the planet at ')) : null;

  return (
    <TableContext.Provider value={ctx}>
      <div className="game" data-viewer={view.viewer} data-seq={view.seq}>
        {header && <header className="game-header">{header}</header>}
        <Toasts toasts={toasts} />
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
            </nav>
            <div className="side-decision">
              {guide && <GuidePanel view={view} log={log} />}
              {error && (
                <div className="error" role="alert">
                  {error}
                </div>
              )}
              <DecisionPanel
                view={view}
                {...(onAct ? { onChoose: choose } : {})}
                busy={busy}
                selectedName={selectedName}
                selectedOptions={selected?.options ?? null}
                onClearSelection={() => setSelected(null)}
              />
              {view.resolving.length > 0 && (
                <section className="resolving" aria-label="Now resolving">
                  <h3>Now resolving</h3>
                  {view.resolving.map((c) => (
                    <CardChip key={c.id} card={c} size="full" />
                  ))}
                </section>
              )}
            </div>
            <div className={`side-inspector ${sheet && inspected ? 'is-sheet' : ''}`}>
              <Inspector card={inspected} {...(whyNot ? { whyNot } : {})} actionable={inspected ? ctx.actionable.has(inspected.id) : false} onClose={() => setSheet(false)} />
            </div>
            <div className="side-log">
              <LogPanel log={log} />
            </div>
          </aside>
        </div>
        {deckOpen && <DeckList view={view} onClose={() => setDeckOpen(false)} />}
        {endScreen && view.result && !endClosed && <EndScreen result={view.result} log={log} viewer={view.viewer} {...(replayHref ? { replayHref } : {})} onClose={() => setEndClosed(true)} />}
      </div>
    </TableContext.Provider>
  );
}
