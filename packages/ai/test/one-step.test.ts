/**
 * Any card (issue 28): where the heuristic has no rule for an option's effect, it applies the
 * option to a copy of the position and evaluates the result (one step of lookahead), never a fixed
 * default; only the search's cheap playouts give such an option a fixed score. heuristicCounts
 * counts both, as `npm run bench:ai` prints them.
 *
 * Two kinds the policy has no rule for, in built constructed positions: an equipment card whose
 * effect is not a skill (Klingon Disruptor: +2 STRENGTH to the Klingons in its group), played at
 * a main decision; and a dilemma's own question (Sarjenka: help her for 5 points, which stops every
 * Away Team on the planet, or leave her), a decision kind the policy does not know.
 */
import { describe, expect, it } from 'vitest';
import { apply, autoAnswer, buildPosition, cloneState } from '@stccg/engine';
import type { GameState, Option, PlayerId, PositionSpec } from '@stccg/engine';
import { chooseOption, evaluate, heuristicCounts, newMemo, resetHeuristicCounts } from '../src/heuristic.ts';
import { botRng } from '../src/random.ts';

/** The built position with the sides' affiliations set (a deck's affiliation is what the heuristic's missions read). */
function built(spec: PositionSpec): GameState {
  const s = buildPosition(spec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  (s.players['player-2'] as { deckAffiliation?: string }).deckAffiliation = 'klingon';
  return s;
}

/**
 * player-2 (Klingon, to play) with a Klingon Disruptor in hand and `crew` at its outpost at A Good
 * Place to Die (Physics and STRENGTH > 33, or Biology and Honor; 25 points).
 */
function disruptorPosition(crew: string[]): GameState {
  return built({
    format: 'constructed',
    spaceline: ['A Good Place to Die', 'Gault', 'Distress Mission', 'Reported Activity'],
    turn: { active: 'player-2', number: 3, stage: 'play' },
    'player-1': { missions: ['Distress Mission', 'Reported Activity'] },
    'player-2': { missions: ['A Good Place to Die', 'Gault'], hand: ['Klingon Disruptor'], outposts: [{ card: 'Klingon Outpost', at: 'A Good Place to Die', crew }] },
  });
}

/** player-2's Away Team `team` attempts Gault (Exobiology, OFFICER and Honor x2; 30 points) and meets Sarjenka, then Wind Dancer. */
function sarjenkaPosition(team: string[]): GameState {
  const s = built({
    format: 'constructed',
    spaceline: ['Avert Danger', 'Gault', 'Survey Mission', 'Distress Mission', 'Reported Activity'],
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], seeded: { Gault: ['Sarjenka', 'Wind Dancer'] } },
    'player-2': { missions: ['Avert Danger', 'Gault', 'Survey Mission'], planets: { Gault: team } },
  });
  const gault = Object.values(s.cards).find((c) => c.def === 'gault')?.id as string;
  apply(s, { decision: (s.pending as { id: string }).id, option: `attempt:${gault}` });
  for (let i = 0; i < 20 && s.pending && s.pending.kind !== 'chooseSarjenka'; i++) {
    const id = autoAnswer(s) ?? (s.pending.options.find((o) => o.group === 'pass') as Option | undefined)?.id;
    if (id === undefined) break;
    apply(s, { decision: s.pending.id, option: id });
  }
  return s;
}

/** The seat's gain, in the evaluation's points, from taking the option (one step, on a copy). */
function gain(s: GameState, id: string): number {
  const me = s.pending?.player as PlayerId;
  const t = cloneState(s);
  apply(t, { decision: (t.pending as { id: string }).id, option: id });
  return evaluate(t, me) - evaluate(s, me);
}

const optionId = (s: GameState, label: string): string => (s.pending?.options.find((o) => o.label.includes(label)) as Option).id;

