/**
 * Two versions of the heuristic side by side on bench:ai's constructed games
 * (bench/ai-constructed.ts): each deal played by one then the other, in alternating order, round
 * after round. Prints whether every game ended the same (winner, turns, actions, scores: a change
 * meant only to make the heuristic faster must choose as before) and the time each took over the
 * decisions of two or more options, as a ratio.
 *
 *   git show <commit>:packages/ai/src/heuristic.ts > packages/ai/src/heuristic-before.ts
 *   npx tsx bench/heuristic-compare.ts [--games 8] [--rounds 3]
 *
 * (the file heuristic-before.ts is the older version, imported in place beside the current one;
 * delete it afterwards.)
 */
import type { Bot, BotOptions } from '@stccg/ai';
import { heuristicBot } from '@stccg/ai';
import { constructedDeals, playConstructed } from './ai-constructed.ts';
import { arg } from './args.ts';

const games = arg('games', 8);
const rounds = arg('rounds', 3);
const before = (await import('../packages/ai/src/heuristic-before.ts' as string)) as { heuristicBot: (o: BotOptions) => Bot };
const versions: Record<'before' | 'now', (o: BotOptions) => Bot> = { before: before.heuristicBot, now: heuristicBot };
const ms = { before: 0, now: 0 };
const outcomes = { before: [] as string[], now: [] as string[] };
let decisions = 0;
for (let r = 0; r < rounds; r++) {
  for (const [k, deal] of constructedDeals(games).entries()) {
    const order: ('before' | 'now')[] = (r + k) % 2 === 0 ? ['before', 'now'] : ['now', 'before'];
    for (const v of order) {
      const { multi, outcome } = await playConstructed(deal, undefined, 20_000, versions[v]);
      ms[v] += multi.reduce((a, b) => a + b, 0);
      if (r === 0) outcomes[v].push(JSON.stringify(outcome));
      if (v === 'now') decisions += multi.length;
    }
  }
}
const same = outcomes.before.every((o, i) => o === outcomes.now[i]);
console.log(`${games} constructed games, ${rounds} rounds, alternating: ${same ? 'every game ended the same' : 'GAMES DIFFER'} (${outcomes.now.length} compared)`);
if (!same) outcomes.before.forEach((o, i) => o !== outcomes.now[i] && console.log(`  game ${i}: before ${o}, now ${outcomes.now[i]}`));
console.log(
  `heuristic time over the ${decisions} decisions of two or more options: before ${ms.before.toFixed(0)} ms, now ${ms.now.toFixed(0)} ms: ratio ${(ms.before / ms.now).toFixed(2)} (above 1: now faster)`,
);
