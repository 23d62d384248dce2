/**
 * Clocks and leaving (issue 29), on a fake clock (no real waiting): a person's bank runs only while
 * a decision of theirs is pending, a response point costs nothing up to the grace (so the clock the
 * opponent sees is the same whether the point was answered by the server or by the player), the
 * per-turn increment, the loss on time and its record, the clock after a restart (the downtime not
 * charged), presence and the claim of a game whose opponent left. Runs the actor (and the hub for
 * creation) on a store in memory.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Game, buildPosition, RECORD_FORMAT, ENGINE_VERSION, seedKey, standardDecks } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import { GameActor, RESPONSE_DELAY_MS, rebuild } from '../src/actor.ts';
import type { Conn, Timers } from '../src/actor.ts';
import { Clock, RESPONSE_GRACE_MS, responseGrace } from '../src/clock.ts';
import type { ClockView } from '../src/clock.ts';
import type { BotPool } from '../src/bots.ts';
import { Hub } from '../src/hub.ts';
import { openStore } from '../src/store.ts';
import { ClientMsg, CreateGameReq } from '../src/protocol.ts';
import type { ServerMsg } from '../src/protocol.ts';
import type { GameStore, LogEntry, StoredGame } from '../src/store.ts';
import { DISK_FULL, FaultyStore } from './faulty-store.ts';

/** A clock that moves only when told to; what falls due runs in time order, promises settling in between. */
class FakeClock implements Timers {
  t = 0;
  private queue: { at: number; fn: () => void }[] = [];
  now(): number {
    return this.t;
  }
  /** Callbacks not run yet. */
  get waiting(): number {
    return this.queue.length;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    this.queue.push({ at: this.t + Math.max(0, ms), fn });
    return null;
  }
  async advance(ms: number): Promise<void> {
    const end = this.t + ms;
    await settle();
    for (;;) {
      this.queue.sort((a, b) => a.at - b.at);
      const next = this.queue[0];
      if (!next || next.at > end) break;
      this.queue.shift();
      this.t = Math.max(this.t, next.at);
      next.fn();
      await settle();
    }
    this.t = end;
    await settle();
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((r) => setImmediate(r));
}

const BANK = 60_000;
const silent = pino({ level: 'silent' });
const noBots = { decide: () => Promise.reject(new Error('no bots here')), release: () => undefined } as unknown as BotPool;

let stores: GameStore[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

interface Table {
  actor: GameActor;
  clock: FakeClock;
  wall: { t: number };
  store: GameStore;
  meta: StoredGame;
  fed: Conn & { got: { at: number; msg: ServerMsg }[] };
  kli: Conn & { got: { at: number; msg: ServerMsg }[] };
}

function conn(id: number, clock: FakeClock): Conn & { got: { at: number; msg: ServerMsg }[] } {
  const got: { at: number; msg: ServerMsg }[] = [];
  return { id, got, send: (m) => got.push({ at: clock.now(), msg: typeof m === 'string' ? (JSON.parse(m) as ServerMsg) : m }), viewer: null, actor: null, logSent: 0 };
}

/** Two people at the intro position where the Federation may move (and the Klingon then respond), with a clock or none. */
async function table(o: { clock?: { bankMs: number; incrementMs: number } | null; klingonHand?: string[]; claimAfterMs?: number; attachKlingon?: boolean; dealt?: boolean; faulty?: boolean } = {}): Promise<Table & { faulty: FaultyStore | null }> {
  const clock = new FakeClock();
  const wall = { t: Date.parse('2030-01-01T00:00:00Z') };
  const real = await openStore(':memory:');
  stores.push(real);
  const faulty = o.faulty ? new FaultyStore(real) : null;
  const store: GameStore = faulty ?? real;
  const state = buildPosition({
    turn: { active: 'federation' },
    federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'gault', crew: ['Taurik', 'Mendon'] }] },
    klingon: { hand: o.klingonHand ?? ['Kromm'] },
  });
  const meta: StoredGame = {
    id: 'clocked',
    createdAt: new Date(wall.t).toISOString(),
    // dealt: a game from its seed (its log replays, for restarts); else the position above
    seed: o.dealt ? seedKey(1) : 1,
    engineVersion: ENGINE_VERSION,
    withPremiums: false,
    seats: { federation: { kind: 'human', tokenHash: 'f' }, klingon: { kind: 'human', tokenHash: 'k' } },
    status: 'playing',
    result: null,
  };
  const c = o.clock === undefined ? { bankMs: BANK, incrementMs: 0 } : o.clock;
  if (c) meta.clock = c;
  const game = o.dealt ? rebuild(meta, []) : new Game(state, { format: RECORD_FORMAT, engineVersion: ENGINE_VERSION, seed: 1, decks: standardDecks(), options: {} });
  await store.createGame(meta);
  const actor = new GameActor(meta, game, 0, { store, bots: noBots, logger: silent, botThinkMs: 10, timers: clock, now: () => wall.t, claimAfterMs: o.claimAfterMs });
  actor.askBot();
  const fed = conn(1, clock);
  const kli = conn(2, clock);
  await actor.attach(fed, 'federation');
  if (o.attachKlingon !== false) await actor.attach(kli, 'klingon');
  return { actor, clock, wall, store, meta, fed, kli, faulty };
}

