/**
 * Walls and tolls (bots version 20). A dilemma a seat has seen under a mission (met there before,
 * or shown) is read by what not overcoming it does, from its declaration (dilemmaFailDispose): one
 * that stays under the mission to be met again is a wall, and a team short of its requirements does
 * not attempt there; one that is discarded when not overcome (the team stopped, or someone lost) is a
 * toll, paid once: the team attempts, its readiness there discounted as for a face-down dilemma.
 * Before, every seen dilemma was a wall, which kept a seat that knew the dilemmas (a measurement, or
 * the search's foreseen worlds) away from missions it could take.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition } from '@stccg/engine';
import type { GameState, LocationId, Option } from '@stccg/engine';
import { dilemmaFailDispose } from '@stccg/engine/cards/common.ts';
import { teamStats } from '@stccg/engine/rules/attributes.ts';
import { chooseOption, evaluate, newMemo } from '../src/heuristic.ts';
import { botRng } from '../src/random.ts';

/** Five Romulans who meet Excavation (Archaeology or CUNNING > 32: Galathon's Archaeology), with no Computer Skill and STRENGTH 40. */
const FIVE = ['Sela', 'Alidar Jarok', 'Galathon', 'Parem', 'Pardek'];

/**
 * player-2 (Romulan, to play, at its main decision) with `team` on Excavation's planet; player-1
 * (Federation) seeded `dilemmas` under Excavation, turned face up when `seen`.
 */
function atExcavation(team: string[], dilemmas: string[], seen: boolean): GameState {
  const s = buildPosition({
    format: 'constructed',
    spaceline: ['Excavation', 'Investigate Sighting', 'Distress Mission', 'Reported Activity'],
    turn: { active: 'player-2', number: 3, stage: 'play' },
    'player-1': { missions: ['Distress Mission', 'Reported Activity'], seeded: { Excavation: dilemmas } },
    'player-2': { missions: ['Excavation', 'Investigate Sighting'], outposts: [{ card: 'Romulan Outpost', at: 'Investigate Sighting' }], planets: { Excavation: team } },
  });
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  (s.players['player-2'] as { deckAffiliation?: string }).deckAffiliation = 'romulan';
  for (let i = 0; i < 10 && s.pending && s.pending.kind !== 'main'; i++) apply(s, { decision: s.pending.id, option: chooseOption(s, botRng(1)) });
  if (seen) for (const c of Object.values(s.cards)) if (c.at.z === 'underMission') c.revealed = true;
  return s;
}

const excavation = (s: GameState): LocationId => s.spaceline.find((l) => s.cards[l]?.def === 'excavation') as LocationId;

/** The group of the option the heuristic picks at player-2's main decision. */
function pick(s: GameState): Option {
  expect(s.pending?.kind).toBe('main');
  expect(s.pending?.player).toBe('player-2');
  const id = chooseOption(s, botRng(3), newMemo());
  return s.pending?.options.find((o) => o.id === id) as Option;
}

const attemptsHere = (s: GameState): boolean => {
  const o = pick(s);
  return o.group === 'attempt' && o.target === excavation(s);
};

describe('what a dilemma does when not overcome, read from its declaration', () => {
  it('a dilemma that stays under the mission is a wall; one discarded is a toll; one of its own shape is neither', () => {
    expect(dilemmaFailDispose('impassable-door')).toBe('return');
    expect(dilemmaFailDispose('shaka-when-the-walls-fell')).toBe('return');
    expect(dilemmaFailDispose('nausicaans')).toBe('discard');
    expect(dilemmaFailDispose('archer')).toBe('discard');
    expect(dilemmaFailDispose('tarellian-plague-ship')).toBeUndefined();
  });
});

describe('the heuristic at a mission whose dilemmas it has seen (bots 20)', () => {
  it('the team meets the mission and lacks both the Door\'s Computer Skill and the Nausicaans\' STRENGTH', () => {
    const s = atExcavation(FIVE, ['Impassable Door'], false);
    const ids = Object.values(s.cards).filter((c) => c.owner === 'player-2' && c.at.z === 'planet').map((c) => c.id);
    expect(ids).toHaveLength(5);
    const t = teamStats(s, ids);
    expect(t.skills.get('Computer Skill') ?? 0).toBe(0);
    expect(t.skills.get('Archaeology')).toBe(1);
    expect(t.STRENGTH).toBeLessThanOrEqual(44);
  });

  it('attempts where the dilemmas are face down (unknown)', () => {
    expect(attemptsHere(atExcavation(FIVE, ['Impassable Door'], false))).toBe(true);
    expect(attemptsHere(atExcavation(FIVE, ['Nausicaans'], false))).toBe(true);
  });

  it('does not attempt through a seen wall it cannot pass', () => {
    expect(attemptsHere(atExcavation(FIVE, ['Impassable Door'], true))).toBe(false);
    expect(attemptsHere(atExcavation(FIVE, ['Nausicaans', 'Impassable Door'], true))).toBe(false);
  });

  it('attempts through a seen toll it cannot overcome (the Nausicaans go to the discard pile either way)', () => {
    expect(attemptsHere(atExcavation(FIVE, ['Nausicaans'], true))).toBe(true);
    expect(attemptsHere(atExcavation(FIVE, ['Nausicaans', 'Archer'], true))).toBe(true);
  });

  it('attempts through a seen wall its team passes (Palteth\'s Computer Skill added)', () => {
    expect(attemptsHere(atExcavation([...FIVE, 'Palteth'], ['Impassable Door'], true))).toBe(true);
  });

  it('values a seen toll below a clear mission and above a seen wall', () => {
    const clear = evaluate(atExcavation(FIVE, [], true), 'player-2');
    const toll = evaluate(atExcavation(FIVE, ['Nausicaans'], true), 'player-2');
    const wall = evaluate(atExcavation(FIVE, ['Impassable Door'], true), 'player-2');
    expect(toll).toBeLessThan(clear);
    expect(toll).toBeGreaterThan(wall);
  });
});
