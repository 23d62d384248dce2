/**
 * How much of a constructed match the deal decides: reads a mirror (`stccg sim --outcomes` of one bot
 * against itself, `--swap-sides`, the same --format, --decks and --seed as the matches) and sorts
 * its deals by what the decks did when both seats played alike: the first bot's deck won from both
 * seats, the second's did, or the seats split them (a draw in either game: its own class). Then, for
 * each match file given, the first bot's wins in each class of deal, with 95% intervals, and its
 * rate over all deals were the classes to come in the mirror's proportions. In a constructed
 * match each bot keeps its deck from both seats, so a deal whose second deck wins from both seats
 * in the mirror is one the first bot must outplay the deck to win.
 *
 *   npx tsx bench/deal-classes.ts --mirror MIRROR.jsonl MATCH.jsonl...
 *   npx tsx bench/deal-classes.ts --mirror MIRROR.jsonl --list split
 *
 * `--list CLASS` (first, second, split or draw) prints the seeds of that class's deals as `stccg sim
 * --deals` takes them, to screen a change on those deals alone.
 */
import { readFileSync } from 'node:fs';
import { argText } from './args.ts';
import { wilson } from '../packages/cli/src/stats.ts';
import { dealList } from '../packages/cli/src/sim.ts';

interface Outcome {
  index: number;
  seed: number;
  slots: Record<string, number>;
  winner: string | null;
}

type DealClass = 'first deck both' | 'second deck both' | 'split' | 'a draw';
const CLASSES: DealClass[] = ['first deck both', 'second deck both', 'split', 'a draw'];

function outcomes(file: string): Outcome[] {
  const out: Outcome[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const g = JSON.parse(line) as Partial<Outcome>;
    if (typeof g.index === 'number' && typeof g.seed === 'number' && g.slots) out.push(g as Outcome);
  }
  return out;
}

/** 1 if the first bot (slot 0) won, 0 if the second did, null for a draw. */
function firstWon(g: Outcome): number | null {
  return g.winner === null || g.winner === undefined ? null : g.slots[g.winner] === 0 ? 1 : 0;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

const mirrorFile = argText('mirror', '');
const listClass = argText('list', '');
const flags = new Set(['--mirror', '--list']);
const matchFiles = process.argv.slice(2).filter((a, i, all) => !flags.has(a) && !flags.has(all[i - 1] as string));
const LIST_NAMES: Record<string, DealClass> = { first: 'first deck both', second: 'second deck both', split: 'split', draw: 'a draw' };
if (!mirrorFile || (matchFiles.length === 0 && !listClass) || (listClass && !LIST_NAMES[listClass])) {
  console.error('usage: npx tsx bench/deal-classes.ts --mirror MIRROR.jsonl MATCH.jsonl...');
  console.error('       npx tsx bench/deal-classes.ts --mirror MIRROR.jsonl --list first|second|split|draw');
  process.exit(2);
}

const bySeed = new Map<number, (number | null)[]>();
for (const g of outcomes(mirrorFile)) {
  const r = bySeed.get(g.seed) ?? [];
  r.push(firstWon(g));
  bySeed.set(g.seed, r);
}
const classOf = new Map<number, DealClass>();
for (const [seed, r] of bySeed) {
  if (r.length !== 2) continue;
  classOf.set(seed, r.includes(null) ? 'a draw' : r[0] === 1 && r[1] === 1 ? 'first deck both' : r[0] === 0 && r[1] === 0 ? 'second deck both' : 'split');
}
if (listClass) {
  const seeds = [...classOf].filter(([, c]) => c === LIST_NAMES[listClass]).map(([seed]) => seed).sort((a, b) => a - b);
  console.log(dealList(seeds));
  process.exit(0);
}
const share = new Map<DealClass, number>(CLASSES.map((c) => [c, [...classOf.values()].filter((x) => x === c).length / Math.max(1, classOf.size)]));
console.log(`mirror ${mirrorFile}: ${classOf.size} deals: ${CLASSES.map((c) => `${c} ${[...classOf.values()].filter((x) => x === c).length}`).join(', ')}`);

for (const file of matchFiles) {
  const won = new Map<DealClass, [number, number]>(CLASSES.map((c) => [c, [0, 0]]));
  let unclassed = 0;
  for (const g of outcomes(file)) {
    const c = classOf.get(g.seed);
    if (!c) {
      unclassed++;
      continue;
    }
    const w = won.get(c) as [number, number];
    w[0] += firstWon(g) === 1 ? 1 : 0;
    w[1]++;
  }
  console.log(`${file}:${unclassed ? ` (${unclassed} games of deals the mirror does not hold left out)` : ''}`);
  let expected = 0;
  for (const c of CLASSES) {
    const [k, n] = won.get(c) as [number, number];
    if (n === 0) continue;
    const [lo, hi] = wilson(k, n);
    expected += (share.get(c) ?? 0) * (k / n);
    console.log(`  ${c.padEnd(17)} first bot won ${String(k).padStart(3)} of ${String(n).padStart(3)}  ${pct(k / n).padStart(6)}  (95% CI ${pct(lo)}-${pct(hi)})`);
  }
  console.log(`  at the mirror's proportions of deals: ${pct(expected)}`);
}
