/**
 * Goal plans (a paired-search setting under measurement, `stccg sim --goal-plans`; off by default):
 * a goal for the turn (TurnMemo.goal) narrows the heuristic's targets to one mission, is dropped
 * when the turn ends, and leaves the heuristic as it was when the mission is not one the seat may
 * go and do; the paired search weighs each goal plan it is given on the seat's own turn; the search
 * bot keeps a goal plan it chooses to the end of the turn.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, facts, view } from '@stccg/engine';
import type { DeckList, GameState, LocationId, Option, PlayerId, PositionSpec } from '@stccg/engine';
import { chooseOption, goalMissions, newMemo } from '../src/heuristic.ts';
import type { TurnMemo } from '../src/heuristic.ts';
import { goalKey, pairedSearch } from '../src/paired.ts';
import { botRng } from '../src/random.ts';
import { searchBot } from '../src/search.ts';
import { seatDecision } from '../src/bot.ts';
import type { BotOptions, SeatDecision } from '../src/bot.ts';
import { atTurn } from './constructed-positions.ts';

const ME: PlayerId = 'player-2';

/**
 * player-2's turn 3: its U.S.S. Galaxy at its outpost (Avert Danger) with Morgan Bateson, Taitt and
 * Jenna D'Sora aboard, who meet two of its space missions: Explore Black Cluster (35 points; Stellar
 * Cartography and Leadership) and Study Stellar Collision (25 points; Stellar Cartography), not
 * Investigate Anomaly (Exobiology).
 */
function twoTargets(): GameState {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Explore Black Cluster', 'Study Stellar Collision', 'Investigate Anomaly', 'Distress Mission', 'Reported Activity'],
    turn: { active: ME, number: 3, stage: 'play' },
    'player-1': { missions: ['Gault', 'Distress Mission', 'Reported Activity'] },
    [ME]: {
      missions: ['Avert Danger', 'Explore Black Cluster', 'Study Stellar Collision', 'Investigate Anomaly'],
      outposts: [{ card: 'Federation Outpost', at: 'Avert Danger', crew: [] }],
      ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Morgan Bateson', 'Taitt', "Jenna D'Sora"] }],
    },
  } as PositionSpec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  (s.players[ME] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  while (s.pending && s.pending.kind === 'personaSwap') apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
  return s;
}

/** The location of the mission of this name on the spaceline. */
const named = (s: GameState, name: string): LocationId => s.spaceline.find((l) => facts((s.cards[l] as { def: string }).def).name === name) as LocationId;
const names = (s: GameState, ls: readonly LocationId[]): string[] => ls.map((l) => facts((s.cards[l] as { def: string }).def).name).sort();

/** The option the heuristic picks with this memory of the turn. */
const pick = (s: GameState, memo: TurnMemo): Option => {
  const id = chooseOption(s, botRng(1), memo);
  return s.pending?.options.find((o) => o.id === id) as Option;
};
const goalMemo = (s: GameState, goal: LocationId): TurnMemo => ({ ...newMemo(), turn: s.turn.number, goal });
const moveTo = (s: GameState, label: string): Option | undefined => s.pending?.options.find((o) => o.group === 'move' && o.label.includes(label));

describe('a goal for the turn narrows the heuristic\'s targets (TurnMemo.goal)', () => {
  it('without a goal the crew flies to the mission worth more (Explore Black Cluster); with Study Stellar Collision as the goal, there', () => {
    const s = twoTargets();
    const black = moveTo(s, 'Explore Black Cluster') as Option;
    const stellar = moveTo(s, 'Study Stellar Collision') as Option;
    expect(black).toBeDefined();
    expect(stellar).toBeDefined();
    expect(pick(s, newMemo()).id).toBe(black.id);
    expect(stellar.target).toBe(named(s, 'Study Stellar Collision'));
    expect(pick(s, goalMemo(s, named(s, 'Study Stellar Collision'))).id).toBe(stellar.id);
  });

  it('boundary: a goal the crew does not meet (Investigate Anomaly) sends the ship nowhere else', () => {
    const s = twoTargets();
    const choice = pick(s, goalMemo(s, named(s, 'Investigate Anomaly')));
    expect(choice.group).not.toBe('move');
  });

  it('negative: a goal that is no mission the seat may go and do (the opponent\'s Gault) leaves the heuristic as it is', () => {
    const s = twoTargets();
    const gault = named(s, 'Gault');
    expect(gault).toBeDefined();
    expect([...goalMissions(s, ME).planets, ...goalMissions(s, ME).spaces]).not.toContain(gault);
    expect(pick(s, goalMemo(s, gault)).id).toBe(pick(s, newMemo()).id);
  });

  it('a goal of an earlier turn is dropped when the turn changes', () => {
    const s = twoTargets();
    const memo: TurnMemo = { ...newMemo(), turn: s.turn.number - 2, goal: named(s, 'Study Stellar Collision') };
    expect(pick(s, memo).id).toBe((moveTo(s, 'Explore Black Cluster') as Option).id);
    expect(memo.goal).toBeUndefined();
  });

  it('goalMissions: the open space missions of the seat\'s icon and its candidate planet missions', () => {
    const s = twoTargets();
    const g = goalMissions(s, ME);
    expect(names(s, g.spaces)).toEqual(['Explore Black Cluster', 'Investigate Anomaly', 'Study Stellar Collision']);
    // planet missions of its icon, the opponent's among them (Gault has no Federation icon)
    expect(names(s, g.planets)).toEqual(['Avert Danger', 'Distress Mission', 'Reported Activity']);
    // a mission completed is no goal any more
    s.completed[named(s, 'Study Stellar Collision')] = ME;
    expect(names(s, goalMissions(s, ME).spaces)).toEqual(['Explore Black Cluster', 'Investigate Anomaly']);
  });
});

