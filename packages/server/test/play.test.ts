/**
 * Whole games through the protocol over real sockets on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, autoAnswer, newGame, replay, stateHash } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer, GameSummary, ListGamesRes } from '../src/index.ts';
import { TestClient, createGame, friendGame, http, playRandom } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  // response points answered after 5 ms instead of 300: whole games in seconds
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5 });
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

/** The actions of a record that the server gave for a player with nothing to play (response points answered "no"). */
function automatic(record: GameRecord): number {
  const s = newGame({ seed: record.seed, decks: record.decks, ...record.options, log: false });
  let n = 0;
  for (const a of record.actions) {
    if (autoAnswer(s) === a.option) n++;
    apply(s, a);
  }
  return n;
}

describe('games through the protocol', { timeout: 180_000 }, () => {
  it('plays a whole game against a bot seat (random), and the record replays to the same result', async () => {
    const g = await createGame(server.url, { mode: 'bot', side: 'klingon', bot: 'random' });
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
    const list = await http<ListGamesRes>(server.url, 'POST', '/api/games/list', { tokens: [g.token] });
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
    // the seats' own actions, and the server's answers at response points where a seat had nothing
    // to play (a seat that answered such a point itself before the server did leaves the server none)
    const auto = automatic(record);
    expect(auto).toBeGreaterThan(0);
    const byServer = record.actions.length - a.actions() - b.actions();
    expect(byServer).toBeGreaterThanOrEqual(0);
    expect(byServer).toBeLessThanOrEqual(auto);
    // Every seat's assembled log equals a fresh full view's log.
    const again = await TestClient.connect(server.url);
    await again.hello(gameId, tokens.federation);
    expect(fed.log).toEqual(again.log);
    const sum = await http<GameSummary>(server.url, 'GET', `/api/games/${gameId}`);
    expect(sum.body.status).toBe('finished');
    await Promise.all([fed.close(), kli.close(), spec.close(), again.close()]);
  });
});
