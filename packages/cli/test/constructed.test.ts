/**
 * Constructed games from the command line (issue 24): `stccg sim --format constructed` with random
 * decks, two deck files, or one deck file against random decks (`--opponent-deck random`), `stccg play --deck --opponent-deck`; bad flags and bad decks are refused
 * with their reasons and nothing is played.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { runSim, simDecks } from '../src/sim.ts';
import type { SimCliOptions } from '../src/sim.ts';
import { playDecks } from '../src/play.ts';
import { loadDeckList } from '../src/deck.ts';
import { botSeed, dealDecks, deckSeed, premadeLists, premadePair, simSeats } from '../src/sim-core.ts';
import { createBot, seatDecision } from '@stccg/ai';
import { createEngine, facts, view } from '@stccg/engine';
import { deckCardsOf, deckListOf } from '@stccg/engine';
import type { DeckList } from '@stccg/engine';
import { withCardsLeftOut } from '../../engine/src/cards/left-out.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FED = join(ROOT, 'decks', 'constructed-federation-playable.txt');
const KLI = join(ROOT, 'decks', 'constructed-klingon-playable.txt');
const ROMULAN = join(ROOT, 'decks', 'constructed-federation-romulan.txt');
const BAD = join(import.meta.dirname, 'fixtures', 'decks', 'bad-lines.txt');

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (s: string) => out.push(s), err: (s: string) => err.push(s) }, out, err };
}
/**
 * Every card of the pool is built: the Federation/Romulan deck's last cards built, Alien Parasites and
 * Temporal Causality Loop, left out of the engine's cards (withCardsLeftOut), as if not built.
 */
const notBuilt = <T>(fn: () => T): T => withCardsLeftOut(['alien-parasites', 'temporal-causality-loop'], fn);
const base: SimCliOptions = { games: 2, seed: 3, bots: 'random,random', workers: 1, check: true, progress: false, maxActions: 50_000 };

describe('deck files as games\' decks', () => {
  it('a legal deck of playable cards becomes a deck list; one the engine cannot play yet is refused naming the cards', () => {
    const ok = loadDeckList(FED);
    expect('list' in ok && ok.list.missions).toHaveLength(6);
    // every card of the Federation/Romulan deck is built: a deck list
    const romulan = loadDeckList(ROMULAN);
    expect('list' in romulan && romulan.list.missions).toHaveLength(6);
    // its cards left out, as if not built: refused, each named
    const no = notBuilt(() => loadDeckList(ROMULAN));
    expect('reasons' in no && no.reasons.join('\n')).toMatch(/Temporal Causality Loop .*cannot be played yet/);
    expect('reasons' in no && no.reasons.join('\n')).toMatch(/Alien Parasites .*cannot be played yet/);
    expect('reasons' in loadDeckList(BAD)).toBe(true);
    expect(loadDeckList('/no/such/deck.txt')).toEqual({ reasons: ['cannot read /no/such/deck.txt: no such file'] });
  });
});