describe('the paired search weighs the goal plans it is given', () => {
  it('each goal plan with an offered option is a plan of its own (its key names the mission); one whose option is not offered is left out', () => {
    const s = atTurn(7, 5);
    const seat = s.pending?.player as PlayerId;
    expect(s.turn.active).toBe(seat);
    const prior = chooseOption(s, botRng(1), newMemo());
    const { planets, spaces } = goalMissions(s, seat);
    const goals = [...planets, ...spaces];
    expect(goals.length).toBeGreaterThan(1);
    const plans = goals.map((goal) => ({ goal, option: chooseOption(s, botRng(1), { ...newMemo(), turn: s.turn.number, goal }) }));
    const gone = { goal: 'nowhere' as LocationId, option: 'not-an-option' };
    const r = pairedSearch(view(s, seat), { seed: 3, iterations: 120, prior, goalPlans: [...plans, gone], earlyStop: false });
    const keys = r.root.map((x) => x.option);
    for (const g of goals) expect(keys).toContain(goalKey(g));
    expect(keys).not.toContain(goalKey(gone.goal));
    // compared with the prior in the same worlds
    for (const g of goals) expect((r.root.find((x) => x.option === goalKey(g)) as { visits: number }).visits).toBeGreaterThan(0);
  });

  it('negative: without goal plans the search weighs none', () => {
    const s = atTurn(7, 5);
    const seat = s.pending?.player as PlayerId;
    const prior = chooseOption(s, botRng(1), newMemo());
    const r = pairedSearch(view(s, seat), { seed: 3, iterations: 40, prior });
    expect(r.root.some((x) => x.option.startsWith('goal '))).toBe(false);
  });
});

/**
 * player-2's turn 3 at 75 points: its U.S.S. Galaxy at its outpost (Avert Danger) with three crew
 * aboard and two in the outpost, the five meeting Homeward (planet, 25 points, next on the spaceline:
 * Anthropology and Computer Skill are the outpost's two) and the three Explore Black Cluster (space,
 * 35 points, beyond it). Under Explore Black Cluster lies a Tarellian Plague Ship player-1 seeded, seen
 * before (revealed): none of the five is MEDICAL, so there every one of them dies. The heuristic
 * weighs the points and the distance, not a dilemma it has seen: it beams the two aboard first, then
 * heads for Explore Black Cluster.
 */
function plagueAhead(): GameState {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Homeward', 'Explore Black Cluster', 'Gault', 'Distress Mission', 'Study Stellar Collision', 'Reported Activity'],
    turn: { active: ME, number: 3, stage: 'play' },
    'player-1': { missions: ['Gault', 'Distress Mission', 'Reported Activity'], seeded: { 'Explore Black Cluster': ['Tarellian Plague Ship'] } },
    [ME]: {
      missions: ['Avert Danger', 'Homeward', 'Explore Black Cluster', 'Study Stellar Collision'],
      outposts: [{ card: 'Federation Outpost', at: 'Avert Danger', crew: ['Christopher Hobson', 'Darian Wallace'] }],
      ships: [{ card: 'U.S.S. Galaxy', at: 'Avert Danger', crew: ['Morgan Bateson', 'Taitt', "Jenna D'Sora"] }],
    },
  } as PositionSpec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  (s.players[ME] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  while (s.pending && s.pending.kind === 'personaSwap') apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
  for (const c of Object.values(s.cards)) if (c.at.z === 'underMission') c.revealed = true;
  (s.players[ME] as { score: number }).score = 75;
  return s;
}

