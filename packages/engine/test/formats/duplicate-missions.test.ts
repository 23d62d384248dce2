/**
 * Duplicate missions in constructed games (issue 24; docs/RULINGS.md, "Constructed: seed phase, turn
 * and end", ruling S1): when both players bring the same mission title, the second copy placed is
 * stacked on the first and the two are one location; each player reads his own copy; the location
 * is completed once, by whoever solves it first.
 */
import { describe, expect, it } from 'vitest';
import { checkInvariants, facts, seat } from '../../src/index.ts';
import type { CardFacts, CardId, GameState, Option } from '../../src/index.ts';
import { registerFacts } from '../../src/cards/facts.ts';
import { card, name } from '../../src/rules/board.ts';
import { missionCardOf, stackedCopies, stackTarget } from '../../src/rules/duplicate-missions.ts';
import { whyCannotAttempt } from '../../src/rules/missions.ts';
import { advance } from '../../src/index.ts';
import { choose, FED, isMain, KLI, loc, newGame, ofType, put, settle, stepUntil } from './constructed-setup.ts';

// both decks hold Study Stellar Collision (space; Federation, Klingon and Romulan icons; Stellar Cartography; 25 points)
const KLI_DUP = ['study-stellar-collision', 'a-good-place-to-die', 'gault', 'reopen-dig', 'cargo-rendezvous', 'sensitive-search'];

function seeded(seed: number): { s: GameState; stackOffers: Option[][] } {
  const s = newGame(seed, FED(), KLI(undefined, KLI_DUP));
  const stackOffers: Option[][] = [];
  stepUntil(s, (x) => isMain(x) && x.turn.number >= 1, (_x, opts) => {
    if (opts.some((o) => o.id.startsWith('stack:'))) stackOffers.push(opts);
    return undefined;
  });
  return { s, stackOffers };
}

