import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Game, apply, createEngine, randomDeck, view } from '@stccg/engine';
import { BOTS_VERSION } from '@stccg/ai';
import { scratchDir, removeScratch } from './scratch.ts';
import { runSim, simCommand, summarize, formatSummary, dealSummary, mirrorSummary } from '../src/sim.ts';
import type { GameOutcome } from '../src/sim-core.ts';
import type { SimCliOptions } from '../src/sim.ts';
import { runReplay, runScenario } from '../src/replay.ts';
import { gameSeed, seededFaceUp } from '../src/sim-core.ts';
import { wilson, quantile } from '../src/stats.ts';

afterAll(removeScratch);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}
const base: SimCliOptions = { games: 2, seed: 7, bots: 'random,random', workers: 1, check: true, progress: false, maxActions: 50_000 };

describe('stccg sim', () => {
  it('plays complete games with invariant checks and prints the summary', async () => {
    const c = capture();
    const code = await runSim(base, c.io);
    expect(code).toBe(0);
    const text = c.out.join('\n');
    expect(text).toMatch(/2 games, bots random vs random/);
    expect(text).toMatch(/federation\s+wins/);
    expect(text).toMatch(/95% CI/);
    expect(text).toMatch(/no crashes, stuck games or invariant failures/);
  });
  it('prints JSON with per-side and per-bot figures', async () => {
    const c = capture();
    expect(await runSim({ ...base, json: true, swapSides: true }, c.io)).toBe(0);
    const sum = JSON.parse(c.out.join('\n'));
    expect(sum.games).toBe(2);
    expect(sum.perSide.federation.wins + sum.perSide.klingon.wins + sum.draws).toBe(2);
    expect(sum.perBot).toHaveLength(2);
    expect(sum.cardsWithText).toBe(34);
  });
  it('--outcomes keeps each finished game and a second run plays only the missing ones', async () => {
    const dir = scratchDir('sim-out-');
    const file = join(dir, 'games.jsonl');
    const c1 = capture();
    expect(await runSim({ ...base, games: 2, json: true, outcomes: file }, c1.io)).toBe(0);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    const c2 = capture();
    expect(await runSim({ ...base, games: 3, json: true, outcomes: file }, c2.io)).toBe(0);
    expect(c2.err.join()).toMatch(/2 of 3 games already played; playing the other 1/);
    const sum = JSON.parse(c2.out.join('\n'));
    expect(sum.games).toBe(3);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
    // the first two games are the same games as before
    const first = JSON.parse(c1.out.join('\n'));
    expect(sum.meanTurns * 3).toBeGreaterThanOrEqual(first.meanTurns * 2);
    // all games already played: nothing is played, and the summary says so instead of a speed of 0
    const c3 = capture();
    expect(await runSim({ ...base, games: 3, outcomes: file }, c3.io)).toBe(0);
    expect(c3.err.join()).toMatch(/3 of 3 games already played; nothing left to play/);
    expect(c3.out.join('\n')).toMatch(/3 games, bots random vs random/);
    expect(c3.out.join('\n')).toMatch(/no game played in this run/);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
  });
  it('--outcomes refuses a file written for other bots or seeds, and a broken file, without playing', async () => {
    const dir = scratchDir('sim-out-');
    const file = join(dir, 'games.jsonl');
    expect(await runSim({ ...base, games: 1, outcomes: file }, capture().io)).toBe(0);
    const before = readFileSync(file, 'utf8');
    const c = capture();
    expect(await runSim({ ...base, games: 2, seed: 99, outcomes: file }, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/written by another run \(\{"bots":\["random","random"\],"seed":7/);
    // the same games with another bot setting are not the same run either
    const c2 = capture();
    expect(await runSim({ ...base, games: 2, iterations: 50, outcomes: file }, c2.io)).toBe(2);
    expect(c2.err.join()).toMatch(/"iterations":50/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // games an older version of the bots played are not this run's either
    const old = join(dir, 'old.jsonl');
    writeFileSync(old, before.replace(`"botsVersion":${BOTS_VERSION}`, `"botsVersion":${BOTS_VERSION - 1}`));
    const c4 = capture();
    expect(await runSim({ ...base, games: 2, outcomes: old }, c4.io)).toBe(2);
    expect(c4.err.join()).toMatch(new RegExp(`this run is .*"botsVersion":${BOTS_VERSION}`));
    const broken = join(dir, 'broken.jsonl');
    writeFileSync(broken, '{not json\n');
    const c3 = capture();
    expect(await runSim({ ...base, outcomes: broken }, c3.io)).toBe(2);
    expect(c3.err.join()).toMatch(/broken\.jsonl:1: not a JSON line/);
  });
  it('--outcomes drops an unfinished last line left by a stopped run and plays that game again, ends a whole last line before appending, and refuses any other broken line', async () => {
    const dir = scratchDir('sim-out-');
    const file = join(dir, 'games.jsonl');
    expect(await runSim({ ...base, games: 2, outcomes: file }, capture().io)).toBe(0);
    const whole = readFileSync(file, 'utf8');
    const [first, second] = whole.trim().split('\n') as [string, string];
    // the second game cut off mid-line, as a run stopped while writing it leaves it
    writeFileSync(file, `${first}\n${second.slice(0, 200)}`);
    const c = capture();
    expect(await runSim({ ...base, games: 2, json: true, outcomes: file }, c.io)).toBe(0);
    expect(c.err.join()).toMatch(/dropped an unfinished last line/);
    expect(c.err.join()).toMatch(/1 of 2 games already played; playing the other 1/);
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.index)).toEqual([0, 1]);
    expect(lines[1].winner).toBe(JSON.parse(second).winner);
    // a whole last line without its newline is kept
    writeFileSync(file, `${first}\n${second}`);
    const c2 = capture();
    expect(await runSim({ ...base, games: 2, outcomes: file }, c2.io)).toBe(0);
    expect(c2.err.join()).toMatch(/2 of 2 games already played; nothing left to play/);
    expect(c2.err.join()).not.toMatch(/unfinished/);
    // and the next game played goes on a line of its own
    expect(await runSim({ ...base, games: 3, outcomes: file }, capture().io)).toBe(0);
    expect(readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l).index)).toEqual([0, 1, 2]);
    // a broken line that is not the last, or a broken last line with its newline, is refused and the file kept
    for (const text of [`${second.slice(0, 200)}\n${first}\n`, `${first}\n${second.slice(0, 200)}\n`]) {
      writeFileSync(file, text);
      const c3 = capture();
      expect(await runSim({ ...base, games: 2, outcomes: file }, c3.io)).toBe(2);
      expect(c3.err.join()).toMatch(/games\.jsonl:\d: not a JSON line/);
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
    // an unfinished line in a file of another run: refused, and the file is not touched
    const other = `${first}\n${second.slice(0, 200)}`;
    writeFileSync(file, other);
    expect(await runSim({ ...base, games: 2, seed: 99, outcomes: file }, capture().io)).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(other);
  });
  it('--swap-sides plays each deal twice, the bots swapping sides', async () => {
    const dir = scratchDir('sim-swap-');
    const file = join(dir, 'games.jsonl');
    const c = capture();
    expect(await runSim({ ...base, games: 4, bots: 'random,heuristic', swapSides: true, outcomes: file }, c.io)).toBe(0);
    const games = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).sort((a, b) => a.index - b.index);
    expect(games.map((g) => g.seed)).toEqual([7, 7, 8, 8]);
    expect(games.map((g) => g.seats.federation)).toEqual(['random', 'heuristic', 'random', 'heuristic']);
    expect(c.out.join('\n')).toMatch(/seeds 7\.\.8 \(each deal played from both sides\)/);
    // without swapping, a deal per game
    expect(gameSeed({ seed: 7, swapSides: false }, 3)).toBe(10);
    expect(gameSeed({ seed: 7, swapSides: true }, 3)).toBe(8);
  });
  it('refuses bad search budgets with exit code 2', async () => {
    const c = capture();
    expect(await runSim({ ...base, iterations: 0 }, c.io)).toBe(2);
    expect(await runSim({ ...base, think: -5 }, c.io)).toBe(2);
    expect(await runSim({ ...base, searchWorkers: 1.5 }, c.io)).toBe(2);
    expect(c.err.join('\n')).toMatch(/--iterations[\s\S]*--think[\s\S]*--search-workers/);
    // search settings: a horizon is a whole number of turns, the overrule bar a number of standard errors
    const h = capture();
    expect(await runSim({ ...base, horizon: 0 }, h.io)).toBe(2);
    expect(await runSim({ ...base, horizon: 2.5 }, h.io)).toBe(2);
    expect(await runSim({ ...base, overruleZ: -1 }, h.io)).toBe(2);
    expect(await runSim({ ...base, overruleZ: Number.NaN }, h.io)).toBe(2);
    expect(await runSim({ ...base, endgame: -1 }, h.io)).toBe(2);
    expect(await runSim({ ...base, endgame: 1.5 }, h.io)).toBe(2);
    expect(h.err).toHaveLength(6);
    expect(h.err.join('\n')).toMatch(/--horizon must be a whole number of at least 1[\s\S]*--horizon[\s\S]*--overrule-z must be a number[\s\S]*--overrule-z[\s\S]*--endgame must be a whole number of at least 0[\s\S]*--endgame/);
    // the boundaries are accepted
    expect(await runSim({ ...base, games: 1, horizon: 1, overruleZ: 0, endgame: 0 }, capture().io)).toBe(0);
    // what scores a playout: evaluation, outlook or fitted, nothing else
    const pv = capture();
    expect(await runSim({ ...base, playoutValue: 'guess' }, pv.io)).toBe(2);
    expect(await runSim({ ...base, playoutValue: '' }, pv.io)).toBe(2);
    expect(pv.err.join('\n')).toMatch(/--playout-value is evaluation, outlook, fitted or parts \(got "guess"\)[\s\S]*--playout-value/);
    for (const playoutValue of ['evaluation', 'outlook', 'fitted']) expect(await runSim({ ...base, games: 1, playoutValue }, capture().io)).toBe(0);
  });
  it('--horizon, --endgame, --overrule-z, --playout-value, --full-playouts, --no-heuristic-ships and --no-end-plans are part of the run: a file played with other search settings is refused, and one written before they existed still matches', async () => {
    const dir = scratchDir('sim-out-');
    const file = join(dir, 'games.jsonl');
    const all = { horizon: 5, endgame: 6, overruleZ: 1, playoutValue: 'outlook', fullPlayouts: true, heuristicShips: false, endPlans: false };
    expect(await runSim({ ...base, games: 1, ...all, outcomes: file }, capture().io)).toBe(0);
    const line = JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> };
    expect(line.run).toMatchObject(all);
    const others = [{ ...all, horizon: 4 }, { ...all, endgame: 7 }, { ...all, endgame: undefined }, { ...all, fullPlayouts: false }, { ...all, heuristicShips: true }, { ...all, endPlans: true }, { horizon: 5, overruleZ: 1, playoutValue: 'outlook' }, { horizon: 5, overruleZ: 1, heuristicShips: false }, { ...all, playoutValue: 'evaluation' }, { horizon: 5 }, {}];
    for (const other of others) {
      const c = capture();
      expect(await runSim({ ...base, games: 2, ...other, outcomes: file }, c.io)).toBe(2);
      expect(c.err.join()).toMatch(/written by another run/);
    }
    const c = capture();
    expect(await runSim({ ...base, games: 2, ...all, outcomes: file }, c.io)).toBe(0);
    expect(c.err.join()).toMatch(/1 of 2 games already played/);
    // a run without these settings writes no such keys, so it matches files written before they existed
    const plain = join(dir, 'plain.jsonl');
    expect(await runSim({ ...base, games: 1, outcomes: plain }, capture().io)).toBe(0);
    const run = (JSON.parse(readFileSync(plain, 'utf8').trim()) as { run: Record<string, unknown> }).run;
    expect(Object.keys(run)).not.toContain('horizon');
    expect(Object.keys(run)).not.toContain('endgame');
    expect(Object.keys(run)).not.toContain('overruleZ');
    expect(Object.keys(run)).not.toContain('playoutValue');
    expect(Object.keys(run)).not.toContain('fullPlayouts');
    expect(Object.keys(run)).not.toContain('heuristicShips');
    expect(Object.keys(run)).not.toContain('endPlans');
  });
  it('--search-peeks (a measurement: the search handed the opponent\'s list) is part of the run, and only for a format of the players\' own decks', async () => {
    const dir = scratchDir('sim-peek-');
    const file = join(dir, 'games.jsonl');
    const con = { ...base, games: 1, format: 'constructed', decks: 'random', bots: 'random,random' } as SimCliOptions;
    expect(await runSim({ ...con, searchPeeks: true, outcomes: file }, capture().io)).toBe(0);
    const run = (JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> }).run;
    expect(run).toMatchObject({ searchPeeks: true, format: 'constructed' });
    // the same seeds without it are another run, and the other way round
    const c = capture();
    expect(await runSim({ ...con, games: 2, outcomes: file }, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/written by another run/);
    const plain = join(dir, 'plain.jsonl');
    expect(await runSim({ ...con, outcomes: plain }, capture().io)).toBe(0);
    expect(Object.keys((JSON.parse(readFileSync(plain, 'utf8').trim()) as { run: Record<string, unknown> }).run)).not.toContain('searchPeeks');
    // the intro game's lists are public: refused with the reason, nothing played
    const intro = capture();
    expect(await runSim({ ...base, searchPeeks: true }, intro.io)).toBe(2);
    expect(intro.err.join()).toMatch(/--search-peeks[\s\S]*--format constructed/);
    expect(intro.out).toEqual([]);
  });
  it('--search-sees-dilemmas (a measurement: the search sees the cards seeded against it) is part of the run, and only for a format of the players\' own decks', async () => {
    const dir = scratchDir('sim-sees-');
    const file = join(dir, 'games.jsonl');
    const con = { ...base, games: 1, format: 'constructed', decks: 'random', bots: 'random,random' } as SimCliOptions;
    expect(await runSim({ ...con, searchSeesDilemmas: true, outcomes: file }, capture().io)).toBe(0);
    const run = (JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> }).run;
    expect(run).toMatchObject({ searchSeesDilemmas: true, format: 'constructed' });
    const c = capture();
    expect(await runSim({ ...con, games: 2, outcomes: file }, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/written by another run/);
    const intro = capture();
    expect(await runSim({ ...base, searchSeesDilemmas: true }, intro.io)).toBe(2);
    expect(intro.err.join()).toMatch(/--search-sees-dilemmas[\s\S]*--format constructed/);
    expect(intro.out).toEqual([]);
  });
  it('--dilemma-model (how the search places the opponent\'s unseen dilemmas) is part of the run; a model not known, or the intro game, is refused; --foresee-dilemmas, --deck-match, --no-deck-match, --goal-plans and --no-goal-plans likewise', async () => {
    const dir = scratchDir('sim-dilemma-model-');
    const file = join(dir, 'games.jsonl');
    const con = { ...base, games: 1, format: 'constructed', decks: 'random', bots: 'random,random' } as SimCliOptions;
    expect(await runSim({ ...con, dilemmaModel: 'policy', outcomes: file }, capture().io)).toBe(0);
    const run = (JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> }).run;
    expect(run).toMatchObject({ dilemmaModel: 'policy', format: 'constructed' });
    const bad = capture();
    expect(await runSim({ ...con, dilemmaModel: 'clever' }, bad.io)).toBe(2);
    expect(bad.err.join()).toMatch(/--dilemma-model is uniform or policy \(got "clever"\)/);
    expect(bad.out).toEqual([]);
    const intro = capture();
    expect(await runSim({ ...base, dilemmaModel: 'policy' }, intro.io)).toBe(2);
    expect(intro.err.join()).toMatch(/--dilemma-model[\s\S]*--format constructed/);
    expect(intro.out).toEqual([]);
    // --foresee-dilemmas likewise: part of the run, refused for the intro game
    const fore = join(dir, 'foresee.jsonl');
    expect(await runSim({ ...con, foreseeDilemmas: true, outcomes: fore }, capture().io)).toBe(0);
    expect((JSON.parse(readFileSync(fore, 'utf8').trim()) as { run: Record<string, unknown> }).run).toMatchObject({ foreseeDilemmas: true });
    const intro2 = capture();
    expect(await runSim({ ...base, foreseeDilemmas: true }, intro2.io)).toBe(2);
    expect(intro2.err.join()).toMatch(/--foresee-dilemmas[\s\S]*--format constructed/);
    // --deck-match likewise
    const match = join(dir, 'match.jsonl');
    expect(await runSim({ ...con, deckMatch: true, outcomes: match }, capture().io)).toBe(0);
    expect((JSON.parse(readFileSync(match, 'utf8').trim()) as { run: Record<string, unknown> }).run).toMatchObject({ deckMatch: true });
    const intro3 = capture();
    expect(await runSim({ ...base, deckMatch: true }, intro3.io)).toBe(2);
    expect(intro3.err.join()).toMatch(/--deck-match[\s\S]*--format constructed/);
    // --no-deck-match (bots 18's way; the match is the default since bots 19): part of the run, refused for the intro game
    const noMatch = join(dir, 'no-match.jsonl');
    expect(await runSim({ ...con, deckMatch: false, outcomes: noMatch }, capture().io)).toBe(0);
    expect((JSON.parse(readFileSync(noMatch, 'utf8').trim()) as { run: Record<string, unknown> }).run).toMatchObject({ deckMatch: false });
    const intro4 = capture();
    expect(await runSim({ ...base, deckMatch: false }, intro4.io)).toBe(2);
    expect(intro4.err.join()).toMatch(/--no-deck-match[\s\S]*--format constructed/);
    // given neither way, the run records no setting
    expect((JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> }).run).not.toHaveProperty('deckMatch');
    // --goal-plans likewise: part of the run, refused for the intro game, recorded only when given
    const goals = join(dir, 'goals.jsonl');
    expect(await runSim({ ...con, goalPlans: true, outcomes: goals }, capture().io)).toBe(0);
    expect((JSON.parse(readFileSync(goals, 'utf8').trim()) as { run: Record<string, unknown> }).run).toMatchObject({ goalPlans: true });
    expect((JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> }).run).not.toHaveProperty('goalPlans');
    const intro5 = capture();
    expect(await runSim({ ...base, goalPlans: true }, intro5.io)).toBe(2);
    expect(intro5.err.join()).toMatch(/--goal-plans[\s\S]*--format constructed/);
    expect(intro5.out).toEqual([]);
    // --no-goal-plans (bots 20's search; goal plans are the default in constructed since bots 21) likewise
    const noGoals = join(dir, 'no-goals.jsonl');
    expect(await runSim({ ...con, goalPlans: false, outcomes: noGoals }, capture().io)).toBe(0);
    expect((JSON.parse(readFileSync(noGoals, 'utf8').trim()) as { run: Record<string, unknown> }).run).toMatchObject({ goalPlans: false });
    const intro6 = capture();
    expect(await runSim({ ...base, goalPlans: false }, intro6.io)).toBe(2);
    expect(intro6.err.join()).toMatch(/--no-goal-plans[\s\S]*--format constructed/);
    expect(intro6.out).toEqual([]);
  });
  it('seededFaceUp shows the viewer the opponent\'s seeded cards in a copy, never its own game', () => {
    const engine = createEngine({ format: 'constructed' });
    const decks = { 'player-1': randomDeck(11, { pool: engine.cards }), 'player-2': randomDeck(12, { pool: engine.cards }) };
    const s = engine.createGame({ seed: 5, decks }).state;
    // the setup played at random until the first turn: every dilemma seeded
    let k = 0;
    while (s.pending && s.pending.kind !== 'main') {
      const d = s.pending;
      apply(s, { decision: d.id, option: (d.options[k++ % d.options.length] as { id: string }).id });
    }
    const hidden = (v: ReturnType<typeof view>) => v.spaceline.reduce((a, l) => a + l.dilemmas.filter((x) => x === null).length, 0);
    const shown = (v: ReturnType<typeof view>) => v.spaceline.reduce((a, l) => a + l.dilemmas.filter((x) => x !== null).length, 0);
    const plain = view(s, 'player-1');
    expect(hidden(plain)).toBeGreaterThan(0); // the opponent's dilemmas face down
    const sees = view(seededFaceUp(s, 'player-1'), 'player-1');
    expect(hidden(sees)).toBe(0);
    expect(shown(sees)).toBe(hidden(plain) + shown(plain));
    // the game itself: nothing revealed, the other seat's view as before
    expect(hidden(view(s, 'player-1'))).toBe(hidden(plain));
    expect(Object.values(s.cards).filter((x) => x.at.z === 'underMission' && x.revealed)).toHaveLength(0);
  });
  it('--reseed (a measurement of chance) seeds the first bot otherwise on the same deals, is part of the run, and still meets its mirror', async () => {
    const dir = scratchDir('sim-reseed-');
    const mirror = join(dir, 'mirror.jsonl');
    const reseeded = join(dir, 'reseeded.jsonl');
    const run = { ...base, games: 2, swapSides: true } as SimCliOptions;
    expect(await runSim({ ...run, outcomes: mirror }, capture().io)).toBe(0);
    expect(await runSim({ ...run, reseed: 1, outcomes: reseeded }, capture().io)).toBe(0);
    const lines = (f: string) => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as GameOutcome & { run: Record<string, unknown> });
    const [a, b] = [lines(mirror), lines(reseeded)];
    expect(b[0]?.run).toMatchObject({ reseed: 1 });
    expect(Object.keys(a[0]?.run ?? {})).not.toContain('reseed');
    // the same deals (seeds, seats), played otherwise: the random bot's choices follow its seed
    expect(b.map((g) => [g.seed, g.slots])).toEqual(a.map((g) => [g.seed, g.slots]));
    expect(b.map((g) => g.actions)).not.toEqual(a.map((g) => g.actions));
    // --reseed 0 is the plain run, game for game
    const zero = join(dir, 'zero.jsonl');
    expect(await runSim({ ...run, reseed: 0, outcomes: zero }, capture().io)).toBe(0);
    expect(lines(zero).map((g) => [g.winner, g.actions])).toEqual(a.map((g) => [g.winner, g.actions]));
    // the unreseeded run is the reseeded run's mirror
    const c = capture();
    expect(await runSim({ ...run, reseed: 1, outcomes: reseeded, mirror }, c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/against the mirror/);
    // but a file of one is not the other's outcomes file
    const other = capture();
    expect(await runSim({ ...run, reseed: 2, outcomes: reseeded }, other.io)).toBe(2);
    expect(other.err.join()).toMatch(/written by another run/);
    // a reseed that is no whole number of at least 0: refused, nothing played
    for (const bad of [-1, 1.5, Number.NaN]) {
      const r = capture();
      expect(await runSim({ ...run, reseed: bad }, r.io)).toBe(2);
      expect(r.err.join()).toMatch(/--reseed must be a whole number of at least 0/);
      expect(r.out).toEqual([]);
    }
  });
  it('the search settings of bots version 7 are on unless switched off: --no-heuristic-ships and --no-end-plans turn them off', () => {
    const parsed = (args: string[]) => {
      const cmd = simCommand();
      cmd.parseOptions(args);
      return cmd.opts() as SimCliOptions;
    };
    expect(parsed([])).toMatchObject({ heuristicShips: true, endPlans: true });
    expect(parsed(['--no-end-plans'])).toMatchObject({ heuristicShips: true, endPlans: false });
    expect(parsed(['--no-heuristic-ships', '--no-end-plans'])).toMatchObject({ heuristicShips: false, endPlans: false });
  });
  it('--halving and --no-halving set the search\'s successive halving either way; without them it is left to the bot (on in constructed games)', async () => {
    const parsed = (args: string[]) => {
      const cmd = simCommand();
      cmd.parseOptions(args);
      return cmd.opts() as SimCliOptions;
    };
    expect(parsed([]).halving).toBeUndefined();
    expect(parsed(['--halving']).halving).toBe(true);
    expect(parsed(['--no-halving']).halving).toBe(false);
    // written into the outcomes file when given, and a file of one setting refuses the other
    const dir = scratchDir('sim-halving-');
    const file = join(dir, 'games.jsonl');
    expect(await runSim({ ...base, games: 1, halving: false, outcomes: file }, capture().io)).toBe(0);
    expect((JSON.parse(readFileSync(file, 'utf8').trim()) as { run: Record<string, unknown> }).run).toMatchObject({ halving: false });
    const c = capture();
    expect(await runSim({ ...base, games: 2, outcomes: file }, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/written by another run/);
  });
  it('refuses unknown bots and bad game counts with exit code 2', async () => {
    const c = capture();
    expect(await runSim({ ...base, bots: 'random,nobody' }, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/known|from:/);
    expect(await runSim({ ...base, games: 0 }, c.io)).toBe(2);
  });
  it('a game that runs past the action limit is reported as stuck and fails the run', async () => {
    const c = capture();
    const dir = scratchDir('sim-');
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect(await runSim({ ...base, games: 1, maxActions: 10 }, c.io)).toBe(1);
    } finally {
      process.chdir(cwd);
    }
    expect(c.out.join('\n')).toMatch(/FAILURES: 1[\s\S]*stuck[\s\S]*sim-failure-seed7\.json/);
  });
  it('summarize counts a failed game as a failure, not a draw', () => {
    const cfg = { bots: ['random', 'random'] as [string, string], seed: 1, swapSides: false, check: true, maxActions: 1, failureDir: '.' };
    const o = { index: 0, seed: 1, seats: { federation: 'random', klingon: 'random' }, slots: { federation: 0, klingon: 1 } as const, winner: null, reason: '', turns: 1, actions: 1, scores: { federation: 0, klingon: 0 }, times: [[], []] as [number[], number[]], seen: [], failure: 'boom' };
    const sum = summarize(cfg, [o], 1);
    expect(sum.draws).toBe(0);
    expect(sum.failures).toHaveLength(1);
    expect(formatSummary(sum, false)).toMatch(/FAILURES: 1/);
  });
});

