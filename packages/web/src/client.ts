/**
 * The game connection: one WebSocket to /ws, attached to a game with a seat token (to play) or
 * without (to watch). Keeps the latest view and the event log merged across incremental views,
 * reconnects after a drop and re-attaches. Framework-free; React reads it through subscribe().
 */
import type { GameEvent, GameResult, PlayerView } from '@stccg/engine';
import type { ChatMessage, ErrorCode, GameSummary, Presence, Seat, ServerMsg, UndoInfo } from '@stccg/server/protocol.ts';
import type { ClockView } from '@stccg/server/clock.ts';
import { LiveSocket, wsUrl, type Socket } from './live-socket.ts';

export { wsUrl, type Socket };

/** The most chat messages kept on screen (the oldest go first). */
export const CHAT_KEEP = 200;

/** A game's clocks as last told, and when (the page's monotonic time) they arrived: only the running one ticks locally. */
export interface ClockState {
  clock: ClockView;
  at: number;
}

/** A seat's time left now: what the server said, less the time since for the running seat only (past its grace). */
export function clockLeft(c: ClockState, seat: Seat, now: number): number {
  const told = c.clock.remainingMs[seat] ?? 0;
  if (c.clock.running !== seat) return told;
  const spent = Math.max(0, now - c.at - c.clock.graceMs);
  return Math.max(0, told - spent);
}

/** m:ss (h:mm:ss from an hour), rounded up: 0:00 only when the time is gone. */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Merges chat messages by id (a history after a reconnect repeats what was shown), in the order said. */
export function mergeChat(kept: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(kept.map((m) => m.id));
  const out = [...kept];
  for (const m of more) if (!seen.has(m.id)) {
    seen.add(m.id);
    out.push(m);
  }
  out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return out.slice(-CHAT_KEEP);
}

const CHAT_CODES: readonly string[] = ['muted', 'chat-not-allowed', 'chat-too-long', 'chat-rate-limited', 'cannot-claim'];

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
  /** A game with a clock: the banks as the last welcome or view told them (null: no clock). */
  clock: ClockState | null;
  /** Who is at the table, as the last presence (or welcome) said, with when it arrived. */
  presence: { presence: Presence; at: number } | null;
  /** The game's chat (players' channel, and the spectators' where this viewer reads it). */
  chat: ChatMessage[];
  /** The seats that let the spectators' messages reach them. */
  spectatorsAllowed: Seat[];
  /** The last refusal of a chat message, a chat setting or a claim (shown by the chat panel or the claim banner). */
  chatError: { code: string; message: string } | null;
  claimError: string | null;
  /** A finished game's rematch: the seats that asked for one, and the new game once made (null: nobody asked). */
  rematch: { asked: Seat[]; gameId: string | null } | null;
}

/** Whether the server answers "why not?" questions (a `why` message); flip when the protocol has it. */
export const SERVER_ANSWERS_WHY = true;

export class GameClient extends LiveSocket<ClientState> {
  private chunks: LogChunk[] = [];
  private whyWaiting = new Map<string, (reasons: string[]) => void>();
  /** The last chat message or setting sent, until the next message from the server (a refusal names no request). */
  private chatSent: { setting?: boolean; before: Seat[] } | null = null;
  /** The page's monotonic time (tests may give their own). */
  now: () => number = () => performance.now();

  /**
   * `token`: this browser's seat token (to play), or null (to watch), or `{seat}`: play that seat
   * of the signed-in account, which the server knows by the socket's session cookie (a game this
   * browser holds no token for, opened from the account's list).
   */
  constructor(
    readonly gameId: string,
    readonly token: string | null | { seat: Seat },
    open: () => Socket = () => new WebSocket(wsUrl()) as unknown as Socket,
  ) {
    super({ status: 'connecting', seat: null, view: null, log: [], error: null, result: null, record: null, busy: false, seats: null, undo: null, constructed: false, waiting: false, clock: null, presence: null, chat: [], spectatorsAllowed: [], chatError: null, claimError: null, rematch: null }, open);
  }

  protected hello(): object {
    return helloMsg(this.gameId, this.token);
  }

  protected closed(): Partial<ClientState> {
    return { status: 'closed', busy: false };
  }

