/**
 * Several `stccg serve` processes on one PostgreSQL (issue 30). Each process registers itself in
 * the table `servers` (its id, the address its peers reach it at, a heartbeat); a game's actor
 * lives in exactly one process, the one holding the game's lease in `game_owner` (game_id, owner,
 * expires_at), claimed with INSERT … ON CONFLICT … WHERE the lease expired, and renewed on a timer.
 * Every time is the database's `now()`, so the processes' clocks need not agree.
 *
 * The fence: the store appends a log entry only while this process holds the game's lease (the
 * lease row is read FOR SHARE in the same statement, store-postgres.ts), and the log's key
 * (game_id, n) refuses a second entry n; a process that lost a lease without noticing fails on its
 * next append and drops the game, so two owners can never both extend a log.
 *
 * SQLite stays the single-process store: nothing here runs without `--peer-address`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import type { PostgresStore } from './store-postgres.ts';
import { StoreError } from './store.ts';

const TABLES = `
CREATE TABLE IF NOT EXISTS servers (
  id TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  heartbeat_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS game_owner (
  game_id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS game_owner_owner ON game_owner(owner);
CREATE TABLE IF NOT EXISTS cluster_secret (
  k INT PRIMARY KEY,
  secret TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS quota_new_games (
  client TEXT PRIMARY KEY,
  tokens DOUBLE PRECISION NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE TABLE IF NOT EXISTS waiting_by (
  game_id TEXT PRIMARY KEY,
  client TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS waiting_by_client ON waiting_by(client);
CREATE TABLE IF NOT EXISTS presence (
  server_id TEXT PRIMARY KEY,
  accounts JSONB NOT NULL,
  guests JSONB NOT NULL
);
`;

/** Who has a socket open on one server: account names, and guests as keys that name no address (Cluster.guestKey). */
export interface Presence {
  accounts: string[];
  guests: string[];
}

/** Default lease of a game (--lease), and how often it is renewed (--lease-renew: a third of it). */
export const DEFAULT_LEASE_MS = 10_000;

export interface ClusterOptions {
  /** The address this process's peers reach it at (http://host:port), kept in `servers`; default the address it listens on. */
  peerAddress?: string;
  /** A lease's length in ms (default 10 s): a dead owner's games are taken over after at most this long. */
  leaseMs?: number;
  /** How often the leases are renewed, in ms (default a third of the lease). */
  renewMs?: number;
  logger: Logger;
}

/** Where a game lives, as seen by this process. */
export type Placement = { kind: 'mine' } | { kind: 'absent' } | { kind: 'elsewhere'; owner: string; address: string | null };

export class Cluster {
  /** The games whose leases this process holds. */
  private readonly held = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private renewing: Promise<void> | null = null;
  private stopped = false;
  readonly leaseMs: number;
  readonly renewMs: number;
  /** The address peers reach this process at (set by register). */
  address = '';
  /** Told the games whose leases this process found lost at a renewal (another process took them over). */
  onLost: ((ids: string[]) => void) | null = null;

  private constructor(
    private readonly store: PostgresStore,
    readonly id: string,
    /** The shared secret peers prove themselves with (header x-stccg-peer), kept in the database. */
    private readonly secret: string,
    private readonly o: ClusterOptions,
  ) {
    this.leaseMs = o.leaseMs ?? DEFAULT_LEASE_MS;
    this.renewMs = o.renewMs ?? Math.max(50, Math.floor(this.leaseMs / 3));
    if (!(this.leaseMs >= 100)) throw new StoreError(`a game's lease (--lease) must be at least 100 ms, got ${this.leaseMs} ms`);
    if (!(this.renewMs > 0 && this.renewMs < this.leaseMs)) throw new StoreError(`the leases must be renewed (--lease-renew) more often than they last (--lease ${this.leaseMs} ms), got every ${this.renewMs} ms`);
  }

