/**
 * Random games: whatever the players choose among the offered options, a game never gets stuck,
 * never throws, always ends with a result, and keeps its invariants after every action (each of
 * the 120 cards in exactly one place, points equal to completed missions and bonuses, a live
 * game always has a decision with distinct options).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkInvariants, Game, replay, stateHash } from '../../src/index.ts';
import { mulberry32 as rng } from '../../src/core/rng.ts';


const MAX_ACTIONS = 20_000;

interface Outcome {
  errors: string[];
  actions: number;
  game: Game;
}

function play(seed: number, botSeed: number, fedAlways: boolean, kliAlways: boolean): Outcome {
  const game = Game.create({ seed });
  if (fedAlways) game.setAlwaysRespond('federation', true);
  if (kliAlways) game.setAlwaysRespond('klingon', true);
  const r = rng(botSeed);
  const errors: string[] = [];
  let n = 0;
  for (; !game.state.result && n < MAX_ACTIONS; n++) {
    const p = game.state.pending;
    if (!p) {
      errors.push(`no decision pending after ${n} actions`);
      break;
    }
    const o = p.options[Math.floor(r() * p.options.length)];
    game.act({ decision: p.id, option: o?.id as string }, p.player);
    const bad = checkInvariants(game.state);
    if (bad.length) {
      errors.push(`after action ${n + 1} (${p.kind} ${o?.id}): ${bad.join('; ')}`);
      break;
    }
  }
  if (!game.state.result && errors.length === 0) errors.push(`no result after ${n} actions (stuck?)`);
  return { errors, actions: n, game };
}

describe('random games', () => {
  it('20 random games end with a result and never break an invariant', () => {
    const results: string[] = [];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 0x7fffffff }), fc.integer({ min: 1, max: 0x7fffffff }), fc.boolean(), fc.boolean(), (seed, botSeed, fa, ka) => {
        const out = play(seed, botSeed, fa, ka);
        expect(out.errors).toEqual([]);
        expect(out.game.state.result).not.toBeNull();
        results.push(out.game.state.result?.reason ?? '');
      }),
      { numRuns: 20, seed: 1996, endOnFailure: true },
    );
    expect(results).toHaveLength(20);
  });

  it('a random game\'s record replays to its final hash', () => {
    const out = play(4242, 99, true, true);
    expect(out.errors).toEqual([]);
    const rec = out.game.finish();
    expect(stateHash(replay(rec, { log: false }))).toBe(stateHash(out.game.state));
  });
});
