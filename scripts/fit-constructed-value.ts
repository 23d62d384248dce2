/**
 * How well the search's playout score (value01) predicts the winner of a constructed game, and
 * what a model fitted to constructed games predicts instead (issue 28). Plays heuristic self-play
 * games on random legal decks (the heuristic in full for both seats, on the whole state, as it
 * plays in a sampled world), takes player-1's terms (SEAT_TERMS, packages/ai/src/heuristic.ts) at
 * the start of every turn, and fits a logistic model of "player-1 wins". Every fourth game is held
 * out: the script prints there the log-loss and accuracy of value01, of a fit of the evaluation
 * alone (value01 with its scale fitted) and of the fit of every term, then the weights fitted to
 * all games. Draws are left out.
 *
 * `--terms a,b` fits those of SEAT_TERMS (by default the five before the evaluation's parts: the
 * parts add up to the evaluation, so a fit takes either them or it).
 *
 * Run: npx tsx scripts/fit-constructed-value.ts [--games 400] [--seed 50000] [--terms evaluation,lastDraws]
 *      npx tsx scripts/fit-constructed-value.ts --terms score,ships,personnel,hand,ready,owed,lastDraws
 * (under a second a game on one core).
 */
import { parseArgs } from 'node:util';
import { apply, createEngine, randomDeck } from '@stccg/engine';
import type { PlayerId } from '@stccg/engine';
import { SEAT_TERMS, botRng, chooseOption, newMemo, seatTerms, value01 } from '@stccg/ai';
import type { TurnMemo } from '@stccg/ai';
import { fitLogistic, score, sigmoid } from './logistic.ts';

interface Sample {
  game: number;
  terms: number[];
  /** value01 for player-1, for comparison. */
  before: number;
  /** The evaluation term (per 25 points), whichever terms are fitted. */
  evaluation: number;
  won: 0 | 1;
}

const engine = createEngine({ format: 'constructed' });
const ME: PlayerId = 'player-1';
const MAX_ACTIONS = 20_000;

/** One heuristic self-play game on two random legal decks: player-1's terms at each turn's start, with the winner. */
function playGame(seed: number): Sample[] {
  const decks = {
    'player-1': randomDeck(seed * 2 + 1, { pool: engine.cards }),
    'player-2': randomDeck(seed * 2 + 2, { pool: engine.cards }),
  };
  const s = engine.createGame({ seed, decks }).state;
  const rng = botRng(seed);
  const memos: Record<string, TurnMemo> = { 'player-1': newMemo(), 'player-2': newMemo() };
  const rows: { terms: number[]; before: number }[] = [];
  let lastTurn = -1;
  let actions = 0;
  while (!s.result && s.pending && actions < MAX_ACTIONS) {
    const d = s.pending;
    if (s.turn.number >= 1 && s.turn.number !== lastTurn && d.kind === 'main') {
      lastTurn = s.turn.number;
      rows.push({ terms: seatTerms(s, ME), before: value01(s, ME) });
    }
    const option = d.options.length === 1 ? (d.options[0] as { id: string }).id : chooseOption(s, rng, memos[d.player] as TurnMemo);
    apply(s, { decision: d.id, option });
    actions++;
  }
  const winner = s.result?.winner;
  if (!winner) return [];
  return rows.map((r) => ({ game: seed, ...r, evaluation: r.terms[SEAT_TERMS.indexOf('evaluation')] as number, won: winner === ME ? 1 : 0 }));
}

function main(): void {
  const { values } = parseArgs({ options: { games: { type: 'string', default: '400' }, seed: { type: 'string', default: '50000' }, terms: { type: 'string', default: SEAT_TERMS.slice(0, SEAT_TERMS.indexOf('score')).join(',') } } });
  const games = Number(values.games);
  const seed = Number(values.seed);
  if (!Number.isInteger(games) || games < 4) throw new Error(`--games must be a whole number of at least 4, not ${values.games}`);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number of at least 0, not ${values.seed}`);
  const names = (values.terms as string).split(',');
  const bad = names.filter((n) => !(SEAT_TERMS as readonly string[]).includes(n));
  if (bad.length || names.length === 0) throw new Error(`--terms takes names among ${SEAT_TERMS.join(', ')}, not ${bad.join(', ')}`);
  const pick = names.map((n) => (SEAT_TERMS as readonly string[]).indexOf(n));
  const samples: Sample[] = [];
  for (let g = 0; g < games; g++) {
    samples.push(...playGame(seed + g).map((x) => ({ ...x, terms: pick.map((i) => x.terms[i] as number) })));
    process.stderr.write(`\r${g + 1}/${games} games, ${samples.length} positions`);
  }
  process.stderr.write('\n');
  const held = (x: Sample) => (x.game - seed) % 4 === 3;
  const train = samples.filter((x) => !held(x));
  const test = samples.filter(held);
  const ys = test.map((x) => x.won);
  const predict = (w: readonly number[], terms: readonly number[]) => sigmoid(terms.reduce((a, t, i) => a + t * (w[i] as number), 0));
  // the evaluation alone: value01 is this model with weight 1
  const evalOnly = (x: Sample) => [x.evaluation];
  const wEval = fitLogistic(train.map(evalOnly), train.map((x) => x.won));
  const wAll = fitLogistic(train.map((x) => x.terms), train.map((x) => x.won));
  console.log(`${samples.length} positions of ${games} games (seeds ${seed}-${seed + games - 1}); held out: ${test.length} positions of every fourth game`);
  score('value01 (the default)', test.map((x) => x.before), ys);
  score(`evaluation alone (w ${wEval[0]?.toPrecision(3)})`, test.map((x) => predict(wEval, evalOnly(x))), ys);
  score(`${names.join(', ')}, fitted here`, test.map((x) => predict(wAll, x.terms)), ys);
  const all = fitLogistic(samples.map((x) => x.terms), samples.map((x) => x.won));
  console.log('weights fitted to all games:');
  names.forEach((t, i) => console.log(`  ${t}: ${Number((all[i] as number).toPrecision(3))},`));
}

main();
