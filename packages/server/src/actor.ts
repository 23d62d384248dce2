/**
 * One actor per game: the only code that touches a game's state. Every message, bot answer and
 * join runs through its queue one at a time: check the sender and the sequence number, apply,
 * store the log entry, then send each attached socket its own view (never anything else derived
 * from the state). A game is rebuilt from its stored log by replaying it through the engine.
 */
import { Game, IllegalActionError, autoAnswer, explain, isResponsePoint, view } from '@stccg/engine';
import type { GameState, PlayerId, Viewer } from '@stccg/engine';
import { seatDecision } from '@stccg/ai';
import type { Logger } from 'pino';
import type { ErrorCode, GameSummary, Seat, ServerMsg } from './protocol.ts';
import type { GameStore, LogEntry, StoredGame } from './store.ts';
import type { BotPool } from './bots.ts';

/** A client socket as the actors see it. */
export interface Conn {
  readonly id: number;
  /** Sends a message, or a message already serialized to JSON. */
  send(msg: ServerMsg | string): void;
  viewer: Viewer | null;
  actor: GameActor | null;
  /** Length of the full event log already sent on this socket (views after the welcome are incremental). */
  logSent: number;
}

export interface ActorEnv {
  store: GameStore;
  bots: BotPool;
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
}

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
}

/** Rebuilds a game from its log. Throws ReplayFailed if an entry cannot be applied. */
export function rebuild(meta: StoredGame, log: LogEntry[]): Game {
  const game = Game.create({ seed: meta.seed, withPremiums: meta.withPremiums });
  log.forEach((e, i) => {
    try {
      applyEntry(game, e);
    } catch (err) {
      throw new ReplayFailed(`game ${meta.id}: log entry ${i + 1} (${e.t}) cannot be replayed: ${(err as Error).message}`);
    }
  });
  return game;
}

function applyEntry(game: Game, e: LogEntry): void {
  if (e.t === 'act') game.act({ decision: e.d, option: e.o }, e.p);
  else if (e.t === 'settings') game.setAlwaysRespond(e.p, e.alwaysRespond);
  else game.concede(e.p);
}

export function seatsSummary(meta: StoredGame): GameSummary['seats'] {
  const one = (s: Seat) => {
    const r = meta.seats[s];
    const out: GameSummary['seats'][Seat] = { kind: r.kind, taken: r.kind === 'bot' || r.tokenHash !== null };
    if (r.bot) out.bot = r.bot;
    return out;
  };
  return { federation: one('federation'), klingon: one('klingon') };
}

export class GameActor {
  private readonly conns = new Set<Conn>();
  private chain: Promise<unknown> = Promise.resolve();
  private botAsked: string | null = null;
  private closing = false;
  /** When the last socket left a finished game (for eviction from memory). */
  idleSince: number | null = null;

  constructor(
    public meta: StoredGame,
    public game: Game,
    /** Number of log entries stored. */
    private entries: number,
    private readonly env: ActorEnv,
  ) {}

  get id(): string {
    return this.meta.id;
  }
  get state(): GameState {
    return this.game.state;
  }
  get connections(): number {
    return this.conns.size;
  }

  /** Runs fn after everything queued before it; one at a time per game. */
  enqueue<T>(fn: () => T | Promise<T>): Promise<T> {
    const p = this.chain.then(fn);
    this.chain = p.catch(() => undefined);
    return p;
  }

