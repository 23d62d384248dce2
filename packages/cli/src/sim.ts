/**
 * `stccg sim`: plays bot-against-bot games with a progress bar, checks the engine's invariants
 * after every action, and prints win rates with 95% confidence intervals per side and per bot,
 * mean game length and points, games per second, each bot's time per decision, and which cards
 * were played or encountered. Exits non-zero on any crash, stuck game or broken invariant,
 * writing the offending game's record to a file it names.
 */
import { Command, Option } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ENGINE_VERSION, INTRO, formatRules, isFormatKey, setCoverage } from '@stccg/engine';
import type { PlayerId, SetCoverage } from '@stccg/engine';
import { loadDeckList, loadDeckPair } from './deck.ts';
import { BOTS_VERSION, DILEMMA_MODELS, PLAYOUT_VALUES, botNames, botRefusalForOwnDecks } from '@stccg/ai';
import { gameSeed, playGame, premadeLists, premadePair, simSeats } from './sim-core.ts';
import type { GameOutcome, SimConfig } from './sim-core.ts';
import { pct, quantile, wilson } from './stats.ts';

export interface SimSummary {
  /** The seats, in the order the games are made (the first bot's first unless sides are swapped). */
  seats: [PlayerId, PlayerId];
  games: number;
  bots: [string, string];
  seed: number;
  /** Each deal played twice, the bots swapping sides. */
  swapSides: boolean;
  perSide: Record<PlayerId, { wins: number; rate: number; ci95: [number, number] }>;
  perBot: { bot: string; slot: 0 | 1; wins: number; rate: number; ci95: [number, number]; decisions: number; medianMs: number; p95Ms: number }[];
  draws: number;
  meanTurns: number;
  meanActions: number;
  meanPoints: Record<PlayerId, number>;
  gamesPerSecond: number;
  decisionsPerSecond: number;
  seconds: number;
  coverage: { card: string; name: string; games: number }[];
  cardsWithText: number;
  cardsCovered: number;
  /** Games counted in the coverage: outcomes kept small (bench/results) drop the cards seen and played. */
  coverageGames: number;
  /** A format of the players' own decks: each of its sets, every card with the games in which its text took effect. */
  sets?: SetCoverage[];
  failures: { seed: number; failure: string; file?: string }[];
  /** With sides swapped: the deals whose two games are both in, and who won them. */
  deals?: DealSummary;
  /** Compared game by game with a run of the second bot playing itself (`--mirror`). */
  mirror?: MirrorSummary;
  /** `--deals`: the seeds of the deals played and summed up, where not every deal of the run is. */
  dealsListed?: number[];
  /** `--decks premade`: each ordered pair of premade decks (the first bot's, the second bot's), with the first bot's wins. */
  premadePairs?: { first: string; second: string; games: number; firstWins: number; secondWins: number }[];
}

export interface DealSummary {
  /** Deals with both games finished. */
  complete: number;
  /** Deals the first bot won from both sides, and those the second bot won from both sides. */
  firstBoth: number;
  secondBoth: number;
  /** Deals each bot won once: the same side won both games. */
  split: Record<PlayerId, number>;
  /** Deals with a draw or a failed game. */
  unfinished: number;
}

export interface MirrorSummary {
  file: string;
  /** The first bot's games whose side won the mirror game: how many it won too. */
  kept: { won: number; of: number };
  /** The first bot's games whose side lost the mirror game: how many it won. */
  flipped: { won: number; of: number };
  /** The first bot's games with no finished game of the same index in the mirror. */
  missing: number;
}

const TEXT_TYPES = new Set(['dilemma', 'equipment', 'event', 'interrupt']);

/** The settings of search bots, which do not matter to a run without one. */
const SEARCH_SETTINGS = ['think', 'iterations', 'searchWorkers', 'searchMode', 'horizon', 'endgame', 'overruleZ', 'playoutValue', 'fullPlayouts', 'heuristicShips', 'endPlans', 'halving', 'searchPeeks', 'searchSeesDilemmas', 'dilemmaModel', 'foreseeDilemmas', 'goalPlans', 'deckMatch'];

/** What makes two runs' games the same games: the engine, the bots and their version, seeds, sides and the bots' settings. */
function runSignature(cfg: SimConfig): Record<string, unknown> {
  return {
    bots: cfg.bots,
    seed: cfg.seed,
    swapSides: cfg.swapSides,
    think: cfg.thinkMs ?? null,
    iterations: cfg.iterations ?? null,
    searchWorkers: cfg.searchWorkers ?? null,
    searchMode: cfg.searchMode ?? null,
    withPremiums: !!cfg.withPremiums,
    botsVersion: BOTS_VERSION,
    // the engine deals the games: files of engine 0.1 (which had no such field) never mix with 0.2's
    engine: ENGINE_VERSION,
    // recorded only when set, so files written before these settings existed still match
    ...(cfg.horizon !== undefined ? { horizon: cfg.horizon } : {}),
    ...(cfg.endgame !== undefined ? { endgame: cfg.endgame } : {}),
    ...(cfg.overruleZ !== undefined ? { overruleZ: cfg.overruleZ } : {}),
    ...(cfg.playoutValue !== undefined ? { playoutValue: cfg.playoutValue } : {}),
    ...(cfg.fullPlayouts ? { fullPlayouts: true } : {}),
    ...(cfg.heuristicShips === false ? { heuristicShips: false } : {}),
    ...(cfg.endPlans === false ? { endPlans: false } : {}),
    ...(cfg.halving !== undefined ? { halving: cfg.halving } : {}),
    ...(cfg.searchPeeks ? { searchPeeks: true } : {}),
    ...(cfg.searchSeesDilemmas ? { searchSeesDilemmas: true } : {}),
    ...(cfg.dilemmaModel !== undefined ? { dilemmaModel: cfg.dilemmaModel } : {}),
    ...(cfg.foreseeDilemmas ? { foreseeDilemmas: true } : {}),
    ...(cfg.goalPlans !== undefined ? { goalPlans: cfg.goalPlans } : {}),
    ...(cfg.deckMatch !== undefined ? { deckMatch: cfg.deckMatch } : {}),
    ...(cfg.reseed ? { reseed: cfg.reseed } : {}),
    ...(cfg.format !== undefined && cfg.format !== 'intro' ? { format: cfg.format } : {}),
    ...(cfg.decks !== undefined ? { decks: cfg.decks } : {}),
  };
}

