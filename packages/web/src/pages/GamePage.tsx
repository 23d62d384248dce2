/**
 * A live game: played with this browser's seat token, or watched without one. Attaches over the
 * WebSocket, and a reload attaches again with the stored token, so the table comes back.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { GameClient, SERVER_ANSWERS_WHY } from '../client.ts';
import { fetchSummary, joinGame, listGames, ticketFor, type GameSummary, type JoinGameRes, type Seat, type SeatTicket } from '../api.ts';
import { accountGames, useAccount } from '../account.ts';
import { DeckField } from '../components/DeckField.tsx';
import { DeckChooser } from '../components/DeckChooser.tsx';
import { href } from '../router.ts';
import { seatName } from '../cards.ts';
import { GameScreen } from '../components/GameScreen.tsx';
import { ChatPanel, LivePanel } from '../components/LivePanel.tsx';
import { UndoButton } from '../components/Undo.tsx';
import { Rematch } from '../components/Rematch.tsx';

function absolute(url: string): string {
  try {
    return new URL(url, location.origin).toString();
  } catch {
    return url;
  }
}

/** Whether the seat other than `mine` is taken (the seats are federation and klingon, or a constructed game's player-1 and player-2). */
function otherSeatTaken(seats: GameSummary['seats'] | null, mine: string): boolean {
  return Object.entries(seats ?? {}).some(([s, x]) => s !== mine && x?.taken === true);
}

function InviteBanner({ ticket, taken }: { ticket: SeatTicket; taken: boolean }) {
  const [polledJoined, setJoined] = useState(false);
  const joined = taken || polledJoined;
  const [copied, setCopied] = useState(false);
  // polled by the seat's token and name: the ticket is read from storage on every render (a new
  // object each time), and a poll started again on every view would only flood the server
  const { token, seat } = ticket;
  useEffect(() => {
    if (taken) return;
    let stop = false;
    const poll = async () => {
      try {
        const [g] = await listGames([token]);
        if (g && (otherSeatTaken(g.seats, seat) || g.status !== 'waiting')) {
          setJoined(true);
          return;
        }
      } catch {
        /* try again */
      }
      if (!stop) setTimeout(() => void poll(), 2500);
    };
    void poll();
    return () => {
      stop = true;
    };
  }, [token, seat, taken]);
  if (joined || !ticket.inviteUrl) return null;
  const url = absolute(ticket.inviteUrl);
  return (
    <div className="invite" data-testid="invite">
      <span>Send this link to your friend:</span>
      <input readOnly value={url} aria-label="Invite link" data-testid="invite-url" onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className="button small"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
      <span className="hint">Waiting for them to join…</span>
    </div>
  );
}

export function GamePage({ gameId, watch }: { gameId: string; watch: boolean }) {
  const ticket = watch ? null : ticketFor(gameId);
  if (!watch && !ticket) return <AccountSeat gameId={gameId} />;
  return <LiveGame gameId={gameId} ticket={ticket} tutorial={ticket?.opponent === 'tutorial'} />;
}

/**
 * A game this browser holds no token for: when signed in, the account's seat in it (a game begun
 * in another browser), played by the session cookie; otherwise, or when it is not the account's,
 * the page that says so.
 */
function AccountSeat({ gameId }: { gameId: string }) {
  const account = useAccount();
  const [found, setFound] = useState<GameSummary | null | undefined>(undefined);
  const accountId = account?.id;
  useEffect(() => {
    if (!accountId) return;
    let live = true;
    accountGames().then(
      (games) => live && setFound(games.find((g) => g.gameId === gameId && g.mySeat) ?? null),
      () => live && setFound(null),
    );
    return () => {
      live = false;
    };
  }, [accountId, gameId]);
  if (account === undefined || (account && found === undefined)) return <p className="loading-text">Looking up game {gameId}…</p>;
  if (!account || !found?.mySeat) return <NoSeat gameId={gameId} signedIn={!!account} />;
  return <LiveGame gameId={gameId} ticket={null} accountSeat={found.mySeat} tutorial={found.tutorial === true} />;
}

