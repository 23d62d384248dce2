/**
 * Undo against a bot (issue 22, item 8): a seat playing a bot takes back its own last actions, up
 * to (not past) the bot's last answer or anything new brought to light; the undo is stored in the
 * game's log, so the game rebuilt from the store is the same; every socket is sent its whole view
 * again. A game between two people refuses undo, and a refused undo changes nothing. Run on a fake
 * clock: the actor, a store in memory, and a heuristic bot answering in-process.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Game, seedKey, stateHash } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import { createBot } from '@stccg/ai';
import type { SeatDecision } from '@stccg/ai';
import { GameActor, RESPONSE_DELAY_MS, rebuild } from '../src/actor.ts';
import type { Conn, Timers } from '../src/actor.ts';
import type { BotPool } from '../src/bots.ts';
import { openStore } from '../src/store.ts';
import type { GameStore, StoredGame } from '../src/store.ts';
import { ClientMsg } from '../src/protocol.ts';
import type { ServerMsg } from '../src/protocol.ts';

/** A clock that moves only when told to; callbacks run in time order. */
class FakeClock implements Timers {
  t = 0;
  private queue: { at: number; fn: () => void }[] = [];
  now(): number {
    return this.t;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    this.queue.push({ at: this.t + Math.max(0, ms), fn });
    return null;
  }
  async advance(ms: number): Promise<void> {
    const until = this.t + ms;
    for (;;) {
      await settle();
      this.queue.sort((a, b) => a.at - b.at);
      const next = this.queue[0];
      if (!next || next.at > until) break;
      this.queue.shift();
      this.t = Math.max(this.t, next.at);
      next.fn();
    }
    this.t = until;
    await settle();
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise<void>((r) => setImmediate(r));
}

interface Table {
  actor: GameActor;
  store: GameStore;
  meta: StoredGame;
  clock: FakeClock;
  conn: Conn;
  got: ServerMsg[];
}

async function table(klingon: 'bot' | 'human'): Promise<Table> {
  const clock = new FakeClock();
  const store = await openStore(':memory:');
  const seed = seedKey(3);
  const meta: StoredGame = {
    id: 'undo',
    createdAt: new Date(0).toISOString(),
    seed,
    withPremiums: false,
    seats: {
      federation: { kind: 'human', tokenHash: 'f' },
      klingon: klingon === 'bot' ? { kind: 'bot', bot: 'heuristic', botSeed: 1, tokenHash: null } : { kind: 'human', tokenHash: 'k' },
    },
    status: 'playing',
    result: null,
  };
  await store.createGame(meta);
  const bot = createBot('heuristic', { seed: 1 });
  const bots = {
    decide: async (_key: string, _name: string, _seed: number, v: PlayerView, d: SeatDecision) => ({ option: await bot.decide(v, d), used: 'heuristic' }),
    release: () => undefined,
  } as unknown as BotPool;
  const actor = new GameActor(meta, Game.create({ seed }), 0, { store, bots, logger: pino({ level: 'silent' }), botThinkMs: 1000, timers: clock });
  const got: ServerMsg[] = [];
  const conn: Conn = { id: 1, send: (m) => void got.push(typeof m === 'string' ? (JSON.parse(m) as ServerMsg) : m), viewer: null, actor: null, logSent: 0 };
  await actor.attach(conn, 'federation');
  actor.askBot();
  await settle();
  return { actor, store, meta, clock, conn, got };
}

/** A decision of the Federation's own, as its view shows it: with its options. */
type Pending = NonNullable<PlayerView['pending']> & { options: NonNullable<NonNullable<PlayerView['pending']>['options']> };
const pendingOf = (t: Table): Pending | null => {
  const p = t.actor.viewFor('federation').pending;
  return p && p.player === 'federation' && p.options ? (p as Pending) : null;
};
const lastWithView = (t: Table) => [...t.got].reverse().find((m): m is Extract<ServerMsg, { type: 'view' | 'welcome' }> => m.type === 'view' || m.type === 'welcome');

/** The Federation plays on (first options; a personnel reported when it can) until `stop` says so; the bot answers on the clock. */
async function playUntil(t: Table, stop: (p: Pending) => boolean): Promise<Pending> {
  for (let i = 0; i < 400; i++) {
    const p = pendingOf(t);
    if (!p) {
      await t.clock.advance(RESPONSE_DELAY_MS + 10);
      continue;
    }
    if (stop(p)) return p;
    const o = p.kind === 'main' ? (p.options.find((x) => x.group === 'play' && /^Report/.test(x.label)) ?? p.options.find((x) => x.group === 'end')!) : p.options[0]!;
    await t.actor.act(t.conn, t.actor.state.seq, p.id, o.id);
    await settle();
  }
  throw new Error('the position was not reached');
}

const beamOf = (p: Pending) => (p.kind === 'main' ? p.options.find((o) => o.group === 'beam') : undefined);

describe('undo in a game against a bot', () => {
  it('takes back one\'s own order before the bot answers it; the stored log rebuilds the same game; then the bot\'s answer stands', async () => {
    const t = await table('bot');
    const main = await playUntil(t, (p) => beamOf(p) !== undefined);
    const beam = beamOf(main)!;
    const before = stateHash(t.actor.state);
    const seqBefore = t.actor.state.seq;
    const viewBefore = t.actor.viewFor('federation');
    expect(lastWithView(t)?.undo).toEqual({ count: 0, reason: expect.stringMatching(/Klingon has acted since|was drawn|random/) });
    // the beam, then its picks: all of them the Federation's own
    await t.actor.act(t.conn, t.actor.state.seq, main.id, beam.id);
    await settle();
    expect(lastWithView(t)?.undo?.count).toBe(1);
    let steps = 1;
    for (let p = pendingOf(t); p && p.kind !== 'main'; p = pendingOf(t)) {
      await t.actor.act(t.conn, t.actor.state.seq, p.id, p.options[0]!.id);
      await settle();
      steps += 1;
    }
    // the beam is carried out and the Klingon bot is to answer it (it has not yet: the clock stands)
    expect(t.actor.state.pending?.player).toBe('klingon');
    expect(lastWithView(t)?.undo?.count).toBe(steps);
    // a stale undo, or one of more actions than one's own, is refused and changes nothing
    t.got.length = 0;
    await t.actor.undo(t.conn, seqBefore, 1);
    await t.actor.undo(t.conn, t.actor.state.seq, steps + 1);
    expect(t.got.map((m) => m.type === 'error' && m.code)).toEqual(['stale', 'cannot-undo']);
    expect((t.got[1] as { message: string }).message).toMatch(new RegExp(`^only ${steps} of your actions may be taken back: before them, `));
    const whole = stateHash(t.actor.state);

    // the undo: back to the decision before the beam, sent as a whole view
    t.got.length = 0;
    await t.actor.undo(t.conn, t.actor.state.seq, steps);
    await settle();
    expect(stateHash(t.actor.state)).toBe(before);
    expect(t.actor.state.seq).toBe(seqBefore);
    const welcome = t.got.find((m) => m.type === 'welcome') as Extract<ServerMsg, { type: 'welcome' }>;
    expect(welcome.view.seq).toBe(seqBefore);
    expect(welcome.view.logStart).toBe(0);
    expect((welcome.view.pending?.options ?? []).map((o) => o.id)).toContain(beam.id);
    expect(welcome.undo?.count).toBe(0);
    // nothing is shown that was not shown before the beam: the seat's view is the one it had then
    expect(welcome.view).toEqual(viewBefore);
    expect(t.got.some((m) => m.type === 'error')).toBe(false);
    // the bot's answer asked for before the undo is never given: the Federation's decision stays
    await t.clock.advance(RESPONSE_DELAY_MS * 3);
    expect(stateHash(t.actor.state)).toBe(before);
    expect(whole).not.toBe(before);

    // a restart: the stored log (with its undo) rebuilds the same game
    const loaded = (await t.store.load('undo'))!;
    expect(loaded.log.filter((e) => e.t === 'undo')).toEqual([{ t: 'undo', p: 'federation', n: steps }]);
    expect(stateHash(rebuild(loaded.game, loaded.log).state)).toBe(before);

    // the beam again; this time the bot answers, and its answer stands
    await t.actor.act(t.conn, t.actor.state.seq, main.id, beam.id);
    await settle();
    for (let p = pendingOf(t); p && p.kind !== 'main'; p = pendingOf(t)) {
      await t.actor.act(t.conn, t.actor.state.seq, p.id, p.options[0]!.id);
      await settle();
    }
    await t.clock.advance(RESPONSE_DELAY_MS + 10);
    expect(t.actor.state.pending?.player).toBe('federation');
    expect(lastWithView(t)?.undo).toEqual({ count: 0, reason: 'Klingon has acted since, and its answers stand' });
    const answered = stateHash(t.actor.state);
    t.got.length = 0;
    await t.actor.undo(t.conn, t.actor.state.seq, 1);
    expect(t.got).toEqual([{ type: 'error', code: 'cannot-undo', message: 'nothing to take back: Klingon has acted since, and its answers stand', seq: t.actor.state.seq }]);
    expect(stateHash(t.actor.state)).toBe(answered);
    const again = (await t.store.load('undo'))!;
    expect(again.log.filter((e) => e.t === 'undo')).toHaveLength(1);
    expect(stateHash(rebuild(again.game, again.log).state)).toBe(answered);
    // the finished game's record keeps the undo
    const record = t.actor.recordWithPlayers() as { undos?: unknown[] };
    expect(record.undos).toEqual([[seqBefore, 'federation', expect.any(Array)]]);
    await t.store.close();
  }, 60_000);

  it('is refused in a game between two people, saying why, and changes nothing; nobody there is told of undo', async () => {
    const t = await table('human');
    const kli: Conn = { id: 2, send: (m) => void t.got.push(typeof m === 'string' ? (JSON.parse(m) as ServerMsg) : m), viewer: null, actor: null, logSent: 0 };
    await t.actor.attach(kli, 'klingon');
    const seat = t.actor.state.pending!.player as 'federation' | 'klingon';
    const conn = seat === 'federation' ? t.conn : kli;
    const p = t.actor.viewFor(seat).pending!;
    await t.actor.act(conn, t.actor.state.seq, p.id, (p.options ?? [])[0]!.id);
    await settle();
    expect(t.got.filter((m) => m.type === 'view' || m.type === 'welcome').length).toBeGreaterThan(0);
    expect(t.got.some((m) => (m.type === 'view' || m.type === 'welcome') && m.undo !== undefined)).toBe(false);
    const h = stateHash(t.actor.state);
    t.got.length = 0;
    await t.actor.undo(conn, t.actor.state.seq, 1);
    expect(t.got).toEqual([{ type: 'error', code: 'cannot-undo', message: 'undo is only for games against a bot: in a game between two people every action stands', seq: t.actor.state.seq }]);
    expect(stateHash(t.actor.state)).toBe(h);
    expect((await t.store.load('undo'))!.log.some((e) => e.t === 'undo')).toBe(false);
    await t.store.close();
  });

  it('a malformed undo message is no message of the protocol', () => {
    expect(ClientMsg.safeParse({ type: 'undo', seq: 3 }).success).toBe(true);
    expect(ClientMsg.safeParse({ type: 'undo', seq: 3, count: 2 }).success).toBe(true);
    for (const bad of [{ type: 'undo' }, { type: 'undo', seq: -1 }, { type: 'undo', seq: 3, count: 0 }, { type: 'undo', seq: 3, count: 1.5 }, { type: 'undo', seq: 3, extra: true }]) {
      expect(ClientMsg.safeParse(bad).success).toBe(false);
    }
  });
});