/** Answers the seat's pending decision with the option of this group (as the seat's view names it). */
async function answer(t: Table, seat: 'federation' | 'klingon', group: string): Promise<void> {
  const p = t.actor.viewFor(seat).pending as NonNullable<PlayerView['pending']>;
  expect(p.player).toBe(seat);
  const opt = (p.options ?? []).find((x) => x.group === group);
  expect(opt, `an option of group ${group}`).toBeDefined();
  await t.actor.act(seat === 'federation' ? t.fed : t.kli, t.actor.state.seq, p.id, (opt as { id: string }).id);
  await settle();
}

/** Answers whatever is pending with its first option (as the deciding seat's view names it); answers the seat. */
async function answerFirst(t: Table): Promise<'federation' | 'klingon'> {
  const seat = t.actor.state.pending?.player as 'federation' | 'klingon';
  const p = t.actor.viewFor(seat).pending as NonNullable<PlayerView['pending']>;
  await t.actor.act(seat === 'federation' ? t.fed : t.kli, t.actor.state.seq, p.id, (p.options ?? [])[0]?.id as string);
  await settle();
  return seat;
}

const clocksOf = (c: Table['fed']) => c.got.filter((r) => r.msg.type === 'view' || r.msg.type === 'welcome').map((r) => ({ at: r.at, clock: (r.msg as { clock?: ClockView }).clock }));
const lastEntry = async (t: Table): Promise<LogEntry | undefined> => (await t.store.load(t.meta.id))?.log.at(-1);

describe('the Clock bookkeeping', () => {
  it('charges only beyond the grace, counts down the running bank only, and says when it runs out', () => {
    const c = new Clock({ bankMs: 10_000, incrementMs: 2000 }, ['federation', 'klingon']);
    c.start('federation', 0, 0);
    expect(c.remaining('federation', 4000)).toBe(6000);
    expect(c.remaining('klingon', 4000)).toBe(10_000);
    expect(c.dueIn(4000)).toBe(6000);
    expect(c.stop(4000)).toBe('federation');
    c.start('klingon', 4000, 3000);
    expect(c.remaining('klingon', 7000)).toBe(10_000); // within the grace: free
    expect(c.view(5000).graceMs).toBe(2000);
    expect(c.remaining('klingon', 7001)).toBe(9999);
    expect(c.dueIn(7000)).toBe(10_000);
    c.stop(8000);
    expect(c.banks).toEqual({ federation: 6000, klingon: 9000 });
    expect(c.running).toBeNull();
    expect(c.dueIn(8000)).toBeNull();
    c.addIncrement('federation');
    expect(c.banks.federation).toBe(8000);
  });

  it('the grace covers the response delay whatever it is set to', () => {
    expect(responseGrace(RESPONSE_DELAY_MS)).toBe(RESPONSE_GRACE_MS);
    expect(responseGrace(5000)).toBeGreaterThan(5000);
  });
});

