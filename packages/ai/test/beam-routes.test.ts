/**
 * The heuristic does not beam round in circles (bots version 17). In constructed self-play a seat
 * with two outposts at one place loaded its personnel from one onto the other and back until the
 * turn's 120 decisions ran out, turn after turn; another carried a team ship to ship, down to a
 * planet and up again. Now a beam between two of the seat's own outposts is never given, and one
 * route (where from, where to) is beamed along at most twice a turn.
 */
import { describe, expect, it } from 'vitest';
import { apply, buildPosition } from '@stccg/engine';
import type { GameState, Option, PositionSpec } from '@stccg/engine';
import { chooseOption, newMemo, orderKey } from '../src/heuristic.ts';
import type { TurnMemo } from '../src/heuristic.ts';
import { botRng } from '../src/random.ts';

function built(spec: PositionSpec): GameState {
  const s = buildPosition(spec);
  (s.players['player-1'] as { deckAffiliation?: string }).deckAffiliation = 'federation';
  (s.players['player-2'] as { deckAffiliation?: string }).deckAffiliation = 'romulan';
  return s;
}

/** Five Romulans whose CUNNING (41) meets Excavation (Archaeology or CUNNING > 32). */
const FIVE = ['Sela', 'Alidar Jarok', "N'Vek", 'Parem', 'Pardek'];

/**
 * player-2 (Romulan, to play, at its main decision) with a Romulan Outpost (crewed by `crew`) and a
 * Neutral Outpost at Excavation (a planet, 25 points), nobody on the planet.
 */
function twoOutposts(crew: string[]): GameState {
  const s = built({
    format: 'constructed',
    spaceline: ['Excavation', 'Investigate Sighting', 'Distress Mission', 'Reported Activity'],
    turn: { active: 'player-2', number: 3, stage: 'play' },
    'player-1': { missions: ['Distress Mission', 'Reported Activity'] },
    'player-2': {
      missions: ['Excavation', 'Investigate Sighting'],
      outposts: [
        { card: 'Romulan Outpost', at: 'Excavation', crew },
        { card: 'Neutral Outpost', at: 'Excavation' },
      ],
    },
  });
  // the start of the turn's decisions before the main one (a persona swap offered, declined)
  for (let i = 0; i < 10 && s.pending && s.pending.kind !== 'main'; i++) apply(s, { decision: s.pending.id, option: chooseOption(s, botRng(1)) });
  return s;
}

const isOutpostToOutpost = (s: GameState, o: Option): boolean =>
  o.act.type === 'beam' && o.act.from.card !== undefined && o.act.to.card !== undefined && s.cards[o.act.from.card]?.def.includes('outpost') === true && s.cards[o.act.to.card]?.def.includes('outpost') === true;

/** Plays the seat's main decisions (and what they lead to) with the heuristic until its turn ends or `limit` decisions; returns the options chosen at main decisions. */
function playTurn(s: GameState, memo: TurnMemo, limit = 200): Option[] {
  const rng = botRng(7);
  const chosen: Option[] = [];
  const turn = s.turn.number;
  for (let i = 0; i < limit && s.pending && !s.result && s.turn.number === turn; i++) {
    const d = s.pending;
    const id = chooseOption(s, rng, d.player === 'player-2' ? memo : newMemo());
    if (d.kind === 'main') chosen.push(d.options.find((o) => o.id === id) as Option);
    apply(s, { decision: d.id, option: id });
  }
  return chosen;
}

describe('beams that go round', () => {
  it('the position offers a beam from one outpost to the other (the loop was possible)', () => {
    const s = twoOutposts(FIVE);
    expect(s.pending?.kind).toBe('main');
    expect(s.pending?.options.some((o) => isOutpostToOutpost(s, o))).toBe(true);
  });

  it('never beams from one of its outposts onto another, and the turn ends', () => {
    // two personnel who meet no mission: nothing to do, and the outposts were the loop's place
    const s = twoOutposts(['Tomalak', 'Tokath']);
    const memo = newMemo();
    const chosen = playTurn(s, memo);
    expect(chosen.filter((o) => isOutpostToOutpost(s, o))).toEqual([]);
    expect(chosen.at(-1)?.group).toBe('end');
    expect(chosen.length).toBeLessThan(10);
  });

  it('nor in the cheap mode of the search playouts', () => {
    const s = twoOutposts(['Tomalak', 'Tokath']);
    const chosen = playTurn(s, newMemo(true));
    expect(chosen.filter((o) => isOutpostToOutpost(s, o))).toEqual([]);
    expect(chosen.at(-1)?.group).toBe('end');
  });

  it('a route beamed along twice this turn is not taken a third time, where once it still is', () => {
    const s = twoOutposts(FIVE);
    const d = s.pending;
    const down = (d?.options ?? []).find((o) => o.act.type === 'beam' && o.act.to.planet !== undefined) as Option;
    expect(down).toBeDefined();
    const key = orderKey(down) as string;
    const memo = (count: number): TurnMemo => {
      const m = newMemo();
      m.turn = s.turn.number;
      m.orders.set(key, count);
      return m;
    };
    // the team meets Excavation: beaming it down is the policy's choice, after one beam along that route or none
    expect(chooseOption(s, botRng(1), memo(0))).toBe(down.id);
    expect(chooseOption(s, botRng(1), memo(1))).toBe(down.id);
    // after two, never (here the turn ends: nothing else is worth an order)
    const third = chooseOption(s, botRng(1), memo(2));
    expect(third).not.toBe(down.id);
    expect(d?.options.find((o) => o.id === third)?.group).toBe('end');
  });

  it('counts attempts by mission and beams by route; other orders are not counted', () => {
    const s = twoOutposts(['Tomalak', 'Tokath']);
    for (const o of s.pending?.options ?? []) {
      const k = orderKey(o);
      if (o.group === 'attempt') expect(k).toBe(o.target);
      else if (o.act.type === 'beam') expect(k).toMatch(/^beam .+ > .+$/);
      else expect(k).toBeUndefined();
    }
  });
});
