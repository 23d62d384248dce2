import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLAYERS, seat as playerOf, view } from '@stccg/engine';
import type { CardState, GameState, PlayerId, PlayerView } from '@stccg/engine';
import { cloneState } from '@stccg/engine';
import { botNames, createBot, seatDecision } from '../src/index.ts';
import type { BotOptions, SeatDecision } from '../src/index.ts';
import { botRng } from '../src/random.ts';
import { comparable, decisionPositions, heuristicPosition, playGame, randomPosition } from './helpers.ts';

/** Changes only what the seat cannot see: the other seat's hand and deck, both decks' order, face-down dilemmas. */
function shuffleHidden(s: GameState, seat: PlayerId, seed: number): GameState {
  const t = cloneState(s);
  const rnd = botRng(seed);
  const foe: PlayerId = seat === 'federation' ? 'klingon' : 'federation';
  const shuffle = <T>(a: T[]) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
  };
  // the other seat's hand and deck trade cards
  const pool = [...playerOf(t, foe).hand, ...playerOf(t, foe).deck];
  shuffle(pool);
  const handN = playerOf(t, foe).hand.length;
  playerOf(t, foe).hand = pool.slice(0, handN);
  playerOf(t, foe).deck = pool.slice(handN);
  for (const id of playerOf(t, foe).hand) (t.cards[id] as CardState).at = { z: 'hand' };
  for (const id of playerOf(t, foe).deck) (t.cards[id] as CardState).at = { z: 'deck' };
  shuffle(playerOf(t, seat).deck);
  // face-down enemy dilemmas trade places
  const hidden = Object.values(t.cards).filter((c) => c.at.z === 'underMission' && c.owner === foe && !c.revealed);
  const places = hidden.map((c) => ({ ...c.at }));
  shuffle(places);
  hidden.forEach((c, i) => (c.at = places[i] as CardState['at']));
  return t;
}

/** One decision of a search bot (seed 7, 400 playouts): its choice, the heuristic's, and whether it overruled. */
async function searchOnce(v: PlayerView, d: SeatDecision, opts: BotOptions): Promise<{ choice: string; prior: string; overruled: boolean | undefined }> {
  const { searchBot } = await import('../src/search.ts');
  const bot = searchBot({ seed: 7, iterations: 400, ...opts });
  try {
    const choice = await bot.decide(v, d);
    return { choice, prior: bot.lastStats?.prior as string, overruled: bot.lastStats?.overruled };
  } finally {
    await bot.close();
  }
}

