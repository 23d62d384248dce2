/**
 * The deck API (issue 27): saved decks per owner (an owner key sent in a header, or a signed-in
 * account), their validation, copies, limits, read-only share links that can be withdrawn, the move
 * of a browser's decks to its account, and nothing lost on restart. The HTTP half runs on SQLite and,
 * with TEST_DATABASE_URL, PostgreSQL (as the other store tests do).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../src/index.ts';
import type { GameStore, RunningServer } from '../src/index.ts';
import { SESSION_COOKIE } from '../src/account-routes.ts';
import { MAX_DECKS, copyName, deckNameProblem } from '../src/deck-routes.ts';
import { MAX_DECK_BYTES } from '../src/protocol.ts';
import { storeBackends } from './store-backends.ts';

const T0 = Date.parse('2030-01-01T00:00:00Z');
const PW = 'correct horse battery';
const KLINGON = readFileSync(new URL('../../../decks/constructed-klingon-playable.txt', import.meta.url), 'utf8');

let servers: RunningServer[] = [];
let stores: GameStore[] = [];
let dirs: string[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  for (const s of stores) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  servers = [];
  stores = [];
  dirs = [];
});

const newKey = () => randomBytes(16).toString('base64url');

interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: string; message?: string };
}

/** A browser: its owner key (sent in the header unless null), its session cookie once signed in, and its Origin. */
class Browser {
  cookie: string | null = null;
  constructor(
    readonly base: string,
    public key: string | null = newKey(),
    readonly origin: string | null = base,
  ) {}
  async req(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.origin && method !== 'GET') headers.origin = this.origin;
    if (this.key !== null) headers['x-stccg-owner'] = this.key;
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const res = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set?.startsWith(`${SESSION_COOKIE}=`)) this.cookie = set.slice(SESSION_COOKIE.length + 1, set.indexOf(';')) || null;
    const text = await res.text();
    return { status: res.status, body: text === '' ? {} : (JSON.parse(text) as Answer['body']) };
  }
  get = (path: string) => this.req('GET', path);
  post = (path: string, body: unknown = {}) => this.req('POST', path, body);
  put = (path: string, body: unknown) => this.req('PUT', path, body);
  del = (path: string) => this.req('DELETE', path);
}

interface DeckJson {
  id: string;
  name: string;
  cardCount: number;
  valid: boolean;
  problems: number;
  updatedAt: string;
  shareId: string | null;
  text: string;
  report: { errors: { line: number; kind: string }[]; problems: { rule: string; message: string }[]; legal: boolean };
}
const deckOf = (a: Answer) => a.body.deck as DeckJson;
const listOf = (a: Answer) => a.body.decks as DeckJson[];

async function serve(db: GameStore | string = ':memory:') {
  const clock = { t: T0 };
  const server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5, now: () => clock.t });
  servers.push(server);
  return { base: server.url, server, clock };
}

describe('deck names', () => {
  it('1 to 60 characters, no control characters; a copy is named "… (copy)", cut to fit', () => {
    expect(deckNameProblem('')).not.toBeNull();
    expect(deckNameProblem('   ')).not.toBeNull();
    expect(deckNameProblem('a')).toBeNull();
    expect(deckNameProblem('a'.repeat(60))).toBeNull();
    expect(deckNameProblem('a'.repeat(61))).not.toBeNull();
    expect(deckNameProblem('é'.repeat(60))).toBeNull(); // characters, not bytes
    expect(deckNameProblem('two\nlines')).not.toBeNull();
    expect(copyName('Klingons')).toBe('Klingons (copy)');
    expect([...copyName('x'.repeat(60))].length).toBe(60);
    expect(copyName('x'.repeat(60)).endsWith(' (copy)')).toBe(true);
  });
});

