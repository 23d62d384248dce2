/**
 * The game protocol between a client (browser, terminal, bot) and the server: JSON messages
 * over a WebSocket at /ws, validated with zod on arrival. Shared by the server and the web
 * client (type imports only on the client side, plus the schemas if it wants to validate).
 *
 * A session: open ws://HOST/ws, send `hello` (with the seat token to play, without to watch),
 * receive `welcome` with the current view, then a `view` after every change. Answer your
 * pending decision with `act`, quoting the view's `seq` and the decision id.
 *
 * Event logs are incremental: `welcome.view.log` holds the whole log (logStart 0); every later
 * `view.log` holds only the events from `view.logStart` on (the ones not sent before on this
 * socket), so a client appends them. `view.logLength` is the length of the full log.
 *
 * Every error names its problem and changes nothing; `seq`, when present, is the game's current
 * sequence number (so a client whose `act` was stale knows it must wait for the next view).
 */
import { z } from 'zod';
import type { GameResult, PlayerView } from '@stccg/engine';

export const MAX_MESSAGE_BYTES = 4096;

export const Seat = z.enum(['federation', 'klingon']);
export type Seat = z.infer<typeof Seat>;
export const BotName = z.enum(['random', 'heuristic', 'search']);
export type BotName = z.infer<typeof BotName>;

// ---- client -> server --------------------------------------------------------------------
/** Attach this socket to a game: with a seat token to play, without one to watch. */
export const HelloMsg = z.object({ type: z.literal('hello'), gameId: z.string().min(1).max(64), token: z.string().min(1).max(128).optional() }).strict();
/** Answer the pending decision. `seq` is the view.seq the client saw; a stale one is refused. */
export const ActMsg = z.object({ type: z.literal('act'), seq: z.number().int().nonnegative(), decision: z.string().min(1).max(32), option: z.string().min(1).max(256) }).strict();
export const SettingsMsg = z.object({ type: z.literal('settings'), alwaysRespond: z.boolean() }).strict();
export const ConcedeMsg = z.object({ type: z.literal('concede') }).strict();
export const PingMsg = z.object({ type: z.literal('ping') }).strict();
/** Ask why one of your cards (or a mission) cannot act now; answered with a `why` message. */
export const WhyMsg = z.object({ type: z.literal('why'), card: z.string().min(1).max(128) }).strict();
export const ClientMsg = z.discriminatedUnion('type', [HelloMsg, ActMsg, SettingsMsg, ConcedeMsg, PingMsg, WhyMsg]);
export type ClientMsg = z.infer<typeof ClientMsg>;

// ---- server -> client --------------------------------------------------------------------
export type ErrorCode =
  | 'malformed' // not JSON, or not a message of the protocol
  | 'too-large'
  | 'rate-limited'
  | 'unknown-game'
  | 'bad-token'
  | 'not-attached' // act/settings before hello
  | 'spectator' // a spectator tried to act
  | 'not-your-decision'
  | 'stale' // seq or decision id no longer current
  | 'illegal' // option not offered
  | 'game-over'
  | 'internal'
  | 'unknown-type' // JSON with a `type` the protocol does not have
  | 'unavailable'; // the server is shutting down

export type ServerMsg =
  | { type: 'welcome'; gameId: string; seat: Seat | 'spectator'; view: PlayerView; seats?: GameSummary['seats'] }
  | { type: 'view'; view: PlayerView }
  | { type: 'error'; code: ErrorCode; message: string; seq?: number }
  /** A seat was taken (a friend joined by invite). */
  | { type: 'players'; seats: GameSummary['seats'] }
  | { type: 'gameOver'; result: GameResult; record: string }
  /** The rules that stop a card from acting now (empty: nothing forbids it). */
  | { type: 'why'; card: string; reasons: string[] }
  | { type: 'pong' };

// ---- HTTP ----------------------------------------------------------------------------------
/** POST /api/games */
export const CreateGameReq = z.object({
  mode: z.enum(['bot', 'friend']),
  side: Seat.default('federation'),
  bot: BotName.default('heuristic'),
  seed: z.number().int().nonnegative().optional(),
  withPremiums: z.boolean().optional(),
}).strict();
export type CreateGameReq = z.infer<typeof CreateGameReq>;
export interface CreateGameRes {
  gameId: string;
  seat: Seat;
  token: string;
  /** For mode 'friend': the link the other player opens to take the other seat. */
  inviteUrl?: string;
  /** The bare invite code in inviteUrl (what POST /api/games/:id/join takes). */
  invite?: string;
  watchUrl: string;
}
/** POST /api/games/:id/join with the invite code from the link. */
export const JoinGameReq = z.object({ invite: z.string().min(1).max(128) }).strict();
export interface JoinGameRes {
  gameId: string;
  seat: Seat;
  token: string;
}
/** GET /api/games?tokens=a,b — the games of the seats whose tokens the client holds. */
export interface GameSummary {
  gameId: string;
  status: 'waiting' | 'playing' | 'finished';
  seats: Record<Seat, { kind: 'human' | 'bot'; bot?: string; taken: boolean }>;
  turn: number;
  scores: Record<Seat, number>;
  result: GameResult | null;
  createdAt: string;
  /** In GET /api/games?tokens=...: the seat the token plays. */
  mySeat?: Seat;
}
/** GET /api/games?tokens=a,b */
export interface ListGamesRes {
  games: GameSummary[];
}
/** Any HTTP error: status code 4xx/5xx and this body. */
export interface HttpError {
  error: string;
  message: string;
}
/**
 * Other HTTP routes:
 *   GET /health                    -> { ok: true, games, connections, store, uptimeSeconds }
 *   GET /api/games/:id             -> GameSummary (public: anyone with the id may watch)
 *   GET /api/games/:id/record      -> GameRecord (the engine's, JSON) once the game is finished; 409 before
 * Links made by the server (routes of the web client):
 *   inviteUrl  = ORIGIN/join/:gameId?invite=CODE
 *   watchUrl   = ORIGIN/watch/:gameId
 */
