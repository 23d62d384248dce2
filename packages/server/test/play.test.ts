/**
 * Whole games through the protocol over real sockets on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, stateHash } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer, GameSummary, ListGamesRes } from '../src/index.ts';
import { TestClient, createGame, friendGame, http, playRandom } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null });
});
afterAll(async () => {
  await server?.close();
});

function checkRecord(recordText: string, result: unknown): GameRecord {
  const record = JSON.parse(recordText) as GameRecord;
  const s = replay(record);
  expect(s.result).toEqual(result);
  expect(record.hashes.at(-1)?.[1]).toBe(stateHash(s));
  return record;
}

describe('games through the protocol', { timeout: 180_000 }, () => {
  it('plays a whole game against a bot seat (random), and the record replays to the same result', async () => {
    const g = await createGame(server.url, { mode: 'bot', side: 'klingon', bot: 'random', seed: 7 });
    expect(g.seat).toBe('klingon');
    const c = await TestClient.connect(server.url);
    const w = await c.hello(g.gameId, g.token);
    expect(w.type).toBe('welcome');
    const me = playRandom(c, 'klingon', { seed: 3 });
    expect(await me.done).toBe('over');
    expect(c.result).not.toBeNull();
    checkRecord(c.record as string, c.result);
    const rec = await http<GameRecord>(server.url, 'GET', `/api/games/${g.gameId}/record`);
    expect(rec.status).toBe(200);
    expect(rec.body.actions.length).toBe(c.view?.seq);
    const list = await http<ListGamesRes>(server.url, 'GET', `/api/games?tokens=${g.token}`);
    expect(list.body.games).toHaveLength(1);
    expect(list.body.games[0]).toMatchObject({ gameId: g.gameId, status: 'finished', mySeat: 'klingon' });
    await c.close();
  });

  it('two people play a friend game to the end; a spectator sees it all; both seats get the same result', async () => {
    const { gameId, fed, kli, tokens } = await friendGame(server.url);
    const spec = await TestClient.connect(server.url);
    expect((await spec.hello(gameId)).type).toBe('welcome');
    const a = playRandom(fed, 'federation', { seed: 11 });
    const b = playRandom(kli, 'klingon', { seed: 12 });
    expect(await a.done).toBe('over');
    expect(await b.done).toBe('over');
    await spec.next((m) => m.type === 'gameOver').catch(() => null);
    expect(fed.result).toEqual(kli.result);
    expect(spec.result).toEqual(fed.result);
    const record = checkRecord(fed.record as string, fed.result);
    expect(record.actions.length).toBe(a.actions() + b.actions());
    // Every seat's assembled log equals a fresh full view's log.
    const again = await TestClient.connect(server.url);
    await again.hello(gameId, tokens.federation);
    expect(fed.log).toEqual(again.log);
    const sum = await http<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(sum.body.status).toBe('finished');
    await Promise.all([fed.close(), kli.close(), spec.close(), again.close()]);
  });
});
