/**
 * How well the paired search chooses at a small budget, measured against a large one (issue 28,
 * the search in constructed play). Plays constructed games of random legal decks, the heuristic on
 * both sides, and takes positions of the decisions a search bot would think about (from turn 3,
 * two or more options). At each position:
 * - the reference: one paired search with a large budget (`--ref` playouts, halving off), whose
 *   mean gain of each option over the heuristic's choice (world by world) stands for that option's
 *   true worth to the search's own measure (the position three turns on);
 * - the settings compared, each run `--seeds` times with a small budget (`--small` playouts, about
 *   what one thread gets in 1 s of a constructed position): options weighed evenly (bots 14) and with
 *   successive halving (bots 15, paired.ts halve). Each run's choice (choosePaired, as the bot
 *   chooses) is scored by the reference's gain for it: 0 for keeping the heuristic's choice, more
 *   for a better option, less for a worse one.
 * Prints, per setting, the mean gain per decision, what share of the most the reference allows
 * (its best option at every position) that is, how often the heuristic was overruled, and how often
 * harmfully (a choice the reference scores below the heuristic's). Playout budgets, not time: the
 * figures do not depend on the machine's load. Positions, reference and runs are seeded.
 *
 * With `--z 1.5,1,0.5`: each run's choice is also made at other thresholds of overruling (choosePaired's
 * z: how many standard errors an option's gain must reach), from the same playouts, a line each: the
 * playouts do not depend on z (an option leaves the race by its own mean, whatever z is), so this
 * costs no search. The first value is the bot's own (OVERRULE_Z).
 *
 * With `--peek 1`: what the deck model costs the choices (issue 28, "no peeking"). The reference
 * is handed the opponent's true deck list (SearchParams.opponentDeck, the measurement's cheat), and
 * the settings compared are halving with the deck model (as the bot plays) and halving handed the
 * true list too: the difference between the two is what sampling the opponent's unseen cards from a
 * model of such decks, rather than from his list, costs the search's choices.
 *
 *   npx tsx bench/search-quality.ts [--games 4] [--per 8] [--ref 2000] [--small 200] [--seeds 4] [--offset 0] [--peek 0|1] [--z 1.5,1]
 */
import { createEngine, randomDeck, view } from '@stccg/engine';
import type { DeckList, PlayerId, PlayerView } from '@stccg/engine';
import { chooseOption, createBot, determinize, newMemo, searches, seatDecision } from '@stccg/ai';
import type { Bot, RootStat, SearchParams } from '@stccg/ai';
import { choosePaired, OVERRULE_Z, pairedSearch } from '../packages/ai/src/paired.ts';
import { shipPlays } from '../packages/ai/src/search.ts';
import { botRng } from '../packages/ai/src/random.ts';
import { arg, argText } from './args.ts';

const GAMES = arg('games', 4);
const PER = arg('per', 8);
const REF = arg('ref', 2000);
const SMALL = arg('small', 200);
const SEEDS = arg('seeds', 4);
const OFFSET = arg('offset', 0);
const PEEK = arg('peek', 0) > 0;
const ZS = argText('z', String(OVERRULE_Z))
  .split(',')
  .map(Number);
if (ZS.some((z) => !Number.isFinite(z) || z <= 0)) {
  console.error('--z takes thresholds above 0, separated by commas (1.5,1,0.5)');
  process.exit(2);
}
/** A setting's tally at one threshold: its name, with the threshold where more than one is asked. */
const tallyName = (name: string, z: number) => (ZS.length > 1 ? `${name} z=${z}` : name);

const engine = createEngine({ format: 'constructed' });
const t0 = performance.now();

