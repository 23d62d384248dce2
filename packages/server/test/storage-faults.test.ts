/**
 * A store that cannot be written (a full disk) or reached (a database that is down) mid-game:
 * the move is refused with the error 'storage' and a sentence, the game stays exactly as it was
 * (the same state hash), nothing that was acknowledged is lost, and once the store is back the
 * next move is stored and the store replays to the game's hash. Faults are injected at the store
 * (a wrapper whose append throws SQLITE_FULL, ENOSPC or ECONNREFUSED); the real full disk is in
 * disk-full.test.ts, the real PostgreSQL outage in postgres-down.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { stateHash } from '@stccg/engine';
import type { PlayerState } from '@stccg/engine';
import { GameActor, rebuild } from '../src/actor.ts';
import type { ActorEnv, Conn, Timers } from '../src/actor.ts';
import type { BotPool } from '../src/bots.ts';
import type { ServerMsg } from '../src/protocol.ts';
import { openStore } from '../src/store.ts';
import type { GameStore, StoredGame } from '../src/store.ts';
import { DB_DOWN, DISK_FULL, FaultyStore, NO_SPACE } from './faulty-store.ts';


/** The pending decision as its seat is shown it (options named by the seat's handles, as a client sends them). */
function shownPending(actor: GameActor): { id: string; player: 'federation' | 'klingon'; options: { id: string }[] } | null {
  const raw = actor.state.pending;
  if (!raw) return null;
  const p = actor.viewFor(raw.player).pending;
  return p ? { id: p.id, player: p.player as 'federation' | 'klingon', options: p.options ?? [] } : null;
}

/** Timers that run only when the test says so: no move happens behind the test's back. */
class ManualTimers implements Timers {
  private queue: (() => void)[] = [];
  now(): number {
    return 0;
  }
  setTimeout(fn: () => void): unknown {
    this.queue.push(fn);
    return fn;
  }
  runAll(): void {
    for (const fn of this.queue.splice(0)) fn();
  }
}

/** A bot pool whose answers the test releases one at a time (the first option offered). */
class HeldBots {
  held: { decision: string; answer: () => void }[] = [];
  decide(_key: string, name: string, _seed: number, _view: unknown, d: { id: string; options: { id: string }[] }): Promise<{ option: string; used: string }> {
    return new Promise((resolve) => this.held.push({ decision: d.id, answer: () => resolve({ option: (d.options[0] as { id: string }).id, used: name }) }));
  }
  release(): void {}
}

class FakeConn implements Conn {
  static next = 1;
  readonly id = FakeConn.next++;
  viewer: Conn['viewer'] = null;
  actor: Conn['actor'] = null;
  logSent = 0;
  msgs: ServerMsg[] = [];
  send(msg: ServerMsg | string): void {
    this.msgs.push(typeof msg === 'string' ? (JSON.parse(msg) as ServerMsg) : msg);
  }
  take(): ServerMsg[] {
    return this.msgs.splice(0);
  }
}

const stores: GameStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

async function setup(o: { bot?: boolean } = {}) {
  const inner = await openStore(':memory:');
  stores.push(inner);
  const store = new FaultyStore(inner);
  const meta: StoredGame = {
    id: 'g1',
    createdAt: '2026-01-01T00:00:00.000Z',
    seed: '5e'.repeat(32),
    withPremiums: false,
    seats: {
      federation: { kind: 'human', tokenHash: 'h-fed' },
      klingon: o.bot ? { kind: 'bot', bot: 'random', botSeed: 3, tokenHash: null } : { kind: 'human', tokenHash: 'h-kli' },
    },
    status: 'playing',
    result: null,
  };
  await inner.createGame(meta);
  const timers = new ManualTimers();
  const bots = new HeldBots();
  const env: ActorEnv = { store, bots: bots as unknown as BotPool, logger: pino({ level: 'silent' }), botThinkMs: 1, responseDelayMs: 0, timers };
  const actor = new GameActor(meta, rebuild(meta, []), 0, env);
  const conns = { federation: new FakeConn(), klingon: new FakeConn() };
  await actor.attach(conns.federation, 'federation');
  if (!o.bot) await actor.attach(conns.klingon, 'klingon');
  actor.askBot();
  /** The seat to move answers with its first option. */
  const move = async () => {
    const p = shownPending(actor);
    if (!p) throw new Error('no decision pending');
    const conn = conns[p.player];
    await actor.act(conn, actor.state.seq, p.id, (p.options[0] as { id: string }).id);
    return { conn, decision: p.id };
  };
  /** What the store holds, replayed: its state hash. */
  const storedHash = async () => {
    const l = await inner.load('g1');
    if (!l) throw new Error('the game is not in the store');
    return { hash: stateHash(rebuild(l.game, l.log).state), entries: l.log.length };
  };
  const settle = async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setImmediate(r));
      await actor.enqueue(() => undefined);
    }
  };
  return { inner, store, actor, conns, move, storedHash, settle, timers, bots };
}

