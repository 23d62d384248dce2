/**
 * The lobby (issue 29): the open games, live, each with Join (or Cancel on one's own); a form to
 * post a game for anyone to take; who is online; and the lobby's chat (signed-in accounts only:
 * a guest is told why). Posting or joining opens the game's table, as the other flows do.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Leaderboard } from '../components/Ratings.tsx';
import { ticketFor, type Seat } from '../api.ts';
import { href } from '../router.ts';
import { seatName } from '../cards.ts';
import { useAccount } from '../account.ts';
import { AccountControl } from './AccountPage.tsx';
import { DeckField } from '../components/DeckField.tsx';
import { DeckChooser } from '../components/DeckChooser.tsx';
import { CLOCK_CHOICES, LobbyClient, MAX_CHAT_CHARS, cancelLobbyGame, clockText, isOwnGame, joinLobbyGame, lobbyErrorText, onlineText, postLobbyGame, type LobbyGame } from '../lobby.ts';
import sampleFederation from '../../../../decks/constructed-federation-playable.txt?raw';
import './lobby.css';

const SAMPLE = { label: 'Use the sample Federation deck', text: sampleFederation };

function useLobby(): [LobbyClient, ReturnType<LobbyClient['getState']>] {
  const [client] = useState(() => new LobbyClient());
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  const state = useSyncExternalStore(client.subscribe, client.getState);
  return [client, state];
}

function PostForm({ signedIn }: { signedIn: boolean }) {
  const [format, setFormat] = useState<'intro' | 'constructed'>('intro');
  const [side, setSide] = useState<Seat>('federation');
  const [deck, setDeck] = useState('');
  const [rated, setRated] = useState(false);
  const [watchers, setWatchers] = useState(true);
  const [clock, setClock] = useState('none');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const post = async () => {
    setBusy(true);
    setError(null);
    try {
      const choice = CLOCK_CHOICES.find((c) => c.id === clock) ?? CLOCK_CHOICES[0];
      const res = await postLobbyGame({ format, side, deck, rated: signedIn && rated, clock: choice?.clock ?? null, spectators: watchers });
      location.hash = href({ page: 'game', gameId: res.gameId });
    } catch (e) {
      setError(`Could not post the game: ${lobbyErrorText(e)}`);
      setBusy(false);
    }
  };
  return (
    <form
      className="lobby-post"
      data-testid="lobby-post"
      onSubmit={(e) => {
        e.preventDefault();
        void post();
      }}
    >
      <fieldset className="picker">
        <legend>Decks</legend>
        {(
          [
            ['intro', 'Intro decks'],
            ['constructed', 'Constructed (your own deck)'],
          ] as const
        ).map(([f, label]) => (
          <label key={f} className={`pick ${format === f ? 'is-on' : ''}`}>
            <input type="radio" name="lobby-format" value={f} checked={format === f} data-testid={`lobby-format-${f}`} onChange={() => setFormat(f)} />
            {label}
          </label>
        ))}
      </fieldset>
      {format === 'intro' ? (
        <fieldset className="picker">
          <legend>Your side</legend>
          {(['federation', 'klingon'] as const).map((s) => (
            <label key={s} className={`pick tone-${s} ${side === s ? 'is-on' : ''}`}>
              <input type="radio" name="lobby-side" value={s} checked={side === s} onChange={() => setSide(s)} />
              {seatName(s)}
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <DeckChooser text={deck} onPick={setDeck} testId="lobby-deck" />
          <DeckField label="Your deck (you are Player 1)" value={deck} onChange={setDeck} testId="lobby-deck" sample={SAMPLE} />
        </>
      )}
      <label className="lobby-clock">
        Clock{' '}
        <select value={clock} data-testid="lobby-clock" onChange={(e) => setClock(e.target.value)}>
          {CLOCK_CHOICES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="lobby-watchers">
        <input type="checkbox" checked={watchers} data-testid="lobby-spectators" onChange={(e) => setWatchers(e.target.checked)} /> Let others watch (they never see your hand)
      </label>
      {signedIn ? (
        <label className="lobby-rated">
          <input type="checkbox" checked={rated} data-testid="lobby-rated" onChange={(e) => setRated(e.target.checked)} /> Rated
        </label>
      ) : (
        <p className="hint">Rated games are for signed-in players.</p>
      )}
      {error && (
        <div className="error deck-reasons" role="alert" data-testid="lobby-post-error">
          {error}
        </div>
      )}
      <button type="submit" className="button" data-testid="lobby-post-submit" disabled={busy}>
        Post the game
      </button>
    </form>
  );
}

function GameRow({ g, own, signedIn }: { g: LobbyGame; own: boolean; signedIn: boolean }) {
  const [deck, setDeck] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    if (g.format === 'constructed' && !open) return setOpen(true);
    setBusy(true);
    setError(null);
    try {
      const res = await joinLobbyGame(g.gameId, g.format === 'constructed' ? deck : undefined);
      location.hash = href({ page: 'game', gameId: res.gameId });
    } catch (e) {
      setError(`Could not join: ${lobbyErrorText(e)}`);
      setBusy(false);
    }
  };
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelLobbyGame(g.gameId);
    } catch (e) {
      setError(`Could not cancel: ${lobbyErrorText(e)}`);
    }
    setBusy(false);
  };
  const ratedOff = g.rated && !signedIn;
  return (
    <li className="lobby-game" data-game={g.gameId} data-testid="lobby-game">
      <span className="lobby-game-what">
        {g.format === 'constructed' ? 'Constructed' : 'Intro decks'} · host <strong data-testid="lobby-game-host">{g.host}</strong> · you play {seatName(g.openSeat)} · {g.rated ? 'rated' : 'unrated'} · {clockText(g.clock)}
      </span>{' '}
      {own ? (
        <>
          <a className="button small quiet" href={href({ page: 'game', gameId: g.gameId })}>
            Open
          </a>{' '}
          <button type="button" className="button small quiet" data-testid="lobby-cancel" disabled={busy} onClick={() => void cancel()}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" className="button small" data-testid="lobby-join" disabled={busy || ratedOff} title={ratedOff ? 'sign in to play a rated game' : undefined} onClick={() => void join()}>
          {g.format === 'constructed' && open ? 'Join with this deck' : 'Join'}
        </button>
      )}
      {ratedOff && <small> (sign in to play a rated game)</small>}
      {open && !own && (
        <>
          <DeckChooser text={deck} onPick={setDeck} testId={`lobby-join-deck-${g.gameId}`} />
          <DeckField label="Your deck" value={deck} onChange={setDeck} testId={`lobby-join-deck-${g.gameId}`} sample={SAMPLE} />
        </>
      )}
      {error && (
        <div className="error deck-reasons" role="alert" data-testid="lobby-join-error">
          {error}
        </div>
      )}
    </li>
  );
}

function Chat({ client, state, signedIn }: { client: LobbyClient; state: ReturnType<LobbyClient['getState']>; signedIn: boolean | undefined }) {
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.chat.length]);
  return (
    <div className="lobby-chat">
      {state.chat.length === 0 ? (
        <p className="hint">No messages yet.</p>
      ) : (
        <ol className="chat-list" ref={list} data-testid="lobby-chat" aria-live="polite">
          {state.chat.map((m) => (
            <li key={m.id} data-testid="lobby-chat-message">
              <strong>{m.author}</strong> <time dateTime={m.at}>{new Date(m.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</time>: <span className="chat-text">{m.text}</span>
            </li>
          ))}
        </ol>
      )}
      {signedIn ? (
        <form
          className="chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (client.say(text)) setText('');
          }}
        >
          <input value={text} maxLength={MAX_CHAT_CHARS * 2} aria-label="Message" placeholder="Say something to the lobby" data-testid="lobby-chat-input" onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="button small" data-testid="lobby-chat-send">
            Send
          </button>
        </form>
      ) : signedIn === undefined ? null : (
        <p className="hint" data-testid="lobby-chat-guest">
          Sign in to chat in the lobby: <a href={href({ page: 'signin' })}>sign in</a> or <a href={href({ page: 'signup' })}>sign up</a>. Guests can chat in their own games.
        </p>
      )}
      {state.chatError && (
        <div className="error" role="alert" data-testid="lobby-chat-error">
          {state.chatError}
        </div>
      )}
    </div>
  );
}

export function LobbyPage() {
  const [client, state] = useLobby();
  const account = useAccount();
  const signedIn = !!account;
  const name = account ? account.name : null;
  /** undefined while it is not known yet who is signed in. */
  const known = account === undefined ? undefined : signedIn;
  return (
    <div className="start lobby">
      <header className="start-head">
        <h1>
          <a href="#/" className="home" aria-label="Start page">
            ▲
          </a>{' '}
          Lobby
        </h1>
        <p className="tagline">Open games anyone may take, who is online, and the lobby's chat.</p>
        <AccountControl />
      </header>
      {state.status !== 'open' && (
        <p className="hint" data-testid="lobby-status">
          {state.status === 'connecting' ? 'Connecting to the lobby…' : 'The connection to the lobby dropped: reconnecting…'}
        </p>
      )}
      <div className="start-grid">
        <section className="panel panel-primary" aria-labelledby="lobby-games">
          <h2 id="lobby-games">Open games</h2>
          {state.games === null && <p className="hint">Loading the open games…</p>}
          {state.games && state.games.length === 0 && <p data-testid="lobby-empty">No open games just now: post one.</p>}
          {state.games && state.games.length > 0 && (
            <ul className="game-list" data-testid="lobby-games">
              {state.games.map((g) => (
                <GameRow key={g.gameId} g={g} own={isOwnGame(g, name, (id) => ticketFor(id) !== null)} signedIn={signedIn} />
              ))}
            </ul>
          )}
        </section>
        <section className="panel" aria-labelledby="lobby-post-title">
          <h2 id="lobby-post-title">Post a game</h2>
          <p>Anyone in the lobby may take the other side; you wait at the table until they do.</p>
          <PostForm signedIn={signedIn} />
        </section>
        <section className="panel" aria-labelledby="lobby-leaderboard">
          <h2 id="lobby-leaderboard">Leaderboard</h2>
          <Leaderboard />
        </section>
        <section className="panel" aria-labelledby="lobby-online">
          <h2 id="lobby-online">Online</h2>
          <p data-testid="lobby-online-list">{state.online ? onlineText(state.online) : '…'}</p>
        </section>
        <section className="panel" aria-labelledby="lobby-chat-title">
          <h2 id="lobby-chat-title">Chat</h2>
          <Chat client={client} state={state} signedIn={known} />
        </section>
      </div>
    </div>
  );
}
