/**
 * Determinism: a game is a function of its seed, its decks and its actions. A full game recorded
 * with Game replays to the same state hash with replay(record); a tampered record fails with
 * ReplayError.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, Game, newGame, replay, ReplayError, stateHash, RECORD_FORMAT } from '../../src/index.ts';
import { mulberry32 as rng } from '../../src/core/rng.ts';
import type { Action, GameRecord } from '../../src/index.ts';
import { seat } from '../../src/index.ts';


/** Plays a whole game with uniformly random choices; the Federation seat always gets its response windows. */
function playRandom(seed: number): Game {
  const game = Game.create({ seed });
  game.setAlwaysRespond('federation', true);
  const r = rng(seed ^ 0x5eed);
  for (let n = 0; !game.state.result && n < 50_000; n++) {
    const p = game.state.pending;
    if (!p) throw new Error('no decision pending in a live game');
    const o = p.options[Math.floor(r() * p.options.length)];
    game.act({ decision: p.id, option: o?.id as string });
  }
  return game;
}

const clone = (r: GameRecord): GameRecord => JSON.parse(JSON.stringify(r)) as GameRecord;

describe('determinism and replay', () => {
  let game: Game;
  let record: GameRecord;
  beforeAll(() => {
    game = playRandom(20240);
    record = game.finish();
  });

  it('a full random game ends, and its record (saved as JSON) replays to the same final state hash, result and log', () => {
    expect(game.state.result).not.toBeNull();
    expect(record.format).toBe(RECORD_FORMAT);
    expect(record.actions.length).toBeGreaterThan(100);
    expect(record.hashes[record.hashes.length - 1]).toEqual([record.actions.length, stateHash(game.state)]);
    const again = replay(clone(record));
    expect(stateHash(again)).toBe(stateHash(game.state));
    expect(again.result).toEqual(game.state.result);
    expect(again.log.map((e) => e.text)).toEqual(game.state.log.map((e) => e.text));
  });

  it('the same seed gives the same start; another seed a different one', () => {
    expect(stateHash(newGame({ seed: 77 }))).toBe(stateHash(newGame({ seed: 77 })));
    expect(stateHash(newGame({ seed: 77 }))).not.toBe(stateHash(newGame({ seed: 78 })));
  });

  it('a record whose action was changed to another offered option fails with ReplayError', () => {
    // walk the game to a point where another option was offered, and substitute it
    const s = newGame({ seed: record.seed, decks: record.decks });
    for (const [at, p, on] of record.settings ?? []) if (at === 0) seat(s, p).alwaysRespond = on;
    const t = clone(record);
    for (let i = 0; i < record.actions.length; i++) {
      const a = record.actions[i] as Action;
      const other = s.pending?.options.find((o) => o.id !== a.option && o.group !== 'end' && o.group !== 'pass');
      if (i >= 40 && other) {
        t.actions[i] = { decision: a.decision, option: other.id };
        break;
      }
      apply(s, a);
    }
    expect(t.actions).not.toEqual(record.actions);
    expect(() => replay(t, { log: false })).toThrow(ReplayError);
  });

  it('a record with an option that was never offered fails with ReplayError naming the action', () => {
    const t = clone(record);
    (t.actions[10] as { option: string }).option = 'fly to the moon';
    expect(() => replay(t, { log: false })).toThrow(ReplayError);
    expect(() => replay(t, { log: false })).toThrow(/action 11 /);
  });

  it('a record with a changed seed fails with ReplayError', () => {
    const t = clone(record);
    t.seed = (record.seed as number) + 1;
    expect(() => replay(t, { log: false })).toThrow(ReplayError);
  });

  it('a record with a tampered state hash fails with ReplayError', () => {
    const t = clone(record);
    const last = t.hashes[t.hashes.length - 1] as [number, string];
    last[1] = last[1] === '0000000000000000' ? '0000000000000001' : '0000000000000000';
    expect(() => replay(t, { log: false })).toThrow(/hash differs/);
  });

  it('a record with a dropped action fails with ReplayError', () => {
    const t = clone(record);
    t.actions.splice(50, 1);
    expect(() => replay(t, { log: false })).toThrow(ReplayError);
  });

  it('something that is not a record fails with ReplayError', () => {
    expect(() => replay({ ...clone(record), format: 'something else' } as unknown as GameRecord)).toThrow(ReplayError);
    expect(() => replay(null as unknown as GameRecord)).toThrow(ReplayError);
  });
});
