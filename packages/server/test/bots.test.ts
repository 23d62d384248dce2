/**
 * Bot seats: the worker pool answers off the event loop, a slow search does not hold up a
 * quick bot of another game, an unknown bot name falls back to random, and games against the
 * heuristic and search bots run through the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Game, createEngine, randomDeck, view } from '@stccg/engine';
import { botRng, createBot, seatDecision } from '@stccg/ai';
import type { SeatDecision } from '@stccg/ai';
import { BotPool } from '../src/bots.ts';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, createGame, playRandom } from './helpers.ts';

function firstDecision() {
  const g = Game.create({ seed: 8 });
  const p = g.state.pending;
  if (!p) throw new Error('no decision');
  const v = view(g.state, p.player);
  return { v, d: seatDecision(v) as SeatDecision };
}

describe('bot worker pool', () => {
  let pool: BotPool;
  const warnings: string[] = [];
  beforeAll(() => {
    const logger = pino({ level: 'warn' }, { write: (s: string) => warnings.push(s) });
    pool = new BotPool({ size: 2, timeoutMs: 30_000, logger });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('answers with an offered option, and falls back to random (logged) for an unknown bot', async () => {
    const { v, d } = firstDecision();
    const r = await pool.decide('g1:federation', 'no-such-bot', 1, v, d);
    expect(d.options.map((o) => o.id)).toContain(r.option);
    expect(r.used).toBe('random');
    expect(warnings.join('')).toMatch(/no-such-bot/);
  });

  it('a slow decision in one worker does not delay a quick one of another game', async () => {
    const { v, d } = firstDecision();
    await pool.decide('warm:federation', 'random', 1, v, d); // both workers are started
    await pool.decide('warm2:federation', 'random', 1, v, d);
    // A long-running bot: the search bot with a 3 s budget, on a decision that is not a setup one.
    const g = Game.create({ seed: 8 });
    while (g.state.pending && g.state.turn.number === 0) {
      const p = g.state.pending;
      g.act({ decision: p.id, option: (p.options[0] as { id: string }).id }, p.player);
    }
    const p = g.state.pending;
    if (!p) throw new Error('no decision');
    const sv = view(g.state, p.player);
    // the search may end a decision early once it is settled, so "slow" is measured against the quick one
    let slowDone = 0;
    const slow = pool.decide('slow:x', 'search', 1, sv, seatDecision(sv) as SeatDecision, 3000).then(() => (slowDone = performance.now()));
    await new Promise((r) => setTimeout(r, 50));
    const t1 = performance.now();
    await pool.decide('quick:federation', 'random', 2, v, d);
    const quickDone = performance.now();
    const quick = quickDone - t1;
    await slow;
    // the quick decision was not queued behind the search: it was answered while the search still ran
    expect(slowDone).toBeGreaterThan(quickDone);
    expect(quick).toBeLessThan(500);
  });

  it('in a constructed game a bot is handed its own deck list and chooses as that bot given it directly', async () => {
    const engine = createEngine({ format: 'constructed' });
    const decks = { 'player-1': randomDeck(3, { pool: engine.cards }), 'player-2': randomDeck(4, { pool: engine.cards }) };
    const g = engine.createGame({ seed: 3, decks });
    const rnd = botRng(5);
    let compared = 0;
    for (let i = 0; i < 400 && g.state.pending && !g.state.result && compared < 3; i++) {
      const p = g.state.pending;
      if (p.options.length > 2 && i % 9 === 0) {
        const v = view(g.state, p.player);
        const dv = seatDecision(v) as SeatDecision;
        const deck = decks[p.player as 'player-1' | 'player-2'];
        const r = await pool.decide(`c:${p.player}`, 'heuristic', 7, v, dv, undefined, deck);
        // the worker's seed for a stateless bot (bot-worker.ts)
        const seed = (Math.imul(7 ^ v.seq, 0x9e3779b1) ^ v.seq) >>> 0;
        expect(r.option).toBe(await createBot('heuristic', { seed, workers: 1, deck }).decide(v, dv));
        compared++;
      }
      g.act({ decision: p.id, option: (p.options[Math.floor(rnd() * p.options.length)] as { id: string }).id }, p.player);
    }
    expect(compared).toBe(3);
  }, 60_000);
});

describe('games against the stronger bots', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, botThinkMs: 20 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['heuristic', 'search'] as const)('the %s bot plays its seat', async (bot) => {
    const g = await createGame(server.url, { mode: 'bot', side: 'federation', bot });
    const c = await TestClient.connect(server.url);
    await c.hello(g.gameId, g.token);
    await playRandom(c, 'federation', { seed: 1, untilSeq: 60 }).done;
    const stored = await server.store.load(g.gameId);
    expect(stored?.game.seats.klingon).toMatchObject({ kind: 'bot', bot });
    expect(stored?.log.filter((e) => e.t === 'act' && e.p === 'klingon').length).toBeGreaterThan(5);
    await c.close();
  });
});
