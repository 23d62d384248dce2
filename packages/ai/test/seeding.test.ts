/**
 * Seeding as a player would (issue 28): in a constructed game the heuristic seeds the dilemma the
 * opponent's likely teams (the opponent model's corpus of the affiliation shown) cannot pass under
 * a mission the opponent can attempt, not one they pass; `heuristic-randomseed` seeds at random.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, facts, randomDeck, view } from '@stccg/engine';
import type { DeckList, GameState, Option, PlayerId } from '@stccg/engine';
import type { DilemmaFacts, MissionFacts } from '@stccg/engine/cards/facts.ts';
import { missionFacts } from '@stccg/engine/rules/board.ts';
import { createBot, seatDecision } from '../src/index.ts';
import type { Bot } from '../src/index.ts';
import { attemptChance, dilemmaWorth, likelyTeams, meetRate, outpostScorer, seedScorer } from '../src/seeding.ts';

const engine = createEngine({ format: 'constructed' });
const ME: PlayerId = 'player-1';
const FOE: PlayerId = 'player-2';

const foeTeams = likelyTeams(['klingon']);
/** Planet or dual dilemmas with overcome requirements, by how often a likely Klingon team meets them. */
const walls = [...engine.cards]
  .map((d) => facts(d))
  .filter((f): f is DilemmaFacts => f.type === 'dilemma' && f.overcomeRequirements !== null && f.dilemmaType !== 'space' && f.appliesOnlyIf === null && !f.bonusPoints)
  .map((f) => ({ f, rate: meetRate(foeTeams, f.overcomeRequirements as NonNullable<DilemmaFacts['overcomeRequirements']>) }))
  .sort((a, b) => a.rate - b.rate || a.f.id.localeCompare(b.f.id));

/** A Federation deck whose only dilemmas are these, against a Klingon deck. */
function decks(dilemmas: readonly string[]): Record<PlayerId, DeckList> {
  const mine = randomDeck(2801, { pool: engine.cards, affiliation: 'federation' });
  const seed = [...mine.seed.filter((d) => facts(d).type !== 'dilemma' && facts(d).type !== 'artifact'), ...dilemmas];
  // the deck keeps its size: its draw deck makes up for the seed cards taken out
  const draw = [...mine.draw];
  for (let i = 0; seed.length + draw.length < mine.seed.length + mine.draw.length; i++) draw.push(mine.draw[i % mine.draw.length] as string);
  return { [ME]: { missions: mine.missions, seed, draw }, [FOE]: randomDeck(2802, { pool: engine.cards, affiliation: 'klingon' }) };
}

/** The game up to player-1's first seeding decision (both seats heuristic, knowing their own lists). */
async function firstSeeding(d: Record<PlayerId, DeckList>): Promise<GameState> {
  const g = engine.createGame({ seed: 28, decks: d });
  const bots: Record<PlayerId, Bot> = { [ME]: createBot('heuristic', { seed: 1, deck: d[ME] }), [FOE]: createBot('heuristic', { seed: 2, deck: d[FOE] }) };
  for (let i = 0; i < 200; i++) {
    const p = g.state.pending;
    if (!p) break;
    if (p.player === ME && p.kind === 'seedDilemma') return g.state;
    const v = view(g.state, p.player);
    g.act({ decision: p.id, option: await (bots[p.player] as Bot).decide(v, seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>) }, p.player);
  }
  throw new Error('player-1 was never asked to seed');
}

async function botChoice(s: GameState, name: string, seed: number, deck: DeckList): Promise<Option> {
  const v = view(s, ME);
  const d = seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>;
  const id = await createBot(name, { seed, deck }).decide(v, d);
  return d.options.find((o) => o.id === id) as Option;
}

const defOf = (s: GameState, o: Option) => (s.cards[o.card as string] as { def: string }).def;