describe('bots', () => {
  it('registers random, heuristic and search', () => {
    expect(botNames()).toEqual(expect.arrayContaining(['random', 'heuristic', 'search']));
    expect(() => createBot('nobody')).toThrow(/unknown bot/);
  });

  it('the heuristic always returns an offered option, for both seats through a whole game', async () => {
    const { state } = await playGame(1, { federation: createBot('heuristic', { seed: 1 }), klingon: createBot('heuristic', { seed: 2 }) });
    expect(state.result).not.toBeNull();
  });

  it('the heuristic beats the random bot', async () => {
    let wins = 0;
    const games = 4;
    for (let g = 0; g < games; g++) {
      const h: PlayerId = g % 2 === 0 ? 'federation' : 'klingon';
      const r: PlayerId = h === 'federation' ? 'klingon' : 'federation';
      const bots = { [h]: createBot('heuristic', { seed: g + 1 }), [r]: createBot('random', { seed: g + 50 }) } as Record<PlayerId, ReturnType<typeof createBot>>;
      const { state } = await playGame(100 + g, bots);
      if (state.result?.winner === h) wins++;
    }
    expect(wins).toBe(games);
  });

  it("a bot's choice depends only on the view: changing hidden cards changes neither the view nor the choice", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 600 }), fc.integer(), async (seed, steps, shuffleSeed) => {
        const s = randomPosition(seed, steps);
        if (s.result || !s.pending) return;
        const seat = s.pending.player;
        const t = shuffleHidden(s, seat, shuffleSeed);
        const va = view(s, seat);
        const vb = view(t, seat);
        expect(comparable(vb)).toBe(comparable(va));
        for (const name of ['random', 'heuristic']) {
          const a = createBot(name, { seed: 7 }).decide(va, seatDecision(va) as NonNullable<ReturnType<typeof seatDecision>>);
          const b = createBot(name, { seed: 7 }).decide(vb, seatDecision(vb) as NonNullable<ReturnType<typeof seatDecision>>);
          expect(b).toBe(a);
        }
        const sa = await createBot('search', { seed: 7, workers: 0, iterations: 8 }).decide(va, seatDecision(va) as NonNullable<ReturnType<typeof seatDecision>>);
        const sb = await createBot('search', { seed: 7, workers: 0, iterations: 8 }).decide(vb, seatDecision(vb) as NonNullable<ReturnType<typeof seatDecision>>);
        expect(sb).toBe(sa);
      }),
      { numRuns: 20 },
    );
  });

  it('the search bot answers with an offered option from worker threads, and frees them', async () => {
    const s = randomPosition(21, 250);
    const bot = createBot('search', { seed: 3, thinkMs: 60, workers: 2 });
    try {
      for (let i = 0; i < 4 && s.pending && !s.result; i++) {
        const seat = s.pending.player;
        const v = view(s, seat);
        const d = seatDecision(v);
        if (!d) break;
        const id = await bot.decide(v, d);
        expect(d.options.map((o) => o.id)).toContain(id);
        const { apply } = await import('@stccg/engine');
        apply(s, { decision: d.id, option: id });
      }
    } finally {
      await bot.close?.();
    }
  });

  it('search in the calling thread plays a few decisions of each seat', async () => {
    for (const p of PLAYERS) {
      // seed 31, 198 random moves: a Federation main decision of four options; seed 32, 200: a Klingon one of fifteen
      const s = randomPosition(p === 'federation' ? 31 : 32, p === 'federation' ? 198 : 200);
      const seat = s.pending?.player as PlayerId;
      expect(seat).toBe(p);
      expect(s.pending?.options.length).toBeGreaterThan(1);
      const v = view(s, seat);
      const d = seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>;
      const id = await createBot('search', { seed: 1, workers: 0, iterations: 30 }).decide(v, d);
      expect(d.options.map((o) => o.id)).toContain(id);
    }
  });

  it('early stopping never changes the choice under an iteration budget, and does stop early', async () => {
    const { search, bestOption } = await import('../src/mcts.ts');
    let stoppedEarly = 0;
    const positions = decisionPositions();
    for (const { seed, v } of positions) {
      const full = search(v, { seed, iterations: 120, earlyStop: false });
      const early = search(v, { seed, iterations: 120 });
      expect(full.settled).toBe(false);
      expect(full.iterations).toBe(120);
      expect(early.iterations).toBeLessThanOrEqual(120);
      expect(bestOption(early.root)).toBe(bestOption(full.root));
      if (early.settled) {
        stoppedEarly++;
        expect(early.iterations).toBeLessThan(120);
      }
    }
    expect(positions.length).toBeGreaterThan(3);
    expect(stoppedEarly).toBeGreaterThan(0);
  });

  it('paired search: stopping once settled never changes the choice under an iteration budget', async () => {
    const { pairedSearch, choosePaired } = await import('../src/paired.ts');
    let stoppedEarly = 0;
    const positions = decisionPositions();
    for (const { seed, v } of positions) {
      const n = (v.pending?.options ?? []).length;
      const prior = v.pending?.options?.[0]?.id;
      const budget = n * 24;
      const full = pairedSearch(v, { seed, iterations: budget, earlyStop: false, prior });
      const early = pairedSearch(v, { seed, iterations: budget, prior });
      // the budget is checked before each world, so the last world may run past it (by fewer than one world's playouts)
      expect(full.settled).toBe(false);
      expect(full.iterations).toBeGreaterThanOrEqual(budget);
      expect(full.iterations).toBeLessThan(budget + n);
      expect(choosePaired(early.root, prior)).toBe(choosePaired(full.root, prior));
      if (early.settled) {
        stoppedEarly++;
        expect(early.iterations).toBeLessThan(budget);
      } else expect(early.iterations).toBeGreaterThanOrEqual(budget);
    }
    expect(positions.length).toBeGreaterThan(3);
    expect(stoppedEarly).toBeGreaterThan(0);
  });

  it('the final choice keeps the heuristic\'s option unless the playouts show another clearly better', async () => {
    const { chooseRoot } = await import('../src/mcts.ts');
    const stat = (option: string, visits: number, mean: number) => ({ option, visits, value: visits * mean });
    // more visits but a mean within noise of the prior's: the prior stays
    expect(chooseRoot([stat('a', 60, 0.62), stat('b', 40, 0.6)], 'b', 1)).toBe('b');
    // far better, with many visits: the search overrules the heuristic
    expect(chooseRoot([stat('a', 300, 0.8), stat('b', 100, 0.5)], 'b', 1)).toBe('a');
    // the boundary: just under z standard errors is not enough, just over is
    const se = Math.sqrt(0.25 / 100 + 0.25 / 100);
    expect(chooseRoot([stat('a', 100, 0.5 + 0.99 * se), stat('b', 100, 0.5)], 'b', 1)).toBe('b');
    expect(chooseRoot([stat('a', 100, 0.5 + 1.01 * se), stat('b', 100, 0.5)], 'b', 1)).toBe('a');
    expect(chooseRoot([stat('a', 100, 0.5 + 1.01 * se), stat('b', 100, 0.5)], 'b', 2)).toBe('b');
    // the prior most visited, no prior, or a prior never visited
    expect(chooseRoot([stat('a', 10, 0.9), stat('b', 90, 0.5)], 'b')).toBe('b');
    expect(chooseRoot([stat('a', 10, 0.9), stat('b', 90, 0.5)], undefined)).toBe('b');
    expect(chooseRoot([stat('a', 10, 0.9), stat('b', 0, 0)], 'b')).toBe('a');
  });

  it('paired search plays every root option in the same sampled worlds and compares each with the prior world by world', async () => {
    const { pairedSearch } = await import('../src/paired.ts');
    // seed 61, 277 random moves: a Klingon main decision of four options (two beams, an attempt, ending the turn)
    const s = randomPosition(61, 277);
    expect(s.pending && s.pending.options.length > 1).toBe(true);
    const v = view(s, (s.pending as NonNullable<typeof s.pending>).player);
    const ids = (v.pending?.options ?? []).map((o) => o.id);
    const prior = ids[ids.length - 1] as string;
    const r = pairedSearch(v, { seed: 3, iterations: ids.length * 4, prior });
    expect(r.iterations).toBe(ids.length * 4);
    expect(r.root.map((x) => x.option)).toEqual(ids);
    const p = r.root.find((x) => x.option === prior) as NonNullable<(typeof r.root)[number]>;
    // the prior compared with itself: no difference in any world
    expect(p.visits).toBeGreaterThan(0);
    expect(p.diff).toBe(0);
    expect(p.diff2).toBe(0);
    for (const x of r.root) {
      expect(x.visits).toBeLessThanOrEqual(p.visits);
      expect(x.value).toBeGreaterThanOrEqual(0);
      expect(x.value).toBeLessThanOrEqual(x.visits);
    }
  });

  it('paired search drops an option out of the race after 16 worlds the same as the prior or clearly worse, and stops once only the prior is left', async () => {
    const { outOfRace, pairedSearch, choosePaired } = await import('../src/paired.ts');
    const stat = (option: string, n: number, mean: number, sd: number) => ({ option, visits: n, value: n * 0.5, diff: n * mean, diff2: n * (sd * sd + mean * mean) });
    // the same as the prior in every world: out after 16 worlds, not before
    expect(outOfRace(stat('a', 15, 0, 0))).toBe(false);
    expect(outOfRace(stat('a', 16, 0, 0))).toBe(true);
    // clearly worse: out; worse but within the noise, or better: still in
    expect(outOfRace(stat('a', 16, -0.1, 0.05))).toBe(true);
    expect(outOfRace(stat('a', 16, -0.01, 0.2))).toBe(false);
    expect(outOfRace(stat('a', 16, 0.05, 0.01))).toBe(false);
    // an option out of the race can never overrule the prior
    expect(choosePaired([stat('p', 16, 0, 0), stat('a', 16, -0.1, 0.05)], 'p')).toBe('p');
    // a real position: a large budget is not spent once every other option is out
    const s = randomPosition(61, 277);
    const v = view(s, (s.pending as NonNullable<typeof s.pending>).player);
    const ids = (v.pending?.options ?? []).map((o) => o.id);
    const prior = ids[0] as string;
    const r = pairedSearch(v, { seed: 3, iterations: 100_000, prior });
    const others = r.root.filter((x) => x.option !== prior);
    expect(r.settled).toBe(true);
    expect(r.iterations).toBeLessThan(100_000);
    expect(others.every((x) => outOfRace(x))).toBe(true);
    const p = r.root.find((x) => x.option === prior) as { visits: number };
    for (const x of others) expect(x.visits).toBeLessThanOrEqual(p.visits);
  });

  it('successive halving drops the lower half of the options still in the race after 2, 4, 8, ... worlds, keeping the prior and at least two', async () => {
    const { halve } = await import('../src/paired.ts');
    const stat = (option: string, n: number, mean: number) => ({ option, visits: n, value: n * 0.5, diff: n * mean, diff2: n * (0.01 + mean * mean) });
    const plans = ['p', 'a', 'b', 'c', 'd', 'e'].map((key) => ({ key }));
    const at = (worlds: number, means: Record<string, number>) => new Map(plans.map(({ key }) => [key, stat(key, worlds, means[key] ?? 0)]));
    const means = { a: 0.05, b: -0.02, c: 0.01, d: -0.1, e: 0.03 };
    // after 2 worlds: of five options, the best three (rounded up) stay; the prior is never ranked
    const dropped = new Set<string>();
    halve(plans, at(2, means), 'p', dropped);
    expect([...dropped].sort()).toEqual(['b', 'd']);
    // between the counts nothing happens; at 4 worlds the three left become two, never fewer
    halve(plans, at(3, { ...means, c: -1 }), 'p', dropped);
    expect([...dropped].sort()).toEqual(['b', 'd']);
    halve(plans, at(4, means), 'p', dropped);
    expect([...dropped].sort()).toEqual(['b', 'c', 'd']);
    halve(plans, at(8, { ...means, a: -1 }), 'p', dropped);
    expect([...dropped].sort()).toEqual(['b', 'c', 'd']);
    // one world is too few to rank anything
    const early = new Set<string>();
    halve(plans, at(1, means), 'p', early);
    expect(early.size).toBe(0);
  });

  it('paired search with halving spends its worlds on fewer options and stops a dropped one at the count it had', async () => {
    const { outOfRace, pairedSearch } = await import('../src/paired.ts');
    // an intro main decision of 18 options
    const s = randomPosition(68, 400);
    const v = view(s, (s.pending as NonNullable<typeof s.pending>).player);
    const ids = (v.pending?.options ?? []).map((o) => o.id);
    expect(ids.length).toBe(18);
    const prior = ids[0] as string;
    const even = pairedSearch(v, { seed: 5, iterations: 400, prior, earlyStop: false });
    const halved = pairedSearch(v, { seed: 5, iterations: 400, prior, earlyStop: false, halving: true });
    const worldsOf = (r: typeof even) => (r.root.find((x) => x.option === prior) as { visits: number }).visits;
    // the same playouts buy three times the worlds for the prior and the options kept
    expect(worldsOf(halved)).toBeGreaterThan(3 * worldsOf(even));
    const others = halved.root.filter((x) => x.option !== prior);
    // two options played on with the prior to the end; every other one stopped where it was
    // dropped (at 2, 4, 8, ... worlds) or left the race (clearly worse, or the same as the prior)
    expect(others.filter((x) => x.visits === worldsOf(halved)).length).toBe(2);
    for (const x of others) if (x.visits < worldsOf(halved)) expect([2, 4, 8, 16, 32, 64].includes(x.visits) || outOfRace(x)).toBe(true);
    // without halving every option is played in every world until it leaves the race
    for (const x of even.root) expect(x.visits === worldsOf(even) || outOfRace(x)).toBe(true);
  });

  it('paired search out of time leaves a half-compared world out', async () => {
    const { pairedSearch, choosePaired } = await import('../src/paired.ts');
    const s = randomPosition(61, 277);
    const v = view(s, (s.pending as NonNullable<typeof s.pending>).player);
    const prior = (v.pending?.options ?? [])[0]?.id;
    const r = pairedSearch(v, { seed: 3, deadline: performance.now() - 1, prior });
    expect(r.root.every((x) => x.visits === 0)).toBe(true);
    expect(choosePaired(r.root, prior)).toBe(prior);
  });

  it('after a paired search the prior stays unless another option gains consistently, in enough worlds', async () => {
    const { choosePaired, OVERRULE_Z } = await import('../src/paired.ts');
    // n worlds, the mean gain over the prior, and its spread
    const stat = (option: string, n: number, mean: number, sd: number) => ({ option, visits: n, value: n * 0.5, diff: n * mean, diff2: n * (sd * sd + mean * mean) });
    const prior = stat('p', 20, 0, 0);
    expect(choosePaired([prior, stat('a', 20, 0.05, 0.02)], 'p')).toBe('a');
    // the same gain lost in noise: the prior stays
    expect(choosePaired([prior, stat('a', 20, 0.05, 0.3)], 'p')).toBe('p');
    // a loss never overrules
    expect(choosePaired([prior, stat('a', 20, -0.05, 0.01)], 'p')).toBe('p');
    // too few worlds (fewer than 8) to overrule, however clear
    expect(choosePaired([stat('p', 7, 0, 0), stat('a', 7, 0.2, 0.01)], 'p')).toBe('p');
    expect(choosePaired([stat('p', 8, 0, 0), stat('a', 8, 0.2, 0.01)], 'p')).toBe('a');
    // the largest clear gain wins
    expect(choosePaired([prior, stat('a', 20, 0.05, 0.01), stat('b', 20, 0.08, 0.01)], 'p')).toBe('b');
    // the bar is 1.5 standard errors: in 20 worlds with a spread of 0.2 one error is 0.2/sqrt(19),
    // about 0.046; a gain of 0.08 (1.74 errors) overrules, 0.06 (1.31 errors) does not
    expect(OVERRULE_Z).toBe(1.5);
    expect(choosePaired([prior, stat('a', 20, 0.08, 0.2)], 'p')).toBe('a');
    expect(choosePaired([prior, stat('a', 20, 0.06, 0.2)], 'p')).toBe('p');
    // a stricter bar may be asked for
    expect(choosePaired([prior, stat('a', 20, 0.08, 0.2)], 'p', 2)).toBe('p');
  });

  it('the search bot takes its horizon and overrule bar from its options, in the calling thread and on worker threads', async () => {
    const { searchBot } = await import('../src/search.ts');
    const decisionAt = (seed: number, steps: number) => {
      const s = randomPosition(seed, steps);
      const v = view(s, s.pending?.player as PlayerId);
      return { v, d: seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>> };
    };
    const overrules = async (seed: number, steps: number, overruleZ?: number) => {
      const { v, d } = decisionAt(seed, steps);
      // the options weighed as bots version 3 weighed them (no end plans), as these positions were picked under it
      const bot = searchBot({ seed, workers: 0, iterations: 300, earlyStop: false, endPlans: false, heuristicShips: false, ...(overruleZ === undefined ? {} : { overruleZ }) });
      const chosen = await bot.decide(v, d);
      expect(d.options.map((o) => o.id)).toContain(chosen);
      expect(chosen === bot.lastStats?.prior).toBe(!bot.lastStats?.overruled);
      return bot.lastStats?.overruled;
    };
    // a position (seed 40, 180 random moves: a Klingon main decision, where the heuristic would move
    // the I.K.C. Vor'cha to Sensitive Search) where an option (moving it to Reported Activity) gains
    // over the heuristic's choice, but not by 1.5 standard errors: a bar of 0 lets it through, the default does not
    expect(await overrules(40, 180, 0)).toBe(true);
    expect(await overrules(40, 180)).toBe(false);
    // one (seed 44, 230 moves: the Federation, where the heuristic would report McKnight and
    // commissioning U.S.S. Galaxy gains clearly): a bar no gain can reach keeps the prior
    expect(await overrules(44, 230)).toBe(true);
    expect(await overrules(44, 230, 1e9)).toBe(false);
    // the same playouts run further with a longer horizon (a turn is several decisions), in the
    // calling thread and on a worker thread
    const { v, d } = decisionAt(40, 180);
    const steps = async (horizon: number, workers: number) => {
      const bot = searchBot({ seed: 40, workers, iterations: 40, earlyStop: false, horizon });
      try {
        await bot.decide(v, d);
        return bot.lastStats?.playoutSteps ?? 0;
      } finally {
        await bot.close();
      }
    };
    const [short, long] = [await steps(1, 0), await steps(6, 0)];
    expect(short).toBeGreaterThan(0);
    expect(long).toBeGreaterThan(short);
    const [shortThreaded, longThreaded] = [await steps(1, 1), await steps(6, 1)];
    expect(shortThreaded).toBeGreaterThan(0);
    expect(longThreaded).toBeGreaterThan(shortThreaded);
  });

  it('with heuristicShips the paired search weighs no ship play where the heuristic plays no ship, and is unchanged elsewhere', async () => {
    const { pairedSearch } = await import('../src/paired.ts');
    const { shipPlays } = await import('../src/search.ts');
    const decide = (v: PlayerView, d: SeatDecision, heuristicShips: boolean, workers = 0) => searchOnce(v, d, { workers, heuristicShips, endPlans: false });
    // the Federation on turn 4 of deal 8 may commission U.S.S. Nebula or a Type VI Shuttlecraft or
    // report Taitt; the heuristic reports Taitt, and three turns of playout favour U.S.S. Nebula
    const early = await heuristicPosition(8, 34);
    expect(early.d.kind).toBe('main');
    const ships = shipPlays(early.s, early.d.options);
    expect(ships).toContain('play:federation:uss-nebula#2');
    expect(ships.every((id) => early.d.options.find((o) => o.id === id)?.group === 'play')).toBe(true);
    expect(ships).not.toContain('play:federation:taitt#2');
    const plain = await decide(early.v, early.d, false);
    expect(plain.prior).toBe('play:federation:taitt#2');
    expect(ships).toContain(plain.choice);
    // with the setting no ship play is searched, so the heuristic's choice or another non-ship option stands
    const kept = await decide(early.v, early.d, true);
    expect(kept.prior).toBe(plain.prior);
    expect(ships).not.toContain(kept.choice);
    // the skipped options are not played at all, and the prior is never skipped
    const root = pairedSearch(early.v, { seed: 3, iterations: 200, prior: plain.prior, skip: [...ships, plain.prior] }).root.map((x) => x.option);
    expect(root).toContain(plain.prior);
    for (const id of ships) expect(root).not.toContain(id);
    // on a worker thread the skip travels with the request
    expect(await decide(early.v, early.d, true, 1)).toEqual(kept);
    // where the heuristic itself plays a ship (the Federation's first, U.S.S. Galaxy on turn 2), ships are weighed as before
    const first = await heuristicPosition(8, 28);
    const firstShips = shipPlays(first.s, first.d.options);
    const asBefore = await decide(first.v, first.d, false);
    expect(firstShips).toContain(asBefore.prior);
    expect(await decide(first.v, first.d, true)).toEqual(asBefore);
  });

  it('with endPlans the paired search also weighs each option followed by ending the turn, on its own turn only', async () => {
    const { pairedSearch, planOption, THEN_END } = await import('../src/paired.ts');
    const decide = (v: PlayerView, d: SeatDecision, endPlans: boolean, workers = 0) => searchOnce(v, d, { workers, endPlans, heuristicShips: false });
    // deal 22, turn 7 (the Klingon's): the heuristic would report Gorath and then play on in a way
    // the playouts score badly, so the default search ends the turn at once; weighing "report, then
    // end the turn" as a plan of its own, the search reports a personnel (K'Tesh)
    const { v, d } = await heuristicPosition(22, 58);
    expect(d.kind).toBe('main');
    expect(v.turn.active).toBe(d.player);
    const plain = await decide(v, d, false);
    expect(plain.prior).toBe('play:klingon:gorath#1');
    expect(plain.choice).toBe('end');
    const planned = await decide(v, d, true);
    expect(planned.prior).toBe(plain.prior);
    expect(planned.choice).not.toBe('end');
    expect(d.options.find((o) => o.id === planned.choice)?.group).toBe('play');
    // the same on a worker thread
    expect(await decide(v, d, true, 1)).toEqual(planned);
    // the plans: every option with the heuristic playing on, and every option but ending the turn followed by ending it
    const ids = d.options.map((o) => o.id);
    const root = pairedSearch(v, { seed: 3, iterations: 300, prior: plain.prior, endPlans: true, earlyStop: false }).root.map((x) => x.option);
    expect(root.filter((k) => !k.endsWith(THEN_END)).sort()).toEqual([...ids].sort());
    expect(root.filter((k) => k.endsWith(THEN_END)).map(planOption).sort()).toEqual(ids.filter((id) => id !== 'end').sort());
    expect(planOption(`play:klingon:gorath#1${THEN_END}`)).toBe('play:klingon:gorath#1');
    expect(planOption('end')).toBe('end');
    // without the setting there are no such plans; on the opponent's turn there are none either
    expect(pairedSearch(v, { seed: 3, iterations: 100, prior: plain.prior }).root.some((x) => x.option.endsWith(THEN_END))).toBe(false);
    // (deal 22, turn 1: the Federation may play Long-Range Scan on the I.K.C. Vor'cha in the Klingon's turn)
    const theirs = await heuristicPosition(22, 26);
    expect(theirs.v.turn.active).not.toBe(theirs.d.player);
    const tOptions = theirs.d.options.map((o) => o.id);
    expect(tOptions.length).toBeGreaterThan(1);
    const tRoot = pairedSearch(theirs.v, { seed: 3, iterations: 100, prior: 'pass', endPlans: true }).root.map((x) => x.option);
    expect(tRoot.sort()).toEqual([...tOptions].sort());
  });

  it('the search scores playouts with the outlook only when asked, and a request carries the choice to the thread that runs it', async () => {
    const { pairedSearch } = await import('../src/paired.ts');
    const { runRequest } = await import('../src/request.ts');
    const { searchBot } = await import('../src/search.ts');
    // seed 209, 178 random moves: a Klingon main decision of four options
    const s = randomPosition(209, 178);
    expect(s.pending?.options.length).toBeGreaterThan(1);
    const v = view(s, s.pending?.player as PlayerId);
    const prior = (v.pending?.options ?? [])[0]?.id as string;
    const values = (r: { root: { option: string; value: number; visits: number }[] }) => r.root.map((x) => [x.option, x.visits, x.value]);
    const base = { seed: 5, iterations: 200, prior, earlyStop: false };
    const plain = pairedSearch(v, base);
    // 'evaluation' is the default: the very same playouts and values
    expect(values(pairedSearch(v, { ...base, playoutValue: 'evaluation' }))).toEqual(values(plain));
    // the outlook scores the same worlds otherwise
    const withOutlook = pairedSearch(v, { ...base, playoutValue: 'outlook' });
    expect(values(withOutlook)).not.toEqual(values(plain));
    // a request (what a worker thread is sent) gives the same as the search called directly
    expect(values(runRequest({ view: v, mode: 'paired', ...base, playoutValue: 'outlook' }))).toEqual(values(withOutlook));
    expect(values(runRequest({ view: v, mode: 'paired', ...base }))).toEqual(values(plain));
    // and the bot passes its option on alike in the calling thread and on a worker thread
    const d = seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>;
    const stats = async (workers: number) => {
      const bot = searchBot({ seed: 3, workers, iterations: 120, playoutValue: 'outlook' });
      try {
        const choice = await bot.decide(v, d);
        return { choice, playouts: bot.lastStats?.iterations, steps: bot.lastStats?.playoutSteps };
      } finally {
        await bot.close();
      }
    };
    expect(await stats(1)).toEqual(await stats(0));
  });
});
