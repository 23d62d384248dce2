/**
 * The lobby and the chat (issue 29), server side.
 *
 * Lobby: friend games posted for anyone to take (a lobby game is a friend game whose open seat is
 * taken from the list instead of by invite link), kept in the store (table lobby_games) so a restart
 * keeps the list; who is online (signed-in accounts with a socket open, and a count of guest
 * addresses); sockets subscribed with {type:'lobby'} get the whole list again after every change.
 *
 * Chat: the lobby's channel (signed-in accounts), and in each game the players' channel (its seats:
 * read by everyone attached to the game) and the spectators' channel (spectators with an account:
 * read by spectators, and by each seat that allowed it with {type:'chatSettings', spectators:true}).
 * A guest speaks only in its own games, from its seat. Limits: MAX_CHAT_CHARS characters, CHAT_RATE
 * messages per window per sender, a muted account says nothing. Every message is stored (table
 * chat_messages) before anyone receives it, and a game's messages are part of its record.
 *
 * Nothing of a seat token, an invite code or a card goes into a lobby entry or a chat message.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Conn } from './actor.ts';
import { errorMsg } from './actor.ts';
import type { Accounts } from './accounts.ts';
import type { AccountRow } from './accounts-store.ts';
import type { ChatChannel, ChatMessage, CommunityStore, LobbyRow } from './community-store.ts';
import { HttpProblem, hashSecret } from './hub.ts';
import type { Hub } from './hub.ts';
import { MAX_CHAT_CHARS } from './protocol.ts';
import type { CreateLobbyGameReq, CreateGameRes, JoinGameRes, LobbyGame, LobbyOnline, Seat, ServerMsg } from './protocol.ts';
import { describeStoreError } from './store.ts';

/** At most `count` chat messages per sender in any `windowMs`. */
export const CHAT_RATE = { count: 5, windowMs: 10_000 };
/** The lobby's messages sent to a new subscriber. */
export const LOBBY_HISTORY = 50;

interface Online {
  client: string;
  /** The guest's key in the count: its client key, or with several servers a keyed hash of it (SharedPresence.guestKey). */
  key: string;
  session?: string;
  account: AccountRow | null;
}

/**
 * Several servers (cluster.ts): who is online is the union of every live server's sockets. Each
 * server writes its own (account names, guests' keyed hashes) and reads the others'.
 */
export interface SharedPresence {
  guestKey(client: string): string;
  write(p: { accounts: string[]; guests: string[] }): Promise<void>;
  others(): Promise<{ accounts: string[]; guests: string[] }>;
}

/** With several servers, how often the others' presence is read again (a server that died drops out). */
export const PRESENCE_REFRESH_MS = 5_000;

