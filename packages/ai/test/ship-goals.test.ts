/**
 * Ship goals (a paired-search setting under measurement, `stccg sim --ship-goals`; off by default): a
 * goal for one ship for the rest of the turn (TurnMemo.shipGoals) sends that ship to its mission while
 * the seat's other ships choose their own; the seat may set one only where two or more of its ships
 * carry a crew, for a mission that ship's crew could attempt; the paired search weighs each ship goal
 * plan it is given as a plan of its own.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, facts, view } from '@stccg/engine';
import type { CardId, GameState, LocationId, Option, PlayerId, PositionSpec } from '@stccg/engine';
import { chooseOption, newMemo, shipGoalMissions } from '../src/heuristic.ts';
import type { TurnMemo } from '../src/heuristic.ts';
import { goalKey, pairedSearch, setGoals } from '../src/paired.ts';
import { botRng } from '../src/random.ts';

const ME: PlayerId = 'player-2';

/**
 * player-2's turn 3 at its outpost (Avert Danger): the U.S.S. Galaxy with Morgan Bateson, Taitt and
 * Jenna D'Sora aboard, who meet Explore Black Cluster (35 points; Stellar Cartography and Leadership)
 * and Study Stellar Collision (25; Stellar Cartography), and a Runabout with Richard Galen and Data
 * aboard, who meet Investigate Rogue Comet (30, next to the outpost; Archaeology, Exobiology and Computer
 * Skill) and neither of the others.
 */
