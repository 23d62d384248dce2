/**
 * Claiming a game whose opponent left (issue 29), over real sockets: the `claim` message is one of
 * the protocol's (it once was refused as an unknown type); refused while the opponent is at the
 * table, granted once he has been away the server's claim time, the game ending as abandoned with
 * the claimer the winner. A fake wall clock, no waiting.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { friendGame, sleep } from './helpers.ts';

const T0 = Date.parse('2030-01-01T00:00:00Z');
const CLAIM_MS = 5 * 60_000;

let servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

describe('claim over a socket', () => {
  it('refused while the opponent is here, and one ms before the time; granted at it: abandoned, the claimer the winner', async () => {
    const clock = { t: T0 };
    const server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5, now: () => clock.t, claimAfterMs: CLAIM_MS });
    servers.push(server);
    const g = await friendGame(server.url);
    const here = await g.fed.expectError({ type: 'claim' });
    expect(here.code).toBe('cannot-claim');
    await g.kli.close();
    await sleep(100); // the server sees the socket close
    clock.t += CLAIM_MS - 1;
    expect((await g.fed.expectError({ type: 'claim' })).code).toBe('cannot-claim');
    clock.t += 1;
    const over = g.fed.next((m) => m.type === 'gameOver');
    g.fed.send({ type: 'claim' });
    const m = await over;
    expect(m.type === 'gameOver' && m.result).toMatchObject({ winner: 'federation', reason: 'abandoned' });
    await g.fed.close();
  }, 60_000);
});
