/**
 * AI benchmark: playouts (search iterations) per second of the search bot on one core and on
 * all cores, and the heuristic bot's decision time (median and 95th percentile).
 *
 * The same for constructed positions (issue 28, "Speed"): the heuristic, knowing its own deck,
 * against the random bot on each premade deck and on random legal decks (bench/ai-constructed.ts);
 * its decision time there, and the search's playouts per second on one core from positions of
 * those games. And how the heuristic scored the options it weighed (issue 28, "Any card"): by a
 * rule, one step ahead (an effect no rule models, applied to a copy and evaluated), or by a fixed
 * score (only in the search's cheap playouts), in the intro and the constructed games and in
 * cheap playouts from their positions.
 *
 * It also prints how many playouts one decision of the shipped bot gets (all cores, --ms each)
 * over positions of every kind the search decides, the figure that a fixed-playout match
 * (stccg sim --iterations) stands in for.
 *
 *   npx tsx bench/ai.ts [--ms 1000] [--positions 8] [--games 4] [--budget-positions 40] [--constructed-games 8]
 */
import { availableParallelism } from 'node:os';
import { apply, newGame, view } from '@stccg/engine';
import type { DeckList, PlayerView } from '@stccg/engine';
import type { Bot, ScoreCounts } from '@stccg/ai';
import { createBot, heuristicCounts, resetHeuristicCounts, searchBot, searches, seatDecision } from '@stccg/ai';
import { constructedDeals, playConstructed } from './ai-constructed.ts';
import { BASELINE_NAME, loadBaseline, loadCurrent } from './baseline.ts';
import type { Baseline } from './baseline.ts';
import { arg } from './args.ts';

const MS = arg('ms', 1000);
const POSITIONS = arg('positions', 8);
const GAMES = arg('games', 4);
const BUDGET_POSITIONS = arg('budget-positions', 40);
const CONSTRUCTED_GAMES = arg('constructed-games', 8);

/** The seat's pending decision in a position taken where one was pending. */
const decisionOf = (v: PlayerView) => seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>;

/**
 * Warms a search bot up on a few positions: each worker loads the bundled engine on start, and
 * its JIT needs a few decisions before it runs at full speed.
 */
