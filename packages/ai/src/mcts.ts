/**
 * Information-set Monte Carlo tree search (single observer): each iteration samples a full state
 * consistent with the seat's view (determinize), walks one shared tree of option ids for both
 * seats (a child is considered only when its option is offered in this sample, with UCB counting
 * how often it was available), adds one node, plays on with the cheap heuristic policy for a few
 * turns and scores the end with the evaluation (value01, or the outlook when asked: see
 * playoutScorer). The seat's choice is the most visited root option.
 */
import { apply, seat } from '@stccg/engine';
import type { DeckList, GameState, LocationId, Option, PlayerId, PlayerView } from '@stccg/engine';
import { determinize, gatherKnowledge } from './determinize.ts';
import type { DeterminizeOptions, DilemmaModel, Knowledge, Rng } from './determinize.ts';
import { chooseOption, outlook, seatMemos, partsValue01, seatValue, value01 } from './heuristic.ts';
import type { PlayoutValue } from './bot.ts';
import type { TurnMemo } from './heuristic.ts';
import { botRng } from './random.ts';

/** How the search bot searches: a tree (IS-MCTS) or paired playouts of every root option. */
export type SearchMode = 'tree' | 'paired';

export interface SearchParams {
  /** Stop at this time (performance.now() clock), or after `iterations`, whichever is first. */
  deadline?: number;
  iterations?: number;
  seed: number;
  /** Turns a playout runs past the root's turn before it is scored. */
  horizon?: number;
  /**
   * Where a draw deck would run out within this many turns of the root's turn (deckOutTurn),
   * playouts run on to that turn's end, so to the game's end, instead of stopping at the horizon
   * (BotOptions.endgame; off by default).
   */
  endgame?: number;
  /** What scores a playout's end (default 'evaluation', value01). */
  playoutValue?: PlayoutValue;
  /** Playouts play the full heuristic (options no rule models judged one step ahead) instead of its cheap mode (BotOptions.fullPlayouts). */
  fullPlayouts?: boolean;
  /** UCB exploration constant (values are in [0, 1]). */
  exploration?: number;
  /**
   * Stop as soon as the choice is settled (default true). Tree: no other root option could
   * overtake the leader in the iterations left (with a deadline, the iterations left are
   * estimated from the rate so far, with a margin). Paired: every option but the prior is out of
   * the race (paired.ts). Either way, stopping never changes the choice.
   */
  earlyStop?: boolean;
  /**
   * The root option the full heuristic prefers (computed by the caller with its memory of the
   * turn): tried first, favoured in selection, and the winner of ties.
   */
  prior?: string;
  /** Paired search: root options not searched, so never chosen (see BotOptions.heuristicShips). */
  skip?: readonly string[];
  /**
   * Paired search on the seat's own turn: also weigh each option followed by ending the turn at
   * the seat's next main decision, as a plan of its own (see BotOptions.endPlans and paired.ts).
   */
  endPlans?: boolean;
  /** A game of the players' own decks: the seat's own deck list (BotOptions.deck). */
  deck?: DeckList;
  /** A measurement's cheat: the opponent's true list (BotOptions.opponentDeck). */
  opponentDeck?: DeckList;
  /** How the worlds deal the opponent's face-down dilemmas (BotOptions.dilemmaModel). */
  dilemmaModel?: DilemmaModel;
  /** The worlds draw the opponent's deck from the corpus decks holding all he has shown (BotOptions.deckMatch). */
  deckMatch?: boolean;
  /** Paired search: the seat's heuristic in the playouts sees its world's dilemmas (BotOptions.foreseeDilemmas). */
  foreseeDilemmas?: boolean;
  /**
   * Paired search: successive halving of the plans (paired.ts, halve): after 2, 4, 8, ... worlds
   * the lower half by mean gain stops being played (BotOptions.halving).
   */
  halving?: boolean;
  /**
   * Paired search on the seat's own turn (BotOptions.goalPlans; bots 21, constructed): also
   * weigh these goal plans, each the heuristic's move with a mission as the seat's goal for the rest
   * of the turn (TurnMemo.goal), played on with the goal kept in the playouts; the caller makes them.
   */
  goalPlans?: readonly GoalPlan[];
  /** Paired search: the goal the seat keeps for this turn, chosen earlier in it (TurnMemo.goal); its playouts keep it. */
  goal?: LocationId;
}

