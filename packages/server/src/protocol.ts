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
import type { ChatMessage } from './community-store.ts';
import type { ClockView } from './clock.ts';

export const MAX_MESSAGE_BYTES = 4096;

/**
 * Close codes the server ends a socket with, each with a sentence as the close reason:
 * 4408 no hello in time (say hello right after connecting), 4429 too many connections from the
 * client's address, 1008 a socket that kept flooding, 1001 the server is shutting down.
 */
export const CLOSE_HELLO_TIMEOUT = 4408;
export const CLOSE_TOO_MANY_CONNECTIONS = 4429;

/** The seats of the intro game (federation, klingon) and of a constructed game (player-1, player-2). */
export const Seat = z.enum(['federation', 'klingon', 'player-1', 'player-2']);
export type Seat = z.infer<typeof Seat>;
/** The formats a game is created in: the Introductory Two-Player Game, or constructed (the players' own decks). */
export const GameFormat = z.enum(['intro', 'constructed']);
export type GameFormat = z.infer<typeof GameFormat>;
/** The most bytes (UTF-8) a deck list may have. */
export const MAX_DECK_BYTES = 64 * 1024;
/** A deck list as the text of a deck file (docs/DECKS.md): one `COUNT CARD` a line. */
export const DeckText = z.string().refine((s) => s.length <= MAX_DECK_BYTES && new TextEncoder().encode(s).length <= MAX_DECK_BYTES, { message: `a deck list may be at most ${MAX_DECK_BYTES} bytes (64 KB)` });
export const BotName = z.enum(['random', 'heuristic', 'search']);
export type BotName = z.infer<typeof BotName>;

// ---- client -> server --------------------------------------------------------------------
/** Attach this socket to a game: with a seat token to play, without one to watch. */
/**
 * `seat` without a token: play that seat as the signed-in account that holds it (the socket's session
 * cookie; accounts.ts), from any browser.
 */
export const HelloMsg = z.object({ type: z.literal('hello'), gameId: z.string().min(1).max(64), token: z.string().min(1).max(128).optional(), seat: Seat.optional() }).strict();
/** Answer the pending decision. `seq` is the view.seq the client saw; a stale one is refused. */
export const ActMsg = z.object({ type: z.literal('act'), seq: z.number().int().nonnegative(), decision: z.string().min(1).max(32), option: z.string().min(1).max(256) }).strict();
export const SettingsMsg = z.object({ type: z.literal('settings'), alwaysRespond: z.boolean() }).strict();
export const ConcedeMsg = z.object({ type: z.literal('concede') }).strict();
export const PingMsg = z.object({ type: z.literal('ping') }).strict();
/** Ask why one of your cards (or a mission) cannot act now; answered with a `why` message. */
export const WhyMsg = z.object({ type: z.literal('why'), card: z.string().min(1).max(128) }).strict();
/**
 * Take back one's own last actions (`count`, default 1), in a game against a bot only: never past
 * new information or an answer of the bot (the engine's Game.undoLimit). `seq` is the view.seq the
 * client saw; a stale one is refused. A refused undo ('cannot-undo') changes nothing and says why.
 */
export const UndoMsg = z.object({ type: z.literal('undo'), seq: z.number().int().nonnegative(), count: z.number().int().min(1).max(1000).optional() }).strict();
/**
 * The lobby (issue 29): `{type:'lobby'}` subscribes this socket to the lobby (answered with a
 * `lobby` message, then one after every change, and the lobby's `chat`); `off: true` unsubscribes.
 * A subscribed socket needs no hello.
 */
export const LobbyMsg = z.object({ type: z.literal('lobby'), off: z.boolean().optional() }).strict();
/** The most characters a chat message may have. */
export const MAX_CHAT_CHARS = 500;
/**
 * Say something: in the lobby (`channel:'lobby'`, signed-in accounts only) or in the game this socket
 * is attached to (`channel:'game'`, the default: a seat speaks in the players' channel, a spectator in
 * the spectators' one). `text` is checked by the server (1 to MAX_CHAT_CHARS characters).
 */
export const ChatMsg = z.object({ type: z.literal('chat'), channel: z.enum(['lobby', 'game']).optional(), text: z.string().max(4096) }).strict();
/** A seat's chat setting: whether the spectators' messages reach it (default: no). */
export const ChatSettingsMsg = z.object({ type: z.literal('chatSettings'), spectators: z.boolean() }).strict();
/**
 * Claim the game when the opponent has left: allowed in a game between two people without a clock,
 * once the opponent's seat has had no socket for the server's claim time (`--claim-after`; the
 * `presence` message says when). The game ends as abandoned, the claimer the winner. Refused
 * ('cannot-claim', saying why) otherwise; nothing changes then.
 */
