/**
 * Fits the weights of the search's outlook (packages/ai/src/heuristic.ts, OUTLOOK_WEIGHTS): plays
 * heuristic self-play games, takes the outlook's terms at the start of every turn, and fits a
 * logistic model of "the Federation wins" by Newton's method with a small ridge. Every fourth game
 * is held out: the script prints the log-loss and accuracy there of value01 (what the search scores
 * playouts with by default), of the shipped weights and of the weights just fitted, then the weights
 * fitted to all games, ready to paste. Draws are left out.
 *
 * Run: npx tsx scripts/fit-outlook.ts [--games 1200] [--seed 30000]
 * (about 0.6 s a game on one core; the shipped weights came from the defaults).
 */
import { parseArgs } from 'node:util';
import { apply, newGame } from '@stccg/engine';
import { OUTLOOK_TERMS, OUTLOOK_WEIGHTS, botRng, chooseOption, federationOdds, newMemo, outlookTerms, value01 } from '@stccg/ai';
import type { OutlookTerm, TurnMemo } from '@stccg/ai';
import { fitLogistic, score } from './logistic.ts';

interface Sample {
  game: number;
  terms: number[];
  /** value01 for the Federation, for comparison. */
  before: number;
  federationWon: 0 | 1;
}

/** One heuristic self-play game: its positions at the start of each turn, with the winner. */
function playGame(seed: number): Sample[] {
  const s = newGame({ seed });
  const rng = botRng(seed);
  const memos: Record<string, TurnMemo> = { federation: newMemo(), klingon: newMemo() };
  const rows: { terms: number[]; before: number }[] = [];
  let lastTurn = -1;
  while (!s.result && s.pending) {
    const d = s.pending;
    if (s.turn.number >= 1 && s.turn.number !== lastTurn && d.kind === 'main') {
      lastTurn = s.turn.number;
      rows.push({ terms: outlookTerms(s), before: value01(s, 'federation') });
    }
    const option = d.options.length === 1 ? (d.options[0] as { id: string }).id : chooseOption(s, rng, memos[d.player] as TurnMemo);
    apply(s, { decision: d.id, option });
  }
  const winner = s.result?.winner;
  if (winner !== 'federation' && winner !== 'klingon') return [];
  return rows.map((r) => ({ game: seed, ...r, federationWon: winner === 'federation' ? 1 : 0 }));
}

function main(): void {
  const { values } = parseArgs({ options: { games: { type: 'string', default: '1200' }, seed: { type: 'string', default: '30000' } } });
  const games = Number(values.games);
  const seed = Number(values.seed);
  if (!Number.isInteger(games) || games < 4) throw new Error(`--games must be a whole number of at least 4, not ${values.games}`);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number of at least 0, not ${values.seed}`);
  const samples: Sample[] = [];
  for (let g = 0; g < games; g++) {
    samples.push(...playGame(seed + g));
    if ((g + 1) % 100 === 0 || g + 1 === games) process.stderr.write(`\r${g + 1}/${games} games, ${samples.length} positions`);
  }
  process.stderr.write('\n');
  const held = (x: Sample) => (x.game - seed) % 4 === 3;
  const train = samples.filter((x) => !held(x));
  const test = samples.filter(held);
  const fitted = fitLogistic(
    train.map((x) => x.terms),
    train.map((x) => x.federationWon),
  );
  const asWeights = (w: readonly number[]) => Object.fromEntries(OUTLOOK_TERMS.map((t, i) => [t, w[i] as number])) as Record<OutlookTerm, number>;
  const ys = test.map((x) => x.federationWon);
  console.log(`${samples.length} positions of ${games} games (seeds ${seed}-${seed + games - 1}); held out: ${test.length} positions of every fourth game`);
  score('value01 (the default)', test.map((x) => x.before), ys);
  score('shipped outlook weights', test.map((x) => federationOdds(x.terms, OUTLOOK_WEIGHTS)), ys);
  score('weights fitted here', test.map((x) => federationOdds(x.terms, asWeights(fitted))), ys);
  const all = fitLogistic(
    samples.map((x) => x.terms),
    samples.map((x) => x.federationWon),
  );
  console.log('weights fitted to all games:');
  for (const [t, w] of Object.entries(asWeights(all))) console.log(`  ${t}: ${Number(w.toPrecision(3))},`);
}

main();
