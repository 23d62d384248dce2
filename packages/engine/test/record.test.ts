import { describe, expect, it } from 'vitest';
import { Game, HASH_EVERY, ReplayError, replay, stateHash } from '../src/index.ts';

function play(g: Game, n: number, pick = 0): void {
  for (let i = 0; i < n && !g.state.result; i++) {
    const p = g.state.pending!;
    g.act({ decision: p.id, option: p.options[(i + pick) % p.options.length]!.id });
  }
}

describe('game records', () => {
  it('a conceded game replays to the same result and hash', () => {
    const g = Game.create({ seed: 4 });
    play(g, 40);
    g.concede('federation');
    expect(g.state.result?.winner).toBe('klingon');
    const s = replay(JSON.parse(JSON.stringify(g.record)));
    expect(s.result?.reason).toMatch(/conceded/);
    expect(stateHash(s)).toBe(stateHash(g.state));
  });
  it('a concession or a setting made right after a hashed action (every HASH_EVERY) replays: the hash there is taken after it', () => {
    const g = Game.create({ seed: 4 });
    play(g, HASH_EVERY);
    g.setAlwaysRespond('klingon', true);
    play(g, HASH_EVERY, 1);
    expect(g.record.actions.length).toBe(2 * HASH_EVERY);
    g.concede('federation');
    const s = replay(JSON.parse(JSON.stringify(g.record)));
    expect(s.result?.reason).toMatch(/conceded/);
    expect(stateHash(s)).toBe(stateHash(g.state));
  });
  it('conceding a finished game changes nothing', () => {
    const g = Game.create({ seed: 4 });
    play(g, 10);
    g.concede('klingon');
    const before = stateHash(g.state);
    g.concede('federation');
    expect(stateHash(g.state)).toBe(before);
    expect(g.record.conceded?.[1]).toBe('klingon');
  });
  it('the always-respond setting is recorded and replayed at the same point', () => {
    const g = Game.create({ seed: 9 });
    play(g, 30);
    g.setAlwaysRespond('federation', true);
    play(g, 200, 1);
    g.finish();
    expect(g.record.settings).toEqual([[30, 'federation', true]]);
    const s = replay(JSON.parse(JSON.stringify(g.record)));
    expect(stateHash(s)).toBe(stateHash(g.state));
    const without = { ...g.record, settings: [] };
    expect(() => replay(without)).toThrow(ReplayError);
  });
  it('a record of another format is refused with a clear error', () => {
    expect(() => replay({ format: 'nope' } as never)).toThrow(/not a game record/);
  });
  it('a game conceded before its first action replays, with a numeric seed and with a key', () => {
    for (const seed of [5, 'ab'.repeat(32)]) {
      const g = Game.create({ seed });
      g.concede('federation');
      const rec = JSON.parse(JSON.stringify(g.finish())) as typeof g.record;
      const s = replay(rec);
      expect(s.result?.winner).toBe('klingon');
      expect(stateHash(s)).toBe(stateHash(g.state));
    }
  });
  it('a record of format 1 (engine 0.1) replays under its generator and rules; format 2 is what new games write', () => {
    const old = Game.create({ seed: 9, legacy: true });
    const now = Game.create({ seed: 9 });
    expect(old.record.format).toBe('stccg1e-record/1');
    expect(now.record.format).toBe('stccg1e-record/2');
    for (const g of [old, now]) {
      for (let i = 0; i < 40 && g.state.pending; i++) g.act({ decision: g.state.pending.id, option: (g.state.pending.options[0] as { id: string }).id });
      const rec = JSON.parse(JSON.stringify(g.finish())) as typeof g.record;
      expect(stateHash(replay(rec))).toBe(stateHash(g.state));
    }
    // the same number deals other games under the two generators
    expect(stateHash(old.state)).not.toBe(stateHash(now.state));
  });
});