describe('the search bot keeps a goal plan it chooses to the end of the turn', () => {
  /** One decision of the bot's turn: the option taken, its kind, the heuristic's choice, the goal kept. */
  type Decided = { label: string; kind: string; prior: string; goal: LocationId | undefined };
  /** Plays player-2's turn with the bot until the game ends or the turn passes; each decision's stats. */
  async function playTurn(s: GameState, opts: BotOptions): Promise<Decided[]> {
    const bot = searchBot({ workers: 0, iterations: 200, seed: 1, ...opts });
    const seen: Decided[] = [];
    try {
      while (s.pending && s.turn.active === ME && !s.result && seen.length < 40) {
        const v = view(s, s.pending.player);
        const d = seatDecision(v) as SeatDecision;
        const choice = await bot.decide(v, d);
        const st = bot.lastStats;
        seen.push({ label: (d.options.find((o) => o.id === choice) as Option).label, kind: d.kind, prior: st?.prior ?? '', goal: st?.goal });
        apply(s, { decision: s.pending.id, option: choice });
      }
    } finally {
      await bot.close();
    }
    return seen;
  }

  /** The order beaming the outpost's two crew aboard the U.S.S. Galaxy. */
  const aboard = (s: GameState): Option => s.pending?.options.find((o) => o.group === 'beam' && o.label.includes('to U.S.S. Galaxy')) as Option;

  it('takes Homeward as its goal with the first order (the same as the heuristic\'s), then heads there instead of the plague, and wins', async () => {
    const s = plagueAhead();
    const homeward = named(s, 'Homeward');
    // the first order is the same with the goal or without: beam the outpost's crew aboard
    expect(aboard(s)).toBeDefined();
    expect(pick(s, newMemo()).id).toBe(aboard(s).id);
    expect(pick(s, goalMemo(s, homeward)).id).toBe(aboard(s).id);
    const seen = await playTurn(s, { goalPlans: true });
    const mains = seen.filter((x) => x.kind === 'main');
    expect(mains[0]?.label).toBe(aboard(plagueAhead()).label);
    // from the first decision to the turn's last, the goal kept is Homeward
    expect(seen.length).toBeGreaterThan(3);
    for (const x of seen) expect(x.goal).toBe(homeward);
    // the next order: the heuristic's own under the kept goal (the boundary case below: without it, the plague)
    expect(mains[1]?.prior.startsWith('move:')).toBe(true);
    expect(mains[1]?.prior.endsWith(`>${homeward}`)).toBe(true);
    expect(mains[1]?.label).toContain('to Homeward');
    expect(mains.map((x) => x.label)).toContain('Beam down from U.S.S. Galaxy to the planet at Homeward');
    expect(s.completed[homeward]).toBe(ME);
    expect((s.players[ME] as { score: number }).score).toBe(100);
    expect(s.result?.winner).toBe(ME);
  }, 60_000);

  it('boundary: with the crew aboard, the heuristic without the goal flies to the plague at Explore Black Cluster; with it, to Homeward', () => {
    const s = plagueAhead();
    apply(s, { decision: (s.pending as { id: string }).id, option: aboard(s).id });
    while (s.pending && s.pending.kind !== 'main') apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
    const memo: TurnMemo = { ...newMemo(), turn: s.turn.number };
    expect(pick(s, memo).id).toBe((moveTo(s, 'Explore Black Cluster') as Option).id);
    expect(pick(s, goalMemo(s, named(s, 'Homeward'))).id).toBe((moveTo(s, 'Homeward') as Option).id);
  });

  it('negative: without goal plans the bot keeps no goal', async () => {
    const seen = await playTurn(plagueAhead(), { goalPlans: false });
    expect(seen.length).toBeGreaterThan(0);
    for (const x of seen) expect(x.goal).toBeUndefined();
  }, 60_000);

  /** The seat's own deck list, as a game of the players' own decks hands it to its bot. */
  const ownDeck = (s: GameState): DeckList => {
    const defs = Object.values(s.cards).filter((c) => c.owner === ME).map((c) => c.def);
    return { missions: defs.filter((d) => facts(d).type === 'mission'), seed: [], draw: defs.filter((d) => facts(d).type !== 'mission') };
  };

  it('bots 21: with its own deck list (a game of the players\' own decks) the bot weighs goal plans unless told not to; without one (the intro game\'s way), not', async () => {
    const s = plagueAhead();
    const homeward = named(s, 'Homeward');
    const byDefault = await playTurn(s, { deck: ownDeck(plagueAhead()) });
    expect(byDefault[0]?.goal).toBe(homeward);
    expect(s.completed[homeward]).toBe(ME);
    const off = await playTurn(plagueAhead(), { deck: ownDeck(plagueAhead()), goalPlans: false });
    for (const x of off) expect(x.goal).toBeUndefined();
    const noDeck = await playTurn(plagueAhead(), {});
    for (const x of noDeck) expect(x.goal).toBeUndefined();
  }, 60_000);
});