async function warm(bot: ReturnType<typeof searchBot>, views: PlayerView[]): Promise<void> {
  for (const v of views.slice(0, 4)) await bot.decide(v, decisionOf(v));
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

/** How the heuristic scored the options of the decisions it weighed, as one line. */
function countsLine(c: ScoreCounts): string {
  const pc = (n: number) => `${((100 * n) / Math.max(1, c.options)).toFixed(1)}%`;
  return `${c.decisions} decisions of two or more options, ${c.options} options: ${c.rule} by a rule, ${c.oneStep} one step ahead (${pc(c.oneStep)}), ${c.fixed} by a fixed score (${pc(c.fixed)})`;
}

resetHeuristicCounts();

// heuristic self-play: decision times, and mid-game positions for the search benchmark
const times: number[] = [];
const positions: PlayerView[] = [];
// every decision the search would think about (not the setup's, more than one option)
const everyKind: PlayerView[] = [];
for (let g = 0; g < GAMES; g++) {
  const s = newGame({ seed: 500 + g });
  const bots: Record<string, Bot> = { federation: createBot('heuristic', { seed: g + 1 }), klingon: createBot('heuristic', { seed: g + 2 }) };
  let n = 0;
  while (!s.result && s.pending) {
    const p = s.pending.player;
    const v = view(s, p);
    const d = seatDecision(v);
    if (!d) break;
    const t0 = performance.now();
    const id = await (bots[p] as Bot).decide(v, d);
    times.push(performance.now() - t0);
    if (d.kind === 'main' && d.options.length > 3 && n % 9 === 0 && positions.length < POSITIONS * (g + 1)) positions.push(v);
    if (d.options.length > 1 && searches(d.kind)) everyKind.push(v);
    apply(s, { decision: d.id, option: id });
    n++;
  }
}
console.log(`heuristic: ${times.length} decisions over ${GAMES} games; median ${quantile(times, 0.5).toFixed(3)} ms, p95 ${quantile(times, 0.95).toFixed(3)} ms`);
console.log(`heuristic's options, intro games: ${countsLine(heuristicCounts.full)}`);

// the same in constructed games: the heuristic (its own deck known) against the random bot, on
// each premade deck and on random legal decks; positions of its decisions for the search
const cTimes: number[] = [];
const cMulti: number[] = [];
const cCpu: number[] = [];
const cPositions: { v: PlayerView; deck: DeckList; deal: number }[] = [];
const perDeck: string[] = [];
const deals = constructedDeals(CONSTRUCTED_GAMES);
resetHeuristicCounts();
for (const [k, deal] of deals.entries()) {
  let n = 0;
  let taken = 0;
  const { times: ts, multi, multiCpu, outcome } = await playConstructed(deal, (v, d) => {
    if (d.kind === 'main' && d.options.length > 3 && n % 9 === 0 && taken < POSITIONS) {
      cPositions.push({ v, deck: deal.decks[deal.seat] as DeckList, deal: k });
      taken++;
    }
    n++;
  });
  cTimes.push(...ts);
  cMulti.push(...multi);
  cCpu.push(...multiCpu);
  perDeck.push(`${deal.name} ${quantile(ts, 0.5).toFixed(2)} (${ts.length}, ${outcome.winner === deal.seat ? 'won' : outcome.winner === null ? 'drawn' : 'lost'})`);
}
const cCounts = { ...heuristicCounts.full };
console.log(
  `heuristic, constructed: ${cTimes.length} decisions over ${deals.length} games against the random bot (${deals.filter((d) => d.name !== 'random').length} premade decks, ${deals.filter((d) => d.name === 'random').length} random legal decks); ` +
    `median ${quantile(cTimes, 0.5).toFixed(3)} ms, p95 ${quantile(cTimes, 0.95).toFixed(3)} ms (issue 28: under 5 ms at the median); ` +
    `the ${cMulti.length} of two or more options: median ${quantile(cMulti, 0.5).toFixed(3)} ms, p95 ${quantile(cMulti, 0.95).toFixed(3)} ms ` +
    `(CPU time: median ${quantile(cCpu, 0.5).toFixed(3)} ms, p95 ${quantile(cCpu, 0.95).toFixed(3)} ms)`,
);
console.log(`heuristic, constructed, median ms per deck (decisions, result): ${perDeck.join(', ')}`);
console.log(`heuristic's options, constructed games: ${countsLine(cCounts)}`);

const sample = positions.filter((_, i) => i % Math.max(1, Math.floor(positions.length / POSITIONS)) === 0).slice(0, POSITIONS);

/** Playouts per second of a search bot with `workers` threads, each thinking the full budget (no early stop). */
async function rate(workers: number, per: number[], steps?: { n: number; s: number; i: number }): Promise<number> {
  const bot = searchBot({ seed: 1, thinkMs: MS, workers, earlyStop: false });
  await warm(bot, sample);
  let it = 0;
  let el = 0;
  for (const v of sample) {
    await bot.decide(v, decisionOf(v));
    it += bot.lastStats?.iterations ?? 0;
    if (steps) {
      steps.n += bot.lastStats?.playoutSteps ?? 0;
      steps.s += (bot.lastStats?.ms ?? 0) / 1000;
      steps.i += bot.lastStats?.iterations ?? 0;
    }
    per.push(Math.round(((bot.lastStats?.iterations ?? 0) * 1000) / (bot.lastStats?.ms ?? 1)));
    el += (bot.lastStats?.ms ?? 0) / 1000;
  }
  await bot.close();
  return it / el;
}
const cores = availableParallelism();
// positions differ a lot in cost (a playout near the end of a game is short), so each is printed
const one: number[] = [];
const oneSteps = { n: 0, s: 0, i: 0 };
console.log(
  `search, 1 core (1 worker, ${MS} ms per decision): ${(await rate(1, one, oneSteps)).toFixed(0)} playouts/s over ${sample.length} positions (${one.join(', ')}); ` +
    `${(oneSteps.n / oneSteps.s).toFixed(0)} playout decisions/s, ${(oneSteps.n / Math.max(1, oneSteps.i)).toFixed(0)} per playout`,
);
const all: number[] = [];
console.log(`search, ${cores} cores (${cores} workers, ${MS} ms per decision): ${(await rate(cores, all)).toFixed(0)} playouts/s over ${sample.length} positions (${all.join(', ')})`);

// as the bot plays: the same budget, but a decision ends once it is settled
{
  const bot = searchBot({ seed: 1, thinkMs: MS, workers: cores });
  await warm(bot, sample);
  const ms: number[] = [];
  let settled = 0;
  let overruled = 0;
  for (const v of sample) {
    await bot.decide(v, decisionOf(v));
    ms.push(Math.round(bot.lastStats?.ms ?? 0));
    if (bot.lastStats?.settled) settled++;
    if (bot.lastStats?.overruled) overruled++;
  }
  await bot.close();
  console.log(`search as played (${cores} workers, ${MS} ms, stopping once settled): ${ms.join(', ')} ms per decision; ${settled} of ${sample.length} settled early, ${overruled} overruled the heuristic`);
}

// the shipped bot's budget in playouts: all cores, the full time (no early stop), every kind
{
  const step = Math.max(1, Math.floor(everyKind.length / BUDGET_POSITIONS));
  const budget = everyKind.filter((_, i) => i % step === 0).slice(0, BUDGET_POSITIONS);
  const bot = searchBot({ seed: 1, thinkMs: MS, workers: cores, earlyStop: false });
  await warm(bot, budget);
  const played: number[] = [];
  const kinds = new Map<string, number>();
  for (const v of budget) {
    const d = decisionOf(v);
    await bot.decide(v, d);
    played.push(bot.lastStats?.iterations ?? 0);
    kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
  }
  await bot.close();
  const kindList = [...kinds].map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(
    `search budget (${cores} workers, ${MS} ms, no early stop) over ${budget.length} positions of every kind it decides (${kindList}): ` +
      `median ${quantile(played, 0.5)} playouts per decision, p10 ${quantile(played, 0.1)}, p90 ${quantile(played, 0.9)}`,
  );
}

// The game's generator in the search's own playouts: a sampled world draws its future (draws,
// dilemma picks) from the bot's sfc32; the same playouts with the world's stream a ChaCha20 one,
// side by side in alternating rounds, give the cost the game's generator would add.
{
  const { determinize, newMemo } = await import('@stccg/ai');
  const { playout } = await import('../packages/ai/src/mcts.ts');
  const { botRng } = await import('../packages/ai/src/random.ts');
  const { cloneState } = await import('@stccg/engine');
  const { chachaRng } = await import('../packages/engine/src/core/rng.ts');
  const worlds = positions.map((v, i) => determinize(v, botRng(100 + i), { lenient: true }));
  const run = (kind: 'chacha' | 'sfc32'): number => {
    const t0 = performance.now();
    worlds.forEach((w, i) => {
      for (let k = 0; k < 20; k++) {
        const s = cloneState(w);
        if (kind === 'chacha') s.rng = chachaRng(i * 100 + k);
        playout(s, s.turn.number + 3, botRng(k), { federation: newMemo(true), klingon: newMemo(true) });
      }
    });
    return performance.now() - t0;
  };
  const t = { chacha: [] as number[], sfc32: [] as number[] };
  for (let r = 0; r < 5; r++) {
    t.sfc32.push(run('sfc32'));
    t.chacha.push(run('chacha'));
  }
  const m = (xs: number[]) => quantile(xs, 0.5);
  console.log(`playouts with the world's stream: sfc32 (as shipped) ${m(t.sfc32).toFixed(0)} ms, ChaCha20 ${m(t.chacha).toFixed(0)} ms for ${worlds.length * 20} playouts of 3 turns: ChaCha20 costs ${(m(t.chacha) / m(t.sfc32)).toFixed(2)}x (median of 5 alternating rounds)`);
}

// One-core playouts per second, the current bots and engine against those issue 21 left
// (bench/baseline.ts, built from git in this run), both bundled the same way: the same positions,
// each side sampling its own worlds from the same seeds, 20 playouts of 3 turns from each, in
// alternating rounds.
{
  const base = await loadBaseline();
  if (!base) console.log(`playouts against the baseline: ${BASELINE_NAME} is not in this clone's history (a shallow clone?); not compared`);
  else {
    const now = await loadCurrent();
    const plain = JSON.parse(JSON.stringify(positions)) as unknown[];
    const worlds = { now: now.worlds(plain), base: base.worlds(plain) };
    const run = (b: Baseline, ws: unknown[]): number => {
      const t0 = performance.now();
      for (const w of ws) for (let k = 0; k < 20; k++) b.playout(w, 3, k);
      return performance.now() - t0;
    };
    run(now, worlds.now);
    run(base, worlds.base);
    const t = { now: [] as number[], base: [] as number[] };
    for (let r = 0; r < 5; r++) {
      t.now.push(run(now, worlds.now));
      t.base.push(run(base, worlds.base));
    }
    const n = worlds.now.length * 20;
    const m = (xs: number[]) => quantile(xs, 0.5);
    console.log(
      `playouts against the baseline, ${BASELINE_NAME}: ${n} playouts of 3 turns per round on one core, median of 5 alternating rounds: now ${((n * 1000) / m(t.now)).toFixed(0)} playouts/s, ` +
        `baseline ${((n * 1000) / m(t.base)).toFixed(0)} playouts/s: ratio ${(m(t.base) / m(t.now)).toFixed(2)} (above 1: now faster)`,
    );
  }
}

// Constructed positions (issue 28, "Speed"): the search's playouts per second on one core, as for
// the intro game above. A search bot knows its seat's deck list, so each deal's positions get a
// bot of their own, warmed up on two of them first.
const cSample = cPositions.filter((_, i) => i % Math.max(1, Math.floor(cPositions.length / POSITIONS)) === 0).slice(0, POSITIONS);
{
  const byDeal = new Map<number, typeof cSample>();
  for (const p of cSample) byDeal.set(p.deal, [...(byDeal.get(p.deal) ?? []), p]);
  const per: number[] = [];
  let it = 0;
  let el = 0;
  let steps = 0;
  for (const group of byDeal.values()) {
    const bot = searchBot({ seed: 1, thinkMs: MS, workers: 1, earlyStop: false, deck: (group[0] as (typeof cSample)[number]).deck });
    await warm(
      bot,
      group.map((p) => p.v).slice(0, 2),
    );
    for (const { v } of group) {
      await bot.decide(v, decisionOf(v));
      it += bot.lastStats?.iterations ?? 0;
      steps += bot.lastStats?.playoutSteps ?? 0;
      per.push(Math.round(((bot.lastStats?.iterations ?? 0) * 1000) / (bot.lastStats?.ms ?? 1)));
      el += (bot.lastStats?.ms ?? 0) / 1000;
    }
    await bot.close();
  }
  // a constructed playout is longer (more response points): its decisions per second compare the cost of a step
  console.log(
    `search, constructed, 1 core (1 worker, ${MS} ms per decision): ${(it / el).toFixed(0)} playouts/s over ${cSample.length} positions of ${byDeal.size} games (${per.join(', ')}); ` +
      `${(steps / el).toFixed(0)} playout decisions/s, ${(steps / Math.max(1, it)).toFixed(0)} per playout`,
  );
}

// How often the cheap path is used: the search's playouts run the heuristic's policy in cheap
// mode (TurnMemo.cheap), where an option no rule models gets a fixed score instead of a step of
// lookahead. Counted in this thread over 20 playouts of 3 turns from each position above.
{
  const { determinize, newMemo } = await import('@stccg/ai');
  const { playout } = await import('../packages/ai/src/mcts.ts');
  const { botRng } = await import('../packages/ai/src/random.ts');
  const { cloneState } = await import('@stccg/engine');
  const cheapCounts = (worlds: ReturnType<typeof determinize>[]): ScoreCounts => {
    resetHeuristicCounts();
    worlds.forEach((w) => {
      for (let k = 0; k < 20; k++) {
        const s = cloneState(w);
        const seats = Object.keys(s.players);
        playout(s, s.turn.number + 3, botRng(k), Object.fromEntries(seats.map((p) => [p, newMemo(true)])));
      }
    });
    return { ...heuristicCounts.cheap };
  };
  const intro = cheapCounts(sample.map((v, i) => determinize(v, botRng(100 + i), { lenient: true })));
  console.log(`cheap playouts, intro positions (${sample.length}): ${countsLine(intro)}`);
  const cons = cheapCounts(cSample.map((p, i) => determinize(p.v, botRng(100 + i), { lenient: true, deck: p.deck })));
  console.log(`cheap playouts, constructed positions (${cSample.length}): ${countsLine(cons)}`);
}