function LiveGame({ gameId, ticket, accountSeat, tutorial }: { gameId: string; ticket: SeatTicket | null; accountSeat?: Seat; tutorial: boolean }) {
  const client = useMemo(() => new GameClient(gameId, ticket?.token ?? (accountSeat ? { seat: accountSeat } : null)), [gameId, ticket?.token, accountSeat]);
  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);
  const st = useSyncExternalStore(client.subscribe, client.getState);
  const [confirmConcede, setConfirmConcede] = useState(false);

  const status = st.status === 'open' ? 'connected' : st.status === 'connecting' ? 'connecting…' : st.status === 'failed' ? 'not connected' : 'reconnecting…';
  const header = (
    <>
      <a href="#/" className="home" aria-label="Start page">
        ▲ STCCG
      </a>
      <span className="game-title">
        Game <code>{gameId}</code> · {st.seat ? (st.seat === 'spectator' ? 'watching' : `you play ${seatName(st.seat)}`) : ''}
        {tutorial && <span className="tutorial-tag" title="A lesson: unrated, and dealt the same way every time"> · guided first game (the deal is always the same)</span>}
      </span>
      <span className={`conn conn-${st.status}`} data-testid="conn">
        {status}
      </span>
      {st.seat && st.seat !== 'spectator' && st.view && !st.view.result && !st.waiting && (
        <span className="header-tools">
          <label className="toggle" title="Open a response window after every action, whether or not you hold a response">
            <input type="checkbox" checked={st.view.players[st.seat]?.alwaysRespond === true} onChange={(e) => client.setAlwaysRespond(e.target.checked)} /> always ask me to respond
          </label>
          {st.undo && <UndoButton undo={st.undo} busy={st.busy} onUndo={() => client.undo()} />}
          {confirmConcede ? (
            <>
              <button type="button" className="button small danger" onClick={() => client.concede()}>
                Yes, concede
              </button>
              <button type="button" className="button small quiet" onClick={() => setConfirmConcede(false)}>
                No
              </button>
            </>
          ) : (
            <button type="button" className="button small quiet" onClick={() => setConfirmConcede(true)}>
              Concede
            </button>
          )}
        </span>
      )}
      {ticket && ticket.inviteUrl && <InviteBanner ticket={ticket} taken={otherSeatTaken(st.seats, ticket.seat)} />}
    </>
  );

  if (!st.view && st.error?.code === 'unknown-game') return <NoSuchGame gameId={gameId} />;
  if (!st.view) {
    return (
      <div className="game loading">
        <header className="game-header">{header}</header>
        {st.error ? (
          <div className="error" role="alert">
            {st.error.message}
            {st.status === 'failed' && (
              <p>
                {st.error.code === 'upgraded' && (
                  <>
                    <a className="button" href={href({ page: 'replay', gameId })}>
                      Watch the replay
                    </a>{' '}
                  </>
                )}
                <a className="button quiet" href="#/">
                  Start page
                </a>
              </p>
            )}
          </div>
        ) : (
          <p className="loading-text">Connecting to the game…</p>
        )}
      </div>
    );
  }
  if (st.waiting) {
    // a constructed game whose friend has not joined with their deck yet: no table until then
    return (
      <div className="game loading">
        <header className="game-header">{header}</header>
        <p className="loading-text" data-testid="waiting-for-deck">
          A constructed game: it starts when your opponent joins with their own deck (from your invite link, or from the lobby).
        </p>
      </div>
    );
  }
  // a finished game between two people: the end screen offers a rematch (the seat's token asks for it)
  const twoPeople = !tutorial && !!st.seats && Object.values(st.seats).length === 2 && Object.values(st.seats).every((x) => x?.kind !== 'bot');
  const rematch =
    ticket && st.seat && st.seat !== 'spectator' && twoPeople ? (
      <Rematch
        gameId={gameId}
        seat={st.seat}
        token={ticket.token}
        asked={st.rematch?.asked ?? []}
        madeId={st.rematch?.gameId ?? null}
        constructed={st.constructed}
        onGo={(id) => {
          location.hash = href({ page: 'game', gameId: id });
        }}
      />
    ) : undefined;
  // "Why not?" needs the game state, so the server answers it; this is the one switch to turn on.
  const whyNot = SERVER_ANSWERS_WHY ? (id: string) => client.why(id) : undefined;
  return (
    <GameScreen
      view={st.view}
      log={st.log}
      {...(st.seat !== 'spectator' ? { onAct: (id: string) => client.act(id) } : {})}
      busy={st.busy}
      error={st.error?.message ?? null}
      header={header}
      {...(whyNot ? { whyNot } : {})}
      replayHref={href({ page: 'replay', gameId })}
      {...(rematch ? { endExtra: rematch } : {})}
      narrate
      guide={tutorial}
      extras={<LivePanel st={st} client={client} />}
      {...(!tutorial && !Object.values(st.seats ?? {}).some((x) => x?.kind === 'bot') ? { chat: <ChatPanel st={st} client={client} /> } : {})}
    />
  );
}

/** A link to a game the server does not have: says so, and where to go instead. */
function NoSuchGame({ gameId }: { gameId: string }) {
  return (
    <div className="notice" data-testid="no-such-game">
      <h2>No such game</h2>
      <p>
        There is no game <code>{gameId}</code> on this server. The link may be mistyped or cut short, or the game may be on another server.
      </p>
      <p>
        <a className="button" href="#/">
          Start page
        </a>
      </p>
    </div>
  );
}