describe('stccg sim --format constructed', () => {
  it('plays random legal decks, from both sides, with every invariant checked', async () => {
    const c = capture();
    expect(await runSim({ ...base, format: 'constructed', decks: 'random', swapSides: true }, c.io)).toBe(0);
    const text = c.out.join('\n');
    expect(text).toMatch(/2 games, bots random vs random/);
    expect(text).toMatch(/player-1\s+wins/);
    expect(text).toMatch(/no crashes, stuck games or invariant failures/);
  });

  it('two dozen games of random decks from both sides: no crash, stuck game or broken invariant (the short version of bench/results/sim-1000-constructed-random.txt)', async () => {
    const c = capture();
    expect(await runSim({ ...base, games: 24, seed: 1000, workers: 2, format: 'constructed', decks: 'random', swapSides: true }, c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/24 games, bots random vs random.*\n[\s\S]*no crashes, stuck games or invariant failures/);
  }, 600_000);

  it('plays two deck files', async () => {
    const c = capture();
    expect(await runSim({ ...base, games: 1, format: 'constructed', deck: FED, opponentDeck: KLI }, c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/no crashes/);
  });

  it('plays the Federation/Romulan deck, every card of it built', async () => {
    const c = capture();
    expect(await runSim({ ...base, games: 1, format: 'constructed', deck: FED, opponentDeck: ROMULAN }, c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/no crashes/);
    expect(c.err).toEqual([]);
  }, 120_000);

  it('refuses, with the reason and playing nothing: an unknown format, decks for the intro game, one deck file, a deck not playable yet', async () => {
    const cases: [Partial<SimCliOptions>, RegExp][] = [
      [{ format: 'sealed' }, /--format is intro or constructed/],
      [{ decks: 'random' }, /the intro game plays its two fixed decks/],
      [{ format: 'constructed' }, /needs two decks/],
      [{ format: 'constructed', decks: 'mine' }, /--decks takes "random"/],
      [{ format: 'constructed', deck: FED }, /needs two decks/],
      [{ format: 'constructed', decks: 'random', deck: FED, opponentDeck: KLI }, /not both/],
      [{ format: 'constructed', decks: 'random', withPremiums: true }, /premium cards/],
      [{ format: 'constructed', deck: FED, opponentDeck: 'random', decks: 'random' }, /not both/],
      [{ format: 'constructed', opponentDeck: 'random' }, /needs two decks/],
    ];
    for (const [o, why] of cases) {
      const c = capture();
      expect(await runSim({ ...base, ...o }, c.io), JSON.stringify(o)).toBe(2);
      expect(c.err.join('\n')).toMatch(why);
      expect(c.out).toEqual([]);
    }
    // a deck with cards left out of the engine's cards, as if not built (its games are played only when built: above)
    const c = capture();
    expect(await notBuilt(() => runSim({ ...base, format: 'constructed', deck: FED, opponentDeck: ROMULAN }, c.io))).toBe(2);
    expect(c.err.join('\n')).toMatch(/Alien Parasites .*cannot be played yet/);
    expect(c.err.join('\n')).toMatch(/Temporal Causality Loop .*cannot be played yet/);
    expect(c.out).toEqual([]);
    // and against random decks too
    const r = capture();
    expect(await notBuilt(() => runSim({ ...base, format: 'constructed', deck: ROMULAN, opponentDeck: 'random' }, r.io))).toBe(2);
    expect(r.err.join('\n')).toMatch(/Alien Parasites .*cannot be played yet/);
    expect(r.out).toEqual([]);
  });

  it('simDecks: the intro game takes no decks; constructed takes random or two files', () => {
    expect(simDecks({})).toEqual({});
    expect(simDecks({ format: 'intro' })).toEqual({});
    expect(simDecks({ format: 'constructed', decks: 'random' })).toEqual({ format: 'constructed', decks: 'random' });
    const files = simDecks({ format: 'constructed', deck: FED, opponentDeck: KLI });
    expect('decks' in files && Array.isArray(files.decks) && files.decks.length).toBe(2);
    const againstRandom = simDecks({ format: 'constructed', deck: FED, opponentDeck: 'random' });
    expect('decks' in againstRandom && Array.isArray(againstRandom.decks) && againstRandom.decks[1]).toBe('random');
  });

  it('--decks premade plays every ordered pair of premade decks in turn, each bot keeping its deck when sides swap, and prints a line per pair', async () => {
    expect(simDecks({ format: 'constructed', decks: 'premade' })).toEqual({ format: 'constructed', decks: 'premade' });
    expect(simDecks({ format: 'constructed', decks: 'mine' })).toEqual({ reasons: [expect.stringMatching(/--decks takes "random" or "premade" \(got "mine"\)/)] });
    expect(simDecks({ format: 'constructed', decks: 'premade', deck: FED })).toHaveProperty('reasons');
    const lists = premadeLists();
    const n = lists.length;
    expect(n).toBeGreaterThanOrEqual(4);
    // seeds 1..n*n walk through every ordered pair once; seed n*n+1 starts again
    const seen = new Set<string>();
    for (let seed = 1; seed <= n * n; seed++) seen.add(premadePair(seed).join(','));
    expect(seen.size).toBe(n * n);
    expect(premadePair(n * n + 1)).toEqual(premadePair(1));
    expect(premadePair(1)).toEqual([0, 0]);
    expect(premadePair(2)).toEqual([0, 1]);
    const cfg = { format: 'constructed' as const, decks: 'premade' as const };
    const [a, b] = simSeats(cfg);
    const straight = dealDecks(cfg, 2, false)!;
    const swapped = dealDecks(cfg, 2, true)!;
    expect(straight[a]).toEqual(lists[0]!.list);
    expect(straight[b]).toEqual(lists[1]!.list);
    expect(swapped[b]).toEqual(lists[0]!.list);
    expect(swapped[a]).toEqual(lists[1]!.list);
    const c = capture();
    expect(await runSim({ ...base, format: 'constructed', decks: 'premade', games: 4, seed: 2, bots: 'heuristic,random', swapSides: true }, c.io)).toBe(0);
    const text = c.out.join('\n');
    expect(text).toMatch(new RegExp(`${lists[0]!.name} vs ${lists[1]!.name} +\\d+ of +2 `));
    expect(text).toMatch(new RegExp(`${lists[0]!.name} vs ${lists[2]!.name} +\\d+ of +2 `));
    expect(text).not.toMatch(new RegExp(`${lists[0]!.name} vs ${lists[0]!.name}`));
  });

  it('random decks are seeded apart from the bots: the random bot opens the Alternate Universe Door of some decks of every affiliation and declines others (it never answered by affiliation)', () => {
    const cfg = { format: 'constructed' as const, decks: 'random' as const };
    const engine = createEngine({ format: 'constructed' });
    const [a, b] = simSeats(cfg);
    const answers = new Map<string, Set<boolean>>();
    for (let seed = 1; seed <= 40; seed++) {
      expect(deckSeed(seed, 1)).not.toBe(botSeed(seed, 1));
      const decks = dealDecks(cfg, seed, false)!;
      const game = engine.createGame({ seed, decks });
      const bots = { [a]: createBot('random', { seed: botSeed(seed, 1) }), [b]: createBot('random', { seed: botSeed(seed, 2) }) };
      const s = game.state;
      // play the seed phase's doorway step: each seat with a door is asked once, before the missions
      while (s.pending && s.pending.kind === 'seedDoorway') {
        const p = s.pending.player;
        const d = seatDecision(view(s, p))!;
        game.act({ decision: s.pending.id, option: bots[p]!.decide(view(s, p), d) as string }, p);
      }
      for (const p of [a, b]) {
        if (!decks[p]!.seed.includes('alternate-universe-door')) continue;
        const aff = facts(decks[p]!.seed[0]!).affiliation as string;
        const opened = s.log.some((e) => e.type === 'doorwayOpened' && e.data?.player === p);
        if (!answers.has(aff)) answers.set(aff, new Set());
        answers.get(aff)!.add(opened);
      }
    }
    expect([...answers.keys()].sort()).toEqual(['federation', 'klingon', 'romulan']);
    for (const [, seen] of answers) expect([...seen].sort()).toEqual([false, true]);
  });

  it('--opponent-deck random: the first bot keeps its deck file, the second gets a new random legal deck at each deal, the same from both sides of a swapped deal', () => {
    const fed = loadDeckList(FED);
    if (!('list' in fed)) throw new Error('the Federation deck file should load');
    const cfg = { format: 'constructed' as const, decks: [fed.list, 'random'] as [DeckList, 'random'] };
    const [a, b] = simSeats(cfg);
    const d1 = dealDecks(cfg, 7, false)!;
    const d1swapped = dealDecks(cfg, 7, true)!;
    const d2 = dealDecks(cfg, 8, false)!;
    expect(d1[a]).toEqual(fed.list);
    expect(d1swapped[b]).toEqual(fed.list);
    expect(d1swapped[a]).toEqual(d1[b]);
    expect(d2[b]).not.toEqual(d1[b]);
    const checked = deckListOf(deckCardsOf(d1[b]!));
    expect(checked.ok).toBe(true);
  });

  it('the heuristic bot plays a deck file against random decks, from both sides, with every invariant checked', async () => {
    const c = capture();
    expect(await runSim({ ...base, games: 2, format: 'constructed', deck: KLI, opponentDeck: 'random', bots: 'heuristic,random', swapSides: true }, c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/2 games, bots heuristic vs random[\s\S]*no crashes, stuck games or invariant failures/);
  }, 600_000);
});

describe('stccg play --deck --opponent-deck', () => {
  it('no deck: the intro game; both: a constructed game; one, or a bad one: refused with every reason', () => {
    expect(playDecks({})).toEqual({});
    const both = playDecks({ deck: FED, opponentDeck: KLI });
    expect('decks' in both && both.decks?.mine.missions).toHaveLength(6);
    expect(playDecks({ deck: FED })).toEqual({ reasons: ['a constructed game needs both --deck (yours) and --opponent-deck (the bot\'s)'] });
    const bad = notBuilt(() => playDecks({ deck: BAD, opponentDeck: ROMULAN }));
    expect('reasons' in bad && bad.reasons.some((r) => r.includes('bad-lines.txt line'))).toBe(true);
    expect('reasons' in bad && bad.reasons.some((r) => r.includes('cannot be played yet'))).toBe(true);
    // built, only the bad file is refused
    const built = playDecks({ deck: BAD, opponentDeck: ROMULAN });
    expect('reasons' in built && built.reasons.some((r) => r.includes('bad-lines.txt line'))).toBe(true);
    expect('reasons' in built && built.reasons.some((r) => r.includes('cannot be played yet'))).toBe(false);
    // and the Federation/Romulan deck plays against the bot
    const romulan = playDecks({ deck: ROMULAN, opponentDeck: KLI });
    expect('decks' in romulan && romulan.decks?.mine.missions).toHaveLength(6);
  });
});