describe('options of an effect the heuristic has no rule for', () => {
  it('an equipment of no skill is played when one step ahead shows a gain (the +2 STRENGTH meets a mission)', () => {
    // Kromm (Physics), Klag, Dukath and Batrell: STRENGTH 29, 37 with the Disruptor
    const s = disruptorPosition(['Kromm', 'Klag', 'Dukath', 'Batrell']);
    const play = optionId(s, 'Play Klingon Disruptor');
    expect(gain(s, play)).toBeGreaterThan(10);
    resetHeuristicCounts();
    expect(chooseOption(s, botRng(1), newMemo())).toBe(play);
    // three options: ending the turn and the beam by rule, the Disruptor one step ahead
    expect(heuristicCounts.full).toEqual({ decisions: 1, options: 3, rule: 2, oneStep: 1, fixed: 0 });
    expect(heuristicCounts.cheap.decisions).toBe(0);
  });

  it('and is not played when it shows a loss (no Physics: the STRENGTH meets nothing, a card leaves the hand)', () => {
    const s = disruptorPosition(['Klag', 'Dukath', 'Batrell']);
    const play = optionId(s, 'Play Klingon Disruptor');
    expect(gain(s, play)).toBeLessThan(-0.5);
    resetHeuristicCounts();
    const choice = chooseOption(s, botRng(1), newMemo());
    expect(choice).not.toBe(play);
    expect(s.pending?.options.find((o) => o.id === choice)?.group).toBe('end');
    expect(heuristicCounts.full.oneStep).toBe(1);
    expect(heuristicCounts.full.fixed).toBe(0);
  });

  it('the search\'s cheap playouts give it a fixed score instead, counted apart', () => {
    const s = disruptorPosition(['Klag', 'Dukath', 'Batrell']);
    resetHeuristicCounts();
    // as before issue 28's change: an equipment the cheap policy does not model is played
    expect(chooseOption(s, botRng(1), newMemo(true))).toBe(optionId(s, 'Play Klingon Disruptor'));
    expect(heuristicCounts.cheap).toEqual({ decisions: 1, options: 3, rule: 2, oneStep: 0, fixed: 1 });
    expect(heuristicCounts.full.decisions).toBe(0);
  });

  it('a dilemma\'s question: Sarjenka is helped when her 5 points are a gain (a team that cannot solve the mission anyway)', () => {
    const s = sarjenkaPosition(['Kromm', 'Divok']);
    expect(s.pending?.kind).toBe('chooseSarjenka');
    expect(gain(s, 'sarjenka:help')).toBe(5);
    resetHeuristicCounts();
    expect(chooseOption(s, botRng(1), newMemo())).toBe('sarjenka:help');
    // leaving her is passing (a rule); helping is judged one step ahead
    expect(heuristicCounts.full).toEqual({ decisions: 1, options: 2, rule: 1, oneStep: 1, fixed: 0 });
  });

  it('and left when stopping the team costs more than they are worth (a team that meets Gault)', () => {
    const s = sarjenkaPosition(['Batrell', 'Gorath', 'jddan', 'Kromm']);
    expect(s.pending?.kind).toBe('chooseSarjenka');
    expect(gain(s, 'sarjenka:help')).toBeLessThan(0);
    resetHeuristicCounts();
    expect(chooseOption(s, botRng(1), newMemo())).toBe('sarjenka:ignore');
    expect(heuristicCounts.full.oneStep).toBe(1);
  });

  it('at the boundary: a gain of 3 points or less does not beat passing', () => {
    // a team of STRENGTH 44 that does not meet Gault: helping gains 5 points but stops the team
    const s = sarjenkaPosition(['Kromm', 'Divok', 'Klag', 'Dukath', 'Batrell', 'Gorath']);
    const g = gain(s, 'sarjenka:help');
    expect(g).toBeGreaterThan(0);
    expect(g).toBeLessThanOrEqual(3);
    expect(chooseOption(s, botRng(1), newMemo())).toBe('sarjenka:ignore');
  });

  it('a single option is no decision: nothing is counted', () => {
    const s = sarjenkaPosition(['Kromm', 'Divok']);
    s.pending = { ...(s.pending as NonNullable<GameState['pending']>), options: [(s.pending as NonNullable<GameState['pending']>).options[0] as Option] };
    resetHeuristicCounts();
    expect(chooseOption(s, botRng(1), newMemo())).toBe('sarjenka:help');
    expect(heuristicCounts.full.decisions).toBe(0);
  });
});
