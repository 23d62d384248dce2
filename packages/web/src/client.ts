/**
 * The game connection: one WebSocket to /ws, attached to a game with a seat token (to play) or
 * without (to watch). Keeps the latest view and the event log merged across incremental views,
 * reconnects after a drop and re-attaches. Framework-free; React reads it through subscribe().
 */
import type { GameEvent, GameResult, PlayerView } from '@stccg/engine';
import type { ErrorCode, GameSummary, Seat, ServerMsg, UndoInfo } from '@stccg/server/protocol.ts';

export interface LogChunk {
  /** Index in the full log of the first event considered, and the full log's length then. */
  from: number;
  to: number;
  events: GameEvent[];
}

/** Adds a view's log slice to the chunks received so far (views may carry the whole log or only new events). */
export function mergeLog(chunks: readonly LogChunk[], v: Pick<PlayerView, 'logStart' | 'logLength' | 'log'>): LogChunk[] {
  const kept = chunks.filter((c) => c.to <= v.logStart);
  return [...kept, { from: v.logStart, to: v.logLength, events: v.log }];
}

export function flatLog(chunks: readonly LogChunk[]): GameEvent[] {
  return chunks.flatMap((c) => c.events);
}

export interface ClientState {
  /** 'failed': the server refused the game for good (no such game, a wrong token, quarantined); no more attempts. */
  status: 'connecting' | 'open' | 'closed' | 'failed';
  seat: Seat | 'spectator' | null;
  view: PlayerView | null;
  log: GameEvent[];
  error: { code: ErrorCode | 'connection'; message: string } | null;
  result: GameResult | null;
  /** The finished game's record as the server sent it (JSON text or a link). */
  record: string | null;
  /** An action was sent and its answer has not arrived. */
  busy: boolean;
  /** Who holds each seat (a friend's seat becomes taken when they join), when the server says. */
  seats: GameSummary['seats'] | null;
  /** In a game against a bot: how many of one's own last actions may be taken back now, and why not more (null elsewhere). */
  undo: UndoInfo | null;
  /** A constructed game (the players' own decks). */
  constructed: boolean;
  /** A constructed game waiting for the friend to join with their deck: its view is not the game yet. */
  waiting: boolean;
}

/** Whether the server answers "why not?" questions (a `why` message); flip when the protocol has it. */
export const SERVER_ANSWERS_WHY = true;

export interface Socket {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export class GameClient {
  private chunks: LogChunk[] = [];
  private ws: Socket | null = null;
  private listeners = new Set<() => void>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private whyWaiting = new Map<string, (reasons: string[]) => void>();
  state: ClientState = { status: 'connecting', seat: null, view: null, log: [], error: null, result: null, record: null, busy: false, seats: null, undo: null, constructed: false, waiting: false };

  /**
   * `token`: this browser's seat token (to play), or null (to watch), or `{seat}`: play that seat
   * of the signed-in account, which the server knows by the socket's session cookie (a game this
   * browser holds no token for, opened from the account's list).
   */
  constructor(
    readonly gameId: string,
    readonly token: string | null | { seat: Seat },
    private readonly open: () => Socket = () => new WebSocket(wsUrl()) as unknown as Socket,
  ) {}

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getState = (): ClientState => this.state;

  private set(patch: Partial<ClientState>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    this.timer = null;
    this.pinger = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
  }

