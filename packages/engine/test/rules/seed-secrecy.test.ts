/**
 * A seat cannot reconstruct the game's random stream from what it sees. Engine 0.1 keyed sfc32
 * with 32 bits and drew nothing between the mission shuffles and the deck shuffles, so a seat that
 * saw the order its missions came up in and its own opening hand could try every seed, find the
 * one that fits and read the opponent's hand from it. These tests run that attack over a bounded
 * window of seeds: it works against engine 0.1's generator and finds nothing against games keyed
 * with 256 bits from the system's secure generator, and the views hold no seed or stream state.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Game, seedKey, view } from '../../src/index.ts';
import type { CardState, GameSeed, GameState } from '../../src/index.ts';
import { createState, OPENING_HAND } from '../../src/rules/setup.ts';
import { gameDecks } from '../../src/core/record.ts';
import { shuffle } from '../../src/core/rng.ts';
import { mulberry32 } from '../../src/core/rng.ts';
import { seat } from '../../src/index.ts';

const defs = (s: GameState, ids: readonly string[]) => ids.map((id) => (s.cards[id] as CardState).def);

/** What the engine deals from a seed, computed as an attacker who knows the engine would. */
function deal(seed: GameSeed, legacy: boolean): { missions: Record<'federation' | 'klingon', string[]>; hands: Record<'federation' | 'klingon', string[]> } {
  const s = createState(seed, gameDecks(false), false, legacy);
  const q = (s.flow[0] as unknown as { missionQueue: Record<'federation' | 'klingon', string[]> }).missionQueue;
  const missions = { federation: defs(s, q.federation as string[]), klingon: defs(s, q.klingon as string[]) };
  const hands = {} as Record<'federation' | 'klingon', string[]>;
  for (const p of ['federation', 'klingon'] as const) {
    const deck = seat(s, p).deck.slice();
    shuffle(s.rng, deck);
    hands[p] = defs(s, deck.slice(-OPENING_HAND)).sort();
  }
  return { missions, hands };
}

/** Plays a game's setup with random choices; returns the state at the first turn. */
function setUp(seed: GameSeed, legacy: boolean): GameState {
  const g = Game.create({ seed, legacy });
  const r = mulberry32(99);
  while (g.state.turn.number === 0 && g.state.pending) {
    const p = g.state.pending;
    g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
  }
  return g.state;
}

/**
 * The attack, from the Federation seat: the order its own missions came up in during setup (each
 * was shown to it as it placed it) and its opening hand; every candidate seed that deals the same
 * is a guess at the Klingon's hand.
 */
function attack(observed: { missions: string[]; hand: string[] }, candidates: Iterable<GameSeed>, legacy: boolean): string[][] {
  const guesses: string[][] = [];
  for (const c of candidates) {
    const d = deal(c, legacy);
    if (d.missions.federation.join() === observed.missions.join() && d.hands.federation.join() === observed.hand.join()) guesses.push(d.hands.klingon);
  }
  return guesses;
}

function observedBy(s: GameState, seed: GameSeed, legacy: boolean) {
  const own = seat(s, 'federation').hand.map((id) => (s.cards[id] as CardState).def).sort();
  // the order the Federation's missions came up in is what the seat saw during setup
  return { missions: deal(seed, legacy).missions.federation, hand: own };
}

const WINDOW = 3000;
const range = function* (from: number, n: number) {
  for (let i = 0; i < n; i++) yield from + i;
};

describe('the game seed cannot be recovered from a seat\'s view', () => {
  it('engine 0.1\'s 32-bit sfc32 seed falls to a search: the one seed that fits reads the opponent\'s hand exactly', () => {
    const seed = 1234;
    const s = setUp(seed, true);
    const obs = observedBy(s, seed, true);
    expect(obs.hand.length).toBe(OPENING_HAND);
    const guesses = attack(obs, range(0, WINDOW), true);
    expect(guesses.length).toBe(1);
    const truth = seat(s, 'klingon').hand.map((id) => (s.cards[id] as CardState).def).sort();
    expect(guesses[0]).toEqual(truth);
  });

  it('a game keyed with 256 bits from the secure generator: the same search finds no seed that fits', () => {
    const key = randomBytes(32).toString('hex');
    const s = setUp(key, false);
    const obs = observedBy(s, key, false);
    // whole-number seeds, and as many random keys: none deals what the seat saw
    expect(attack(obs, range(0, WINDOW), false)).toEqual([]);
    const keys = Array.from({ length: 300 }, () => randomBytes(32).toString('hex'));
    expect(attack(obs, keys, false)).toEqual([]);
  });

  it('seeds that deal the seat the same own missions and hand leave the opponent\'s hand open', () => {
    // a deal is a function of the whole key: keys that agree on everything but their last byte
    // deal unrelated games (no structure for a search to follow), so one seat's deal fixes nothing of the other's
    const base = randomBytes(32);
    const hands = new Set<string>();
    const own = new Set<string>();
    for (let b = 0; b < 64; b++) {
      base[31] = b;
      const d = deal(base.toString('hex'), false);
      hands.add(d.hands.klingon.join());
      own.add(d.hands.federation.join() + '|' + d.missions.federation.join());
    }
    expect(own.size).toBe(64);
    expect(hands.size).toBeGreaterThan(60);
  });

  it('consecutive whole-number seeds expand into unrelated keys', () => {
    const a = seedKey(1);
    const b = seedKey(2);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    let same = 0;
    for (let i = 0; i < 64; i++) if (a[i] === b[i]) same++;
    // about 1 in 16 hex digits agree by chance
    expect(same).toBeLessThan(16);
    expect(seedKey(a)).toBe(a);
    expect(() => seedKey('not a key')).toThrow(/64 lowercase hex digits/);
    expect(() => seedKey(2 ** 32)).toThrow(/whole number/);
  });

  it('no view holds the seed, the key or the generator\'s state', () => {
    const key = randomBytes(32).toString('hex');
    const g = Game.create({ seed: key });
    const r = mulberry32(5);
    for (let i = 0; i < 400 && !g.state.result; i++) {
      for (const v of ['federation', 'klingon', 'spectator'] as const) {
        const text = JSON.stringify(view(g.state, v));
        expect(text).not.toContain(key);
        expect(text).not.toContain(key.slice(0, 16));
        expect(text).not.toMatch(/"(seed|rng|legacy)"/);
        expect(text).not.toMatch(/[0-9a-f]{32}/);
      }
      const p = g.state.pending as NonNullable<GameState['pending']>;
      g.act({ decision: p.id, option: (p.options[Math.floor(r() * p.options.length)] as { id: string }).id });
    }
  });
});