describe('duplicate missions (constructed)', () => {
  it('the second copy placed is stacked on the first: one location, eleven on the spaceline', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { s, stackOffers } = seeded(seed);
      expect(s.spaceline).toHaveLength(11);
      const ssc = s.spaceline.filter((l) => card(s, l).def === 'study-stellar-collision');
      expect(ssc).toHaveLength(1);
      const at = ssc[0] as CardId;
      const copies = stackedCopies(s, at);
      expect(copies).toHaveLength(1);
      const second = copies[0] as CardId;
      expect(card(s, second).owner).not.toBe(card(s, at).owner);
      expect(card(s, second).at).toEqual({ z: 'attached', host: at });
      expect(s.log.some((e) => e.type === 'missionStacked' && e.data?.loc === at)).toBe(true);
      // the stacking player was offered one option for that mission: stack it (no end to choose)
      expect(stackOffers.length).toBeGreaterThan(0);
      const forIt = (stackOffers[0] as Option[]).filter((o) => o.card === second);
      expect(forIt.map((o) => o.id)).toEqual([`stack:${second}`]);
      expect(forIt[0]?.label).toBe(`Stack Study Stellar Collision on ${card(s, at).owner}'s copy (one location)`);
      expect(checkInvariants(s, 120)).toEqual([]);
    }
  });

  it('each player reads his own copy; a player with no copy reads the location\'s card', () => {
    const { s } = seeded(1);
    const at = loc(s, 'study-stellar-collision');
    const firstOwner = card(s, at).owner;
    const other = firstOwner === 'player-1' ? 'player-2' : 'player-1';
    expect(missionCardOf(s, firstOwner, at)).toBe(at);
    expect(missionCardOf(s, other, at)).toBe(stackedCopies(s, at)[0]);
    const gault = loc(s, 'gault');
    expect(missionCardOf(s, 'player-1', gault)).toBe(gault);
    expect(missionCardOf(s, 'player-2', gault)).toBe(gault);
    expect(stackedCopies(s, gault)).toEqual([]);
    expect(stackTarget(s, gault)).toBeUndefined();
  });

  it('either player attempts the one location; the first to solve it scores from his own copy and it is completed for both', () => {
    const { s } = seeded(2);
    const at = loc(s, 'study-stellar-collision');
    // player-1's ship and crew there
    const galaxy = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: at });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: galaxy });
    advance(s);
    expect(isMain(s)).toBe(true);
    expect(whyCannotAttempt(s, 'player-1', at)).toBeNull();
    const before = seat(s, 'player-1').score;
    choose(s, `attempt:${at}:${galaxy}`);
    settle(s);
    expect(s.completed[at]).toBe('player-1');
    expect(seat(s, 'player-1').score).toBe(before + 25);
    // the other copy is no second mission to score
    expect(whyCannotAttempt(s, 'player-2', at)).toBe('Study Stellar Collision has already been completed by player-1');
    expect(checkInvariants(s, 120)).toEqual([]);
  });

  it('the attempting player\'s own copy gives the icons checked', () => {
    const { s } = seeded(3);
    const at = loc(s, 'study-stellar-collision');
    const holder = card(s, stackedCopies(s, at)[0] as CardId).owner;
    const mine = missionCardOf(s, holder, at);
    expect(mine).not.toBe(at);
    // the holder's crew there, of his deck's affiliation
    const fed = holder === 'player-1';
    const ship = put(s, holder, fed ? 'uss-galaxy' : (ofType('ship', 'klingon')[0] as string), { z: 'inSpace', loc: at });
    put(s, holder, fed ? 'taitt' : (ofType('personnel', 'klingon')[0] as string), { z: 'aboard', host: ship });
    expect(whyCannotAttempt(s, holder, at, ship)).toBeNull();
    // his copy read as a space mission without his affiliation's icon: he may not attempt; the location's card is not what he reads
    const saved = card(s, mine).def;
    card(s, mine).def = fed ? 'survey-mission' : 'investigate-rogue-comet';
    expect(whyCannotAttempt(s, holder, at, ship)).toBe(
      fed
        ? 'At least one personnel aboard U.S.S. Galaxy must match an affiliation icon of Survey Mission (klingon)'
        : `At least one personnel aboard ${name(s, ship)} must match an affiliation icon of Investigate Rogue Comet (federation)`,
    );
    card(s, mine).def = saved;
    expect(whyCannotAttempt(s, holder, at, ship)).toBeNull();

  });

  it('the solver scores the points of his own copy', () => {
    // a copy of Study Stellar Collision printed with 40 points, for this test
    registerFacts([{ ...facts('study-stellar-collision'), id: 'ssc-forty', points: 40 } as CardFacts]);
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find((n) => { const { s } = seeded(n); return card(s, stackedCopies(s, loc(s, 'study-stellar-collision'))[0] as CardId).owner === 'player-1'; }) as number;
    const { s } = seeded(seed);
    const at = loc(s, 'study-stellar-collision');
    const mine = missionCardOf(s, 'player-1', at);
    card(s, mine).def = 'ssc-forty';
    const galaxy = put(s, 'player-1', 'uss-galaxy', { z: 'inSpace', loc: at });
    put(s, 'player-1', 'taitt', { z: 'aboard', host: galaxy });
    advance(s);
    const before = seat(s, 'player-1').score;
    choose(s, `attempt:${at}:${galaxy}`);
    settle(s);
    expect(s.completed[at]).toBe('player-1');
    expect(seat(s, 'player-1').score).toBe(before + 40);
    // boundary: the location's own card (player-2's) is worth 25; player-2 did not score and cannot
    expect(seat(s, 'player-2').score).toBe(0);
    expect(whyCannotAttempt(s, 'player-2', at)).toMatch(/has already been completed by player-1$/);
  });

  it('missions of different titles are never stacked (boundary: no duplicate, twelve locations)', () => {
    const s = newGame(5, FED(), KLI());
    stepUntil(s, (x) => isMain(x) && x.turn.number >= 1);
    expect(s.spaceline).toHaveLength(12);
    expect(s.log.some((e) => e.type === 'missionStacked')).toBe(false);
    for (const l of s.spaceline) expect(stackedCopies(s, l)).toEqual([]);
    expect(new Set(s.spaceline.map((l) => card(s, l).def)).size).toBe(12);
  });
});