describe('a clock is chosen when the game is created', () => {
  it('validates bank and increment at the boundaries, and refuses unknown fields', () => {
    const ok = (clock: unknown) => CreateGameReq.safeParse({ mode: 'friend', clock }).success;
    expect(ok({ bankSeconds: 30 })).toBe(true);
    expect(ok({ bankSeconds: 86_400, incrementSeconds: 3600 })).toBe(true);
    expect(ok({ bankSeconds: 600, incrementSeconds: 0 })).toBe(true);
    expect(ok(null)).toBe(true);
    expect(ok({ bankSeconds: 29 })).toBe(false);
    expect(ok({ bankSeconds: 86_401 })).toBe(false);
    expect(ok({ bankSeconds: 60.5 })).toBe(false);
    expect(ok({ bankSeconds: 600, incrementSeconds: -1 })).toBe(false);
    expect(ok({ bankSeconds: 600, incrementSeconds: 3601 })).toBe(false);
    expect(ok({ bankSeconds: 600, extra: 1 })).toBe(false);
    expect(ok({})).toBe(false);
  });

  it('a claim is a message of the protocol, with no fields', () => {
    expect(ClientMsg.safeParse({ type: 'claim' }).success).toBe(true);
    expect(ClientMsg.safeParse({ type: 'claim', seat: 'klingon' }).success).toBe(false);
  });

  it('stores the clock with the game and shows it in its summary; none by default, against the bot too; the tutorial has none', async () => {
    const store = await openStore(':memory:');
    stores.push(store);
    const hub = new Hub({ store, bots: noBots, logger: silent, botThinkMs: 10 }, silent, {});
    try {
      const clocked = await hub.create({ mode: 'friend', clock: { bankSeconds: 600, incrementSeconds: 10 } }, 'http://x');
      expect((await hub.summary(clocked.gameId))?.clock).toEqual({ bankSeconds: 600, incrementSeconds: 10 });
      expect((await store.load(clocked.gameId))?.game.clock).toEqual({ bankMs: 600_000, incrementMs: 10_000 });
      const plain = await hub.create({ mode: 'friend' }, 'http://x');
      expect((await hub.summary(plain.gameId))?.clock).toBeUndefined();
      expect((await store.load(plain.gameId))?.game.clock).toBeUndefined();
      await expect(hub.create({ mode: 'tutorial', clock: { bankSeconds: 600 } }, 'http://x')).rejects.toMatchObject({ status: 400, message: /no clock/ });
    } finally {
      await hub.close();
    }
  });
});

describe('the store keeps the clock', () => {
  it('adds the clock column to a database of an earlier version, keeping its games (which have no clock)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-clock-'));
    const file = join(dir, 'old.sqlite');
    try {
      const first = await openStore(file);
      await first.createGame({ id: 'old', createdAt: new Date(0).toISOString(), seed: seedKey(1), withPremiums: false, seats: {}, status: 'playing', result: null });
      await first.close();
      const db = new Database(file);
      db.exec('ALTER TABLE games DROP COLUMN clock');
      db.close();
      const again = await openStore(file);
      stores.push(again);
      expect((await again.load('old'))?.game.clock).toBeUndefined();
      await again.createGame({ id: 'new', createdAt: new Date(0).toISOString(), seed: seedKey(2), withPremiums: false, seats: {}, status: 'playing', result: null, clock: { bankMs: 1000, incrementMs: 0 } });
      await again.updateGame('new', { clock: { bankMs: 1000, incrementMs: 0, banks: { federation: 5 }, atEntry: 0 } });
      expect((await again.load('new'))?.game.clock).toEqual({ bankMs: 1000, incrementMs: 0, banks: { federation: 5 }, atEntry: 0 });
    } finally {
      for (const s of stores.splice(0)) await s.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the banks', () => {
  it('do not run before the friend takes the other seat; start when they do', async () => {
    const store = await openStore(':memory:');
    stores.push(store);
    const clock = new FakeClock();
    const hub = new Hub({ store, bots: noBots, logger: silent, botThinkMs: 10, timers: clock }, silent, {});
    try {
      const made = await hub.create({ mode: 'friend', clock: { bankSeconds: 60 } }, 'http://x');
      const actor = (await hub.get(made.gameId)) as GameActor;
      expect(actor.clockView()).toMatchObject({ running: null, remainingMs: { federation: BANK, klingon: BANK } });
      await clock.advance(BANK + 10);
      expect(actor.isOver).toBe(false);
      await hub.join(made.gameId, made.invite as string);
      const running = actor.clockView()?.running;
      expect(running).toBe(actor.state.pending?.player);
      await clock.advance(1000);
      expect(actor.clockView()?.remainingMs[running as 'federation']).toBe(BANK - 1000);
    } finally {
      await hub.close();
    }
  });


  it('run only while a decision of their seat is pending; the answer is charged and stored with the log entry', async () => {
    const t = await table();
    expect(t.actor.clockView()).toMatchObject({ running: 'federation', remainingMs: { federation: BANK, klingon: BANK }, graceMs: 0 });
    await t.clock.advance(10_000);
    expect(t.actor.clockView()?.remainingMs).toEqual({ federation: BANK - 10_000, klingon: BANK });
    await answer(t, 'federation', 'move');
    expect((await lastEntry(t)) as { k?: unknown }).toMatchObject({ t: 'act', p: 'federation', k: { federation: BANK - 10_000, klingon: BANK } });
    // the Klingon is asked to respond: its bank runs (after the grace)
    const v = clocksOf(t.fed).at(-1)?.clock;
    expect(v).toMatchObject({ running: 'klingon', remainingMs: { federation: BANK - 10_000, klingon: BANK } });
    expect(v?.graceMs).toBe(responseGrace(RESPONSE_DELAY_MS));
  });

  it('a response point held past its grace is charged the time beyond it; answered at the grace exactly, nothing', async () => {
    for (const [took, charged] of [
      [RESPONSE_GRACE_MS, 0],
      [RESPONSE_GRACE_MS + 2000, 2000],
    ] as const) {
      const t = await table({ klingonHand: ['Long-Range Scan'] });
      await answer(t, 'federation', 'move');
      await t.clock.advance(took);
      await answer(t, 'klingon', 'pass');
      expect(t.actor.clockView()?.remainingMs.klingon).toBe(BANK - charged);
    }
  });

  it('gives the per-turn increment to the seat whose turn begins', async () => {
    const t = await table({ clock: { bankMs: BANK, incrementMs: 5000 } });
    await t.clock.advance(1000);
    await answer(t, 'federation', 'end');
    await t.clock.advance(RESPONSE_DELAY_MS + 10);
    expect(t.actor.state.turn).toMatchObject({ number: 2, active: 'klingon' });
    // one clock check waits, however many decisions came and went
    expect(t.clock.waiting).toBe(1);
    expect(t.actor.clockView()?.remainingMs.federation).toBe(BANK - 1000);
    // the entry that began the Klingon's turn holds its bank with the increment (its own decision runs since)
    const log = (await t.store.load(t.meta.id))?.log ?? [];
    expect(log.map((e) => (e as { k?: Record<string, number> }).k?.klingon)).toContain(BANK + 5000);
    expect(log.map((e) => (e as { k?: Record<string, number> }).k?.federation)).not.toContain(BANK + 4000);
  });
});