/** A finished game of a swapped-sides run: game `index` seats bot 0 on the Federation when even. */
function game(index: number, winner: 'federation' | 'klingon' | null, extra: Partial<GameOutcome> = {}): GameOutcome {
  const fed0 = index % 2 === 0;
  return {
    index,
    seed: 1 + Math.floor(index / 2),
    seats: { federation: fed0 ? 'a' : 'b', klingon: fed0 ? 'b' : 'a' },
    slots: { federation: fed0 ? 0 : 1, klingon: fed0 ? 1 : 0 },
    winner,
    reason: '',
    turns: 1,
    actions: 1,
    scores: { federation: 0, klingon: 0 },
    times: [[], []],
    seen: [],
    ...extra,
  };
}

describe('sim: deals and the mirror', () => {
  it('dealSummary sorts each complete deal: a bot won both, or the same side won both', () => {
    const d = dealSummary([
      game(0, 'federation'), game(1, 'klingon'), // bot 0 won from both sides
      game(2, 'klingon'), game(3, 'federation'), // bot 1 won from both sides
      game(4, 'klingon'), game(5, 'klingon'), // one each: the Klingon won both
      game(6, 'federation'), game(7, null), // a draw
      game(8, 'federation'), game(9, 'federation', { failure: 'boom' }), // a failure
      game(10, 'federation'), // its twin not played yet: not a complete deal
    ]);
    expect(d).toEqual({ complete: 5, firstBoth: 1, secondBoth: 1, split: { federation: 0, klingon: 1 }, unfinished: 2 });
    expect(dealSummary([])).toEqual({ complete: 0, firstBoth: 0, secondBoth: 0, split: { federation: 0, klingon: 0 }, unfinished: 0 });
    // an odd game alone is never a deal
    expect(dealSummary([game(1, 'federation'), game(2, 'federation')]).complete).toBe(0);
  });
  it('mirrorSummary counts wins where the first bot\'s side won the mirror game (kept) and where it lost (flipped)', () => {
    const mirror = [game(0, 'federation'), game(1, 'federation'), game(2, 'klingon'), game(3, null), game(4, 'klingon', { failure: 'boom' })];
    const m = mirrorSummary('m.jsonl', [
      game(0, 'federation'), // bot 0 on the Federation, which won the mirror game: kept
      game(1, 'federation'), // bot 0 on the Klingon, which lost the mirror game: not flipped
      game(2, 'federation'), // bot 0 on the Federation, which lost the mirror game: flipped
      game(3, 'klingon'), // the mirror game was a draw: no twin
      game(4, 'federation'), // the mirror game failed: no twin
      game(5, 'klingon'), // not in the mirror
    ], mirror);
    expect(m).toEqual({ file: 'm.jsonl', kept: { won: 1, of: 1 }, flipped: { won: 1, of: 2 }, missing: 3 });
  });
  it('--mirror prints the deals and the kept and flipped games; a bad mirror file is refused before any game is played', async () => {
    const dir = scratchDir('sim-mirror-');
    const mirror = join(dir, 'hh.jsonl');
    const opts = { ...base, games: 2, swapSides: true };
    expect(await runSim({ ...opts, bots: 'heuristic,heuristic', outcomes: mirror }, capture().io)).toBe(0);
    const c = capture();
    // the mirror was made without search settings: they do not matter when the mirrored bot does not search
    expect(await runSim({ ...opts, bots: 'random,heuristic', iterations: 5, mirror }, c.io)).toBe(0);
    const text = c.out.join('\n');
    expect(text).toMatch(/deals played from both sides: 1; random \(bot 1\) won both \d, heuristic \(bot 2\) won both \d, one each \d/);
    const m = /random \(bot 1\) won (\d+) of (\d+) games[^\n]*"kept"\)\n\s+and (\d+) of (\d+) games/.exec(text);
    expect(m).not.toBeNull();
    // the two games, each with a finished twin
    expect(Number(m?.[2]) + Number(m?.[4])).toBe(2);
    expect(text).not.toMatch(/no finished twin/);
    // refused: no such file, and a mirror of other seeds; nothing is played or written
    const out = join(dir, 'games.jsonl');
    const c2 = capture();
    expect(await runSim({ ...opts, bots: 'random,heuristic', mirror: join(dir, 'none.jsonl'), outcomes: out }, c2.io)).toBe(2);
    expect(c2.err.join()).toMatch(/--mirror: .*none\.jsonl: no such file \(make it with --bots heuristic,heuristic/);
    const c3 = capture();
    expect(await runSim({ ...opts, seed: 8, bots: 'random,heuristic', mirror, outcomes: out }, c3.io)).toBe(2);
    expect(c3.err.join()).toMatch(/--mirror: .*written by another run/);
    // a mirror of the other bot is not this run's mirror either
    const c4 = capture();
    expect(await runSim({ ...opts, bots: 'heuristic,random', mirror, outcomes: out }, c4.io)).toBe(2);
    expect(existsSync(out)).toBe(false);
    // without swapped sides there are no deals to show
    const c5 = capture();
    expect(await runSim({ ...base, games: 1 }, c5.io)).toBe(0);
    expect(c5.out.join('\n')).not.toMatch(/deals played/);
  });
});