/** A goal plan (SearchParams.goalPlans): a mission as the seat's goal for the turn, and the option the heuristic plays under it now. */
export interface GoalPlan {
  goal: LocationId;
  option: string;
}

/** The determinize options of a search's worlds: its knowledge, and the lists it may use. */
export function worldOptions(knowledge: Knowledge, params: Pick<SearchParams, 'deck' | 'opponentDeck' | 'dilemmaModel' | 'deckMatch'>): DeterminizeOptions {
  const o: DeterminizeOptions = { knowledge, lenient: true };
  if (params.deck) o.deck = params.deck;
  if (params.opponentDeck) o.opponentDeck = params.opponentDeck;
  if (params.dilemmaModel) o.dilemmaModel = params.dilemmaModel;
  if (params.deckMatch) o.deckMatch = true;
  return o;
}

export interface RootStat {
  option: string;
  visits: number;
  /** Sum of the seat's values over the visits. */
  value: number;
  /** Paired search: sums of (value − the prior's value in the same world) and of its square. */
  diff?: number;
  diff2?: number;
}

export interface SearchResult {
  iterations: number;
  /** Decisions played in playouts (for playouts per second). */
  playoutSteps: number;
  /** True when the search stopped before its budget because the choice was settled. */
  settled: boolean;
  root: RootStat[];
}

interface Child {
  node: Node;
  player: PlayerId;
  visits: number;
  value: number;
  avail: number;
}

class Node {
  children = new Map<string, Child>();
  /** The option the heuristic preferred here (in the first sample that reached the node); tried first. */
  prior: string | null = null;
  expandedPrior = false;
}

/** Weight of the heuristic's preference in selection (PUCT-like bonus, fading with visits). */
const PRIOR_WEIGHT = 1.0;

/** Decisions a playout plays at most (a guard; playouts end at their horizon long before). */
export const MAX_PLAYOUT_DECISIONS = 600;

/**
 * The turn at whose end a draw deck runs out if each seat draws one card at the end of each of
 * its turns and no other (the game then ends: rules/endgame.ts checkDeckOut): the soonest over
 * the seats. Counts only, which every seat sees. Cards drawn otherwise only bring it sooner.
 */
export function deckOutTurn(s: GameState): number {
  let soonest = Infinity;
  for (const p of s.seats) {
    const left = seat(s, p).deck.length;
    // the active seat draws at the end of this turn, the other at the end of the next
    const turn = s.turn.number + (s.turn.active === p ? 2 * left - 2 : 2 * left - 1);
    soonest = Math.min(soonest, turn);
  }
  return Math.max(s.turn.number, soonest);
}

/**
 * The turn a playout from `s` stops at: `horizon` turns on, or, with `endgame`, past the turn a
 * deck runs out when that is at most `endgame` turns away (the playout then ends with the game).
 */
export function stopTurnOf(s: GameState, horizon: number, endgame?: number): number {
  const stop = s.turn.number + horizon;
  if (endgame === undefined) return stop;
  const end = deckOutTurn(s);
  return end - s.turn.number <= endgame ? Math.max(stop, end + 1) : stop;
}