describe('the clock the opponent sees does not show whether a response was asked', () => {
  /** The Federation moves; the Klingon, a person, has nothing to play (the server answers) or holds an interrupt and passes at the same moment. */
  async function fedSees(hand: string[], klingonPasses: boolean) {
    const t = await table({ klingonHand: hand });
    await t.clock.advance(1234);
    t.fed.got.length = 0;
    await answer(t, 'federation', 'move');
    if (klingonPasses) {
      await t.clock.advance(RESPONSE_DELAY_MS);
      await answer(t, 'klingon', 'pass');
    }
    await t.clock.advance(RESPONSE_DELAY_MS + 100);
    return clocksOf(t.fed);
  }

  it('is the same, message for message and moment for moment', async () => {
    const server = await fedSees(['Kromm'], false);
    const person = await fedSees(['Long-Range Scan'], true);
    expect(server.length).toBeGreaterThanOrEqual(2);
    expect(server.map((x) => x.at)).toEqual([0, RESPONSE_DELAY_MS].map((d) => 1234 + d));
    expect(person).toEqual(server);
    // both clocks as they were: the response point cost nothing
    expect(server.at(-1)?.clock).toMatchObject({ running: 'federation', remainingMs: { federation: BANK - 1234, klingon: BANK } });
  });
});