  summary(mySeat?: Seat): GameSummary {
    const s = this.state;
    const out: GameSummary = {
      gameId: this.id,
      status: this.meta.status,
      seats: seatsSummary(this.meta),
      turn: s.turn.number,
      scores: { federation: s.players.federation.score, klingon: s.players.klingon.score },
      result: s.result,
      createdAt: this.meta.createdAt,
    };
    if (mySeat) out.mySeat = mySeat;
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
      const v = view(this.state, viewer);
      conn.logSent = v.logLength;
      conn.send({ type: 'welcome', gameId: this.id, seat: viewer, view: v, seats: seatsSummary(this.meta) });
      if (this.state.result) conn.send(this.gameOverMsg());
    });
  }

  detach(conn: Conn): void {
    this.conns.delete(conn);
    if (conn.actor === this) conn.actor = null;
    if (this.conns.size === 0 && this.state.result) this.idleSince = Date.now();
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
      if (decision !== p.id) return this.refuse(conn, 'stale', `decision ${decision} is not the pending decision (${p.id})`);
      if (p.player !== seat) return this.refuse(conn, 'not-your-decision', `decision ${p.id} is for the ${p.player} seat, not yours (${seat})`);
      if (!p.options.some((o) => o.id === option)) return this.refuse(conn, 'illegal', `that option is not one of the options offered for decision ${p.id}`);
      await this.commit(conn, { t: 'act', p: seat, d: p.id, o: option });
    });
  }

  settings(conn: Conn, alwaysRespond: boolean): Promise<void> {
    return this.enqueue(async () => {
      const seat = this.seatOf(conn);
      if (!seat) return;
      if (this.state.players[seat].alwaysRespond === alwaysRespond) return this.sendViews(seat);
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
      const c = this.state.cards[cardId];
      const mine = !!c && (c.owner === seat || c.at.z === 'spaceline');
      const reasons = mine ? explain(this.state, seat, cardId) : ['You can ask only about your own cards and the missions.'];
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
    return conn.viewer;
  }

  private refuse(conn: Conn, code: ErrorCode, message: string): void {
    conn.send(errorMsg(code, message, this.state.seq));
  }

  /** Applies an entry, stores it, then tells everyone. */
  private async commit(conn: Conn | null, entry: LogEntry): Promise<void> {
    try {
      applyEntry(this.game, entry);
    } catch (e) {
      // The checks above make this an engine bug; the state is unchanged for IllegalActionError.
      this.env.logger.error({ game: this.id, err: e, entry }, 'the engine refused a checked action');
      if (e instanceof IllegalActionError) {
        conn?.send(errorMsg('illegal', 'the action was refused', this.state.seq));
        return;
      }
      await this.recover();
      conn?.send(errorMsg('internal', 'the server could not apply the action', this.state.seq));
      return;
    }
    try {
      await this.env.store.append(this.id, this.entries, entry);
      this.entries += 1;
    } catch (e) {
      this.env.logger.error({ game: this.id, err: e }, 'could not store a log entry; rebuilding the game from the store');
      await this.recover();
      conn?.send(errorMsg('internal', 'the server could not store the action; try again', this.state.seq));
      return;
    }
    if (entry.t === 'settings') {
      this.sendViews(entry.p);
      return;
    }
    await this.afterChange();
  }

  /** Puts the game back as the store has it (after a failed write or an engine error). */
  private async recover(): Promise<void> {
    const loaded = await this.env.store.load(this.id).catch(() => null);
    if (loaded) {
      this.meta = loaded.game;
      this.game = rebuild(loaded.game, loaded.log);
      this.entries = loaded.log.length;
    }
    this.botAsked = null;
    this.sendViews();
    this.askBot();
  }

  private async afterChange(): Promise<void> {
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
      }
      const over = JSON.stringify(this.gameOverMsg());
      for (const c of this.conns) c.send(over);
      for (const p of ['federation', 'klingon'] as const) if (this.meta.seats[p].kind === 'bot') this.env.bots.release(`${this.id}:${p}`);
      this.env.logger.info({ game: this.id, result: s.result, actions: s.seq }, 'game over');
      if (this.conns.size === 0) this.idleSince = Date.now();
      return;
    }
    this.askBot();
  }

  /** Sends every attached socket (or those of one seat) its own view, with the log events it has not had yet. */
  sendViews(only?: Seat): void {
    const cache = new Map<string, string>();
    for (const c of this.conns) {
      if (!c.viewer || (only && c.viewer !== only)) continue;
      const key = `${c.viewer}|${c.logSent}`;
      let msg = cache.get(key);
      if (msg === undefined) {
        const v = view(this.state, c.viewer, { logFrom: c.logSent });
        msg = JSON.stringify({ type: 'view', view: v } satisfies ServerMsg);
        cache.set(key, msg);
      }
      c.logSent = this.state.log.length;
      c.send(msg);
    }
  }

  gameOverMsg(): ServerMsg {
    const s = this.state;
    const record = { ...this.game.finish(), players: playersOf(this.meta) };
    return { type: 'gameOver', result: s.result as NonNullable<GameState['result']>, record: JSON.stringify(record) };
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
    const s = this.state;
    const p = s.pending;
    if (this.closing || !p || s.result) return;
    const rec = this.meta.seats[p.player];
    if (this.botAsked === p.id) return;
    const responsePoint = isResponsePoint(s);
    const askedAt = this.timers.now();
    const decisionId = p.id;
    if (rec.kind !== 'bot') {
      const auto = autoAnswer(s);
      if (auto === null) return;
      this.botAsked = p.id;
      this.timers.setTimeout(() => {
        void this.enqueue(() => this.autoAnswered(decisionId, p.player, auto)).catch((e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'automatic answer failed'));
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
      .decide(`${this.id}:${p.player}`, name, rec.botSeed ?? 1, v, d, think)
      .then(
        (r) => r.option,
        (e: unknown) => {
          this.env.logger.warn({ game: this.id, bot: name, err: (e as Error).message }, 'bot failed; choosing at random');
          return null;
        },
      )
      .then((option) => {
        const wait = responsePoint ? askedAt + this.responseDelay - this.timers.now() : 0;
        const answer = () => this.enqueue(() => this.botAnswer(decisionId, p.player, option));
        if (wait <= 0) return answer();
        return new Promise<void>((done) => this.timers.setTimeout(() => void answer().then(done, done), wait));
      })
      .catch((e: unknown) => this.env.logger.error({ game: this.id, err: e }, 'bot answer failed'));
  }

  /** Gives the answer nobody needs to be asked for, if the decision is still the one it was for. */
  private async autoAnswered(decisionId: string, seat: PlayerId, option: string): Promise<void> {
    const p = this.state.pending;
    if (this.closing || this.state.result || !p || p.id !== decisionId || p.player !== seat) return;
    // the player may have asked always to be asked in the meantime
    if (autoAnswer(this.state) !== option) {
      this.botAsked = null;
      return;
    }
    await this.commit(null, { t: 'act', p: seat, d: p.id, o: option });
  }

  private async botAnswer(decisionId: string, seat: PlayerId, option: string | null): Promise<void> {
    const p = this.state.pending;
    if (this.closing || this.state.result || !p || p.id !== decisionId) return;
    let chosen = option;
    if (!chosen || !p.options.some((o) => o.id === chosen)) {
      if (chosen) this.env.logger.warn({ game: this.id, decision: p.id }, 'bot chose an option that was not offered; choosing at random');
      chosen = (p.options[Math.floor(Math.random() * p.options.length)] ?? p.options[0])?.id ?? null;
      if (!chosen) return;
    }
    await this.commit(null, { t: 'act', p: seat, d: p.id, o: chosen });
  }

  // ---- lifecycle -----------------------------------------------------------------------------

  /** A seat was taken by invite: store it and tell the sockets. */
  async seatTaken(): Promise<void> {
    const msg = JSON.stringify({ type: 'players', seats: seatsSummary(this.meta) } satisfies ServerMsg);
    for (const c of this.conns) c.send(msg);
  }

  /** Stops taking work; waits for what is queued. */
  async close(): Promise<void> {
    this.closing = true;
    await this.enqueue(() => undefined);
  }
}

export function playersOf(meta: StoredGame): Record<Seat, string> {
  const one = (s: Seat) => (meta.seats[s].kind === 'bot' ? `bot:${meta.seats[s].bot ?? 'random'}` : 'human');
  return { federation: one('federation'), klingon: one('klingon') };
}

export function errorMsg(code: ErrorCode, message: string, seq?: number): ServerMsg {
  const m: ServerMsg = { type: 'error', code, message };
  if (seq !== undefined) m.seq = seq;
  return m;
}