/** Plays on from a state with the cheap heuristic policy until the turn `stopTurn`; returns the decisions played. */
export function playout(s: GameState, stopTurn: number, rng: Rng, memos: Record<PlayerId, TurnMemo>): number {
  let steps = 0;
  while (!s.result && s.pending && s.turn.number < stopTurn && steps < MAX_PLAYOUT_DECISIONS) {
    const d = s.pending;
    const id = d.options.length === 1 ? (d.options[0] as Option).id : chooseOption(s, rng, memos[d.player]);
    apply(s, { decision: d.id, option: id });
    steps++;
  }
  return steps;
}

export function search(view: PlayerView, params: SearchParams): SearchResult {
  const seat = view.viewer as PlayerId;
  const rng = botRng(params.seed);
  const knowledge = gatherKnowledge(view);
  const root = new Node();
  const horizon = params.horizon ?? 3;
  const value = playoutScorer(params.playoutValue);
  const c = params.exploration ?? 0.7;
  const maxIter = params.iterations ?? Infinity;
  const deadline = params.deadline ?? Infinity;
  let iterations = 0;
  let steps = 0;
  let settled = false;
  const earlyStop = params.earlyStop ?? true;
  const rootOptions = (view.pending?.options ?? []).map((o) => o.id);
  if (params.prior !== undefined && rootOptions.includes(params.prior)) {
    root.prior = params.prior;
    root.expandedPrior = true;
  }
  const t0 = performance.now();
  while (iterations < maxIter) {
    if (iterations > 0 && (iterations & 3) === 0) {
      const now = performance.now();
      if (now >= deadline) break;
      if (earlyStop && iterations >= 16 && (iterations & 7) === 0) {
        let left = maxIter - iterations;
        if (deadline !== Infinity) left = Math.min(left, Math.ceil(((deadline - now) * iterations * 1.25) / Math.max(1e-3, now - t0)) + 8);
        if (leadOver(root, rootOptions) > left) {
          settled = true;
          break;
        }
      }
    }
    if (params.iterations === undefined && params.deadline === undefined && iterations >= 100) break;
    try {
      steps += iterate(view, seat, root, rng, horizon, c, value, worldOptions(knowledge, params), !params.fullPlayouts, params.endgame);
    } catch {
      // a sampled world the engine refuses is skipped
    }
    iterations++;
  }
  return {
    iterations,
    playoutSteps: steps,
    settled,
    root: rootOptions.map((id) => ({ option: id, visits: score(root, id), value: root.children.get(id)?.value ?? 0 })),
  };
}

/** An option's final score at the root: its visits, and half a visit for the heuristic's choice (it wins ties). */
function score(root: Node, id: string): number {
  return (root.children.get(id)?.visits ?? 0) + (id === root.prior ? 0.5 : 0);
}

/** How far the most visited root option leads the next one. */
function leadOver(root: Node, ids: readonly string[]): number {
  let first = -1;
  let second = -1;
  for (const id of ids) {
    const v = score(root, id);
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second) second = v;
  }
  return second < 0 ? Infinity : first - second;
}