describe('seeding as a player would (constructed)', () => {
  const hard = walls[0] as (typeof walls)[number];
  const easy = walls[walls.length - 1] as (typeof walls)[number];

  it('the dilemmas picked from the data: one a likely Klingon team rarely passes, one it usually passes', () => {
    expect(foeTeams.length).toBeGreaterThan(50);
    expect(hard.rate).toBeLessThan(0.1);
    expect(easy.rate).toBeGreaterThan(0.5);
  });

  it('puts the wall the opponent\'s likely team cannot pass under a mission the opponent can attempt, not the one it passes', async () => {
    const d = decks([easy.f.id, hard.f.id]);
    const s = await firstSeeding(d);
    const offered = new Set((s.pending?.options ?? []).filter((o) => o.card).map((o) => defOf(s, o)));
    expect(offered).toEqual(new Set([easy.f.id, hard.f.id]));
    const o = await botChoice(s, 'heuristic', 1, d[ME] as DeckList);
    // positive: the hard dilemma, under a Klingon-icon mission where a planet attempt meets it
    expect(defOf(s, o)).toBe(hard.f.id);
    const m = missionFacts(s, o.target as string);
    expect(m.affiliationIcons).toContain('klingon');
    expect(attemptChance(s, FOE, o.target as string, foeTeams)).toBeGreaterThan(0);
    // negative: the easy one scores below the hard one under every mission
    const score = seedScorer(s, ME);
    const best = (def: string) => Math.max(...(s.pending?.options ?? []).filter((x) => x.card && defOf(s, x) === def).map(score));
    expect(best(easy.f.id)).toBeLessThan(best(hard.f.id));
  });

  it('boundary: a mission the opponent cannot attempt gets nothing, a second wall asking the same adds nothing, a planet dilemma under a space mission nothing', async () => {
    const d = decks([easy.f.id, hard.f.id]);
    const s = await firstSeeding(d);
    const score = seedScorer(s, ME);
    const opts = (s.pending?.options ?? []).filter((o) => o.card);
    const noKlingon = opts.filter((o) => !missionFacts(s, o.target as string).affiliationIcons.includes('klingon'));
    expect(noKlingon.length).toBeGreaterThan(0);
    for (const o of noKlingon) expect(score(o)).toBeLessThanOrEqual(0); // no better than finishing
    const withKlingon = opts.filter((o) => missionFacts(s, o.target as string).affiliationIcons.includes('klingon'));
    expect(withKlingon.length).toBeGreaterThan(0);
    const planet = { ...missionFacts(s, withKlingon[0]?.target as string), missionType: 'planet' } as MissionFacts;
    expect(dilemmaWorth(hard.f, planet, [], foeTeams)).toBeCloseTo(1 - hard.rate, 5);
    expect(dilemmaWorth(hard.f, planet, [hard.f], foeTeams)).toBe(0);
    if (hard.f.dilemmaType === 'planet') expect(dilemmaWorth(hard.f, { ...planet, missionType: 'space' }, [], foeTeams)).toBe(0);
    // a team that meets the requirements gets by: the easy wall behind the hard one stops only what the hard one let through
    expect(dilemmaWorth(easy.f, planet, [hard.f], foeTeams)).toBeLessThanOrEqual(dilemmaWorth(easy.f, planet, [], foeTeams));
  });

  it('heuristic-randomseed seeds at random where the policy seeds the same whatever its seed', async () => {
    const d = decks([easy.f.id, hard.f.id]);
    const s = await firstSeeding(d);
    const policy = new Set<string>();
    const random = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      policy.add((await botChoice(s, 'heuristic', seed, d[ME] as DeckList)).id);
      const r = await botChoice(s, 'heuristic-randomseed', seed, d[ME] as DeckList);
      expect(r.act.type).not.toBe('done');
      random.add(r.id);
    }
    expect(policy.size).toBe(1);
    expect(random.size).toBeGreaterThan(2);
    expect(createBot('heuristic-randomseed').name).toBe('heuristic-randomseed');
  });

  it('seats the outpost at a mission its own teams can solve, never at one without its icon when one with it is offered', async () => {
    const d = decks([easy.f.id, hard.f.id]);
    const g = engine.createGame({ seed: 28, decks: d });
    const bots: Record<PlayerId, Bot> = { [ME]: createBot('heuristic', { seed: 1, deck: d[ME] as DeckList }), [FOE]: createBot('heuristic', { seed: 2, deck: d[FOE] as DeckList }) };
    for (let i = 0; i < 300; i++) {
      const p = g.state.pending;
      if (!p || g.state.turn.number > 0) break;
      const v = view(g.state, p.player);
      const id = await (bots[p.player] as Bot).decide(v, seatDecision(v) as NonNullable<ReturnType<typeof seatDecision>>);
      if (p.player === ME && p.kind === 'placeOutpost') {
        const s = g.state;
        const o = p.options.find((x) => x.id === id) as Option;
        const m = missionFacts(s, o.target as string);
        const withIcon = p.options.filter((x) => missionFacts(s, x.target as string).affiliationIcons.includes('federation'));
        if (withIcon.length > 0) expect(m.affiliationIcons).toContain('federation');
        const score = outpostScorer(s, ME);
        for (const x of p.options) expect(score(x)).toBeLessThanOrEqual(score(o) + 1e-3); // ties are broken by the bot's PRNG (1e-3)
        return;
      }
      g.act({ decision: p.id, option: id }, p.player);
    }
    throw new Error('player-1 never placed an outpost');
  });
});
