/**
 * Records across engine versions (docs/DESIGN.md, "Records across versions"): a record made by an
 * engine whose rules have since changed replays with the frozen bundle of that engine, bit for bit;
 * the current engine would not replay it (its hashes differ), and a version that is not kept is
 * refused with a sentence naming those that are.
 *
 * The fixtures were made by the engines they name, as each stood when it was frozen:
 * - engine 0.2.0 (frozen from the commit before the pick and attack prompts changed their words,
 *   which changed the state hashes): 80 random actions of seed 4, then the Klingon concedes;
 * - engine 0.2.1 (before options carried their acts, Option.act, which the pending decision's hash
 *   covers): 120 actions of seed 5 (the option at i*7 modulo the count), then the Federation concedes;
 * - engine 0.3.0 (before lasting effects named their source's definition, LastingEffect.by): seed 8
 *   the same way until ten actions after the first lasting effect (69 actions, with a Plasma Fire
 *   and a Loss of Orbital Stability), then the Federation concedes.
 * - engine 0.4.0 (before interrupts and events were declared as data and response points came from
 *   the card pool: the shapes of their frames and windows differ, the moves do not): seed 10 with
 *   the premiums, the option at i*7 modulo the count for 120 actions, then the Federation concedes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION, Game, RESUMES_GAMES_OF, ReplayError, allFacts, cardDataVersion, engineOfRecord, frozenEngine, replay, replayRecord, replayableVersions, stateHash } from '../../src/index.ts';
import { canonical, hash64 } from '../../src/core/hash.ts';
import type { GameRecord } from '../../src/index.ts';

const fixture = (v: string): GameRecord => JSON.parse(readFileSync(new URL(`../fixtures/record-engine-${v}.json`, import.meta.url), 'utf8')) as GameRecord;
const old = fixture('0.2.0');
const older = [
  { version: '0.2.0', record: old, reason: 'klingon conceded', differsAt: 25 },
  { version: '0.2.1', record: fixture('0.2.1'), reason: 'federation conceded', differsAt: 25 },
  { version: '0.3.0', record: fixture('0.3.0'), reason: 'federation conceded', differsAt: 69 },
  { version: '0.4.0', record: fixture('0.4.0'), reason: 'federation conceded', differsAt: 50 },
];

describe('records across engine versions', () => {
  for (const o of older) {
    it(`a record of engine ${o.version} replays with its frozen engine, to the result it records`, async () => {
      expect(o.record.engineVersion).toBe(o.version);
      expect(engineOfRecord(o.record)).toBe(o.version);
      const { state, engine, hash, seats } = await replayRecord(o.record);
      expect(engine).toBe(o.version);
      expect(state.result).toEqual(o.record.result);
      // the seats and the hash as that engine knew them: engines before 0.4 kept no list of seats
      expect(seats).toEqual(['federation', 'klingon']);
      expect(hash).toBe((await frozenEngine(o.version))?.stateHash(state));
      expect(state.result?.reason).toBe(o.reason);
      expect(state.seq).toBe(o.record.actions.length);
    });

    it(`the current engine does not replay engine ${o.version}'s record: its rules have changed since, and the hashes say so`, () => {
      expect(ENGINE_VERSION).not.toBe(o.version);
      expect(() => replay(o.record)).toThrow(new RegExp(`state hash differs after action ${o.differsAt}:`));
    });
  }

  it('engine 0.4.0\'s games carry on under this engine (RESUMES_GAMES_OF): its moves apply one by one and end as recorded', () => {
    const rec = fixture('0.4.0');
    expect(RESUMES_GAMES_OF).toContain('0.4.0');
    const g = Game.create({ seed: rec.seed, decks: rec.decks });
    for (const a of rec.actions) g.act(a);
    g.concede('federation');
    expect(g.state.result).toEqual(rec.result);
    expect(g.state.seq).toBe(rec.actions.length);
  });

  it('a record of the current engine replays with the current engine', async () => {
    const g = Game.create({ seed: 4 });
    for (let i = 0; i < 30; i++) {
      const p = g.state.pending as NonNullable<typeof g.state.pending>;
      g.act({ decision: p.id, option: (p.options[0] as { id: string }).id });
    }
    const rec = g.finish();
    expect(engineOfRecord(rec)).toBe('current');
    const { engine, state, seats, hash } = await replayRecord(rec);
    expect(engine).toBe(ENGINE_VERSION);
    expect(state.seq).toBe(30);
    expect(seats).toEqual(g.state.seats);
    expect(hash).toBe(stateHash(g.state));
  });

  it('a version that is not kept is refused, naming the versions that replay; a damaged old record is refused too', async () => {
    const unknown = { ...old, engineVersion: '0.1.9' };
    expect(engineOfRecord(unknown)).toBeNull();
    await expect(replayRecord(unknown)).rejects.toThrow(new ReplayError(`the record was made by engine 0.1.9, which this version cannot replay (it replays engines ${replayableVersions().join(', ')})`));
    expect(replayableVersions()).toEqual([ENGINE_VERSION, '0.1.0', '0.2.0', '0.2.1', '0.3.0', '0.4.0']);
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
    // records made before engine 0.2.1 name none, and still replay; 0.2.1's name theirs
    expect(old.cardData).toBeUndefined();
    expect(older[1]?.record.cardData).toMatch(/^facts:[0-9a-f]{16}$/);
  });
});