  /** Makes the tables (first start), reads the peers' secret, fences the store's appends with this process's id. */
  static async start(store: PostgresStore, o: ClusterOptions): Promise<Cluster> {
    if (o.peerAddress !== undefined) {
      let u: URL;
      try {
        u = new URL(o.peerAddress);
      } catch {
        throw new StoreError(`--peer-address must be a URL like http://10.0.0.1:3000, got "${o.peerAddress}"`);
      }
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new StoreError(`--peer-address must be an http:// or https:// URL, got "${o.peerAddress}"`);
    }
    await store.ddl(TABLES);
    await store.sql('INSERT INTO cluster_secret (k, secret) VALUES (1, $1) ON CONFLICT (k) DO NOTHING', [randomBytes(32).toString('base64url')]);
    const secret = String((await store.sql('SELECT secret FROM cluster_secret WHERE k = 1')).rows[0]?.secret);
    const id = `${process.pid}-${randomBytes(6).toString('hex')}`;
    store.fenceAppends(id);
    return new Cluster(store, id, secret, o);
  }

  /**
   * Announces this process in the servers table at its peer address (once it listens: the address
   * may name the port picked then) and starts renewing the leases and the heartbeat.
   */
  async register(listeningUrl: string): Promise<void> {
    const given = this.o.peerAddress;
    const u = new URL(given ?? listeningUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new StoreError(`the peer address must be an http:// or https:// URL, got "${given}"`);
    // a server listening on every interface is reached by its peers on this machine's loopback unless told otherwise
    if (!given && (u.hostname === '0.0.0.0' || u.hostname === '[::]')) u.hostname = '127.0.0.1';
    this.address = u.origin;
    await this.store.sql('INSERT INTO servers (id, address) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET address = EXCLUDED.address, heartbeat_at = now()', [this.id, this.address]);
    // presence rows of servers long gone (killed without leaving) are cleared
    await this.store.sql("DELETE FROM presence WHERE server_id NOT IN (SELECT id FROM servers WHERE heartbeat_at > now() - interval '1 hour')");
    this.timer = setInterval(() => void this.renew(), this.renewMs);
    this.timer.unref();
    this.o.logger.info({ server: this.id, address: this.address, leaseMs: this.leaseMs, renewMs: this.renewMs }, 'joined the cluster');
  }

  /** Whether a request carries the peers' secret (it comes from another process of this site). */
  isPeer(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string' || header.length !== this.secret.length) return false;
    return timingSafeEqual(Buffer.from(header), Buffer.from(this.secret));
  }

  /**
   * A guest's key in the shared presence: a keyed hash of its client key (address), the same on
   * every server of the site, so a guest on two servers counts once and no address is written down.
   */
  guestKey(client: string): string {
    return this.keyed(client);
  }

  /** A keyed hash (the peers' secret the key) of a value, the same on every server of the site. */
  private keyed(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url').slice(0, 22);
  }

  /** Writes who is online on this server (table presence), for the others to read. */
  async writePresence(p: Presence): Promise<void> {
    if (this.stopped) return;
    await this.store.sql(
      'INSERT INTO presence (server_id, accounts, guests) VALUES ($1, $2, $3) ON CONFLICT (server_id) DO UPDATE SET accounts = EXCLUDED.accounts, guests = EXCLUDED.guests',
      [this.id, JSON.stringify(p.accounts), JSON.stringify(p.guests)],
    );
  }

  /**
   * Who is online on the other servers that are alive (a heartbeat within a lease): a server that
   * died without leaving drops out of the count once its heartbeat is older than that.
   */
  async othersPresence(): Promise<Presence> {
    const r = await this.store.sql(
      `SELECT p.accounts, p.guests FROM presence p JOIN servers s ON s.id = p.server_id
       WHERE p.server_id <> $1 AND s.heartbeat_at > now() - $2 * interval '1 millisecond'`,
      [this.id, this.leaseMs],
    );
    const accounts = new Set<string>();
    const guests = new Set<string>();
    for (const row of r.rows as { accounts: unknown; guests: unknown }[]) {
      if (Array.isArray(row.accounts)) for (const a of row.accounts) if (typeof a === 'string') accounts.add(a);
      if (Array.isArray(row.guests)) for (const g of row.guests) if (typeof g === 'string') guests.add(g);
    }
    return { accounts: [...accounts], guests: [...guests] };
  }

  // ---- quotas shared by every server (quotas.ts has the one-server kind) ------------------------
  // A client is written down as its keyed hash (clientHash), never as its address.

  private clientHash(client: string): string {
    return this.keyed(`client:${client}`);
  }

  /**
   * Takes one of the client's new games of the minute, site-wide: a token bucket of `perMinute`
   * refilled evenly, kept in the table quota_new_games on the database's clock. Null when
   * allowed, else the milliseconds until one is free again.
   */
  async takeNewGame(client: string, perMinute: number): Promise<number | null> {
    if (perMinute <= 0) return null;
    const key = this.clientHash(client);
    const refilled = `LEAST($2::float8, q.tokens + extract(epoch FROM now() - q.at) / 60 * $2::float8)`;
    const r = await this.store.sql(
      `INSERT INTO quota_new_games AS q (client, tokens, at) VALUES ($1, $2::float8 - 1, now())
       ON CONFLICT (client) DO UPDATE SET tokens = ${refilled} - 1, at = now() WHERE ${refilled} >= 1
       RETURNING tokens`,
      [key, perMinute],
    );
    if (r.rowCount > 0) return null;
    const left = await this.store.sql(`SELECT ${refilled} AS t FROM quota_new_games q WHERE q.client = $1`, [key, perMinute]);
    const t = Number(left.rows[0]?.t ?? 0);
    return Math.max(1, Math.ceil(((1 - t) * 60_000) / perMinute));
  }

  /** Forgets the clients whose bucket is full again. */
  async pruneNewGames(perMinute: number): Promise<void> {
    if (perMinute <= 0) return;
    await this.store.sql('DELETE FROM quota_new_games q WHERE q.tokens + extract(epoch FROM now() - q.at) / 60 * $1::float8 >= $1::float8', [perMinute]);
  }

  /** A friend game made by the client, waiting for its friend (`at`: the hub's clock, ms). */
  async addWaiting(gameId: string, client: string, at: number): Promise<void> {
    await this.store.sql('INSERT INTO waiting_by (game_id, client, at) VALUES ($1, $2, $3) ON CONFLICT (game_id) DO NOTHING', [gameId, this.clientHash(client), at]);
  }

  /** The client's friend games still waiting, on any server (a row whose game stopped waiting is cleared). */
  async waitingOf(client: string): Promise<{ id: string; at: number }[]> {
    const key = this.clientHash(client);
    await this.store.sql(`DELETE FROM waiting_by w WHERE w.client = $1 AND NOT EXISTS (SELECT 1 FROM games g WHERE g.id = w.game_id AND g.status = 'waiting')`, [key]);
    const r = await this.store.sql('SELECT game_id, at FROM waiting_by WHERE client = $1', [key]);
    return r.rows.map((x) => ({ id: String(x.game_id), at: Number(x.at) }));
  }

  /** A friend game stopped waiting (joined, expired, cancelled). */
  async removeWaiting(gameId: string): Promise<void> {
    await this.store.sql('DELETE FROM waiting_by WHERE game_id = $1', [gameId]);
  }

  /** The header a request to a peer carries. */
  get peerHeader(): string {
    return this.secret;
  }

  get holding(): number {
    return this.held.size;
  }

  /**
   * Claims a stored game's lease: 'mine' when this process holds it now (claimed, or held already),
   * 'absent' when no such game is stored, else 'elsewhere' with its owner's address.
   */
  async claim(gameId: string): Promise<Placement> {
    for (let i = 0; i < 3; i++) {
      const r = await this.store.sql(
        `INSERT INTO game_owner (game_id, owner, expires_at)
         SELECT $1, $2, now() + $3 * interval '1 millisecond' WHERE EXISTS (SELECT 1 FROM games WHERE id = $1)
         ON CONFLICT (game_id) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
         WHERE game_owner.expires_at < now() OR game_owner.owner = EXCLUDED.owner
         RETURNING owner`,
        [gameId, this.id, this.leaseMs],
      );
      if (r.rowCount > 0) {
        this.held.add(gameId);
        return { kind: 'mine' };
      }
      const o = await this.store.sql(
        'SELECT o.owner, s.address, o.expires_at > now() AS live FROM game_owner o LEFT JOIN servers s ON s.id = o.owner WHERE o.game_id = $1',
        [gameId],
      );
      const row = o.rows[0] as { owner: string; address: string | null; live: boolean } | undefined;
      if (!row) return { kind: 'absent' };
      // the lease lapsed between the two statements: claim again
      if (row.live) {
        this.held.delete(gameId);
        return { kind: 'elsewhere', owner: row.owner, address: row.address };
      }
    }
    return { kind: 'absent' };
  }

  /** Gives leases up (a game left memory, a drain). */
  async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const id of ids) this.held.delete(id);
    await this.store.sql('DELETE FROM game_owner WHERE owner = $1 AND game_id = ANY($2)', [this.id, ids]);
  }

  /** Forgets a lease without touching the database (its game was taken over). */
  forget(id: string): void {
    this.held.delete(id);
  }

  /** Renews every lease held and the heartbeat; leases found taken are told to onLost. */
  renew(): Promise<void> {
    this.renewing ??= (async () => {
      if (this.stopped) return;
      await this.store.sql('UPDATE servers SET heartbeat_at = now() WHERE id = $1', [this.id]);
      if (this.held.size === 0) return;
      const ids = [...this.held];
      const r = await this.store.sql(`UPDATE game_owner SET expires_at = now() + $3 * interval '1 millisecond' WHERE owner = $1 AND game_id = ANY($2) RETURNING game_id`, [
        this.id,
        ids,
        this.leaseMs,
      ]);
      const kept = new Set(r.rows.map((x) => String(x.game_id)));
      const lost = ids.filter((id) => !kept.has(id) && this.held.has(id));
      if (lost.length === 0) return;
      for (const id of lost) this.held.delete(id);
      this.o.logger.warn({ games: lost.length }, 'leases lost to another server: those games leave this one');
      this.onLost?.(lost);
    })()
      .catch((e: unknown) => this.o.logger.warn({ err: e }, 'could not renew the game leases (the store fences this server off any game it loses meanwhile)'))
      .finally(() => (this.renewing = null));
    return this.renewing;
  }

  private readonly unlisten: (() => void)[] = [];

  /** Tells the other servers something (PostgreSQL NOTIFY on a channel of this database or schema). */
  async tell(channel: string, data: unknown): Promise<void> {
    await this.store.notify(channel, JSON.stringify({ from: this.id, data }));
  }

  /** Hears what the other servers tell on a channel (not what this one tells). */
  hear(channel: string, fn: (data: unknown) => void): void {
    this.unlisten.push(
      this.store.listen(
        channel,
        (payload) => {
          let m: { from?: unknown; data?: unknown };
          try {
            m = JSON.parse(payload) as { from?: unknown; data?: unknown };
          } catch {
            return;
          }
          if (m.from !== this.id) fn(m.data);
        },
        (e) => this.o.logger.warn({ err: e, channel }, 'lost the connection that hears the other servers: opening it again'),
      ),
    );
  }

  /** Stops renewing, gives every lease up and leaves the servers table (a drain). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const u of this.unlisten.splice(0)) u();
    if (this.timer) clearInterval(this.timer);
    await this.renewing;
    await this.release([...this.held]).catch((e: unknown) => this.o.logger.warn({ err: e }, 'could not release the leases (they lapse by themselves)'));
    await this.store.sql('DELETE FROM presence WHERE server_id = $1', [this.id]).catch(() => undefined);
    await this.store.sql('DELETE FROM servers WHERE id = $1', [this.id]).catch(() => undefined);
  }

  /** Stops the timer only, leaving the leases to lapse (tests: a process that stops renewing). */
  pauseRenewal(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
