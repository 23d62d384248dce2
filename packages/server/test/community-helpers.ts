/**
 * Helpers of the lobby and chat tests (issue 29): a server in this process on a fake clock, a
 * browser that keeps its session cookie, and sockets that carry it.
 */
import { afterEach, expect } from 'vitest';
import { startServer } from '../src/index.ts';
import type { RunningServer, ServerOptions } from '../src/index.ts';
import { SESSION_COOKIE } from '../src/account-routes.ts';
import { TestClient } from './helpers.ts';
import type { Msg } from './helpers.ts';

export const T0 = Date.parse('2030-01-01T00:00:00Z');
export const PW = 'correct horse battery';

let servers: RunningServer[] = [];
let clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients) await c.close();
  for (const s of servers) await s.close();
  servers = [];
  clients = [];
});

export async function serve(o: Partial<ServerOptions> = {}): Promise<{ base: string; server: RunningServer; clock: { t: number } }> {
  const clock = { t: T0 };
  const server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5, now: () => clock.t, ...o });
  servers.push(server);
  return { base: server.url, server, clock };
}

export interface Answer {
  status: number;
  body: Record<string, unknown> & { error?: string; message?: string };
}

/** A browser: keeps the session cookie it is given and sends its own Origin. */
export class Browser {
  cookie: string | null = null;
  constructor(readonly base: string) {}
  headers(): Record<string, string> {
    const h: Record<string, string> = { origin: this.base };
    if (this.cookie) h.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    return h;
  }
  async post(path: string, body: unknown = {}): Promise<Answer> {
    const res = await fetch(this.base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...this.headers() }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    return this.take(res);
  }
  async get(path: string): Promise<Answer> {
    return this.take(await fetch(this.base + path, { headers: this.headers() }));
  }
  private async take(res: Response): Promise<Answer> {
    const set = res.headers.get('set-cookie');
    if (set?.startsWith(`${SESSION_COOKIE}=`)) {
      const v = set.slice(SESSION_COOKIE.length + 1, set.indexOf(';'));
      this.cookie = v === '' ? null : v;
    }
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }
  /** A socket of this browser (with its cookie). */
  async socket(): Promise<TestClient> {
    const c = await TestClient.connect(this.base, this.headers());
    clients.push(c);
    return c;
  }
  async signUp(name: string): Promise<this> {
    const r = await this.post('/api/account/signup', { name, password: PW });
    if (r.status !== 201) throw new Error(`sign-up failed: ${r.status} ${JSON.stringify(r.body)}`);
    return this;
  }
}

/** A socket subscribed to the lobby, with its first lobby message. */
export async function lobbySocket(b: Browser): Promise<{ c: TestClient; first: Extract<Msg, { type: 'lobby' }> }> {
  const c = await b.socket();
  const p = c.next((m) => m.type === 'lobby');
  const h = c.next((m) => m.type === 'chatHistory');
  c.send({ type: 'lobby' });
  const first = (await p) as Extract<Msg, { type: 'lobby' }>;
  await h;
  return { c, first };
}

export type LobbyMsg = Extract<Msg, { type: 'lobby' }>;
export type ChatMsgIn = Extract<Msg, { type: 'chat' }>;
export type HistoryMsg = Extract<Msg, { type: 'chatHistory' }>;

/** A lobby game posted by `host` and taken by `joiner`, the joiner conceding over its socket. */
export async function lobbyGameConceded(host: Browser, joiner: Browser, rated: boolean): Promise<{ gameId: string; hostToken: string; joinToken: string }> {
  const g = await host.post('/api/lobby/games', { rated });
  expect(g.status).toBe(201);
  const gameId = g.body.gameId as string;
  const j = await joiner.post(`/api/lobby/games/${gameId}/join`);
  expect(j.status).toBe(200);
  const a = await host.socket();
  await a.hello(gameId, g.body.token as string);
  const b = await joiner.socket();
  await b.hello(gameId, j.body.token as string);
  const overA = a.next((m) => m.type === 'gameOver');
  const overB = b.next((m) => m.type === 'gameOver');
  b.send({ type: 'concede' });
  const m = await overA;
  await overB;
  expect(m.type === 'gameOver' && m.result.winner).toBe(g.body.seat);
  return { gameId, hostToken: g.body.token as string, joinToken: j.body.token as string };
}
