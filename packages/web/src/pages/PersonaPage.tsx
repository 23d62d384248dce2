/**
 * The persona reference: search any card the persona rules know, read its personas, versions,
 * copies, "any" groups, mirror and impersonation links, and compare two cards, with the engine
 * persona module's own answers and reasons (the same as `stccg persona`, from the catalogue the game
 * reads: playPersonaCatalogue).
 */
import { useMemo, useState } from 'react';
import type { AnyGroupAnswer, PersonaCard, PersonaInfo, Relation } from '@stccg/engine/rules/personas.ts';
import { playPersonaCatalogue, playPersonaRules } from '@stccg/engine/rules/personas.ts';
import { href } from '../router.ts';

// The catalogue the game's persona rules read, as `stccg persona` does: every Premiere and Alternate
// Universe personnel and ship besides the persona table's cards, the intro decks' and the premiums.
const { anyGroup, findCard, personaInfo, relate } = playPersonaRules;

const yes = (b: boolean) => (b ? 'yes' : 'no');

function safe<T>(f: () => T): { ok: T } | { error: string } {
  try {
    return { ok: f() };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** The card a link names (an id, an exact name, or an id the persona table used), or null. */
export function idOf(query: string): string | null {
  const r = safe(() => findCard(query).id);
  return 'ok' in r ? r.ok : null;
}

export function searchCards(all: readonly PersonaCard[], q: string, limit = 40): PersonaCard[] {
  const s = q.trim().toLowerCase();
  if (!s) return [];
  const score = (c: PersonaCard) => {
    const n = c.name.toLowerCase();
    if (c.id === s || n === s) return 0;
    if (n.startsWith(s)) return 1;
    if (n.includes(s) || c.aliases.some((a) => a.toLowerCase().includes(s))) return 2;
    if (c.personas.some((p) => p.toLowerCase().includes(s))) return 3;
    return 9;
  };
  return all
    .map((c) => [score(c), c] as const)
    .filter(([n]) => n < 9)
    .sort((a, b) => a[0] - b[0] || a[1].name.localeCompare(b[1].name))
    .slice(0, limit)
    .map(([, c]) => c);
}

export default function PersonaPage({ query }: { query: string | null }) {
  const all = useMemo(() => [...playPersonaCatalogue.cards.values()], []);
  const [q, setQ] = useState(query ?? '');
  const [current, setCurrent] = useState<string | null>(() => (query ? idOf(query) : null));
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const results = useMemo(() => searchCards(all, q), [all, q]);
  const info = current ? safe(() => personaInfo(current)) : null;
  const rel = a && b ? safe(() => relate(a, b)) : null;
  const grp = group ? safe(() => anyGroup(group)) : null;
  const nameOf = (id: string | null) => (id ? (playPersonaCatalogue.cards.get(id)?.name ?? id) : '—');
  const groups = useMemo(() => [...playPersonaCatalogue.anyGroups.keys()].sort(), []);

  return (
    <div className="personas">
      <header className="game-header">
        <a href="#/" className="home" aria-label="Start page">
          ▲ STCCG
        </a>
        <span className="game-title">Persona reference · {all.length} cards</span>
      </header>
      <div className="persona-grid">
        <section className="panel" aria-labelledby="p-search">
          <h2 id="p-search">Find a card</h2>
          <input
            type="search"
            value={q}
            autoFocus
            onChange={(e) => setQ(e.target.value)}
            placeholder="a name, an id or a persona: Worf, spock, Data…"
            aria-label="Search cards"
            data-testid="persona-search"
          />
          <ul className="results" data-testid="persona-results">
            {results.map((c) => (
              <li key={c.id}>
                <button type="button" className={`link ${current === c.id ? 'is-on' : ''}`} onClick={() => setCurrent(c.id)}>
                  {c.name}
                </button>{' '}
                <small>
                  {c.type}
                  {c.set ? ` · ${c.set}` : ''} · <code>{c.id}</code>
                </small>
              </li>
            ))}
            {q && results.length === 0 && <li>No card matches.</li>}
          </ul>
          <h3>“Any” groups</h3>
          <div className="chips">
            {groups.map((g) => (
              <button key={g} type="button" className="chip" onClick={() => setGroup(g)}>
                {g}
              </button>
            ))}
          </div>
        </section>
        <section className="panel" aria-labelledby="p-card" data-testid="persona-info">
          <h2 id="p-card">Card</h2>
          {!info && <p>Choose a card to see its personas.</p>}
          {info && 'error' in info && <p className="error">{info.error}</p>}
          {info && 'ok' in info && <InfoView info={info.ok} onPick={setCurrent} onGroup={setGroup} onA={setA} onB={setB} />}
        </section>
        <section className="panel" aria-labelledby="p-compare" data-testid="persona-compare">
          <h2 id="p-compare">Compare two cards</h2>
          <p>
            A (in play): <strong>{nameOf(a)}</strong> · B (in hand): <strong>{nameOf(b)}</strong>
          </p>
          {!rel && <p className="hint">Use “Compare as A” and “as B” on a card.</p>}
          {rel && 'error' in rel && <p className="error">{rel.error}</p>}
          {rel && 'ok' in rel && <RelationView r={rel.ok} />}
        </section>
        {grp && (
          <section className="panel" aria-labelledby="p-group" data-testid="persona-group">
            <h2 id="p-group">{group}</h2>
            {'error' in grp ? <p className="error">{grp.error}</p> : <GroupView g={grp.ok} onPick={setCurrent} />}
          </section>
        )}
      </div>
      <p className="hint center">
        Link to a card: <code>{href({ page: 'personas', query: current ?? 'worf' })}</code>
      </p>
    </div>
  );
}

function Reasons({ reasons }: { reasons: string[] }) {
  return (
    <ul className="reasons">
      {reasons.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

function InfoView({ info, onPick, onGroup, onA, onB }: { info: PersonaInfo; onPick: (id: string) => void; onGroup: (g: string) => void; onA: (id: string) => void; onB: (id: string) => void }) {
  return (
    <div>
      <h3>
        {info.name} <small>({info.type}{info.set ? `, ${info.set}` : ''})</small>
      </h3>
      <p>
        <button type="button" className="button small" onClick={() => onA(info.id)}>
          Compare as A
        </button>{' '}
        <button type="button" className="button small" onClick={() => onB(info.id)}>
          as B
        </button>
      </p>
      <dl className="facts">
        <dt>Versions of</dt>
        <dd>{info.personas.join(', ') || '—'}{info.dualPersonnel ? ' (dual-personnel card)' : ''}</dd>
        <dt>Universal</dt>
        <dd>{yes(info.universal)}</dd>
        <dt>Mirror of</dt>
        <dd>{info.mirrorOf ?? '—'}</dd>
        <dt>Impersonates</dt>
        <dd>{info.impersonates ?? '—'}</dd>
        <dt>“Any” groups</dt>
        <dd>
          {info.anyGroups.length === 0
            ? '—'
            : info.anyGroups.map((g) => (
                <button key={g} type="button" className="chip" onClick={() => onGroup(g)}>
                  {g}
                </button>
              ))}
        </dd>
        <dt>Other versions</dt>
        <dd>
          {info.otherVersions.length === 0
            ? '—'
            : info.otherVersions.map((v) => (
                <button key={v.id} type="button" className="chip" onClick={() => onPick(v.id)}>
                  {v.name}
                  {v.set ? ` (${v.set})` : ''}
                </button>
              ))}
        </dd>
        <dt>Copies</dt>
        <dd>{info.copies.map((c) => c.name + (c.set ? ` (${c.set})` : '')).join(', ') || '—'}</dd>
      </dl>
      <h4>Why</h4>
      <Reasons reasons={info.reasons} />
    </div>
  );
}

function RelationView({ r }: { r: Relation }) {
  return (
    <div>
      <dl className="facts">
        <dt>Same persona</dt>
        <dd>
          {yes(r.samePersona)}
          {r.sharedPersonas.length ? ` (${r.sharedPersonas.join(', ')})` : ''}
        </dd>
        <dt>Copies</dt>
        <dd>{yes(r.copies)}</dd>
        <dt>Both in play for one player</dt>
        <dd>{yes(r.mayCoexist)}</dd>
        <dt>Swap A in play for B from hand</dt>
        <dd>{yes(r.maySwap)}</dd>
        <dt>Shared “any” groups</dt>
        <dd>{r.sharedAnyGroups.join(', ') || '—'}</dd>
      </dl>
      <h4>Why</h4>
      <Reasons reasons={r.reasons} />
    </div>
  );
}

function GroupView({ g, onPick }: { g: AnyGroupAnswer; onPick: (id: string) => void }) {
  return (
    <div>
      <p>{g.kind === 'any-version' ? `Versions of ${g.personas.join(', ')} only.` : 'Every card that represents the character.'}</p>
      <ul>
        {g.members.map((m) => (
          <li key={m.id}>
            <button type="button" className="link" onClick={() => onPick(m.id)}>
              {m.name}
            </button>{' '}
            <small>{m.via}</small>
          </li>
        ))}
      </ul>
      {g.uncertainMembers.length > 0 && <p className="hint">Unconfirmed, not counted: {g.uncertainMembers.map((m) => m.name).join(', ')}</p>}
      <h4>Why</h4>
      <Reasons reasons={g.reasons} />
    </div>
  );
}
