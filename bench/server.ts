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
 *                           [--restart-games 3600] [--restart-actions 20]
 *   npx tsx bench/server.ts --url http://127.0.0.1:3000   (a server already running, e.g. under --cpu-prof)
 *   npx tsx bench/server.ts --cluster 2 --db postgres://127.0.0.1/… [--quick]   (issue 30: N --cluster processes
 *     on one PostgreSQL beside one process, the takeover after a SIGKILL, memory per game: bench/server-cluster.ts)
 *
 * Then the restart: a SQLite file holding --restart-games unfinished games (each with its first
 * --restart-actions actions) is opened by startServer twice, the old way (resumeAll: every
 * unfinished game loaded and replayed before the server listens) and the way it starts now
 * (games loaded when asked for); it prints both times, their ratio, and what the first hello of
 * one stored game costs then. --restart-games 0 skips it; --games 0 skips the games.
 *
 * --think-ms T makes each player wait a random 0..2T ms (mean T) before answering, like a person
 * or a bot thinking; 0 answers at once: a saturation test where every game always has an action
 * in flight, so the round trip is about games / throughput (Little's law) whatever the server
 * does. --max-actions K concedes each game once it reaches K actions (0: play to the end).
 * Only loopback addresses are used; the run stops by itself after --seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { WebSocket } from 'ws';
import { botRng } from '@stccg/ai';
import { Game, answeredFor, seat } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import type { CreateGameRes, JoinGameRes, Seat, ServerMsg } from '../packages/server/src/protocol.ts';
import { openStore } from '../packages/server/src/store.ts';
import type { LogEntry, StoredGame } from '../packages/server/src/store.ts';
import { startServer } from '../packages/server/src/server.ts';
import { hashSecret } from '../packages/server/src/hub.ts';
import { clusterBench } from './server-cluster.ts';
import { quantile, spawnServerProcess } from './server-process.ts';

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
    'restart-games': { type: 'string', default: '3600' },
    'restart-actions': { type: 'string', default: '20' },
    // issue 30: N --cluster processes on one PostgreSQL beside one process (bench/server-cluster.ts)
    cluster: { type: 'string' },
    steps: { type: 'string', default: '10,25,50,100,150,200,300,400,600,800' },
    'step-seconds': { type: 'string', default: '20' },
    'warm-seconds': { type: 'string', default: '5' },
    'p99-ms': { type: 'string', default: '50' },
    'over-steps': { type: 'string', default: '2' },
    'takeover-games': { type: 'string', default: '60' },
    lease: { type: 'string', default: '10s' },
    'reconnect-ms': { type: 'string', default: '500' },
    'max-seconds': { type: 'string', default: '600' },
    quick: { type: 'boolean', default: false },
  },
});
if (args.cluster !== undefined) {
  const quick = args.quick;
  const results = await clusterBench({
    root: fileURLToPath(new URL('..', import.meta.url)),
    db: args.db ?? '',
    processes: Number(args.cluster),
    steps: (quick ? '4,8' : args.steps).split(',').map(Number),
    stepSeconds: quick ? 3 : Number(args['step-seconds']),
    warmSeconds: quick ? 1 : Number(args['warm-seconds']),
    p99Ms: Number(args['p99-ms']),
    overSteps: Number(args['over-steps']),
    thinkMs: quick ? 100 : Number(args['think-ms']),
    takeoverGames: quick ? 4 : Number(args['takeover-games']),
    lease: quick ? '1s' : args.lease,
    reconnectMs: Number(args['reconnect-ms']),
    maxSeconds: quick ? 120 : Number(args['max-seconds']),
    seed: Number(args.seed),
    json: args.json,
  });
  if (args.json) console.log(JSON.stringify(results));
  process.exit(0);
}
const RESTART_GAMES = Number(args['restart-games']);
const RESTART_ACTIONS = Number(args['restart-actions']);
const GAMES = Number(args.games);
const THINK = Number(args['think-ms']);
const MAX_ACTIONS = Number(args['max-actions']);
const SECONDS = Number(args.seconds);
const rnd = botRng(Number(args.seed));

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'stccg-bench-'));
const db = args.db ?? join(tmp, 'bench.sqlite');

