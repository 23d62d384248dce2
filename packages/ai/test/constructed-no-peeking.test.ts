/**
 * No peeking in games of the players' own decks (issue 28, first slice): the bots rebuild the
 * opponent's unseen cards from the deck model (opponent-model.ts), never from the opponent's list.
 * - a sample of a constructed position shows the seat the view it was made from, with sampled ids
 *   that collide with no id the view names, and the seat's own list when it was given;
 * - the bots' choices do not change when the opponent's true deck list is swapped for another legal
 *   list of the same affiliation, nor when only hidden cards change (order of hand and deck).
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, cloneState, createEngine, facts, randomDeck, view } from '@stccg/engine';
import type { CardState, DeckList, GameState, PlayerId, PlayerView, SeatView } from '@stccg/engine';
import { createBot, seatDecision } from '../src/index.ts';
import type { Bot, BotOptions, SeatDecision } from '../src/index.ts';
import { determinize, gatherKnowledge } from '../src/determinize.ts';
import { corpusDecks, listIds, sampleSeatCards, shownAffiliations } from '../src/opponent-model.ts';
import { botRng } from '../src/random.ts';
import { comparable, randomPosition } from './helpers.ts';

const engine = createEngine({ format: 'constructed' });
const deckOf = (seed: number, seatIndex: number): DeckList => randomDeck(seed * 2 + 1 + seatIndex, { pool: engine.cards });

/** A constructed game of random decks, played by random moves up to its decision `steps` and on to a real choice. */
function position(seed: number, steps: number): { s: GameState; decks: Record<PlayerId, DeckList> } {
  const decks = { 'player-1': deckOf(seed, 0), 'player-2': deckOf(seed, 1) };
  const g = engine.createGame({ seed, decks, log: true });
  const rnd = botRng(seed ^ 0x28);
  // then on to the next decision of two options or more
  for (let i = 0; !g.state.result && (i < steps || (g.state.pending?.options.length ?? 0) < 2) && i < steps + 200; i++) {
    const p = g.state.pending as NonNullable<GameState['pending']>;
    g.act({ decision: p.id, option: (p.options[Math.floor(rnd() * p.options.length)] as { id: string }).id }, p.player);
  }
  return { s: g.state, decks };
}

/**
 * A view to compare with a sample's: without its log, and with each mission's dilemmas in one order
 * (the order of the cards under a mission follows the order their deck list made them in, which a
 * sample of an unknown list cannot know; the order they are met in is the seeding order, apart).
 */
function sampleComparable(v: PlayerView): string {
  const w = JSON.parse(comparable(v)) as PlayerView;
  for (const l of w.spaceline) l.dilemmas.sort((a, b) => (a ? a.id : '').localeCompare(b ? b.id : ''));
  return JSON.stringify(w);
}

/** Positions along random constructed games (both seats' views), every few decisions. */
const POSITIONS: [number, number][] = [[1, 2], [2, 25], [3, 60], [4, 150], [5, 300], [6, 500], [7, 800], [8, 1200]];

/**
 * The same game, the other seat's deck list swapped for another legal list of its affiliation: each of
 * its cards the viewer has not seen (draw deck, a hand the viewer does not see, seed cards not shown)
 * becomes a card of the same type from the other list. Ids stay (the view shows none of these cards).
 */
function swapList(s: GameState, foe: PlayerId, viewer: PlayerId, other: DeckList): GameState {
  const t = cloneState(s);
  const handSeen = (view(s, viewer).players[foe]?.hand ?? null) !== null;
  const byType = new Map<string, string[]>();
  for (const def of [...other.missions, ...other.seed, ...other.draw]) byType.set(facts(def).type, [...(byType.get(facts(def).type) ?? []), def]);
  let k = 0;
  for (const c of Object.values(t.cards) as CardState[]) {
    if (c.owner !== foe || !['deck', 'hand', 'seedPile'].includes(c.at.z) || (handSeen && c.at.z === 'hand')) continue;
    const same = byType.get(facts(c.def).type);
    if (same) c.def = same[(k += 5) % same.length] as string;
  }
  return t;
}

