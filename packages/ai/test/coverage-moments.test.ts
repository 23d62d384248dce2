/**
 * Coverage of the [AU] artifacts and of space missions (issues 25 and 26; docs/RULINGS.md, "Coverage: artifacts and
 * stasis"): the heuristic opens its Alternate Universe Door when it holds cards the door lets it play
 * (read from the card data), and plays an artifact of its hand that is played as an interrupt where
 * one step ahead shows no loss, once no order of a plan is left; an interrupt drawn from the deck
 * still needs a gain. It attempts a space mission of its icon with a ship's crew that meets it.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition, cloneState, createEngine, facts, randomDeck } from '@stccg/engine';
import type { DeckList, GameState, Option, PlayerId, PositionSpec } from '@stccg/engine';
import { hasAuIcon } from '@stccg/engine/rules/doorways.ts';
import { chooseOption, evaluate, newMemo } from '../src/heuristic.ts';
import { doorwayScorer } from '../src/seeding.ts';
import { botRng } from '../src/random.ts';

const engine = createEngine({ format: 'constructed' });
const ME: PlayerId = 'player-1';

function built(spec: PositionSpec): GameState {
  const s = buildPosition(spec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  (s.players['player-2'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  return s;
}

/** player-2's turn, nothing to attempt or move: `hand` in hand, its Alternate Universe Door open. */
function position(hand: string[]): GameState {
  return built({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Distress Mission', 'Reported Activity'],
    turn: { active: 'player-2', number: 3, stage: 'play' },
    'player-1': { missions: ['Distress Mission', 'Reported Activity'] },
    'player-2': { missions: ['Avert Danger', 'Gault'], hand, table: ['Alternate Universe Door'], outposts: [{ card: 'Klingon Outpost', at: 'Avert Danger', crew: ['Klag'] }] },
  } as PositionSpec);
}

const optionOf = (s: GameState, label: string): Option | undefined => s.pending?.options.find((o) => o.label.includes(label));

/** The game up to the first doorway decision of player-1. */
function doorwayStep(mine: DeckList): GameState {
  const foe = randomDeck(2802, { pool: engine.cards, affiliation: 'klingon' });
  const g = engine.createGame({ seed: 28, decks: { [ME]: mine, 'player-2': foe } });
  for (let i = 0; i < 50; i++) {
    const p = g.state.pending;
    if (!p) break;
    if (p.player === ME && p.kind === 'seedDoorway') return g.state;
    g.act({ decision: p.id, option: (p.options.find((o) => o.act.type === 'done') ?? p.options[0] as Option).id }, p.player);
  }
  throw new Error('player-1 was never asked about its door');
}

/** A Federation random deck that opens the door; `plain`: every [AU] card but the door replaced by copies of a universal personnel. */
function doorDeck(plain: boolean): DeckList {
  for (let seed = 1; ; seed++) {
    const d = randomDeck(seed, { pool: engine.cards, affiliation: 'federation' });
    if (!d.seed.includes('alternate-universe-door')) continue;
    if (!plain) return d;
    const filler = d.draw.find((c) => facts(c).type === 'personnel' && !facts(c).unique && !hasAuIcon(c)) as string;
    if (!filler) continue;
    const keep = (c: string) => c === 'alternate-universe-door' || !hasAuIcon(c);
    const seed_ = d.seed.filter(keep);
    const draw = d.draw.filter(keep);
    const missions = d.missions.filter(keep);
    if (missions.length < d.missions.length) continue;
    while (missions.length + seed_.length + draw.length < d.missions.length + d.seed.length + d.draw.length) draw.push(filler);
    return { missions, seed: seed_, draw };
  }
}