export const ClaimMsg = z.object({ type: z.literal('claim') }).strict();
export const ClientMsg = z.discriminatedUnion('type', [HelloMsg, ActMsg, SettingsMsg, ConcedeMsg, PingMsg, WhyMsg, UndoMsg, LobbyMsg, ChatMsg, ChatSettingsMsg, ClaimMsg]);
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
  | 'no-spectators' // a hello without a token to a game whose players allow no spectators while it is played
  | 'not-your-decision'
  | 'stale' // seq or decision id no longer current
  | 'illegal' // option not offered
  | 'game-over'
  | 'internal'
  | 'unknown-type' // JSON with a `type` the protocol does not have
  | 'unavailable' // the server is shutting down
  | 'storage' // the game's store cannot be written or read (disk full, database down): the move was not applied; try again
  | 'quarantined' // the game's stored log no longer replays: nothing can be played in it (the message says where it stops)
  | 'upgraded' // the game was ended by an engine upgrade that cannot resume it: its record stays readable as a replay
  | 'waiting' // a constructed game waiting for the friend's deck: nothing can be played before it comes
  | 'muted' // a chat message from a muted account
  | 'chat-not-allowed' // a chat message where its sender may not speak (a guest in the lobby or as a spectator, a socket in no game)
  | 'chat-too-long' // an empty chat message or one over MAX_CHAT_CHARS characters
  | 'chat-rate-limited' // more chat messages than CHAT_RATE allows: wait (the message says how long)
  | 'cannot-claim' // a claim that may not be made (the opponent is here, or not away long enough, or the game has a clock): nothing changed
  | 'cannot-undo'; // an undo that may not be made (a game between two people, nothing of one's own to take back): nothing changed

/**
 * In a game against a bot, with every view a seat is sent: how many of its own last actions it may
 * take back now (an `undo` message), and if none or no more, why not.
 */
/**
 * Who is at the table: for each seat of a person, whether a socket plays it; for a seat away in a
 * game that may be claimed (no clock), `claimInMs`: how long until its opponent may claim the game
 * (0: now).
 */
export type Presence = Partial<Record<Seat, { here: boolean; claimInMs?: number }>>;

/** A game's clock in a create request: the bank each player starts with and the increment at each of their turns, in seconds. */
export const ClockReq = z.object({ bankSeconds: z.number().int().min(30).max(86_400), incrementSeconds: z.number().int().min(0).max(3600).optional() }).strict();
export type ClockReq = z.infer<typeof ClockReq>;

export interface UndoInfo {
  count: number;
  reason: string | null;
}

export type ServerMsg =
  /** A fresh view with the whole log: on attaching, and after an undo (the log is then shorter than the one sent before). */
  /**
   * `format` 'constructed' for a game of the players' own decks; `waiting` while such a game
   * waits for the friend to join with their deck (its view is not the game yet, and nothing can
   * be played: a fresh welcome comes when the deck is in).
   */
  /** `clock`: in a game with a clock, both banks and whose runs (ClockView), with every welcome and view; `presence`: as the presence message. */
  | { type: 'welcome'; gameId: string; seat: Seat | 'spectator'; view: PlayerView; seats?: GameSummary['seats']; undo?: UndoInfo; format?: 'constructed'; waiting?: true; clock?: ClockView; presence?: Presence }
  | { type: 'view'; view: PlayerView; undo?: UndoInfo; clock?: ClockView }
  /** A person's seat came or went (a socket attached, or its last one left). */
  | { type: 'presence'; presence: Presence }
  /**
   * A finished game's rematch (POST /api/games/:id/rematch): `asked`, the seats that asked for one;
   * `gameId` once both did and the new game is made (each player fetches its own seat with the same
   * request: no token is ever sent to the table).
   */
  | { type: 'rematch'; asked: Seat[]; gameId?: string }
  | { type: 'error'; code: ErrorCode; message: string; seq?: number }
  /** A seat was taken (a friend joined by invite). */
  | { type: 'players'; seats: GameSummary['seats'] }
  | { type: 'gameOver'; result: GameResult; record: string }
  /** The rules that stop a card from acting now (empty: nothing forbids it). */
  | { type: 'why'; card: string; reasons: string[] }
  | { type: 'pong' }
  /** The lobby's open games and who is online: on subscribing and after every change. */
  | { type: 'lobby'; games: LobbyGame[]; online: LobbyOnline }
  /** A chat message, as it is said (to those who may read it). */
  | { type: 'chat'; message: ChatMessage }
  /** The chat so far: the lobby's last messages on subscribing, a game's (those the viewer may read) after a welcome. */
  | { type: 'chatHistory'; channel: 'lobby' | 'game'; messages: ChatMessage[]; spectatorsAllowed?: Seat[] };

