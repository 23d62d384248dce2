/**
 * The deck builder (issue 27), loaded on demand: search and filter the constructed pool, read a
 * card in the card panel (hover, focus or tap), add and remove copies, see what the deck holds at
 * a glance and every rule it breaks as it is built; start from an empty deck, a premade or an
 * intro deck; save, rename, copy, delete, share and withdraw through the deck API (decksApi.ts);
 * export the deck file and import one (pasted or from a file). A shared deck's link opens it read
 * only, to copy into one's own decks.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Blueprint, DeckFileError, ImportError } from '@stccg/engine';
import { PREMADE_DECKS, SET_NAMES, deckComposition, findBlueprint } from '@stccg/engine';
import type { MissionCoverage } from '@stccg/engine';
import { defOfBlueprint } from '@stccg/engine/cards/blueprint-ids.ts';
import { ApiError } from '../api.ts';
import { cardText, describeFacts, factsOrNull } from '../cards.ts';
import { copyDeck, createDeck, deckNameProblem, deleteDeck, getDeck, getSharedDeck, listDecks, shareDeck, unshareDeck, updateDeck, type DeckSummary, type SharedDeck } from '../decksApi.ts';
import {
  NO_FILTER,
  TYPE_HEADING,
  TYPE_ORDER,
  addCard,
  affiliationsOf,
  constructedPool,
  deckCards,
  deckText,
  deckVerdict,
  filterChoices,
  filterPool,
  importDeck,
  isFiltered,
  readDeckText,
  removeCard,
  typeLabel,
  type CardType,
  type DeckCounts,
  type PoolFilter,
} from '../deckPool.ts';
import { href, type Route } from '../router.ts';
import './decks.css';

/** A deck handed from one view to the builder (a shared deck copied, an import): read once. */
let handedOver: { name: string; text: string } | null = null;

