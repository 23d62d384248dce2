/**
 * Plays complete games between bots, checking the engine's invariants after every action.
 * Shared by `stccg sim` in the main thread and in its worker threads.
 */
import { writeFileSync } from 'node:fs';
import { Game, checkInvariants, seat, view } from '@stccg/engine';
import type { GameRecord, PlayerId } from '@stccg/engine';
import { createBot, seatDecision } from '@stccg/ai';
import type { Bot, BotOptions, PlayoutValue } from '@stccg/ai';

export interface SimConfig {
  bots: [string, string];
  seed: number;
  swapSides: boolean;
  check: boolean;
  thinkMs?: number;
  /** Search bots: a fixed number of playouts per decision (per search thread) instead of a time budget. */
  iterations?: number;
  /** Search bots: threads per search (default: the available cores). */
  searchWorkers?: number;
  /** Search bots: 'paired' or 'tree' (see @stccg/ai). */
  searchMode?: 'paired' | 'tree';
  /** Search bots: turns a playout runs past the decision's turn (default 3). */
  horizon?: number;
  /** Paired search: standard errors a gain must reach to overrule the heuristic's choice (default 1.5). */
  overruleZ?: number;
  /** Search bots: what scores a playout's end (default evaluation). */
  playoutValue?: PlayoutValue;
  /** Paired search: false weighs ship plays the heuristic does not make (BotOptions.heuristicShips; default true). */
  heuristicShips?: boolean;
  /** Paired search: false weighs no option followed by ending the turn (BotOptions.endPlans; default true). */
  endPlans?: boolean;
  withPremiums?: boolean;
  maxActions: number;
  failureDir: string;
  /** Print each game's log (text) to stdout. */
  log?: boolean;
}

export interface GameOutcome {
  index: number;
  seed: number;
  /** Which bot name played each side. */
  seats: Record<PlayerId, string>;
  /** Which bot slot (0 or 1) played each side. */
  slots: Record<PlayerId, 0 | 1>;
  winner: PlayerId | null;
  reason: string;
  turns: number;
  actions: number;
  scores: Record<PlayerId, number>;
  /** Decision times per bot slot, in milliseconds. */
  times: [number[], number[]];
  /** Card definitions played or encountered. */
  seen: string[];
  failure?: string;
  failureFile?: string;
}

const SEEN_EVENTS = new Set(['cardPlayed', 'interruptPlayed', 'dilemmaRevealed']);

/** The seed of game `index`: seed+index, or with sides swapped seed+⌊index/2⌋ (a deal per pair of games). */
export function gameSeed(cfg: Pick<SimConfig, 'seed' | 'swapSides'>, index: number): number {
  return (cfg.seed + (cfg.swapSides ? Math.floor(index / 2) : index)) >>> 0;
}

export async function playGame(cfg: SimConfig, index: number, onLog?: (line: string) => void): Promise<GameOutcome> {
  // with sides swapped, each deal is played twice, once from each side, so the luck of the deal
  // cancels out of a comparison of the bots
  const seed = gameSeed(cfg, index);
  const swap = cfg.swapSides && index % 2 === 1;
  const slots: Record<PlayerId, 0 | 1> = swap ? { federation: 1, klingon: 0 } : { federation: 0, klingon: 1 };
  const botOptions = (botSeed: number): BotOptions => {
    const o: BotOptions = { seed: botSeed };
    if (cfg.thinkMs !== undefined) o.thinkMs = cfg.thinkMs;
    if (cfg.iterations !== undefined) o.iterations = cfg.iterations;
    if (cfg.searchWorkers !== undefined) o.workers = cfg.searchWorkers;
    if (cfg.searchMode !== undefined) o.mode = cfg.searchMode;
    if (cfg.horizon !== undefined) o.horizon = cfg.horizon;
    if (cfg.overruleZ !== undefined) o.overruleZ = cfg.overruleZ;
    if (cfg.playoutValue !== undefined) o.playoutValue = cfg.playoutValue;
    if (cfg.heuristicShips !== undefined) o.heuristicShips = cfg.heuristicShips;
    if (cfg.endPlans !== undefined) o.endPlans = cfg.endPlans;
    return o;
  };
  const bots: Record<PlayerId, Bot> = {
    federation: createBot(cfg.bots[slots.federation as 0 | 1], botOptions(seed * 2 + 1)),
    klingon: createBot(cfg.bots[slots.klingon as 0 | 1], botOptions(seed * 2 + 2)),
  };
  const game = Game.create({ seed, withPremiums: cfg.withPremiums });
  game.record.players = { federation: (bots.federation as Bot).name, klingon: (bots.klingon as Bot).name };
  const expectedCards = Object.keys(game.state.cards).length;
  const times: [number[], number[]] = [[], []];
  const out: GameOutcome = {
    index,
    seed,
    seats: { federation: cfg.bots[slots.federation as 0 | 1], klingon: cfg.bots[slots.klingon as 0 | 1] },
    slots,
    winner: null,
    reason: '',
    turns: 0,
    actions: 0,
    scores: { federation: 0, klingon: 0 },
    times,
    seen: [],
  };
  const s = game.state;
  const fail = (why: string) => {
    out.failure = why;
    const file = `${cfg.failureDir}/sim-failure-seed${seed}.json`;
    try {
      writeFileSync(file, JSON.stringify({ ...game.record, failure: why }, null, 1));
      out.failureFile = file;
    } catch {
      // the failure is still reported
    }
  };
  try {
    while (!s.result) {
      if (game.record.actions.length >= cfg.maxActions) {
        fail(`stuck: no result after ${cfg.maxActions} actions`);
        break;
      }
      const p = s.pending;
      if (!p) {
        fail('no decision pending in a live game');
        break;
      }
      const v = view(s, p.player, { logFrom: s.log.length });
      const d = seatDecision(v);
      if (!d) {
        fail(`the view of ${p.player} does not show its own decision ${p.id}`);
        break;
      }
      const t0 = performance.now();
      const option = await (bots[p.player] as Bot).decide(v, d);
      times[slots[p.player] as 0 | 1].push(performance.now() - t0);
      game.act({ decision: p.id, option }, p.player);
      if (cfg.check) {
        const errs = checkInvariants(s, expectedCards);
        if (errs.length) {
          fail(`invariant broken after action ${game.record.actions.length}: ${errs.join('; ')}`);
          break;
        }
      }
    }
  } catch (e) {
    fail(`crash after ${game.record.actions.length} actions: ${(e as Error).stack ?? String(e)}`);
  } finally {
    await (bots.federation as Bot).close?.();
    await (bots.klingon as Bot).close?.();
  }
  const seen = new Set<string>();
  for (const e of s.log) {
    if (SEEN_EVENTS.has(e.type) && typeof e.data?.card === 'string') seen.add((s.cards[e.data.card] as { def: string }).def);
    if (onLog && !e.to) onLog(e.text);
  }
  out.seen = [...seen];
  out.actions = game.record.actions.length;
  out.turns = s.turn.number;
  out.scores = { federation: seat(s, 'federation').score, klingon: seat(s, 'klingon').score };
  if (s.result) {
    out.winner = s.result.winner;
    out.reason = s.result.reason;
  }
  return out;
}

export type { GameRecord };