/** One open game of the lobby: no seat token, no invite code, nothing of any deck. */
export interface LobbyGame {
  gameId: string;
  format: GameFormat;
  /** The host's account name, or 'guest'. */
  host: string;
  /** The seat the joiner gets. */
  openSeat: Seat;
  rated: boolean;
  /** The clock the host chose (clocks are not run yet), or null. */
  clock: LobbyClock | null;
  createdAt: string;
}
export interface LobbyOnline {
  /** The names of the signed-in accounts with a socket open, sorted. */
  accounts: string[];
  /** Addresses with a socket open and no account signed in on it. */
  guests: number;
}
export const LobbyClock = z.object({ minutes: z.number().int().min(1).max(180), incrementSeconds: z.number().int().min(0).max(600) }).strict();
export type LobbyClock = z.infer<typeof LobbyClock>;
/** POST /api/lobby/games: post a friend game to the lobby. */
export const CreateLobbyGameReq = z
  .object({
    format: GameFormat.optional(),
    side: Seat.optional(),
    deck: DeckText.optional(),
    withPremiums: z.boolean().optional(),
    rated: z.boolean().optional(),
    clock: LobbyClock.nullable().optional(),
    /** Whether people without a seat may watch while it is played (default true; hands are hidden from spectators always). */
    spectators: z.boolean().optional(),
  })
  .strict();
export type CreateLobbyGameReq = z.infer<typeof CreateLobbyGameReq>;
/** POST /api/lobby/games/:id/join: take the open seat (with one's deck in a constructed game). */
export const JoinLobbyGameReq = z.object({ deck: DeckText.optional() }).strict();
/** POST /api/lobby/games/:id/cancel: the host's seat token (or the host's session) takes the game off the lobby and ends it. */
export const CancelLobbyGameReq = z.object({ token: z.string().min(1).max(128).optional() }).strict();
export type { ChatMessage };

// ---- HTTP ----------------------------------------------------------------------------------
/**
 * POST /api/games. There is no `seed`: the server gives every game a fresh 256-bit seed, and a
 * request that names one is refused (a person is never seated in a game with a chosen seed).
 * The one exception is the tutorial, whose deal is the same for everyone and says so.
 */
export const CreateGameReq = z.object({
  /**
   * 'tutorial': the first-game guide's game against the heuristic bot, always on the same deal
   * (TUTORIAL_SEED, chosen by the server: side and bot are fixed too). It is marked as such in
   * its summary.
   */
  mode: z.enum(['bot', 'friend', 'tutorial']),
  /** Your seat: federation (default) or klingon in the intro game; player-1 (default) or player-2 in a constructed one. */
  side: Seat.optional(),
  /** The bot, for mode 'bot' (default heuristic; in a constructed game only the random bot plays for now, and it is the default there). */
  bot: BotName.optional(),
  withPremiums: z.boolean().optional(),
  /** Whether people without a seat may watch the game while it is played (default true; hands are hidden from spectators always; the replay is public once it is over). */
  spectators: z.boolean().optional(),
  /**
   * 'constructed': a game of the players' own decks (docs/DECKS.md) under the constructed rules;
   * default 'intro'. A constructed game needs `deck`; with mode 'bot' the bot plays `botDeck`,
   * or the server's sample deck (decks/constructed-klingon-playable.txt) when none is given.
   * A deck that does not read, breaks a deck rule or holds a card not playable yet is refused
   * (400 'bad-deck') with every reason, and nothing is created.
   */
  format: GameFormat.optional(),
  /** Your deck list, as the text of a deck file (constructed games only; at most 64 KB). */
  deck: DeckText.optional(),
  /** The bot's deck list (mode 'bot' of a constructed game only; at most 64 KB). */
  botDeck: DeckText.optional(),
  /**
   * A clock for each player (clock.ts; absent or null: none, the default, against a bot too):
   * `bankSeconds` 30..86400, `incrementSeconds` 0..3600 (default 0). Not for the tutorial.
   */
  clock: ClockReq.nullable().optional(),
}).strict();
export type CreateGameReq = z.infer<typeof CreateGameReq>;
export interface CreateGameRes {
  gameId: string;
  seat: Seat;
  token: string;
  /**
   * For mode 'friend': the link the other player opens to take the other seat,
   * ORIGIN/#/join/:id?invite=CODE: the code is after the '#', which browsers never send.
   */
  inviteUrl?: string;
  /** The bare invite code in inviteUrl (what POST /api/games/:id/join takes). */
  invite?: string;
  watchUrl: string;
}
/**
 * POST /api/games/:id/join with the invite code from the link; to join a constructed game, with
 * your own deck list (`deck`, the text of a deck file, at most 64 KB): the game starts once both
 * decks are in. A deck that is refused (400 'bad-deck', every reason) leaves the seat open.
 */
