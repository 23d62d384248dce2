/**
 * Engine benchmark: complete random games on one core, without views, logs or invariant checks
 * (the engine alone). Prints games per second, decisions per second, and the median cost of
 * computing the options of a decision plus applying one (legalOptions + apply). The timed games
 * run in three rounds; the median round is reported, with every round's figure.
 * Run: npm run bench [-- games seed]   (compiled, as shipped)   or   npx tsx bench/engine.ts [games=300] [seed=1]
 */
import { Game, apply, handleView, mulberry32 as rng, newGame, view } from '../packages/engine/src/index.ts';
import type { GameState } from '../packages/engine/src/index.ts';
import { chachaRng, seedRng, shuffle } from '../packages/engine/src/core/rng.ts';
import { BASELINE_NAME, loadBaseline } from './baseline.ts';
import type { RngState } from '../packages/engine/src/core/rng.ts';

const games = Number(process.argv[2] ?? 300);
const seed0 = Number(process.argv[3] ?? 1);


function play(seed: number, timings?: number[], legacy = false): number {
  const s = newGame({ seed, log: false, legacy });
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

// The game's generator (engine 0.2: ChaCha20 keyed by a 256-bit seed) against engine 0.1's sfc32,
// side by side in alternating rounds: first the generators alone (shuffling a 60-card deck), then
// whole random games under each engine's rules (0.1: sfc32, and response windows only for a
// player holding an answer; 0.2 asks at every response point, so its games have more decisions).
function shuffles(make: (i: number) => RngState, n: number): number {
  const deck = Array.from({ length: 60 }, (_, i) => i);
  const t0 = performance.now();
  for (let i = 0; i < n; i++) shuffle(make(i), deck);
  return performance.now() - t0;
}
const SHUFFLES = 20_000;
const gen = { chacha: [] as number[], sfc32: [] as number[] };
for (let r = 0; r < 5; r++) {
  gen.chacha.push(shuffles((i) => chachaRng(i), SHUFFLES));
  gen.sfc32.push(shuffles((i) => seedRng(i), SHUFFLES));
}
const oneStream = { chacha: [] as number[], sfc32: [] as number[] };
for (let r = 0; r < 5; r++) {
  const c = chachaRng(7);
  const f = seedRng(7);
  oneStream.chacha.push(shuffles(() => c, SHUFFLES));
  oneStream.sfc32.push(shuffles(() => f, SHUFFLES));
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(`generator: ${SHUFFLES} fresh 60-card shuffles, median of 5 alternating rounds: ChaCha20 ${med(gen.chacha).toFixed(0)} ms, sfc32 ${med(gen.sfc32).toFixed(0)} ms: ChaCha20 costs ${(med(gen.chacha) / med(gen.sfc32)).toFixed(2)}x (each shuffle keys a new stream, the worst case)`);
console.log(`generator: ${SHUFFLES} shuffles drawn from one stream, as a game draws: ChaCha20 ${med(oneStream.chacha).toFixed(0)} ms, sfc32 ${med(oneStream.sfc32).toFixed(0)} ms: ChaCha20 costs ${(med(oneStream.chacha) / med(oneStream.sfc32)).toFixed(2)}x`);
const GAMES_EACH = Math.max(20, Math.round(games / 3));
const whole = { now: [] as number[], legacy: [] as number[] };
let decNow = 0;
let decLegacy = 0;
for (let r = 0; r < 3; r++) {
  let t0 = performance.now();
  for (let g = 0; g < GAMES_EACH; g++) decNow += play(seed0 + g);
  whole.now.push(performance.now() - t0);
  t0 = performance.now();
  for (let g = 0; g < GAMES_EACH; g++) decLegacy += play(seed0 + g, undefined, true);
  whole.legacy.push(performance.now() - t0);
}
console.log(
  `whole games, ${GAMES_EACH} per round, median of 3 alternating rounds: engine 0.2 ${(med(whole.now) / GAMES_EACH).toFixed(2)} ms per game (${(decNow / 3 / GAMES_EACH).toFixed(0)} decisions), ` +
    `engine 0.1's rules and generator ${(med(whole.legacy) / GAMES_EACH).toFixed(2)} ms per game (${(decLegacy / 3 / GAMES_EACH).toFixed(0)} decisions): ratio ${(med(whole.now) / med(whole.legacy)).toFixed(2)}x per game, ` +
    `${(med(whole.now) / decNow / (med(whole.legacy) / decLegacy)).toFixed(2)}x per decision`,
);

// A seat's view as the server sends it (engine 0.2: every card named by the seat's handle, lists
// in the seat's serial order) against the view with instance ids, each turned into its JSON
// message, at positions taken every 10 actions of random games with their logs; alternating rounds.
const positions: GameState[] = [];
for (let g = 0; g < 6; g++) {
  const game = Game.create({ seed: seed0 + g });
  const r = rng(seed0 + g);
  for (let i = 0; i < 400 && !game.state.result; i++) {
    if (i % 10 === 0) positions.push(structuredClone(game.state));
    const p = game.state.pending as NonNullable<GameState['pending']>;
    game.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
  }
}
const views = { handled: [] as number[], plain: [] as number[] };
for (let round = 0; round < 5; round++) {
  let t0 = performance.now();
  for (const st of positions) for (const v of ['federation', 'klingon'] as const) JSON.stringify(handleView(st, view(st, v, { logFrom: Math.max(0, st.log.length - 5) })));
  views.handled.push(performance.now() - t0);
  t0 = performance.now();
  for (const st of positions) for (const v of ['federation', 'klingon'] as const) JSON.stringify(view(st, v, { logFrom: Math.max(0, st.log.length - 5) }));
  views.plain.push(performance.now() - t0);
}
const perView = (ms: number) => ((ms / (positions.length * 2)) * 1000).toFixed(0);
console.log(
  `views: ${positions.length * 2} seat views with the last events (as the server sends after an action), median of 5 alternating rounds: handled ${perView(med(views.handled))} µs each, ` +
    `with instance ids ${perView(med(views.plain))} µs each: handles cost ${(med(views.handled) / med(views.plain)).toFixed(2)}x`,
);

// The current engine against the engine as issue 21 left it (bench/baseline.ts, built from git in
// this run), in alternating rounds of the same random games: the ratio of random games per second.
const base = await loadBaseline();
if (!base) console.log(`against the baseline: ${BASELINE_NAME} is not in this clone's history (a shallow clone?); not compared`);
else {
  const N = Math.max(30, Math.round(games / 3));
  for (let g = 0; g < 10; g++) base.randomGame(10_000 + g);
  const t = { now: [] as number[], base: [] as number[] };
  let dNow = 0;
  let dBase = 0;
  for (let r = 0; r < 5; r++) {
    let t0 = performance.now();
    for (let g = 0; g < N; g++) dNow += play(seed0 + g);
    t.now.push(performance.now() - t0);
    t0 = performance.now();
    for (let g = 0; g < N; g++) dBase += base.randomGame(seed0 + g);
    t.base.push(performance.now() - t0);
  }
  const same = dNow === dBase ? 'the same games' : `different games (${dNow} against ${dBase} decisions)`;
  console.log(
    `against the baseline, ${BASELINE_NAME}: ${N} random games per round, median of 5 alternating rounds: now ${((N * 1000) / med(t.now)).toFixed(1)} games/s, ` +
      `baseline ${((N * 1000) / med(t.base)).toFixed(1)} games/s: ratio ${(med(t.base) / med(t.now)).toFixed(2)} (above 1: now faster; ${same})`,
  );
}
