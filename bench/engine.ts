/**
 * Engine benchmark: complete random games on one core, without views, logs or invariant checks
 * (the engine alone). Prints games per second, decisions per second, and the median cost of
 * computing the options of a decision plus applying one (legalOptions + apply). The timed games
 * run in three rounds; the median round is reported, with every round's figure.
 * Run: npm run bench [-- games seed]   (compiled, as shipped)   or   npx tsx bench/engine.ts [games=300] [seed=1]
 */
import { apply, mulberry32 as rng, newGame } from '../packages/engine/src/index.ts';

const games = Number(process.argv[2] ?? 300);
const seed0 = Number(process.argv[3] ?? 1);


function play(seed: number, timings?: number[]): number {
  const s = newGame({ seed, log: false });
  const r = rng(seed);
  let n = 0;
  while (!s.result) {
    const p = s.pending;
    if (!p) throw new Error('no decision pending');
    const o = p.options[Math.floor(r() * p.options.length)];
    if (!o) throw new Error('no option');
    if (timings) {
      const t0 = performance.now();
      apply(s, { decision: p.id, option: o.id }); // apply runs the flow to the next decision, computing its options
      timings.push(performance.now() - t0);
    } else apply(s, { decision: p.id, option: o.id });
    n++;
  }
  return n;
}

// warm up the JIT
for (let i = 0; i < 20; i++) play(10_000 + i);

// the timed games in three rounds (this VM's speed drifts from moment to moment): each round's
// figures are printed, and the median round is the result
const rounds: { secs: number; decisions: number }[] = [];
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  let decisions = 0;
  for (let g = 0; g < games; g++) decisions += play(seed0 + g);
  rounds.push({ secs: (performance.now() - t0) / 1000, decisions });
}
const bySpeed = [...rounds].sort((a, b) => a.secs - b.secs);
const { secs, decisions } = bySpeed[1] as { secs: number; decisions: number };

const timings: number[] = [];
for (let g = 0; g < 30; g++) play(50_000 + g, timings);
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)] ?? 0;
const p99 = timings[Math.floor(timings.length * 0.99)] ?? 0;

const mem = process.memoryUsage();
console.log(`engine: ${games} random games per round, 3 rounds on one core: ${rounds.map((r) => `${(r.decisions / r.secs).toFixed(0)} decisions/s`).join(', ')}`);
console.log(`median round: ${games} games in ${secs.toFixed(2)} s`);
console.log(`  games/s:      ${(games / secs).toFixed(1)}`);
console.log(`  decisions/s:  ${(decisions / secs).toFixed(0)} (mean ${(decisions / games).toFixed(0)} decisions per game)`);
console.log(`  apply + next decision's options: median ${(median * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs`);
console.log(`  heap used: ${(mem.heapUsed / 1048576).toFixed(1)} MiB`);
