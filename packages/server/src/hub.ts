/**
 * The hub: finds, creates and loads game actors. A stored game is loaded (replayed) only when
 * someone asks for it (a hello, a summary, a record, a join), and a game with nothing going on
 * (no socket, no bot or automatic answer due) is dropped from memory after a while, so neither
 * the start-up time nor the memory grows with the number of stored games. It also keeps the
 * per-client quotas on new games, and ends games at the server level: friend games nobody
 * joined in time expire, started games nobody plays on are abandoned.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ENGINE_VERSION, RESUMES_GAMES_OF, firstPlayer, frozenEngine, seedKey } from '@stccg/engine';
import type { FrozenGame, Game, GameResult } from '@stccg/engine';
import type { Viewer } from '@stccg/engine';
import type { Logger } from 'pino';
import type { GameActor as GameActorT } from './actor.ts';
import { GameActor, QuarantinedActor, RecordUnavailable, ReplayFailed, UpgradedActor, rebuild, rebuildFrozen, scoresOf, seatsSummary } from './actor.ts';
import { botRefusalForOwnDecks } from '@stccg/ai';
import type { DeckList } from '@stccg/engine';
import { CONSTRUCTED_SEATS, INTRO_SEATS, otherSeat, readDeck, sampleBotDeck, seatsOf } from './decks.ts';
import type { GameSetup } from './decks.ts';
import type { ActorEnv } from './actor.ts';
import type { CreateGameReq, CreateGameRes, GameSummary, JoinGameRes, RematchRes, Seat, ServerMsg } from './protocol.ts';
import type { GameStatus, LogEntry, ServerEnding, StoredGame } from './store.ts';
import { storedEngineVersion } from './store.ts';
import { describeStoreError } from './store.ts';
import { PerMinute, inWords, seconds } from './quotas.ts';
import { TUTORIAL_SEED, TUTORIAL_SEED_KEY } from './tutorial.ts';
import { clockConfigOf } from './clock.ts';
import type { Cluster } from './cluster.ts';

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** For a 429/503: when to try again, in seconds (sent as Retry-After). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

/**
 * Several servers on one PostgreSQL: the game is another live server's (it holds the game's lease).
 * The server forwards the client there (server.ts); a caller that cannot gets a 503 to try again.
 */
export class Elsewhere extends HttpProblem {
  constructor(
    readonly gameId: string,
    readonly owner: string,
    readonly address: string | null,
  ) {
    super(503, 'elsewhere', 'the game is being moved between servers just now: try again in a few seconds', 2);
  }
}

/** The hub's limits (see Limits in server.ts for what each means); 0 is no limit. */
export interface HubLimits {
  gamesPerMinute: number;
  openGamesPerClient: number;
  unstartedExpiryMs: number;
  abandonAfterMs: number;
}

export interface HubOptions {
  limits?: Partial<HubLimits>;
  /** The wall clock in ms (default Date.now; a fake one in tests). */
  now?: () => number;
  /** Test-only: the seed of each new game (default: 32 random bytes as 64 hex digits). */
  seedSource?: () => number | string;
  /** How often the sweep runs (default 60 s). */
  sweepMs?: number;
  /** Test-only: the engine versions whose stored games this server resumes (default the engine's RESUMES_GAMES_OF). */
  resumesGamesOf?: readonly string[];
  /** Several servers on one PostgreSQL (cluster.ts): a game is loaded only with its lease, and leaves with it. */
  cluster?: Cluster;
}

const NO_LIMITS: HubLimits = { gamesPerMinute: 0, openGamesPerClient: 0, unstartedExpiryMs: 0, abandonAfterMs: 0 };

/** Games the sweep ends from the store in one go, per kind (the rest wait for the next sweep). */
const SWEEP_PAGE = 200;

