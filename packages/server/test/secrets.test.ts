/**
 * No secret in a URL, none in the log: a whole friend game (create, invite, join, list, play,
 * watch, concede, record) through the server while its log goes to memory at debug level; no
 * seat token and no invite code is ever written there. Seat tokens travel in POST bodies, invite
 * links carry the code after the `#` (which browsers never send), and a URL that does carry one
 * is logged with the value redacted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, createGame, http, joinGame, listGames, playRandom } from './helpers.ts';

const lines: string[] = [];
let server: RunningServer;
beforeAll(async () => {
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
  server = await startServer({ port: 0, db: ':memory:', logger, webDir: null, responseDelayMs: 5 });
});
afterAll(async () => {
  await server?.close();
});

describe('secrets stay out of URLs and logs', { timeout: 120_000 }, () => {
  it('plays a friend game by invite and logs no seat token nor invite code', async () => {
    const g = await createGame(server.url, { mode: 'friend', side: 'federation' });
    const invite = g.invite as string;
    // The invite link keeps the code in the fragment: nothing after '#' reaches a server.
    const link = new URL(g.inviteUrl as string);
    expect(link.pathname + link.search).not.toContain(invite);
    expect(link.hash).toBe(`#/join/${g.gameId}?invite=${invite}`);
    expect(g.inviteUrl).toBe(`${server.url}/#/join/${g.gameId}?invite=${invite}`);

    const j = await joinGame(server.url, g.gameId, invite);
    const secrets = [g.token, j.token, invite];

    // Listing goes by POST body; the old query form is refused with a sentence.
    const mine = await listGames(server.url, [g.token, j.token]);
    expect(mine.map((x) => x.mySeat).sort()).toEqual(['federation', 'klingon']);
    const old = await http<{ error: string; message: string }>(server.url, 'GET', `/api/games?tokens=${g.token},${j.token}`);
    expect(old.status).toBe(400);
    expect(old.body.message).toMatch(/POST \/api\/games\/list/);
    // Secrets a client puts in a URL anyway are redacted from the request line that is logged.
    await http(server.url, 'GET', `/api/games/${g.gameId}?token=${g.token}&invite=${invite}`);
    await http(server.url, 'POST', `/api/games/${g.gameId}/join?invite=${invite}`, { invite });

    const fed = await TestClient.connect(server.url);
    const kli = await TestClient.connect(server.url);
    const spec = await TestClient.connect(server.url);
    expect((await fed.hello(g.gameId, g.token)).type).toBe('welcome');
    expect((await kli.hello(g.gameId, j.token)).type).toBe('welcome');
    expect((await spec.hello(g.gameId)).type).toBe('welcome');
    // a wrong token (a secret of another seat's shape) is refused and not logged either
    const stranger = await TestClient.connect(server.url);
    expect((await stranger.hello(g.gameId, `${g.token}x`)).type).toBe('error');
    await Promise.all([playRandom(fed, 'federation', { seed: 1, untilSeq: 25 }).done, playRandom(kli, 'klingon', { seed: 2, untilSeq: 25 }).done]);
    const over = fed.next((m) => m.type === 'gameOver');
    kli.send({ type: 'concede' });
    await over;
    expect((await http(server.url, 'GET', `/api/games/${g.gameId}/record`)).status).toBe(200);
    await Promise.all([fed.close(), kli.close(), spec.close(), stranger.close()]);
    await server.close();

    const log = lines.join('');
    // the log did record the requests (with the secrets taken out)...
    expect(log).toContain('/api/games/list');
    expect(log).toMatch(/"url":"\/api\/games\?tokens=\[Redacted\]"/);
    expect(log).toMatch(/"url":"\/api\/games\/[\w-]+\?token=\[Redacted\]&invite=\[Redacted\]"/);
    expect(log).toContain('game over');
    // ...and no secret at all
    for (const s of secrets) expect(log.includes(s), `a secret (${s.slice(0, 4)}…) is in the log`).toBe(false);
    expect(log.includes(`${g.token}x`)).toBe(false);
  });
});
