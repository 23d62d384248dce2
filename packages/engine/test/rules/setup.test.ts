/**
 * Rule 1, setup: each player shuffles six missions; the Federation player places first and the
 * players alternate, each choosing which end of the growing spaceline takes the mission. Each
 * player then seeds one dilemma face down under each opponent mission, choosing which goes
 * where, then places the outpost at one of their own missions. Each shuffles the rest into a
 * draw deck and draws seven. Klingon goes first. No hand limit.
 */
import { describe, expect, it } from 'vitest';
import { apply, checkInvariants, newGame, standardDeck } from '../../src/index.ts';
import type { CardState, GameState, PlayerId } from '../../src/index.ts';
import { setupTest } from '../harness.ts';
import { seat } from '../../src/index.ts';

function act(s: GameState, option: string): void {
  const p = s.pending;
  if (!p) throw new Error('no decision pending');
  apply(s, { decision: p.id, option });
}

/** Plays setup with the first offered option until the decision of the given kind comes up. */
function runUntil(s: GameState, kind: string): void {
  while (s.pending && s.pending.kind !== kind) act(s, (s.pending.options[0] as { id: string }).id);
}

function ownerOf(s: GameState, id: string): PlayerId {
  return (s.cards[id] as CardState).owner;
}

describe('rule 1 setup: the spaceline', () => {
  it('the Federation player places the first mission, then the players alternate', () => {
    const s = newGame({ seed: 7 });
    expect(s.spaceline).toHaveLength(1);
    expect(ownerOf(s, s.spaceline[0] as string)).toBe('federation');
    const placers: PlayerId[] = [];
    while (s.pending?.kind === 'placeMission') {
      placers.push(s.pending.player);
      act(s, 'right');
    }
    expect(placers).toEqual(['klingon', 'federation', 'klingon', 'federation', 'klingon', 'federation', 'klingon', 'federation', 'klingon', 'federation', 'klingon']);
    expect(s.spaceline).toHaveLength(12);
    expect(s.spaceline.filter((l) => ownerOf(s, l) === 'federation')).toHaveLength(6);
    expect(s.spaceline.filter((l) => ownerOf(s, l) === 'klingon')).toHaveLength(6);
  });

  it('the placing player chooses which end of the spaceline takes the mission', () => {
    const s = newGame({ seed: 3 });
    const first = s.spaceline[0] as string;
    const m1 = s.pending?.options.find((o) => o.id === 'left')?.card as string;
    act(s, 'left');
    expect(s.spaceline).toEqual([m1, first]);
    const m2 = s.pending?.options.find((o) => o.id === 'right')?.card as string;
    act(s, 'right');
    expect(s.spaceline).toEqual([m1, first, m2]);
    // only the two ends are ever offered
    expect(s.pending?.options.map((o) => o.id)).toEqual(['left', 'right']);
  });

  it('each player\'s missions are shuffled: the order differs between seeds', () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = newGame({ seed });
      firsts.add((s.cards[s.spaceline[0] as string] as CardState).def);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });
});

describe('rule 1 setup: seeding dilemmas and outposts', () => {
  it('each player seeds one dilemma face down under each opponent mission, Federation first, choosing which goes where', () => {
    const s = newGame({ seed: 11 });
    runUntil(s, 'seedDilemma');
    expect(s.pending?.player).toBe('federation');
    // every option puts one of the seeder's dilemmas under one of the opponent's missions
    for (const o of s.pending?.options ?? []) {
      expect(ownerOf(s, o.card as string)).toBe('federation');
      expect(ownerOf(s, o.target as string)).toBe('klingon');
    }
    const klingonMissions = s.spaceline.filter((l) => ownerOf(s, l) === 'klingon');
    expect(new Set(s.pending?.options.map((o) => o.target))).toEqual(new Set(klingonMissions));
    // choose the last offered pairing (a real choice, not the default order)
    const seeders: PlayerId[] = [];
    while (s.pending?.kind === 'seedDilemma') {
      seeders.push(s.pending.player);
      const opts = s.pending.options;
      act(s, (opts[opts.length - 1] as { id: string }).id);
    }
    expect(seeders).toEqual([...Array(6).fill('federation'), ...Array(6).fill('klingon')]);
    for (const loc of s.spaceline) {
      const under = Object.values(s.cards).filter((c) => c.at.z === 'underMission' && c.at.loc === loc);
      expect(under).toHaveLength(1);
      expect(under[0]?.owner).not.toBe(ownerOf(s, loc));
      expect(under[0]?.revealed).toBe(false);
    }
  });

  it('a mission that already holds the seeder\'s dilemma is not offered again (one per mission)', () => {
    const s = newGame({ seed: 5 });
    runUntil(s, 'seedDilemma');
    const first = s.pending?.options[0];
    act(s, first?.id as string);
    expect(s.pending?.options.some((o) => o.target === first?.target)).toBe(false);
  });

  it('each player places the outpost at one of their own missions, Federation first', () => {
    const s = newGame({ seed: 2 });
    runUntil(s, 'placeOutpost');
    expect(s.pending?.player).toBe('federation');
    const fedMissions = s.spaceline.filter((l) => ownerOf(s, l) === 'federation');
    expect(s.pending?.options.map((o) => o.target).sort()).toEqual([...fedMissions].sort());
    const chosen = s.pending?.options[3]?.target as string;
    act(s, s.pending?.options[3]?.id as string);
    expect(s.pending?.player).toBe('klingon');
    expect(s.pending?.options.every((o) => ownerOf(s, o.target as string) === 'klingon')).toBe(true);
    const fo = Object.values(s.cards).find((c) => c.def === 'federation-outpost');
    expect(fo?.at).toEqual({ z: 'outpost', loc: chosen });
  });
});

describe('rule 1 setup: the deal', () => {
  it('each player draws seven from a shuffled draw deck of the rest, and Klingon takes the first turn', () => {
    const s = newGame({ seed: 9 });
    runUntil(s, 'main');
    for (const p of ['federation', 'klingon'] as const) {
      expect(seat(s, p).hand).toHaveLength(7);
      expect(seat(s, p).hand.length + seat(s, p).deck.length).toBe(standardDeck(p).draw.length);
    }
    expect(s.turn.active).toBe('klingon');
    expect(s.turn.number).toBe(1);
    expect(s.pending?.player).toBe('klingon');
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the draw deck is shuffled: opening hands differ between seeds', () => {
    const hands = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const s = newGame({ seed });
      runUntil(s, 'main');
      hands.add(seat(s, 'klingon').hand.map((id) => (s.cards[id] as CardState).def).sort().join(','));
    }
    expect(hands.size).toBeGreaterThan(1);
  });

  it('there is no hand limit: a hand above seven keeps every card at the end of the turn', () => {
    const big = ['Klag', 'Batrell', 'Gorath', "Kle'eg", 'Kromm', 'Torin', 'Vekma', 'Divok', 'Dukath', 'Tricorder', 'Medical Kit', 'Yellow Alert'];
    const h = setupTest({ klingon: { hand: big } });
    expect(seat(h.s, 'klingon').hand).toHaveLength(12);
    h.choose('end');
    expect(seat(h.s, 'klingon').hand).toHaveLength(13);
    expect(seat(h.s, 'klingon').discard).toHaveLength(0);
    expect(h.s.turn.active).toBe('federation');
    h.finish();
  });
});
