/**
 * The hub: finds, creates, loads and resumes game actors. Unfinished games stay in memory;
 * finished ones are loaded on demand (a spectator, a record request) and dropped when idle.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Viewer } from '@stccg/engine';
import type { Logger } from 'pino';
import type { GameActor as GameActorT } from './actor.ts';
import { GameActor, ReplayFailed, rebuild, playersOf, seatsSummary } from './actor.ts';
import type { ActorEnv } from './actor.ts';
import type { CreateGameReq, CreateGameRes, GameSummary, JoinGameRes, Seat } from './protocol.ts';
import type { StoredGame } from './store.ts';

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

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

const other = (s: Seat): Seat => (s === 'federation' ? 'klingon' : 'federation');

/** Finished games with no socket attached are dropped from memory after this long. */
const IDLE_MS = 60_000;

export class Hub {
  private readonly actors = new Map<string, GameActorT>();
  private readonly loading = new Map<string, Promise<GameActorT | null>>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly env: ActorEnv,
    private readonly logger: Logger,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 15_000);
    this.sweeper.unref();
  }

  get size(): number {
    return this.actors.size;
  }

  /** Loads every unfinished game from the store and lets its bots carry on. */
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

  private async load(id: string): Promise<GameActorT | null> {
    const loaded = await this.env.store.load(id);
    if (!loaded) return null;
    let game;
    try {
      game = rebuild(loaded.game, loaded.log);
    } catch (e) {
      this.logger.error({ game: id, err: (e as Error).message }, e instanceof ReplayFailed ? 'cannot replay the game log; leaving the game out' : 'cannot load the game');
      return null;
    }
    const actor = new GameActor(loaded.game, game, loaded.log.length, this.env);
    if (game.state.result && loaded.game.status !== 'finished') {
      // The process stopped between the last action and marking the game finished.
      actor.meta.status = 'finished';
      actor.meta.result = game.state.result;
      await this.env.store.updateGame(id, { status: 'finished', result: game.state.result });
    }
    this.actors.set(id, actor);
    actor.askBot();
    return actor;
  }

  async create(req: CreateGameReq, origin: string): Promise<CreateGameRes> {
    if (this.closed) throw new HttpProblem(503, 'unavailable', 'the server is shutting down');
    if (req.mode === 'friend' && req.seed !== undefined) {
      throw new HttpProblem(400, 'bad-request', 'a seed may be chosen only for a game against a bot: a known seed reveals the deck order');
    }
    const id = secret(9);
    const token = secret();
    const seat = req.side;
    const invite = req.mode === 'friend' ? secret(12) : undefined;
    const seats = {} as StoredGame['seats'];
    seats[seat] = { kind: 'human', tokenHash: hashSecret(token) };
    seats[other(seat)] =
      req.mode === 'bot'
        ? { kind: 'bot', bot: req.bot, botSeed: req.seed !== undefined ? (req.seed * 7919 + 17) % 2 ** 31 : randomInt(0, 2 ** 31), tokenHash: null }
        : { kind: 'human', tokenHash: null, inviteHash: hashSecret(invite as string) };
    const meta: StoredGame = {
      id,
      createdAt: new Date().toISOString(),
      seed: req.seed ?? randomInt(0, 2 ** 32 - 1),
      withPremiums: req.withPremiums ?? false,
      seats,
      status: req.mode === 'bot' ? 'playing' : 'waiting',
      result: null,
    };
    const game = rebuild(meta, []);
    await this.env.store.createGame(meta);
    await this.env.store.addToken(hashSecret(token), id, seat);
    const actor = new GameActor(meta, game, 0, this.env);
    this.actors.set(id, actor);
    actor.askBot();
    this.logger.info({ game: id, mode: req.mode, seat, bot: req.mode === 'bot' ? req.bot : undefined }, 'game created');
    const res: CreateGameRes = { gameId: id, seat, token, watchUrl: `${origin}/watch/${id}` };
    if (invite) {
      res.invite = invite;
      res.inviteUrl = `${origin}/join/${id}?invite=${invite}`;
    }
    return res;
  }

  async join(id: string, invite: string): Promise<JoinGameRes> {
    const actor = await this.get(id);
    if (!actor) throw new HttpProblem(404, 'unknown-game', 'no such game');
    return actor.enqueue(async () => {
      const h = hashSecret(invite);
      const seat = (['federation', 'klingon'] as const).find((s) => sameHash(h, actor.meta.seats[s].inviteHash));
      if (!seat) {
        const open = (['federation', 'klingon'] as const).some((s) => actor.meta.seats[s].inviteHash);
        throw open ? new HttpProblem(403, 'bad-invite', 'this invite code does not open a seat of this game') : new HttpProblem(409, 'seat-taken', 'the invite has already been used');
      }
      const token = secret();
      const seats = { ...actor.meta.seats, [seat]: { kind: 'human', tokenHash: hashSecret(token), inviteHash: null } } as StoredGame['seats'];
      const status = actor.meta.status === 'waiting' ? 'playing' : actor.meta.status;
      await this.env.store.updateGame(id, { seats, status });
      await this.env.store.addToken(hashSecret(token), id, seat);
      actor.meta.seats = seats;
      actor.meta.status = status;
      await actor.seatTaken();
      this.logger.info({ game: id, seat }, 'seat taken by invite');
      return { gameId: id, seat, token };
    });
  }

  /** Which viewer a hello's token makes a socket: a seat, a spectator (no token), or null (wrong token). */
  viewerFor(actor: GameActorT, token: string | undefined): Viewer | null {
    if (token === undefined) return 'spectator';
    const h = hashSecret(token);
    for (const s of ['federation', 'klingon'] as const) if (sameHash(h, actor.meta.seats[s].tokenHash)) return s;
    return null;
  }

  async list(tokens: string[]): Promise<GameSummary[]> {
    const found = await this.env.store.byTokens(tokens.map(hashSecret));
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

  /** The engine's record of a finished game (with who played each seat). */
  async record(id: string): Promise<object> {
    const a = await this.get(id);
    if (!a) throw new HttpProblem(404, 'unknown-game', 'no such game');
    if (!a.state.result) throw new HttpProblem(409, 'not-finished', 'the record is available once the game is over');
    return { ...a.game.finish(), players: playersOf(a.meta) };
  }

  private sweep(): void {
    const now = Date.now();
    for (const [id, a] of this.actors) {
      if (a.state.result && a.connections === 0 && a.idleSince !== null && now - a.idleSince > IDLE_MS) this.actors.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
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
    scores: g.result?.scores ?? { federation: 0, klingon: 0 },
    result: g.result,
    createdAt: g.createdAt,
  };
  if (mySeat) out.mySeat = mySeat;
  return out;
}
