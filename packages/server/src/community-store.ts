/**
 * The lobby's games and the chat messages in storage (issue 29). Chat messages: the lobby's and each game's: the lobby's and each game's, in a table kept beside the games
 * (SQLite file or PostgreSQL schema), made on first use, over the same SqlPort as the accounts
 * (accounts-store.ts). A game's messages are part of its record (GET /api/games/:id/record); an
 * operator's deletion (`stccg admin delete-message ID`) marks a message deleted: it is no longer
 * sent to anyone nor shown in any record.
 */
import { tablesOnFirstUse } from './accounts-store.ts';
import type { SqlPort } from './accounts-store.ts';

/** Where a message was said: the lobby, a game's players' channel, or a game's spectators' channel. */
export type ChatChannel = 'lobby' | 'players' | 'spectators';

export interface ChatMessage {
  id: string;
  channel: ChatChannel;
  /** The game of a players' or spectators' message (absent in the lobby). */
  gameId?: string;
  /** The author's account name, or 'guest'. */
  author: string;
  /** The seat the author plays in this game (absent for a spectator and in the lobby). */
  seat?: string;
  at: string;
  text: string;
}

/** A game posted to the lobby: what the lobby shows of it, and who posted it. */
export interface LobbyRow {
  gameId: string;
  format: 'intro' | 'constructed';
  host: string;
  hostAccountId: string | null;
  openSeat: string;
  rated: boolean;
  /** The clock chosen, as JSON ({minutes, incrementSeconds}), or null. */
  clock: { minutes: number; incrementSeconds: number } | null;
  createdAt: string;
}

export interface CommunityStore {
  addLobbyGame(row: LobbyRow): Promise<void>;
  /** The lobby games still open (posted, neither joined nor cancelled), oldest first. */
  openLobbyGames(): Promise<LobbyRow[]>;
  lobbyGame(gameId: string): Promise<LobbyRow | null>;
  /** Marks a lobby game closed (joined, cancelled, ended): it leaves the list; its row (rated, clock) stays. */
  closeLobbyGame(gameId: string): Promise<void>;
  add(m: ChatMessage, accountId: string | null): Promise<void>;
  /** The game's messages, oldest first (deleted ones left out). */
  forGame(gameId: string): Promise<ChatMessage[]>;
  /** The lobby's last `limit` messages, oldest first. */
  lobby(limit: number): Promise<ChatMessage[]>;
  /** Marks a message deleted; false when there is no such message. */
  remove(id: string): Promise<boolean>;
  /** The seats of a game that let spectators' messages reach them. */
  spectatorsAllowed(gameId: string): Promise<string[]>;
  setSpectatorsAllowed(gameId: string, seat: string, allowed: boolean): Promise<void>;
  /** Whether people without a seat may watch the game while it is played (chosen at creation; default yes). */
  watchersAllowed(gameId: string): Promise<boolean>;
  setWatchersAllowed(gameId: string, allowed: boolean): Promise<void>;
}

const TABLES = [
  `CREATE TABLE IF NOT EXISTS lobby_games (
  game_id TEXT PRIMARY KEY,
  format TEXT NOT NULL,
  host TEXT NOT NULL,
  host_account_id TEXT,
  open_seat TEXT NOT NULL,
  rated INTEGER NOT NULL,
  clock TEXT,
  created_at TEXT NOT NULL,
  open INTEGER NOT NULL DEFAULT 1
)`,
  `CREATE TABLE IF NOT EXISTS chat_messages (
  id TEXT PRIMARY KEY,
  channel TEXT NOT NULL,
  game_id TEXT,
  author TEXT NOT NULL,
  seat TEXT,
  account_id TEXT,
  at TEXT NOT NULL,
  body TEXT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0
)`,
  'CREATE INDEX IF NOT EXISTS chat_messages_game ON chat_messages(game_id, at)',
  'CREATE INDEX IF NOT EXISTS chat_messages_channel ON chat_messages(channel, at)',
  `CREATE TABLE IF NOT EXISTS chat_settings (
  game_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  spectators INTEGER NOT NULL,
  PRIMARY KEY (game_id, seat)
)`,
  `CREATE TABLE IF NOT EXISTS game_watchers (
  game_id TEXT PRIMARY KEY,
  allowed INTEGER NOT NULL
)`,
];

