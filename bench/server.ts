/**
 * Server benchmark: N concurrent games played through the real protocol on loopback.
 *
 * The server runs as its own process (as `stccg serve` would); this process holds the 2N
 * player sockets. Every player is a remote client answering its own views with a random
 * legal option, so what is measured is the server: validate, apply, store, project and send.
 * The round trip of an action is the time from sending `act` to receiving the view that
 * shows it applied, on the same socket.
 *
 *   npx tsx bench/server.ts [--games 200] [--think-ms 500] [--max-actions 0] [--seconds 120] [--db FILE_OR_URL]
 *   npx tsx bench/server.ts --url http://127.0.0.1:3000   (a server already running, e.g. under --cpu-prof)
 *
 * --think-ms T makes each player wait a random 0..2T ms (mean T) before answering, like a person
 * or a bot thinking; 0 answers at once: a saturation test where every game always has an action
 * in flight, so the round trip is about games / throughput (Little's law) whatever the server
 * does. --max-actions K concedes each game once it reaches K actions (0: play to the end).
 * Only loopback addresses are used; the run stops by itself after --seconds.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { botRng } from '@stccg/ai';
import type { PlayerView } from '@stccg/engine';
import type { CreateGameRes, JoinGameRes, Seat, ServerMsg } from '../packages/server/src/protocol.ts';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    'think-ms': { type: 'string', default: '500' },
    'max-actions': { type: 'string', default: '0' },
    seconds: { type: 'string', default: '120' },
    db: { type: 'string' },
    url: { type: 'string' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});
const GAMES = Number(args.games);
const THINK = Number(args['think-ms']);
const MAX_ACTIONS = Number(args['max-actions']);
const SECONDS = Number(args.seconds);
const rnd = botRng(Number(args.seed));

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'stccg-bench-'));
const db = args.db ?? join(tmp, 'bench.sqlite');

function startServerProcess(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts'), '--port', '0', '--host', '127.0.0.1', '--db', db, '--no-web', '--log-level', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let buf = '';
    const onData = (d: Buffer) => {
      buf += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(buf);
      if (!m) return;
      child.stderr?.off('data', onData);
      child.stderr?.pipe(process.stderr);
      resolve({
        url: m[1] as string,
        stop: () =>
          new Promise((res) => {
            if (child.exitCode !== null) return res();
            child.once('exit', () => res());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

const rtts: number[] = [];
let actions = 0;
let errors = 0;
let finished = 0;
let conceded = 0;
let stopping = false;

class Player {
  private ws!: WebSocket;
  private sentAt = 0;
  private sentSeq = -1;
  private answered = '';
  constructor(
    private readonly url: string,
    private readonly gameId: string,
    private readonly token: string,
    private readonly seat: Seat,
    private readonly onOver: () => void,
  ) {}

  open(): Promise<void> {
    this.ws = new WebSocket(this.url.replace(/^http/, 'ws') + '/ws', { perMessageDeflate: false });
    this.ws.on('message', (d) => this.onMessage(JSON.parse(d.toString()) as ServerMsg));
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => {
        this.ws.send(JSON.stringify({ type: 'hello', gameId: this.gameId, token: this.token }));
        resolve();
      });
      this.ws.once('error', reject);
    });
  }

  private onMessage(m: ServerMsg): void {
    if (m.type === 'view' || m.type === 'welcome') {
      const v = m.view;
      if (this.sentSeq >= 0 && v.seq > this.sentSeq) {
        rtts.push(performance.now() - this.sentAt);
        this.sentSeq = -1;
      }
      this.consider(v);
    } else if (m.type === 'gameOver') {
      this.onOver();
    } else if (m.type === 'error') {
      errors += 1;
      if (errors <= 5) console.error(`error from server: ${m.code}: ${m.message}`);
    }
  }

  private consider(v: PlayerView): void {
    const p = v.pending;
    if (stopping || v.result || !p || p.player !== this.seat || !p.options || this.answered === p.id) return;
    this.answered = p.id;
    const answer = () => {
      if (stopping || this.ws.readyState !== WebSocket.OPEN) return;
      if (MAX_ACTIONS > 0 && v.seq >= MAX_ACTIONS) {
        conceded += 1;
        this.ws.send(JSON.stringify({ type: 'concede' }));
        return;
      }
      const opt = p.options?.[Math.floor(rnd() * (p.options?.length ?? 1))];
      if (!opt) return;
      this.sentAt = performance.now();
      this.sentSeq = v.seq;
      actions += 1;
      this.ws.send(JSON.stringify({ type: 'act', seq: v.seq, decision: p.id, option: opt.id }));
    };
    if (THINK > 0) setTimeout(answer, rnd() * 2 * THINK);
    else answer();
  }

  close(): void {
    this.ws.terminate();
  }
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
}

let server: { url: string; stop: () => Promise<void> };
if (args.url) {
  // An already running server (for profiling it); loopback only.
  const host = new URL(args.url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host) && !host.startsWith('127.')) throw new Error('--url must be a loopback address');
  server = { url: args.url.replace(/\/$/, ''), stop: async () => {} };
} else server = await startServerProcess();
console.log(`server ${server.url} (store ${args.db ? args.db.replace(/:[^:@/]*@/, ':***@') : 'SQLite file'}); ${GAMES} games, think ${THINK} ms, max ${MAX_ACTIONS || 'unlimited'} actions per game, limit ${SECONDS} s`);
const players: Player[] = [];
let allOver: () => void = () => {};
const over = new Promise<void>((r) => (allOver = r));
const t0 = performance.now();
// Create and join the games (10 at a time), then connect both seats of each.
for (let i = 0; i < GAMES; i += 10) {
  await Promise.all(
    Array.from({ length: Math.min(10, GAMES - i) }, async () => {
      const g = await post<CreateGameRes>(`${server.url}/api/games`, { mode: 'friend', side: 'federation' });
      const j = await post<JoinGameRes>(`${server.url}/api/games/${g.gameId}/join`, { invite: g.invite });
      let done = false;
      const onOver = () => {
        if (done) return;
        done = true;
        finished += 1;
        if (finished === GAMES) allOver();
      };
      players.push(new Player(server.url, g.gameId, g.token, 'federation', onOver), new Player(server.url, g.gameId, j.token, 'klingon', onOver));
    }),
  );
}
const tCreated = performance.now();
await Promise.all(players.map((p) => p.open()));
const tStart = performance.now();
const timer = setTimeout(allOver, SECONDS * 1000);
await over;
clearTimeout(timer);
stopping = true;
const seconds = (performance.now() - tStart) / 1000;
const health = (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>;
for (const p of players) p.close();
await server.stop();
rmSync(tmp, { recursive: true, force: true });

const out = {
  games: GAMES,
  finished,
  concededAtMaxActions: conceded,
  actions,
  seconds: Number(seconds.toFixed(1)),
  actionsPerSecond: Math.round(actions / seconds),
  rttMs: {
    p50: Number(quantile(rtts, 0.5).toFixed(2)),
    p90: Number(quantile(rtts, 0.9).toFixed(2)),
    p99: Number(quantile(rtts, 0.99).toFixed(2)),
    max: Number(quantile(rtts, 1).toFixed(2)),
  },
  errors,
  setupSeconds: Number(((tStart - t0) / 1000).toFixed(1)),
  createSeconds: Number(((tCreated - t0) / 1000).toFixed(1)),
  serverMemoryMB: health.memoryMB,
};
if (args.json) console.log(JSON.stringify(out));
else {
  console.log(`games finished:      ${finished} / ${GAMES}${MAX_ACTIONS > 0 ? ` (${conceded} of them conceded at the ${MAX_ACTIONS}-action cap)` : ''}${finished < GAMES ? ` (the others were still playing after ${SECONDS} s)` : ''}`);
  console.log(`actions:             ${actions} in ${out.seconds} s = ${out.actionsPerSecond} actions/s`);
  console.log(`action round trip:   p50 ${out.rttMs.p50} ms, p90 ${out.rttMs.p90} ms, p99 ${out.rttMs.p99} ms, max ${out.rttMs.max} ms`);
  console.log(`errors:              ${errors}`);
  console.log(`setup (create+join+connect): ${out.setupSeconds} s; server memory ${String(out.serverMemoryMB)} MB`);
}
process.exit(0);