/** A game link this browser holds no seat for: asks the server whether the game exists before saying which it is. */
function NoSeat({ gameId, signedIn }: { gameId: string; signedIn: boolean }) {
  const [known, setKnown] = useState<'looking' | 'yes' | 'no' | 'unreachable'>('looking');
  useEffect(() => {
    let live = true;
    fetchSummary(gameId).then(
      (g) => live && setKnown(g ? 'yes' : 'no'),
      () => live && setKnown('unreachable'),
    );
    return () => {
      live = false;
    };
  }, [gameId]);
  if (known === 'looking') return <p className="loading-text">Looking up game {gameId}…</p>;
  if (known === 'no') return <NoSuchGame gameId={gameId} />;
  return (
    <div className="notice" data-testid="no-seat">
      <h2>No seat here</h2>
      <p>
        {known === 'unreachable' ? 'The server could not be asked about this game just now. ' : ''}This browser holds no seat in game <code>{gameId}</code>: a seat is kept in the browser that created or joined the game{signedIn ? ', and in the account it was played in' : ''}.
      </p>
      {!signedIn && (
        <p>
          Played it signed in to an account? <a href={href({ page: 'signin' })}>Sign in</a> to play it here.
        </p>
      )}
      <p>
        <a className="button" href={href({ page: 'watch', gameId })}>
          Watch it
        </a>{' '}
        <a className="button quiet" href="#/">
          Start page
        </a>
      </p>
    </div>
  );
}

const joining = new Map<string, Promise<'deck' | JoinGameRes>>();

/**
 * Takes the seat an invite link opens. The code comes from the link's hash (never sent to the
 * server in a URL); it is cleared from the address bar (and so from the history) at once, and
 * POSTed in the body to join. A constructed game is joined with one's own deck: the page asks
 * for it first, and shows the server's reasons when it is refused (the seat stays open).
 */
export function JoinPage({ gameId, invite }: { gameId: string; invite: string }) {
  const [error, setError] = useState<string | null>(null);
  const [needsDeck, setNeedsDeck] = useState(false);
  const [deck, setDeck] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (invite) history.replaceState(history.state, '', `${location.pathname}${location.search}${href({ page: 'join', gameId, invite: '' })}`);
    if (ticketFor(gameId)) {
      location.replace(href({ page: 'game', gameId }));
      return;
    }
    if (!invite) {
      setError('this link has no invite code (it may have been cut short, or already used in this tab): ask your friend to send the invite link again');
      return;
    }
    const key = `${gameId}:${invite}`;
    // a constructed game waits for the joiner's deck: asked for before joining
    const p =
      joining.get(key) ??
      fetchSummary(gameId)
        .catch(() => null)
        .then((g): Promise<'deck' | JoinGameRes> => (g?.format === 'constructed' && g.status === 'waiting' ? Promise.resolve('deck') : joinGame(gameId, invite)));
    joining.set(key, p);
    p.then(
      (r) => (r === 'deck' ? setNeedsDeck(true) : location.replace(href({ page: 'game', gameId }))),
      (e: Error) => (/constructed game/.test(e.message) ? setNeedsDeck(true) : setError(e.message)),
    );
  }, [gameId, invite]);
  const joinWithDeck = () => {
    setBusy(true);
    setError(null);
    joinGame(gameId, invite, deck).then(
      () => location.replace(href({ page: 'game', gameId })),
      (e: Error) => {
        setError(e.message);
        setBusy(false);
      },
    );
  };
  return (
    <div className="notice">
      <h2>{needsDeck ? `Join constructed game ${gameId}` : `Joining game ${gameId}…`}</h2>
      {needsDeck && (
        <form
          data-testid="join-deck-form"
          onSubmit={(e) => {
            e.preventDefault();
            joinWithDeck();
          }}
        >
          <p>Your friend plays their own deck in this game: give yours, as a deck list (one “COUNT CARD” a line).</p>
          <DeckChooser text={deck} onPick={setDeck} testId="join-deck" />
          <DeckField label="Your deck" value={deck} onChange={setDeck} testId="join-deck" />
          <button type="submit" className="button" data-testid="join-with-deck" disabled={busy || deck.trim() === ''}>
            Join with this deck
          </button>
        </form>
      )}
      {error && (
        <>
          <div className="error deck-reasons" role="alert" data-testid="join-error">
            Could not join: {error}
          </div>
          {!needsDeck && (
            <p>
              <a className="button" href={href({ page: 'watch', gameId })}>
                Watch it instead
              </a>
            </p>
          )}
        </>
      )}
    </div>
  );
}