describe('a move the store refuses', () => {
  it.each([
    ['SQLITE_FULL', DISK_FULL],
    ['ENOSPC', NO_SPACE],
  ])('disk full (%s): refused with a sentence, the game exactly as it was; stored once there is room', async (_code, error) => {
    const { store, actor, conns, move, storedHash } = await setup();
    for (let i = 0; i < 12; i++) await move();
    const hash = stateHash(actor.state);
    const seq = actor.state.seq;
    const p = shownPending(actor);
    if (!p) throw new Error('no decision pending');
    const mover = conns[p.player];
    const other = conns[p.player === 'federation' ? 'klingon' : 'federation'];
    mover.take();
    other.take();

    store.fault = { error };
    await actor.act(mover, seq, p.id, (p.options[0] as { id: string }).id);
    expect(stateHash(actor.state)).toBe(hash);
    expect(actor.state.seq).toBe(seq);
    expect(mover.take()).toEqual([
      { type: 'error', code: 'storage', seq, message: "the game's store cannot be written: the disk is full; your move was not applied; try again" },
    ]);
    expect(other.take()).toEqual([]);
    expect(await storedHash()).toEqual({ hash, entries: seq });

    // Room again: the same move goes in, and the store replays to the game's hash.
    store.fault = null;
    await actor.act(mover, seq, p.id, (p.options[0] as { id: string }).id);
    expect(actor.state.seq).toBe(seq + 1);
    expect(mover.take().map((m) => m.type)).toEqual(['view']);
    expect(other.take().map((m) => m.type)).toEqual(['view']);
    expect(await storedHash()).toEqual({ hash: stateHash(actor.state), entries: seq + 1 });
  });

  it('database down (writes and reads fail): refused, nothing changes; back up, play goes on and nothing acknowledged is lost', async () => {
    const { store, actor, conns, move, storedHash } = await setup();
    for (let i = 0; i < 10; i++) await move();
    const hash = stateHash(actor.state);
    const seq = actor.state.seq;
    conns.federation.take();
    conns.klingon.take();
    store.fault = { error: DB_DOWN, reads: true };
    for (let attempt = 0; attempt < 3; attempt++) {
      const { conn } = await move();
      expect(stateHash(actor.state)).toBe(hash);
      const msgs = conn.take();
      expect(msgs).toHaveLength(1);
      expect(msgs[0]).toMatchObject({ type: 'error', code: 'storage', seq });
      expect((msgs[0] as { message: string }).message).toMatch(/^the game's store cannot be (written|read): the database server cannot be reached; your move was not applied; try again$/);
    }
    // A settings change is refused the same way.
    conns.federation.take();
    await actor.settings(conns.federation, !(actor.state.players.federation as PlayerState).alwaysRespond);
    expect(conns.federation.take()).toMatchObject([{ type: 'error', code: 'storage' }]);
    expect(stateHash(actor.state)).toBe(hash);

    store.fault = null;
    for (let i = 0; i < 10; i++) await move();
    expect(actor.state.seq).toBe(seq + 10);
    expect(await storedHash()).toEqual({ hash: stateHash(actor.state), entries: seq + 10 });
  });

  it('an append that reached the store but whose answer was lost: the next move finds it there and the game carries on from the store', async () => {
    const { store, actor, conns, move, storedHash } = await setup();
    for (let i = 0; i < 8; i++) await move();
    const seq = actor.state.seq;
    const p = shownPending(actor);
    if (!p) throw new Error('no decision pending');
    const mover = conns[p.player];
    mover.take();
    store.fault = { error: DB_DOWN, lostAnswer: true };
    await actor.act(mover, seq, p.id, (p.options[0] as { id: string }).id);
    expect(mover.take()).toMatchObject([{ type: 'error', code: 'storage', seq }]);
    expect(actor.state.seq).toBe(seq);
    // The store has the entry although the game did not show it.
    expect((await storedHash()).entries).toBe(seq + 1);

    store.fault = null;
    await actor.act(mover, seq, p.id, (p.options[0] as { id: string }).id);
    // Not written twice: the game is now the game as stored, and the sender is told its move is stale.
    const msgs = mover.take();
    expect(msgs.map((m) => m.type)).toContain('view');
    expect(msgs.find((m) => m.type === 'error')).toMatchObject({ code: 'stale', seq: seq + 1 });
    expect(actor.state.seq).toBe(seq + 1);
    expect(await storedHash()).toEqual({ hash: stateHash(actor.state), entries: seq + 1 });
    await move();
    expect(await storedHash()).toEqual({ hash: stateHash(actor.state), entries: seq + 2 });
  });

  it("a bot's move the store refuses is tried again, and goes in once the store is back", async () => {
    const { store, actor, conns, move, storedHash, settle, timers, bots } = await setup({ bot: true });
    // Play the federation's decisions until the bot has one.
    for (let i = 0; i < 200 && bots.held.length === 0; i++) {
      if (actor.state.pending?.player !== 'federation') break;
      await move();
      await settle();
    }
    const held = bots.held.shift();
    if (!held) throw new Error('the bot was never asked');
    const hash = stateHash(actor.state);
    const seq = actor.state.seq;
    store.fault = { error: DISK_FULL };
    held.answer();
    await settle();
    expect(store.failedAppends).toBe(1);
    expect(stateHash(actor.state)).toBe(hash);
    // Still full: tried again, refused again, the game unchanged.
    timers.runAll();
    await settle();
    expect(store.failedAppends).toBe(2);
    expect(stateHash(actor.state)).toBe(hash);

    store.fault = null;
    conns.federation.take();
    timers.runAll();
    await settle();
    expect(actor.state.seq).toBeGreaterThan(seq);
    const stored = await storedHash();
    expect(stored.hash).toBe(stateHash(actor.state));
    expect(conns.federation.take().some((m) => m.type === 'view')).toBe(true);
    const log = (await store.inner.load('g1'))?.log ?? [];
    expect(log[seq]).toMatchObject({ t: 'act', p: 'klingon', d: held.decision });
  });
});