describe('the heuristic and the [AU] artifacts', () => {
  it('opens its Alternate Universe Door when it holds [AU] cards, and keeps it shut when it holds none (boundary)', () => {
    const withAu = doorwayStep(doorDeck(false));
    const open = optionOf(withAu, 'Open Alternate Universe Door') as Option;
    expect(open).toBeDefined();
    expect(chooseOption(withAu, botRng(1), newMemo())).toBe(open.id);
    const plain = doorwayStep(doorDeck(true));
    expect(Object.values(plain.cards).some((c) => c.owner === ME && c.def !== 'alternate-universe-door' && hasAuIcon(c.def))).toBe(false);
    expect(chooseOption(plain, botRng(1), newMemo())).not.toBe((optionOf(plain, 'Open Alternate Universe Door') as Option).id);
    const sc = doorwayScorer(plain, ME);
    expect(sc(optionOf(plain, 'Open Alternate Universe Door') as Option)).toBeLessThan(sc(optionOf(plain, 'Open no doorway') as Option));
  });

  it("plays Samuel Clemens' Pocketwatch from its hand once nothing else is to be done (no loss one step ahead)", () => {
    const s = position(["Samuel Clemens' Pocketwatch"]);
    const watch = optionOf(s, "Play Samuel Clemens' Pocketwatch") as Option;
    expect(watch?.group).toBe('interrupt');
    const t = cloneState(s);
    apply(t, { decision: (t.pending as { id: string }).id, option: watch.id });
    expect(evaluate(t, "player-2") - evaluate(s, "player-2")).toBeLessThan(-0.5); // the card leaves the hand: plain one step ahead sees a loss
    expect(chooseOption(s, botRng(1), newMemo())).toBe(watch.id);
  });

  it('plays an Ophidian Cane held beside a Devidian Foragers the same way', () => {
    const s = position(['Ophidian Cane', 'Devidian Foragers']);
    const cane = optionOf(s, 'Play Ophidian Cane') as Option;
    expect(cane?.group).toBe('interrupt');
    expect(chooseOption(s, botRng(1), newMemo())).toBe(cane.id);
  });

  it('boundary: an interrupt that is no artifact, with no gain one step ahead, is still not played (it ends the turn)', () => {
    const s = position(['Alien Groupie']);
    const choice = chooseOption(s, botRng(1), newMemo());
    expect(s.pending?.options.find((o) => o.id === choice)?.group).not.toBe('interrupt');
  });
});

/** player-2's Federation ship at Explore Black Cluster (space: Stellar Cartography + Leadership, or CUNNING>50) with `crew` aboard. */
function spacePosition(crew: string[], at = 'Explore Black Cluster'): GameState {
  const s = built({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Explore Black Cluster', 'Distress Mission', 'Reported Activity'],
    turn: { active: 'player-2', number: 3, stage: 'play' },
    'player-1': { missions: ['Distress Mission', 'Reported Activity'] },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Explore Black Cluster'], outposts: [{ card: 'Federation Outpost', at: 'Avert Danger', crew: [] }], ships: [{ card: 'U.S.S. Galaxy', at, crew }] },
  } as PositionSpec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  (s.players['player-2'] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  // a turn may open with the offer of a persona swap: none
  while (s.pending && s.pending.kind === 'personaSwap') apply(s, { decision: s.pending.id, option: (s.pending.options[0] as Option).id });
  return s;
}

describe('the heuristic and space missions', () => {
  it('attempts a space mission of its icon with the crew of its ship there when the crew meets it', () => {
    const s = spacePosition(['Morgan Bateson', 'Taitt', "Jenna D'Sora"]);
    const attempt = s.pending?.options.find((o) => o.group === 'attempt') as Option;
    expect(attempt?.label).toContain('Explore Black Cluster');
    expect(chooseOption(s, botRng(1), newMemo())).toBe(attempt.id);
  });

  it('flies a crew that meets it there from elsewhere', () => {
    const s = spacePosition(['Morgan Bateson', 'Taitt', "Jenna D'Sora"], 'Avert Danger');
    const choice = s.pending?.options.find((o) => o.id === chooseOption(s, botRng(1), newMemo()));
    expect(choice?.group).toBe('move');
    expect(choice?.label).toContain('Explore Black Cluster');
  });

  it('boundary: a crew that does not meet it (Neela Daren, Taitt and Jenna D\'Sora: no Leadership, CUNNING far below 50) does not attempt it', () => {
    const s = spacePosition(['Neela Daren', 'Taitt', "Jenna D'Sora"]);
    const attempt = s.pending?.options.find((o) => o.group === 'attempt');
    expect(attempt).toBeDefined();
    expect(chooseOption(s, botRng(1), newMemo())).not.toBe(attempt?.id);
  });
});

/** The decisions of a built position taken by `pick` (the first option by default) until `until` holds. */
function stepUntil(s: GameState, until: (s: GameState) => boolean, pick: (s: GameState) => string = (x) => (x.pending?.options.find((o) => o.act.type === 'pass') ?? x.pending?.options[0] as Option).id): GameState {
  for (let n = 0; n < 20 && s.pending && !until(s); n++) apply(s, { decision: s.pending.id, option: pick(s) });
  return s;
}
const offers = (label: string) => (s: GameState) => s.pending?.options.some((o) => o.label.startsWith(label)) === true;

/** player-2's Away Team `team` on Reported Activity (Navigation and ENGINEER x2; 35 points) attempts it, `hand` in hand; up to its response point after the completion, or its next decision. */
function completing(team: string[], hand: string[], foeHand: string[] = []): GameState {
  const s = built({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Reported Activity', 'Distress Mission', 'Survey Mission'],
    'player-1': { missions: ['Distress Mission', 'Survey Mission'], hand: foeHand },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Reported Activity'], hand, planets: { 'Reported Activity': team } },
  } as PositionSpec);
  stepUntil(s, offers('Attempt'));
  apply(s, { decision: (s.pending as { id: string }).id, option: (s.pending?.options.find((o) => o.label.startsWith('Attempt')) as Option).id });
  return stepUntil(s, (x) => offers('Play Particle Fountain')(x) || x.pending?.kind === 'main');
}

/** player-2's Away Team `team` attempts Gault and meets the Q player-1 seeded there; `hands` the two hands; up to `who`'s point after it is revealed. */
function facingQ(team: string[], hands: { p1: string[]; p2: string[] }, who: PlayerId): GameState {
  const s = built({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], hand: hands.p1, seeded: { Gault: ['Q'] } },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Survey Mission'], hand: hands.p2, planets: { Gault: team } },
  } as PositionSpec);
  stepUntil(s, offers('Attempt'));
  apply(s, { decision: (s.pending as { id: string }).id, option: (s.pending?.options.find((o) => o.label.startsWith('Attempt')) as Option).id });
  return stepUntil(s, (x) => x.pending?.player === who && offers('Play Q2')(x));
}

