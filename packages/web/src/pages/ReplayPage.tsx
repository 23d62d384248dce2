/**
 * A finished game, replayed in the browser by the engine from its record (fetched from the
 * server or opened from a file): step forward and back, jump by turns, watch as a spectator or
 * through either seat's eyes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { GameRecord, Viewer } from '@stccg/engine';
import { engineOfRecord, frozenEngine } from '@stccg/engine';
import { fetchRecord } from '../api.ts';
import { CURRENT_ENGINE, Replayer } from '../replayer.ts';
import type { ReplayEngine } from '../replayer.ts';
import { GameScreen } from '../components/GameScreen.tsx';
import { prettyText, seatName } from '../cards.ts';
import { ReplayUndoNote } from '../components/Undo.tsx';

let uploaded: GameRecord | null = null;
/** The start page hands an opened record file over here. */
export function setUploadedRecord(r: GameRecord): void {
  uploaded = r;
}

export function ReplayPage({ gameId }: { gameId: string | null }) {
  const [record, setRecord] = useState<GameRecord | null>(gameId ? null : uploaded);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!gameId) return;
    setRecord(null);
    fetchRecord(gameId).then(setRecord, (e: Error) => setError(`Could not load the record of game ${gameId}: ${e.message}`));
  }, [gameId]);
  const header = (
    <>
      <a href="#/" className="home" aria-label="Start page">
        ▲ STCCG
      </a>
      <span className="game-title">Replay {gameId ? <code>{gameId}</code> : '(from a file)'}</span>
      <label className="file small">
        open a record file{' '}
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f)
              void f.text().then((t) => {
                try {
                  setError(null);
                  setRecord(JSON.parse(t) as GameRecord);
                } catch {
                  setError('That file is not a game record (JSON).');
                }
              });
          }}
        />
      </label>
    </>
  );
  if (error || !record) {
    return (
      <div className="game loading">
        <header className="game-header">{header}</header>
        {error ? (
          <div className="error" role="alert">
            {error}
          </div>
        ) : (
          <p className="loading-text">{gameId ? 'Loading the record…' : 'Open a record file to replay it.'}</p>
        )}
      </div>
    );
  }
  return <ReplayViewer key={`${record.seed}:${record.actions.length}`} record={record} header={header} />;
}

/** The engine that made a record: the current one, or a past one kept frozen (loaded on demand). */
function useRecordEngine(record: GameRecord): { engine: ReplayEngine | null; error: string | null } {
  const which = engineOfRecord(record);
  const [loaded, setLoaded] = useState<{ engine: ReplayEngine | null; error: string | null }>({ engine: null, error: null });
  useEffect(() => {
    if (which === 'current' || which === null) return;
    let live = true;
    frozenEngine(which).then(
      (e) => live && setLoaded({ engine: e, error: e ? null : `engine ${which} is not kept` }),
      (e: Error) => live && setLoaded({ engine: null, error: `engine ${which} could not be loaded: ${e.message}` }),
    );
    return () => {
      live = false;
    };
  }, [which]);
  if (which === 'current') return { engine: CURRENT_ENGINE, error: null };
  if (which === null) return { engine: null, error: `the record was made by engine ${String(record.engineVersion)}, which this version cannot replay` };
  return loaded;
}

function ReplayViewer({ record, header }: { record: GameRecord; header: React.ReactNode }) {
  const { engine, error: engineError } = useRecordEngine(record);
  const built = useMemo(() => {
    if (!engine) return { r: null, error: engineError };
    try {
      return { r: new Replayer(record, engine), error: null };
    } catch (e) {
      return { r: null, error: (e as Error).message };
    }
  }, [record, engine, engineError]);
  const [step, setStep] = useState(0);
  const [viewer, setViewer] = useState<Viewer>('spectator');
  const [playing, setPlaying] = useState(false);
  const r = built.r;
  const turns = useMemo(() => {
    try {
      return r ? r.turnStarts() : [];
    } catch {
      return [];
    }
  }, [r]);

  useEffect(() => {
    if (!playing || !r) return;
    if (step >= r.length) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => setStep((s) => Math.min(r.length, s + 1)), 450);
    return () => clearTimeout(t);
  }, [playing, step, r]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!r || (e.target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(e.target.tagName) && (e.target as HTMLInputElement).type !== 'range')) return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(r.length, s + 1));
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [r]);

  const shown = useMemo(() => {
    if (!r) return null;
    try {
      const s = r.at(step);
      const v = r.view(s, viewer);
      return { v, log: v.log, last: r.describe(step), error: null };
    } catch (e) {
      return { v: null, log: [], last: null, error: (e as Error).message };
    }
  }, [r, step, viewer]);

  if (!engine && !engineError) {
    return (
      <div className="game loading">
        <header className="game-header">{header}</header>
        <p className="loading-text">Loading engine {String(record.engineVersion)}, which made this record…</p>
      </div>
    );
  }
  if (!r || !shown || !shown.v) {
    return (
      <div className="game loading">
        <header className="game-header">{header}</header>
        <div className="error" role="alert">
          This record cannot be replayed: {built.error ?? shown?.error}
        </div>
      </div>
    );
  }
  const prevTurn = [...turns].reverse().find((t) => t < step) ?? 0;
  const nextTurn = turns.find((t) => t > step) ?? r.length;
  const controls = (
    <div className="replay-controls" role="group" aria-label="Replay controls" data-testid="replay-controls">
      <button type="button" className="button small" onClick={() => setStep(0)} disabled={step === 0} aria-label="To the start">
        ⇤
      </button>
      <button type="button" className="button small" onClick={() => setStep(prevTurn)} disabled={step === 0} aria-label="Back one turn">
        «
      </button>
      <button type="button" className="button small" data-testid="step-back" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0} aria-label="Back one action">
        ‹
      </button>
      <button type="button" className="button small" onClick={() => setPlaying((p) => !p)} aria-label={playing ? 'Pause' : 'Play'}>
        {playing ? '❚❚' : '▶'}
      </button>
      <button type="button" className="button small" data-testid="step-forward" onClick={() => setStep((s) => Math.min(r.length, s + 1))} disabled={step >= r.length} aria-label="Forward one action">
        ›
      </button>
      <button type="button" className="button small" onClick={() => setStep(nextTurn)} disabled={step >= r.length} aria-label="Forward one turn">
        »
      </button>
      <button type="button" className="button small" onClick={() => setStep(r.length)} disabled={step >= r.length} aria-label="To the end">
        ⇥
      </button>
      <input type="range" min={0} max={r.length} value={step} onChange={(e) => setStep(Number(e.target.value))} aria-label="Position in the game" />
      <span className="step" data-testid="replay-step">
        {step} / {r.length}
      </span>
      <label>
        Seen by{' '}
        <select value={viewer} onChange={(e) => setViewer(e.target.value as Viewer)} aria-label="Seen by">
          <option value="spectator">a spectator</option>
          {Object.keys(record.decks ?? { federation: 0, klingon: 0 }).map((seat) => (
            <option key={seat} value={seat}>
              {seatName(seat)}
            </option>
          ))}
        </select>
      </label>
      <span className="last-action" data-testid="last-action">
        {shown.last ? `${seatName(shown.last.player)}: ${prettyText(shown.last.option.label)}` : 'Start of the game'}
      </span>
      <ReplayUndoNote record={record} step={step} />
    </div>
  );
  return (
    <GameScreen
      view={shown.v}
      log={shown.log}
      header={
        <>
          {header}
          {controls}
        </>
      }
      endScreen={step === r.length}
    />
  );
}
