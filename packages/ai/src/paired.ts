/**
 * Paired Monte Carlo search at the root: each sampled world (a full state consistent with the
 * seat's view) is played on once from every root option, with the same world, the same game
 * PRNG and the same policy seed for each (common random numbers). Each option's value is then
 * compared with the heuristic's choice world by world, so luck shared by the options (the
 * draws, the dilemmas, the opponent's hand) cancels out of the comparison, and a real
 * difference shows in far fewer playouts than in independent samples. On the seat's own turn
 * (with endPlans) each option is also played on as a second plan, the option and then ending the
 * turn at the seat's next main decision, so an option is not judged only by the heuristic's next
 * moves that turn, which the search itself could decline. Goal plans (SearchParams.goalPlans, bots 21
 * in constructed games) weigh heading for one mission for the rest of the turn, with the heuristic's
 * goal (TurnMemo.goal) set in the playouts.
 */
import { apply, cloneState } from '@stccg/engine';
import type { GameState, LocationId, Option, PlayerId, PlayerView } from '@stccg/engine';
import { determinize, gatherKnowledge } from './determinize.ts';
import { chooseOption, seatMemos } from './heuristic.ts';
import type { TurnMemo } from './heuristic.ts';
import type { Rng } from './determinize.ts';
import { MAX_PLAYOUT_DECISIONS, playout, playoutScorer, stopTurnOf, worldOptions } from './mcts.ts';
import type { RootStat, SearchParams, SearchResult } from './mcts.ts';
import { botRng } from './random.ts';


export function pairedSearch(view: PlayerView, params: SearchParams): SearchResult {
  const seat = view.viewer as PlayerId;
  const rng = botRng(params.seed);
  const worldOpts = worldOptions(gatherKnowledge(view), params);
  const horizon = params.horizon ?? 3;
  const value = playoutScorer(params.playoutValue);
  const maxPlayouts = params.iterations ?? (params.deadline === undefined ? 100 : Infinity);
  const deadline = params.deadline ?? Infinity;
  const all = (view.pending?.options ?? []).map((o) => o.id);
  const prior = params.prior !== undefined && all.includes(params.prior) ? params.prior : all[0];
  const ids = params.skip ? all.filter((id) => id === prior || !params.skip?.includes(id)) : all;
  // the plans weighed: each option with the heuristic playing on, and on the seat's own turn,
  // each option but ending the turn followed by ending it (keys: the option's id + THEN_END)
  const plans: { key: string; option: string; thenEnd: boolean; goal?: LocationId }[] = ids.map((id) => ({ key: id, option: id, thenEnd: false }));
  if (params.endPlans && view.turn.active === seat) {
    const ends = new Set((view.pending?.options ?? []).filter((o) => o.group === 'end').map((o) => o.id));
    for (const id of ids) if (!ends.has(id)) plans.push({ key: id + THEN_END, option: id, thenEnd: true });
  }
  if (view.turn.active === seat) for (const g of params.goalPlans ?? []) if (all.includes(g.option)) plans.push({ key: goalKey(g.goal), option: g.option, thenEnd: false, goal: g.goal });
  const stats = new Map<string, RootStat>(plans.map((p) => [p.key, { option: p.key, visits: 0, value: 0, diff: 0, diff2: 0 }]));
  const values = new Map<string, number>();
  const dropped = new Set<string>();
  let playouts = 0;
  let steps = 0;
  let settled = false;
  while (playouts < maxPlayouts && performance.now() < deadline) {
    let world: GameState;
    try {
      world = determinize(view, rng, worldOpts);
    } catch {
      playouts++; // a sample that cannot be rebuilt still spends the budget
      continue;
    }
    const pending = world.pending;
    if (!pending) break;
    if (params.foreseeDilemmas) foreseeDilemmas(world, seat);
    const policySeed = Math.floor(rng() * 2 ** 31);
    const stopTurn = stopTurnOf(world, horizon, params.endgame);
    values.clear();
    let late = false;
    for (const plan of plans) {
      if (plan.key !== prior && (dropped.has(plan.key) || outOfRace(stats.get(plan.key) as RootStat))) continue;
      if (deadline !== Infinity && performance.now() >= deadline) {
        late = true; // out of time within a world: the world is left out, not half compared
        break;
      }
      const s = cloneState(world);
      try {
        apply(s, { decision: pending.id, option: plan.option });
        const rng = botRng(policySeed);
        const memos = seatMemos(view.seats, !params.fullPlayouts);
        const goal = plan.goal ?? params.goal;
        if (goal !== undefined) Object.assign(memos[seat] as TurnMemo, { turn: world.turn.number, goal });
        if (plan.thenEnd) steps += endTurn(s, seat, rng, memos);
        steps += playout(s, stopTurn, rng, memos) + 1;
        values.set(plan.key, value(s, seat));
      } catch {
        // an option this sampled world refuses is not compared in it
      }
      playouts++;
    }
    if (late) break;
    const base = prior === undefined ? undefined : values.get(prior);
    if (base === undefined) continue;
    for (const [id, v] of values) {
      const st = stats.get(id) as RootStat;
      st.visits++;
      st.value += v;
      const d = v - base;
      st.diff = (st.diff ?? 0) + d;
      st.diff2 = (st.diff2 ?? 0) + d * d;
    }
    if (params.halving) halve(plans, stats, prior as string, dropped);
    if (params.earlyStop !== false && plans.every((p) => p.key === prior || dropped.has(p.key) || outOfRace(stats.get(p.key) as RootStat))) {
      settled = true; // every other option is out: the prior stands, whatever more worlds would show
      break;
    }
  }
  return { iterations: playouts, playoutSteps: steps, settled, root: [...stats.values()] };
}

