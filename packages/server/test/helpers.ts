/**
 * Test helpers: a protocol client over a real WebSocket, a random player that answers its own
 * views, HTTP calls, and a server started in this process or as a separate process.
 */
import { WebSocket } from 'ws';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { botRng } from '@stccg/ai';
import type { GameResult, PlayerView } from '@stccg/engine';
import type { CreateGameReq, CreateGameRes, GameSummary, JoinGameRes, Seat, ServerMsg } from '../src/protocol.ts';

export type Msg = ServerMsg;

export class TestClient {
  readonly ws: WebSocket;
  /** Every message received, raw text and parsed, in order. */
  readonly texts: string[] = [];
  readonly msgs: Msg[] = [];
  view: PlayerView | null = null;
  /** The full event log, assembled from the incremental views. */
  log: PlayerView['log'] = [];
  result: GameResult | null = null;
  record: string | null = null;
  closed = false;
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  private listeners: ((m: Msg) => void)[] = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      const text = data.toString();
      this.texts.push(text);
      const m = JSON.parse(text) as Msg;
      this.msgs.push(m);
      if (m.type === 'welcome' || m.type === 'view') {
        const v = m.view;
        if (m.type === 'welcome') this.log = [];
        this.log = this.log.concat(v.log);
        this.view = v;
      }
      if (m.type === 'gameOver') {
        this.result = m.result;
        this.record = m.record;
      }
      for (const l of this.listeners) l(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          clearTimeout(w.timer);
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    });
    ws.on('close', () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) {
        clearTimeout(w.timer);
        w.reject(new Error('socket closed'));
      }
    });
  }

  /** `headers`: extra headers of the upgrade request (a session cookie, an Origin). */
  static connect(baseUrl: string, headers?: Record<string, string>): Promise<TestClient> {
    const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/ws', headers ? { headers } : undefined);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestClient(ws)));
      ws.once('error', reject);
    });
  }

  onMessage(l: (m: Msg) => void): void {
    this.listeners.push(l);
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Resolves with the next message (from now on) that matches. */
  next(pred: (m: Msg) => boolean = () => true, timeoutMs = 10_000): Promise<Msg> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.findIndex((w) => w.timer === timer), 1);
        reject(new Error(`no matching message within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push({ pred, resolve, reject, timer });
    });
  }

  async hello(gameId: string, token?: string): Promise<Msg> {
    const p = this.next((m) => m.type === 'welcome' || m.type === 'error');
    this.send(token ? { type: 'hello', gameId, token } : { type: 'hello', gameId });
    return p;
  }

  /** Sends a message and waits for the error it must cause. */
  async expectError(msg: unknown): Promise<Extract<Msg, { type: 'error' }>> {
    const p = this.next((m) => m.type === 'error');
    this.send(msg);
    return (await p) as Extract<Msg, { type: 'error' }>;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export interface RandomPlayerOptions {
  seed: number;
  /** Stop answering (without conceding) after this many own actions. */
  maxActions?: number;
  /** Stop (and resolve) as soon as a view at this sequence number or later arrives. */
  untilSeq?: number;
  /** Called before each act; return false to stop playing. */
  beforeAct?: (view: PlayerView) => boolean;
}

/** How long a random player waits without any message before it fails, naming where it stood. */
const SILENCE_MS = 30_000;

/**
 * Makes a client answer its own pending decisions with a uniformly random option, as soon as
 * each view arrives. Resolves when the game is over (or it stops playing).
 */
export function playRandom(c: TestClient, seat: Seat, o: RandomPlayerOptions): { done: Promise<'over' | 'stopped'>; actions: () => number } {
  const rnd = botRng(o.seed);
  let actions = 0;
  let answered = '';
  let stopped = false;
  let heard = Date.now();
  let lastError = '';
  let watchdog: ReturnType<typeof setInterval> | undefined;
  const done = new Promise<'over' | 'stopped'>((resolve, reject) => {
    // a game that stops sending anything fails at once, saying where it stood, instead of running
    // into the test's timeout with nothing to go on
    watchdog = setInterval(() => {
      if (Date.now() - heard < SILENCE_MS) return;
      const v = c.view;
      reject(new Error(`${seat}: no message for ${SILENCE_MS / 1000} s; last view seq ${v?.seq}, pending ${v?.pending?.id} for ${v?.pending?.player}, last answered ${answered || '-'}, last error ${lastError || '-'}, ${actions} actions`));
    }, 1000);
    const onView = (v: PlayerView) => {
      if (stopped) return;
      if (o.untilSeq !== undefined && v.seq >= o.untilSeq) {
        stopped = true;
        resolve('stopped');
        return;
      }
      const p = v.pending;
      if (v.result || !p || p.player !== seat || !p.options || answered === p.id) return;
      if ((o.maxActions !== undefined && actions >= o.maxActions) || (o.beforeAct && !o.beforeAct(v))) {
        stopped = true;
        resolve('stopped');
        return;
      }
      const opt = p.options[Math.floor(rnd() * p.options.length)];
      if (!opt) return reject(new Error('no options'));
      answered = p.id;
      actions += 1;
      c.send({ type: 'act', seq: v.seq, decision: p.id, option: opt.id });
    };
    c.onMessage((m) => {
      heard = Date.now();
      if (m.type === 'error') lastError = `${m.code}: ${m.message}`;
      if (m.type === 'gameOver') resolve('over');
      else if (m.type === 'welcome' || m.type === 'view') onView(m.view);
      else if (m.type === 'error') {
        // a refused action was not played: it does not count
        if (m.code === 'rate-limited' || m.code === 'stale') actions -= 1;
        if (m.code === 'rate-limited') {
          // Answer the current view again a little later.
          answered = '';
          setTimeout(() => c.view && onView(c.view), 100);
        } else if (m.code !== 'stale') reject(new Error(`unexpected error ${m.code}: ${m.message}`));
      }
    });
    c.ws.on('close', () => {
      if (!stopped && !c.result) resolve('stopped');
    });
    if (c.view) onView(c.view);
  }).finally(() => clearInterval(watchdog));
  return { done, actions: () => actions };
}

export async function http<T>(base: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const init: RequestInit = { method, headers: body === undefined ? {} : { 'content-type': 'application/json' } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(base + path, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T };
}

export async function createGame(base: string, req: Partial<CreateGameReq>): Promise<CreateGameRes> {
  const r = await http<CreateGameRes>(base, 'POST', '/api/games', req);
  if (r.status !== 201) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The games of the seats whose tokens are given (POST: tokens never go in a URL). */
export async function listGames(base: string, tokens: string[]): Promise<GameSummary[]> {
  const r = await http<{ games: GameSummary[] }>(base, 'POST', '/api/games/list', { tokens });
  if (r.status !== 200) throw new Error(`list failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.games;
}

export async function joinGame(base: string, gameId: string, invite: string): Promise<JoinGameRes> {
  const r = await http<JoinGameRes>(base, 'POST', `/api/games/${gameId}/join`, { invite });
  if (r.status !== 200) throw new Error(`join failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A friend game with both seats connected: federation created it, klingon joined by invite. */
export async function friendGame(base: string): Promise<{ gameId: string; fed: TestClient; kli: TestClient; tokens: Record<'federation' | 'klingon', string> }> {
  const g = await createGame(base, { mode: 'friend', side: 'federation' });
  const j = await joinGame(base, g.gameId, g.invite as string);
  const fed = await TestClient.connect(base);
  const kli = await TestClient.connect(base);
  await fed.hello(g.gameId, g.token);
  await kli.hello(g.gameId, j.token);
  return { gameId: g.gameId, fed, kli, tokens: { federation: g.token, klingon: j.token } };
}

// ---- a server in its own process (for the kill test and the benchmark) -------------------------

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no chance to flush or close anything. */
  kill(): Promise<void>;
}

export function spawnServer(db: string, extra: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', '--db', db, '--no-web', '--log-level', 'warn', '--response-delay', '5', ...extra], {
    stdio: ['ignore', process.env.STCCG_TEST_SERVER_LOGS ? 'pipe' : 'ignore', 'pipe'],
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 90_000);
    child.stdout?.on('data', (d: Buffer) => process.stderr.write(`[${child.pid}] ${d.toString()}`));
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      if (out) return;
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (!m) return;
      out = m[1] as string;
      clearTimeout(timer);
      resolve({
        url: out,
        child,
        kill: () =>
          new Promise((res) => {
            if (child.exitCode !== null) return res();
            child.once('exit', () => res());
            child.kill('SIGKILL');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
