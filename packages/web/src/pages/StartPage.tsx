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
import { DeckField } from '../components/DeckField.tsx';
import { DeckChooser } from '../components/DeckChooser.tsx';
import { refusalText, startReasons } from '../deckPool.ts';
import { ClockPicker, clockOf } from '../components/ClockPicker.tsx';
import type { ClockReq } from '@stccg/server/protocol.ts';
import { AccountControl } from './AccountPage.tsx';
import { accountGames, mergeGames, useAccount } from '../account.ts';
import sampleFederation from '../../../../decks/constructed-federation-playable.txt?raw';
import sampleKlingon from '../../../../decks/constructed-klingon-playable.txt?raw';

type Format = 'intro' | 'constructed';

/** Intro decks, or a constructed game of one's own deck. */
function FormatPicker({ value, onChange, name }: { value: Format; onChange: (f: Format) => void; name: string }) {
  return (
    <fieldset className="picker">
      <legend>Decks</legend>
      {(
        [
          ['intro', 'Intro decks'],
          ['constructed', 'Constructed (your own deck)'],
        ] as const
      ).map(([f, label]) => (
        <label key={f} className={`pick ${value === f ? 'is-on' : ''}`}>
          <input type="radio" name={name} value={f} checked={value === f} data-testid={`${name}-${f}`} onChange={() => onChange(f)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** The server's refusal, shown next to the form it answers (a refused deck: every reason on its own line). */
function FormError({ error, testId }: { error: string | null; testId: string }) {
  if (!error) return null;
  return (
    <div className="error deck-reasons" role="alert" data-testid={testId}>
      {error}
    </div>
  );
}

const SAMPLE_MINE = { label: 'Use the sample Federation deck', text: sampleFederation };

const BOTS: { id: BotName; label: string; hint: string }[] = [
  { id: 'random', label: 'Cadet', hint: 'plays at random' },
  { id: 'heuristic', label: 'Officer', hint: 'plays sensibly' },
  { id: 'search', label: 'Captain', hint: 'thinks ahead' },
];

/** A clock for a create request, when one was chosen. */
function withClock(clock: ClockReq | null): { clock?: ClockReq } {
  return clock ? { clock } : {};
}

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
  const [format, setFormat] = useState<Format>('intro');
  const [deck, setDeck] = useState('');
  const [botDeck, setBotDeck] = useState(sampleKlingon);
  const [friendFormat, setFriendFormat] = useState<Format>('intro');
  const [friendDeck, setFriendDeck] = useState('');
  const [friendClock, setFriendClock] = useState('none');
  const [friendWatchers, setFriendWatchers] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** A refusal of the server, shown next to the form that was sent. */
  const [formError, setFormError] = useState<{ mode: 'bot' | 'friend'; message: string } | null>(null);
  /** undefined while loading; null when they could not be loaded. */
  const [games, setGames] = useState<GameSummary[] | null | undefined>(undefined);
  const [watchId, setWatchId] = useState('');
  const [replayId, setReplayId] = useState('');

  const account = useAccount();
  const signedIn = account ? account.id : account;
  useEffect(() => {
    // this browser's seats, and when signed in the account's games from any browser
    if (signedIn === undefined) return;
    let live = true;
    const t = tickets();
    const local = t.length === 0 ? Promise.resolve([]) : listGames(t.map((x) => x.token));
    const theirs = signedIn ? accountGames() : Promise.resolve([]);
    Promise.all([local, theirs]).then(
      ([l, a]) => live && setGames(mergeGames(l, a, tickets())),
      () => live && setGames(null),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  const start = async (mode: 'bot' | 'friend' | 'tutorial') => {
    setBusy(true);
    setError(null);
    setFormError(null);
    // a constructed deck that fails the format's check starts nothing: the same check and words as the server's
    const reasons =
      mode === 'bot' && format === 'constructed' ? [...startReasons(deck, 'your deck'), ...(botDeck.trim() ? startReasons(botDeck, "the bot's deck") : [])] : mode === 'friend' && friendFormat === 'constructed' ? startReasons(friendDeck, 'your deck') : [];
    if (reasons.length > 0) {
      setFormError({ mode: mode === 'bot' ? 'bot' : 'friend', message: `Could not start a game: ${refusalText(reasons)}` });
      setBusy(false);
      return;
    }
    try {
      // the server deals every game from a fresh random seed: none is ever chosen here (the
      // tutorial's one fixed deal is the server's too)
      // a constructed game: the server reads and checks each deck, and refuses with every reason
      const res =
        mode === 'bot'
          ? await createGame(format === 'constructed' ? { mode, format, bot: bot === 'search' ? 'heuristic' : bot, deck, botDeck } : { mode, side, bot })
          : mode === 'tutorial'
            ? await createGame({ mode })
            : await createGame({ ...(friendFormat === 'constructed' ? { mode, format: friendFormat, deck: friendDeck } : { mode, side: friendSide }), ...withClock(clockOf(friendClock)), ...(friendWatchers ? {} : { spectators: false }) });
      location.hash = href({ page: 'game', gameId: res.gameId });
    } catch (e) {
      if (mode === 'tutorial') setError(`Could not start a game: ${(e as Error).message}`);
      else setFormError({ mode, message: `Could not start a game: ${(e as Error).message}` });
      setBusy(false);
    }
  };

  const seatOf = (g: GameSummary) => g.mySeat ?? tickets().find((t) => t.gameId === g.gameId)?.seat;

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
        <nav className="start-links" aria-label="Play others">
          <a className="button small" href={href({ page: 'lobby' })} data-testid="start-lobby">
            Lobby: open games and chat
          </a>{' '}
          <a className="button small" href={href({ page: 'decks', deckId: null })} data-testid="start-decks">
            Build a deck
          </a>
        </nav>
        <AccountControl />
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
          <FormatPicker value={format} onChange={setFormat} name="format-ai" />
          {format === 'intro' && <SidePicker value={side} onChange={setSide} name="side-ai" />}
          <fieldset className="picker">
            <legend>Opponent</legend>
            {BOTS.map((b) => {
              // the Captain (search) plays the intro decks only for now: it reads their public lists
              const off = format === 'constructed' && b.id === 'search';
              const on = format === 'constructed' && bot === 'search' ? b.id === 'heuristic' : bot === b.id;
              return (
                <label key={b.id} className={`pick ${on ? 'is-on' : ''}`} title={off ? 'plays the intro decks only for now' : undefined}>
                  <input type="radio" name="bot" value={b.id} checked={on} disabled={off} onChange={() => setBot(b.id)} />
                  {b.label} <small>({off ? 'intro decks only' : b.hint})</small>
                </label>
              );
            })}
          </fieldset>
          {format === 'constructed' && (
            <>
              <DeckChooser text={deck} onPick={setDeck} testId="deck-ai" />
              <DeckField label="Your deck (you are Player 1)" value={deck} onChange={setDeck} testId="deck-ai" sample={SAMPLE_MINE} />
              <DeckChooser text={botDeck} onPick={setBotDeck} testId="bot-deck" />
              <DeckField label="The computer's deck" value={botDeck} onChange={setBotDeck} testId="bot-deck" />
            </>
          )}
          <FormError error={formError?.mode === 'bot' ? formError.message : null} testId="bot-error" />
          <button type="button" className="button big" data-testid="start-bot" disabled={busy} onClick={() => void start('bot')}>
            Start a game
          </button>
        </section>

        <section className="panel" aria-labelledby="vs-friend">
          <h2 id="vs-friend">Play a friend</h2>
          <p>Create a game and send the invite link; your friend takes the other side.</p>
          <FormatPicker value={friendFormat} onChange={setFriendFormat} name="format-friend" />
          {friendFormat === 'intro' ? (
            <SidePicker value={friendSide} onChange={setFriendSide} name="side-friend" />
          ) : (
            <>
              <p>
                <small>Your friend gives their own deck when they open the link; the game starts then.</small>
              </p>
              <DeckChooser text={friendDeck} onPick={setFriendDeck} testId="deck-friend" />
              <DeckField label="Your deck (you are Player 1)" value={friendDeck} onChange={setFriendDeck} testId="deck-friend" sample={SAMPLE_MINE} />
            </>
          )}
          <ClockPicker value={friendClock} onChange={setFriendClock} testId="clock-friend" />
          <label className="toggle">
            <input type="checkbox" checked={friendWatchers} data-testid="spectators-friend" onChange={(e) => setFriendWatchers(e.target.checked)} /> Let others watch (they never see your hand)
          </label>
          <FormError error={formError?.mode === 'friend' ? formError.message : null} testId="friend-error" />
          <button type="button" className="button" data-testid="start-friend" disabled={busy} onClick={() => void start('friend')}>
            Create an invite
          </button>
        </section>

        <section className="panel" aria-labelledby="your-games">
          <h2 id="your-games">Your games</h2>
          {games === undefined && <p className="hint">Loading your games…</p>}
          {games === null && <p>Could not load your games.</p>}
          {games && games.length === 0 && <p>{account ? 'None yet.' : 'None yet on this browser.'}</p>}
          {games && games.length > 0 && (
            <ul className="game-list" data-testid="my-games">
              {games.slice(0, 12).map((g) => (
                <li key={g.gameId} data-game={g.gameId}>
                  <span className="game-id">{g.gameId}</span> {g.tutorial ? 'guided game · ' : ''}{seatOf(g) ? `as ${seatName(seatOf(g) as string)}` : ''} · {g.status === 'finished' ? (g.result?.winner ? `${seatName(g.result.winner)} won` : 'draw') : g.status}
                  {' · '}
                  {Object.values(g.scores).join('–')}{' '}
                  {g.format === 'constructed' ? '(constructed) ' : ''}
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