describe('time running out', () => {
  it('the bank is not out a millisecond before; then its player loses, and the record and the store say so', async () => {
    const t = await table();
    await t.clock.advance(BANK - 1);
    expect(t.actor.isOver).toBe(false);
    await t.clock.advance(2);
    expect(t.actor.isOver).toBe(true);
    const over = t.fed.got.find((r) => r.msg.type === 'gameOver')?.msg as Extract<ServerMsg, { type: 'gameOver' }>;
    expect(over.result).toMatchObject({ winner: 'klingon', reason: 'time' });
    expect(t.kli.got.some((r) => r.msg.type === 'gameOver')).toBe(true);
    expect(JSON.parse(over.record)).toMatchObject({ time: { winner: 'klingon', reason: 'time' }, clock: { remainingMs: { federation: 0, klingon: BANK } } });
    const stored = await t.store.load(t.meta.id);
    expect(stored?.game).toMatchObject({ status: 'finished', result: { winner: 'klingon', reason: 'time' } });
    expect(t.actor.summary().result).toMatchObject({ reason: 'time' });
    // nothing more can be played
    const before = t.fed.got.length;
    await answer(t, 'federation', 'move').catch(() => undefined);
    expect(t.fed.got.slice(before).map((r) => r.msg)).toContainEqual(expect.objectContaining({ type: 'error', code: 'game-over' }));
    expect(stored?.log).toHaveLength(0);
  });

  it('an answer that comes after the bank ran out (before the check) is refused and the game lost', async () => {
    const t = await table();
    // the clock moves past the bank without running the timer
    t.clock.t += BANK + 5;
    const p = t.actor.viewFor('federation').pending as NonNullable<PlayerView['pending']>;
    const move = (p.options ?? []).find((x) => x.group === 'move') as { id: string };
    await t.actor.act(t.fed, t.actor.state.seq, p.id, move.id);
    expect(t.fed.got.map((r) => r.msg)).toContainEqual(expect.objectContaining({ type: 'error', code: 'game-over', message: expect.stringMatching(/time ran out/) as unknown }));
    expect(t.actor.meta.result).toMatchObject({ winner: 'klingon', reason: 'time' });
    expect((await t.store.load(t.meta.id))?.log).toHaveLength(0);
  });

  it('runs for a disconnected player too', async () => {
    const t = await table();
    t.actor.detach(t.fed);
    await t.clock.advance(BANK + 1);
    expect(t.actor.meta.result).toMatchObject({ winner: 'klingon', reason: 'time' });
  });
});

describe('a store that refuses', () => {
  it('a refused move charges nothing and the bank keeps running; a loss on time waits for the store, then stands', async () => {
    const t = await table({ faulty: true });
    const f = t.faulty as FaultyStore;
    await t.clock.advance(10_000);
    f.fault = { error: DISK_FULL };
    await answer(t, 'federation', 'move');
    expect(t.fed.got.map((r) => r.msg)).toContainEqual(expect.objectContaining({ type: 'error', code: 'storage' }));
    expect(t.actor.clockView()).toMatchObject({ running: 'federation', remainingMs: { federation: BANK - 10_000 } });
    await t.clock.advance(BANK - 10_000 + 1);
    // the bank ran out but the store cannot take the loss yet: nothing ended
    expect(t.actor.isOver).toBe(false);
    f.fault = null;
    await t.clock.advance(1000);
    expect(t.actor.meta.result).toMatchObject({ winner: 'klingon', reason: 'time' });
    expect((await t.store.load(t.meta.id))?.game.status).toBe('finished');
  });
});

describe('a restart', () => {
  async function reload(t: Table, later: FakeClock): Promise<GameActor> {
    const loaded = await t.store.load(t.meta.id);
    if (!loaded) throw new Error('not stored');
    const a = new GameActor(loaded.game, rebuild(loaded.game, loaded.log), loaded.log, { store: t.store, bots: noBots, logger: silent, botThinkMs: 10, timers: later });
    a.askBot();
    return a;
  }

  /** A dealt game: the first seat to decide takes 10 s; then the next seat to decide 7 s before the stop. */
  async function played(): Promise<{ t: Table; first: string; second: string; banks: Record<string, number> }> {
    const t = await table({ dealt: true });
    await t.clock.advance(10_000);
    const first = await answerFirst(t);
    const second = t.actor.state.pending?.player as string;
    expect(t.meta.seats[second as 'federation']?.kind).toBe('human');
    await t.clock.advance(7000);
    const banks = { federation: BANK, klingon: BANK };
    banks[first as 'federation'] -= 10_000;
    return { t, first, second, banks };
  }

  it('keeps the banks: the time taken before a clean stop is charged, the downtime is not', async () => {
    const { t, second, banks } = await played();
    await t.actor.close();
    const later = new FakeClock();
    later.t = 99_000_000; // a long downtime
    const again = await reload(t, later);
    const after = { ...banks, [second]: (banks[second] ?? 0) - 7000 };
    expect(again.clockView()).toMatchObject({ running: second, remainingMs: after });
    await later.advance(3000);
    expect(again.clockView()?.remainingMs[second as 'federation']).toBe((after[second] ?? 0) - 3000);
    // and it still runs out
    await later.advance((after[second] ?? 0) - 3000 + 1);
    expect(again.meta.result).toMatchObject({ reason: 'time', winner: second === 'federation' ? 'klingon' : 'federation' });
  });

  it('after a crash (no stop written) the banks are those of the last log entry', async () => {
    const { t, second, banks } = await played();
    const later = new FakeClock();
    later.t = 5_000_000;
    const again = await reload(t, later);
    expect(again.clockView()).toMatchObject({ running: second, remainingMs: banks });
  });
});

