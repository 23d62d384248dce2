/**
 * Records across engine versions (docs/DESIGN.md, "Records across versions"): a record made by an
 * engine whose rules have since changed replays with the frozen bundle of that engine, bit for bit;
 * the current engine would not replay it (its hashes differ), and a version that is not kept is
 * refused with a sentence naming those that are.
 *
 * The fixture was made by engine 0.2.0 (frozen from the commit before the pick and attack prompts
 * changed their words, which changed the state hashes): 80 random actions of seed 4, then the
 * Klingon concedes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, Game, ReplayError, allFacts, cardDataVersion, engineOfRecord, replay, replayRecord, replayableVersions } from '../../src/index.ts';
import { canonical, hash64 } from '../../src/core/hash.ts';
import type { GameRecord } from '../../src/index.ts';

const old = JSON.parse(readFileSync(new URL('../fixtures/record-engine-0.2.0.json', import.meta.url), 'utf8')) as GameRecord;

describe('records across engine versions', () => {
  it('a record of engine 0.2.0 replays with its frozen engine, to the result it records', async () => {
    expect(old.engineVersion).toBe('0.2.0');
    expect(engineOfRecord(old)).toBe('0.2.0');
    const { state, engine } = await replayRecord(old);
    expect(engine).toBe('0.2.0');
    expect(state.result).toEqual(old.result);
    expect(state.result?.reason).toBe('klingon conceded');
  });

  it('the current engine does not replay it: its rules have changed since, and the hashes say so', () => {
    expect(ENGINE_VERSION).not.toBe('0.2.0');
    expect(() => replay(old)).toThrow(/state hash differs after action 75/);
  });

  it('a record of the current engine replays with the current engine', async () => {
    const g = Game.create({ seed: 4 });
    for (let i = 0; i < 30; i++) {
      const p = g.state.pending as NonNullable<typeof g.state.pending>;
      g.act({ decision: p.id, option: (p.options[0] as { id: string }).id });
    }
    const rec = g.finish();
    expect(engineOfRecord(rec)).toBe('current');
    const { engine, state } = await replayRecord(rec);
    expect(engine).toBe(ENGINE_VERSION);
    expect(state.seq).toBe(30);
  });

  it('a version that is not kept is refused, naming the versions that replay; a damaged old record is refused too', async () => {
    const unknown = { ...old, engineVersion: '0.1.9' };
    expect(engineOfRecord(unknown)).toBeNull();
    await expect(replayRecord(unknown)).rejects.toThrow(new ReplayError(`the record was made by engine 0.1.9, which this version cannot replay (it replays engines ${replayableVersions().join(', ')})`));
    expect(replayableVersions()).toEqual([ENGINE_VERSION, '0.1.0', '0.2.0']);
    // an own-property lookup: a version such as "constructor" names no engine
    expect(engineOfRecord({ ...old, engineVersion: 'constructor' })).toBeNull();
    const damaged = { ...old, actions: old.actions.map((a, i) => (i === 10 ? { ...a, option: 'no-such-option' } : a)) };
    await expect(replayRecord(damaged)).rejects.toThrow(/action 11 cannot be replayed/);
  });

  it('a record names the card data it was played with: a hash of every card\'s facts, which any change to a card changes', () => {
    const rec = Game.create({ seed: 9 }).finish();
    expect(rec.cardData).toBe(cardDataVersion());
    expect(cardDataVersion()).toBe(`facts:${hash64(canonical(allFacts()))}`);
    expect(allFacts().length).toBeGreaterThan(100);
    // one card's name changed: another version
    const changed = allFacts().map((f, i) => (i === 0 ? { ...f, name: `${f.name}!` } : f));
    expect(`facts:${hash64(canonical(changed))}`).not.toBe(cardDataVersion());
    // records made before engine 0.2.1 name none, and still replay
    expect(old.cardData).toBeUndefined();
  });
});