/**
 * Where an outcomes file's unfinished last line begins, in bytes: a run stopped while writing a
 * game (power cut, full disk) leaves a last line with no newline that is not JSON. That game is
 * simply played again. Null when the file ends cleanly, or when its last line, though without a
 * newline, is whole (a file written by hand).
 */
export function unfinishedTail(bytes: Buffer): number | null {
  if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a) return null;
  const start = bytes.lastIndexOf(0x0a) + 1;
  const tail = bytes.subarray(start).toString('utf8').trim();
  if (!tail) return null;
  try {
    JSON.parse(tail);
    return null;
  } catch {
    return start;
  }
}

/**
 * Reads an outcomes file (one JSON line per finished game). Returns an error message when it is
 * not one, or when it was written by another run (other bots, seeds, sides or bot settings).
 */
export function loadOutcomes(file: string, cfg: SimConfig, ignore: readonly string[] = []): GameOutcome[] | string {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  return parseOutcomes(file, bytes.subarray(0, unfinishedTail(bytes) ?? bytes.length), cfg, ignore);
}

/** loadOutcomes on a file's bytes already read, its unfinished last line cut (`file` names it in messages). */
function parseOutcomes(file: string, bytes: Buffer, cfg: SimConfig, ignore: readonly string[] = []): GameOutcome[] | string {
  const out: GameOutcome[] = [];
  // the run's signature without the ignored settings, as compared
  const signature = (run: unknown) => JSON.stringify(typeof run === 'object' && run !== null ? Object.fromEntries(Object.entries(run).filter(([k]) => !ignore.includes(k))) : run);
  const want = signature(runSignature(cfg));
  const lines = bytes.toString('utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim();
    if (!line) continue;
    let x: GameOutcome & { run?: unknown };
    try {
      x = JSON.parse(line) as typeof x;
    } catch {
      return `${file}:${i + 1}: not a JSON line of game outcomes`;
    }
    if (typeof x !== 'object' || x === null || !Number.isInteger(x.index) || !Array.isArray(x.times)) return `${file}:${i + 1}: not a game outcome`;
    if (signature(x.run) !== want) {
      return `${file}:${i + 1}: written by another run (${JSON.stringify(x.run)}); this run is ${want}`;
    }
    out.push(x);
  }
  // a game written twice counts once
  const byIndex = new Map(out.map((x) => [x.index, x]));
  return [...byIndex.values()];
}

/**
 * Reads `--mirror`: the outcomes of the second bot playing itself with this run's seeds, sides and
 * settings, so each of this run's games has a twin in which the second bot sat in the first bot's
 * seat. Returns an error message when the file is missing, broken or from another run.
 */
export function loadMirror(file: string, cfg: SimConfig): GameOutcome[] | string {
  if (!existsSync(file)) return `${file}: no such file (make it with --bots ${cfg.bots[1]},${cfg.bots[1]} and this run's other options)`;
  // the search settings matter only when the mirrored bot searches; a reseeded first bot still
  // meets its twin in the mirror (that is what --reseed measures)
  const ignore = [...(cfg.bots[1] === 'search' ? [] : SEARCH_SETTINGS), 'reseed'];
  return loadOutcomes(file, { ...cfg, bots: [cfg.bots[1], cfg.bots[1]] }, ignore);
}

/** Who won each deal whose two games (indices 2k and 2k+1) are both in. */
export function dealSummary(outcomes: readonly GameOutcome[], seats: readonly PlayerId[] = simSeats({})): DealSummary {
  const byIndex = new Map(outcomes.map((o) => [o.index, o]));
  const sum: DealSummary = { complete: 0, firstBoth: 0, secondBoth: 0, split: Object.fromEntries(seats.map((p) => [p, 0])), unfinished: 0 };
  for (const a of outcomes) {
    const b = a.index % 2 === 0 ? byIndex.get(a.index + 1) : undefined;
    if (!b) continue;
    sum.complete++;
    if (a.failure || b.failure || !a.winner || !b.winner) sum.unfinished++;
    else if (a.winner === b.winner) sum.split[a.winner] = (sum.split[a.winner] as number) + 1;
    else if (a.slots[a.winner] === 0) sum.firstBoth++;
    else sum.secondBoth++;
  }
  return sum;
}

