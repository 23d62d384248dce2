/**
 * "Why not?": a seat asks why one of its cards cannot act and gets the rule, in words; a question
 * about the opponent's cards reveals nothing; spectators cannot ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, friendGame } from './helpers.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null });
});
afterAll(async () => {
  await server?.close();
});

describe('why messages', () => {
  it("answers with the rule for the asker's own card, and a fixed answer for the opponent's", async () => {
    const g = await friendGame(server.url);
    // setup: the Federation places the first mission decision; a mission card is on the spaceline
    const mission = g.fed.view?.spaceline[0]?.id;
    expect(mission).toBeTruthy();
    const answer = g.fed.next((m) => m.type === 'why');
    g.fed.send({ type: 'why', card: mission as string });
    const m = await answer;
    expect(m.type === 'why' && Array.isArray(m.reasons)).toBe(true);
    // an opponent's card id (hidden or not) gets the same fixed answer
    const theirs = g.kli.next((x) => x.type === 'why');
    g.kli.send({ type: 'why', card: 'federation:taitt#1' });
    const t = await theirs;
    expect(t.type === 'why' ? t.reasons : []).toEqual(['You can ask only about your own cards and the missions.']);
    const unknown = g.kli.next((x) => x.type === 'why');
    g.kli.send({ type: 'why', card: 'no-such-card' });
    const u = await unknown;
    expect(u.type === 'why' ? u.reasons : []).toEqual(['You can ask only about your own cards and the missions.']);
    await g.fed.close();
    await g.kli.close();
  });

  it('a spectator cannot ask', async () => {
    const g = await friendGame(server.url);
    const spec = await TestClient.connect(server.url);
    await spec.hello(g.gameId);
    const e = spec.next((m) => m.type === 'error');
    spec.send({ type: 'why', card: 'federation:taitt#1' });
    const m = await e;
    expect(m.type === 'error' ? m.code : '').toBe('spectator');
    await spec.close();
    await g.fed.close();
    await g.kli.close();
  });
});
