/**
 * Mis-seeds in constructed games (issue 24; docs/RULINGS.md, "Constructed: seed phase, turn and
 * end", ruling S4): the seed phase refuses illegal seeds (a second copy of one card under one mission,
 * a second outpost of an affiliation, a second location of one mission title); a player's second copy
 * of one card under one mission that can still be there (made by hand here) is discarded when the
 * first is met. The intro game meets such copies as any other.
 */
import { describe, expect, it } from 'vitest';
import { CONSTRUCTED_RULES, INTRO_RULES } from '../../src/index.ts';
import type { CardFacts, CardId } from '../../src/index.ts';
import { registerFacts } from '../../src/cards/facts.ts';
import { card, outpostsOf } from '../../src/rules/board.ts';
import { discardMisSeeds, misSeededCopies } from '../../src/rules/mis-seeds.ts';
import { setupTest } from '../harness.ts';
import { choose, deck, FED_MISSIONS, isMain, KLI, KLI_MISSIONS, loc, newGame, position, put, settle, stepUntil } from './constructed-setup.ts';
import { advance } from '../../src/index.ts';

// a dual dilemma of this test's own, facts only (no card file: every dilemma of the sets has one now): met, it does nothing and is discarded
const Q: CardFacts = { id: 'test-dual-dilemma', name: 'Test Dual Dilemma', unique: false, universal: null, characteristics: [], type: 'dilemma', affiliation: null, dilemmaType: 'dual', appliesOnlyIf: null, overcomeRequirements: null, bonusPoints: null };

describe('the seed phase refuses illegal seeds (constructed)', () => {
  it('never offers a second copy of one card under a mission where its player has seeded one', () => {
    const s = newGame(4, deck('federation', ['federation-outpost', 'archer', 'archer', 'archer'], FED_MISSIONS), KLI());
    let asked = 0;
    stepUntil(s, (x) => isMain(x) && x.turn.number >= 1, (x, opts) => {
      if (x.pending?.kind === 'seedDilemma' && x.pending.player === 'player-1') {
        asked += 1;
        // where player-1 has an Archer now, no Archer is offered
        const has = Object.values(x.cards).filter((c) => c.owner === 'player-1' && c.def === 'archer' && c.at.z === 'underMission').map((c) => (c.at as { loc: string }).loc);
        const archerAt = opts.filter((o) => o.act.type === 'seedDilemma' && card(x, o.card as string).def === 'archer').map((o) => o.target);
        for (const l of has) expect(archerAt).not.toContain(l);
        if (has.length > 0) expect(archerAt).toHaveLength(x.spaceline.length - has.length);
        return opts.find((o) => o.act.type === 'seedDilemma'); // seed every Archer there is a place for
      }
      return undefined;
    });
    expect(asked).toBeGreaterThanOrEqual(3);
    const under = Object.values(s.cards).filter((c) => c.owner === 'player-1' && c.def === 'archer' && c.at.z === 'underMission').map((c) => (c.at as { loc: string }).loc);
    expect(under).toHaveLength(3);
    expect(new Set(under).size).toBe(3); // three missions, one Archer each
  });

  it('a second outpost of one affiliation, and a second location of one mission title, are never seeded', () => {
    const s = newGame(3, deck('federation', ['federation-outpost', 'federation-outpost'], FED_MISSIONS), KLI(undefined, ['study-stellar-collision', ...KLI_MISSIONS.slice(1)]));
    stepUntil(s, (x) => isMain(x) && x.turn.number >= 1);
    expect(outpostsOf(s, 'player-1')).toHaveLength(1);
    expect(s.spaceline.filter((l) => card(s, l).def === 'study-stellar-collision')).toHaveLength(1);
  });
});

describe('a mis-seed met in play (constructed)', () => {
  it('the format discards mis-seeds; the intro game meets them', () => {
    expect(CONSTRUCTED_RULES.misSeeds).toBe('discarded');
    expect(INTRO_RULES.misSeeds).toBe('met');
  });

  it('a player\'s second copy under one mission is discarded when the first is met; the first resolves', () => {
    registerFacts([Q]);
    const s = position();
    const m = loc(s, 'avert-danger');
    const first = put(s, 'player-2', 'test-dual-dilemma', { z: 'underMission', loc: m, i: 0 });
    const other = put(s, 'player-2', 'archer', { z: 'underMission', loc: m, i: 1 });
    const second = put(s, 'player-2', 'test-dual-dilemma', { z: 'underMission', loc: m, i: 2 });
    expect(misSeededCopies(s, first, m)).toEqual([second]);
    expect(misSeededCopies(s, other, m)).toEqual([]);
    put(s, 'player-1', 'taitt', { z: 'planet', loc: m });
    advance(s);
    choose(s, `attempt:${m}`);
    settle(s);
    expect(card(s, second).at).toEqual({ z: 'discard' });
    expect(card(s, second).revealed).toBe(true);
    expect(s.log.filter((e) => e.type === 'misSeedDiscarded').map((e) => e.text)).toEqual(['Test Dual Dilemma was mis-seeded (player-2 has a second copy under Avert Danger): it is discarded']);
    // the first copy was met (and, having no behaviour, did nothing); the Archer after it was met too
    expect(s.log.some((e) => e.type === 'dilemmaRevealed' && e.data?.card === first)).toBe(true);
    expect(s.log.some((e) => e.type === 'dilemmaRevealed' && e.data?.card === second)).toBe(false);
    expect(s.log.some((e) => e.type === 'dilemmaRevealed' && e.data?.card === other)).toBe(true);
  });

  it('copies of one card seeded by the two players are no mis-seed (boundary: different owners)', () => {
    registerFacts([Q]);
    const s = position();
    const m = loc(s, 'avert-danger');
    const mine = put(s, 'player-1', 'test-dual-dilemma', { z: 'underMission', loc: m, i: 0 });
    const theirs = put(s, 'player-2', 'test-dual-dilemma', { z: 'underMission', loc: m, i: 1 });
    expect(misSeededCopies(s, theirs, m)).toEqual([]);
    expect(discardMisSeeds(s, theirs, m)).toEqual([]);
    expect(card(s, mine).at.z).toBe('underMission');
  });

  it('the intro game: a second copy is met as any other', () => {
    const h = setupTest({ spaceline: ['Distress Mission', 'Reported Activity', 'Sensitive Search', 'Gault', 'Homeward', 'Reopen Dig'] });
    const m = h.card('Gault');
    const d = h.cards('Archer')[0] as CardId;
    expect(misSeededCopies(h.s, d, m)).toEqual([]);
  });
});