  private connect(): void {
    const ws = this.open();
    this.ws = ws;
    this.set({ status: 'connecting' });
    ws.onopen = () => {
      this.retry = 0;
      ws.send(JSON.stringify(helloMsg(this.gameId, this.token)));
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = setInterval(() => this.send({ type: 'ping' }), 25_000);
    };
    ws.onmessage = (ev) => {
      let msg: ServerMsg;
      try {
        msg = JSON.parse(String(ev.data)) as ServerMsg;
      } catch {
        return;
      }
      this.receive(msg);
    };
    ws.onclose = () => {
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = null;
      if (this.stopped || this.ws !== ws) return;
      this.set({ status: 'closed', busy: false });
      const wait = Math.min(10_000, 500 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), wait);
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  receive(msg: ServerMsg): void {
    switch (msg.type) {
      case 'welcome':
        this.chunks = [];
        this.acceptView(msg.view, { seat: msg.seat, status: 'open', error: null, undo: msg.undo ?? null, constructed: msg.format === 'constructed', waiting: msg.waiting === true, ...(msg.seats ? { seats: msg.seats } : {}) });
        break;
      case 'view':
        this.acceptView(msg.view, { undo: msg.undo ?? null });
        break;
      case 'error':
        // a fatal attach error stops the retries (no such game, a wrong token, a quarantined game
        // nothing can be played in); the store unable to give the game yet: connect again after
        // the usual wait; others are shown and the view stays as it was
        if (msg.code === 'unknown-game' || msg.code === 'bad-token' || msg.code === 'quarantined' || msg.code === 'upgraded') this.stop();
        this.set({ error: { code: msg.code, message: msg.message }, busy: false, ...(this.stopped ? { status: 'failed' as const } : {}) });
        if (msg.code === 'storage' && this.state.status !== 'open') this.ws?.close();
        break;
      case 'gameOver':
        this.set({ result: msg.result, record: msg.record });
        break;
      case 'pong':
        break;
      case 'players':
        this.set({ seats: msg.seats });
        break;
      default: {
        // a `why` answer, once the protocol has it
        const m = msg as { type: string; card?: unknown; reasons?: unknown };
        if (m.type === 'why' && typeof m.card === 'string' && Array.isArray(m.reasons)) {
          this.whyWaiting.get(m.card)?.(m.reasons.map(String));
          this.whyWaiting.delete(m.card);
        }
      }
    }
  }

  private acceptView(v: PlayerView, patch: Partial<ClientState>): void {
    // views only move forward; an older one (a late duplicate) is ignored
    if (this.state.view && v.seq < this.state.view.seq && !patch.seat) return;
    this.chunks = mergeLog(this.chunks, v);
    this.set({ ...patch, view: v, log: flatLog(this.chunks), busy: false, result: v.result ?? this.state.result });
  }

  private send(msg: object): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1) return false;
    ws.send(JSON.stringify(msg));
    return true;
  }

  /** Answers the pending decision with one of its options. */
  act(optionId: string): void {
    const v = this.state.view;
    if (!v?.pending || this.state.busy) return;
    if (this.send({ type: 'act', seq: v.seq, decision: v.pending.id, option: optionId })) this.set({ busy: true, error: null });
    else this.set({ error: { code: 'connection', message: 'Not connected: reconnecting…' } });
  }

  setAlwaysRespond(on: boolean): void {
    this.send({ type: 'settings', alwaysRespond: on });
  }

  concede(): void {
    this.send({ type: 'concede' });
  }

  /** Takes back one's own last action (a game against a bot); the server sends the whole view again, or says why not. */
  undo(): void {
    const v = this.state.view;
    if (!v || this.state.busy) return;
    if (this.send({ type: 'undo', seq: v.seq })) this.set({ busy: true, error: null });
    else this.set({ error: { code: 'connection', message: 'Not connected: reconnecting…' } });
  }

  /**
   * "Why not?" for a card: the rules that stop it now. Needs a `why` message in the protocol
   * (client: {type:'why', card}; server: {type:'why', card, reasons}); until then it answers nothing.
   */
  why(cardId: string): Promise<string[]> {
    return new Promise((resolve) => {
      if (!SERVER_ANSWERS_WHY || !this.send({ type: 'why', card: cardId })) return resolve([]);
      this.whyWaiting.set(cardId, resolve);
    });
  }

  clearError(): void {
    this.set({ error: null });
  }
}

/** The hello that attaches a socket: with the seat's token, with the account's seat (no token), or neither (to watch). */
export function helloMsg(gameId: string, token: string | null | { seat: Seat }): { type: 'hello'; gameId: string; token?: string; seat?: Seat } {
  if (typeof token === 'string' && token) return { type: 'hello', gameId, token };
  if (token && typeof token === 'object') return { type: 'hello', gameId, seat: token.seat };
  return { type: 'hello', gameId };
}

export function wsUrl(): string {
  const l = globalThis.location;
  return `${l.protocol === 'https:' ? 'wss' : 'ws'}://${l.host}/ws`;
}
