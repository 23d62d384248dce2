/**
 * The start screen: a game against the computer in one click (side and bot preselected),
 * an invite for a friend, the games this browser holds a seat in, watching, replays, and the
 * persona reference.
 */
import { useEffect, useState } from 'react';
import { createGame, listGames, tickets, type BotName, type GameSummary, type Seat } from '../api.ts';
import { href, parseRoute } from '../router.ts';
import { seatName } from '../cards.ts';
import { setUploadedRecord } from './ReplayPage.tsx';
import type { GameRecord } from '@stccg/engine';

const BOTS: { id: BotName; label: string; hint: string }[] = [
  { id: 'random', label: 'Cadet', hint: 'plays at random' },
  { id: 'heuristic', label: 'Officer', hint: 'plays sensibly' },
  { id: 'search', label: 'Captain', hint: 'thinks ahead' },
];

function SidePicker({ value, onChange, name }: { value: Seat; onChange: (s: Seat) => void; name: string }) {
  return (
    <fieldset className="picker">
      <legend>Your side</legend>
      {(['federation', 'klingon'] as const).map((s) => (
        <label key={s} className={`pick tone-${s} ${value === s ? 'is-on' : ''}`}>
          <input type="radio" name={name} value={s} checked={value === s} onChange={() => onChange(s)} />
          {seatName(s)}
        </label>
      ))}
    </fieldset>
  );
}

/** A game id, or any link the app made for a game, to a game id. */
export function gameIdFrom(input: string): string | null {
  const s = input.trim();
  if (!s) return null;
  try {
    const u = new URL(s);
    const r = parseRoute({ pathname: u.pathname, search: u.search, hash: u.hash });
    if ('gameId' in r && r.gameId) return r.gameId;
    return null;
  } catch {
    return /^[\w-]{1,64}$/.test(s) ? s : null;
  }
}

