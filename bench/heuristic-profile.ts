/**
 * The heuristic's constructed games of bench:ai (bench/ai-constructed.ts), alone: each deal's
 * outcome and the heuristic's time. Used to profile the heuristic (node --cpu-prof) and to check
 * that a change meant only to make it faster chooses as before (the same outcomes).
 *
 *   npx tsx bench/heuristic-profile.ts [--games 8]
 */
import { constructedDeals, playConstructed } from './ai-constructed.ts';

const i = process.argv.indexOf('--games');
const games = i > 0 ? Number(process.argv[i + 1]) : 8;
let ms = 0;
let decisions = 0;
for (const deal of constructedDeals(games)) {
  const { multi, outcome } = await playConstructed(deal);
  ms += multi.reduce((a, b) => a + b, 0);
  decisions += multi.length;
  console.log(`${deal.name} ${deal.seed}: ${JSON.stringify(outcome)}`);
}
console.log(`${decisions} decisions of two or more options, ${ms.toFixed(0)} ms in all`);