function twoShips(galen = true): GameState {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Investigate Rogue Comet', 'Avert Danger', 'Gault', 'Explore Black Cluster', 'Study Stellar Collision', 'Distress Mission', 'Reported Activity'],
    turn: { active: ME, number: 3, stage: 'play' },
    'player-1': { missions: ['Gault', 'Distress Mission', 'Reported Activity'] },
    [ME]: {
      missions: ['Investigate Rogue Comet', 'Avert Danger', 'Explore Black Cluster', 'Study Stellar Collision'],
      outposts: [{ card: 'Federation Outpost', at: 'Avert Danger', crew: galen ? [] : ['Richard Galen', 'Data'] }],
      ships: [
        { card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Morgan Bateson', 'Taitt', "Jenna D'Sora"] },
        { card: 'Runabout', at: 'Avert Danger', crew: galen ? ['Richard Galen', 'Data'] : [] },
      ],
    },
  } as PositionSpec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  (s.players[ME] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  while (s.pending && s.pending.kind === 'personaSwap') apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
  return s;
}

const nameOf = (s: GameState, id: string): string => facts((s.cards[id] as { def: string }).def).name;
const named = (s: GameState, name: string): LocationId => s.spaceline.find((l) => nameOf(s, l) === name) as LocationId;
const ship = (s: GameState, name: string): CardId => Object.keys(s.cards).find((id) => nameOf(s, id) === name && s.cards[id]?.owner === ME) as CardId;

/** A ship sent ("ship > mission") and the missions the seat had completed when it was sent. */
type Sent = { move: string; done: string[] };

/** The heuristic's decisions of the seat's turn with this memory (kept across them), until it ends the turn: each ship sent, in order. */
function sent(s: GameState, memo: TurnMemo): Sent[] {
  const out: Sent[] = [];
  for (let i = 0; i < 30 && s.pending && s.turn.active === ME && !s.result; i++) {
    const d = s.pending;
    const id = chooseOption(s, botRng(1), memo);
    const o = d.options.find((x) => x.id === id) as Option;
    if (d.kind === 'main' && o.group === 'end') break;
    if (o.group === 'move') out.push({ move: `${nameOf(s, o.card as string)} > ${nameOf(s, o.target as string)}`, done: Object.keys(s.completed).map((l) => nameOf(s, l)) });
    apply(s, { decision: d.id, option: id });
  }
  return out;
}
const moves = (xs: Sent[]): string[] => xs.map((x) => x.move);
/** Whether Study Stellar Collision was done when the Runabout was sent to Investigate Rogue Comet (undefined: not sent). */
const runaboutAfterStellar = (xs: Sent[]): boolean | undefined => xs.find((x) => x.move === 'Runabout > Investigate Rogue Comet')?.done.includes('Study Stellar Collision');

const withGoals = (s: GameState, goals: Pick<TurnMemo, 'goal' | 'shipGoals'>): TurnMemo => ({ ...newMemo(), turn: s.turn.number, ...goals });

describe('a ship\'s goal for the turn sends that ship, the others choosing their own (TurnMemo.shipGoals)', () => {
  it('without goals the Galaxy flies first to Explore Black Cluster (worth more) and the Runabout to Investigate Rogue Comet', () => {
    const s = twoShips();
    const xs = sent(s, newMemo());
    expect(xs[0]?.move).toBe('U.S.S. Galaxy > Explore Black Cluster');
    expect(moves(xs)).toContain('Runabout > Investigate Rogue Comet');
  });

  it('with Study Stellar Collision as the Galaxy\'s goal, the Galaxy goes there, not to Explore Black Cluster, and the Runabout to Investigate Rogue Comet before that is done', () => {
    const s = twoShips();
    const xs = sent(s, withGoals(s, { shipGoals: { [ship(s, 'U.S.S. Galaxy')]: named(s, 'Study Stellar Collision') } }));
    expect(moves(xs)).toContain('U.S.S. Galaxy > Study Stellar Collision');
    expect(moves(xs)).not.toContain('U.S.S. Galaxy > Explore Black Cluster');
    expect(runaboutAfterStellar(xs)).toBe(false);
  });

  it('negative: the seat\'s goal (TurnMemo.goal) Study Stellar Collision holds every ship: the Runabout, whose crew does not meet it, is sent only once that mission is done', () => {
    const s = twoShips();
    const xs = sent(s, withGoals(s, { goal: named(s, 'Study Stellar Collision') }));
    expect(xs[0]?.move).toBe('U.S.S. Galaxy > Study Stellar Collision');
    expect(runaboutAfterStellar(xs)).toBe(true);
  });

  it('boundary: a ship goal of an earlier turn is dropped when the turn changes', () => {
    const s = twoShips();
    const memo: TurnMemo = { ...newMemo(), turn: s.turn.number - 2, shipGoals: { [ship(s, 'U.S.S. Galaxy')]: named(s, 'Study Stellar Collision') } };
    const id = chooseOption(s, botRng(1), memo);
    expect(memo.shipGoals).toBeUndefined();
    expect(id).toBe(chooseOption(twoShips(), botRng(1), newMemo()));
  });
});

describe('shipGoalMissions: the ship goals a seat may set itself', () => {
  it('each crewed ship with each mission its crew could attempt', () => {
    const s = twoShips();
    const pairs = shipGoalMissions(s, ME).map((p) => `${nameOf(s, p.ship)} > ${nameOf(s, p.goal)}`);
    expect(pairs).toContain('U.S.S. Galaxy > Explore Black Cluster');
    expect(pairs).toContain('U.S.S. Galaxy > Study Stellar Collision');
    expect(pairs).toContain('Runabout > Investigate Rogue Comet');
    // negative: missions the ship's crew does not meet
    expect(pairs).not.toContain('U.S.S. Galaxy > Investigate Rogue Comet');
    expect(pairs).not.toContain('Runabout > Explore Black Cluster');
    expect(pairs).not.toContain('Runabout > Study Stellar Collision');
  });

  it('boundary: none where only one ship carries a crew (a goal for the seat is that ship\'s)', () => {
    const s = twoShips(false);
    expect(shipGoalMissions(s, ME)).toEqual([]);
  });
});

describe('the paired search weighs the ship goal plans it is given', () => {
  it('a ship goal plan is a plan of its own, beside the seat\'s goal plan for the same mission (their keys differ)', () => {
    const s = twoShips();
    const stellar = named(s, 'Study Stellar Collision');
    const galaxy = ship(s, 'U.S.S. Galaxy');
    const prior = chooseOption(s, botRng(1), newMemo());
    const seatPlan = { goal: stellar, option: chooseOption(s, botRng(1), withGoals(s, { goal: stellar })) };
    const shipPlan = { goal: stellar, ship: galaxy, option: chooseOption(s, botRng(1), withGoals(s, { shipGoals: { [galaxy]: stellar } })) };
    expect(goalKey(stellar, galaxy)).not.toBe(goalKey(stellar));
    const r = pairedSearch(view(s, ME), { seed: 3, iterations: 24, prior, goalPlans: [seatPlan, shipPlan], earlyStop: false });
    const keys = r.root.map((x) => x.option);
    expect(keys).toContain(goalKey(stellar));
    expect(keys).toContain(goalKey(stellar, galaxy));
    expect((r.root.find((x) => x.option === goalKey(stellar, galaxy)) as { visits: number }).visits).toBeGreaterThan(0);
  });
});

describe('a playout keeps the goals of its plan (setGoals)', () => {
  const a = 'loc-a' as LocationId;
  const b = 'loc-b' as LocationId;
  const sh1 = 'ship-1' as CardId;
  const sh2 = 'ship-2' as CardId;

  it('a ship goal plan adds its ship\'s goal beside the ship goals and the seat\'s goal kept this turn', () => {
    const memo = newMemo();
    setGoals(memo, 5, { seed: 1, goal: a, shipGoals: { [sh1]: a } }, { goal: b, ship: sh2, option: 'x' });
    expect(memo.turn).toBe(5);
    expect(memo.goal).toBe(a);
    expect(memo.shipGoals).toEqual({ [sh1]: a, [sh2]: b });
  });

  it('a seat\'s goal plan replaces the seat\'s goal kept, the ship goals staying', () => {
    const memo = newMemo();
    setGoals(memo, 5, { seed: 1, goal: a, shipGoals: { [sh1]: a } }, { goal: b, option: 'x' });
    expect(memo.goal).toBe(b);
    expect(memo.shipGoals).toEqual({ [sh1]: a });
  });

  it('boundary: no goal kept and no goal plan leaves the memo as it was (the heuristic starts its turn afresh)', () => {
    const memo = newMemo();
    setGoals(memo, 5, { seed: 1 }, undefined);
    expect(memo).toEqual(newMemo());
  });

  it('negative: a plan\'s ship goal never changes the kept record (other plans in the same world start from it)', () => {
    const kept = { [sh1]: a };
    setGoals(newMemo(), 5, { seed: 1, shipGoals: kept }, { goal: b, ship: sh1, option: 'x' });
    expect(kept).toEqual({ [sh1]: a });
  });
});