export function StartPage() {
  const [side, setSide] = useState<Seat>('federation');
  const [bot, setBot] = useState<BotName>('heuristic');
  const [friendSide, setFriendSide] = useState<Seat>('federation');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [watchId, setWatchId] = useState('');
  const [replayId, setReplayId] = useState('');

  useEffect(() => {
    const t = tickets();
    if (t.length === 0) {
      setGames([]);
      return;
    }
    listGames(t.map((x) => x.token))
      .then(setGames)
      .catch(() => setGames(null));
  }, []);

  const start = async (mode: 'bot' | 'friend' | 'tutorial') => {
    setBusy(true);
    setError(null);
    try {
      // the server deals every game from a fresh random seed: none is ever chosen here (the
      // tutorial's one fixed deal is the server's too)
      const res = mode === 'bot' ? await createGame({ mode, side, bot }) : mode === 'tutorial' ? await createGame({ mode }) : await createGame({ mode, side: friendSide });
      location.hash = href({ page: 'game', gameId: res.gameId });
    } catch (e) {
      setError(`Could not start a game: ${(e as Error).message}`);
      setBusy(false);
    }
  };

  const seatOf = (g: GameSummary) => tickets().find((t) => t.gameId === g.gameId)?.seat;

  return (
    <div className="start">
      <header className="start-head">
        <h1>
          <span className="logo" aria-hidden="true">
            ▲
          </span>{' '}
          Star Trek CCG
        </h1>
        <p className="tagline">First edition · the Introductory Two-Player Game, with every rule enforced.</p>
      </header>
      {error && (
        <div className="error" role="alert">
          {error}
        </div>
      )}
      <div className="start-grid">
        <section className="panel panel-learn" aria-labelledby="learn">
          <h2 id="learn">Learn to play</h2>
          <p>New to the game? A short guided game against the Officer: a guide beside the table tells you what to do, step by step, from your first card to your first mission attempt. The deal is always the same, and the game is only a lesson.</p>
          <button type="button" className="button" data-testid="start-tutorial" disabled={busy} onClick={() => void start('tutorial')}>
            Start the guided game
          </button>
        </section>

        <section className="panel panel-primary" aria-labelledby="vs-ai">
          <h2 id="vs-ai">Play against the computer</h2>
          <SidePicker value={side} onChange={setSide} name="side-ai" />
          <fieldset className="picker">
            <legend>Opponent</legend>
            {BOTS.map((b) => (
              <label key={b.id} className={`pick ${bot === b.id ? 'is-on' : ''}`}>
                <input type="radio" name="bot" value={b.id} checked={bot === b.id} onChange={() => setBot(b.id)} />
                {b.label} <small>({b.hint})</small>
              </label>
            ))}
          </fieldset>
          <button type="button" className="button big" data-testid="start-bot" disabled={busy} onClick={() => void start('bot')}>
            Start a game
          </button>
        </section>

        <section className="panel" aria-labelledby="vs-friend">
          <h2 id="vs-friend">Play a friend</h2>
          <p>Create a game and send the invite link; your friend takes the other side.</p>
          <SidePicker value={friendSide} onChange={setFriendSide} name="side-friend" />
          <button type="button" className="button" data-testid="start-friend" disabled={busy} onClick={() => void start('friend')}>
            Create an invite
          </button>
        </section>

        <section className="panel" aria-labelledby="your-games">
          <h2 id="your-games">Your games</h2>
          {games === null && <p>Could not load your games.</p>}
          {games && games.length === 0 && <p>None yet on this browser.</p>}
          {games && games.length > 0 && (
            <ul className="game-list">
              {games.slice(0, 12).map((g) => (
                <li key={g.gameId}>
                  <span className="game-id">{g.gameId}</span> {g.tutorial ? 'guided game · ' : ''}{seatOf(g) ? `as ${seatName(seatOf(g) as string)}` : ''} · {g.status === 'finished' ? (g.result?.winner ? `${seatName(g.result.winner)} won` : 'draw') : g.status}
                  {' · '}
                  {g.scores.federation}–{g.scores.klingon}{' '}
                  {g.status === 'finished' ? <a href={href({ page: 'replay', gameId: g.gameId })}>replay</a> : <a href={href({ page: 'game', gameId: g.gameId })}>resume</a>}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="panel" aria-labelledby="watch">
          <h2 id="watch">Watch a game</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const id = gameIdFrom(watchId);
              if (id) location.hash = href({ page: 'watch', gameId: id });
              else setError('Give a game id or a game link to watch.');
            }}
          >
            <label>
              Game id or link <input value={watchId} onChange={(e) => setWatchId(e.target.value)} placeholder="e.g. a1b2c3" />
            </label>
            <button type="submit" className="button">
              Watch
            </button>
          </form>
        </section>

        <section className="panel" aria-labelledby="replays">
          <h2 id="replays">Replays</h2>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const id = gameIdFrom(replayId);
              if (id) location.hash = href({ page: 'replay', gameId: id });
              else setError('Give the id or link of a finished game.');
            }}
          >
            <label>
              Finished game id <input value={replayId} onChange={(e) => setReplayId(e.target.value)} placeholder="e.g. a1b2c3" />
            </label>
            <button type="submit" className="button">
              Open replay
            </button>
          </form>
          <label className="file">
            or open a record file{' '}
            <input
              type="file"
              accept=".json,application/json"
              data-testid="record-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                void file.text().then((text) => {
                  try {
                    setUploadedRecord(JSON.parse(text) as GameRecord);
                    location.hash = href({ page: 'replay', gameId: null });
                  } catch {
                    setError('That file is not a game record (JSON).');
                  }
                });
              }}
            />
          </label>
        </section>

        <section className="panel" aria-labelledby="rules-link">
          <h2 id="rules-link">New to the game?</h2>
          <p>The rules of the introductory game in short: the goal, setting up, a turn, missions and dilemmas, battle, the end.</p>
          <a className="button" href={href({ page: 'rules' })} data-testid="start-rules">
            Read the rules
          </a>
        </section>

        <section className="panel" aria-labelledby="ref">
          <h2 id="ref">Persona reference</h2>
          <p>Which cards are the same person? Search any card, see its versions and “any” groups, compare two cards.</p>
          <a className="button" href={href({ page: 'personas', query: null })}>
            Open the reference
          </a>
        </section>
      </div>
    </div>
  );
}
