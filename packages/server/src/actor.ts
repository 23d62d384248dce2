/**
 * One actor per game: the only code that touches a game's state. Every message, bot answer and
 * join runs through its queue one at a time: check the sender and the sequence number, apply,
 * store the log entry, then send each attached socket its own view (never anything else derived
 * from the state). A game is rebuilt from its stored log by replaying it through the engine.
 *
 * Toward a socket every card is named by that viewer's handle for it (engine view/handles.ts),
 * never by its instance id; what a client names (an option, a card it asks about) is mapped
 * back through the same handles. Bots are server code and see views with instance ids.
 */
import { ENGINE_VERSION, Game, IllegalActionError, autoAnswer, explain, handleView, handlesFor, isResponsePoint, seat as playerOf, readableText, view } from '@stccg/engine';
import type { FrozenEngine, FrozenGame, GameResult, GameState, PlayerId, PlayerView, Viewer } from '@stccg/engine';
import { seatDecision } from '@stccg/ai';
import type { Logger } from 'pino';
import type { ErrorCode, GameSummary, Presence, Seat, SeatSummary, ServerMsg, UndoInfo } from './protocol.ts';
import { Clock, responseGrace } from './clock.ts';
import { constructedEngine, otherSeat, seatsOf } from './decks.ts';
import type { GameStatus, GameStore, LogEntry, ServerEnding, StoredGame } from './store.ts';
import { describeStoreError, isLeaseLost } from './store.ts';
import type { BotDecider } from './bot-queue.ts';
import { TUTORIAL_SEED_KEY } from './tutorial.ts';

/** A client socket as the actors see it. */
export interface Conn {
  readonly id: number;
  /** Sends a message, or a message already serialized to JSON. */
  send(msg: ServerMsg | string): void;
  viewer: Viewer | null;
  actor: GameActor | null;
  /** Length of the full event log already sent on this socket (views after the welcome are incremental). */
  logSent: number;
  /** Closes the socket with this code and reason (a game leaving this server: 1012 "service restart"). */
  close?(code: number, reason: string): void;
}

export interface ActorEnv {
  store: GameStore;
  bots: BotDecider;
  logger: Logger;
  /** Think time handed to search bots. */
  botThinkMs: number;
  /**
   * Response points (a response window, the start-of-turn persona-swap question) are answered
   * this long after they are asked, whoever answers: the server for a player with nothing to play
   * (autoAnswer), or a bot whatever it holds. Default RESPONSE_DELAY_MS.
   */
  responseDelayMs?: number;
  /** The clock the actor schedules with (a fake one in tests). */
  timers?: Timers;
  /** The wall clock, in ms since 1970, for when a seat last did something (default Date.now; a fake one in tests). */
  now?: () => number;
  /**
   * In a game between two people without a clock, a seat away (no socket) this long may be claimed
   * by its opponent (a `claim` message), in ms; default CLAIM_AFTER_MS; 0: claims are off.
   */
  claimAfterMs?: number;
  /**
   * Told once the game is over and stored as such (a win by the rules or a concession, a loss on
   * time, a claim): the ratings (ratings.ts). Awaited before the players hear the game is over.
   */
  onGameOver?: (meta: StoredGame) => Promise<void>;
  /**
   * Several servers on one PostgreSQL (cluster.ts): told when the store refused an append because
   * another server took the game over (its lease lost). The hub drops the actor. Absent: one server.
   */
  onLeaseLost?: (gameId: string) => void;
}

/** The close code of a socket whose game leaves this server (a drain, a game taken over): the client reconnects. */
export const CLOSE_SERVICE_RESTART = 1012;

/** How long a seat must be away before its opponent may claim the game (default of --claim-after). */
export const CLAIM_AFTER_MS = 5 * 60_000;

export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
}

export const REAL_TIMERS: Timers = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
};

/** How long a response point waits before it is answered for a player who has nothing to play (and at least how long a bot takes there). */
export const RESPONSE_DELAY_MS = 300;

export class ReplayFailed extends Error {
  override name = 'ReplayFailed';
  constructor(
    message: string,
    /** The 0-based number of the entry that failed (-1: the game could not even be set up). */
    readonly entry = -1,
    /** Entries in the log. */
    readonly entries = 0,
    /** The failed entry's kind. */
    readonly kind = '',
    /** The part of the game that did replay (entries 0 .. entry-1), when there is one. */
    readonly partial: Game | null = null,
  ) {
    super(message);
  }
  /** Where the log stopped replaying, naming nothing from the game (for its players). */
  get publicProblem(): string {
    return this.entry < 0 ? 'the game cannot be set up from its stored seed and options' : `log entry ${this.entry + 1} of ${this.entries} (${this.kind}) cannot be applied`;
  }
}

/**
 * Whether a constructed game still waits for a seat's deck (a friend game whose invite is not
 * taken yet): nothing is played in it until then.
 */
export function awaitingDeck(meta: StoredGame): boolean {
  return !!meta.setup && seatsOf(meta).some((s) => !meta.setup?.decks[s]);
}

/**
 * The game a stored game's seed and options make. A constructed game is played with its seats'
 * decks; while one seat's deck is still to come, the other's stands in for it (nothing is played
 * before it comes: see awaitingDeck), and the game is made again with both once it is in.
 */
function setUp(meta: StoredGame): Game {
  if (meta.setup) {
    const [a, b] = seatsOf(meta);
    const da = meta.setup.decks[a] ?? meta.setup.decks[b];
    const db = meta.setup.decks[b] ?? da;
    if (!da || !db) throw new Error('a constructed game with no deck');
    return constructedEngine().createGame({ seed: meta.seed, decks: { [a]: da, [b]: db } });
  }
  // a whole-number seed is a game stored by engine 0.1 (new games always store a 64-hex-digit
  // key): it replays under that engine's generator and rules
  return Game.create({ seed: meta.seed, withPremiums: meta.withPremiums, legacy: typeof meta.seed === 'number' });
}

/** Rebuilds a game from its log. Throws ReplayFailed if an entry cannot be applied. */
export function rebuild(meta: StoredGame, log: LogEntry[]): Game {
  let game: Game;
  try {
    game = setUp(meta);
  } catch (err) {
    throw new ReplayFailed(`game ${meta.id}: the game cannot be set up: ${(err as Error).message}`, -1, log.length);
  }
  log.forEach((e, i) => {
    try {
      applyEntry(game, e);
    } catch (err) {
      // The part that replayed, for the quarantined game's summary (turn, scores).
      let partial: Game | null = null;
      try {
        partial = rebuild(meta, log.slice(0, i));
      } catch {
        partial = null;
      }
      throw new ReplayFailed(`game ${meta.id}: log entry ${i + 1} (${e.t}) cannot be replayed: ${(err as Error).message}`, i, log.length, e.t, partial);
    }
  });
  return game;
}