  receive(msg: ServerMsg): void {
    switch (msg.type) {
      case 'welcome':
        this.chunks = [];
        this.acceptView(msg.view, { seat: msg.seat, status: 'open', error: null, undo: msg.undo ?? null, constructed: msg.format === 'constructed', waiting: msg.waiting === true, ...(msg.seats ? { seats: msg.seats } : {}), clock: msg.clock ? { clock: msg.clock, at: this.now() } : null, presence: msg.presence ? { presence: msg.presence, at: this.now() } : null });
        break;
      case 'view':
        this.acceptView(msg.view, { undo: msg.undo ?? null, ...(msg.clock ? { clock: { clock: msg.clock, at: this.now() } } : {}) });
        break;
      case 'presence':
        this.set({ presence: { presence: msg.presence, at: this.now() }, claimError: null });
        break;
      case 'chat':
        if (msg.message.gameId === undefined || msg.message.gameId === this.gameId) this.set({ chat: mergeChat(this.state.chat, [msg.message]) });
        break;
      case 'chatHistory':
        if (msg.channel === 'game') this.set({ chat: mergeChat(this.state.chat, msg.messages), ...(msg.spectatorsAllowed ? { spectatorsAllowed: msg.spectatorsAllowed } : {}) });
        break;
      case 'error':
        // a fatal attach error stops the retries (no such game, a wrong token, a quarantined game
        // nothing can be played in); the store unable to give the game yet: connect again after
        // the usual wait; others are shown and the view stays as it was
        if (CHAT_CODES.includes(msg.code) || (this.chatSent && !this.state.busy && (msg.code === 'storage' || msg.code === 'spectator'))) {
          // a refused chat message, chat setting or claim: said beside the chat or the claim, nothing else changes
          const pending = this.chatSent;
          this.chatSent = null;
          if (msg.code === 'cannot-claim') this.set({ claimError: msg.message });
          else this.set({ chatError: { code: msg.code, message: msg.message }, ...(pending?.setting !== undefined ? { spectatorsAllowed: pending.before } : {}) });
          break;
        }
        if (msg.code === 'unknown-game' || msg.code === 'bad-token' || msg.code === 'quarantined' || msg.code === 'upgraded' || msg.code === 'no-spectators') this.stop();
        this.set({ error: { code: msg.code, message: msg.message }, busy: false, ...(this.stopped ? { status: 'failed' as const } : {}) });
        if (msg.code === 'storage' && this.state.status !== 'open') this.ws?.close();
        break;
      case 'gameOver':
        {
          // a game the server ended (lost on time, claimed): the last view had no result, and its
          // decision can no longer be answered; the clocks stop where they are
          const v = this.state.view;
          const c = this.state.clock;
          this.set({
            result: msg.result,
            record: msg.record,
            busy: false,
            ...(v && !v.result ? { view: { ...v, result: msg.result, pending: null } } : {}),
            ...(c && c.clock.running ? { clock: { clock: { ...c.clock, running: null, remainingMs: { ...c.clock.remainingMs, [c.clock.running]: msg.result.reason === 'time' ? 0 : clockLeft(c, c.clock.running, this.now()) } }, at: c.at } } : {}),
            presence: null,
          });
        }
        break;
      case 'rematch':
        this.set({ rematch: { asked: msg.asked, gameId: msg.gameId ?? null } });
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

  /** Says something in the game's chat (the players' channel from a seat, the spectators' when watching). */
  chat(text: string): boolean {
    const t = text.trim();
    if (!t) return false;
    if (!this.send({ type: 'chat', channel: 'game', text: t })) {
      this.set({ chatError: { code: 'connection', message: 'Not connected: reconnecting…' } });
      return false;
    }
    this.chatSent = { before: this.state.spectatorsAllowed };
    this.set({ chatError: null });
    return true;
  }

  /** Whether the spectators' messages reach this seat (the server keeps it per game and seat). */
  setSpectatorChat(on: boolean): void {
    const seat = this.state.seat;
    if (!seat || seat === 'spectator') return;
    const before = this.state.spectatorsAllowed;
    if (!this.send({ type: 'chatSettings', spectators: on })) {
      this.set({ chatError: { code: 'connection', message: 'Not connected: reconnecting…' } });
      return;
    }
    this.chatSent = { setting: on, before };
    this.set({ chatError: null, spectatorsAllowed: on ? [...before.filter((s) => s !== seat), seat] : before.filter((s) => s !== seat) });
  }

  /** Claims the game of an opponent who left (a game without a clock, once the presence says it may be). */
  claim(): void {
    if (!this.send({ type: 'claim' })) this.set({ claimError: 'Not connected: reconnecting…' });
    else this.set({ claimError: null });
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

