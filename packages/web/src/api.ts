/**
 * HTTP calls to the game server and the seat tokens this browser holds (localStorage), so a
 * reload or a return visit finds its games again. Secrets (seat tokens, invite codes) travel
 * only in request bodies and WebSocket messages, never in a URL.
 */
import type { GameRecord } from '@stccg/engine';
import type { CreateGameReq, CreateGameRes, GameSummary, JoinGameRes, RematchRes, Seat } from '@stccg/server/protocol.ts';
import { OWNER_HEADER, ownerKey } from './ownerKey.ts';

export type { CreateGameRes, GameSummary, JoinGameRes, Seat };
export type BotName = 'random' | 'heuristic' | 'search';

export interface SeatTicket {
  gameId: string;
  seat: Seat;
  token: string;
  inviteUrl?: string;
  /** What the other seat is, as chosen at creation ("bot:heuristic", "friend", "tutorial": the guided first game against the heuristic bot). */
  opponent?: string;
  createdAt: number;
}

const KEY = 'stccg.seats';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function tickets(): SeatTicket[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? (list as SeatTicket[]).filter((t) => t && typeof t.gameId === 'string' && typeof t.token === 'string') : [];
  } catch {
    return [];
  }
}

export function ticketFor(gameId: string): SeatTicket | null {
  return tickets().find((t) => t.gameId === gameId) ?? null;
}

export function saveTicket(t: SeatTicket): void {
  const rest = tickets().filter((x) => x.gameId !== t.gameId);
  storage()?.setItem(KEY, JSON.stringify([t, ...rest].slice(0, 50)));
}

export function forgetTicket(gameId: string): void {
  storage()?.setItem(KEY, JSON.stringify(tickets().filter((x) => x.gameId !== gameId)));
}

/** Told of every seat this browser takes (account.ts gives it to the signed-in account). */
let seatTaken: ((token: string) => void) | null = null;
export function onSeatTaken(fn: ((token: string) => void) | null): void {
  seatTaken = fn;
}

export class ApiError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * One JSON request to the server. Same-origin cookies go with it (the account's session cookie,
 * HTTP-only: script never reads it), and a browser's POST names its Origin, as the server asks of
 * every state-changing request. This browser's owner key goes in its header (ownerKey.ts).
 */
export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  // the owner key goes with every /api request (a sign-in gives this browser's decks to the account)
  const init: RequestInit = { method, headers: { accept: 'application/json', [OWNER_HEADER]: ownerKey() }, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const msg = data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : text || res.statusText;
    throw new ApiError(msg, res.status);
  }
  return data as T;
}

export async function createGame(req: Partial<CreateGameReq> & Pick<CreateGameReq, 'mode'>): Promise<CreateGameRes> {
  const res = await call<CreateGameRes>('POST', '/api/games', req);
  const bot = req.bot ?? (req.format === 'constructed' ? 'random' : 'heuristic');
  const t: SeatTicket = { gameId: res.gameId, seat: res.seat, token: res.token, opponent: req.mode === 'bot' ? `bot:${bot}` : req.mode === 'tutorial' ? 'tutorial' : 'friend', createdAt: Date.now() };
  if (res.inviteUrl) t.inviteUrl = res.inviteUrl;
  saveTicket(t);
  seatTaken?.(res.token);
  return res;
}

/** Takes the seat an invite opens; a constructed game is joined with one's own deck list (`deck`, the text of a deck file). */
export async function joinGame(gameId: string, invite: string, deck?: string): Promise<JoinGameRes> {
  const res = await call<JoinGameRes>('POST', `/api/games/${encodeURIComponent(gameId)}/join`, deck === undefined ? { invite } : { invite, deck });
  saveTicket({ gameId: res.gameId, seat: res.seat, token: res.token, opponent: 'friend', createdAt: Date.now() });
  seatTaken?.(res.token);
  return res;
}

/**
 * Asks for a rematch of a finished game (the seat's token in the body); in a constructed game,
 * `deck` is another deck list (absent: the same deck). Once the new game is made, its seat is kept
 * like any other.
 */
export async function askRematch(gameId: string, token: string, deck?: string): Promise<RematchRes> {
  const res = await call<RematchRes>('POST', `/api/games/${encodeURIComponent(gameId)}/rematch`, deck === undefined ? { token } : { token, deck });
  if (res.status === 'ready') {
    saveTicket({ gameId: res.gameId, seat: res.seat, token: res.token, opponent: 'friend', createdAt: Date.now() });
    seatTaken?.(res.token);
  }
  return res;
}

/** The games of these seat tokens. The tokens go in the POST body: never in a URL, which servers and proxies log. */
export async function listGames(tokens: string[]): Promise<GameSummary[]> {
  if (tokens.length === 0) return [];
  const res = await call<{ games: GameSummary[] }>('POST', '/api/games/list', { tokens: tokens.slice(0, 100) });
  return res.games;
}

/** A game's public summary, or null when the server has no such game. */
export async function fetchSummary(gameId: string): Promise<GameSummary | null> {
  try {
    return await call<GameSummary>('GET', `/api/games/${encodeURIComponent(gameId)}`);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export async function fetchRecord(gameId: string): Promise<GameRecord> {
  return call<GameRecord>('GET', `/api/games/${encodeURIComponent(gameId)}/record`);
}