/** What a log entry needs of a game: the current engine's Game, or a frozen engine's. */
type LogTarget = Pick<Game, 'act' | 'setAlwaysRespond' | 'concede' | 'undo'> | FrozenGame;

/** A stored game rebuilt by a frozen engine (of the version it was started under) from its log. */
export function rebuildFrozen(engine: FrozenEngine, meta: StoredGame, log: LogEntry[]): FrozenGame {
  // constructed games came after every frozen engine
  if (meta.setup) throw new Error('no frozen engine plays constructed games');
  const game = engine.Game.create({ seed: meta.seed, withPremiums: meta.withPremiums });
  for (const e of log) applyEntry(game, e);
  return game;
}

function applyEntry(game: LogTarget, e: LogEntry): void {
  if (e.t === 'act') game.act({ decision: e.d, option: e.o }, e.p);
  else if (e.t === 'settings') game.setAlwaysRespond(e.p, e.alwaysRespond);
  else if (e.t === 'undo') {
    // no engine before 0.5.0 took actions back, so no frozen engine's game has an undo in its log
    if (!('undo' in game)) throw new Error('this engine cannot take actions back');
    game.undo(e.p, e.n);
  } else game.concede(e.p);
}

export function seatsSummary(meta: StoredGame): GameSummary['seats'] {
  const out: GameSummary['seats'] = {};
  for (const s of seatsOf(meta)) {
    const r = meta.seats[s];
    if (!r) continue;
    const one: SeatSummary = { kind: r.kind, taken: r.kind === 'bot' || r.tokenHash !== null };
    if (r.bot) one.bot = r.bot;
    out[s] = one;
  }
  return out;
}

/** Each seat's score in a game state (zero for each seat of a game with no state). */
export function scoresOf(meta: StoredGame, st: GameState | FrozenGame['state'] | null): Partial<Record<Seat, number>> {
  const out: Partial<Record<Seat, number>> = {};
  // a quarantined game's stand-in state may be of the other format: its seats score nothing
  for (const s of seatsOf(meta)) out[s] = st?.players[s]?.score ?? 0;
  return out;
}

/** The first wait before a bot's move that the store refused is tried again; it doubles up to the second. */
const STORE_RETRY_MS = 250;
const STORE_RETRY_MAX_MS = 8000;

/** What a seat is told when it acts in a game the server ended. */
const ENDED_MESSAGE: Record<ServerEnding, string> = {
  expired: 'the game has expired: nobody took the other seat in time; create a new game',
  abandoned: 'the game was abandoned: nobody played on in it for too long (or it was claimed after a player left); it stays as a record',
  upgraded: 'the game was ended by an engine upgrade that cannot resume it; it stays readable as a replay',
};

export class GameActor {
  private readonly conns = new Set<Conn>();
  private chain: Promise<unknown> = Promise.resolve();
  private botAsked: string | null = null;
  /**
   * Counts the undos: a decision's id comes again after an undo (the game is rebuilt), so a bot's
   * or an automatic answer asked for before one is dropped, never given to the decision made again.
   */
  private epoch = 0;
  private closing = false;
  /** The game was taken over by another server (its lease lost): nothing more is done here. */
  private dropped = false;
  /** Number of log entries stored. */
  private entries: number;
  /** The stored log entries (null until needed, when the actor was made with only their number). */
  private log: LogEntry[] | null;
  /**
   * After a failed append it is not known whether the entry reached the store (an answer lost
   * on the way back): the store is asked what it holds before the next change.
   */
  private unsure = false;
  /** A bot's (or automatic) move the store refused is to be tried again after storeRetryMs. */
  private storeRetry = false;
  private storeRetryMs = 0;
  /** When the last socket left a finished game (for eviction from memory). */
  idleSince: number | null = null;
  /** When a seat last sent something or attached (wall clock; the hub sets it when it makes the actor). For abandonment. */
  lastActive = 0;
  /** Jobs queued and not finished. */
  private busy = 0;
  /** The game's clock (null: none). Its banks run on env.timers. */
  private readonly clock: Clock | null = null;
  /** The decision the clock runs for (epoch, decision, seq), or null when none runs. */
  private clockKey: string | null = null;
  /** When (timers time) the pending clock check fires, or null. */
  private clockTimerAt: number | null = null;
  /** Since when (wall clock) each seat of a person has had no socket. */
  private readonly awaySince = new Map<Seat, number>();

  constructor(
    public meta: StoredGame,
    public game: Game,
    /** The log entries stored (or only their number: the entries are then read from the store when needed). */
    stored: number | LogEntry[],
    private readonly env: ActorEnv,
  ) {
    this.log = typeof stored === 'number' ? (stored === 0 ? [] : null) : stored.slice();
    this.entries = typeof stored === 'number' ? stored : stored.length;
    const c = meta.clock;
    if (c) {
      this.clock = new Clock({ bankMs: c.bankMs, incrementMs: c.incrementMs }, seatsOf(meta));
      // the banks as of the last entry; then the snapshot written when the server last stopped with
      // a decision pending, if the log has not grown since (the downtime itself is never charged)
      for (const e of this.log ?? []) if ((e.t === 'act' || e.t === 'undo') && e.k) this.clock.restore(e.k);
      if (c.banks && c.atEntry === this.entries) this.clock.restore(c.banks);
    }
    const now = this.wallClock();
    for (const s of seatsOf(meta)) if (meta.seats[s]?.kind === 'human') this.awaySince.set(s, now);
  }

  get id(): string {
    return this.meta.id;
  }
  get state(): GameState {
    return this.game.state;
  }
  get connections(): number {
    return this.conns.size;
  }
  /** The sockets attached to the game (the chat sends each what its viewer may read). */
  get sockets(): ReadonlySet<Conn> {
    return this.conns;
  }

  /** Runs fn after everything queued before it; one at a time per game. */
  enqueue<T>(fn: () => T | Promise<T>): Promise<T> {
    this.busy += 1;
    const p = this.chain.then(fn);
    this.chain = p.catch(() => undefined);
    const done = () => {
      this.busy -= 1;
    };
    p.then(done, done);
    return p;
  }

  summary(mySeat?: Seat): GameSummary {
    const s = this.state;
    const out: GameSummary = {
      gameId: this.id,
      status: this.meta.status,
      seats: seatsSummary(this.meta),
      turn: s.turn.number,
      scores: scoresOf(this.meta, s),
      result: s.result ?? this.meta.result,
      createdAt: this.meta.createdAt,
    };
    if (this.meta.setup) out.format = 'constructed';
    if (mySeat) out.mySeat = mySeat;
    if (this.meta.seed === TUTORIAL_SEED_KEY) out.tutorial = true;
    if (this.meta.clock) out.clock = { bankSeconds: Math.round(this.meta.clock.bankMs / 1000), incrementSeconds: Math.round(this.meta.clock.incrementMs / 1000) };
    return out;
  }