export class Lobby {
  private readonly subscribers = new Set<Conn>();
  private readonly online = new Map<Conn, Online>();
  /** Chat send times per sender (account id, or guest address), for the rate limit. */
  private readonly sent = new Map<string, number[]>();
  /** The seats of each game in memory that let spectators' messages reach them. */
  private readonly allowed = new Map<string, Promise<Set<string>>>();
  private games: Map<string, LobbyRow> | null = null;
  private loading: Promise<Map<string, LobbyRow>> | null = null;
  private publishQueued = false;
  /**
   * Several servers (cluster.ts): tells the others of a change to the open games or a lobby chat
   * message, so that their subscribers hear of it too (`heard` is their side).
   */
  bus: ((n: LobbyNotice) => void) | null = null;
  /** Several servers: the shared presence (set with `share`); null on a server of its own. */
  private presence: SharedPresence | null = null;
  /** Who is online on the other servers, as last read. */
  private remote: { accounts: string[]; guests: string[] } = { accounts: [], guests: [] };
  private presenceDirty = false;
  private presenceWriting: Promise<void> | null = null;
  private presenceTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly hub: Hub,
    private readonly accounts: Accounts | null,
    private readonly store: CommunityStore,
    private readonly now: () => number,
    private readonly logger: Logger,
    /**
     * Several servers on one database (cluster.ts): the open games are read from the store at every
     * look (another server posts and closes them), never kept in memory.
     */
    private readonly shared = false,
  ) {
    hub.onWaitingGone = (id) => void this.close(id);
  }

  private async fromStore<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof HttpProblem) throw e;
      const why = describeStoreError(e);
      this.logger.error({ err: e }, `${what}: the store failed: ${why}`);
      throw new HttpProblem(503, 'storage', `the store cannot be used just now (${why}); nothing was changed; try again in a few seconds`, 5);
    }
  }

  /** The open lobby games, loaded from the store once (a restarted server keeps its lobby). */
  private open(): Promise<Map<string, LobbyRow>> {
    if (this.shared) return this.fromStore('reading the lobby', async () => new Map((await this.store.openLobbyGames()).map((r) => [r.gameId, r])));
    if (this.games) return Promise.resolve(this.games);
    this.loading ??= this.fromStore('reading the lobby', async () => {
      const rows = await this.store.openLobbyGames();
      const m = new Map<string, LobbyRow>();
      for (const r of rows) {
        // a game that stopped waiting while no server listened (expired, joined) leaves the list
        const s = await this.hub.summary(r.gameId).catch(() => null);
        if (s?.status === 'waiting') m.set(r.gameId, r);
        else await this.store.closeLobbyGame(r.gameId);
      }
      this.games = m;
      return m;
    }).finally(() => (this.loading = null));
    return this.loading;
  }

  private async close(id: string): Promise<void> {
    if (this.shared) {
      await this.store.closeLobbyGame(id).catch((e: unknown) => this.logger.error({ err: e, game: id }, 'could not close a lobby game in the store'));
      this.publish();
      this.bus?.({ kind: 'games' });
      return;
    }
    const games = await this.open().catch(() => null);
    if (!games?.has(id)) return;
    games.delete(id);
    this.publish();
    await this.store.closeLobbyGame(id).catch((e: unknown) => this.logger.error({ err: e, game: id }, 'could not close a lobby game in the store (it leaves the list at the next start)'));
  }

  async list(): Promise<LobbyGame[]> {
    return [...(await this.open()).values()].map(publicGame);
  }

  /** Who is online on this server: account names, and the keys of the guests. */
  private localOnline(): { accounts: string[]; guests: string[] } {
    const names = new Set<string>();
    const guests = new Set<string>();
    for (const o of this.online.values()) {
      if (o.account) names.add(o.account.name);
      else guests.add(o.key);
    }
    return { accounts: [...names], guests: [...guests] };
  }

  /** Who is online: on this server, and with several servers on every live one (each counted once). */
  onlineNow(): LobbyOnline {
    const here = this.localOnline();
    const names = new Set([...here.accounts, ...this.remote.accounts]);
    const guests = new Set([...here.guests, ...this.remote.guests]);
    return { accounts: [...names].sort((a, b) => a.localeCompare(b)), guests: guests.size };
  }

  /**
   * Several servers: who is online is shared. This server's sockets are written for the others at
   * every change (and the others told, bus 'online'); the others' are read when told and every
   * PRESENCE_REFRESH_MS, so a server that died leaves the count once its heartbeat lapses.
   */
  share(p: SharedPresence): void {
    this.presence = p;
    void this.refreshRemote();
    this.presenceTimer = setInterval(() => void this.refreshRemote(), PRESENCE_REFRESH_MS);
    this.presenceTimer.unref();
  }

  /** Stops reading the others' presence (the server is closing). */
  stop(): void {
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    this.presenceTimer = null;
    this.presence = null;
  }

  private async refreshRemote(): Promise<void> {
    const p = this.presence;
    if (!p) return;
    try {
      const next = await p.others();
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
      next.accounts.sort();
      next.guests.sort();
      if (same(next.accounts, this.remote.accounts) && same(next.guests, this.remote.guests)) return;
      this.remote = next;
      this.publish();
    } catch (e) {
      this.logger.warn({ err: e }, 'could not read who is online on the other servers');
    }
  }

  /**
   * This server's sockets changed: written for the others, one write at a time (a later write never
   * lands before an earlier one), the latest state last, then the others told.
   */
  private presenceChanged(): void {
    this.publish();
    if (!this.presence) return;
    this.presenceDirty = true;
    if (this.presenceWriting) return;
    this.presenceWriting = (async () => {
      while (this.presenceDirty && this.presence) {
        this.presenceDirty = false;
        await new Promise((r) => setImmediate(r)); // the changes of this turn of the event loop together
        try {
          await this.presence.write(this.localOnline());
          this.bus?.({ kind: 'online' });
        } catch (e) {
          this.logger.warn({ err: e }, 'could not share who is online on this server');
        }
      }
    })().finally(() => (this.presenceWriting = null));
  }

  private async who(session: string | undefined): Promise<AccountRow | null> {
    return this.accounts ? this.accounts.whoIs(session) : null;
  }

  // ---- open games ------------------------------------------------------------------------------

  /** Posts a friend game to the lobby: the host's seat and token (the invite stays unsaid: the lobby is the invite). */
  async create(req: CreateLobbyGameReq, origin: string, client: string, session: string | undefined): Promise<CreateGameRes> {
    const account = await this.who(session);
    if (req.rated && !account) throw new HttpProblem(401, 'signed-out', 'a rated game is between accounts: sign in to post one');
    const games = await this.open();
    // the game runs the clock chosen for it (a lobby clock in minutes is the game's bank in seconds: clock.ts)
    const clock = req.clock ? { bankSeconds: req.clock.minutes * 60, incrementSeconds: req.clock.incrementSeconds } : null;
    const res = await this.hub.create({ mode: 'friend', format: req.format, side: req.side, deck: req.deck, withPremiums: req.withPremiums, clock }, origin, client);
    const summary = await this.hub.summary(res.gameId);
    const openSeat = Object.entries(summary?.seats ?? {}).find(([, s]) => s && !s.taken)?.[0] as Seat;
    const row: LobbyRow = { gameId: res.gameId, format: req.format ?? 'intro', host: account?.name ?? 'guest', hostAccountId: account?.id ?? null, openSeat, rated: req.rated ?? false, clock: req.clock ?? null, createdAt: new Date(this.now()).toISOString() };
    try {
      await this.fromStore('posting a game to the lobby', async () => {
        await this.store.addLobbyGame(row);
        if (req.spectators === false) await this.store.setWatchersAllowed(res.gameId, false);
        if (account) await this.accounts?.store.addSeats(account.id, [hashSecret(res.token)]);
      });
    } catch (e) {
      await this.hub.cancelWaiting(res.gameId).catch(() => false);
      throw e;
    }
    games.set(row.gameId, row);
    this.publish();
    this.bus?.({ kind: 'games' });
    this.logger.info({ game: row.gameId, format: row.format, rated: row.rated }, 'game posted to the lobby');
    return { gameId: res.gameId, seat: res.seat, token: res.token, watchUrl: res.watchUrl };
  }

  /** Takes the open seat of a lobby game: the joiner's seat and token, as a join by invite gives. */
  async join(id: string, deck: string | undefined, session: string | undefined): Promise<JoinGameRes> {
    const games = await this.open();
    const row = games.get(id);
    if (!row) throw new HttpProblem(404, 'not-in-lobby', 'no such game in the lobby: it was taken, cancelled or has expired');
    const account = await this.who(session);
    if (row.rated && !account) throw new HttpProblem(401, 'signed-out', 'this game is rated: sign in to take it');
    if (account && row.hostAccountId === account.id) throw new HttpProblem(409, 'own-game', 'this is your own game: wait for an opponent, or cancel it');
    let res: JoinGameRes;
    try {
      res = await this.hub.joinOpen(id, deck);
    } catch (e) {
      if (e instanceof HttpProblem && (e.code === 'expired' || e.code === 'seat-taken' || e.code === 'unknown-game' || e.code === 'quarantined')) await this.close(id);
      throw e;
    }
    if (account) await this.accounts?.store.addSeats(account.id, [hashSecret(res.token)]).catch((e: unknown) => this.logger.error({ err: e, game: id }, 'could not give the seat to the account (the token still plays it)'));
    return res;
  }

  /** The host takes its game off the lobby, by its seat token or its session; the game ends (as expired). */
  async cancel(id: string, token: string | undefined, session: string | undefined): Promise<void> {
    const games = await this.open();
    const row = games.get(id);
    if (!row) throw new HttpProblem(404, 'not-in-lobby', 'no such game in the lobby: it was taken, cancelled or has expired');
    let mine = false;
    if (token !== undefined) {
      const actor = await this.hub.get(id);
      mine = actor !== null && this.hub.viewerFor(actor, token) !== null && this.hub.viewerFor(actor, token) !== 'spectator';
    }
    if (!mine && row.hostAccountId !== null) {
      const account = await this.who(session);
      mine = account?.id === row.hostAccountId;
    }
    if (!mine) throw new HttpProblem(403, 'not-host', 'only the host may cancel a lobby game (send its seat token, or sign in as its host)');
    await this.hub.cancelWaiting(id);
    await this.close(id);
  }

  // ---- sockets ---------------------------------------------------------------------------------

  /** A socket opened: it counts as online (as its account once its session is looked up). */
  connOpened(conn: Conn, client: string, session: string | undefined): void {
    const o: Online = { client, key: this.presence ? this.presence.guestKey(client) : client, session, account: null };
    this.online.set(conn, o);
    this.presenceChanged();
    if (session === undefined || !this.accounts) return;
    this.who(session)
      .then((a) => {
        if (!a || this.online.get(conn) !== o) return;
        o.account = a;
        this.presenceChanged();
      })
      .catch((e: unknown) => this.logger.warn({ err: e }, 'could not look up the session of a socket'));
  }

  connClosed(conn: Conn): void {
    this.subscribers.delete(conn);
    if (this.online.delete(conn)) this.presenceChanged();
  }

  isSubscribed(conn: Conn): boolean {
    return this.subscribers.has(conn);
  }

  async subscribe(conn: Conn, off: boolean): Promise<void> {
    if (off) {
      this.subscribers.delete(conn);
      return;
    }
    const games = await this.list().catch((e: unknown) => e);
    if (!Array.isArray(games)) return conn.send(errorMsg('storage', (games as Error).message));
    this.subscribers.add(conn);
    conn.send({ type: 'lobby', games, online: this.onlineNow() });
    const history = await this.store.lobby(LOBBY_HISTORY).catch(() => []);
    conn.send({ type: 'chatHistory', channel: 'lobby', messages: history });
  }

  /** What another server told (bus): its subscribers' news, passed on to this server's. */
  heard(n: unknown): void {
    const notice = n as Partial<LobbyNotice> | null;
    if (notice?.kind === 'games') this.publish();
    else if (notice?.kind === 'online') void this.refreshRemote();
    else if (notice?.kind === 'chat' && notice.message && typeof notice.message === 'object' && notice.message.channel === 'lobby') {
      const text = JSON.stringify({ type: 'chat', message: notice.message } satisfies ServerMsg);
      for (const c of this.subscribers) c.send(text);
    }
  }

  /** Sends the list to every subscriber, once for all the changes of this turn of the event loop. */
  private publish(): void {
    if (this.publishQueued) return;
    this.publishQueued = true;
    setImmediate(() => {
      this.publishQueued = false;
      if (this.subscribers.size === 0) return;
      void this.list()
        .then((games) => {
          const text = JSON.stringify({ type: 'lobby', games, online: this.onlineNow() } satisfies ServerMsg);
          for (const c of this.subscribers) c.send(text);
        })
        .catch((e: unknown) => this.logger.warn({ err: e }, 'could not send the lobby'));
    });
  }

  // ---- chat ------------------------------------------------------------------------------------

  private async allowedOf(gameId: string): Promise<Set<string>> {
    let p = this.allowed.get(gameId);
    if (!p) {
      p = this.store.spectatorsAllowed(gameId).then((s) => new Set(s));
      p.catch(() => this.allowed.delete(gameId));
      this.allowed.set(gameId, p);
    }
    return p;
  }

  /** Who reads a message of this channel in a game: everyone (players'), or spectators and the seats that allowed them. */
  private readsIt(conn: Conn, channel: ChatChannel, allowed: Set<string>): boolean {
    if (channel === 'players') return true;
    return conn.viewer === 'spectator' || (conn.viewer !== null && allowed.has(conn.viewer));
  }

  /** A seat says whether the spectators' messages reach it. */
  async chatSettings(conn: Conn, spectators: boolean): Promise<void> {
    const actor = conn.actor;
    if (!actor || conn.viewer === null) return conn.send(errorMsg('not-attached', 'send hello first'));
    if (conn.viewer === 'spectator') return conn.send(errorMsg('spectator', 'only the players choose whether the spectators\' chat reaches them'));
    const seat = conn.viewer;
    try {
      await this.store.setSpectatorsAllowed(actor.id, seat, spectators);
    } catch (e) {
      return conn.send(errorMsg('storage', `the chat setting cannot be stored just now (${describeStoreError(e)}); nothing was changed; try again`));
    }
    const set = await this.allowedOf(actor.id).catch(() => new Set<string>());
    if (spectators) set.add(seat);
    else set.delete(seat);
    // the seat gets the spectators' messages so far when it lets them in
    if (spectators) await this.sendGameHistory(conn);
  }

  /** After a welcome: the game's messages the viewer may read, and which seats let the spectators in. */
  async sendGameHistory(conn: Conn): Promise<void> {
    const actor = conn.actor;
    if (!actor) return;
    try {
      const allowed = await this.allowedOf(actor.id);
      const messages = (await this.store.forGame(actor.id)).filter((m) => this.readsIt(conn, m.channel, allowed));
      conn.send({ type: 'chatHistory', channel: 'game', messages, spectatorsAllowed: [...allowed].sort() as Seat[] });
    } catch (e) {
      this.logger.warn({ err: e, game: actor.id }, 'could not send the chat history');
    }
  }

  /** A game's messages for its record (every channel: nothing is hidden once it is over). */
  forRecord(gameId: string): Promise<ChatMessage[]> {
    return this.store.forGame(gameId);
  }

  async chat(conn: Conn, where: 'lobby' | 'game', raw: string): Promise<void> {
    const text = raw.trim();
    const chars = [...text].length;
    if (chars === 0) return conn.send(errorMsg('chat-too-long', 'an empty message says nothing: nothing was sent'));
    if (chars > MAX_CHAT_CHARS) return conn.send(errorMsg('chat-too-long', `a chat message may have at most ${MAX_CHAT_CHARS} characters (this one has ${chars}): nothing was sent`));
    const o = this.online.get(conn);
    const account = await this.who(o?.session);
    const actor = conn.actor;
    let channel: ChatChannel;
    if (where === 'lobby') {
      if (!account) return conn.send(errorMsg('chat-not-allowed', 'sign in to chat in the lobby (guests chat in their own games)'));
      channel = 'lobby';
    } else {
      if (!actor || conn.viewer === null) return conn.send(errorMsg('chat-not-allowed', 'you are in no game: send hello first, or chat in the lobby ("channel": "lobby")'));
      if (conn.viewer === 'spectator') {
        if (!account) return conn.send(errorMsg('chat-not-allowed', 'sign in to chat as a spectator (guests chat in their own games)'));
        channel = 'spectators';
      } else channel = 'players';
    }
    if (account?.muted) return conn.send(errorMsg('muted', 'your account is muted: you cannot chat (ask the server\'s operator)'));
    // the rate limit, per account (all its sockets) or per guest address
    const sender = account ? `a:${account.id}` : `g:${o?.client ?? conn.id}`;
    const t = this.now();
    const times = (this.sent.get(sender) ?? []).filter((x) => t - x < CHAT_RATE.windowMs);
    if (times.length >= CHAT_RATE.count) {
      const waitS = Math.max(1, Math.ceil(((times[0] as number) + CHAT_RATE.windowMs - t) / 1000));
      this.sent.set(sender, times);
      return conn.send(errorMsg('chat-rate-limited', `at most ${CHAT_RATE.count} messages every ${CHAT_RATE.windowMs / 1000} s: wait ${waitS} s; this one was not sent`));
    }
    const m: ChatMessage = { id: messageId(), channel, author: account?.name ?? 'guest', at: new Date(t).toISOString(), text };
    if (actor && channel !== 'lobby') m.gameId = actor.id;
    if (channel === 'players' && conn.viewer !== null && conn.viewer !== 'spectator') m.seat = conn.viewer;
    try {
      await this.store.add(m, account?.id ?? null);
    } catch (e) {
      return conn.send(errorMsg('storage', `the chat cannot be stored just now (${describeStoreError(e)}); your message was not sent; try again`));
    }
    times.push(t);
    this.sent.set(sender, times);
    if (this.sent.size > 100_000) this.sent.delete(this.sent.keys().next().value as string);
    const text2 = JSON.stringify({ type: 'chat', message: m } satisfies ServerMsg);
    if (channel === 'lobby') {
      for (const c of this.subscribers) c.send(text2);
      this.bus?.({ kind: 'chat', message: m });
      return;
    }
    if (!actor) return;
    const allowed = await this.allowedOf(actor.id).catch(() => new Set<string>());
    for (const c of actor.sockets) if (this.readsIt(c, channel, allowed)) c.send(text2);
  }
}

/** A change told to the other servers (several servers on one database: cluster.ts). */
export type LobbyNotice = { kind: 'games' } | { kind: 'online' } | { kind: 'chat'; message: ChatMessage };

let lastStamp = 0;
/**
 * A message's id: a stamp that grows with every message of this process (microseconds of the real
 * clock, at least one more than the last), then random bytes; messages said at the same `at` are
 * ordered by it.
 */
function messageId(): string {
  lastStamp = Math.max(lastStamp + 1, Date.now() * 1000);
  return `${lastStamp.toString(36).padStart(11, '0')}-${randomBytes(6).toString('hex')}`;
}

function publicGame(r: LobbyRow): LobbyGame {
  return { gameId: r.gameId, format: r.format, host: r.host, openSeat: r.openSeat as Seat, rated: r.rated, clock: r.clock, createdAt: r.createdAt };
}