/** Compares the first bot's games with their twins in the mirror run (same index: same deal and seats). */
export function mirrorSummary(file: string, outcomes: readonly GameOutcome[], mirror: readonly GameOutcome[]): MirrorSummary {
  const twins = new Map(mirror.filter((m) => !m.failure && m.winner).map((m) => [m.index, m]));
  const sum: MirrorSummary = { file, kept: { won: 0, of: 0 }, flipped: { won: 0, of: 0 }, missing: 0 };
  for (const o of outcomes) {
    const twin = twins.get(o.index);
    if (!twin) {
      sum.missing++;
      continue;
    }
    const side = Object.keys(o.slots).find((p) => o.slots[p] === 0) as PlayerId;
    const tally = twin.winner === side ? sum.kept : sum.flipped;
    tally.of++;
    if (o.winner === side) tally.won++;
  }
  return sum;
}

/** `played`: the games this run played (the speed counts only them); by default all. */
export function summarize(cfg: SimConfig, outcomes: GameOutcome[], seconds: number, played: ReadonlySet<number> = new Set(outcomes.map((o) => o.index)), extra: { mirror?: { file: string; games: readonly GameOutcome[] }; dealsListed?: number[] } = {}): SimSummary {
  const { mirror, dealsListed } = extra;
  const n = outcomes.length;
  const seats = simSeats(cfg);
  const perSide = {} as SimSummary['perSide'];
  for (const p of seats) {
    const wins = outcomes.filter((o) => o.winner === p).length;
    perSide[p] = { wins, rate: n ? wins / n : 0, ci95: wilson(wins, n) };
  }
  const perBot: SimSummary['perBot'] = ([0, 1] as const).map((slot) => {
    const wins = outcomes.filter((o) => o.winner && o.slots[o.winner] === slot).length;
    const times = outcomes.flatMap((o) => o.times[slot]);
    return {
      bot: cfg.bots[slot],
      slot,
      wins,
      rate: n ? wins / n : 0,
      ci95: wilson(wins, n),
      decisions: times.length,
      medianMs: quantile(times, 0.5),
      p95Ms: quantile(times, 0.95),
    };
  });
  // outcomes kept small (bench/results) drop the cards seen and played: such games count no coverage
  const withCards = outcomes.filter((o) => o.seen !== undefined);
  const counts = new Map<string, number>();
  for (const o of withCards) for (const c of o.seen ?? []) counts.set(c, (counts.get(c) ?? 0) + 1);
  const withText = INTRO.cards.filter((c) => TEXT_TYPES.has(c.type));
  const coverage = withText.map((c) => ({ card: c.id, name: c.name, games: counts.get(c.id) ?? 0 }));
  const deckSets = cfg.decks && cfg.format ? formatRules(cfg.format).decks?.sets : undefined;
  let sets: SetCoverage[] | undefined;
  if (deckSets) {
    const took = new Map<string, number>();
    for (const o of withCards) for (const c of o.took ?? []) took.set(c, (took.get(c) ?? 0) + 1);
    sets = deckSets.map((set) => setCoverage(set, took));
  }
  const actions = outcomes.reduce((a, o) => a + o.actions, 0);
  const playedActions = outcomes.filter((o) => played.has(o.index)).reduce((a, o) => a + o.actions, 0);
  return {
    seats,
    games: n,
    bots: cfg.bots,
    seed: cfg.seed,
    swapSides: cfg.swapSides,
    perSide,
    perBot,
    draws: outcomes.filter((o) => !o.failure && o.winner === null).length,
    meanTurns: n ? outcomes.reduce((a, o) => a + o.turns, 0) / n : 0,
    meanActions: n ? actions / n : 0,
    meanPoints: Object.fromEntries(seats.map((p) => [p, n ? outcomes.reduce((a, o) => a + (o.scores[p] ?? 0), 0) / n : 0])),
    gamesPerSecond: seconds > 0 ? played.size / seconds : 0,
    decisionsPerSecond: seconds > 0 ? playedActions / seconds : 0,
    seconds,
    coverage,
    cardsWithText: withText.length,
    cardsCovered: coverage.filter((c) => c.games > 0).length,
    coverageGames: withCards.length,
    ...(sets ? { sets } : {}),
    failures: outcomes.filter((o) => o.failure).map((o) => ({ seed: o.seed, failure: o.failure as string, file: o.failureFile })),
    ...(cfg.swapSides ? { deals: dealSummary(outcomes, seats) } : {}),
    ...(mirror ? { mirror: mirrorSummary(mirror.file, outcomes, mirror.games) } : {}),
    ...(dealsListed ? { dealsListed } : {}),
    ...(cfg.decks === 'premade' ? { premadePairs: premadePairsOf(outcomes) } : {}),
  };
}

/** `--decks premade`: the games of each ordered pair of premade decks, and who won them. */
function premadePairsOf(outcomes: readonly GameOutcome[]): NonNullable<SimSummary['premadePairs']> {
  const lists = premadeLists();
  const rows = new Map<string, NonNullable<SimSummary['premadePairs']>[number]>();
  for (const o of outcomes) {
    if (o.failure) continue;
    const [i, j] = premadePair(o.seed);
    const first = (lists[i] as (typeof lists)[number]).name;
    const second = (lists[j] as (typeof lists)[number]).name;
    const key = `${i},${j}`;
    const row = rows.get(key) ?? { first, second, games: 0, firstWins: 0, secondWins: 0 };
    row.games++;
    const winnerSlot = o.winner === null ? null : o.slots[o.winner];
    if (winnerSlot === 0) row.firstWins++;
    else if (winnerSlot === 1) row.secondWins++;
    rows.set(key, row);
  }
  return [...rows.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([, r]) => r);
}