  // ---- sockets -------------------------------------------------------------------------------

  attach(conn: Conn, viewer: Viewer): Promise<void> {
    return this.enqueue(() => {
      if (this.closing) return conn.send(errorMsg('unavailable', 'the server is shutting down'));
      if (conn.actor && conn.actor !== this) conn.actor.detach(conn);
      conn.actor = this;
      conn.viewer = viewer;
      this.conns.add(conn);
      this.idleSince = null;
      if (viewer !== 'spectator') this.lastActive = this.wallClock();
      const back = viewer !== 'spectator' && this.awaySince.delete(viewer as Seat);
      const v = this.viewFor(viewer);
      conn.logSent = v.logLength;
      conn.send(this.welcomeMsg(viewer, v));
      if (this.isOver) conn.send(this.gameOverMsg());
      if (back) this.sendPresence(conn);
    });
  }

  detach(conn: Conn): void {
    const had = this.conns.delete(conn);
    if (conn.actor === this) conn.actor = null;
    if (this.conns.size === 0 && this.isOver) this.idleSince = Date.now();
    const seat = conn.viewer;
    if (had && seat && seat !== 'spectator' && this.meta.seats[seat as Seat]?.kind === 'human' && ![...this.conns].some((c) => c.viewer === seat)) {
      this.awaySince.set(seat as Seat, this.wallClock());
      this.sendPresence();
    }
  }

  // ---- presence and claims -------------------------------------------------------------------

  private get claimAfter(): number {
    return this.env.claimAfterMs ?? CLAIM_AFTER_MS;
  }

  /** Whether the game may be claimed from a seat whose opponent left (no clock, two people, going on). */
  private claimable(): boolean {
    return !this.clock && this.claimAfter > 0 && this.meta.status === 'playing' && !this.isOver && seatsOf(this.meta).every((s) => this.meta.seats[s]?.kind === 'human');
  }

  /** Who is at the table (Presence in protocol.ts). */
  presence(): Presence {
    const out: Presence = {};
    const now = this.wallClock();
    const claimable = this.claimable();
    for (const s of seatsOf(this.meta)) {
      if (this.meta.seats[s]?.kind !== 'human') continue;
      const since = this.awaySince.get(s);
      out[s] = since === undefined ? { here: true } : claimable ? { here: false, claimInMs: Math.max(0, since + this.claimAfter - now) } : { here: false };
    }
    return out;
  }

  private sendPresence(except?: Conn): void {
    const msg = JSON.stringify({ type: 'presence', presence: this.presence() } satisfies ServerMsg);
    for (const c of this.conns) if (c !== except && c.viewer) c.send(msg);
  }