export const JoinGameReq = z.object({ invite: z.string().min(1).max(128), deck: DeckText.optional() }).strict();
/**
 * POST /api/games/:id/rematch, by a player of a finished game between two people: `token` is the
 * seat token of that game (in the body: never in a URL); in a constructed game `deck` is the deck
 * list for the rematch (absent: the same deck as before). Each player is in the other seat in the
 * rematch, so the one who did not go first goes first. The first to ask gets 202 {status:'waiting'}
 * (the table is told); the second makes the game, and each then gets {status:'ready', gameId, seat,
 * token} (asking again gives the same answer).
 */
export const RematchReq = z.object({ token: z.string().min(1).max(128), deck: DeckText.optional() }).strict();
export type RematchRes = { status: 'waiting' } | { status: 'ready'; gameId: string; seat: Seat; token: string };
export interface JoinGameRes {
  gameId: string;
  seat: Seat;
  token: string;
}
/**
 * POST /api/games/list {tokens}: the games of the seats whose tokens the client holds. Tokens
 * travel in the body, never in a URL (URLs end up in logs and browser histories).
 */
export const ListGamesReq = z.object({ tokens: z.array(z.string().min(1).max(128)).max(100) }).strict();
export type ListGamesReq = z.infer<typeof ListGamesReq>;
export interface SeatSummary {
  kind: 'human' | 'bot';
  bot?: string;
  taken: boolean;
}
export interface GameSummary {
  gameId: string;
  /**
   * 'quarantined': the game's stored log no longer replays; `problem` says where it stops.
   * 'expired': a friend game nobody joined in time; 'abandoned': a started game nobody played
   * on for the set time. Both are ended by the server (their `result` says so, with no winner).
   */
  status: 'waiting' | 'playing' | 'finished' | 'quarantined' | 'expired' | 'abandoned' | 'upgraded';
  /** The game's two seats (federation and klingon, or player-1 and player-2 in a constructed game). */
  seats: Partial<Record<Seat, SeatSummary>>;
  turn: number;
  scores: Partial<Record<Seat, number>>;
  /** 'constructed' for a game of the players' own decks (absent: the intro game). */
  format?: 'constructed';
  result: GameResult | null;
  createdAt: string;
  /** In POST /api/games/list: the seat the token plays. */
  mySeat?: Seat;
  /** Why a quarantined game cannot be played (naming nothing hidden). */
  problem?: string;
  /** A tutorial game (the first-game guide's fixed deal): a lesson, not a real game. */
  tutorial?: true;
  /** The game's clock, as chosen at creation (absent: none). */
  clock?: { bankSeconds: number; incrementSeconds: number };
}
/** POST /api/games/list */
export interface ListGamesRes {
  games: GameSummary[];
}
/** Any HTTP error: status code 4xx/5xx and this body (a 429 also has a Retry-After header, in seconds). */
export interface HttpError {
  error: string;
  message: string;
}
/**
 * Other HTTP routes:
 *   GET /health                    -> { ok: true, games, connections, store, uptimeSeconds }
 *   GET /api/games/:id             -> GameSummary (public: anyone with the id may watch)
 *   GET /api/games/:id/record      -> GameRecord (the engine's, JSON) once the game is finished
 *                                     (or, with `abandoned`, ended by the server); 409 before
 * Links made by the server (routes of the web client):
 *   inviteUrl  = ORIGIN/#/join/:gameId?invite=CODE   (the code after '#': never sent to a server)
 *   watchUrl   = ORIGIN/watch/:gameId
 */

/** One saved deck in a list (`GET /api/decks`; packages/server/README.md "Decks"). */
export interface DeckSummary {
  id: string;
  name: string;
  cardCount: number;
  /** The deck reads, is legal and the engine plays every card: it can start a game. */
  valid: boolean;
  /** How many things stand in the way: unreadable lines, rule problems and cards not implemented yet. */
  problems: number;
  createdAt: string;
  updatedAt: string;
  shareId: string | null;
}