export function formatSummary(sum: SimSummary, showCoverage: boolean): string {
  const lines: string[] = [];
  const ci = (c: [number, number]) => `95% CI ${pct(c[0])}-${pct(c[1])}`;
  const lastSeed = gameSeed(sum, sum.games - 1);
  const listed = sum.dealsListed;
  const seeds = !listed ? `seeds ${sum.seed}..${lastSeed}` : listed.length === 1 ? `the deal listed (seed ${listed[0]})` : `the ${listed.length} deals listed (seeds ${dealList(listed)})`;
  lines.push(`${sum.games} games, bots ${sum.bots.join(' vs ')}, ${seeds}${sum.swapSides ? ' (each deal played from both sides)' : ''}`);
  for (const p of sum.seats) {
    const side = sum.perSide[p] as SimSummary['perSide'][PlayerId];
    lines.push(`  ${p.padEnd(10)} wins ${String(side.wins).padStart(5)}  ${pct(side.rate).padStart(6)}  (${ci(side.ci95)})`);
  }
  lines.push(`  draws      ${String(sum.draws).padStart(5)}`);
  for (const b of sum.perBot) {
    lines.push(
      `  bot ${b.slot + 1} ${b.bot.padEnd(10)} wins ${String(b.wins).padStart(5)}  ${pct(b.rate).padStart(6)}  (${ci(b.ci95)});  ${b.decisions === 0 && sum.games > 0 ? 'decision times not recorded' : `${b.decisions} decisions, median ${b.medianMs.toFixed(3)} ms, p95 ${b.p95Ms.toFixed(3)} ms`}`,
    );
  }
  const [first, second] = sum.bots;
  if (sum.deals) {
    const d = sum.deals;
    lines.push(
      `  deals played from both sides: ${d.complete}; ${first} (bot 1) won both ${d.firstBoth}, ${second} (bot 2) won both ${d.secondBoth}, ` +
        `one each ${sum.seats.reduce((a, p) => a + (d.split[p] ?? 0), 0)} (the same side won both: ${sum.seats.map((p) => `${p} ${d.split[p] ?? 0}`).join(', ')})` +
        (d.unfinished ? `, with a draw or failure ${d.unfinished}` : ''),
    );
  }
  if (sum.mirror) {
    const m = sum.mirror;
    const rate = (t: { won: number; of: number }) => `${t.won} of ${t.of} games${t.of ? ` (${pct(t.won / t.of)}, ${ci(wilson(t.won, t.of))})` : ''}`;
    lines.push(`  against the mirror (${second} playing itself, ${m.file}): ${first} (bot 1) won ${rate(m.kept)} whose side won the mirror game ("kept")`);
    lines.push(`    and ${rate(m.flipped)} whose side lost it ("flipped")${m.missing ? `; ${m.missing} games have no finished twin in the mirror` : ''}`);
  }
  if (sum.premadePairs) {
    lines.push(`  premade decks, each ordered pair (bot 1's deck against bot 2's): ${first} (bot 1) wins of games, ${second} (bot 2) wins`);
    for (const r of sum.premadePairs) {
      lines.push(`    ${`${r.first} vs ${r.second}`.padEnd(58)} ${String(r.firstWins).padStart(4)} of ${String(r.games).padStart(4)}  (${pct(r.games ? r.firstWins / r.games : 0)}, ${ci(wilson(r.firstWins, r.games))}), bot 2 ${r.secondWins}`);
    }
  }
  lines.push(`  mean game: ${sum.meanTurns.toFixed(1)} turns, ${sum.meanActions.toFixed(0)} actions; mean points ${sum.seats.map((p) => `${p} ${(sum.meanPoints[p] ?? 0).toFixed(1)}`).join(', ')}`);
  // a run that only read its games from an outcomes file played none: it has no speed to show
  if (sum.gamesPerSecond > 0) lines.push(`  speed: ${sum.gamesPerSecond.toFixed(2)} games/s, ${sum.decisionsPerSecond.toFixed(0)} decisions/s over ${sum.seconds.toFixed(1)} s`);
  else lines.push('  speed: no game played in this run (all read from the outcomes file)');
  if (sum.coverageGames === 0 && sum.games > 0) {
    lines.push('  card coverage: not recorded (the outcomes were kept without the cards seen and played)');
  } else {
    if (sum.coverageGames < sum.games) lines.push(`  card coverage over ${sum.coverageGames} of ${sum.games} games (the others' outcomes were kept without the cards seen and played):`);
    lines.push(...coverageLines(sum, showCoverage));
  }
  if (sum.failures.length) {
    lines.push(`FAILURES: ${sum.failures.length}`);
    for (const f of sum.failures) lines.push(`  seed ${f.seed}: ${f.failure.split('\n')[0]}${f.file ? ` (record: ${f.file})` : ''}`);
  } else {
    lines.push('  no crashes, stuck games or invariant failures');
  }
  return lines.join('\n');
}

/** The coverage lines of a summary: a line per set for the players' own decks, else the intro cards. */
function coverageLines(sum: SimSummary, showCoverage: boolean): string[] {
  if (sum.sets) return setCoverageLines(sum.sets, showCoverage);
  const lines = [`  card coverage: ${sum.cardsCovered} of ${sum.cardsWithText} cards with text played or encountered`];
  if (showCoverage) {
    lines.push('  card                                  games');
    for (const c of sum.coverage) lines.push(`  ${c.name.padEnd(36)} ${String(c.games).padStart(6)}`);
  } else {
    const missing = sum.coverage.filter((c) => c.games === 0).map((c) => c.name);
    if (missing.length) lines.push(`  never seen: ${missing.join(', ')}`);
  }
  return lines;
}

