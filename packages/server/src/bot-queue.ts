/**
 * Bots on their own worker pool (issue 30): with `stccg serve --cluster --bots external` a game
 * server does not think for its bot seats. Each bot decision goes as a row into the PostgreSQL table
 * `bot_requests` (the seat's view, the seat's decision, the bot's name, seed and think time, and in a
 * game of the players' own decks the bot's own deck list: never the game's state nor another seat's
 * hidden cards); `stccg bot-worker` processes (bot-worker-command.ts) claim rows with
 * `FOR UPDATE SKIP LOCKED` and a lease, answer with the same bot code the in-process pool runs
 * (bots.ts, bot-worker.ts), and write the answer back; the game server hears of it by NOTIFY (and
 * polls as a fallback) and hands it to the game's actor exactly as an in-process bot's answer, so the
 * response-point timing rule (actor.ts askBot) is kept where it was: in the game server.
 *
 * A row whose worker died (its lease lapsed) is claimed again by another worker. A row of a game that
 * ended, or moved to another server, is deleted (release; and a worker skips and deletes rows whose
 * server no longer holds the game's lease). An answer that is not one of the decision's options is
 * ignored and the decision asked again (at most MAX_ASKS times; then the actor chooses at random).
 * Without any worker the bot's game waits; /health tells the queued requests and the oldest's age.
 */
import type { Logger } from 'pino';
import type { DeckList, PlayerView } from '@stccg/engine';
import type { SeatDecision } from '@stccg/ai';
import type { PostgresStore } from './store-postgres.ts';

export const BOT_QUEUE_TABLES = `
CREATE TABLE IF NOT EXISTS bot_requests (
  id BIGSERIAL PRIMARY KEY,
  game_id TEXT NOT NULL,
  seat_key TEXT NOT NULL,
  owner TEXT NOT NULL,
  request JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  claimed_by TEXT,
  lease_until TIMESTAMPTZ,
  attempts INT NOT NULL DEFAULT 0,
  answer JSONB,
  answered_at TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS bot_requests_open ON bot_requests(id) WHERE answer IS NULL;
CREATE INDEX IF NOT EXISTS bot_requests_owner ON bot_requests(owner);
`;

/** NOTIFY channels: a new request (workers listen), an answer (game servers listen), a finished bot. */
export const CHANNEL_REQUEST = 'bot_request';
export const CHANNEL_ANSWER = 'bot_answer';
export const CHANNEL_RELEASE = 'bot_release';

/** What a worker receives: one seat's view and decision, never the game's state. */
export interface QueuedDecision {
  name: string;
  seed: number;
  thinkMs?: number;
  view: PlayerView;
  decision: SeatDecision;
  /** In a game of the players' own decks: the bot's own deck list (never the other player's). */
  deck?: DeckList;
}

export type QueuedAnswer = { option: string; used: string } | { error: string };

/** How an actor asks for a bot's choice: the in-process pool (bots.ts) or the queue. */
export interface BotDecider {
  decide(key: string, name: string, seed: number, view: PlayerView, decision: SeatDecision, thinkMs?: number, deck?: DeckList): Promise<{ option: string; used: string }>;
  release(key: string): void;
  close(): Promise<void>;
}

/** An answer not among the decision's options is asked again this many times in all, then the actor chooses at random. */
export const MAX_ASKS = 3;

interface Waiting {
  key: string;
  options: Set<string>;
  asks: number;
  resolve: (r: { option: string; used: string }) => void;
  reject: (e: Error) => void;
}

export interface QueueBotsOptions {
  /** This server's id (cluster.ts): the rows it asked, and whose answers it takes. */
  owner: string;
  logger: Logger;
  /** Polling for answers, as a fallback to NOTIFY (default 1000 ms). */
  pollMs?: number;
}

/** The game server's side of the queue. */
export class QueueBots implements BotDecider {
  private readonly waiting = new Map<string, Waiting>();
  private closed = false;
  private readonly unlisten: () => void;
  private readonly poller: NodeJS.Timeout;
  private polling = false;

  private constructor(
    private readonly store: PostgresStore,
    private readonly o: QueueBotsOptions,
  ) {
    this.unlisten = store.listen(
      CHANNEL_ANSWER,
      (payload) => {
        if (this.waiting.has(payload)) void this.collect([payload]);
      },
      (e) => o.logger.warn({ err: (e as Error).message }, 'bot queue: listening for answers failed; polling until it is back'),
    );
    this.poller = setInterval(() => void this.poll(), o.pollMs ?? 1000);
    this.poller.unref();
  }

  static async start(store: PostgresStore, o: QueueBotsOptions): Promise<QueueBots> {
    await store.ddl(BOT_QUEUE_TABLES);
    // requests this server asked before it restarted: nobody waits for them any more
    await store.sql('DELETE FROM bot_requests WHERE owner = $1', [o.owner]);
    return new QueueBots(store, o);
  }