/** The bot's own seed for a game whose seed was given (tests, the tutorial): fixed by it, as the deal is. */
export function botSeedOf(seed: number | string): number {
  return typeof seed === 'number' ? (seed * 7919 + 17) % 2 ** 31 : parseInt(seed.slice(0, 8), 16) % 2 ** 31;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function secret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

function sameHash(a: string, b: string | null | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A deck that cannot be played: 400 'bad-deck', every reason on a line of its own after the first sentence. */
function badDeck(reasons: string[]): HttpProblem {
  return new HttpProblem(400, 'bad-deck', `the deck was refused, and nothing was created or changed (${reasons.length} ${reasons.length === 1 ? 'reason' : 'reasons'}):\n${reasons.map((r) => `- ${r}`).join('\n')}`);
}

const badRequest = (message: string) => new HttpProblem(400, 'bad-request', message);

/**
 * A create request's format, seats, bot and decks, checked: every problem is refused (400) before
 * anything is created. For a constructed game each deck is read and checked (readDeck); the bot's
 * deck defaults to the server's sample deck.
 */
function planGame(req: CreateGameReq): { seat: Seat; bot: string; setup?: GameSetup } {
  if (req.mode === 'tutorial' && req.clock) throw badRequest('the guided game has no clock: leave "clock" out');
  if ((req.format ?? 'intro') === 'intro') {
    if (req.deck !== undefined || req.botDeck !== undefined) throw badRequest('deck lists are for constructed games: add "format": "constructed", or leave "deck" and "botDeck" out for the intro game');
    // the tutorial's side and bot are fixed, as its deal is
    if (req.mode === 'tutorial') return { seat: 'federation', bot: 'heuristic' };
    const seat = req.side ?? 'federation';
    if (!(INTRO_SEATS as readonly Seat[]).includes(seat)) throw badRequest(`"${seat}" is no seat of the intro game: choose federation or klingon`);
    return { seat, bot: req.bot ?? 'heuristic' };
  }
  if (req.mode === 'tutorial') throw badRequest('the guided game is an intro game: it cannot be constructed');
  if (req.withPremiums) throw badRequest('"withPremiums" adds the premium cards to the intro decks: in a constructed game put the cards you want in your deck list instead');
  const seat = req.side ?? 'player-1';
  if (!(CONSTRUCTED_SEATS as readonly Seat[]).includes(seat)) throw badRequest(`"${seat}" is no seat of a constructed game: choose player-1 or player-2`);
  const bot = req.bot ?? 'random';
  if (req.mode === 'bot') {
    const refused = botRefusalForOwnDecks(bot);
    if (refused) throw new HttpProblem(400, 'bot-refused', `the ${bot} bot cannot play a constructed game: ${refused}; choose the random bot`);
  } else if (req.botDeck !== undefined) throw badRequest('"botDeck" is for a game against a bot: in a friend game your friend gives their own deck when joining');
  if (req.deck === undefined) throw new HttpProblem(400, 'bad-deck', 'a constructed game is played with your own deck: give your deck list in "deck" (the text of a deck file, docs/DECKS.md)');
  const mine = readDeck(req.deck, 'your deck');
  const reasons = 'reasons' in mine ? [...mine.reasons] : [];
  let theirs: { list: DeckList } | { reasons: string[] } | null = null;
  if (req.mode === 'bot') {
    const text = req.botDeck ?? sampleBotDeck();
    if (text === null) reasons.push('this server has no sample deck for the bot: give the bot\'s deck list in "botDeck"');
    else theirs = readDeck(text, "the bot's deck");
    if (theirs && 'reasons' in theirs) reasons.push(...theirs.reasons);
  }
  if (reasons.length > 0 || !('list' in mine)) throw badDeck(reasons);
  const decks: GameSetup['decks'] = { [seat]: mine.list };
  if (theirs && 'list' in theirs) decks[otherSeat({ setup: { format: 'constructed', decks } }, seat)] = theirs.list;
  return { seat, bot, setup: { format: 'constructed', decks } };
}

/** Games with nothing going on (GameActor.quiet) are dropped from memory after this long. */
const IDLE_MS = 60_000;

/** A finished game's rematch asked for: who asked (each seat's deck and account), then the game made. */
interface RematchOffer {
  asked: Map<Seat, { deck: DeckList | null; accountId: string | null }>;
  /** Once both asked: the new game, and for each seat of the finished game its seat and token in it (kept here until fetched). */
  made: { gameId: string; seats: Map<Seat, { seat: Seat; token: string }> } | null;
  at: number;
}

/** How long a rematch asked for (or made and not yet fetched) is kept in memory. */
export const REMATCH_KEEP_MS = 30 * 60_000;

/** What the request that made a rematch tells the server (the lobby row of a rated rematch: server.ts). */
export interface RematchMade {
  oldId: string;
  gameId: string;
  format: 'intro' | 'constructed';
  /** The first to ask: the new game's host, in its new seat. */
  host: { seat: Seat; accountId: string | null };
  /** The second to ask, in its new seat. */
  joiner: { seat: Seat; accountId: string | null };
}

export class Hub {
  private readonly actors = new Map<string, GameActorT>();
  private readonly rematches = new Map<string, RematchOffer>();
  private readonly loading = new Map<string, Promise<GameActorT | null>>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;
  private readonly limits: HubLimits;
  private readonly now: () => number;
  private readonly newGames: PerMinute;
  /**
   * The friend games each client has waiting for the friend (game id -> created at). Kept in
   * memory only: a restarted server forgets them (the games still expire).
   */
  private readonly waitingBy = new Map<string, Map<string, number>>();
  private readonly creatorOf = new Map<string, string>();
  /** The activity time last written to the store, per game in memory. */
  private readonly touched = new Map<string, number>();
  /** Since when (real time) each game in memory has been quiet. */
  private readonly quietSince = new Map<string, number>();
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly env: ActorEnv,
    private readonly logger: Logger,
    private readonly o: HubOptions = {},
  ) {
    this.limits = { ...NO_LIMITS, ...o.limits };
    this.now = o.now ?? Date.now;
    this.newGames = new PerMinute(this.limits.gamesPerMinute, this.now);
    this.sweeper = setInterval(() => void this.sweep(), o.sweepMs ?? 60_000);
    this.sweeper.unref();
  }

  get size(): number {
    return this.actors.size;
  }

  /**
   * Loads every unfinished game from the store and lets its bots carry on: what start-up did
   * before games were loaded on demand (ServerOptions.resumeAll; the benchmark times it).
   */
  async resumeAll(): Promise<number> {
    const ids = await this.env.store.unfinished();
    let n = 0;
    for (const id of ids) {
      const a = await this.get(id);
      if (a) n += 1;
    }
    if (ids.length) this.logger.info({ games: n, of: ids.length }, 'resumed unfinished games');
    return n;
  }

  /** The actor of a game, loading (replaying) it from the store if needed. */
  async get(id: string): Promise<GameActorT | null> {
    const a = this.actors.get(id);
    if (a) return a;
    if (this.closed) return null;
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /**
   * A store call made for a client: a store that cannot be reached or written (database down, disk
   * full) becomes a 503 'storage' answer saying so, never an internal error.
   */
  private async fromStore<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof HttpProblem) throw e;
      const why = describeStoreError(e);
      this.logger.error({ err: e }, `${what}: the store failed: ${why}`);
      throw new HttpProblem(503, 'storage', `the game store cannot be used just now (${why}); nothing was changed; try again in a few seconds`, 5);
    }
  }

  /**
   * Loads a game; with several servers, only once this one holds its lease (claimed first, so the
   * log is read after the claim: whatever the last owner wrote is in it). Throws Elsewhere when
   * another live server holds it.
   */
  private async load(id: string): Promise<GameActorT | null> {
    const cluster = this.o.cluster;
    if (!cluster) return this.loadOwned(id);
    const place = await this.fromStore('claiming a game', () => cluster.claim(id));
    if (place.kind === 'absent') return null;
    if (place.kind === 'elsewhere') throw new Elsewhere(id, place.owner, place.address);
    try {
      const a = await this.loadOwned(id);
      if (!a) await cluster.release([id]);
      return a;
    } catch (e) {
      await cluster.release([id]).catch(() => undefined);
      throw e;
    }
  }

  /** Where a game is: in this server (loaded now if need be), another's (its address), or nowhere. */
  async locate(id: string): Promise<{ kind: 'here'; actor: GameActorT } | { kind: 'elsewhere'; address: string | null } | null> {
    try {
      const a = await this.get(id);
      return a ? { kind: 'here', actor: a } : null;
    } catch (e) {
      if (e instanceof Elsewhere) return { kind: 'elsewhere', address: e.address };
      throw e;
    }
  }

  /** Games another server took over (found at a lease renewal, or by an append refused): they leave this one at once. */
  dropLost(ids: string[]): void {
    for (const id of ids) {
      this.o.cluster?.forget(id);
      const a = this.actors.get(id);
      if (!a) continue;
      this.actors.delete(id);
      this.quietSince.delete(id);
      this.touched.delete(id);
      this.rematches.delete(id);
      a.drop();
    }
  }

  /** A new game's lease (several servers): taken by the server that makes it, before anything is played. */
  private async claimNew(id: string): Promise<void> {
    const cluster = this.o.cluster;
    if (!cluster) return;
    const place = await cluster.claim(id);
    if (place.kind !== 'mine') throw new Error(`the new game ${id} could not be claimed (${place.kind})`);
  }

  private async loadOwned(id: string): Promise<GameActorT | null> {
    const loaded = await this.fromStore('loading a game', () => this.env.store.load(id));
    if (!loaded) return null;
    const version = storedEngineVersion(loaded.game);
    if (version !== ENGINE_VERSION && !(this.o.resumesGamesOf ?? RESUMES_GAMES_OF).includes(version)) return this.upgraded(loaded.game, loaded.log, version);
    let game;
    try {
      game = rebuild(loaded.game, loaded.log);
    } catch (e) {
      // Never dropped: the game is quarantined (kept, listed as such, its players told why at
      // hello) until a server that can replay it again puts it back in play.
      const failure = e instanceof ReplayFailed ? e : new ReplayFailed(`game ${id}: ${(e as Error).message}`, -1, loaded.log.length);
      this.logger.error({ game: id, err: failure.message }, 'the game log no longer replays: the game is quarantined (stccg db check lists such games)');
      if (loaded.game.status !== 'quarantined' || loaded.game.problem !== failure.message) {
        await this.env.store
          .updateGame(id, { status: 'quarantined', problem: failure.message })
          .catch((err: unknown) => this.logger.error({ game: id, err }, 'could not mark the game quarantined in the store'));
      }
      const q = new QuarantinedActor({ ...loaded.game, status: 'quarantined', problem: failure.message }, failure, this.env);
      this.actors.set(id, q);
      return q;
    }
    const actor = new GameActor(loaded.game, game, loaded.log, this.env);
    if (loaded.game.status === 'quarantined') {
      // It replays again (the engine was fixed, or the log repaired): back in play.
      const open = seatsOf(loaded.game).some((s) => loaded.game.seats[s]?.kind === 'human' && loaded.game.seats[s]?.tokenHash === null);
      actor.meta.status = open ? 'waiting' : 'playing';
      delete actor.meta.problem;
      await this.env.store.updateGame(id, { status: actor.meta.status, problem: null });
      this.logger.warn({ game: id, was: loaded.game.problem }, 'a quarantined game replays again: back in play');
    }
    if (game.state.result && loaded.game.status !== 'finished') {
      // The process stopped between the last action and marking the game finished.
      actor.meta.status = 'finished';
      actor.meta.result = game.state.result;
      await this.env.store.updateGame(id, { status: 'finished', result: game.state.result });
      await this.env.onGameOver?.(actor.meta);
    }
    // Being loaded is not a seat's activity: the time is kept in memory, not written as a touch.
    actor.lastActive = this.now();
    this.touched.set(id, actor.lastActive);
    this.actors.set(id, actor);
    actor.askBot();
    return actor;
  }

  /**
   * A stored game of an engine this one cannot resume: an unfinished one is ended by the upgrade
   * (stored as 'upgraded', logged; its players are told at hello), and every such game is kept
   * readable through the frozen engine of its version when one is kept. Never quarantined.
   */
  private async upgraded(meta: StoredGame, log: LogEntry[], version: string): Promise<GameActorT> {
    let frozen: FrozenGame | null = null;
    const engine = await frozenEngine(version).catch(() => null);
    if (engine) {
      try {
        frozen = rebuildFrozen(engine, meta, log);
      } catch (err) {
        this.logger.error({ game: meta.id, err: (err as Error).message, engine: version }, 'the game does not replay under the frozen engine of its version either; it is ended without a replay');
      }
    }
    const m: StoredGame = { ...meta };
    if (m.status === 'waiting' || m.status === 'playing') {
      const st = frozen?.state;
      const result: GameResult = { winner: null, reason: 'upgraded', scores: scoresOf(m, st ?? null), turn: st?.turn.number ?? 0 };
      await this.fromStore('ending a game by an engine upgrade', () => this.env.store.updateGame(meta.id, { status: 'upgraded', result }));
      m.status = 'upgraded';
      m.result = result;
      this.forgetWaiting(meta.id);
      this.logger.warn({ game: meta.id, engine: version, now: ENGINE_VERSION }, `an unfinished game of engine ${version} was ended by the upgrade to engine ${ENGINE_VERSION}, which cannot resume it`);
    }
    const a = new UpgradedActor(m, frozen, version, log.length, this.env);
    this.actors.set(meta.id, a);
    return a;
  }

  /**
   * Refuses a new friend game when the client has as many waiting as it may: counted in this
   * server's memory, or with several servers in the table they share (cluster.ts waitingOf).
   */
  private async checkOpenGames(client: string, now: number): Promise<void> {
    const max = this.limits.openGamesPerClient;
    if (max <= 0) return;
    const expiry = this.limits.unstartedExpiryMs;
    let times: number[];
    const cluster = this.o.cluster;
    if (cluster) {
      const rows = await this.fromStore('counting your waiting games', () => cluster.waitingOf(client));
      times = rows.filter((r) => !(expiry > 0 && now - r.at > expiry)).map((r) => r.at);
    } else {
      const mine = this.waitingBy.get(client);
      if (!mine) return;
      for (const [id, at] of mine) {
        const a = this.actors.get(id);
        if ((a && a.meta.status !== 'waiting') || (expiry > 0 && now - at > expiry)) this.forgetWaiting(id);
      }
      times = [...mine.values()];
    }
    if (times.length < max) return;
    const oldest = Math.min(...times);
    const retryS = expiry > 0 ? seconds(oldest + expiry - now) : 60;
    throw new HttpProblem(
      429,
      'too-many-open-games',
      `you have ${max} games waiting for a friend to join, the most one address may have: send their invite links, or wait until one is joined${expiry > 0 ? ` or expires (the oldest in ${seconds(oldest + expiry - now)} s)` : ''}; try again in ${retryS} s`,
      retryS,
    );
  }

  /** Takes one of the client's new games of the minute (this server's count, or with several servers the shared one), or refuses with 429. */
  private async takeNewGame(client: string): Promise<void> {
    const cluster = this.o.cluster;
    const wait = cluster ? await this.fromStore('counting your new games', () => cluster.takeNewGame(client, this.limits.gamesPerMinute)) : this.newGames.take(client);
    if (wait !== null) {
      throw new HttpProblem(429, 'rate-limited', `too many new games from your address: at most ${this.limits.gamesPerMinute} new games a minute; try again in ${seconds(wait)} s`, seconds(wait));
    }
  }

  /** Told when a friend game stops waiting for its friend (joined, expired, cancelled, ended by an upgrade): the lobby drops it. */
  onWaitingGone: ((id: string) => void) | null = null;

  private forgetWaiting(id: string): void {
    this.onWaitingGone?.(id);
    // with several servers the shared row goes too (a row left behind is cleared when next counted)
    this.o.cluster?.removeWaiting(id).catch((e: unknown) => this.logger.debug({ err: e, game: id }, 'could not clear a waiting game from the shared count'));
    const client = this.creatorOf.get(id);
    if (client === undefined) return;
    this.creatorOf.delete(id);
    const mine = this.waitingBy.get(client);
    mine?.delete(id);
    if (mine && mine.size === 0) this.waitingBy.delete(client);
  }

  /** Creates a game for `client` (the key of its address: see quotas.ts), within its quotas. */
  async create(req: CreateGameReq, origin: string, client = 'local'): Promise<CreateGameRes> {
    if (this.closed) throw new HttpProblem(503, 'unavailable', 'the server is shutting down', 5);
    const now = this.now();
    // every problem with the request (format, seat, bot, decks) is refused before any quota is spent
    const plan = planGame(req);
    if (req.mode === 'friend') await this.checkOpenGames(client, now);
    await this.takeNewGame(client);
    // Every game gets a fresh 256-bit seed; nobody can choose it (seedSource is for tests only).
    // A test's whole-number seed is stored as the key it expands into (the same deal): a stored
    // whole number means a game of engine 0.1 (rebuild replays it under that engine's rules).
    // the tutorial alone has a fixed deal (the same for everyone, and it says so)
    const tutorial = req.mode === 'tutorial';
    if (tutorial) req = { ...req, withPremiums: false };
    const given = tutorial ? TUTORIAL_SEED : this.o.seedSource ? this.o.seedSource() : undefined;
    const seed = given !== undefined ? seedKey(given) : randomBytes(32).toString('hex');
    const id = secret(9);
    const token = secret();
    const seat = plan.seat;
    const invite = req.mode === 'friend' ? secret(12) : undefined;
    const seats: StoredGame['seats'] = {};
    seats[seat] = { kind: 'human', tokenHash: hashSecret(token) };
    seats[otherSeat(plan, seat)] =
      req.mode !== 'friend'
        ? { kind: 'bot', bot: plan.bot, botSeed: given !== undefined ? botSeedOf(given) : randomInt(0, 2 ** 31), tokenHash: null }
        : { kind: 'human', tokenHash: null, inviteHash: hashSecret(invite as string) };
    const meta: StoredGame = {
      id,
      engineVersion: ENGINE_VERSION,
      createdAt: iso(now),
      seed,
      withPremiums: req.withPremiums ?? false,
      seats,
      status: req.mode === 'friend' ? 'waiting' : 'playing',
      result: null,
    };
    if (plan.setup) meta.setup = plan.setup;
    const clock = clockConfigOf(req.clock ?? undefined);
    if (clock) meta.clock = clock;
    const game = rebuild(meta, []);
    await this.fromStore('creating a game', async () => {
      await this.env.store.createGame(meta);
      await this.env.store.addToken(hashSecret(token), id, seat);
      await this.claimNew(id);
      if (req.mode === 'friend' && this.limits.openGamesPerClient > 0) await this.o.cluster?.addWaiting(id, client, now);
    });
    const actor = new GameActor(meta, game, 0, this.env);
    actor.lastActive = now;
    this.actors.set(id, actor);
    if (req.mode === 'friend') {
      let mine = this.waitingBy.get(client);
      if (!mine) this.waitingBy.set(client, (mine = new Map()));
      mine.set(id, now);
      this.creatorOf.set(id, client);
    }
    actor.askBot();
    this.logger.info({ game: id, mode: req.mode, format: plan.setup ? 'constructed' : 'intro', seat, bot: req.mode === 'friend' ? undefined : plan.bot }, 'game created');
    const res: CreateGameRes = { gameId: id, seat, token, watchUrl: `${origin}/watch/${id}` };
    if (invite) {
      res.invite = invite;
      // after the '#': a browser never sends it to any server (nor in a Referer)
      res.inviteUrl = `${origin}/#/join/${id}?invite=${invite}`;
    }
    return res;
  }

  async join(id: string, invite: string, deckText?: string): Promise<JoinGameRes> {
    return this.takeSeat(id, deckText, (actor) => {
      const h = hashSecret(invite);
      const seat = seatsOf(actor.meta).find((s) => sameHash(h, actor.meta.seats[s]?.inviteHash ?? null));
      if (!seat) {
        // the code that took a seat: used; any other code (games joined before codes were kept
        // after use are told the same): wrong
        const used = seatsOf(actor.meta).some((s) => sameHash(h, actor.meta.seats[s]?.usedInviteHash ?? null));
        if (used) throw new HttpProblem(409, 'seat-taken', 'this invite has already been used: its seat is taken (if it was you, open the game from the start page of the browser you joined with)');
        throw new HttpProblem(403, 'bad-invite', 'this invite code does not open a seat of this game: check that the whole link was copied, or ask your friend to send it again');
      }
      return { seat, h };
    });
  }

  /**
   * Takes the open seat of a friend game without its invite (a game posted to the lobby: anyone may
   * take it); 409 'seat-taken' when it is taken.
   */
  async joinOpen(id: string, deckText?: string): Promise<JoinGameRes> {
    return this.takeSeat(id, deckText, (actor) => {
      const seat = seatsOf(actor.meta).find((s) => actor.meta.seats[s]?.kind === 'human' && (actor.meta.seats[s]?.inviteHash ?? null) !== null);
      if (!seat || actor.meta.status !== 'waiting') throw new HttpProblem(409, 'seat-taken', 'this game has found its opponent: its seat is taken');
      return { seat, h: actor.meta.seats[seat]?.inviteHash as string };
    });
  }

  private async takeSeat(id: string, deckText: string | undefined, find: (actor: GameActorT) => { seat: Seat; h: string }): Promise<JoinGameRes> {
    const actor = await this.get(id);
    if (!actor) throw new HttpProblem(404, 'unknown-game', 'no such game');
    return actor.enqueue(async () => {
      if (actor instanceof QuarantinedActor) throw new HttpProblem(409, 'quarantined', actor.publicMessage);
      if (actor.meta.status === 'expired') {
        throw new HttpProblem(410, 'expired', `this invite has expired: nobody took the seat within ${inWords(this.limits.unstartedExpiryMs)}, so the game was closed; ask your friend for a new invite`);
      }
      const { seat, h } = find(actor);
      // a constructed game takes the joiner's deck: read and checked before anything changes
      let deck: DeckList | null = null;
      const setup = actor.meta.setup;
      if (setup && !setup.decks[seat]) {
        if (deckText === undefined) throw new HttpProblem(400, 'deck-needed', 'this is a constructed game: join it with your own deck list in "deck" (the text of a deck file, docs/DECKS.md)');
        const read = readDeck(deckText, 'your deck');
        if ('reasons' in read) throw badDeck(read.reasons);
        deck = read.list;
      } else if (deckText !== undefined) throw badRequest('this game is played with the intro decks: join it without a deck list');
      const token = secret();
      const seats = { ...actor.meta.seats, [seat]: { kind: 'human', tokenHash: hashSecret(token), inviteHash: null, usedInviteHash: h } } as StoredGame['seats'];
      const status = actor.meta.status === 'waiting' ? 'playing' : actor.meta.status;
      const newSetup: GameSetup | undefined = setup && deck ? { ...setup, decks: { ...setup.decks, [seat]: deck } } : undefined;
      // the token first: should the store fail in between, the invite still opens the seat (a
      // token the game does not name opens nothing)
      await this.fromStore('taking a seat by invite', async () => {
        await this.env.store.addToken(hashSecret(token), id, seat);
        await this.env.store.updateGame(id, { seats, status, ...(newSetup ? { setup: newSetup } : {}) });
      });
      actor.meta.seats = seats;
      actor.meta.status = status;
      if (deck) actor.deckIn(seat, deck);
      actor.lastActive = this.now();
      this.forgetWaiting(id);
      await actor.seatTaken();
      this.logger.info({ game: id, seat }, 'seat taken by invite');
      return { gameId: id, seat, token };
    });
  }

  /**
   * Ends a friend game still waiting for its friend, at its host's request (a lobby game taken off
   * the lobby): it ends as 'expired' (its invite answers 410). False when it is no longer waiting.
   */
  async cancelWaiting(id: string): Promise<boolean> {
    const a = await this.get(id);
    if (!a || a instanceof QuarantinedActor || a.meta.status !== 'waiting') return false;
    const done = await this.fromStore('cancelling a game', () => a.endByServer('expired', 'waiting'));
    if (done) this.forgetWaiting(id);
    return done;
  }

  /**
   * A player of a finished game between two people asks for a rematch (POST /api/games/:id/rematch):
   * the first to ask waits (the table is told); the second makes the new game, in which each player
   * takes the other seat, so that the one who did not go first goes first; each may bring another
   * deck (constructed). Asking again gives the same answer. `made` is given to the request that made it.
   */
  async rematch(id: string, token: string, deckText: string | undefined, accountId: string | null, client = 'local'): Promise<{ res: RematchRes; made?: RematchMade }> {
    if (this.closed) throw new HttpProblem(503, 'unavailable', 'the server is shutting down', 5);
    const actor = await this.get(id);
    if (!actor) throw new HttpProblem(404, 'unknown-game', 'no such game');
    const viewer = this.viewerFor(actor, token);
    const seat = viewer as Seat;
    if (viewer === null || viewer === 'spectator') throw new HttpProblem(403, 'not-a-player', 'only a player of this game may ask for its rematch: this token opens no seat of it');
    return actor.enqueue(async () => {
      if (actor instanceof QuarantinedActor) throw new HttpProblem(409, 'quarantined', actor.publicMessage);
      if (!actor.isOver) throw new HttpProblem(409, 'not-over', 'the game is not over yet: a rematch is asked for once it has ended');
      const seats = seatsOf(actor.meta);
      if (seats.some((s) => actor.meta.seats[s]?.kind !== 'human' || !actor.meta.seats[s]?.tokenHash)) {
        throw new HttpProblem(409, 'no-rematch', 'a rematch is played between the two people of a game: against the AI, or in a game nobody joined, start a new game from the start page');
      }
      const now = this.now();
      for (const [k, o] of this.rematches) if (now - o.at > REMATCH_KEEP_MS) this.rematches.delete(k);
      let offer = this.rematches.get(id);
      const mine = offer?.made?.seats.get(seat);
      if (offer?.made && mine) return { res: { status: 'ready', gameId: offer.made.gameId, seat: mine.seat, token: mine.token } };
      let deck: DeckList | null = null;
      if (actor.meta.setup) {
        if (deckText !== undefined) {
          const read = readDeck(deckText, 'your deck');
          if ('reasons' in read) throw badDeck(read.reasons);
          deck = read.list;
        } else deck = actor.meta.setup.decks[seat] ?? null;
        if (!deck) throw new HttpProblem(400, 'bad-deck', 'give your deck list for the rematch in "deck"');
      } else if (deckText !== undefined) throw badRequest('this game was played with the intro decks: ask for its rematch without a deck list');
      if (!offer) this.rematches.set(id, (offer = { asked: new Map(), made: null, at: now }));
      offer.asked.set(seat, { deck, accountId });
      const other = otherSeat(actor.meta, seat);
      const first = offer.asked.get(other);
      if (!first) {
        this.tellTable(actor, { type: 'rematch', asked: [...offer.asked.keys()] });
        return { res: { status: 'waiting' } };
      }
      await this.takeNewGame(client);
      // each person takes the other seat: in the intro game the Klingon goes first, so the one who
      // did not go first now does; in a constructed game the seed is drawn until that holds too
      const oldFirst: Seat = actor.meta.setup ? (firstPlayer((actor.game as Game).state) as Seat) : 'klingon';
      const made = new Map<Seat, { seat: Seat; token: string }>();
      const newSeats: StoredGame['seats'] = {};
      const decks: GameSetup['decks'] = {};
      for (const s of seats) {
        const t = secret();
        const ns = otherSeat(actor.meta, s);
        made.set(s, { seat: ns, token: t });
        newSeats[ns] = { kind: 'human', tokenHash: hashSecret(t) };
        const d = s === seat ? deck : first.deck;
        if (d) decks[ns] = d;
      }
      const gameId = secret(9);
      const meta: StoredGame = { id: gameId, engineVersion: ENGINE_VERSION, createdAt: iso(now), seed: '', withPremiums: actor.meta.withPremiums, seats: newSeats, status: 'playing', result: null };
      if (actor.meta.setup) meta.setup = { format: 'constructed', decks };
      if (actor.meta.clock) meta.clock = { ...actor.meta.clock };
      let game: Game | null = null;
      for (let i = 0; i < 64 && !game; i++) {
        const given = this.o.seedSource ? this.o.seedSource() : undefined;
        meta.seed = given !== undefined ? seedKey(given) : randomBytes(32).toString('hex');
        const g = rebuild(meta, []);
        if (!meta.setup || firstPlayer(g.state) === oldFirst || i === 63) game = g;
      }
      await this.fromStore('making a rematch', async () => {
        await this.env.store.createGame(meta);
        for (const m of made.values()) await this.env.store.addToken(hashSecret(m.token), gameId, m.seat);
        await this.claimNew(gameId);
      });
      const next = new GameActor(meta, game as Game, 0, this.env);
      next.lastActive = now;
      this.actors.set(gameId, next);
      offer.made = { gameId, seats: made };
      this.tellTable(actor, { type: 'rematch', asked: [...offer.asked.keys()], gameId });
      this.logger.info({ game: gameId, rematchOf: id }, 'rematch made');
      const m = made.get(seat) as { seat: Seat; token: string };
      const f = made.get(other) as { seat: Seat; token: string };
      return {
        res: { status: 'ready', gameId, seat: m.seat, token: m.token },
        made: { oldId: id, gameId, format: meta.setup ? 'constructed' : 'intro', host: { seat: f.seat, accountId: first.accountId }, joiner: { seat: m.seat, accountId } },
      };
    });
  }

  private tellTable(actor: GameActorT, msg: ServerMsg): void {
    for (const c of actor.sockets) if (c.viewer) c.send(msg);
  }

  /** Which viewer a hello's token makes a socket: a seat, a spectator (no token), or null (wrong token). */
  viewerFor(actor: GameActorT, token: string | undefined): Viewer | null {
    if (token === undefined) return 'spectator';
    const h = hashSecret(token);
    for (const s of seatsOf(actor.meta)) if (sameHash(h, actor.meta.seats[s]?.tokenHash ?? null)) return s;
    return null;
  }

  async list(tokens: string[]): Promise<GameSummary[]> {
    return this.listHashes(tokens.map(hashSecret));
  }

  /** The games of these seat token hashes (an account's seats: account-routes.ts), newest first. */
  async listHashes(hashes: string[]): Promise<GameSummary[]> {
    const found = await this.fromStore('listing games', () => this.env.store.byTokens(hashes));
    const out: GameSummary[] = [];
    for (const { game, seat } of found) {
      const a = this.actors.get(game.id);
      if (a) out.push(a.summary(seat));
      else out.push(storedSummary(game, seat));
    }
    out.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    return out;
  }

  async summary(id: string): Promise<GameSummary | null> {
    const a = await this.get(id);
    return a ? a.summary() : null;
  }

  /** The engine's record of a finished game (with who played each seat; for a game the server ended, how). */
  async record(id: string): Promise<object> {
    const a = await this.get(id);
    if (!a) throw new HttpProblem(404, 'unknown-game', 'no such game');
    if (a instanceof UpgradedActor) {
      try {
        return a.recordWithPlayers();
      } catch (e) {
        if (e instanceof RecordUnavailable) throw new HttpProblem(410, 'no-replay', e.message);
        throw e;
      }
    }
    if (!a.isOver) throw new HttpProblem(409, 'not-finished', 'the record is available once the game is over');
    return a.recordWithPlayers();
  }

  /**
   * Runs every sweepMs (and when called): ends the games that are due (friend games nobody
   * joined for unstartedExpiryMs expire; started games no seat touched for abandonAfterMs are
   * abandoned), first among the games in memory, then among those only in the store; writes
   * the seats' activity to the store; drops games quiet for a while from memory.
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((e: unknown) => this.logger.error({ err: e }, 'the sweep failed'))
      .finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    if (this.closed) return;
    const now = this.now();
    const { unstartedExpiryMs: expiry, abandonAfterMs: abandon } = this.limits;
    for (const a of [...this.actors.values()]) {
      if (a instanceof QuarantinedActor) continue;
      if (expiry > 0 && a.meta.status === 'waiting' && now - Date.parse(a.meta.createdAt) > expiry) await this.end(a, 'expired', 'waiting');
      else if (abandon > 0 && a.meta.status === 'playing' && now - a.lastActive > abandon) await this.end(a, 'abandoned', 'playing');
    }
    const unsaved = await this.writeTouches();
    const store = this.env.store;
    if (store.staleGames) {
      const due: [ServerEnding, GameStatus, 'created' | 'active', number][] = [];
      if (expiry > 0) due.push(['expired', 'waiting', 'created', expiry]);
      if (abandon > 0) due.push(['abandoned', 'playing', 'active', abandon]);
      for (const [ending, from, since, ms] of due) {
        const ids = await store.staleGames(from, since, iso(now - ms), SWEEP_PAGE);
        for (const id of ids) {
          if (this.actors.has(id) || this.closed) continue;
          // another server's game is that server's to sweep
          const a = await this.get(id).catch((e: unknown) => {
            if (e instanceof Elsewhere) return null;
            throw e;
          });
          if (a && !(a instanceof QuarantinedActor) && a.connections === 0) await this.end(a, ending, from);
        }
      }
    }
    this.newGames.prune();
    await this.o.cluster?.pruneNewGames(this.limits.gamesPerMinute).catch((e: unknown) => this.logger.warn({ err: e }, 'could not prune the shared count of new games'));
    // Games with nothing going on leave memory (real time: this is about memory, not a rule).
    const t = Date.now();
    const left: string[] = [];
    for (const [id, a] of this.actors) {
      const quiet = a instanceof QuarantinedActor ? a.connections === 0 : a.quiet;
      if (!quiet || unsaved.has(id)) {
        this.quietSince.delete(id);
        continue;
      }
      const since = this.quietSince.get(id);
      if (since === undefined) this.quietSince.set(id, t);
      else if (t - since > IDLE_MS) {
        this.actors.delete(id);
        this.quietSince.delete(id);
        this.touched.delete(id);
        left.push(id);
      }
    }
    // its lease goes with it (several servers): the next server asked for it loads it
    if (left.length > 0) await this.o.cluster?.release(left).catch((e: unknown) => this.logger.warn({ err: e }, 'could not release the leases of games that left memory (they lapse by themselves)'));
  }

  private async end(a: GameActorT, ending: ServerEnding, from: GameStatus): Promise<void> {
    try {
      if (await a.endByServer(ending, from)) this.forgetWaiting(a.id);
    } catch (e) {
      this.logger.error({ game: a.id, err: e }, `could not mark the game ${ending} in the store (the next sweep tries again)`);
    }
  }

  /** Writes the seats' activity of the games in memory to the store; answers the games whose write failed. */
  private async writeTouches(): Promise<Set<string>> {
    const store = this.env.store;
    const touches: { gameId: string; at: string }[] = [];
    const at = new Map<string, number>();
    for (const a of this.actors.values()) {
      if (a.lastActive > (this.touched.get(a.id) ?? 0)) {
        touches.push({ gameId: a.id, at: iso(a.lastActive) });
        at.set(a.id, a.lastActive);
      }
    }
    if (touches.length === 0 || !store.touchGames) return new Set();
    try {
      await store.touchGames(touches);
    } catch (e) {
      this.logger.warn({ err: e, games: touches.length }, 'could not record the games\' activity in the store (kept in memory; tried again at the next sweep)');
      return new Set(at.keys());
    }
    for (const [id, t] of at) this.touched.set(id, t);
    return new Set();
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.sweeping;
    await this.writeTouches();
    this.closed = true;
    await Promise.all([...this.loading.values()].map((p) => p.catch(() => null)));
    await Promise.all([...this.actors.values()].map((a) => a.close()));
    this.actors.clear();
  }
}

function storedSummary(g: StoredGame, mySeat?: Seat): GameSummary {
  const out: GameSummary = {
    gameId: g.id,
    status: g.status,
    seats: seatsSummary(g),
    turn: g.result?.turn ?? 0,
    scores: g.result?.scores ?? scoresOf(g, null),
    result: g.result,
    createdAt: g.createdAt,
  };
  if (g.setup) out.format = 'constructed';
  if (mySeat) out.mySeat = mySeat;
  if (g.seed === TUTORIAL_SEED_KEY) out.tutorial = true;
  if (g.clock) out.clock = { bankSeconds: Math.round(g.clock.bankMs / 1000), incrementSeconds: Math.round(g.clock.incrementMs / 1000) };
  return out;
}