/**
 * A run of the players' own decks: a line per set ("Premiere: 282/363 cards took effect (all
 * implemented)"), and with `--coverage` the cards never counted, the implemented apart from the
 * others, by name.
 */
export function setCoverageLines(sets: readonly SetCoverage[], showCoverage: boolean): string[] {
  const lines: string[] = [];
  for (const c of sets) {
    lines.push(`  ${c.name}: ${c.counted}/${c.total} cards took effect (${c.implemented === c.total ? 'all' : c.implemented} implemented)`);
  }
  if (!showCoverage) return lines;
  for (const c of sets) {
    const never = c.cards.filter((x) => x.games === 0);
    const implemented = never.filter((x) => x.implemented).map((x) => x.name);
    const not = never.filter((x) => !x.implemented).map((x) => x.name);
    lines.push(`  ${c.name}: implemented, never took effect (${implemented.length}): ${implemented.join(', ') || 'none'}`);
    lines.push(not.length > 0 ? `  ${c.name}: not implemented, cannot count (${not.length}): ${not.join(', ')}` : `  ${c.name}: not implemented, cannot count: none (every card of the set is implemented)`);
  }
  return lines;
}

const bootUrl = new URL('./worker-boot.js', import.meta.url);
const workerEntry = new URL('./sim-worker.ts', import.meta.url).href;

async function runParallel(cfg: SimConfig, indices: readonly number[], workers: number, done: (o: GameOutcome) => void): Promise<void> {
  let next = 0;
  const games = indices.length;
  const pool = Array.from({ length: Math.min(workers, games) }, () => new Worker(bootUrl, { workerData: { ...cfg, __entry: workerEntry } }));
  await Promise.all(
    pool.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const feed = () => {
            if (next >= games) {
              void w.terminate().then(() => resolve());
              return;
            }
            w.postMessage({ index: indices[next++] });
          };
          w.on('message', (o: GameOutcome) => {
            done(o);
            feed();
          });
          w.on('error', reject);
          feed();
        }),
    ),
  );
}

export interface SimCliOptions {
  games: number;
  seed: number;
  bots: string;
  json?: boolean;
  swapSides?: boolean;
  workers: number;
  think?: number;
  iterations?: number;
  searchWorkers?: number;
  searchMode?: string;
  horizon?: number;
  endgame?: number;
  overruleZ?: number;
  playoutValue?: string;
  fullPlayouts?: boolean;
  heuristicShips?: boolean;
  endPlans?: boolean;
  halving?: boolean;
  searchPeeks?: boolean;
  searchSeesDilemmas?: boolean;
  dilemmaModel?: string;
  foreseeDilemmas?: boolean;
  goalPlans?: boolean;
  deckMatch?: boolean;
  reseed?: number;
  outcomes?: string;
  mirror?: string;
  /** `--deals`: the seeds of the deals to play, as `3,5,10-14`. */
  deals?: string;
  withPremiums?: boolean;
  check: boolean;
  coverage?: boolean;
  log?: boolean;
  progress: boolean;
  maxActions: number;
  /** intro (default) or constructed. */
  format?: string;
  /** Constructed: `random` (a new random legal deck per seat and deal). */
  decks?: string;
  /** Constructed: the first bot's deck file and the second bot's. */
  deck?: string;
  opponentDeck?: string;
}

/** The format and decks of a run from its options, or the reasons they are refused. */
export function simDecks(o: Pick<SimCliOptions, 'format' | 'decks' | 'deck' | 'opponentDeck' | 'withPremiums'>): { format?: SimConfig['format']; decks?: SimConfig['decks'] } | { reasons: string[] } {
  if (o.format !== undefined && !isFormatKey(o.format)) return { reasons: [`--format is intro or constructed (got "${o.format}")`] };
  const rules = formatRules(o.format);
  const given = o.deck !== undefined || o.opponentDeck !== undefined;
  if (!rules.decks) {
    if (o.decks !== undefined || given) return { reasons: ['--decks, --deck and --opponent-deck are for a format played with the players\' own decks (--format constructed); the intro game plays its two fixed decks'] };
    return {};
  }
  if (o.withPremiums) return { reasons: ['--with-premiums adds the premium cards to the intro decks; a constructed deck lists the cards it holds'] };
  if (o.decks !== undefined && given) return { reasons: ['give either --decks (random or premade) or --deck and --opponent-deck, not both'] };
  if (o.decks !== undefined) {
    if (o.decks === 'random' || o.decks === 'premade') return { format: rules.key, decks: o.decks };
    return { reasons: [`--decks takes "random" or "premade" (got "${o.decks}"); to play deck files, give --deck FILE --opponent-deck FILE`] };
  }
  if (o.deck === undefined || o.opponentDeck === undefined) return { reasons: [`a ${rules.key} game needs two decks: --decks random, or --deck FILE and --opponent-deck FILE (or random)`] };
  if (o.opponentDeck === 'random') {
    const mine = loadDeckList(o.deck);
    return 'reasons' in mine ? mine : { format: rules.key, decks: [mine.list, 'random'] };
  }
  const pair = loadDeckPair(o.deck, o.opponentDeck);
  return 'reasons' in pair ? pair : { format: rules.key, decks: pair.lists };
}

