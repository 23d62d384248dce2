/**
 * Reconnecting mid-game: the seat comes back on a new socket, gets its current view and the
 * whole log, and the game goes on to the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, friendGame, playRandom } from './helpers.ts';
import type { Msg } from './helpers.ts';

describe('reconnect', { timeout: 180_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a seat that drops mid-game reconnects, gets its current view and full log, and plays on to the end', async () => {
    const { gameId, fed, kli, tokens } = await friendGame(server.url);
    const a = playRandom(fed, 'federation', { seed: 21, maxActions: 60 });
    const b = playRandom(kli, 'klingon', { seed: 22 });
    expect(await a.done).toBe('stopped');
    const seenSeq = fed.view?.seq ?? -1;
    const oldLog = fed.log;
    await fed.close();
    // The game waits for federation; the server still has it at the same point.
    const again = await TestClient.connect(server.url);
    const w = (await again.hello(gameId, tokens.federation)) as Extract<Msg, { type: 'welcome' }>;
    expect(w.type).toBe('welcome');
    expect(w.seat).toBe('federation');
    expect(w.view.seq).toBeGreaterThanOrEqual(seenSeq);
    expect(w.view.logStart).toBe(0);
    expect(w.view.log.slice(0, oldLog.length)).toEqual(oldLog);
    expect(w.view.pending?.player).toBe('federation');
    const a2 = playRandom(again, 'federation', { seed: 23 });
    expect(await a2.done).toBe('over');
    expect(await b.done).toBe('over');
    expect(again.result).toEqual(kli.result);
    const record = JSON.parse(again.record as string) as GameRecord;
    expect(replay(record).result).toEqual(again.result);
    await Promise.all([again.close(), kli.close()]);
  });
});