/**
 * SearchParams.foreseeDilemmas: the opponent's cards under the missions of a sampled world turned
 * face up (revealed), so the heuristic playing the seat in the playouts, whose attempt rule reads the
 * dilemmas it has seen, attempts as if it knew the world's dilemmas; the opponent's heuristic is
 * left as it is (the seat's own dilemmas stay as they were).
 */
export function foreseeDilemmas(s: GameState, seat: PlayerId): void {
  for (const c of Object.values(s.cards)) if (c.at.z === 'underMission' && c.owner !== seat) c.revealed = true;
}

/** What starts a goal plan's key (SearchParams.goalPlans): its mission follows. */
export const GOAL = 'goal ';

/** A goal plan's key. */
export function goalKey(goal: LocationId): string {
  return GOAL + goal;
}

/** What marks a plan's key as its option followed by ending the turn. */
export const THEN_END = ' then end';

/** The option a plan's key plays now (the key itself for an option with the heuristic playing on). */
export function planOption(key: string): string {
  return key.endsWith(THEN_END) ? key.slice(0, -THEN_END.length) : key;
}

/**
 * Plays on to the end of the current turn with the seat ending it at its first main decision
 * (its other decisions, and the opponent's, go to the cheap heuristic); returns the decisions played.
 */
function endTurn(s: GameState, seat: PlayerId, rng: Rng, memos: Record<PlayerId, TurnMemo>): number {
  const turn = s.turn.number;
  let steps = 0;
  while (!s.result && s.pending && s.turn.number === turn && steps < MAX_PLAYOUT_DECISIONS) {
    const d = s.pending;
    const end = d.player === seat && d.kind === 'main' ? d.options.find((o) => o.group === 'end') : undefined;
    const id = end ? end.id : d.options.length === 1 ? (d.options[0] as Option).id : chooseOption(s, rng, memos[d.player]);
    apply(s, { decision: d.id, option: id });
    steps++;
  }
  return steps;
}

/** Worlds an option is compared in before it may be dropped from the search. */
const RACE_WORLDS = 16;

/**
 * Whether an option is out of the race: after 16 worlds it has played exactly as the prior in
 * every one, or it is clearly worse (its mean gain plus two standard errors is below zero). It
 * is not played in later worlds, so the budget goes to the options that may still overrule the
 * prior; once every other option is out, the search stops, as more worlds could not change the
 * choice (choosePaired only leaves the prior for a clear gain).
 */
export function outOfRace(st: RootStat): boolean {
  if (st.visits < RACE_WORLDS) return false;
  const { mean, se } = gain(st);
  // played the same as the prior in every world so far, or clearly worse
  return se === 0 ? mean <= 0 : mean + 2 * se < 0;
}

/**
 * Successive halving (SearchParams.halving): once the prior has been compared in 2, 4, 8, ...
 * worlds, the plans still in the race (the prior apart) are ranked by their mean gain over it and
 * the lower half is dropped, at least two kept. A dropped plan is played in no later world and
 * keeps the worlds it has: with too few of them (MIN_WORLDS) it cannot overrule the prior. So the
 * worlds go to the plans that may, where the race alone would spend them evenly on every plan.
 */
export function halve(plans: readonly { key: string }[], stats: ReadonlyMap<string, RootStat>, prior: string, dropped: Set<string>): void {
  const worlds = stats.get(prior)?.visits ?? 0;
  if (worlds < 2 || (worlds & (worlds - 1)) !== 0) return;
  const mean = (k: string) => {
    const st = stats.get(k) as RootStat;
    return st.visits > 0 ? (st.diff ?? 0) / st.visits : 0;
  };
  const live = plans.filter((p) => p.key !== prior && !dropped.has(p.key) && !outOfRace(stats.get(p.key) as RootStat));
  if (live.length <= 2) return;
  live.sort((a, b) => mean(b.key) - mean(a.key));
  for (const p of live.slice(Math.max(2, Math.ceil(live.length / 2)))) dropped.add(p.key);
}

/** An option's mean gain over the prior, world by world, and the standard error of that mean. */
function gain(st: RootStat): { mean: number; se: number } {
  const n = st.visits;
  const mean = (st.diff ?? 0) / n;
  const variance = Math.max(0, (st.diff2 ?? 0) / n - mean * mean);
  return { mean, se: Math.sqrt(variance / (n - 1)) };
}

/** Worlds an option must have been compared in before it may overrule the prior. */
const MIN_WORLDS = 8;

/**
 * How many standard errors an option's mean gain must exceed to overrule the prior. 1.5 (bots
 * version 3; it was 2): the search overruled the heuristic so rarely that it kept nearly every
 * game the heuristic would have won yet flipped few it would have lost. An option out of the race
 * (mean + 2 se < 0) still can never overrule, whatever z is above zero.
 */
export const OVERRULE_Z = 1.5;

/**
 * The choice after a paired search: the option whose mean gain over the prior (world by world)
 * is largest, if that gain exceeds `z` standard errors of the paired differences; otherwise the
 * prior. z guards against picking an option for noise among many (OVERRULE_Z by default).
 */
export function choosePaired(stats: readonly RootStat[], prior: string | undefined, z = OVERRULE_Z): string | undefined {
  let best: RootStat | undefined;
  let bestGain = 0;
  for (const st of stats) {
    if (st.option === prior || st.visits < MIN_WORLDS) continue;
    const { mean, se } = gain(st);
    if (mean > z * se && mean > bestGain) {
      bestGain = mean;
      best = st;
    }
  }
  return best ? best.option : prior;
}
