/**
 * Seats (issue 23, item 1): a player is a seat named when the game is created; affiliation is a
 * property of the deck. The quick-start sheet's "the Federation player places first", "the
 * Klingon player takes the first turn" and "the Federation player never starts a battle" are
 * rules about the deck a seat plays, whatever the seat is called. The intro game keeps its
 * `federation` and `klingon` seats (the other tests of this folder hold that game as it was).
 */
import { describe, expect, it } from 'vitest';
import { Game, apply, checkInvariants, deckAffiliation, firstPlayer, handleView, newGame, opponent, replay, seat, seatsRefusal, setupOrder, standardDecks, view } from '../../src/index.ts';
import type { DeckList, GameState, Option } from '../../src/index.ts';
import { mayInitiate } from '../../src/rules/battle.ts';

const std = standardDecks();
const FED = std.federation as DeckList;
const KLI = std.klingon as DeckList;

/** Plays random options (a fixed move stream) until the game ends or `steps` actions are taken. */
function playOut(s: GameState, steps: number, seed = 1): void {
  let x = seed;
  for (let i = 0; i < steps && !s.result && s.pending; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    const p = s.pending;
    apply(s, { decision: p.id, option: (p.options[x % p.options.length] as Option).id });
    expect(checkInvariants(s)).toEqual([]);
  }
}

describe('seats', () => {
  it("a deck's affiliation is the one affiliation of the outposts it seeds", () => {
    expect(deckAffiliation(FED)).toBe('federation');
    expect(deckAffiliation(KLI)).toBe('klingon');
    // no outpost, or outposts of two affiliations: none
    expect(deckAffiliation({ ...FED, seed: FED.seed.filter((c) => c !== 'federation-outpost') })).toBeNull();
    expect(deckAffiliation({ ...FED, seed: [...FED.seed, 'klingon-outpost'] })).toBeNull();
  });

  it('seats named otherwise play the same rules: the Federation deck places first, the Klingon deck takes the first turn and may start battles', () => {
    // the Klingon deck on the first seat this time
    const s = newGame({ seed: 7, decks: { alice: KLI, bob: FED } });
    expect(s.seats).toEqual(['alice', 'bob']);
    expect(seat(s, 'alice').deckAffiliation).toBe('klingon');
    expect(setupOrder(s)).toEqual(['bob', 'alice']);
    // bob's first mission starts the spaceline; then alice places, and so on by turns
    expect(s.log[0]?.type).toBe('missionPlaced');
    expect(s.log[0]?.data?.player).toBe('bob');
    expect(s.pending?.player).toBe('alice');
    expect(s.pending?.kind).toBe('placeMission');
    expect(firstPlayer(s)).toBe('alice');
    expect(mayInitiate(s, 'alice')).toBe(true);
    expect(mayInitiate(s, 'bob')).toBe(false);
    expect(opponent(s, 'alice')).toBe('bob');
    // the game runs: setup alternates from bob, the first turn is alice's
    while (s.turn.number === 0 && s.pending) apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
    expect(s.turn.active).toBe('alice');
    expect(seat(s, 'alice').hand).toHaveLength(7);
    playOut(s, 600, 3);
  });

  it('each seat sees its own hand and not the other one; a spectator sees neither; handles follow the seats', () => {
    const s = newGame({ seed: 8, decks: { alice: KLI, bob: FED } });
    playOut(s, 60, 5);
    const a = view(s, 'alice');
    expect(a.seats).toEqual(['alice', 'bob']);
    expect(a.players.alice?.hand?.length).toBe(seat(s, 'alice').hand.length);
    expect(a.players.bob?.hand).toBeNull();
    expect(view(s, 'spectator').players.alice?.hand).toBeNull();
    expect(a.players.alice?.deckAffiliation).toBe('klingon');
    // handled views name no card by its instance id, whatever the seats are called
    for (const v of ['alice', 'bob', 'spectator'] as const) expect(JSON.stringify(handleView(s, view(s, v)))).not.toMatch(/(alice|bob):[a-z0-9-]+#\d+/);
  });

  it('two decks of one affiliation: the seats place in the order given and the second takes the first turn', () => {
    const s = newGame({ seed: 9, decks: { one: KLI, two: KLI } });
    expect(setupOrder(s)).toEqual(['one', 'two']);
    expect(firstPlayer(s)).toBe('two');
    expect(mayInitiate(s, 'one') && mayInitiate(s, 'two')).toBe(true);
    const f = newGame({ seed: 9, decks: { one: FED, two: FED } });
    expect(firstPlayer(f)).toBe('two');
    expect(mayInitiate(f, 'one') || mayInitiate(f, 'two')).toBe(false);
    playOut(s, 400, 11);
    playOut(f, 400, 12);
  });

  it("a record of a game with other seats replays to the same state; a concession ends it for the other seat", () => {
    const g = Game.create({ seed: 10, decks: { alice: KLI, bob: FED } });
    for (let i = 0; i < 90 && g.state.pending; i++) g.act({ decision: g.state.pending.id, option: (g.state.pending.options[(i * 5) % g.state.pending.options.length] as Option).id });
    g.concede('bob');
    const rec = g.finish();
    expect(Object.keys(rec.decks)).toEqual(['alice', 'bob']);
    expect(rec.result?.winner).toBe('alice');
    expect(rec.result?.reason).toBe('bob conceded');
    expect(Object.keys(rec.result?.scores ?? {})).toEqual(['alice', 'bob']);
    expect(replay(rec).result).toEqual(rec.result);
  });

  it('bad seats are refused with a sentence: not two, the same name twice, a name that is not a plain word, spectator or planet', () => {
    expect(seatsRefusal(['a'])).toBe('a game has two seats, not 1');
    expect(seatsRefusal(['a', 'a'])).toBe('the two seats need different names');
    for (const bad of ['spectator', 'planet', 'Alice', 'a:b', '', '1st']) expect(seatsRefusal(['ok', bad])).toMatch(/^a seat is named by a small letter/);
    expect(seatsRefusal(['federation', 'klingon'])).toBeNull();
    expect(() => newGame({ seed: 1, decks: { spectator: FED, bob: KLI } })).toThrow(/not "spectator" or "planet"/);
    expect(() => seat(newGame({ seed: 1 }), 'alice')).toThrow('no seat "alice" in this game');
  });

  it('the intro game keeps its seats: federation and klingon, the Federation placing first and the Klingon playing first', () => {
    const s = newGame({ seed: 4 });
    expect(s.seats).toEqual(['federation', 'klingon']);
    expect(setupOrder(s)).toEqual(['federation', 'klingon']);
    expect(firstPlayer(s)).toBe('klingon');
    expect(mayInitiate(s, 'federation')).toBe(false);
  });
});
