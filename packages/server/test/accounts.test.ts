/**
 * Accounts (issue 29, first part): sign up, sign in, sessions in HTTP-only cookies, sign out here and
 * everywhere, change the password, delete the account, attempt limits that stop a guesser and not
 * the user, the operator's reset/mute/ban, guest seats given to the account, and the cross-site
 * checks (Origin on state-changing requests and on the WebSocket upgrade). The store half runs on
 * SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startServer } from '../src/index.ts';
import type { GameStore, RunningServer } from '../src/index.ts';
import { Accounts, FREE_FAILURES, nameKey, nameProblem, passwordProblem } from '../src/accounts.ts';
import { SESSION_COOKIE } from '../src/account-routes.ts';
import { hashSecret } from '../src/hub.ts';
import { createGame } from './helpers.ts';
import { storeBackends } from './store-backends.ts';

const T0 = Date.parse('2030-01-01T00:00:00Z');
const PW = 'correct horse battery';

let servers: RunningServer[] = [];
let stores: GameStore[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  for (const s of stores) await s.close();
  servers = [];
  stores = [];
});

async function serve(): Promise<{ base: string; server: RunningServer; clock: { t: number } }> {
  const clock = { t: T0 };
  const server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5, now: () => clock.t });
  servers.push(server);
  return { base: server.url, server, clock };
}

/** A browser: keeps the session cookie it is given and sends its own Origin. */
class Browser {
  cookie: string | null = null;
  constructor(
    readonly base: string,
    readonly origin: string | null = base,
  ) {}
  async post(path: string, body: unknown = {}, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
    if (this.origin) headers.origin = this.origin;
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const res = await fetch(this.base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    return this.take(res);
  }
  async get(path: string) {
    const res = await fetch(this.base + path, { headers: this.cookie ? { cookie: `${SESSION_COOKIE}=${this.cookie}` } : {} });
    return this.take(res);
  }
  private async take(res: Response) {
    const set = res.headers.get('set-cookie');
    if (set?.startsWith(`${SESSION_COOKIE}=`)) {
      const v = set.slice(SESSION_COOKIE.length + 1, set.indexOf(';'));
      this.cookie = v === '' ? null : v;
    }
    return { status: res.status, setCookie: set, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> & { error?: string; account?: { name: string } | null; games?: { gameId: string }[] } };
  }
}

describe('account names and passwords', () => {
  it('names: 3 to 24 characters, compared without case or width; passwords: 10 to 200 characters', () => {
    expect(nameProblem('Jean-Luc')).toBeNull();
    expect(nameProblem('ab')).not.toBeNull(); // one short
    expect(nameProblem('abc')).toBeNull(); // at the bound
    expect(nameProblem('a'.repeat(24))).toBeNull();
    expect(nameProblem('a'.repeat(25))).not.toBeNull();
    expect(nameProblem('-dash first')).not.toBeNull();
    expect(nameProblem('semi;colon')).not.toBeNull();
    expect(nameKey('ＰＩＣＡＲＤ')).toBe(nameKey('picard'));
    expect(passwordProblem('a'.repeat(9))).not.toBeNull();
    expect(passwordProblem('a'.repeat(10))).toBeNull();
    expect(passwordProblem('a'.repeat(201))).not.toBeNull();
  });
});

describe('account store', () => {
  for (const [label, open] of storeBackends('account store on PostgreSQL')) {
    it(`${label}: an account, its sessions and seats; a taken name is refused; deleting leaves no session or seat`, async () => {
      const store = await open();
      stores.push(store);
      const accounts = new Accounts(store.accounts?.() ?? expect.fail('the store keeps accounts'), () => T0);
      const { session, account } = await accounts.signUp('Worf', PW, ['tok-1']);
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
      expect(account.passwordHash).not.toContain(PW);
      await expect(accounts.signUp('WORF', PW)).rejects.toMatchObject({ status: 409, code: 'name-taken' });
      expect((await accounts.whoIs(session))?.name).toBe('Worf');
      expect(await accounts.store.seats(account.id)).toEqual([hashSecret('tok-1')]);
      const again = await accounts.signIn('worf', PW, 'a1', ['tok-2', 'tok-1']);
      expect((await accounts.store.seats(account.id)).sort()).toEqual([hashSecret('tok-1'), hashSecret('tok-2')].sort());
      await accounts.remove(account, PW);
      expect(await accounts.whoIs(session)).toBeNull();
      expect(await accounts.whoIs(again.session)).toBeNull();
      expect(await accounts.store.seats(account.id)).toEqual([]);
      // the name is free again
      await expect(accounts.signUp('Worf', PW)).resolves.toMatchObject({ account: { name: 'Worf' } });
    });
  }
});

describe('accounts over HTTP', () => {
  it('sign up sets an HTTP-only, SameSite=Strict session cookie; the account is known by it; the password is never answered', async () => {
    const { base } = await serve();
    const b = new Browser(base);
    expect((await b.get('/api/account')).body.account).toBeNull();
    const up = await b.post('/api/account/signup', { name: 'Deanna Troi', password: PW });
    expect(up.status).toBe(201);
    expect(up.setCookie).toMatch(/HttpOnly/i);
    expect(up.setCookie).toMatch(/SameSite=Strict/i);
    expect(JSON.stringify(up.body)).not.toContain(PW);
    expect((await b.get('/api/account')).body.account?.name).toBe('Deanna Troi');
    // a bad name, a short password: refused, nothing made
    expect((await new Browser(base).post('/api/account/signup', { name: 'x', password: PW })).body.error).toBe('bad-name');
    expect((await new Browser(base).post('/api/account/signup', { name: 'Riker', password: 'short' })).body.error).toBe('bad-password');
    expect((await new Browser(base).post('/api/account/signup', { name: 'Riker', password: PW, extra: 1 })).status).toBe(400);
    expect((await new Browser(base).post('/api/account/signin', { name: 'Riker', password: PW })).status).toBe(401);
  });

  it('sign out ends this session only; sign out everywhere ends them all', async () => {
    const { base } = await serve();
    const one = new Browser(base);
    await one.post('/api/account/signup', { name: 'Data', password: PW });
    const two = new Browser(base);
    expect((await two.post('/api/account/signin', { name: 'data', password: PW })).status).toBe(200);
    const three = new Browser(base);
    await three.post('/api/account/signin', { name: 'Data', password: PW });
    const oldCookie = one.cookie;
    await one.post('/api/account/signout');
    expect(one.cookie).toBeNull();
    // the old cookie no longer works even if kept
    const replay = new Browser(base);
    replay.cookie = oldCookie;
    expect((await replay.get('/api/account')).body.account).toBeNull();
    expect((await two.get('/api/account')).body.account?.name).toBe('Data');
    expect((await two.post('/api/account/signout-all')).status).toBe(200);
    expect((await three.get('/api/account')).body.account).toBeNull();
    expect((await three.post('/api/account/signout-all')).status).toBe(401);
  });

  it('changing the password asks the current one and ends the other sessions; deleting asks it too', async () => {
    const { base } = await serve();
    const a = new Browser(base);
    await a.post('/api/account/signup', { name: 'Geordi', password: PW });
    const other = new Browser(base);
    await other.post('/api/account/signin', { name: 'Geordi', password: PW });
    expect((await a.post('/api/account/password', { current: 'not the one at all', next: 'a new passphrase' })).status).toBe(401);
    expect((await a.post('/api/account/password', { current: PW, next: 'a new passphrase' })).status).toBe(200);
    expect((await a.get('/api/account')).body.account?.name).toBe('Geordi');
    expect((await other.get('/api/account')).body.account).toBeNull();
    expect((await new Browser(base).post('/api/account/signin', { name: 'Geordi', password: PW })).status).toBe(401);
    expect((await new Browser(base).post('/api/account/signin', { name: 'Geordi', password: 'a new passphrase' })).status).toBe(200);
    expect((await a.post('/api/account/delete', { password: PW })).status).toBe(401);
    expect((await a.post('/api/account/delete', { password: 'a new passphrase' })).status).toBe(200);
    expect((await new Browser(base).post('/api/account/signin', { name: 'Geordi', password: 'a new passphrase' })).status).toBe(401);
  });

  it('wrong passwords: from one address the waits grow after a few tries; the owner, from another address, still signs in', async () => {
    const { base, server, clock } = await serve();
    await new Browser(base).post('/api/account/signup', { name: 'Picard', password: PW });
    const guesser = new Browser(base);
    for (let i = 0; i < FREE_FAILURES; i++) expect((await guesser.post('/api/account/signin', { name: 'Picard', password: `guess number ${i}` })).status).toBe(401);
    // the next try from that address must wait, even with the right password
    const early = await guesser.post('/api/account/signin', { name: 'Picard', password: PW });
    expect(early.status).toBe(429);
    expect(Number(early.retryAfter)).toBeGreaterThan(0);
    // the owner elsewhere is not locked out (the Accounts of the running server, on another address)
    const accounts = new Accounts(server.store.accounts?.() ?? expect.fail('accounts'), () => clock.t);
    await expect(accounts.signIn('Picard', PW, 'another address')).resolves.toMatchObject({ account: { name: 'Picard' } });
    // once the wait is over, the address may try again
    clock.t += 2000;
    expect((await guesser.post('/api/account/signin', { name: 'Picard', password: PW })).status).toBe(200);
  });

  it('guest seats go to the account at sign up and follow it to another browser', async () => {
    const { base } = await serve();
    const g = await createGame(base, { mode: 'bot', bot: 'random' });
    const home = new Browser(base);
    await home.post('/api/account/signup', { name: 'Ro Laren', password: PW, tokens: [g.token] });
    const away = new Browser(base);
    await away.post('/api/account/signin', { name: 'Ro Laren', password: PW });
    const listed = await away.post('/api/account/games');
    expect(listed.body.games?.map((x) => x.gameId)).toEqual([g.gameId]);
    // signed out, the list is refused
    expect((await new Browser(base).post('/api/account/games')).status).toBe(401);
  });

  it('a seat of the account is played from another browser by its session, without the token; nobody else can', async () => {
    const { base } = await serve();
    const g = await createGame(base, { mode: 'bot', bot: 'random' });
    await new Browser(base).post('/api/account/signup', { name: 'Guinan', password: PW, tokens: [g.token] });
    const away = new Browser(base);
    await away.post('/api/account/signin', { name: 'Guinan', password: PW });
    const other = new Browser(base);
    await other.post('/api/account/signup', { name: 'Lursa', password: PW });
    /** The first answer to a hello for the seat, on a socket opened with this cookie. */
    const hello = (cookie: string | null) =>
      new Promise<{ type: string; code?: string; seat?: string }>((resolve, reject) => {
        const headers: Record<string, string> = { origin: base };
        if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
        const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', { headers });
        ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', gameId: g.gameId, seat: g.seat })));
        ws.once('message', (d) => {
          ws.close();
          resolve(JSON.parse(d.toString()) as { type: string; code?: string });
        });
        ws.once('error', reject);
      });
    const mine = await hello(away.cookie);
    expect(mine.type).toBe('welcome');
    expect((await hello(other.cookie)).code).toBe('bad-token');
    expect((await hello(null)).code).toBe('bad-token');
  });

  it('a request from another site is refused, with or without the cookie; a session without an Origin is refused', async () => {
    const { base } = await serve();
    const evil = new Browser(base, 'http://evil.example');
    expect((await evil.post('/api/account/signup', { name: 'Lore', password: PW })).body.error).toBe('bad-origin');
    expect((await evil.post('/api/games', { mode: 'bot', bot: 'random' })).status).toBe(403);
    const b = new Browser(base);
    await b.post('/api/account/signup', { name: 'Lwaxana', password: PW });
    const noOrigin = new Browser(base, null);
    noOrigin.cookie = b.cookie;
    expect((await noOrigin.post('/api/account/signout-all')).body.error).toBe('bad-origin');
    expect((await noOrigin.post('/api/account/signout-all', {}, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // a client without a cookie and without an Origin (the terminal client, a script) is served as before
    expect((await new Browser(base, null).post('/api/games', { mode: 'bot', bot: 'random' })).status).toBe(201);
  });

  it('a WebSocket from another site is refused at the upgrade; from the same site it opens', async () => {
    const { base } = await serve();
    const open = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(base.replace(/^http/, 'ws') + '/ws', { headers: { origin } });
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('unexpected-response', (_req, res) => resolve(String(res.statusCode)));
        ws.once('error', () => resolve('error'));
      });
    expect(await open('http://evil.example')).toBe('403');
    expect(await open(base)).toBe('open');
  });

  it('the operator: a reset password works once told, ending sessions; a banned account cannot sign in; muting is kept', async () => {
    const { base, server, clock } = await serve();
    const b = new Browser(base);
    await b.post('/api/account/signup', { name: 'Quark', password: PW });
    const ops = new Accounts(server.store.accounts?.() ?? expect.fail('accounts'), () => clock.t);
    const fresh = await ops.resetPassword('quark');
    expect((await b.get('/api/account')).body.account).toBeNull();
    expect((await new Browser(base).post('/api/account/signin', { name: 'Quark', password: fresh })).status).toBe(200);
    await ops.setMuted('Quark', true);
    expect((await ops.store.byNameKey('quark'))?.muted).toBe(true);
    await ops.setBanned('Quark', true);
    expect((await new Browser(base).post('/api/account/signin', { name: 'Quark', password: fresh })).body.error).toBe('banned');
    await ops.setBanned('Quark', false);
    expect((await new Browser(base).post('/api/account/signin', { name: 'Quark', password: fresh })).status).toBe(200);
    await expect(ops.resetPassword('nobody here')).rejects.toMatchObject({ status: 404 });
  });
});