describe('statistics', () => {
  it('wilson interval contains the proportion and stays within [0, 1]', () => {
    const [lo, hi] = wilson(95, 100);
    expect(lo).toBeLessThan(0.95);
    expect(hi).toBeGreaterThan(0.95);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 9);
  });
  it('quantile by nearest rank', () => {
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4], 0.95)).toBe(4);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe('stccg replay and scenario', () => {
  const dir = scratchDir('rec-');
  function record() {
    const g = Game.create({ seed: 11 });
    for (let i = 0; i < 200 && !g.state.result; i++) {
      const p = g.state.pending!;
      g.act({ decision: p.id, option: p.options[i % p.options.length]!.id });
    }
    return g.finish();
  }
  it('replays a record and prints the final hash', async () => {
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(record()));
    const c = capture();
    expect(await runReplay(file, true, c.io)).toBe(0);
    const sum = JSON.parse(c.out.join('\n'));
    expect(sum.hash).toMatch(/^[0-9a-f]{16}$/);
  });
  it('a tampered record fails with a clear message and exit 1', async () => {
    const rec = record();
    rec.hashes = rec.hashes.map(([n]) => [n, '0000000000000000'] as [number, string]);
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(rec));
    const c = capture();
    expect(await runReplay(file, false, c.io)).toBe(1);
    expect(c.err.join()).toMatch(/hash differs/);
  });
  it('a file that is not JSON, or missing, exits 2 naming the problem', async () => {
    const file = join(dir, 'junk.json');
    writeFileSync(file, '{not json');
    const c = capture();
    expect(await runReplay(file, false, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/not valid JSON/);
    expect(runScenario(join(dir, 'missing.json'), false, c.io)).toBe(2);
    expect(c.err.join()).toMatch(/cannot read/);
  });
  it('scenario prints the pending decision and its options of a position', () => {
    const file = join(dir, 'pos.json');
    writeFileSync(file, JSON.stringify({ turn: { active: 'federation' }, federation: { hand: ['Taitt'] } }));
    const c = capture();
    expect(runScenario(file, false, c.io)).toBe(0);
    expect(c.out[0]).toMatch(/federation to decide \(main\)/);
    expect(c.out.join('\n')).toMatch(/Report Taitt at Federation Outpost/);
  });
  it('the example position from the README loads and offers the attempt', () => {
    const c = capture();
    expect(runScenario(new URL('../../engine/test/positions/attempt.json', import.meta.url).pathname, false, c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/Attempt Gravesworld with 4 personnel/);
  });
  it('the README\'s constructed position loads and offers player-2 the attempt at Gault', () => {
    const c = capture();
    expect(runScenario(new URL('../../engine/test/positions/constructed-attempt.json', import.meta.url).pathname, false, c.io)).toBe(0);
    expect(c.out[0]).toMatch(/player-2 to decide \(main\)/);
    expect(c.out.join('\n')).toMatch(/Attempt Gault with 2 personnel/);
  });
  it('scenario rejects an invalid position with the reason', () => {
    const file = join(dir, 'badpos.json');
    writeFileSync(file, JSON.stringify({ federation: { hand: ['Nobody'] } }));
    const c = capture();
    expect(runScenario(file, false, c.io)).toBe(1);
    expect(c.err.join()).toMatch(/unknown card "Nobody"/);
  });
  it('a record of an earlier engine replays with that engine, frozen, and says which', async () => {
    const c = capture();
    const file = new URL('../../engine/test/fixtures/record-engine-0.2.0.json', import.meta.url).pathname;
    expect(await runReplay(file, false, c.io)).toBe(0);
    expect(c.out[0]).toBe('80 actions replayed by engine 0.2.0, turn 8');
    expect(c.out[1]).toBe('result: federation (klingon conceded)');
    const j = capture();
    expect(await runReplay(file, true, j.io)).toBe(0);
    expect(JSON.parse(j.out.join('\n')).engine).toBe('0.2.0');
    // a version no kept engine made: refused, naming those kept
    const unknown = join(dir, 'unknown-engine.json');
    writeFileSync(unknown, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), engineVersion: '9.9.9' }));
    const u = capture();
    expect(await runReplay(unknown, false, u.io)).toBe(1);
    expect(u.err.join()).toMatch(/made by engine 9\.9\.9, which this version cannot replay \(it replays engines /);
  });
  it('a record replays to the same state as the live game', async () => {
    const g = Game.create({ seed: 5 });
    for (let i = 0; i < 100; i++) {
      const p = g.state.pending!;
      g.act({ decision: p.id, option: p.options[0]!.id });
    }
    void apply;
    const file = join(dir, 'g5.json');
    writeFileSync(file, JSON.stringify(g.finish()));
    const c = capture();
    expect(await runReplay(file, true, c.io)).toBe(0);
    expect(JSON.parse(c.out.join('\n')).seq).toBe(100);
  });
});