// positions: every k-th searched decision of heuristic self-play, PER a game
interface Position {
  v: PlayerView;
  deck: DeckList;
  /** The opponent's true list (only a --peek run hands it to a search). */
  theirs: DeckList;
}
const positions: Position[] = [];
for (let g = 0; g < GAMES; g++) {
  const decks: Record<PlayerId, DeckList> = {
    'player-1': randomDeck(OFFSET * 10 + 90000 + 2 * g, { pool: engine.cards }),
    'player-2': randomDeck(OFFSET * 10 + 90001 + 2 * g, { pool: engine.cards }),
  };
  const game = engine.createGame({ seed: OFFSET + 9000 + g, decks });
  const s = game.state;
  const bots: Record<PlayerId, Bot> = {
    'player-1': createBot('heuristic', { seed: g + 1, deck: decks['player-1'] as DeckList }),
    'player-2': createBot('heuristic', { seed: g + 2, deck: decks['player-2'] as DeckList }),
  };
  const cand: Position[] = [];
  for (let n = 0; !s.result && s.pending && n < 20_000; n++) {
    const p = s.pending.player;
    const v = view(s, p);
    const d = seatDecision(v);
    if (!d) break;
    if (d.options.length > 1 && searches(d.kind) && s.turn.number >= 3) cand.push({ v, deck: decks[p] as DeckList, theirs: decks[p === 'player-1' ? 'player-2' : 'player-1'] as DeckList });
    game.act({ decision: d.id, option: await (bots[p] as Bot).decide(v, d) }, p);
  }
  const step = Math.max(1, Math.floor(cand.length / PER));
  for (let i = 0, k = 0; i < cand.length && k < PER; i += step, k++) positions.push(cand[i] as Position);
}

// what each setting changes in the small runs' parameters at a position
const settings: Record<string, (p: Position) => Partial<SearchParams>> = PEEK
  ? { model: () => ({ halving: true }), peeking: (p) => ({ halving: true, opponentDeck: p.theirs }) }
  : { even: () => ({ halving: false }), halving: () => ({ halving: true }) };
interface Tally {
  gain: number;
  overruled: number;
  harmful: number;
  runs: number;
}
const sum = new Map<string, Tally>(Object.keys(settings).flatMap((k) => ZS.map((z) => [tallyName(k, z), { gain: 0, overruled: 0, harmful: 0, runs: 0 }] as const)));
let oracle = 0;
let refOverrules = 0;
const kinds = new Map<string, number>();
for (const [i, p] of positions.entries()) {
  const d = seatDecision(p.v);
  if (!d) continue;
  kinds.set(d.kind, (kinds.get(d.kind) ?? 0) + 1);
  // the heuristic's choice, as the search bot makes it: on a sampled world, with a fresh memory
  const rng = botRng(4242 + i);
  const world = determinize(p.v, rng, { lenient: true, deck: p.deck });
  const prior = chooseOption(world, rng, newMemo());
  const base: SearchParams = { seed: 0, prior, deck: p.deck, endPlans: true };
  if (d.kind === 'main') {
    const skip = shipPlays(world, d.options);
    if (skip.length > 0 && !skip.includes(prior)) base.skip = skip;
  }
  const ref = pairedSearch(p.v, { ...base, ...(PEEK ? { opponentDeck: p.theirs } : {}), seed: 777, iterations: REF, earlyStop: false });
  const worth = new Map<string, number>(ref.root.map((st: RootStat) => [st.option, st.visits > 0 ? (st.diff ?? 0) / st.visits : 0]));
  worth.set(prior, 0);
  oracle += Math.max(...worth.values());
  if (choosePaired(ref.root, prior) !== prior) refOverrules++;
  for (const [name, setting] of Object.entries(settings)) {
    for (let k = 1; k <= SEEDS; k++) {
      const r = pairedSearch(p.v, { ...base, ...setting(p), seed: k, iterations: SMALL });
      for (const z of ZS) {
        const choice = choosePaired(r.root, prior, z) ?? prior;
        const g = worth.get(choice) ?? 0;
        const t = sum.get(tallyName(name, z)) as Tally;
        t.gain += g;
        t.runs++;
        if (choice !== prior) {
          t.overruled++;
          if (g < 0) t.harmful++;
        }
      }
    }
  }
}
const n = positions.length;
console.log(
  `search-quality: ${n} positions of ${GAMES} constructed games (offset ${OFFSET}; ${[...kinds].map(([k, c]) => `${k} ${c}`).join(', ')}); ` +
    `reference ${REF} playouts${PEEK ? ' handed the opponent\'s list' : ''} (it overrules the heuristic at ${refOverrules}), runs of ${SMALL} playouts x ${SEEDS} seeds; ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
console.log(`most the reference allows (its best option at each position): mean gain ${(oracle / n).toFixed(4)} a decision`);
for (const name of sum.keys()) {
  const t = sum.get(name) as Tally;
  console.log(
    `${name.padEnd(8)} mean gain ${(t.gain / t.runs).toFixed(4)} a decision (${oracle > 0 ? `${((100 * t.gain) / t.runs / (oracle / n)).toFixed(0)}%` : 'none'} of the most), ` +
      `overruled the heuristic ${t.overruled} of ${t.runs} times, harmfully ${t.harmful}`,
  );
}
