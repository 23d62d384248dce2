/**
 * Bot seats run off the event loop: a pool of worker threads, each holding bots by key
 * (game id and seat). A decision goes to the least busy worker, so one slow search never
 * delays the bots of other games while another worker is free. A worker that dies is replaced
 * and its unanswered requests fail (the game actor then falls back to a random legal choice).
 */
import { Worker } from 'node:worker_threads';
import type { DeckList, PlayerView } from '@stccg/engine';
import type { SeatDecision } from '@stccg/ai';
import type { Logger } from 'pino';

export type BotRequest =
  /** deck: in a game of the players' own decks, the bot's own deck list (never the other player's). */
  | { type: 'decide'; id: number; key: string; name: string; seed: number; thinkMs?: number; view: PlayerView; decision: SeatDecision; deck?: DeckList }
  | { type: 'release'; key: string };

export type BotReply = { id: number; option: string; used: string } | { id: number; error: string };

interface Slot {
  worker: Worker;
  busy: number;
  waiting: Map<number, { resolve: (r: { option: string; used: string }) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>;
}

export interface BotPoolOptions {
  size: number;
  /** A decision not answered within this time fails (the actor falls back to a random choice). */
  timeoutMs: number;
  logger: Logger;
}

const BOOT = new URL('./worker-boot.js', import.meta.url);
const ENTRY = new URL('./bot-worker.ts', import.meta.url).href;

export class BotPool {
  private slots: Slot[] = [];
  private nextId = 1;
  private closed = false;
  private readonly fellBack = new Set<string>();

  constructor(private readonly o: BotPoolOptions) {
    for (let i = 0; i < Math.max(1, o.size); i++) this.slots.push(this.spawn(i));
  }

  private spawn(index: number): Slot {
    const worker = new Worker(BOOT, { workerData: { __entry: ENTRY } });
    const slot: Slot = { worker, busy: 0, waiting: new Map() };
    worker.unref();
    worker.on('message', (r: BotReply) => {
      const w = slot.waiting.get(r.id);
      if (!w) return;
      slot.waiting.delete(r.id);
      slot.busy -= 1;
      clearTimeout(w.timer);
      if ('error' in r) w.reject(new Error(r.error));
      else w.resolve({ option: r.option, used: r.used });
    });
    const fail = (why: string) => {
      for (const [, w] of slot.waiting) {
        clearTimeout(w.timer);
        w.reject(new Error(why));
      }
      slot.waiting.clear();
      slot.busy = 0;
      if (!this.closed) {
        this.o.logger.error({ worker: index, why }, 'bot worker died; starting a new one');
        this.slots[index] = this.spawn(index);
      }
    };
    worker.on('error', (e) => fail(`bot worker error: ${e.message}`));
    worker.on('exit', (code) => {
      if (slot.waiting.size > 0 || !this.closed) fail(`bot worker exited with code ${code}`);
    });
    return slot;
  }

  /** Asks a bot for its choice. Resolves with the option id and the bot that actually decided. */
  decide(key: string, name: string, seed: number, view: PlayerView, decision: SeatDecision, thinkMs?: number, deck?: DeckList): Promise<{ option: string; used: string }> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    let slot = this.slots[0] as Slot;
    for (const s of this.slots) if (s.busy < slot.busy) slot = s;
    const id = this.nextId++;
    const req: BotRequest = { type: 'decide', id, key, name, seed, view, decision };
    if (thinkMs !== undefined) req.thinkMs = thinkMs;
    if (deck !== undefined) req.deck = deck;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (slot.waiting.delete(id)) {
          slot.busy -= 1;
          reject(new Error(`bot ${name} did not answer within ${this.o.timeoutMs} ms`));
        }
      }, this.o.timeoutMs);
      slot.waiting.set(id, {
        resolve: (r) => {
          if (r.used !== name && !this.fellBack.has(name)) {
            this.fellBack.add(name);
            this.o.logger.warn({ bot: name, used: r.used }, `bot "${name}" is not available yet; playing "${r.used}" instead`);
          }
          resolve(r);
        },
        reject,
        timer,
      });
      slot.busy += 1;
      slot.worker.postMessage(req);
    });
  }

  /** Frees the bot of a finished game in every worker. */
  release(key: string): void {
    if (this.closed) return;
    for (const s of this.slots) s.worker.postMessage({ type: 'release', key } satisfies BotRequest);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }
}