function toLobby(r: Record<string, unknown>): LobbyRow {
  return {
    gameId: String(r.game_id),
    format: String(r.format) === 'constructed' ? 'constructed' : 'intro',
    host: String(r.host),
    hostAccountId: r.host_account_id === null || r.host_account_id === undefined ? null : String(r.host_account_id),
    openSeat: String(r.open_seat),
    rated: Number(r.rated) === 1,
    clock: r.clock === null || r.clock === undefined ? null : (JSON.parse(String(r.clock)) as LobbyRow['clock']),
    createdAt: String(r.created_at),
  };
}

function toMessage(r: Record<string, unknown>): ChatMessage {
  const m: ChatMessage = { id: String(r.id), channel: String(r.channel) as ChatChannel, author: String(r.author), at: String(r.at), text: String(r.body) };
  if (r.game_id !== null && r.game_id !== undefined) m.gameId = String(r.game_id);
  if (r.seat !== null && r.seat !== undefined) m.seat = String(r.seat);
  return m;
}

export class SqlCommunity implements CommunityStore {
  /** Makes the tables on first use (accounts-store.ts tablesOnFirstUse). */
  private readonly tables: () => Promise<void>;
  constructor(private readonly sql: SqlPort) {
    this.tables = tablesOnFirstUse(sql, TABLES);
  }

  async addLobbyGame(g: LobbyRow): Promise<void> {
    await this.tables();
    await this.sql.run('INSERT INTO lobby_games (game_id, format, host, host_account_id, open_seat, rated, clock, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [g.gameId, g.format, g.host, g.hostAccountId, g.openSeat, g.rated ? 1 : 0, g.clock ? JSON.stringify(g.clock) : null, g.createdAt]);
  }

  async openLobbyGames(): Promise<LobbyRow[]> {
    await this.tables();
    return (await this.sql.all('SELECT * FROM lobby_games WHERE open = 1 ORDER BY created_at, game_id', [])).map(toLobby);
  }

  async lobbyGame(gameId: string): Promise<LobbyRow | null> {
    await this.tables();
    const [r] = await this.sql.all('SELECT * FROM lobby_games WHERE game_id = ?', [gameId]);
    return r ? toLobby(r) : null;
  }

  async closeLobbyGame(gameId: string): Promise<void> {
    await this.tables();
    await this.sql.run('UPDATE lobby_games SET open = 0 WHERE game_id = ?', [gameId]);
  }

  async add(m: ChatMessage, accountId: string | null): Promise<void> {
    await this.tables();
    await this.sql.run('INSERT INTO chat_messages (id, channel, game_id, author, seat, account_id, at, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [m.id, m.channel, m.gameId ?? null, m.author, m.seat ?? null, accountId, m.at, m.text]);
  }

  async forGame(gameId: string): Promise<ChatMessage[]> {
    await this.tables();
    return (await this.sql.all('SELECT * FROM chat_messages WHERE game_id = ? AND deleted = 0 ORDER BY at, id', [gameId])).map(toMessage);
  }

  async lobby(limit: number): Promise<ChatMessage[]> {
    await this.tables();
    const rows = await this.sql.all("SELECT * FROM chat_messages WHERE channel = 'lobby' AND deleted = 0 ORDER BY at DESC, id DESC LIMIT ?", [limit]);
    return rows.map(toMessage).reverse();
  }

  async remove(id: string): Promise<boolean> {
    await this.tables();
    return (await this.sql.run('UPDATE chat_messages SET deleted = 1 WHERE id = ?', [id])) > 0;
  }

  async spectatorsAllowed(gameId: string): Promise<string[]> {
    await this.tables();
    return (await this.sql.all('SELECT seat FROM chat_settings WHERE game_id = ? AND spectators = 1 ORDER BY seat', [gameId])).map((r) => String(r.seat));
  }

  async setSpectatorsAllowed(gameId: string, seat: string, allowed: boolean): Promise<void> {
    await this.tables();
    await this.sql.run('INSERT INTO chat_settings (game_id, seat, spectators) VALUES (?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET spectators = excluded.spectators', [gameId, seat, allowed ? 1 : 0]);
  }

  async watchersAllowed(gameId: string): Promise<boolean> {
    await this.tables();
    const [r] = await this.sql.all('SELECT allowed FROM game_watchers WHERE game_id = ?', [gameId]);
    return r ? Number(r.allowed) === 1 : true;
  }

  async setWatchersAllowed(gameId: string, allowed: boolean): Promise<void> {
    await this.tables();
    await this.sql.run('INSERT INTO game_watchers (game_id, allowed) VALUES (?, ?) ON CONFLICT (game_id) DO UPDATE SET allowed = excluded.allowed', [gameId, allowed ? 1 : 0]);
  }
}