/** The same game with the hidden order changed: the opponent's hand and deck, and the seat's own deck, shuffled. */
function reshuffled(s: GameState, me: PlayerId, foe: PlayerId, seed: number): GameState {
  const t = cloneState(s);
  const rnd = botRng(seed);
  const mix = (a: string[]) => {
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [a[i], a[j]] = [a[j] as string, a[i] as string];
    }
  };
  const handSeen = (view(s, me).players[foe]?.hand ?? null) !== null;
  const f = t.players[foe] as GameState['players'][PlayerId];
  const m = t.players[me] as GameState['players'][PlayerId];
  if (!handSeen) {
    // hand and deck swap cards between them
    const both = [...f.hand, ...f.deck];
    mix(both);
    f.hand = both.slice(0, f.hand.length);
    f.deck = both.slice(f.hand.length);
    for (const id of f.hand) (t.cards[id] as CardState).at = { z: 'hand' };
    for (const id of f.deck) (t.cards[id] as CardState).at = { z: 'deck' };
  } else {
    mix(f.deck);
  }
  mix(m.deck);
  return t;
}

async function choice(name: string, v: PlayerView, o: BotOptions): Promise<string> {
  const bot: Bot = createBot(name, o);
  try {
    return await bot.decide(v, seatDecision(v) as SeatDecision);
  } finally {
    await bot.close?.();
  }
}