async function startServerProcess(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { url, child } = await spawnServerProcess(root, db, 'warn');
  return {
    url,
    stop: () =>
      new Promise((res) => {
        if (child.exitCode !== null) return res();
        child.once('exit', () => res());
        child.kill('SIGTERM');
      }),
  };
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
    // a response point where "no" is the only answer: the server gives it (as the web client leaves it)
    if (answeredFor(p.kind, p.options, seat(v, this.seat).alwaysRespond) !== null) return;
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

/** The games: GAMES concurrent games through a server process. */
async function playGames(): Promise<Record<string, unknown>> {
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
  if (!args.json) {
    console.log(`games finished:      ${finished} / ${GAMES}${MAX_ACTIONS > 0 ? ` (${conceded} of them conceded at the ${MAX_ACTIONS}-action cap)` : ''}${finished < GAMES ? ` (the others were still playing after ${SECONDS} s)` : ''}`);
    console.log(`actions:             ${actions} in ${out.seconds} s = ${out.actionsPerSecond} actions/s`);
    console.log(`action round trip:   p50 ${out.rttMs.p50} ms, p90 ${out.rttMs.p90} ms, p99 ${out.rttMs.p99} ms, max ${out.rttMs.max} ms`);
    console.log(`errors:              ${errors}`);
    console.log(`setup (create+join+connect): ${out.setupSeconds} s; server memory ${String(out.serverMemoryMB)} MB`);
  }
  return out;
}

/**
 * Start-up with RESTART_GAMES stored unfinished games, timed both ways in this process:
 * resumeAll (every game loaded and replayed before listening, the old start-up) and on demand
 * (the start-up now); then the first hello of one stored game, which loads it.
 */
async function restartBench(): Promise<Record<string, unknown>> {
  const file = join(tmp, 'restart.sqlite');
  const store = await openStore(file);
  const rng = botRng(Number(args.seed) + 1);
  const tFill = performance.now();
  let token = '';
  let someId = '';
  for (let i = 0; i < RESTART_GAMES; i++) {
    const seed = randomBytes(32).toString('hex');
    const game = Game.create({ seed });
    const log: LogEntry[] = [];
    while (log.length < RESTART_ACTIONS && game.state.pending && !game.state.result) {
      const p = game.state.pending;
      const o = p.options[Math.floor(rng() * p.options.length)];
      if (!o) break;
      game.act({ decision: p.id, option: o.id }, p.player);
      log.push({ t: 'act', p: p.player as Seat, d: p.id, o: o.id });
    }
    const id = `restart-${i}`;
    token = `restart-token-${i}`;
    someId = id;
    const meta: StoredGame = {
      id,
      createdAt: new Date(Date.now() - (RESTART_GAMES - i) * 1000).toISOString(),
      seed,
      withPremiums: false,
      seats: { federation: { kind: 'human', tokenHash: hashSecret(token) }, klingon: { kind: 'human', tokenHash: hashSecret(`${token}-k`) } },
      status: 'playing',
      result: null,
    };
    await store.createGame(meta);
    await store.addToken(hashSecret(token), id, 'federation');
    await Promise.all(log.map((e, n) => store.append(id, n, e)));
  }
  await store.close();
  const fillSeconds = (performance.now() - tFill) / 1000;
  const common = { port: 0, host: '127.0.0.1', db: file, logger: false as const, webDir: null, botWorkers: 1 };
  const time = async (resumeAll: boolean) => {
    const t = performance.now();
    const s = await startServer({ ...common, resumeAll });
    const ms = performance.now() - t;
    const games = ((await (await fetch(`${s.url}/health`)).json()) as { games: number }).games;
    return { ms, games, s };
  };
  const eager = await time(true);
  await eager.s.close();
  const lazy = await time(false);
  // the first hello of one stored game: it is loaded (replayed) then
  const t = performance.now();
  const ws = new WebSocket(lazy.s.url.replace(/^http/, 'ws') + '/ws');
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', gameId: someId, token })));
    ws.once('message', () => resolve());
    ws.once('error', reject);
  });
  const helloMs = performance.now() - t;
  ws.terminate();
  await lazy.s.close();
  const out = {
    storedGames: RESTART_GAMES,
    actionsPerGame: RESTART_ACTIONS,
    resumeAllMs: Math.round(eager.ms),
    gamesInMemoryAfterResumeAll: eager.games,
    onDemandMs: Math.round(lazy.ms),
    gamesInMemoryOnDemand: lazy.games,
    ratio: Number((eager.ms / lazy.ms).toFixed(1)),
    firstHelloMs: Number(helloMs.toFixed(1)),
    fillSeconds: Number(fillSeconds.toFixed(1)),
  };
  if (!args.json) {
    console.log(`restart with ${RESTART_GAMES} stored unfinished games (${RESTART_ACTIONS} actions each; stored in ${out.fillSeconds} s):`);
    console.log(`  before (resumeAll: every game replayed at start): ${out.resumeAllMs} ms, ${out.gamesInMemoryAfterResumeAll} games in memory`);
    console.log(`  now (games loaded when asked for):               ${out.onDemandMs} ms, ${out.gamesInMemoryOnDemand} games in memory`);
    console.log(`  ratio ${out.ratio}x; the first hello of one stored game (loads it) ${out.firstHelloMs} ms`);
  }
  return out;
}

const results: Record<string, unknown> = {};
if (GAMES > 0) results.games = await playGames();
if (RESTART_GAMES > 0) results.restart = await restartBench();
rmSync(tmp, { recursive: true, force: true });
if (args.json) console.log(JSON.stringify(results));
process.exit(0);
