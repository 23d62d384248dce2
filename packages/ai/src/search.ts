/**
 * The search bot: under a time budget per decision (default 1000 ms) or a fixed number of
 * playouts, on worker threads (default: one per available core), each with its own seed, it
 * samples full states consistent with the seat's view and plays on from them. By default
 * ('paired', paired.ts) every root option is played on in the same sampled worlds and compared
 * with the heuristic's choice world by world; the other mode ('tree', mcts.ts) is IS-MCTS.
 * The root statistics of the threads are merged. The full heuristic's choice (with the
 * heuristic's memory of the turn) is kept unless the playouts show another option clearly
 * better. Setup decisions and forced moves go to the heuristic. The bot's seeds come from its
 * own PRNG, never the game's.
 */
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, threadId } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { facts } from '@stccg/engine';
import type { CardState, GameState, LocationId, Option, PlayerView } from '@stccg/engine';
import type { Bot, BotOptions, SeatDecision } from './bot.ts';
import { determinize } from './determinize.ts';
import type { DeterminizeOptions } from './determinize.ts';
import { chooseOption, goalMissions, heuristicBot, newMemo, orderKey } from './heuristic.ts';
import type { TurnMemo } from './heuristic.ts';
import { chooseRoot, mergeRoots } from './mcts.ts';
import { choosePaired, goalKey } from './paired.ts';
import { TurnPlans } from './turn-plans.ts';
import type { GoalPlan, SearchResult } from './mcts.ts';
import { botRng } from './random.ts';
import { runRequest } from './request.ts';
import type { SearchRequest } from './request.ts';

export const DEFAULT_THINK_MS = 1000;
export const DEFAULT_MODE: 'tree' | 'paired' = 'paired';
const SETUP_KINDS = new Set(['placeMission', 'seedDilemma', 'placeOutpost']);

/** Whether the search thinks about a decision of this kind (the setup's are left to the heuristic). */
export function searches(kind: string): boolean {
  return !SETUP_KINDS.has(kind);
}

/** Statistics of the last decision, for benchmarks and the curious. */
export interface SearchStats {
  iterations: number;
  playoutSteps: number;
  ms: number;
  /** Whether every search thread stopped early because the choice was settled. */
  settled: boolean;
  /** Whether the search chose another option than the heuristic's. */
  overruled: boolean;
  /** The heuristic's choice (the prior the search compared every option with). */
  prior: string;
  /** The mission the bot keeps as its goal for the rest of the turn (a goal plan it chose), if any. */
  goal?: LocationId;
}

/** The options of a decision that play a ship from the hand. */
export function shipPlays(s: GameState, options: readonly Option[]): string[] {
  return options.filter((o) => o.group === 'play' && o.card !== undefined && s.cards[o.card] !== undefined && facts((s.cards[o.card] as CardState).def).type === 'ship').map((o) => o.id);
}

export interface SearchBot extends Bot {
  lastStats: SearchStats | null;
  close(): Promise<void>;
}

interface Pending {
  resolve: (r: SearchResult) => void;
  reject: (e: Error) => void;
}

let workerScript: URL | null = null;

/**
 * The search worker's script. Playouts are the hot loop, so the worker runs the engine and the
 * search compiled into one esbuild bundle (as the browser build ships it), built once per process
 * and written to the temporary directory under a name taken from its content; through tsx the
 * same code runs about half as fast. If the bundle cannot be built, the worker loads the
 * TypeScript through tsx instead.
 */