describe('leaving and claiming', () => {
  const CLAIM = 5 * 60_000;
  const lastError = (c: Table['fed']) => [...c.got].reverse().find((r) => r.msg.type === 'error')?.msg as Extract<ServerMsg, { type: 'error' }> | undefined;

  it('tells the one who stays when the game may be claimed; refused before, granted at the moment; recorded as abandoned with the claimer the winner', async () => {
    const t = await table({ clock: null, claimAfterMs: CLAIM });
    // no clock: none in the views; the welcome says who is here
    expect(clocksOf(t.fed)[0]?.clock).toBeUndefined();
    expect(t.actor.clockView()).toBeNull();
    expect((t.kli.got[0]?.msg as { presence?: unknown }).presence).toEqual({ federation: { here: true }, klingon: { here: true } });
    t.fed.got.length = 0;
    t.actor.detach(t.kli);
    expect(t.fed.got.at(-1)?.msg).toEqual({ type: 'presence', presence: { federation: { here: true }, klingon: { here: false, claimInMs: CLAIM } } });
    t.wall.t += CLAIM - 1;
    await t.actor.claim(t.fed);
    expect(lastError(t.fed)).toMatchObject({ code: 'cannot-claim', message: expect.stringMatching(/in 1 s/) as unknown });
    expect(t.actor.meta.status).toBe('playing');
    t.wall.t += 1;
    await t.actor.claim(t.fed);
    const over = t.fed.got.find((r) => r.msg.type === 'gameOver')?.msg as Extract<ServerMsg, { type: 'gameOver' }>;
    expect(over.result).toMatchObject({ winner: 'federation', reason: 'abandoned' });
    expect(JSON.parse(over.record)).toMatchObject({ abandoned: { winner: 'federation', reason: 'abandoned' } });
    expect((await t.store.load(t.meta.id))?.game).toMatchObject({ status: 'abandoned', result: { winner: 'federation' } });
    // nothing more: a second claim is refused
    await t.actor.claim(t.fed);
    expect(lastError(t.fed)?.code).toBe('game-over');
  });

  it('is refused while the opponent is here, again after they come back, in a game with a clock, and to a spectator', async () => {
    const t = await table({ clock: null, claimAfterMs: CLAIM });
    await t.actor.claim(t.fed);
    expect(lastError(t.fed)).toMatchObject({ code: 'cannot-claim', message: expect.stringMatching(/is here/) as unknown });
    t.actor.detach(t.kli);
    t.wall.t += CLAIM - 1000;
    const back = conn(3, t.clock);
    await t.actor.attach(back, 'klingon');
    expect(t.fed.got.at(-1)?.msg).toEqual({ type: 'presence', presence: { federation: { here: true }, klingon: { here: true } } });
    t.wall.t += 5000;
    await t.actor.claim(t.fed);
    expect(lastError(t.fed)?.code).toBe('cannot-claim');
    const watcher = conn(4, t.clock);
    await t.actor.attach(watcher, 'spectator');
    await t.actor.claim(watcher);
    expect(lastError(watcher)?.code).toBe('spectator');
    expect(t.actor.meta.status).toBe('playing');

    const clocked = await table({ claimAfterMs: CLAIM });
    clocked.actor.detach(clocked.kli);
    clocked.wall.t += CLAIM * 2;
    await clocked.actor.claim(clocked.fed);
    expect(lastError(clocked.fed)).toMatchObject({ code: 'cannot-claim', message: expect.stringMatching(/clock/) as unknown });
    // the presence of a clocked game offers no claim
    expect(clocked.actor.presence()).toEqual({ federation: { here: true }, klingon: { here: false } });
  });

  it('a seat that never came counts as away from when the game was loaded; claims can be turned off', async () => {
    const t = await table({ clock: null, claimAfterMs: CLAIM, attachKlingon: false });
    t.wall.t += CLAIM;
    await t.actor.claim(t.fed);
    expect(t.actor.meta.status).toBe('abandoned');

    const off = await table({ clock: null, claimAfterMs: 0 });
    off.actor.detach(off.kli);
    off.wall.t += 10 * CLAIM;
    await off.actor.claim(off.fed);
    expect(lastError(off.fed)).toMatchObject({ code: 'cannot-claim', message: expect.stringMatching(/turned off/) as unknown });
  });
});
