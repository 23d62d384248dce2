import { describe, expect, it } from 'vitest';
import { Game, ReplayError, replay, stateHash } from '../src/index.ts';

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
});