describe('the deck model of a constructed game', () => {
  it('samples states whose view for the seat is the view they were made from, with or without the seat\'s own list, the dilemmas dealt at random or as a seeder would, the opponent\'s deck matched to the corpus or not', () => {
    const rng = botRng(7);
    let checked = 0;
    for (const [seed, steps] of POSITIONS) {
      const { s, decks } = position(seed, steps);
      for (const seat of s.seats) {
        const v = view(s, seat);
        for (const deck of [decks[seat], undefined]) {
          for (const dilemmaModel of ['uniform', 'policy'] as const) {
            const deckMatch = dilemmaModel === 'policy';
            const d = determinize(v, rng, deck ? { deck, knowledge: gatherKnowledge(v), dilemmaModel, deckMatch } : { dilemmaModel, deckMatch });
            expect(sampleComparable(view(d, seat))).toBe(sampleComparable(v));
            expect(checkInvariants(d)).toEqual([]);
            expect(d.format).toBe('stccg1e-constructed');
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(POSITIONS.length * 8);
  });

  it('knows the seat\'s own cards from its list and samples the opponent\'s under ids the view never names', () => {
    const { s, decks } = position(4, 150);
    const me = s.seats[0] as PlayerId;
    const foe = s.seats[1] as PlayerId;
    const v = view(s, me);
    const named = new Set(JSON.stringify(v).match(/[a-z][a-z0-9-]*:[a-z0-9-]+#\d+/g) ?? []);
    const a = determinize(v, botRng(1), { deck: decks[me] });
    const b = determinize(v, botRng(2), { deck: decks[me] });
    // the seat's own cards: exactly its list's, as the engine numbers them
    const mine = (x: GameState) => Object.keys(x.cards).filter((id) => (x.cards[id] as CardState).owner === me).sort();
    expect(mine(a)).toEqual(listIds(me, decks[me] as DeckList).map((c) => c.id).sort());
    expect(mine(a)).toEqual(mine(s));
    // the opponent's: the ones the view names, and sampled ones named past them
    for (const x of [a, b]) {
      const theirs = Object.keys(x.cards).filter((id) => (x.cards[id] as CardState).owner === foe);
      expect(theirs.length).toBe(new Set(theirs).size);
      for (const id of named) if (id.startsWith(`${foe}:`)) expect(theirs).toContain(id);
      // every sampled card's id names its definition
      for (const id of theirs) expect(id.split(':')[1]?.split('#')[0]).toBe((x.cards[id] as CardState).def);
    }
    // two samples differ in the opponent's hidden cards
    const hidden = (x: GameState) => JSON.stringify([x.players[foe]?.hand, x.players[foe]?.deck]);
    expect(hidden(a)).not.toBe(hidden(b));
  });

  it("samples the opponent's cards from his true list only when a measurement hands it over (opponentDeck)", () => {
    const { s, decks } = position(4, 150);
    const me = s.seats[0] as PlayerId;
    const foe = s.seats[1] as PlayerId;
    const v = view(s, me);
    const theirs = (x: GameState) => Object.keys(x.cards).filter((id) => (x.cards[id] as CardState).owner === foe).sort();
    const truth = listIds(foe, decks[foe] as DeckList).map((c) => c.id).sort();
    expect(truth).toEqual(theirs(s));
    // handed the list, every sample holds exactly the opponent's real cards, and shows the seat its view
    for (const k of [1, 2]) {
      const d = determinize(v, botRng(k), { deck: decks[me], opponentDeck: decks[foe] });
      expect(theirs(d)).toEqual(truth);
      expect(sampleComparable(view(d, me))).toBe(sampleComparable(v));
      expect(checkInvariants(d)).toEqual([]);
    }
    // without it (as in play) the opponent's unseen cards come from the deck model, not his list
    const modelled = determinize(v, botRng(1), { deck: decks[me] });
    expect(theirs(modelled)).not.toEqual(truth);
  });

  it("gives the opponent's missions still to place different titles from those shown", () => {
    const { s } = position(1, 2);
    const me = s.pending?.player as PlayerId;
    const foe = s.seats.find((p) => p !== me) as PlayerId;
    const v = view(s, me);
    expect(v.players[foe]?.missionsToPlace).toBeGreaterThan(0);
    for (let k = 1; k <= 5; k++) {
      const d = determinize(v, botRng(k));
      const missions = Object.values(d.cards).filter((c) => c.owner === foe && facts(c.def).type === 'mission').map((c) => facts(c.def).name);
      expect(missions.length).toBe(6);
      expect(new Set(missions).size).toBe(6);
    }
  });

  it('fills every hidden place to its count, past what one deck holds, with ids past every id known', () => {
    const sv = { deckAffiliation: null } as unknown as SeatView;
    const seen = [{ id: 'player-2:klingon-outpost#1', def: 'klingon-outpost', owner: 'player-2' }];
    const counts = { missions: 6, underMissions: 40, seeds: 3, draw: 150 };
    const cards = sampleSeatCards('player-2', sv, seen, counts, ['player-2:klingon-outpost#1', 'player-2:korris#4'], botRng(3));
    expect(cards.length).toBe(6 + 40 + 3 + 150);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    expect(cards.map((c) => c.id)).not.toContain('player-2:klingon-outpost#1');
    for (const c of cards) if (c.def === 'korris') expect(Number(c.id.split('#')[1])).toBeGreaterThan(4);
    const types = cards.map((c) => facts(c.def).type);
    expect(types.filter((t) => t === 'mission').length).toBe(6);
    expect(types.slice(6, 46).every((t) => t === 'dilemma' || t === 'artifact')).toBe(true);
    expect(types.slice(49).every((t) => t !== 'mission' && t !== 'dilemma' && t !== 'artifact')).toBe(true);
    // the affiliation shown by the outpost seen: the corpus deck drawn from is Klingon
    expect(shownAffiliations(sv, seen)).toEqual(['klingon']);
    expect(cards.some((c) => { const f = facts(c.def); return f.type === 'personnel' && f.affiliation === 'klingon'; })).toBe(true);
  });

  it('keeps a corpus of legal decks for each affiliation', () => {
    for (const aff of ['federation', 'klingon'] as const) {
      const decks = corpusDecks(aff);
      expect(decks.length).toBeGreaterThanOrEqual(8);
      for (const d of decks) expect(d.missions.length).toBe(6);
    }
  });
});

/** The intro game's lists are public: the search at an intro position plays alike with each of these settings as with none. */
const introPlaysAlike = async (iterations: number, settings: BotOptions[]) => {
  const intro = randomPosition(68, 400);
  const iv = view(intro, intro.pending?.player as PlayerId);
  const byDefault = await searchStats(iv, {}, iterations);
  for (const o of settings) expect(await searchStats(iv, o, iterations)).toBe(byDefault);
};

/** A search bot's choice and statistics at a decision, from a fixed number of playouts in this thread, so reproducible. */
const searchStats = async (v: PlayerView, o: BotOptions, iterations: number) => {
  const { searchBot } = await import('../src/search.ts');
  const bot = searchBot({ seed: 3, workers: 0, iterations, earlyStop: false, ...o });
  const choice = await bot.decide(v, seatDecision(v) as SeatDecision);
  return JSON.stringify({ choice, steps: bot.lastStats?.playoutSteps, n: bot.lastStats?.iterations });
};

describe('the search\'s halving (bots 15)', () => {
  const stats = (v: PlayerView, o: BotOptions) => searchStats(v, o, 120);
  it('is on by default in a game of the players\' own decks, off in the intro game', async () => {
    // a constructed main decision of many options: the bot given its list halves unless told not to
    const { s, decks } = position(3, 60);
    const me = s.pending?.player as PlayerId;
    expect(s.pending?.options.length).toBeGreaterThan(4);
    const v = view(s, me);
    const deck = decks[me] as DeckList;
    const byDefault = await stats(v, { deck });
    expect(byDefault).toBe(await stats(v, { deck, halving: true }));
    expect(byDefault).not.toBe(await stats(v, { deck, halving: false }));
    // the intro game: no list given, so the search weighs its options evenly, as bots 14 did
    const intro = randomPosition(68, 400);
    const iv = view(intro, intro.pending?.player as PlayerId);
    const introDefault = await stats(iv, {});
    expect(introDefault).toBe(await stats(iv, { halving: false }));
    expect(introDefault).not.toBe(await stats(iv, { halving: true }));
  });
});

describe('the search\'s placement of the opponent\'s unseen dilemmas (bots 18)', () => {
  const stats = (v: PlayerView, o: BotOptions) => searchStats(v, o, 40);
  it('is the seeding policy\'s by default in a game of the players\' own decks; the intro game ignores it', async () => {
    const { s, decks } = position(3, 60);
    const me = s.pending?.player as PlayerId;
    const v = view(s, me);
    // the opponent has face-down cards under the missions, so where they lie is a question
    expect(v.spaceline.some((l) => l.dilemmas.some((d) => d === null))).toBe(true);
    const deck = decks[me] as DeckList;
    const byDefault = await stats(v, { deck });
    expect(byDefault).toBe(await stats(v, { deck, dilemmaModel: 'policy' }));
    expect(byDefault).not.toBe(await stats(v, { deck, dilemmaModel: 'uniform' }));
    // the intro game seeds one dilemma a mission from public lists: the models play alike
    await introPlaysAlike(40, [{ dilemmaModel: 'uniform' }, { dilemmaModel: 'policy' }]);
  });
});

describe('the search\'s deck model matched to the corpus (bots 19)', () => {
  const stats = (v: PlayerView, o: BotOptions) => searchStats(v, o, 40);
  it('is on by default in a game of the players\' own decks: a seat showing a premade deck\'s missions is taken to play it; the intro game ignores it', async () => {
    // the corpus's first deck of an affiliation is its premade deck: Federation Diplomats, Klingon Honor Guard
    const decks: Record<PlayerId, DeckList> = { 'player-1': corpusDecks('federation')[0] as DeckList, 'player-2': corpusDecks('klingon')[0] as DeckList };
    const g = engine.createGame({ seed: 7, decks, log: true });
    const rnd = botRng(7 ^ 0x28);
    // random moves past the seeding (every mission face up on the spaceline) to a main decision of many options,
    // late enough that the playouts reach the opponent's turn, where the cards sampled for him are played
    for (let i = 0; !g.state.result && i < 400 && !(i > 120 && g.state.pending?.kind === 'main' && g.state.pending.options.length > 3); i++) {
      const p = g.state.pending as NonNullable<GameState['pending']>;
      g.act({ decision: p.id, option: (p.options[Math.floor(rnd() * p.options.length)] as { id: string }).id }, p.player);
    }
    const me = g.state.pending?.player as PlayerId;
    const v = view(g.state, me);
    // every mission is in play (a mission both decks hold is one location: 11 of 12)
    expect(v.spaceline.length).toBeGreaterThanOrEqual(11);
    const deck = decks[me];
    const byDefault = await stats(v, { deck });
    expect(byDefault).toBe(await stats(v, { deck, deckMatch: true }));
    expect(byDefault).not.toBe(await stats(v, { deck, deckMatch: false }));
    // the intro game's lists are public: the match changes nothing
    await introPlaysAlike(40, [{ deckMatch: false }, { deckMatch: true }]);
  });
});

describe('no peeking: the bots in constructed games', () => {
  const cases = async (each: (a: PlayerView, b: PlayerView, own: DeckList) => Promise<void>, change: (s: GameState, me: PlayerId, foe: PlayerId, seed: number) => GameState | null) => {
    let compared = 0;
    for (const [seed, steps] of POSITIONS) {
      const { s, decks } = position(seed, steps);
      if (s.result || !s.pending || s.pending.options.length < 2) continue;
      const me = s.pending.player;
      const foe = s.seats.find((p) => p !== me) as PlayerId;
      const t = change(s, me, foe, seed);
      if (!t) continue;
      const va = view(s, me);
      const vb = view(t, me);
      expect(comparable(vb)).toBe(comparable(va));
      await each(va, vb, decks[me] as DeckList);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(5);
  };

  const otherList = (s: GameState, me: PlayerId, foe: PlayerId, seed: number): GameState | null => {
    const aff = s.players[foe]?.deckAffiliation;
    if (!aff) return null;
    const other = randomDeck(9000 + seed, { pool: engine.cards, affiliation: aff });
    const t = swapList(s, foe, me, other);
    expect(Object.values(t.cards).some((c) => c.def !== (s.cards[c.id] as CardState).def)).toBe(true);
    return t;
  };

  it('the heuristic bot chooses the same when the opponent\'s deck list is another of its affiliation', async () => {
    await cases(async (a, b, own) => {
      expect(await choice('heuristic', b, { seed: 3, deck: own })).toBe(await choice('heuristic', a, { seed: 3, deck: own }));
      expect(await choice('heuristic', b, { seed: 4 })).toBe(await choice('heuristic', a, { seed: 4 }));
    }, otherList);
  });

  it('the search bot (fixed seed, fixed playouts, no threads) chooses the same when the opponent\'s deck list is another', async () => {
    await cases(async (a, b, own) => {
      const o: BotOptions = { seed: 5, deck: own, workers: 0, iterations: 12 };
      expect(await choice('search', b, o)).toBe(await choice('search', a, o));
      // the deck model matched to the corpus reads the cards shown only (BotOptions.deckMatch)
      const m: BotOptions = { seed: 5, deck: own, workers: 0, iterations: 6, deckMatch: true };
      expect(await choice('search', b, m)).toBe(await choice('search', a, m));
    }, otherList);
  }, 120_000);

  it('the heuristic and search bots choose the same when only hidden cards change (hand and deck order)', async () => {
    await cases(async (a, b, own) => {
      expect(await choice('heuristic', b, { seed: 6, deck: own })).toBe(await choice('heuristic', a, { seed: 6, deck: own }));
      const o: BotOptions = { seed: 7, deck: own, workers: 0, iterations: 8 };
      expect(await choice('search', b, o)).toBe(await choice('search', a, o));
    }, (s, me, foe, seed) => reshuffled(s, me, foe, seed));
  }, 120_000);
});