function iterate(view: PlayerView, seat: PlayerId, root: Node, rng: Rng, horizon: number, c: number, value: Scorer, worldOpts: DeterminizeOptions, cheap: boolean, endgame: number | undefined): number {
  let s: GameState;
  try {
    s = determinize(view, rng, worldOpts);
  } catch {
    return 0;
  }
  const memos: Record<PlayerId, TurnMemo> = seatMemos(view.seats, cheap);
  const stopTurn = stopTurnOf(s, horizon, endgame);
  const path: Child[] = [];
  let node = root;
  let steps = 0;
  // selection and expansion
  for (;;) {
    if (s.result || !s.pending) break;
    const d = s.pending;
    if (d.options.length === 1) {
      apply(s, { decision: d.id, option: (d.options[0] as Option).id });
      continue;
    }
    let untried: Option[] = [];
    const avail: Child[] = [];
    for (const o of d.options) {
      const ch = node.children.get(o.id);
      if (ch) {
        ch.avail++;
        avail.push(ch);
      } else untried.push(o);
    }
    if (untried.length > 0) {
      let pick: Option | undefined;
      if (!node.expandedPrior) {
        node.expandedPrior = true;
        node.prior = chooseOption(s, rng, memos[d.player]);
      }
      if (node.prior !== null) pick = untried.find((o) => o.id === node.prior);
      pick ??= untried[Math.floor(rng() * untried.length)] as Option;
      untried = [];
      const ch: Child = { node: new Node(), player: d.player, visits: 0, value: 0, avail: 1 };
      node.children.set(pick.id, ch);
      path.push(ch);
      apply(s, { decision: d.id, option: pick.id });
      break;
    }
    let best: Child | undefined;
    let bestU = -Infinity;
    let bestId = '';
    for (const o of d.options) {
      const ch = node.children.get(o.id) as Child;
      let u = ch.value / ch.visits + c * Math.sqrt(Math.log(ch.avail) / ch.visits);
      if (o.id === node.prior) u += (PRIOR_WEIGHT * Math.sqrt(ch.avail)) / (1 + ch.visits);
      if (u > bestU) {
        bestU = u;
        best = ch;
        bestId = o.id;
      }
    }
    if (!best) break;
    path.push(best);
    apply(s, { decision: d.id, option: bestId });
    node = best.node;
  }
  steps += playout(s, stopTurn, rng, memos);
  const v = value(s, seat);
  for (const ch of path) {
    ch.visits++;
    ch.value += ch.player === seat ? v : 1 - v;
  }
  return steps + path.length;
}

/** A playout's score for the seat, in [0, 1]. */
export type Scorer = (s: GameState, seat: PlayerId) => number;

/** The scorer a search uses: value01 unless the outlook or a fitted seat value is asked for. */
export function playoutScorer(kind: PlayoutValue | undefined): Scorer {
  return kind === 'outlook' ? outlook : kind === 'fitted' ? seatValue : kind === 'parts' ? partsValue01 : value01;
}

/** Merges root statistics of several searches (root parallelism). */
export function mergeRoots(results: readonly SearchResult[]): RootStat[] {
  const m = new Map<string, RootStat>();
  for (const r of results) {
    for (const st of r.root) {
      const x = m.get(st.option);
      if (x) {
        x.visits += st.visits;
        x.value += st.value;
        if (st.diff !== undefined) x.diff = (x.diff ?? 0) + st.diff;
        if (st.diff2 !== undefined) x.diff2 = (x.diff2 ?? 0) + st.diff2;
      } else m.set(st.option, { ...st });
    }
  }
  return [...m.values()];
}

/**
 * The search bot's final choice: the heuristic's option (`prior`) unless the most visited option
 * is another whose mean value beats the prior's by more than `z` standard errors (values are in
 * [0, 1], so a visit's variance is at most 1/4). Search corrects the heuristic where the playouts
 * clearly disagree with it, and keeps its judgement where they are noise.
 */
export function chooseRoot(stats: readonly RootStat[], prior: string | undefined, z = 1): string | undefined {
  const best = bestOption(stats);
  if (prior === undefined || best === undefined || best === prior) return best ?? prior;
  const b = stats.find((x) => x.option === best) as RootStat;
  const p = stats.find((x) => x.option === prior);
  if (!p || p.visits < 1) return best;
  const nb = Math.floor(b.visits);
  const np = Math.floor(p.visits);
  if (nb < 1 || np < 1) return prior;
  const gap = b.value / nb - p.value / np;
  return gap > z * Math.sqrt(0.25 / nb + 0.25 / np) ? best : prior;
}

/** The most visited option (ties: the better mean value). */
export function bestOption(stats: readonly RootStat[]): string | undefined {
  let best: RootStat | undefined;
  for (const st of stats) {
    if (!best || st.visits > best.visits || (st.visits === best.visits && st.value / Math.max(1, st.visits) > best.value / Math.max(1, best.visits))) best = st;
  }
  return best && best.visits > 0 ? best.option : undefined;
}