/**
 * `--deals 3,5,10-14`: the seeds of the deals to play, each one of the run's deals (`first` and the
 * `count` seeds after it). A sorted list without repeats, or the reason it is refused.
 */
export function parseDeals(text: string, first: number, count: number): number[] | string {
  const last = first + count - 1;
  const seeds = new Set<number>();
  for (const part of text.split(',').map((x) => x.trim())) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return `--deals takes seeds and ranges of seeds separated by commas, as 3,5,10-14 (got "${part || text}")`;
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (b < a) return `--deals: the range ${part} runs backwards`;
    for (const seed of [a, b]) {
      if (seed < first || seed > last) return `--deals: seed ${seed} is not one of this run's deals (seeds ${first}..${last}: --seed and --games)`;
    }
    for (let x = a; x <= b; x++) seeds.add(x);
  }
  return [...seeds].sort((x, y) => x - y);
}

/** A sorted list of seeds written as `--deals` takes it: runs of three or more as ranges. */
export function dealList(seeds: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < seeds.length; ) {
    let j = i;
    while (j + 1 < seeds.length && (seeds[j + 1] as number) === (seeds[j] as number) + 1) j++;
    if (j - i >= 2) parts.push(`${seeds[i]}-${seeds[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(seeds[k]));
    i = j + 1;
  }
  return parts.join(',');
}

export interface Io {
  out(s: string): void;
  err(s: string): void;
}
const stdio: Io = { out: (s) => void process.stdout.write(s + '\n'), err: (s) => void process.stderr.write(s + '\n') };

export async function runSim(o: SimCliOptions, io: Io = stdio): Promise<number> {
  const names = o.bots.split(',').map((b) => b.trim());
  if (names.length !== 2 || names.some((b) => !botNames().includes(b))) {
    io.err(`--bots takes two bot names separated by a comma, from: ${botNames().join(', ')} (got "${o.bots}")`);
    return 2;
  }
  if (!Number.isInteger(o.games) || o.games < 1) {
    io.err('--games must be a positive whole number');
    return 2;
  }
  if (o.searchMode !== undefined && o.searchMode !== 'paired' && o.searchMode !== 'tree') {
    io.err(`--search-mode is paired or tree (got "${o.searchMode}")`);
    return 2;
  }
  for (const [flag, v, min] of [['--think', o.think, 1], ['--iterations', o.iterations, 1], ['--search-workers', o.searchWorkers, 0], ['--horizon', o.horizon, 1], ['--endgame', o.endgame, 0], ['--reseed', o.reseed, 0]] as const) {
    if (v !== undefined && (!Number.isInteger(v) || v < min)) {
      io.err(`${flag} must be a whole number of at least ${min}`);
      return 2;
    }
  }
  if (o.overruleZ !== undefined && !(Number.isFinite(o.overruleZ) && o.overruleZ >= 0)) {
    io.err('--overrule-z must be a number of standard errors, 0 or more');
    return 2;
  }
  if (o.playoutValue !== undefined && !(PLAYOUT_VALUES as readonly string[]).includes(o.playoutValue)) {
    io.err(`--playout-value is ${PLAYOUT_VALUES.slice(0, -1).join(', ')} or ${PLAYOUT_VALUES[PLAYOUT_VALUES.length - 1]} (got "${o.playoutValue}")`);
    return 2;
  }
  const chosen = simDecks(o);
  if ('reasons' in chosen) {
    for (const r of chosen.reasons) io.err(r);
    return 2;
  }
  if (o.searchPeeks && !chosen.decks) {
    io.err('--search-peeks hands a search bot the opponent\'s deck list, which only a format of the players\' own decks keeps secret (--format constructed); in the intro game both lists are public already');
    return 2;
  }
  if (o.dilemmaModel !== undefined && !(DILEMMA_MODELS as readonly string[]).includes(o.dilemmaModel)) {
    io.err(`--dilemma-model is uniform or policy (got "${o.dilemmaModel}")`);
    return 2;
  }
  if (o.dilemmaModel !== undefined && !chosen.decks) {
    io.err('--dilemma-model is how a search bot places the opponent\'s unseen dilemmas, a question of a format of the players\' own decks (--format constructed); the intro game seeds one dilemma per mission');
    return 2;
  }
  if (o.foreseeDilemmas && !chosen.decks) {
    io.err('--foresee-dilemmas has a search bot\'s playouts see the dilemmas of its sampled worlds, a setting of a format of the players\' own decks (--format constructed)');
    return 2;
  }
  if (o.goalPlans !== undefined && !chosen.decks) {
    io.err('--goal-plans and --no-goal-plans set whether a search bot weighs heading for each mission for the rest of its turn, a setting of a format of the players\' own decks (--format constructed)');
    return 2;
  }
  if (o.deckMatch !== undefined && !chosen.decks) {
    io.err('--deck-match and --no-deck-match set whether a search bot guesses the opponent\'s secret deck from the corpus decks that hold what he has shown, a setting of a format of the players\' own decks (--format constructed); the intro game\'s lists are public');
    return 2;
  }
  if (o.searchSeesDilemmas && !chosen.decks) {
    io.err('--search-sees-dilemmas shows a search bot the dilemmas seeded against it, a measurement of a format of the players\' own decks (--format constructed)');
    return 2;
  }
  if (chosen.decks) {
    for (const b of names) {
      const why = botRefusalForOwnDecks(b);
      if (why) {
        io.err(`--bots: ${b} cannot play a ${String(chosen.format)} game: ${why}`);
        return 2;
      }
    }
  }
  const cfg: SimConfig = {
    ...chosen,
    bots: names as [string, string],
    seed: o.seed,
    swapSides: !!o.swapSides,
    check: o.check,
    thinkMs: o.think,
    iterations: o.iterations,
    searchWorkers: o.searchWorkers,
    searchMode: o.searchMode as SimConfig['searchMode'],
    horizon: o.horizon,
    endgame: o.endgame,
    overruleZ: o.overruleZ,
    playoutValue: o.playoutValue as SimConfig['playoutValue'],
    fullPlayouts: o.fullPlayouts,
    heuristicShips: o.heuristicShips,
    endPlans: o.endPlans,
    halving: o.halving,
    searchPeeks: o.searchPeeks,
    searchSeesDilemmas: o.searchSeesDilemmas,
    ...(o.dilemmaModel !== undefined ? { dilemmaModel: o.dilemmaModel as SimConfig['dilemmaModel'] } : {}),
    foreseeDilemmas: o.foreseeDilemmas,
    goalPlans: o.goalPlans,
    deckMatch: o.deckMatch,
    ...(o.reseed ? { reseed: o.reseed } : {}),
    withPremiums: o.withPremiums,
    maxActions: o.maxActions,
    failureDir: process.cwd(),
  };
  // --deals: only the games of the deals listed are played and summed up (the same games as in the
  // whole run, so one outcomes file can hold a screen of some deals and later the rest)
  let listed: number[] | undefined;
  if (o.deals !== undefined) {
    const parsed = parseDeals(o.deals, o.seed, o.swapSides ? Math.ceil(o.games / 2) : o.games);
    if (typeof parsed === 'string') {
      io.err(parsed);
      return 2;
    }
    listed = parsed;
  }
  const listedSet = listed ? new Set(listed) : undefined;
  const wanted = (i: number) => i < o.games && (!listedSet || listedSet.has(gameSeed(cfg, i)));
  const games = Array.from({ length: o.games }, (_, i) => i).filter(wanted);
  // games already in the outcomes file (same bots and seed) are kept and not played again
  let outcomes: GameOutcome[] = [];
  if (o.outcomes) {
    const bytes = existsSync(o.outcomes) ? readFileSync(o.outcomes) : Buffer.alloc(0);
    const cut = unfinishedTail(bytes);
    const loaded = parseOutcomes(o.outcomes, bytes.subarray(0, cut ?? bytes.length), cfg);
    if (typeof loaded === 'string') {
      io.err(loaded);
      return 2;
    }
    // an unfinished last line (a run stopped mid-write) goes; a whole one gets its newline, so the
    // next game starts a line of its own
    if (cut !== null) {
      truncateSync(o.outcomes, cut);
      io.err(`${o.outcomes}: dropped an unfinished last line (a run stopped while writing it); that game is played again`);
    } else if (bytes.length && bytes[bytes.length - 1] !== 0x0a) appendFileSync(o.outcomes, '\n');
    outcomes = loaded.filter((x) => wanted(x.index));
    if (outcomes.length) io.err(`${o.outcomes}: ${outcomes.length} of ${games.length} games already played; ${outcomes.length === games.length ? 'nothing left to play' : `playing the other ${games.length - outcomes.length}`}`);
  }
  let mirror: { file: string; games: GameOutcome[] } | undefined;
  if (o.mirror) {
    const loaded = loadMirror(o.mirror, cfg);
    if (typeof loaded === 'string') {
      io.err(`--mirror: ${loaded}`);
      return 2;
    }
    mirror = { file: o.mirror, games: loaded };
  }
  const have = new Set(outcomes.map((x) => x.index));
  const todo = games.filter((i) => !have.has(i));
  const bar = o.progress && !o.json && process.stderr.isTTY ? new SingleBar({ format: 'sim [{bar}] {value}/{total} games | {eta_formatted} left', hideCursor: true }, Presets.shades_classic) : null;
  bar?.start(games.length, outcomes.length);
  const t0 = performance.now();
  const done = (x: GameOutcome) => {
    outcomes.push(x);
    if (o.outcomes) appendFileSync(o.outcomes, JSON.stringify({ run: runSignature(cfg), ...x }) + '\n');
    bar?.increment();
  };
  if (o.workers > 1 && !o.log) {
    await runParallel(cfg, todo, o.workers, done);
  } else {
    for (const i of todo) done(await playGame(cfg, i, o.log ? (line) => io.out(line) : undefined));
  }
  bar?.stop();
  outcomes.sort((a, b) => a.index - b.index);
  const sum = summarize(cfg, outcomes, (performance.now() - t0) / 1000, new Set(todo), { mirror, dealsListed: listed });
  io.out(o.json ? JSON.stringify(sum, null, 1) : formatSummary(sum, !!o.coverage));
  return sum.failures.length ? 1 : 0;
}

export function simCommand(): Command {
  return new Command('sim')
    .description('play bot-against-bot games, checking the rules engine after every action')
    .option('--games <n>', 'number of games', (v) => Number.parseInt(v, 10), 100)
    .option('--seed <s>', 'seed of the first game (game i uses seed+i, or seed+⌊i/2⌋ with --swap-sides)', (v) => Number.parseInt(v, 10), 1)
    .option('--bots <a,b>', 'the two bots: the first plays Federation (unless sides are swapped)', 'random,random')
    .option('--swap-sides', 'play each deal twice, the bots swapping sides')
    .option('--workers <k>', 'worker threads', (v) => Number.parseInt(v, 10), 1)
    .option('--think <ms>', 'thinking time per decision for search bots', (v) => Number.parseInt(v, 10))
    .option('--iterations <n>', 'search bots: a fixed number of playouts per decision and thread instead of a time budget (reproducible)', (v) => Number.parseInt(v, 10))
    .option('--search-workers <k>', 'search bots: threads per search (default: the available cores)', (v) => Number.parseInt(v, 10))
    .option('--search-mode <mode>', 'search bots: paired (playouts of every option in the same sampled worlds) or tree (IS-MCTS)')
    .option('--horizon <turns>', 'search bots: turns a playout runs past the decision\'s turn before it is scored (default 3)', (v) => Number.parseInt(v, 10))
    .option('--endgame <turns>', 'search bots: when a draw deck would run out within this many turns, playouts run to the game\'s end instead of the horizon (a measurement; default off)', (v) => Number.parseInt(v, 10))
    .option('--overrule-z <z>', 'paired search: standard errors by which an option must beat the heuristic\'s choice to overrule it (default 1.5)', (v) => Number(v))
    .option('--playout-value <kind>', 'search bots: what scores the end of a playout, evaluation (the default), outlook, fitted or parts (see @stccg/ai)')
    .option('--full-playouts', 'search bots: playouts play the full heuristic (options no rule models judged one step ahead) instead of its cheap mode; dearer, so fewer playouts (a measurement)')
    .option('--no-heuristic-ships', 'paired search: also weigh ship plays where the heuristic plays no ship (as bots version 3)')
    .option('--no-end-plans', 'paired search: do not weigh options followed by ending the turn (as bots version 3)')
    .option('--halving', 'paired search: halve the options weighed after 2, 4, 8, ... worlds (the default in constructed games; bots version 15)')
    .option('--no-halving', 'paired search: weigh every option in every world until it is out of the race (the intro game\'s way, and constructed games\' before bots version 15)')
    .option('--search-peeks', 'a measurement, not fair play: search bots sample the opponent\'s unseen cards from his true deck list instead of the deck model (what the model costs; constructed only)')
    .option('--dilemma-model <model>', 'search bots: how their worlds place the opponent\'s unseen dilemmas under the missions, policy (as our seeding policy would have, the default since bots 18) or uniform (at random, as bots 17 did); constructed only')
    .option('--foresee-dilemmas', 'paired search: the heuristic playing the bot\'s seat in the playouts sees the dilemmas of each sampled world, as if it knew them (a setting under measurement; constructed only)')
    .option('--goal-plans', 'paired search: on its own turn the bot also weighs, for each mission it may go and do, heading for that mission for the rest of the turn, and keeps a goal it chooses to the turn\'s end (the default since bots version 21; constructed only)')
    .option('--no-goal-plans', 'paired search: no goal plans, as bots version 20 searched (constructed only)')
    .option('--deck-match', 'search bots: their worlds draw the opponent\'s deck from the corpus decks (premade and random legal ones of his affiliation) that hold every card he has shown, where any does (the default since bots version 19; constructed only)')
    .option('--no-deck-match', 'search bots: their worlds draw the opponent\'s deck from the whole corpus of his affiliation, as bots version 18 did (constructed only)')
    .option('--search-sees-dilemmas', 'a measurement, not fair play: search bots see the opponent\'s dilemmas and artifacts seeded under the missions face up (what not knowing them costs; constructed only)')
    .option('--reseed <n>', 'a measurement: the first bot\'s random stream seeded otherwise (n steps apart), the deals the same; with --mirror, how much of a result is the bots\' own chance', (v) => Number(v))
    .option('--outcomes <file>', 'append each finished game to this JSON-lines file; games already in it are not played again')
    .option('--deals <seeds>', 'play and sum up only the games of these deals, by seed: 3,5,10-14 (the same games as in the whole run, so an outcomes file may hold these first and the rest later)')
    .option('--mirror <file>', 'an outcomes file of the second bot playing itself with the same seeds and options: counts the first bot\'s wins where its side won or lost that game')
    .option('--with-premiums', 'add the premium cards to both decks')
    .option('--format <format>', 'intro (the default: the Introductory Two-Player Game\'s fixed decks) or constructed (decks of Premiere, Alternate Universe and intro cards)')
    .option('--decks <kind>', 'constructed: random, a new random legal deck for each seat of each deal; or premade, the premade decks, every ordered pair in turn (a table per pair)')
    .option('--deck <file>', 'constructed: the first bot\'s deck file (docs/DECKS.md)')
    .option('--opponent-deck <file>', 'constructed: the second bot\'s deck file, or random: a new random legal deck at each deal')
    .option('--no-check', 'skip the invariant checks after every action')
    .option('--coverage', 'print the table of cards played or encountered (constructed: the cards of each set that never took effect, implemented apart)')
    .option('--log', 'print each game\'s log')
    .option('--json', 'print the summary as JSON')
    .option('--no-progress', 'no progress bar')
    .addOption(new Option('--max-actions <n>', 'a game with more actions counts as stuck').default(50_000).argParser((v) => Number.parseInt(v, 10)))
    .action(async (opts: SimCliOptions) => {
      process.exitCode = await runSim({ ...opts, workers: opts.workers === 0 ? availableParallelism() : opts.workers });
    });
}