  /**
   * Claims the game for the seat whose opponent has been away (no socket) for claimAfterMs, in a
   * game between two people without a clock: it ends as abandoned (status and result reason
   * 'abandoned'), the claimer its winner (a loss for the leaver in a rated game). Anything else is
   * refused ('cannot-claim', saying why) and changes nothing.
   */
  claim(conn: Conn): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      const other = otherSeat(this.meta, seat);
      if (this.clock) return this.refuse(conn, 'cannot-claim', 'this game has a clock: a player who left loses when their time runs out');
      if (this.meta.seats[other]?.kind !== 'human') return this.refuse(conn, 'cannot-claim', 'only a game between two people can be claimed');
      if (this.claimAfter <= 0) return this.refuse(conn, 'cannot-claim', 'claims are turned off on this server');
      if (this.meta.status !== 'playing') return this.refuse(conn, 'cannot-claim', 'the game has not started');
      const since = this.awaySince.get(other);
      if (since === undefined) return this.refuse(conn, 'cannot-claim', 'your opponent is here: a game can be claimed only after they leave');
      const left = since + this.claimAfter - this.wallClock();
      if (left > 0) return this.refuse(conn, 'cannot-claim', `your opponent left only a while ago: you may claim the game in ${Math.ceil(left / 1000)} s if they do not come back`);
      const s = this.state;
      const result: GameResult = { winner: seat, reason: 'abandoned', scores: scoresOf(this.meta, s), turn: s.turn.number };
      try {
        await this.env.store.updateGame(this.id, { status: 'abandoned', result });
      } catch (e) {
        const why = describeStoreError(e);
        this.env.logger.error({ game: this.id, err: e }, `could not store a claim: ${why}`);
        return conn.send(errorMsg('storage', `the game's store cannot be written: ${why}; the game was not claimed; try again`, this.state.seq));
      }
      this.meta.status = 'abandoned';
      this.meta.result = result;
      this.env.logger.info({ game: this.id, winner: seat, leaver: other, turn: result.turn }, 'game claimed after the opponent left');
      await this.env.onGameOver?.(this.meta);
      this.finishedByServer();
    });
  }

  /** Tells every socket a game the server ended (claimed, lost on time) is over, and lets its bots go. */
  private finishedByServer(): void {
    this.clockSync();
    const over = JSON.stringify(this.gameOverMsg());
    for (const c of this.conns) c.send(over);
    for (const p of seatsOf(this.meta)) if (this.meta.seats[p]?.kind === 'bot') this.env.bots.release(`${this.id}:${p}`);
    if (this.conns.size === 0) this.idleSince = Date.now();
  }

  // ---- clocks --------------------------------------------------------------------------------

  /** Whether the game is over: by the rules, ended by the server, or lost on time. */
  get isOver(): boolean {
    return !!this.state.result || this.ended !== null || this.lostOnTime;
  }

  /** A game a player lost because their time ran out (status finished, result reason 'time'). */
  get lostOnTime(): boolean {
    return !this.state.result && this.meta.status === 'finished' && this.meta.result?.reason === 'time';
  }

  /** The clocks as every viewer is shown them (null: no clock). */
  clockView(): ReturnType<Clock['view']> | null {
    return this.clock ? this.clock.view(this.timers.now()) : null;
  }

  /**
   * Makes the clock run for the pending decision: a person's bank runs while a decision of theirs
   * is pending (from its grace on, at a response point), nobody's otherwise. When it changes, the
   * time the running seat took is charged (commit charges it first, into the log entry).
   */
  private clockSync(): void {
    const clock = this.clock;
    if (!clock) return;
    const s = this.state;
    const p = s.pending;
    const seat = p && !this.closing && !this.isOver && this.meta.status === 'playing' && !awaitingDeck(this.meta) && this.meta.seats[p.player as Seat]?.kind === 'human' ? (p.player as Seat) : null;
    const key = seat && p ? `${this.epoch}:${p.id}:${s.seq}` : null;
    if (key === this.clockKey) return;
    const now = this.timers.now();
    clock.stop(now);
    this.clockKey = key;
    if (!seat) return;
    clock.start(seat, now, isResponsePoint(s) ? responseGrace(this.responseDelay) : 0);
    this.scheduleClockCheck();
  }

  /**
   * Makes sure a check comes when the running bank runs out (or after `ms`): one timer at a time,
   * unless a sooner one is needed; a check that finds the bank not out yet schedules the next.
   */
  private scheduleClockCheck(ms?: number): void {
    const now = this.timers.now();
    const due = ms ?? this.clock?.dueIn(now);
    if (due === null || due === undefined) return;
    const at = now + due + 1;
    if (this.clockTimerAt !== null && this.clockTimerAt <= at) return;
    this.clockTimerAt = at;
    this.timers.setTimeout(() => {
      if (this.clockTimerAt === at) this.clockTimerAt = null;
      void this.enqueue(() => this.clockCheck()).catch((e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'clock check failed'));
    }, due + 1);
  }

  /** Ends the game on time if the running bank has run out; else checks again when it will. */
  private async clockCheck(): Promise<void> {
    const clock = this.clock;
    if (!clock || this.closing || this.isOver) return;
    const due = clock.dueIn(this.timers.now());
    if (due === null) return;
    if (due > 0) return this.scheduleClockCheck(due);
    await this.loseOnTime(clock.segment ?? -1);
  }

  /**
   * The running seat's bank ran out: it loses (status finished, result reason 'time', the other
   * seat the winner), stored with the clock's banks. A store that refuses is tried again later.
   */
  private async loseOnTime(n: number): Promise<void> {
    const clock = this.clock;
    const seat = clock?.running;
    if (!clock || !seat || clock.segment !== n) return;
    const s = this.state;
    const result: GameResult = { winner: otherSeat(this.meta, seat), reason: 'time', scores: scoresOf(this.meta, s), turn: s.turn.number };
    const banks = { ...clock.snapshot(this.timers.now()), [seat]: 0 };
    try {
      await this.env.store.updateGame(this.id, { status: 'finished', result, clock: { ...clock.config, banks, atEntry: this.entries } });
    } catch (e) {
      this.env.logger.error({ game: this.id, err: e }, `could not store a loss on time: ${describeStoreError(e)}; trying again`);
      this.scheduleClockCheck(STORE_RETRY_MS);
      return;
    }
    clock.stop(this.timers.now());
    clock.restore(banks);
    this.meta.status = 'finished';
    this.meta.result = result;
    this.meta.clock = { ...clock.config, banks, atEntry: this.entries };
    this.env.logger.info({ game: this.id, loser: seat, turn: result.turn }, 'game lost on time');
    await this.env.onGameOver?.(this.meta);
    this.finishedByServer();
  }

  /** The clocks' banks to store with an entry just applied (the running seat charged, a new turn's increment added). */
  private clockAfter(turnBefore: number): Partial<Record<Seat, number>> | undefined {
    const clock = this.clock;
    if (!clock) return undefined;
    const banks = clock.snapshot(this.timers.now());
    const t = this.state.turn;
    if (t.number > turnBefore && banks[t.active as Seat] !== undefined) banks[t.active as Seat] = (banks[t.active as Seat] ?? 0) + clock.config.incrementMs;
    return banks;
  }

  // ---- messages from a seat ------------------------------------------------------------------

  act(conn: Conn, seq: number, decision: string, option: string): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      const s = this.state;
      if (s.seq !== seq) return this.refuse(conn, 'stale', `stale sequence number ${seq}: the game is at ${s.seq}; wait for the next view`);
      const p = s.pending;
      if (!p) return this.refuse(conn, 'internal', 'no decision is pending');
      // the client names the decision and the option as its view did: by the seat's handles
      const shown = this.viewFor(seat).pending;
      const shownId = shown?.id ?? p.id;
      if (decision !== shownId) return this.refuse(conn, 'stale', `decision ${decision} is not the pending decision (${shownId})`);
      if (p.player !== seat) return this.refuse(conn, 'not-your-decision', `decision ${shownId} is for the ${p.player} seat, not yours (${seat})`);
      const at = (shown?.options ?? []).findIndex((o) => o.id === option);
      const chosen = at >= 0 ? p.options[at] : undefined;
      if (!chosen) return this.refuse(conn, 'illegal', `that option is not one of the options offered for decision ${shownId}`);
      if (this.outOfTime(seat)) {
        // too late: the bank ran out before the answer came (the timer had not yet fired)
        await this.loseOnTime(this.clock?.segment ?? -1);
        return this.isOver ? this.refuse(conn, 'game-over', 'your time ran out: the game is over') : this.refuse(conn, 'storage', "your time ran out, and the game's store cannot be written just now");
      }
      await this.commit(conn, { t: 'act', p: seat, d: p.id, o: chosen.id });
    });
  }

  settings(conn: Conn, alwaysRespond: boolean): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      if (playerOf(this.state, seat).alwaysRespond === alwaysRespond) return this.sendViews(seat);
      await this.commit(conn, { t: 'settings', p: seat, alwaysRespond });
      // a response point now to be answered for the player (or no longer)
      this.askBot();
    });
  }

  /**
   * "Why not?" for one of the seat's own cards or a mission. Other cards get a fixed answer that
   * says nothing about where they are, so the question reveals nothing hidden.
   */
  why(conn: Conn, cardId: string): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      // the card is named by the seat's handle for it (card ids in the reasons too, whatever the
      // seats are called: federation:…#1, player-1:…#1); a Map lookup, so "__proto__" or
      // "constructor" names no card
      const { toCard, toHandle } = handlesFor(this.state, seat);
      const id = toCard.get(cardId);
      const c = id !== undefined && Object.hasOwn(this.state.cards, id) ? this.state.cards[id] : undefined;
      const mine = !!c && (c.owner === seat || c.at.z === 'spaceline');
      const reasons =
        mine && id !== undefined
          ? explain(this.state, seat, id).map((r) => r.replace(/[a-z][a-z0-9-]*:[a-z0-9-]+#\d+/g, (m) => toHandle.get(m) ?? 'a card'))
          : ['You can ask only about your own cards and the missions.'];
      conn.send({ type: 'why', card: cardId, reasons });
    });
  }

  concede(conn: Conn): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      await this.commit(conn, { t: 'concede', p: seat });
    });
  }

  /**
   * Takes back the seat's own last `count` actions, in a game against a bot: never past new
   * information or an answer of the bot (the engine's Game.undoLimit); stored in the log, so a
   * restart replays it. A refused undo changes nothing and says why.
   */
  undo(conn: Conn, seq: number, count: number): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      if (!this.againstBot(seat)) return this.refuse(conn, 'cannot-undo', 'undo is only for games against a bot: in a game between two people every action stands');
      const s = this.state;
      if (s.seq !== seq) return this.refuse(conn, 'stale', `stale sequence number ${seq}: the game is at ${s.seq}; wait for the next view`);
      const limit = this.undoInfo(seat);
      if (limit.count === 0) return this.refuse(conn, 'cannot-undo', `nothing to take back: ${limit.reason ?? 'no action of yours'}`);
      if (count > limit.count) return this.refuse(conn, 'cannot-undo', `only ${limit.count} of your actions may be taken back: before them, ${limit.reason ?? 'the game began'}`);
      await this.commit(conn, { t: 'undo', p: seat, n: count });
    });
  }

  /** Whether the seat's bank is running and has run out (its answer comes too late). */
  private outOfTime(seat: Seat): boolean {
    const clock = this.clock;
    return !!clock && clock.running === seat && clock.dueIn(this.timers.now()) === 0;
  }

  /** Whether the other seat is a bot's (undo is offered only then). */
  private againstBot(seat: Seat): boolean {
    return this.meta.seats[otherSeat(this.meta, seat)]?.kind === 'bot';
  }

  /** How many actions the seat may take back now, and why not more, in words for its player. */
  private undoInfo(seat: Seat): UndoInfo {
    const l = this.game.undoLimit(seat);
    return { count: l.count, reason: l.reason === null ? null : readableText(l.reason, this.game.state.seats) };
  }

  /** The seat a socket plays, or null after telling it why it may not act. */
  private seatOf(conn: Conn): Seat | null {
    if (this.closing) {
      conn.send(errorMsg('unavailable', 'the server is shutting down'));
      return null;
    }
    if (conn.actor !== this || !conn.viewer) {
      conn.send(errorMsg('not-attached', 'send hello first'));
      return null;
    }
    if (conn.viewer === 'spectator') {
      this.refuse(conn, 'spectator', 'spectators watch: they cannot act');
      return null;
    }
    if (this.state.result) {
      this.refuse(conn, 'game-over', 'the game is over');
      return null;
    }
    if (this.lostOnTime) {
      this.refuse(conn, 'game-over', `the game is over: the ${this.meta.result?.winner === conn.viewer ? "opponent's" : 'your'} time ran out`);
      return null;
    }
    const ended = this.ended;
    if (ended) {
      this.refuse(conn, 'game-over', ENDED_MESSAGE[ended]);
      return null;
    }
    if (awaitingDeck(this.meta)) {
      this.refuse(conn, 'waiting', 'the game starts when your friend joins with their deck: nothing can be played before');
      return null;
    }
    this.lastActive = this.wallClock();
    return conn.viewer as Seat;
  }

  private refuse(conn: Conn, code: ErrorCode, message: string): void {
    conn.send(errorMsg(code, message, this.state.seq));
  }

  /**
   * Applies an entry, stores it, then tells everyone. A change is shown to no one before the
   * store has it; one the store refuses (disk full, database down) is undone, so the game is
   * exactly as it was (the same state hash), and the sender is told its move was not applied.
   */
  private async commit(conn: Conn | null, entry: LogEntry): Promise<void> {
    if (this.dropped) return;
    const inStep = await this.storeInStep(conn);
    if (inStep !== 'ok') {
      if (inStep === 'down' && !conn && entry.t === 'act') this.retryBotMove(entry);
      return;
    }
    const log = this.log as LogEntry[];
    const turnBefore = this.state.turn.number;
    try {
      applyEntry(this.game, entry);
    } catch (e) {
      // The checks above make this an engine bug; the state is unchanged for IllegalActionError.
      this.env.logger.error({ game: this.id, err: e, entry }, 'the engine refused a checked action');
      if (e instanceof IllegalActionError) {
        conn?.send(errorMsg('illegal', 'the action was refused', this.state.seq));
        return;
      }
      this.recover();
      conn?.send(errorMsg('internal', 'the server could not apply the action', this.state.seq));
      return;
    }
    if (this.clock && (entry.t === 'act' || entry.t === 'undo')) entry.k = this.clockAfter(turnBefore);
    try {
      await this.env.store.append(this.id, this.entries, entry);
    } catch (e) {
      if (this.env.onLeaseLost && isLeaseLost(e)) {
        // another server owns the game now: this one never extends its log again
        this.env.logger.warn({ game: this.id, entry: this.entries }, 'the game was taken over by another server: it leaves this one');
        this.env.onLeaseLost(this.id);
        return;
      }
      const why = describeStoreError(e);
      this.unsure = true;
      this.env.logger.error(
        { game: this.id, err: e, entry: this.entries },
        `could not store log entry ${this.entries + 1}: ${why}; the move was refused and the game put back as it was`,
      );
      this.game = rebuild(this.meta, log);
      conn?.send(errorMsg('storage', `the game's store cannot be written: ${why}; your move was not applied; try again`, this.state.seq));
      if (!conn && entry.t === 'act') this.retryBotMove(entry);
      return;
    }
    log.push(entry);
    this.entries += 1;
    this.storeRetryMs = 0;
    if (this.clock && (entry.t === 'act' || entry.t === 'undo') && entry.k) {
      // the decision answered is charged (as stored in the entry); the next one starts afresh
      this.clock.stop(this.timers.now());
      this.clock.restore(entry.k);
      this.clockKey = null;
    }
    if (entry.t === 'settings') {
      this.sendViews(entry.p);
      return;
    }
    if (entry.t === 'undo') {
      // the log is shorter than what was sent: every socket gets the whole view again, and the
      // answers asked for before are dropped (their decisions' ids come again)
      this.epoch += 1;
      this.botAsked = null;
      this.resendAll();
    }
    await this.afterChange();
  }

  /**
   * Makes sure the game in memory is the game in the store before a change: reads the log if it
   * is not in memory yet, and after a failed append asks the store what it holds (the entry may
   * have been written though its answer was lost). After telling the sender: 'down' when the
   * store cannot answer, 'changed' when it held more than the game showed (the game is then the
   * game as stored, and everyone has been sent it).
   */
  private async storeInStep(conn: Conn | null): Promise<'ok' | 'down' | 'changed'> {
    if (this.log && !this.unsure) return 'ok';
    let loaded: Awaited<ReturnType<GameStore['load']>>;
    try {
      loaded = await this.env.store.load(this.id);
      if (!loaded) throw new Error('the game is no longer in the store');
    } catch (e) {
      const why = describeStoreError(e);
      this.env.logger.error({ game: this.id, err: e }, `cannot read the game's log from the store: ${why}`);
      conn?.send(errorMsg('storage', `the game's store cannot be read: ${why}; your move was not applied; try again`, this.state.seq));
      return 'down';
    }
    if (loaded.log.length === this.entries) {
      this.log ??= loaded.log;
      this.unsure = false;
      return 'ok';
    }
    // The store holds what the game did not show (an append whose answer was lost did reach it):
    // the store is the truth; everyone gets the game as stored.
    let game: Game;
    try {
      game = rebuild(loaded.game, loaded.log);
    } catch (e) {
      this.env.logger.error({ game: this.id, err: (e as Error).message }, 'the stored log does not replay');
      conn?.send(errorMsg('internal', 'the server could not read the game back from its store', this.state.seq));
      return 'down';
    }
    this.env.logger.warn({ game: this.id, stored: loaded.log.length, shown: this.entries }, 'the store held log entries the game had not shown; carrying on from the store');
    this.meta = loaded.game;
    this.game = game;
    this.log = loaded.log;
    this.entries = loaded.log.length;
    this.unsure = false;
    if (this.clock) {
      // the banks as the store has them: its last entry's (the decision answered there charged)
      const last = [...loaded.log].reverse().find((e): e is Extract<LogEntry, { k?: unknown }> => (e.t === 'act' || e.t === 'undo') && !!e.k);
      this.clock.stop(this.timers.now());
      if (last?.k) this.clock.restore(last.k);
      this.clockKey = null;
    }
    conn?.send(errorMsg('stale', 'the game changed while its store was away; see the next view', this.state.seq));
    this.botAsked = null;
    await this.afterChange();
    return 'changed';
  }

  /**
   * Tries a move no person made (a bot's, or an automatic answer) again later, when the store
   * refused it: nobody is there to send it again. Waits longer each time while the store stays
   * down; the move is dropped if the decision has changed meanwhile.
   */
  private retryBotMove(entry: Extract<LogEntry, { t: 'act' }>): void {
    if (this.closing || this.storeRetry) return;
    this.storeRetry = true;
    this.storeRetryMs = Math.min(STORE_RETRY_MAX_MS, this.storeRetryMs ? this.storeRetryMs * 2 : STORE_RETRY_MS);
    const epoch = this.epoch;
    this.timers.setTimeout(() => {
      this.storeRetry = false;
      // an undo since: the decision is no longer the one the move was for
      if (epoch !== this.epoch) return;
      const again = () => (this.meta.seats[entry.p]?.kind === 'bot' ? this.botAnswer(entry.d, entry.p, entry.o) : this.autoAnswered(entry.d, entry.p, entry.o));
      this.enqueue(again).catch((e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'a move tried again failed'));
    }, this.storeRetryMs);
  }

  /** Puts the game back as it was before the entry being applied (after an engine error). */
  private recover(): void {
    if (this.log) this.game = rebuild(this.meta, this.log);
    this.botAsked = null;
    this.sendViews();
    this.askBot();
  }

  private async afterChange(): Promise<void> {
    this.clockSync();
    this.sendViews();
    const s = this.state;
    if (s.result) {
      this.game.finish();
      if (this.meta.status !== 'finished') {
        this.meta.status = 'finished';
        this.meta.result = s.result;
        await this.env.store.updateGame(this.id, { status: 'finished', result: s.result }).catch((e: unknown) => {
          this.env.logger.error({ game: this.id, err: e }, 'could not mark the game finished (a restart will)');
        });
        await this.env.onGameOver?.(this.meta);
      }
      const over = JSON.stringify(this.gameOverMsg());
      for (const c of this.conns) c.send(over);
      for (const p of seatsOf(this.meta)) if (this.meta.seats[p]?.kind === 'bot') this.env.bots.release(`${this.id}:${p}`);
      this.env.logger.info({ game: this.id, result: s.result, actions: s.seq }, 'game over');
      if (this.conns.size === 0) this.idleSince = Date.now();
      return;
    }
    this.askBot();
  }

  private welcomeMsg(viewer: Viewer, v: PlayerView): ServerMsg {
    const msg: ServerMsg = { type: 'welcome', gameId: this.id, seat: viewer as Seat | 'spectator', view: v, seats: seatsSummary(this.meta) };
    if (this.meta.setup) msg.format = 'constructed';
    if (awaitingDeck(this.meta)) msg.waiting = true;
    const undo = this.undoFor(viewer);
    if (undo) msg.undo = undo;
    const clock = this.clockView();
    if (clock) msg.clock = clock;
    msg.presence = this.presence();
    return msg;
  }

  /** What a viewer is told of undo: a seat playing against a bot, in a game going on; nobody else. */
  private undoFor(viewer: Viewer): UndoInfo | null {
    if (viewer === 'spectator' || !this.againstBot(viewer as Seat)) return null;
    return this.undoInfo(viewer as Seat);
  }

  /** Sends every attached socket its whole view again, as on attaching (after an undo). */
  private resendAll(): void {
    for (const c of this.conns) {
      if (!c.viewer) continue;
      const v = this.viewFor(c.viewer);
      c.logSent = v.logLength;
      c.send(this.welcomeMsg(c.viewer, v));
    }
  }

  /** Sends every attached socket (or those of one seat) its own view, with the log events it has not had yet. */
  sendViews(only?: Seat): void {
    const cache = new Map<string, string>();
    // the same for every viewer: nothing in it is hidden
    const clock = this.clockView();
    for (const c of this.conns) {
      if (!c.viewer || (only && c.viewer !== only)) continue;
      const key = `${c.viewer}|${c.logSent}`;
      let msg = cache.get(key);
      if (msg === undefined) {
        const v = this.viewFor(c.viewer, c.logSent);
        const m: ServerMsg = { type: 'view', view: v };
        const undo = this.undoFor(c.viewer);
        if (undo) m.undo = undo;
        if (clock) m.clock = clock;
        msg = JSON.stringify(m);
        cache.set(key, msg);
      }
      c.logSent = this.state.log.length;
      c.send(msg);
    }
  }

  /** A viewer's view as it is sent: every card named by the viewer's handle for it. */
  viewFor(viewer: Viewer, logFrom?: number): PlayerView {
    return handleView(this.state, view(this.state, viewer, logFrom ? { logFrom } : {}));
  }

  gameOverMsg(): ServerMsg {
    const s = this.state;
    const record = this.recordWithPlayers();
    return { type: 'gameOver', result: (s.result ?? this.meta.result) as NonNullable<GameState['result']>, record: JSON.stringify(record) };
  }

  /** The engine's record with who played each seat, and for a game the server ended, how (`expired` or `abandoned`: its result). */
  recordWithPlayers(): object {
    const record: Record<string, unknown> = { ...this.game.finish(), players: playersOf(this.meta) };
    const ended = this.ended;
    if (ended && !this.state.result) record[ended] = this.meta.result;
    if (this.lostOnTime) record.time = this.meta.result;
    if (this.meta.clock) record.clock = { bankMs: this.meta.clock.bankMs, incrementMs: this.meta.clock.incrementMs, remainingMs: this.clock?.snapshot(this.timers.now()) ?? {} };
    return record;
  }

  // ---- bots ----------------------------------------------------------------------------------

  private get responseDelay(): number {
    return this.env.responseDelayMs ?? RESPONSE_DELAY_MS;
  }
  private get timers(): Timers {
    return this.env.timers ?? REAL_TIMERS;
  }

  /**
   * Moves the game on where no person needs to: asks the bot pool when the pending decision is a
   * bot seat's (once per decision), and answers a response point for a player who has nothing to
   * play. A response point is answered responseDelay after it was asked, by the server or by a
   * bot alike, so its timing tells the opponent nothing about the hand (docs/DESIGN.md).
   */
  askBot(): void {
    this.clockSync();
    const s = this.state;
    const p = s.pending;
    if (this.closing || !p || this.isOver || awaitingDeck(this.meta)) return;
    const rec = this.meta.seats[p.player as Seat];
    if (!rec) return;
    if (this.botAsked === p.id) return;
    const responsePoint = isResponsePoint(s);
    const askedAt = this.timers.now();
    const decisionId = p.id;
    const epoch = this.epoch;
    if (rec.kind !== 'bot') {
      const auto = autoAnswer(s);
      if (auto === null) return;
      this.botAsked = p.id;
      this.timers.setTimeout(() => {
        void this.enqueue(() => (epoch === this.epoch ? this.autoAnswered(decisionId, p.player, auto) : undefined)).catch((e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'automatic answer failed'));
      }, this.responseDelay);
      return;
    }
    this.botAsked = p.id;
    const v = view(s, p.player);
    const d = seatDecision(v);
    if (!d) return;
    const name = rec.bot ?? 'random';
    // at a response point the search thinks within the delay, so that its answer comes on time
    const think = name === 'search' ? (responsePoint ? Math.max(1, Math.min(this.env.botThinkMs, Math.floor(this.responseDelay * 0.7))) : this.env.botThinkMs) : undefined;
    this.env.bots
      .decide(`${this.id}:${p.player}`, name, rec.botSeed ?? 1, v, d, think, this.meta.setup?.decks[p.player as Seat] ?? undefined)
      .then(
        (r) => r.option,
        (e: unknown) => {
          this.env.logger.warn({ game: this.id, bot: name, err: (e as Error).message }, 'bot failed; choosing at random');
          return null;
        },
      )
      .then((option) => {
        const wait = responsePoint ? askedAt + this.responseDelay - this.timers.now() : 0;
        const answer = () => this.enqueue(() => (epoch === this.epoch ? this.botAnswer(decisionId, p.player, option) : undefined));
        if (wait <= 0) return answer();
        return new Promise<void>((done) => this.timers.setTimeout(() => void answer().then(done, done), wait));
      })
      .catch((e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'bot answer failed'));
  }

  /** Gives the answer nobody needs to be asked for, if the decision is still the one it was for. */
  private async autoAnswered(decisionId: string, seat: PlayerId, option: string): Promise<void> {
    const p = this.state.pending;
    if (this.closing || this.isOver || !p || p.id !== decisionId || p.player !== seat) return;
    // the player may have asked always to be asked in the meantime
    if (autoAnswer(this.state) !== option) {
      this.botAsked = null;
      return;
    }
    await this.commit(null, { t: 'act', p: seat as Seat, d: p.id, o: option });
  }

  private async botAnswer(decisionId: string, seat: PlayerId, option: string | null): Promise<void> {
    const p = this.state.pending;
    if (this.closing || this.isOver || !p || p.id !== decisionId) return;
    let chosen = option;
    if (!chosen || !p.options.some((o) => o.id === chosen)) {
      if (chosen) this.env.logger.warn({ game: this.id, decision: p.id }, 'bot chose an option that was not offered; choosing at random');
      chosen = (p.options[Math.floor(Math.random() * p.options.length)] ?? p.options[0])?.id ?? null;
      if (!chosen) return;
    }
    await this.commit(null, { t: 'act', p: seat as Seat, d: p.id, o: chosen });
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  /**
   * The deck of a constructed game's last seat came in (the friend joined with it; the caller
   * stored it and runs in the actor's queue): the game is made with both decks, its log (only
   * settings can be in it yet) replayed on it, and every socket gets the whole view.
   */
  deckIn(seat: Seat, list: NonNullable<StoredGame['setup']>['decks'][Seat] & object): void {
    if (!this.meta.setup) return;
    this.meta.setup = { ...this.meta.setup, decks: { ...this.meta.setup.decks, [seat]: list } };
    this.game = rebuild(this.meta, this.log ?? []);
    this.botAsked = null;
    this.epoch += 1;
    this.resendAll();
    this.askBot();
  }

  /** A seat was taken by invite: store it and tell the sockets. */
  async seatTaken(): Promise<void> {
    const msg = JSON.stringify({ type: 'players', seats: seatsSummary(this.meta) } satisfies ServerMsg);
    for (const c of this.conns) c.send(msg);
    // the time away of a seat just taken counts from now
    const now = this.wallClock();
    for (const s of seatsOf(this.meta)) if (this.meta.seats[s]?.kind === 'human' && this.awaySince.has(s)) this.awaySince.set(s, now);
    // the game has begun: the clock starts for the decision pending
    if (this.clock && this.clockKey === null) {
      this.clockSync();
      if (this.clockKey !== null) this.sendViews();
    }
  }

  // ---- endings decided by the server (expiry, abandonment) ------------------------------------

  /** 'expired' or 'abandoned' once the server ended the game (as metadata: the engine's game is as it was). */
  get ended(): ServerEnding | null {
    const st = this.meta.status;
    return st === 'expired' || st === 'abandoned' || st === 'upgraded' ? st : null;
  }

  private wallClock(): number {
    return this.env.now ? this.env.now() : Date.now();
  }

  /**
   * Ends the game at the server level, if it is still `from` (and not over): stores the status
   * and a result with no winner (reason 'expired' or 'abandoned', the turn and scores it stood
   * at), then tells every socket with gameOver. Nothing more can be played in it; it stays as a
   * record. Resolves whether it did; rejects when the store refused (nothing changed then).
   */
  endByServer(ending: ServerEnding, from: GameStatus): Promise<boolean> {
    return this.enqueue(async () => {
      if (this.closing || this.state.result || this.meta.status !== from) return false;
      const s = this.state;
      const result: GameResult = { winner: null, reason: ending, scores: scoresOf(this.meta, s), turn: s.turn.number };
      await this.env.store.updateGame(this.id, { status: ending, result });
      this.meta.status = ending;
      this.meta.result = result;
      const over = JSON.stringify(this.gameOverMsg());
      for (const c of this.conns) c.send(over);
      for (const p of seatsOf(this.meta)) if (this.meta.seats[p]?.kind === 'bot') this.env.bots.release(`${this.id}:${p}`);
      if (this.conns.size === 0) this.idleSince = Date.now();
      this.env.logger.info({ game: this.id, status: ending, turn: result.turn, actions: s.seq }, `game ${ending}`);
      return true;
    });
  }

  /**
   * Nothing in the game needs it in memory: no socket, nothing queued, no store retry due, and no
   * bot or automatic answer due (a person is to decide, or the game is over). Such a game can be
   * dropped from memory and loaded again from the store when asked for.
   */
  get quiet(): boolean {
    if (this.conns.size > 0 || this.busy > 0 || this.storeRetry) return false;
    const s = this.state;
    const p = s.pending;
    if (this.isOver || !p || awaitingDeck(this.meta)) return true;
    // a bank running out must be seen to
    if (this.clock?.running) return false;
    if (this.meta.seats[p.player as Seat]?.kind === 'bot') return false;
    return autoAnswer(s) === null;
  }

  /**
   * The game leaves this server at once (another server took it over): no more work, its bots let
   * go, its sockets closed with 1012 "service restart" so that their clients reconnect and reach
   * the new owner. Nothing is written: the store is the new owner's.
   */
  drop(): void {
    this.closing = true;
    this.dropped = true;
    for (const p of seatsOf(this.meta)) if (this.meta.seats[p]?.kind === 'bot') this.env.bots.release(`${this.id}:${p}`);
    for (const c of [...this.conns]) {
      this.conns.delete(c);
      if (c.actor === this) c.actor = null;
      c.close?.(CLOSE_SERVICE_RESTART, 'service restart');
    }
  }

  /** Stops taking work; waits for what is queued. */
  async close(): Promise<void> {
    this.closing = true;
    await this.enqueue(async () => {
      // a clock running: its banks as of now are stored, so a restart charges the time taken on
      // the pending decision so far, but not the time the server is down
      const clock = this.clock;
      if (!clock?.running || this.isOver) return;
      const stored = { ...clock.config, banks: clock.snapshot(this.timers.now()), atEntry: this.entries };
      await this.env.store.updateGame(this.id, { clock: stored }).then(
        () => {
          this.meta.clock = stored;
        },
        (e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'could not store the clock at shutdown (the time on the pending decision will not be charged)'),
      );
    });
  }
}

