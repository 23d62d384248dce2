/**
 * The lobby in the browser (issue 29): the open games and who is online, live over one WebSocket
 * subscribed with `{type:'lobby'}`, the lobby's chat on the same socket, and the lobby's HTTP calls
 * (post, join, cancel). Framework-free; React reads it through subscribe(). Seat tokens travel only
 * in request bodies and are kept as this browser's tickets (api.ts), as the other flows keep them.
 */
import type { ChatMessage, ErrorCode, LobbyClock, LobbyGame, LobbyOnline, ServerMsg } from '@stccg/server/protocol.ts';
import { ApiError, call, saveTicket, ticketFor, type Seat } from './api.ts';
import { sentence, waitText } from './account.ts';
import { LiveSocket, wsUrl, type Socket } from './live-socket.ts';

export type { ChatMessage, LobbyClock, LobbyGame, LobbyOnline };

/** The most characters a chat message may have (the server's MAX_CHAT_CHARS). */
export const MAX_CHAT_CHARS = 500;
/** The lobby's chat kept on screen: the newest this many messages. */
export const CHAT_KEEP = 200;

/** The clock choices the post form offers ('none': no clock). */
export const CLOCK_CHOICES: { id: string; label: string; clock: LobbyClock | null }[] = [
  { id: 'none', label: 'No clock', clock: null },
  { id: '10+5', label: '10 min + 5 s', clock: { minutes: 10, incrementSeconds: 5 } },
  { id: '20+10', label: '20 min + 10 s', clock: { minutes: 20, incrementSeconds: 10 } },
  { id: '30+0', label: '30 min', clock: { minutes: 30, incrementSeconds: 0 } },
  { id: '60+30', label: '60 min + 30 s', clock: { minutes: 60, incrementSeconds: 30 } },
];

/** A clock as a person reads it: "No clock", "10 min + 5 s a move", "30 min". */
export function clockText(clock: LobbyClock | null): string {
  if (!clock) return 'No clock';
  return clock.incrementSeconds > 0 ? `${clock.minutes} min + ${clock.incrementSeconds} s a move` : `${clock.minutes} min`;
}

/** Why this chat text cannot be sent, or null; counted as the server counts (trimmed, in characters). */
export function chatProblem(text: string): string | null {
  const n = [...text.trim()].length;
  if (n === 0) return 'Write something first.';
  if (n > MAX_CHAT_CHARS) return `A message may have at most ${MAX_CHAT_CHARS} characters (this one has ${n}).`;
  return null;
}

/** A chat refusal of the server as a sentence: the rate limit tells the wait, muted says so. */
export function chatErrorText(code: ErrorCode | 'connection', message: string): string {
  if (code === 'chat-rate-limited') {
    const m = /wait (\d+) s/.exec(message);
    return m ? `You are sending messages too fast: wait ${waitText(Number(m[1]))}, then send again. This one was not sent.` : sentence(message);
  }
  if (code === 'muted') return 'Your account is muted: you cannot chat here.';
  if (code === 'chat-not-allowed') return 'Sign in to chat in the lobby. Guests can chat in their own games.';
  return sentence(message);
}

/** Adds one message (or a history) to the chat shown: by id, oldest first, the newest CHAT_KEEP kept. */
export function addMessages(shown: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(shown.map((m) => m.id));
  const all = [...shown];
  for (const m of more) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    all.push(m);
  }
  return all.slice(-CHAT_KEEP);
}

/** Whether this lobby game is one's own: this browser holds its seat token, or its host is the signed-in account. */
export function isOwnGame(g: Pick<LobbyGame, 'gameId' | 'host'>, accountName: string | null, hasTicket: (gameId: string) => boolean): boolean {
  if (hasTicket(g.gameId)) return true;
  return accountName !== null && g.host !== 'guest' && g.host === accountName;
}