  decide(key: string, name: string, seed: number, view: PlayerView, decision: SeatDecision, thinkMs?: number, deck?: DeckList): Promise<{ option: string; used: string }> {
    if (this.closed) return Promise.reject(new Error('the bot queue is closed'));
    const req: QueuedDecision = { name, seed, view, decision };
    if (thinkMs !== undefined) req.thinkMs = thinkMs;
    if (deck !== undefined) req.deck = deck;
    const gameId = key.slice(0, key.lastIndexOf(':'));
    return new Promise((resolve, reject) => {
      this.store
        .sql('INSERT INTO bot_requests (game_id, seat_key, owner, request) VALUES ($1, $2, $3, $4) RETURNING id', [gameId, key, this.o.owner, JSON.stringify(req)])
        .then(async (r) => {
          const id = String(r.rows[0]?.id);
          this.waiting.set(id, { key, options: new Set(decision.options.map((x) => x.id)), asks: 1, resolve, reject });
          await this.store.notify(CHANNEL_REQUEST, id).catch(() => undefined);
        })
        .catch((e: unknown) => reject(e instanceof Error ? e : new Error(String(e))));
    });
  }

  /** The answers of these rows, if there: each handed to its waiting decision (or asked again). */
  private async collect(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const r = await this.store.sql('SELECT id, answer FROM bot_requests WHERE id = ANY($1::bigint[]) AND owner = $2 AND answer IS NOT NULL', [ids, this.o.owner]).catch(() => null);
    for (const row of r?.rows ?? []) {
      const id = String(row.id);
      const w = this.waiting.get(id);
      if (!w) continue;
      const a = row.answer as QueuedAnswer;
      if ('option' in a && typeof a.option === 'string' && !w.options.has(a.option) && w.asks < MAX_ASKS) {
        // not one of the options: ignored, and the decision asked again
        w.asks += 1;
        this.o.logger.warn({ request: id, asks: w.asks }, 'bot queue: the answer is not one of the options; asking again');
        const again = await this.store
          .sql('UPDATE bot_requests SET answer = NULL, answered_at = NULL, claimed_by = NULL, lease_until = NULL WHERE id = $1 AND owner = $2', [id, this.o.owner])
          .catch(() => null);
        if (again?.rowCount) await this.store.notify(CHANNEL_REQUEST, id).catch(() => undefined);
        continue;
      }
      this.waiting.delete(id);
      await this.store.sql('DELETE FROM bot_requests WHERE id = $1', [id]).catch(() => undefined);
      if ('error' in a) w.reject(new Error(`bot worker: ${String(a.error)}`));
      else if (typeof a.option !== 'string' || typeof a.used !== 'string') w.reject(new Error('bot worker: a malformed answer'));
      else w.resolve({ option: a.option, used: a.used });
    }
  }

  private async poll(): Promise<void> {
    if (this.polling || this.closed || this.waiting.size === 0) return;
    this.polling = true;
    try {
      await this.collect([...this.waiting.keys()]);
    } finally {
      this.polling = false;
    }
  }

  /** The bot of a finished game (or one that left this server): its requests are dropped, the workers forget it. */
  release(key: string): void {
    for (const [id, w] of this.waiting) {
      if (w.key !== key) continue;
      this.waiting.delete(id);
      w.reject(new Error('the game no longer needs this bot'));
    }
    if (this.closed) return;
    void this.store
      .sql('DELETE FROM bot_requests WHERE seat_key = $1 AND owner = $2', [key, this.o.owner])
      .then(() => this.store.notify(CHANNEL_RELEASE, key))
      .catch(() => undefined);
  }

  /** For /health: unanswered requests (all servers'), and how long the oldest has waited, in seconds. */
  async stats(): Promise<{ queued: number; oldestSeconds: number | null }> {
    const r = await this.store.sql('SELECT count(*)::int AS n, EXTRACT(EPOCH FROM now() - min(created_at))::float AS age FROM bot_requests WHERE answer IS NULL');
    const row = r.rows[0] ?? {};
    return { queued: Number(row.n ?? 0), oldestSeconds: row.age == null ? null : Math.round(Number(row.age) * 10) / 10 };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.poller);
    this.unlisten();
    for (const [, w] of this.waiting) w.reject(new Error('the bot queue is closed'));
    this.waiting.clear();
    await this.store.sql('DELETE FROM bot_requests WHERE owner = $1', [this.o.owner]).catch(() => undefined);
  }
}

/** Stands for the queue until it is open (start-up): asks nobody. */
export class NoBots implements BotDecider {
  decide(): Promise<{ option: string; used: string }> {
    return Promise.reject(new Error('the bot queue is not open'));
  }
  release(): void {}
  async close(): Promise<void> {}
}