describe('the heuristic at a response point (docs/RULINGS.md "Coverage: Q, Rogue Borg and bonus points")', () => {
  it('plays Particle Fountain right after its Away Team with ENGINEER x2 completes a planet mission: judged past the other player\'s response window, as if he passed', () => {
    const s = completing(['Klag', "Ja'rod", 'Kromm'], ['Particle Fountain']);
    const pf = optionOf(s, 'Play Particle Fountain') as Option;
    expect(pf).toBeDefined();
    const t = cloneState(s);
    apply(t, { decision: (t.pending as { id: string }).id, option: pf.id });
    expect(t.pending).toMatchObject({ player: 'player-1', kind: 'respond' }); // plain one step ahead: the card still waits to resolve
    expect(evaluate(t, 'player-2') - evaluate(s, 'player-2')).toBeLessThan(0);
    expect(chooseOption(s, botRng(1), newMemo())).toBe(pf.id);
    apply(s, { decision: (s.pending as { id: string }).id, option: pf.id });
    stepUntil(s, (x) => x.pending?.kind === 'main');
    expect(s.players['player-2']?.score).toBe(40);
  });

  it('the same where the other player could answer it (an Amanda Rogers in his hand); negative: a team with one ENGINEER is not asked (the rules offer no play)', () => {
    const s = completing(['Klag', "Ja'rod", 'Kromm'], ['Particle Fountain'], ['Amanda Rogers']);
    const pf = optionOf(s, 'Play Particle Fountain') as Option;
    expect(pf).toBeDefined();
    expect(chooseOption(s, botRng(1), newMemo())).toBe(pf.id);
    const one = completing(['Klag', 'Kromm', "Kle'eg", 'Gorath'], ['Particle Fountain']);
    expect(optionOf(one, 'Play Particle Fountain')).toBeUndefined();
  });

  it('boundary: Q2 is not played to nullify its own Q that the other player\'s team faces (no gain one step ahead)', () => {
    const own = facingQ(['Klag', 'Kromm'], { p1: ['Q2'], p2: [] }, 'player-1');
    const q2 = optionOf(own, 'Play Q2: nullify Q') as Option;
    expect(q2).toBeDefined();
    expect(chooseOption(own, botRng(1), newMemo())).not.toBe(q2.id);
  });
});