function searchWorkerScript(): URL {
  // kept for the process, but made again if the file has gone (a cleaned temporary directory)
  if (workerScript && existsSync(workerScript)) return workerScript;
  try {
    const built = buildSync({
      entryPoints: [fileURLToPath(new URL('./search-worker.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    const code = (built.outputFiles[0] as { contents: Uint8Array }).contents;
    // named by its content: every process running this code shares one file, and nothing piles up
    const file = join(tmpdir(), `stccg-search-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    if (!existsSync(file)) {
      const part = `${file}.${process.pid}.${threadId}.tmp`;
      writeFileSync(part, code);
      renameSync(part, file);
    }
    workerScript = pathToFileURL(file);
  } catch {
    workerScript = new URL('./search-worker.js', import.meta.url);
  }
  return workerScript;
}

class WorkerPool {
  private workers: Worker[] = [];
  private waiting = new Map<number, Pending>();
  private nextId = 1;
  constructor(n: number) {
    for (let i = 0; i < n; i++) {
      const w = new Worker(searchWorkerScript());
      w.on('message', (m: { id: number; result?: SearchResult; error?: string }) => {
        const p = this.waiting.get(m.id);
        if (!p) return;
        this.waiting.delete(m.id);
        if (m.error || !m.result) p.reject(new Error(`search worker failed: ${m.error}`));
        else p.resolve(m.result);
      });
      w.on('error', (e) => {
        for (const p of this.waiting.values()) p.reject(e);
        this.waiting.clear();
      });
      w.unref();
      this.workers.push(w);
    }
  }
  get size(): number {
    return this.workers.length;
  }
  run(i: number, req: Omit<SearchRequest, 'id'>): Promise<SearchResult> {
    const id = this.nextId++;
    const w = this.workers[i] as Worker;
    w.ref();
    return new Promise<SearchResult>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      w.postMessage({ ...req, id });
    }).finally(() => w.unref());
  }
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers = [];
  }
}

export function searchBot(opts: BotOptions = {}): SearchBot {
  const thinkMs = opts.thinkMs ?? DEFAULT_THINK_MS;
  const mode = opts.mode ?? DEFAULT_MODE;
  const nWorkers = opts.workers ?? availableParallelism();
  const seeds = botRng(opts.seed ?? 1);
  const fallback = heuristicBot({ seed: (opts.seed ?? 1) ^ 0x5eed });
  // the full heuristic's choice at the root, with its memory of the turn (as the heuristic bot keeps it)
  const priorRng = botRng((opts.seed ?? 1) ^ 0x9e3779b9);
  let memo = newMemo();
  const plans = new TurnPlans();
  // a game of the players' own decks (the bot is given its deck list): halving and goal plans are on by default
  const ownDecks = opts.deck !== undefined;
  let pool: WorkerPool | null = null;
  const bot: SearchBot = {
    name: 'search',
    lastStats: null,
    async decide(view: PlayerView, d: SeatDecision): Promise<string> {
      if (d.options.length === 1) return (d.options[0] as Option).id;
      if (!searches(d.kind)) return fallback.decide(view, d);
      // a plan chosen earlier this turn that ends the turn here
      const planned = plans.planned(view.turn.number, d);
      if (planned !== undefined) return planned;
      const t0 = performance.now();
      // the whole decision counts against the budget: the deadline is set from its start
      const deadline = Date.now() + thinkMs;
      const trial = { ...memo, orders: new Map(memo.orders) };
      const worldOpts: DeterminizeOptions = { lenient: true };
      if (opts.deck) worldOpts.deck = opts.deck;
      if (opts.opponentDeck) worldOpts.opponentDeck = opts.opponentDeck;
      // bots 18: the opponent's unseen dilemmas placed as a seeder would have (the intro game ignores it)
      worldOpts.dilemmaModel = opts.dilemmaModel ?? 'policy';
      // bots 19: the opponent's deck drawn from the corpus decks holding all he has shown (a constructed game's)
      if (opts.deckMatch ?? true) worldOpts.deckMatch = true;
      const world = determinize(view, priorRng, worldOpts);
      const prior = chooseOption(world, priorRng, trial);
      const base = { view, seed: 0, prior, mode } as Omit<SearchRequest, 'id'>;
      if (opts.endPlans !== false) base.endPlans = true;
      if (opts.halving ?? ownDecks) base.halving = true;
      if (opts.heuristicShips !== false && d.kind === 'main') {
        const skip = shipPlays(world, d.options);
        if (skip.length > 0 && !skip.includes(prior)) base.skip = skip;
      }
      // bots 21: goal plans (a game of the players' own decks): for each mission the seat may go and do
      // but its present goal, the heuristic's move with that mission as its goal for the rest of the turn
      const goalPlans: GoalPlan[] = [];
      if ((opts.goalPlans ?? ownDecks) && d.kind === 'main' && view.turn.active === view.viewer) {
        // the turn's memory before this decision (`memo` is replaced only after it), as each plan's start
        const before: TurnMemo = memo.turn === view.turn.number ? memo : { ...newMemo(), turn: view.turn.number };
        const { planets, spaces } = goalMissions(world, d.player);
        for (const goal of [...planets, ...spaces]) {
          if (goal === trial.goal) continue;
          const option = chooseOption(world, priorRng, { ...before, orders: new Map(before.orders), goal });
          if (!base.skip?.includes(option)) goalPlans.push({ goal, option });
        }
        if (goalPlans.length > 0) base.goalPlans = goalPlans;
      }
      if (trial.goal !== undefined) base.goal = trial.goal;
      if (opts.horizon !== undefined) base.horizon = opts.horizon;
      if (opts.endgame !== undefined) base.endgame = opts.endgame;
      if (opts.playoutValue !== undefined) base.playoutValue = opts.playoutValue;
      if (opts.fullPlayouts) base.fullPlayouts = true;
      if (opts.iterations !== undefined) base.iterations = opts.iterations;
      else base.deadlineEpochMs = deadline;
      if (opts.earlyStop !== undefined) base.earlyStop = opts.earlyStop;
      if (opts.deck) base.deck = opts.deck;
      if (opts.opponentDeck) base.opponentDeck = opts.opponentDeck;
      base.dilemmaModel = worldOpts.dilemmaModel;
      if (opts.foreseeDilemmas) base.foreseeDilemmas = true;
      if (worldOpts.deckMatch) base.deckMatch = true;
      let results: SearchResult[];
      if (nWorkers <= 0) {
        results = [runRequest({ ...base, seed: Math.floor(seeds() * 2 ** 31) }, base.iterations === undefined ? t0 + thinkMs : undefined)];
      } else {
        pool ??= new WorkerPool(nWorkers);
        const p = pool;
        results = await Promise.all(Array.from({ length: p.size }, (_, i) => p.run(i, { ...base, seed: Math.floor(seeds() * 2 ** 31) })));
      }
      const stats = mergeRoots(results);
      const best = mode === 'paired' ? choosePaired(stats, prior, opts.overruleZ) : chooseRoot(stats, prior);
      const goalPlan = goalPlans.find((g) => goalKey(g.goal) === best);
      const choice = plans.chosen(view.turn.number, goalPlan ? goalPlan.option : best, prior, d.options.map((o) => o.id));
      // the turn's memory records the order actually given, not the one the heuristic preferred
      memo = trial;
      // a goal plan carried out: its mission stays the goal to the end of the turn
      if (goalPlan && choice === goalPlan.option) memo.goal = goalPlan.goal;
      bot.lastStats = {
        iterations: results.reduce((a, r) => a + r.iterations, 0),
        playoutSteps: results.reduce((a, r) => a + r.playoutSteps, 0),
        ms: performance.now() - t0,
        settled: results.every((r) => r.settled),
        overruled: choice !== prior,
        prior,
        ...(memo.goal !== undefined ? { goal: memo.goal } : {}),
      };
      if (choice !== prior && d.kind === 'main') {
        const was = d.options.find((x) => x.id === prior);
        const now = d.options.find((x) => x.id === choice);
        const wasKey = was && orderKey(was);
        const nowKey = now && orderKey(now);
        if (wasKey !== undefined) memo.orders.set(wasKey, (memo.orders.get(wasKey) ?? 1) - 1);
        if (nowKey !== undefined) memo.orders.set(nowKey, (memo.orders.get(nowKey) ?? 0) + 1);
      }
      return choice;
    },
    async close(): Promise<void> {
      if (pool) await pool.close();
      pool = null;
    },
  };
  return bot;
}