/**
 * A game whose stored log no longer replays: it is kept in the store (status 'quarantined',
 * with the problem), listed with that status, and every hello for it is answered with the
 * error 'quarantined' naming where its log stops replaying. Nothing can be played in it.
 */
export class QuarantinedActor extends GameActor {
  constructor(
    meta: StoredGame,
    readonly failure: ReplayFailed,
    env: ActorEnv,
  ) {
    // The part that replayed gives the summary its turn and scores; a game that cannot even be
    // set up shows turn 0.
    super(meta, failure.partial ?? Game.create({ seed: 0 }), failure.entries, env);
  }

  /** What its players are told: where the log stops replaying (no engine message, which could name a hidden card). */
  get publicMessage(): string {
    return `this game is quarantined: its stored log no longer replays (${this.failure.publicProblem}). Nothing can be played in it until the server's operator repairs it (\`stccg db check\` names the problem).`;
  }

  override attach(conn: Conn, _viewer: Viewer): Promise<void> {
    return this.enqueue(() => conn.send(errorMsg('quarantined', this.publicMessage)));
  }

  override summary(mySeat?: Seat): GameSummary {
    const s = super.summary(mySeat);
    s.status = 'quarantined';
    s.problem = this.failure.publicProblem;
    if (this.failure.entry < 0) s.result = null;
    return s;
  }

