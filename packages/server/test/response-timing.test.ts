/**
 * Response points tell nothing by their timing: after a player acts, the opponent's answer at the
 * response point that follows (a bot's, or the server's for a player with nothing to play) comes
 * the same delay later whatever the opponent holds. Run on a fake clock: the actor, a store in
 * memory, and a heuristic bot answering in-process.
 */
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Game, buildPosition, RECORD_FORMAT, ENGINE_VERSION, standardDecks } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import { createBot } from '@stccg/ai';
import type { SeatDecision } from '@stccg/ai';
import { GameActor, RESPONSE_DELAY_MS } from '../src/actor.ts';
import type { Conn, Timers } from '../src/actor.ts';
import type { BotPool } from '../src/bots.ts';
import { openStore } from '../src/store.ts';
import type { ServerMsg } from '../src/protocol.ts';
import type { StoredGame } from '../src/store.ts';

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
  /** Moves the clock on by ms in 1 ms steps, running what falls due and letting promises settle. */
  async advance(ms: number): Promise<void> {
    for (let i = 0; i < ms; i++) {
      this.t += 1;
      await settle();
      for (;;) {
        this.queue.sort((a, b) => a.at - b.at);
        const next = this.queue[0];
        if (!next || next.at > this.t) break;
        this.queue.shift();
        next.fn();
        await settle();
      }
    }
  }
}

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((r) => setImmediate(r));
}

interface Received {
  at: number;
  msg: ServerMsg;
}

/**
 * The Federation (a person) moves a ship; the Klingon, a bot or a person, holds `klingonHand`.
 * Returns the time from the move to the Federation's next view with its own decision pending.
 */
async function timeToNextDecision(klingonHand: string[], klingon: 'bot' | 'human'): Promise<{ at: number; klingonAsked: boolean }> {
  const clock = new FakeClock();
  const store = await openStore(':memory:');
  const state = buildPosition({
    turn: { active: 'federation' },
    federation: { ships: [{ card: 'U.S.S. Galaxy', at: 'gault', crew: ['Taurik', 'Mendon'] }] },
    klingon: { hand: klingonHand },
  });
  const game = new Game(state, { format: RECORD_FORMAT, engineVersion: ENGINE_VERSION, seed: 1, decks: standardDecks(), options: {} });
  const meta: StoredGame = {
    id: 'timing',
    createdAt: new Date(0).toISOString(),
    seed: 1,
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
  const actor = new GameActor(meta, game, 0, { store, bots, logger: pino({ level: 'silent' }), botThinkMs: 1000, timers: clock });
  const got: Received[] = [];
  const conn: Conn = {
    id: 1,
    send: (m) => got.push({ at: clock.now(), msg: typeof m === 'string' ? (JSON.parse(m) as ServerMsg) : m }),
    viewer: null,
    actor: null,
    logSent: 0,
  };
  await actor.attach(conn, 'federation');
  // as the Federation's client is shown it: options named by its handles
  const p = actor.viewFor('federation').pending as NonNullable<PlayerView['pending']>;
  const move = (p.options ?? []).find((o) => o.group === 'move') as { id: string };
  expect(move).toBeDefined();
  got.length = 0;
  await actor.act(conn, actor.state.seq, p.id, move.id);
  await settle();
  const views = () => got.filter((r) => r.msg.type === 'view').map((r) => ({ at: r.at, v: (r.msg as { view: PlayerView }).view }));
  // at once: the move, and the Klingon asked
  const first = views()[0];
  const klingonAsked = first?.v.pending?.player === 'klingon' && first.v.pending.kind === 'respond';
  await clock.advance(RESPONSE_DELAY_MS + 50);
  const next = views().find((x) => x.v.pending?.player === 'federation');
  await store.close();
  return { at: next ? next.at : -1, klingonAsked };
}

describe('response points: their timing does not depend on the hand', () => {
  it('a bot answers a response point after the same delay whether it holds an answer or not', async () => {
    const nothing = await timeToNextDecision(['Kromm'], 'bot');
    const holding = await timeToNextDecision(['Long-Range Scan'], 'bot');
    expect(nothing.klingonAsked).toBe(true);
    expect(holding.klingonAsked).toBe(true);
    expect(nothing.at).toBe(RESPONSE_DELAY_MS);
    expect(holding.at).toBe(nothing.at);
  });

  it('a person with nothing to play is answered for after that same delay', async () => {
    const person = await timeToNextDecision(['Kromm'], 'human');
    expect(person.klingonAsked).toBe(true);
    expect(person.at).toBe(RESPONSE_DELAY_MS);
  });

  it('a person holding an answer is waited for: the server does not answer for them', async () => {
    const person = await timeToNextDecision(['Long-Range Scan'], 'human');
    expect(person.klingonAsked).toBe(true);
    expect(person.at).toBe(-1);
  });
});