describe.each(storeBackends('deck API on PostgreSQL'))('deck API (%s)', { timeout: 120_000 }, (_label, open) => {
  async function serveStore() {
    const store = await open();
    stores.push(store);
    return serve(store);
  }

  it('save, list, read, change, copy and delete a deck; an invalid or empty deck is saved with its report', async () => {
    const { base, clock } = await serveStore();
    const b = new Browser(base);
    expect(listOf(await b.get('/api/decks'))).toEqual([]);

    const made = await b.post('/api/decks', { name: '  Klingon plunder ', text: KLINGON });
    expect(made.status).toBe(201);
    const k = deckOf(made);
    expect(k).toMatchObject({ name: 'Klingon plunder', cardCount: 60, valid: true, problems: 0, shareId: null, text: KLINGON });
    expect(k.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(k.report.errors).toEqual([]);
    expect(k.report.legal).toBe(true);

    clock.t += 1000;
    const wip = deckOf(await b.post('/api/decks', { name: 'Work in progress', text: '3 Tricorder\n2 No Such Card\n' }));
    expect(wip).toMatchObject({ cardCount: 3, valid: false });
    expect(wip.report.errors).toEqual([expect.objectContaining({ line: 2, kind: 'unknown' })]);
    expect(wip.problems).toBe(wip.report.errors.length + wip.report.problems.length);
    const empty = deckOf(await b.post('/api/decks', { name: 'Empty', text: '' }));
    expect(empty).toMatchObject({ cardCount: 0, valid: false });

    // newest first; a summary carries no text
    const list = listOf(await b.get('/api/decks'));
    expect(list.map((d) => d.name)).toEqual(['Empty', 'Work in progress', 'Klingon plunder']);
    expect(list[0]).not.toHaveProperty('text');
    expect(Object.keys(list[2]!).sort()).toEqual(['cardCount', 'createdAt', 'id', 'name', 'problems', 'shareId', 'updatedAt', 'valid']);

    expect(deckOf(await b.get(`/api/decks/${k.id}`)).text).toBe(KLINGON);

    clock.t += 1000;
    const renamed = await b.put(`/api/decks/${wip.id}`, { name: 'Fixed' });
    expect(deckOf(renamed)).toMatchObject({ name: 'Fixed', cardCount: 3, updatedAt: new Date(clock.t).toISOString() });
    const retexted = deckOf(await b.put(`/api/decks/${wip.id}`, { text: '3 Tricorder\n' }));
    expect(retexted).toMatchObject({ name: 'Fixed', cardCount: 3 });
    expect(retexted.report.errors).toEqual([]);
    expect(listOf(await b.get('/api/decks'))[0]!.name).toBe('Fixed');

    const copy = await b.post(`/api/decks/${k.id}/copy`);
    expect(copy.status).toBe(201);
    expect(deckOf(copy)).toMatchObject({ name: 'Klingon plunder (copy)', text: KLINGON, valid: true, shareId: null });
    expect(deckOf(copy).id).not.toBe(k.id);

    const gone = await b.del(`/api/decks/${k.id}`);
    expect(gone.status).toBe(204);
    expect((await b.get(`/api/decks/${k.id}`)).status).toBe(404);
    expect((await b.del(`/api/decks/${k.id}`)).status).toBe(404);
    expect(listOf(await b.get('/api/decks'))).toHaveLength(3);
  });

  it("another owner's deck is 404, as one that does not exist; missing or malformed owner keys are 401", async () => {
    const { base } = await serveStore();
    const a = new Browser(base);
    const b = new Browser(base);
    const d = deckOf(await a.post('/api/decks', { name: 'Mine', text: KLINGON }));
    const none = 'A'.repeat(22);
    for (const [path, method] of [[`/api/decks/${d.id}`, 'GET'], [`/api/decks/${d.id}`, 'DELETE'], [`/api/decks/${d.id}/copy`, 'POST'], [`/api/decks/${d.id}/share`, 'POST'], [`/api/decks/${d.id}/share`, 'DELETE']] as const) {
      const theirs = await b.req(method, path, method === 'POST' ? {} : undefined);
      const missing = await b.req(method, path.replace(d.id, none), method === 'POST' ? {} : undefined);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const put = await b.put(`/api/decks/${d.id}`, { name: 'Stolen' });
    expect(put.status).toBe(404);
    expect(listOf(await b.get('/api/decks'))).toEqual([]);
    expect(deckOf(await a.get(`/api/decks/${d.id}`)).name).toBe('Mine'); // unchanged

    for (const key of [null, '', 'short', 'x'.repeat(21), 'bad key with spaces!!!', `${'a'.repeat(22)}=`, 'a'.repeat(129)]) {
      const c = new Browser(base, key);
      for (const r of [await c.get('/api/decks'), await c.post('/api/decks', { name: 'X', text: '' }), await c.get(`/api/decks/${d.id}`)]) {
        expect(r.status).toBe(401);
        expect(typeof r.body.message).toBe('string');
        if (key) expect(JSON.stringify(r.body)).not.toContain(key);
      }
    }
    await expect(new Browser(base, 'a'.repeat(22)).get('/api/decks')).resolves.toMatchObject({ status: 200 });
    // the key travels in a header only: a key in the URL is not one
    expect((await new Browser(base, null).get(`/api/decks?owner=${a.key}`)).status).toBe(401);
  });

  it('bad requests change nothing and say why', async () => {
    const { base } = await serveStore();
    const b = new Browser(base);
    const d = deckOf(await b.post('/api/decks', { name: 'Keep', text: '3 Tricorder' }));
    const cases: [string, string, unknown][] = [
      ['POST', '/api/decks', { name: '', text: '' }],
      ['POST', '/api/decks', { name: 'x'.repeat(61), text: '' }],
      ['POST', '/api/decks', { name: 'ok' }],
      ['POST', '/api/decks', { text: '' }],
      ['POST', '/api/decks', { name: 'ok', text: 'x', extra: 1 }],
      ['POST', '/api/decks', { name: 5, text: '' }],
      ['POST', '/api/decks', 'not json'],
      ['POST', '/api/decks', { name: 'big', text: 'x'.repeat(MAX_DECK_BYTES + 1) }],
      ['PUT', `/api/decks/${d.id}`, {}],
      ['PUT', `/api/decks/${d.id}`, { name: '' }],
      ['PUT', `/api/decks/${d.id}`, { text: 'é'.repeat(MAX_DECK_BYTES / 2 + 1) }],
    ];
    for (const [method, path, body] of cases) {
      const r = await b.req(method, path, body);
      expect(r.status, `${method} ${path} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      expect(r.body.message).toMatch(/\w+ \w+/);
    }
    // at the bounds: accepted
    expect((await b.post('/api/decks', { name: 'x'.repeat(60), text: 'x'.repeat(MAX_DECK_BYTES) })).status).toBe(201);
    const huge = await b.post('/api/decks', { name: 'huge', text: 'x'.repeat(6 * MAX_DECK_BYTES) });
    expect(huge.status).toBe(413);
    expect(deckOf(await b.get(`/api/decks/${d.id}`))).toMatchObject({ name: 'Keep', text: '3 Tricorder' });
    expect(listOf(await b.get('/api/decks'))).toHaveLength(2);
  });

  it('a request from another site is refused', async () => {
    const { base } = await serveStore();
    const b = new Browser(base);
    const d = deckOf(await b.post('/api/decks', { name: 'Keep', text: '' }));
    const evil = new Browser(base, b.key, 'https://evil.example');
    expect((await evil.post('/api/decks', { name: 'X', text: '' })).status).toBe(403);
    expect((await evil.del(`/api/decks/${d.id}`)).status).toBe(403);
    expect((await evil.post(`/api/decks/${d.id}/share`)).status).toBe(403);
    expect(listOf(await b.get('/api/decks'))).toHaveLength(1);
    expect(listOf(await b.get('/api/decks'))[0]!.shareId).toBeNull();
  });

  it(`at most ${MAX_DECKS} decks an owner (a copy counts too)`, async () => {
    const { base } = await serveStore();
    const b = new Browser(base);
    let last = '';
    for (let i = 0; i < MAX_DECKS; i++) {
      const r = await b.post('/api/decks', { name: `Deck ${i}`, text: '' });
      expect(r.status).toBe(201);
      last = deckOf(r).id;
    }
    const over = await b.post('/api/decks', { name: 'One more', text: '' });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(`${MAX_DECKS}`);
    expect((await b.post(`/api/decks/${last}/copy`)).status).toBe(400);
    expect(listOf(await b.get('/api/decks'))).toHaveLength(MAX_DECKS);
    // another owner is not held back
    expect((await new Browser(base).post('/api/decks', { name: 'Other', text: '' })).status).toBe(201);
    expect((await b.del(`/api/decks/${last}`)).status).toBe(204);
    expect((await b.post('/api/decks', { name: 'Now it fits', text: '' })).status).toBe(201);
  });

  it('share: a read-only link with an id unrelated to the owner key; sharing again gives the same; withdrawn, it is gone', async () => {
    const { base } = await serveStore();
    const b = new Browser(base);
    const d = deckOf(await b.post('/api/decks', { name: 'Shared', text: KLINGON }));
    const s1 = await b.post(`/api/decks/${d.id}/share`);
    expect(s1.status).toBe(200);
    const shareId = s1.body.shareId as string;
    expect(shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(shareId).not.toBe(d.id);
    expect(s1.body.path).toBe(`/decks/shared/${shareId}`);
    expect((await b.post(`/api/decks/${d.id}/share`)).body.shareId).toBe(shareId);
    expect(deckOf(await b.get(`/api/decks/${d.id}`)).shareId).toBe(shareId);

    const stranger = new Browser(base, null, null);
    const seen = await stranger.get(`/api/shared-decks/${shareId}`);
    expect(seen.status).toBe(200);
    expect(Object.keys(seen.body.deck as object).sort()).toEqual(['cardCount', 'name', 'report', 'text', 'valid']);
    expect(seen.body.deck).toMatchObject({ name: 'Shared', text: KLINGON, cardCount: 60, valid: true });
    expect(JSON.stringify(seen.body)).not.toContain(d.id);
    // read only: the share id opens nothing else
    expect((await new Browser(base).get(`/api/decks/${shareId}`)).status).toBe(404);
    expect((await new Browser(base).put(`/api/decks/${d.id}`, { name: 'x' })).status).toBe(404);

    // a change shows through the link
    await b.put(`/api/decks/${d.id}`, { name: 'Shared, renamed' });
    expect((await stranger.get(`/api/shared-decks/${shareId}`)).body.deck).toMatchObject({ name: 'Shared, renamed' });

    expect((await b.del(`/api/decks/${d.id}/share`)).status).toBe(204);
    expect((await stranger.get(`/api/shared-decks/${shareId}`)).status).toBe(404);
    expect(deckOf(await b.get(`/api/decks/${d.id}`)).shareId).toBeNull();
    const again = (await b.post(`/api/decks/${d.id}/share`)).body.shareId as string;
    expect(again).not.toBe(shareId);
    expect((await stranger.get(`/api/shared-decks/${shareId}`)).status).toBe(404);
    expect((await stranger.get(`/api/shared-decks/${again}`)).status).toBe(200);
    expect((await stranger.get('/api/shared-decks/not-an-id')).status).toBe(404);
    // a deleted deck's link dies with it
    await b.del(`/api/decks/${d.id}`);
    expect((await stranger.get(`/api/shared-decks/${again}`)).status).toBe(404);
  });

  it("signing up or in moves the browser's decks to the account; then they follow the account to any browser", async () => {
    const { base } = await serveStore();
    const home = new Browser(base);
    await home.post('/api/decks', { name: 'Home deck', text: '' });
    expect((await home.post('/api/account/signup', { name: 'Worf', password: PW })).status).toBe(201);
    expect(listOf(await home.get('/api/decks')).map((d) => d.name)).toEqual(['Home deck']);
    // the key alone no longer reaches them: they are the account's
    expect(listOf(await new Browser(base, home.key).get('/api/decks'))).toEqual([]);

    const work = new Browser(base);
    await work.post('/api/decks', { name: 'Work deck', text: '' });
    expect((await work.post('/api/account/signin', { name: 'worf', password: PW })).status).toBe(200);
    expect(listOf(await work.get('/api/decks')).map((d) => d.name).sort()).toEqual(['Home deck', 'Work deck']);

    // signed in, the browser's new decks are the account's straight away
    await work.post('/api/decks', { name: 'Signed-in deck', text: '' });
    expect(listOf(await home.get('/api/decks'))).toHaveLength(3);

    // a browser already signed in moves a key's decks with POST /api/account/decks
    const third = new Browser(base);
    await third.post('/api/decks', { name: 'Third', text: '' });
    const k3 = third.key;
    third.cookie = home.cookie;
    third.key = null;
    expect((await third.post('/api/account/decks')).status).toBe(400); // no key to move
    third.key = k3;
    const moved = await third.post('/api/account/decks');
    expect(moved.body).toEqual({ moved: 1 });
    expect(listOf(await home.get('/api/decks'))).toHaveLength(4);
    expect((await new Browser(base, k3).post('/api/account/decks')).status).toBe(401); // not signed in

    // a signed-out browser with no key: 401
    home.cookie = null;
    home.key = null;
    expect((await home.get('/api/decks')).status).toBe(401);
  });
});

describe('restart', { timeout: 120_000 }, () => {
  it('decks and share links are kept on the SQLite file across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-decks-'));
    dirs.push(dir);
    const file = join(dir, 'decks.sqlite');
    const first = await serve(file);
    const b = new Browser(first.base);
    const d = deckOf(await b.post('/api/decks', { name: 'Survivor', text: KLINGON }));
    const shareId = (await b.post(`/api/decks/${d.id}/share`)).body.shareId as string;
    await first.server.close();
    servers = servers.filter((s) => s !== first.server);

    const second = await serve(file);
    const again = new Browser(second.base, b.key);
    expect(deckOf(await again.get(`/api/decks/${d.id}`))).toMatchObject({ name: 'Survivor', text: KLINGON, shareId, valid: true });
    expect((await new Browser(second.base, null, null).get(`/api/shared-decks/${shareId}`)).status).toBe(200);
  });
});