/** Who is online, as a line: "Picard, Worf and 2 guests". */
export function onlineText(o: LobbyOnline): string {
  const parts = [...o.accounts];
  if (o.guests > 0) parts.push(o.guests === 1 ? '1 guest' : `${o.guests} guests`);
  if (parts.length === 0) return 'Nobody';
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

// ---- the HTTP calls ----

export interface PostLobbyGame {
  format: 'intro' | 'constructed';
  side?: Seat;
  deck?: string;
  rated?: boolean;
  clock: LobbyClock | null;
  /** false: no spectators while the game is played. */
  spectators?: boolean;
}

/** Posts a game to the lobby; the host's seat is kept as this browser's ticket. */
export async function postLobbyGame(req: PostLobbyGame): Promise<{ gameId: string; seat: Seat; token: string }> {
  const body: Record<string, unknown> = { format: req.format, clock: req.clock };
  if (req.format === 'intro' && req.side) body.side = req.side;
  if (req.format === 'constructed') body.deck = req.deck ?? '';
  if (req.rated) body.rated = true;
  if (req.spectators === false) body.spectators = false;
  const res = await call<{ gameId: string; seat: Seat; token: string }>('POST', '/api/lobby/games', body);
  saveTicket({ gameId: res.gameId, seat: res.seat, token: res.token, opponent: 'friend', createdAt: Date.now() });
  return res;
}

/** Takes a lobby game's open seat (with one's deck in a constructed game). */
export async function joinLobbyGame(gameId: string, deck?: string): Promise<{ gameId: string; seat: Seat; token: string }> {
  const res = await call<{ gameId: string; seat: Seat; token: string }>('POST', `/api/lobby/games/${encodeURIComponent(gameId)}/join`, deck === undefined ? {} : { deck });
  saveTicket({ gameId: res.gameId, seat: res.seat, token: res.token, opponent: 'friend', createdAt: Date.now() });
  return res;
}

/** Takes one's own game off the lobby (by this browser's seat token, or the signed-in host's session). */
export async function cancelLobbyGame(gameId: string): Promise<void> {
  const t = ticketFor(gameId);
  await call<unknown>('POST', `/api/lobby/games/${encodeURIComponent(gameId)}/cancel`, t ? { token: t.token } : {});
}

/** What to tell a person of a failed lobby request. */
export function lobbyErrorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 404) return 'That game is no longer in the lobby: someone took it, or it was cancelled.';
    return sentence(e.message);
  }
  return 'The server could not be reached: try again in a moment.';
}

// ---- the live lobby ----

export interface LobbyState {
  status: 'connecting' | 'open' | 'closed';
  /** null until the first list arrives. */
  games: LobbyGame[] | null;
  online: LobbyOnline | null;
  chat: ChatMessage[];
  /** The last chat refusal, as a sentence. */
  chatError: string | null;
}

export class LobbyClient extends LiveSocket<LobbyState> {
  constructor(open: () => Socket = () => new WebSocket(wsUrl()) as unknown as Socket) {
    super({ status: 'connecting', games: null, online: null, chat: [], chatError: null }, open);
  }

  protected hello(): object {
    return { type: 'lobby' };
  }

  protected closed(): Partial<LobbyState> {
    return { status: 'closed' };
  }

  receive(msg: ServerMsg): void {
    switch (msg.type) {
      case 'lobby':
        this.set({ status: 'open', games: msg.games, online: msg.online });
        break;
      case 'chatHistory':
        if (msg.channel === 'lobby') this.set({ chat: addMessages(this.state.chat, msg.messages) });
        break;
      case 'chat':
        if (msg.message.channel === 'lobby') this.set({ chat: addMessages(this.state.chat, [msg.message]) });
        break;
      case 'error':
        this.set({ chatError: chatErrorText(msg.code, msg.message) });
        break;
      default:
        break;
    }
  }

  /** Says something in the lobby; a problem found before sending is told at once and nothing is sent. */
  say(text: string): boolean {
    const problem = chatProblem(text);
    if (problem) {
      this.set({ chatError: problem });
      return false;
    }
    if (!this.send({ type: 'chat', channel: 'lobby', text: text.trim() })) {
      this.set({ chatError: 'Not connected: reconnecting…' });
      return false;
    }
    this.set({ chatError: null });
    return true;
  }

  clearChatError(): void {
    this.set({ chatError: null });
  }
}
