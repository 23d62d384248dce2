/**
 * Whether the intro game still plays exactly as before: plays intro games with fixed seeds (the
 * heuristic bot against itself on odd seeds, the random bot on even ones; with `premiums`, the decks
 * with the premium cards and random bots only) and prints each game's decision count, final state hash and score. Run it
 * in two checkouts and diff the output: equal lines are the same games, decision by decision.
 *
 *   npx tsx bench/intro-hashes.ts [premiums] [GAMES]
 */
import { createEngine, stateHash, view } from '@stccg/engine';
import { createBot, seatDecision } from '@stccg/ai';

const withPremiums = process.argv[2] === 'premiums';
const games = Number(process.argv[3] ?? 12);
const engine = createEngine({ format: 'intro' });
for (let seed = 1; seed <= games; seed++) {
  const g = engine.createGame({ seed, withPremiums });
  const bots: Record<string, ReturnType<typeof createBot>> = {};
  for (const p of g.state.seats) bots[p] = createBot(!withPremiums && seed % 2 ? 'heuristic' : 'random', { seed: seed + p.length });
  let n = 0;
  while (!g.state.result && n < 20000) {
    const p = g.state.pending;
    if (!p) break;
    const v = view(g.state, p.player);
    const d = seatDecision(v);
    const bot = bots[p.player];
    if (!d || !bot) break;
    g.act({ decision: p.id, option: await bot.decide(v, d) }, p.player);
    n++;
  }
  console.log(`${seed} ${n} ${stateHash(g.state)} ${JSON.stringify(g.state.result?.scores ?? null)}`);
}
