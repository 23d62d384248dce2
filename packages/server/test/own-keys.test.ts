/**
 * Keys a client gives (card ids, decision and option ids, game ids, tokens, invite codes) are
 * looked up as own properties only: prototype keys (`__proto__`, `constructor`, `toString`, …)
 * and random strings, everywhere a key is accepted, get the documented answers: the fixed `why`
 * answer, or an error with its documented code; never `internal`, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { TestClient, createGame, friendGame, http } from './helpers.ts';
import type { Msg } from './helpers.ts';

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'toLocaleString'];
const FIXED_WHY = ['You can ask only about your own cards and the missions.'];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5, limits: { gamesPerMinute: 0, helloTimeoutMs: 0, messagesPerSecond: 10_000, messageBurst: 10_000, errorsPerSecond: 10_000, errorBurst: 10_000 } });
});
afterAll(async () => {
  await server?.close();
});

const key = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ minLength: 1, maxLength: 24 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }));

function errorOf(m: Msg): string {
  return m.type === 'error' ? m.code : `(${m.type})`;
}

describe('client-given keys are own-property lookups', { timeout: 120_000 }, () => {
  it('WebSocket: why, act, hello with prototype keys and random strings get the documented answers', async () => {
    const g = await friendGame(server.url);
    const seat = g.fed.view?.pending?.player === 'federation' ? g.fed : g.kli;
    const fresh = await TestClient.connect(server.url);
    await fc.assert(
      fc.asyncProperty(key, async (k) => {
        // why: the fixed answer (no random string names a card of the seat's)
        const why = seat.next((m) => m.type === 'why' || m.type === 'error');
        seat.send({ type: 'why', card: k });
        const w = await why;
        expect(w, `why ${JSON.stringify(k)}`).toEqual({ type: 'why', card: k, reasons: FIXED_WHY });
        // act: a decision or option id that is not the pending one's
        const v = seat.view;
        const p = v?.pending;
        if (!v || !p) throw new Error('no decision');
        // (a random string that happens to be the pending decision or an offered option would play it)
        if (k === p.id || p.options?.some((o) => o.id === k)) return;
        const byDecision = errorOf(await seat.expectError({ type: 'act', seq: v.seq, decision: k.slice(0, 32), option: p.options?.[0]?.id ?? 'x' }));
        expect(['stale', 'malformed'], `act decision ${JSON.stringify(k)}`).toContain(byDecision);
        const byOption = errorOf(await seat.expectError({ type: 'act', seq: v.seq, decision: p.id, option: k }));
        expect(['illegal', 'malformed'], `act option ${JSON.stringify(k)}`).toContain(byOption);
        // hello: an unknown game, and a token that is not a seat's
        const unknown = errorOf(await fresh.expectError({ type: 'hello', gameId: k }));
        expect(['unknown-game', 'malformed'], `hello gameId ${JSON.stringify(k)}`).toContain(unknown);
        const badToken = errorOf(await fresh.expectError({ type: 'hello', gameId: g.gameId, token: k }));
        expect(['bad-token', 'malformed'], `hello token ${JSON.stringify(k)}`).toContain(badToken);
      }),
      { numRuns: 60, seed: 2100521 },
    );
    // prototype keys as the message's own field names
    for (const k of PROTO_KEYS) {
      for (const raw of [`{"type":"why","card":"x","${k}":{"card":"y"}}`, `{"${k}":{"type":"ping"}}`, `{"type":"hello","gameId":"${k}","${k}":{"token":"t"}}`, `{"type":"${k}"}`]) {
        const answer = seat.next((m) => m.type === 'error' || m.type === 'why');
        seat.send(raw);
        const m = await answer;
        if (m.type === 'why') expect(m.reasons, raw).toEqual(FIXED_WHY);
        else expect(['malformed', 'unknown-type', 'unknown-game'], raw).toContain(errorOf(m));
      }
    }
    await Promise.all([g.fed.close(), g.kli.close(), fresh.close()]);
  });

  it('HTTP: game ids, invite codes and list tokens with prototype keys and random strings get the documented answers', async () => {
    const friend = await createGame(server.url, { mode: 'friend' });
    const never500 = (status: number, body: unknown, what: string) => {
      expect(status, what).toBeLessThan(500);
      expect((body as { error?: string } | null)?.error, what).not.toBe('internal');
    };
    await fc.assert(
      fc.asyncProperty(key, async (k) => {
        const id = encodeURIComponent(k);
        const summary = await http<{ error: string }>(server.url, 'GET', `/api/games/${id}`);
        never500(summary.status, summary.body, `GET /api/games/${k}`);
        expect([404]).toContain(summary.status);
        const record = await http<{ error: string }>(server.url, 'GET', `/api/games/${id}/record`);
        never500(record.status, record.body, `GET record ${k}`);
        expect(record.status).toBe(404);
        const join = await http<{ error: string }>(server.url, 'POST', `/api/games/${id}/join`, { invite: k });
        never500(join.status, join.body, `join ${k}`);
        expect(join.status).toBe(404);
        const wrongInvite = await http<{ error: string }>(server.url, 'POST', `/api/games/${friend.gameId}/join`, { invite: k });
        never500(wrongInvite.status, wrongInvite.body, `invite ${k}`);
        expect(wrongInvite.body.error).toBe('bad-invite');
        const list = await http<{ games: unknown[] }>(server.url, 'POST', '/api/games/list', { tokens: [k] });
        never500(list.status, list.body, `list ${k}`);
        expect(list.body).toEqual({ games: [] });
      }),
      { numRuns: 60, seed: 2100522 },
    );
    // prototype keys as field names of the bodies
    for (const k of PROTO_KEYS) {
      for (const [path, raw] of [
        ['/api/games', `{"mode":"bot","${k}":{"seed":1}}`],
        [`/api/games/${friend.gameId}/join`, `{"invite":"x","${k}":{"invite":"y"}}`],
        ['/api/games/list', `{"tokens":[],"${k}":{"tokens":["t"]}}`],
      ] as const) {
        const r = await http<{ error: string }>(server.url, 'POST', path, raw);
        never500(r.status, r.body, `${path} ${raw}`);
        expect(r.status, `${path} ${raw}`).toBe(400);
      }
    }
  });
});