const SHOWN = 60;
const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const affName = (a: string) => (a === 'non-aligned' ? 'Non-Aligned' : cap(a));
const toneOf = (b: Blueprint) => {
  const a = affiliationsOf(b);
  return a.length === 1 && ['federation', 'klingon', 'romulan', 'non-aligned'].includes(a[0]!) ? a[0]! : 'neutral';
};
const errorText = (e: unknown) => (e instanceof ApiError ? (e.status === 0 ? 'The server could not be reached; nothing was changed.' : sentence(e.message)) : 'Something went wrong; nothing was changed.');
function sentence(m: string): string {
  const t = m.trim();
  const first = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** A line of numbers for a card of the pool. */
function statLine(b: Blueprint): string {
  switch (b.type) {
    case 'personnel':
      return `INT ${b.integrity} · CUN ${b.cunning} · STR ${b.strength}`;
    case 'ship':
      return `RNG ${b.range} · WEA ${b.weapons} · SHI ${b.shields}`;
    case 'facility':
      return `SHI ${b.shields}`;
    case 'mission':
      return `${b.missionType} · span ${b.span} · ${b.points} pts`;
    default:
      return '';
  }
}

/** The card panel: a card of the pool, its facts and our description of it. */
function CardPanel({ card, count, onAdd, onClose }: { card: Blueprint | null; count: number; onAdd?: (id: string) => void; onClose: () => void }) {
  if (!card) return <section className="inspector empty" aria-label="Card">Point at, focus or tap a card to read it.</section>;
  const def = defOfBlueprint(card.blueprintId);
  const f = def ? factsOrNull(def) : null;
  const text = def ? cardText(def) : '';
  const skills = card.type === 'personnel' ? card.skills.map((s) => (s.level > 1 ? `${s.skill} x${s.level}` : s.skill)).join(', ') : '';
  return (
    <section className={`inspector tone-${toneOf(card)}`} aria-label="Card" data-testid="deck-inspector">
      <div className="inspector-head">
        <strong>{card.name}</strong>
        <span className="inspector-type">
          {typeLabel(card.type)}
          {affiliationsOf(card).length ? ` · ${affiliationsOf(card).map(affName).join(' / ')}` : ''}
          {' · '}
          {SET_NAMES[card.set]} <code>{card.blueprintId}</code>
        </span>
        <button type="button" className="link inspector-close" onClick={onClose} aria-label="Close the card panel">
          ✕
        </button>
      </div>
      {statLine(card) && <div className="inspector-stats">{statLine(card)}</div>}
      {skills && <div className="inspector-skills">Skills: {skills}</div>}
      {card.type === 'mission' && <div className="inspector-skills">Needs: {card.requirementsFormula}</div>}
      {card.icons.length > 0 && <div className="inspector-skills">Icons: {card.icons.join(', ')}</div>}
      <p className="inspector-text">{text || (f ? describeFacts(f) : `A ${typeLabel(card.type)}${card.hasText ? ' with game text' : ''}.`)}</p>
      <div className="inspector-status">
        {'unique' in card && card.unique ? 'Unique · ' : card.type === 'personnel' || card.type === 'ship' ? 'Universal · ' : ''}
        In this deck: {count}{' '}
        {onAdd && (
          <button type="button" className="button small" onClick={() => onAdd(card.blueprintId)}>
            Add one
          </button>
        )}
      </div>
    </section>
  );
}

function NumberBox({ label, value, onChange, testId }: { label: string; value: number | null; onChange: (v: number | null) => void; testId: string }) {
  return (
    <label className="num">
      {label}{' '}
      <input
        type="number"
        min={0}
        max={99}
        value={value ?? ''}
        data-testid={testId}
        onChange={(e) => {
          const n = e.target.value === '' ? null : Number(e.target.value);
          onChange(n === null || !Number.isFinite(n) ? null : n);
        }}
      />
    </label>
  );
}

/** The search and filters over the pool, and the cards that pass. */
function PoolPanel({ pool, counts, onAdd, onRemove, onInspect }: { pool: Blueprint[]; counts: DeckCounts; onAdd: (id: string) => void; onRemove: (id: string) => void; onInspect: (b: Blueprint) => void }) {
  const [filter, setFilter] = useState<PoolFilter>(NO_FILTER);
  const choices = useMemo(() => filterChoices(pool), [pool]);
  const hits = useMemo(() => filterPool(pool, filter), [pool, filter]);
  const set = <K extends keyof PoolFilter>(k: K, v: PoolFilter[K]) => setFilter((f) => ({ ...f, [k]: v }));
  const select = (k: 'type' | 'affiliation' | 'skill' | 'icon' | 'set', label: string, options: { value: string; label: string }[]) => (
    <label>
      {label}{' '}
      <select value={filter[k]} data-testid={`filter-${k}`} onChange={(e) => set(k, e.target.value as never)}>
        <option value="">any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section className="panel deck-pool" aria-labelledby="pool-h">
      <h2 id="pool-h">Cards · {pool.length} playable</h2>
      <input type="search" value={filter.text} onChange={(e) => set('text', e.target.value)} placeholder="Search by name or id: Picard, Tricorder, 101_065…" aria-label="Search the cards" data-testid="pool-search" />
      <div className="filters">
        {select('type', 'Type', choices.types.map((t) => ({ value: t, label: typeLabel(t) })))}
        {select('affiliation', 'Affiliation', choices.affiliations.map((a) => ({ value: a, label: affName(a) })))}
        {select('skill', 'Skill', choices.skills.map((s) => ({ value: s, label: s })))}
        {select('icon', 'Icon', choices.icons.map((s) => ({ value: s, label: s })))}
        {select('set', 'Set', choices.sets.map((s) => ({ value: s, label: SET_NAMES[s] })))}
        <NumberBox label="Points ≥" value={filter.minPoints} onChange={(v) => set('minPoints', v)} testId="filter-min-points" />
        <NumberBox label="≤" value={filter.maxPoints} onChange={(v) => set('maxPoints', v)} testId="filter-max-points" />
        <NumberBox label="Span ≥" value={filter.minSpan} onChange={(v) => set('minSpan', v)} testId="filter-min-span" />
        <NumberBox label="≤" value={filter.maxSpan} onChange={(v) => set('maxSpan', v)} testId="filter-max-span" />
        {isFiltered(filter) && (
          <button type="button" className="button small quiet" onClick={() => setFilter(NO_FILTER)}>
            Clear
          </button>
        )}
      </div>
      <p className="hint" data-testid="pool-count">
        {hits.length === 0 ? 'No card matches.' : hits.length > SHOWN ? `${hits.length} cards match; the first ${SHOWN} are shown.` : `${hits.length} ${hits.length === 1 ? 'card matches' : 'cards match'}.`}
      </p>
      <ul className="pool-list" data-testid="pool-results">
        {hits.slice(0, SHOWN).map((b) => {
          const n = counts.get(b.blueprintId) ?? 0;
          return (
            <li key={b.blueprintId} className={`pool-row tone-${toneOf(b)}`} data-card={b.blueprintId}>
              <button type="button" className="link pool-name" onClick={() => onInspect(b)} onFocus={() => onInspect(b)} onPointerEnter={(e) => e.pointerType === 'mouse' && onInspect(b)}>
                {b.name}
              </button>
              <small>
                {typeLabel(b.type)}
                {affiliationsOf(b).length ? ` · ${affiliationsOf(b).map(affName).join('/')}` : ''}
                {statLine(b) ? ` · ${statLine(b)}` : ''}
              </small>
              <span className="pool-count">{n > 0 ? `×${n}` : ''}</span>
              {n > 0 && (
                <button type="button" className="button small" aria-label={`Remove one ${b.name}`} onClick={() => onRemove(b.blueprintId)}>
                  −
                </button>
              )}
              <button type="button" className="button small" aria-label={`Add ${b.name}`} data-testid="add-card" onClick={() => onAdd(b.blueprintId)}>
                +
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The deck's cards by type, each with its count and a way to add or remove one. */
function DeckCards({ counts, onAdd, onRemove, onInspect, readOnly }: { counts: DeckCounts; onAdd?: (id: string) => void; onRemove?: (id: string) => void; onInspect: (b: Blueprint) => void; readOnly?: boolean }) {
  const groups = new Map<CardType, { b: Blueprint; n: number }[]>();
  for (const [id, n] of counts) {
    const b = findBlueprint(id);
    if (b) groups.set(b.type, [...(groups.get(b.type) ?? []), { b, n }]);
  }
  if (counts.size === 0) return <p className="hint">No cards yet: search the cards and add some, or start from a premade deck.</p>;
  return (
    <div className="deck-cards" data-testid="deck-cards">
      {TYPE_ORDER.filter((t) => groups.has(t)).map((t) => {
        const rows = groups.get(t)!.sort((a, b) => a.b.name.localeCompare(b.b.name));
        return (
          <div key={t} className="deck-group">
            <h3>
              {TYPE_HEADING[t]} ({rows.reduce((a, r) => a + r.n, 0)})
            </h3>
            <ul>
              {rows.map(({ b, n }) => (
                <li key={b.blueprintId} className={`tone-${toneOf(b)}`} data-card={b.blueprintId} data-count={n}>
                  <span className="deck-count">{n}</span>{' '}
                  <button type="button" className="link" onClick={() => onInspect(b)} onFocus={() => onInspect(b)} onPointerEnter={(e) => e.pointerType === 'mouse' && onInspect(b)}>
                    {b.name}
                  </button>
                  {!readOnly && (
                    <>
                      <button type="button" className="button small" aria-label={`Remove one ${b.name}`} onClick={() => onRemove?.(b.blueprintId)}>
                        −
                      </button>
                      <button type="button" className="button small" aria-label={`Add another ${b.name}`} onClick={() => onAdd?.(b.blueprintId)}>
                        +
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** Whether the deck's personnel could meet each of its missions' requirements (the engine's deckComposition). */
function Coverage({ missions }: { missions: readonly MissionCoverage[] }) {
  if (missions.length === 0) return null;
  return (
    <div className="coverage" data-testid="deck-coverage">
      <h3>Missions: can its personnel meet them?</h3>
      <ul>
        {missions.map((m) => {
          const best = m.options.find((o) => o.met === true) ?? m.options.find((o) => o.met === null) ?? m.options[0];
          const unmet = best ? best.clauses.filter((c) => c.met === false) : [];
          return (
            <li key={m.blueprintId} className={`cover-${m.verdict}`} data-mission={m.blueprintId} data-verdict={m.verdict}>
              <span aria-hidden="true">{m.verdict === 'could-meet' ? '✓' : m.verdict === 'cannot-meet' ? '✗' : '?'}</span> <strong>{m.name}</strong>{' '}
              <small>
                {m.points} pts · {m.requirements}
              </small>
              <div className="cover-why">
                {m.verdict === 'could-meet' && `Yes: a ${affName(best?.affiliation ?? '')} team of the deck can.`}
                {m.verdict === 'not-checked' && 'Not checked: its requirements hold a clause a deck alone cannot answer.'}
                {m.verdict === 'cannot-meet' &&
                  (m.attemptedBy.length === 0
                    ? 'No: none of the deck\'s personnel may attempt it (no matching affiliation icon).'
                    : `No: ${m.missingSkills.length > 0 ? `no personnel has ${m.missingSkills.join(', ')}` : unmet.map((c) => c.detail ?? c.text).join('; ')}.`)}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What the deck holds at a glance, and every problem that stops it being played. */
function DeckCheck({ counts, errors }: { counts: DeckCounts; errors: readonly DeckFileError[] }) {
  const { reasons } = useMemo(() => deckVerdict(counts), [counts]);
  const c = useMemo(() => deckComposition(deckCards(counts)), [counts]);
  const typeList = (l: readonly { type: CardType; count: number }[]) => l.map((t) => `${t.count} ${typeLabel(t.type)}`).join(' · ');
  return (
    <>
      {errors.length > 0 && (
        <div className="error" role="alert" data-testid="deck-load-errors">
          Lines that could not be read (not in the deck):
          <ul>
            {errors.map((e) => (
              <li key={e.line}>
                line {e.line} (“{e.text}”): {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {reasons.length === 0 ? (
        <p className="deck-ok" data-testid="deck-valid">
          ✓ A legal constructed deck: ready to play.
        </p>
      ) : (
        <div className="deck-problems" data-testid="deck-problems">
          <strong>
            Not playable yet ({reasons.length} {reasons.length === 1 ? 'problem' : 'problems'}):
          </strong>
          <ul>
            {reasons.map((r) => (
              <li key={r}>{sentence(r)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="glance" data-testid="deck-glance">
        <p>
          <strong data-testid="deck-size">{c.size}</strong> cards · <span data-testid="deck-seed">{c.seedCards}</span> seed cards · <span data-testid="deck-draw">{c.drawCards}</span> draw deck cards
        </p>
        {c.seed.length > 0 && <p>Seed: {typeList(c.seed)}</p>}
        {c.draw.length > 0 && <p>Draw: {typeList(c.draw)}</p>}
        {c.byAffiliation.length > 0 && (
          <p>
            By affiliation:{' '}
            {c.byAffiliation.map((a) => `${affName(a.affiliation)} ${a.count} (${[a.personnel ? `${a.personnel} personnel` : '', a.ships ? `${a.ships} ${a.ships === 1 ? 'ship' : 'ships'}` : '', a.facilities ? `${a.facilities} ${a.facilities === 1 ? 'outpost' : 'outposts'}` : ''].filter(Boolean).join(', ')})`).join(' · ')}
          </p>
        )}
        {c.skills.length > 0 && (
          <p>
            Skills: {c.skills.slice(0, 12).map((s) => `${s.skill} ${s.levels}`).join(' · ')}
            {c.skills.length > 12 ? ' …' : ''}
          </p>
        )}
      </div>
      <Coverage missions={c.missions} />
    </>
  );
}

/** Saves a text as a file on this computer. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
const fileNameOf = (name: string) => `${name.trim().replace(/[^\p{L}\p{N} ._-]+/gu, '').replace(/\s+/g, '-') || 'deck'}.txt`;

/** Import: a pasted list or a file; a list with a line that does not read changes nothing and names the line. */
function ImportBox({ onImport }: { onImport: (text: string, fileName?: string) => readonly ImportError[] }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<readonly ImportError[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const run = (t: string, fileName?: string) => {
    setProblem(null);
    if (!t.trim()) return setProblem('Paste a deck list or choose a file first.');
    const errs = onImport(t, fileName);
    setErrors(errs);
    if (errs.length === 0) {
      setText('');
      setOpen(false);
    }
  };
  return (
    <details className="import" open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary data-testid="import-open">Import a deck list (a deck file, or a LackeyCCG .dek)</summary>
      <textarea className="deck-text" value={text} spellCheck={false} data-testid="import-text" placeholder={'Paste a deck file: one "COUNT CARD" a line'} onChange={(e) => setText(e.target.value)} />
      <div className="actions">
        <button type="button" className="button small" data-testid="import-paste" onClick={() => run(text)}>
          Import the pasted list
        </button>
        <label className="file">
          or a file{' '}
          <input
            type="file"
            accept=".txt,.dek,text/plain,application/xml,text/xml"
            data-testid="import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              if (file.size > 64 * 1024) return setProblem(`That file is ${file.size} bytes; a deck list may be at most 65536 bytes (64 KB).`);
              void file.text().then(
                (t) => {
                  setText(t);
                  run(t, file.name);
                },
                () => setProblem('That file could not be read.'),
              );
            }}
          />
        </label>
      </div>
      {problem && (
        <div className="error" role="alert">
          {problem}
        </div>
      )}
      {errors.length > 0 && (
        <div className="error" role="alert" data-testid="import-errors">
          Nothing was imported: {errors.length === 1 ? 'a line does' : `${errors.length} lines do`} not read.
          <ul>
            {errors.map((e) => (
              <li key={e.line}>
                Line {e.line} (“{e.text}”): {e.message}
                {e.candidates.length > 0 ? ` (${e.candidates.slice(0, 6).map((c) => `${c.name} ${c.blueprintId}`).join(', ')})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}

/** The decks saved by this browser (or account). */
function SavedDecks({ decks, current }: { decks: DeckSummary[] | null | undefined; current: string | null }) {
  return (
    <section className="panel deck-saved" aria-labelledby="saved-h">
      <h2 id="saved-h">Your decks</h2>
      <a className="button small" href={href({ page: 'decks', deckId: null })} data-testid="new-deck">
        New deck
      </a>
      {decks === undefined && <p className="hint">Loading your decks…</p>}
      {decks === null && <p className="hint">Your decks could not be loaded.</p>}
      {decks && decks.length === 0 && <p className="hint">None saved yet.</p>}
      {decks && decks.length > 0 && (
        <ul className="saved-list" data-testid="saved-decks">
          {decks.map((d) => (
            <li key={d.id} className={d.id === current ? 'is-on' : ''} data-deck={d.id}>
              <a href={href({ page: 'decks', deckId: d.id })}>{d.name}</a>{' '}
              <small>
                {d.cardCount} cards · {d.valid ? '✓ legal' : `${d.problems} ${d.problems === 1 ? 'problem' : 'problems'}`}
                {d.shareId ? ' · shared' : ''}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Builder({ deckId }: { deckId: string | null }) {
  const pool = useMemo(() => constructedPool(), []);
  const [saved, setSaved] = useState<DeckSummary[] | null | undefined>(undefined);
  const [name, setName] = useState('New deck');
  const [counts, setCounts] = useState<DeckCounts>(new Map());
  const [loadErrors, setLoadErrors] = useState<readonly DeckFileError[]>([]);
  const [shareId, setShareId] = useState<string | null>(null);
  const [loading, setLoading] = useState(deckId !== null);
  const [missing, setMissing] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inspected, setInspected] = useState<Blueprint | null>(null);

  const refreshList = () =>
    listDecks().then(
      (d) => setSaved(d),
      () => setSaved(null),
    );
  useEffect(() => {
    void refreshList();
  }, []);

  useEffect(() => {
    setStatus(null);
    setError(null);
    setMissing(false);
    setDirty(false);
    if (deckId === null) {
      const given = handedOver;
      handedOver = null;
      const read = given ? readDeckText(given.text) : null;
      setName(given?.name ?? 'New deck');
      setCounts(read?.counts ?? new Map());
      setLoadErrors(read?.errors ?? []);
      setShareId(null);
      setLoading(false);
      if (given) setDirty(true);
      return;
    }
    let live = true;
    setLoading(true);
    getDeck(deckId).then(
      (d) => {
        if (!live) return;
        const read = readDeckText(d.text);
        setName(d.name);
        setCounts(read.counts);
        setLoadErrors(read.errors);
        setShareId(d.shareId);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setLoading(false);
        if (e instanceof ApiError && e.status === 404) setMissing(true);
        else setError(errorText(e));
      },
    );
    return () => {
      live = false;
    };
  }, [deckId]);

  const change = (next: DeckCounts) => {
    setCounts(next);
    setDirty(true);
    setStatus(null);
  };
  const add = (id: string) => change(addCard(counts, id));
  const remove = (id: string) => change(removeCard(counts, id));
  const text = () => deckText(counts);

  const act = async (what: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await what();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    act(async () => {
      const problem = deckNameProblem(name);
      if (problem) throw new ApiError(problem, 400);
      if (deckId === null) {
        const d = await createDeck({ name, text: text() });
        await refreshList();
        location.hash = href({ page: 'decks', deckId: d.id });
      } else {
        const d = await updateDeck(deckId, { name, text: text() });
        setName(d.name);
        setDirty(false);
        setLoadErrors([]);
        setStatus(`Saved “${d.name}”.`);
        await refreshList();
      }
    });
  const copy = () =>
    act(async () => {
      if (deckId === null) return;
      const d = await copyDeck(deckId);
      await refreshList();
      location.hash = href({ page: 'decks', deckId: d.id });
    });
  const remove_ = () =>
    act(async () => {
      if (deckId === null) return;
      await deleteDeck(deckId);
      await refreshList();
      location.hash = href({ page: 'decks', deckId: null });
    });
  const share = () =>
    act(async () => {
      if (deckId === null) return;
      const s = await shareDeck(deckId);
      setShareId(s.shareId);
      await refreshList();
    });
  const withdraw = () =>
    act(async () => {
      if (deckId === null) return;
      await unshareDeck(deckId);
      setShareId(null);
      setStatus('The link was withdrawn: it leads nowhere now.');
      await refreshList();
    });

  const startFrom = (key: string) => {
    if (key === 'empty') {
      change(new Map());
      setLoadErrors([]);
      return;
    }
    const p = PREMADE_DECKS.find((d) => d.id === key);
    if (!p) return;
    const read = readDeckText(p.text);
    change(read.counts);
    setLoadErrors(read.errors);
    if (deckId === null) setName(p.kind === 'intro' ? `${p.name} (with my cards)` : p.name);
  };

  const onImport = (t: string, fileName?: string): readonly ImportError[] => {
    const read = importDeck(t, fileName);
    if (!read.ok) return read.errors;
    change(read.counts);
    setLoadErrors([]);
    if (fileName && deckId === null) setName(fileName.replace(/\.[a-z]+$/i, '').slice(0, 60) || name);
    setStatus(`Imported ${[...read.counts.values()].reduce((a, n) => a + n, 0)} cards.`);
    return [];
  };

  const shareLink = shareId ? `${location.origin}/decks/shared/${encodeURIComponent(shareId)}` : null;
  const premade = PREMADE_DECKS.filter((d) => d.kind === 'premade');
  const intro = PREMADE_DECKS.filter((d) => d.kind === 'intro');

  return (
    <div className="deck-builder">
      <SavedDecks decks={saved} current={deckId} />
      <PoolPanel pool={pool} counts={counts} onAdd={add} onRemove={remove} onInspect={setInspected} />
      <section className="panel deck-panel" aria-labelledby="deck-h">
        <h2 id="deck-h">{deckId === null ? 'A new deck' : 'Your deck'}</h2>
        {missing ? (
          <p className="error" role="alert" data-testid="deck-missing">
            No deck of yours has that id. <a href={href({ page: 'decks', deckId: null })}>Start a new one</a>.
          </p>
        ) : loading ? (
          <p className="hint">Loading the deck…</p>
        ) : (
          <>
            <label className="deck-name">
              Name{' '}
              <input value={name} maxLength={60} data-testid="deck-name" onChange={(e) => (setName(e.target.value), setDirty(true))} />
            </label>
            <label className="start-from">
              Start from{' '}
              <select value="" data-testid="start-from" onChange={(e) => startFrom(e.target.value)}>
                <option value="">choose…</option>
                <option value="empty">an empty deck</option>
                {premade.length > 0 && (
                  <optgroup label="Premade decks">
                    {premade.map((d) => (
                      <option key={d.id} value={d.id} title={d.description}>
                        {d.name}
                      </option>
                    ))}
                  </optgroup>
                )}
                {intro.length > 0 && (
                  <optgroup label="Intro decks (add your own cards)">
                    {intro.map((d) => (
                      <option key={d.id} value={d.id} title={d.description}>
                        {d.name}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
            </label>
            {PREMADE_DECKS.length === 0 && <small className="hint"> (no premade decks ship with this version yet)</small>}
            <div className="actions">
              <button type="button" className="button" data-testid="deck-save" disabled={busy} onClick={() => void save()}>
                {deckId === null ? 'Save' : dirty ? 'Save changes' : 'Saved'}
              </button>
              <button type="button" className="button small" data-testid="deck-export" disabled={counts.size === 0} onClick={() => download(fileNameOf(name), deckText(counts, name))}>
                Export
              </button>
              {deckId !== null && (
                <>
                  <button type="button" className="button small" data-testid="deck-copy" disabled={busy} onClick={() => void copy()}>
                    Copy
                  </button>
                  <button type="button" className="button small" data-testid="deck-share" disabled={busy || shareId !== null} onClick={() => void share()}>
                    Share
                  </button>
                  <button type="button" className="button small quiet" data-testid="deck-delete" disabled={busy} onClick={() => void remove_()}>
                    Delete
                  </button>
                </>
              )}
            </div>
            {shareLink && (
              <p className="share" data-testid="deck-shared">
                Read-only link: <input readOnly value={shareLink} data-testid="share-url" onFocus={(e) => e.target.select()} />{' '}
                <button type="button" className="button small quiet" data-testid="deck-unshare" disabled={busy} onClick={() => void withdraw()}>
                  Withdraw the link
                </button>
              </p>
            )}
            {status && (
              <p className="status" role="status" data-testid="deck-status">
                {status}
              </p>
            )}
            {error && (
              <div className="error" role="alert" data-testid="deck-error">
                {error}
              </div>
            )}
            <ImportBox onImport={onImport} />
            <DeckCheck counts={counts} errors={loadErrors} />
            <DeckCards counts={counts} onAdd={add} onRemove={remove} onInspect={setInspected} />
          </>
        )}
      </section>
      <div className="deck-side">
        <CardPanel card={inspected} count={inspected ? (counts.get(inspected.blueprintId) ?? 0) : 0} onAdd={add} onClose={() => setInspected(null)} />
      </div>
    </div>
  );
}

/** A shared deck, read only: its cards and check, to export or to copy into one's own decks. */
function SharedView({ shareId }: { shareId: string }) {
  const [deck, setDeck] = useState<SharedDeck | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [inspected, setInspected] = useState<Blueprint | null>(null);
  useEffect(() => {
    let live = true;
    getSharedDeck(shareId).then(
      (d) => live && setDeck(d),
      (e: unknown) => live && setError(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [shareId]);
  const read = useMemo(() => (deck ? readDeckText(deck.text) : null), [deck]);
  if (error) return <div className="error" role="alert">{error}</div>;
  if (deck === undefined) return <p className="hint">Loading the shared deck…</p>;
  if (deck === null || !read)
    return (
      <div className="notice" data-testid="shared-missing">
        <h2>No such deck</h2>
        <p>
          This link leads to no deck: it was withdrawn, or never was. <a href={href({ page: 'decks', deckId: null })}>Build a deck</a>.
        </p>
      </div>
    );
  return (
    <div className="deck-builder shared">
      <section className="panel deck-panel" aria-labelledby="shared-h" data-testid="shared-deck">
        <h2 id="shared-h">{deck.name}</h2>
        <p className="hint">A shared deck, read only.</p>
        <div className="actions">
          <button
            type="button"
            className="button"
            data-testid="shared-copy"
            onClick={() => {
              handedOver = { name: deck.name.slice(0, 60), text: deck.text };
              location.hash = href({ page: 'decks', deckId: null });
            }}
          >
            Open a copy in the builder
          </button>
          <button type="button" className="button small" onClick={() => download(fileNameOf(deck.name), deck.text)}>
            Export
          </button>
        </div>
        <DeckCheck counts={read.counts} errors={read.errors} />
        <DeckCards counts={read.counts} onInspect={setInspected} readOnly />
      </section>
      <div className="deck-side">
        <CardPanel card={inspected} count={inspected ? (read.counts.get(inspected.blueprintId) ?? 0) : 0} onClose={() => setInspected(null)} />
      </div>
    </div>
  );
}

export default function DecksPage({ route }: { route: Extract<Route, { page: 'decks' } | { page: 'sharedDeck' }> }) {
  return (
    <div className="decks-page">
      <header className="game-header">
        <a href="#/" className="home" aria-label="Start page">
          ▲ STCCG
        </a>
        <span className="game-title">Deck builder · constructed (Premiere, Alternate Universe, the intro game's cards)</span>
      </header>
      {route.page === 'sharedDeck' ? <SharedView shareId={route.shareId} /> : <Builder deckId={route.deckId} />}
    </div>
  );
}