  override askBot(): void {}
}

/**
 * A stored game started under an engine version whose games the current engine cannot resume
 * (RESUMES_GAMES_OF): ended by the upgrade (status 'upgraded', stored), never quarantined. Its
 * record is remade by that engine's frozen bundle when one is kept, so it stays readable as a
 * replay; every hello is answered with the error 'upgraded', naming both versions.
 */
export class UpgradedActor extends GameActor {
  constructor(
    meta: StoredGame,
    /** The game as its own (frozen) engine replays the log, or null when no engine of its version is kept. */
    readonly frozen: FrozenGame | null,
    readonly version: string,
    entries: number,
    env: ActorEnv,
  ) {
    super(meta, Game.create({ seed: 0 }), entries, env);
  }

  get publicMessage(): string {
    const replay = this.frozen ? 'its replay can still be watched' : `no engine ${this.version} is kept to show its replay`;
    return `this game was started under engine ${this.version} and ended by the server's upgrade to engine ${ENGINE_VERSION}, which cannot resume it; ${replay}`;
  }

  override attach(conn: Conn, _viewer: Viewer): Promise<void> {
    return this.enqueue(() => conn.send(errorMsg('upgraded', this.publicMessage)));
  }

  override summary(mySeat?: Seat): GameSummary {
    const s = super.summary(mySeat);
    const st = this.frozen?.state;
    s.turn = st?.turn.number ?? this.meta.result?.turn ?? 0;
    s.scores = st ? scoresOf(this.meta, st) : (this.meta.result?.scores ?? scoresOf(this.meta, null));
    s.result = this.meta.result;
    return s;
  }

  override recordWithPlayers(): object {
    if (!this.frozen) throw new RecordUnavailable(this.publicMessage);
    return { ...this.frozen.finish(), players: playersOf(this.meta), upgraded: this.meta.result };
  }

  override askBot(): void {}
}

/** A record that cannot be made (a game ended by an upgrade with no engine kept for it). */
export class RecordUnavailable extends Error {
  override name = 'RecordUnavailable';
}

export function playersOf(meta: StoredGame): Partial<Record<Seat, string>> {
  const out: Partial<Record<Seat, string>> = {};
  for (const s of seatsOf(meta)) {
    const r = meta.seats[s];
    out[s] = r?.kind === 'bot' ? `bot:${r.bot ?? 'random'}` : 'human';
  }
  return out;
}

export function errorMsg(code: ErrorCode, message: string, seq?: number): ServerMsg {
  const m: ServerMsg = { type: 'error', code, message };
  if (seq !== undefined) m.seq = seq;
  return m;
}
