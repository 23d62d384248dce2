/**
 * `npm run bench:server -- --cluster N --db postgres://...` (issue 30): the load of N `stccg serve
 * --cluster` processes on one PostgreSQL database, beside one process (no --cluster) on the same
 * database, then the takeover after a SIGKILL and the memory per game.
 *
 * Each run gets a fresh schema of the database (`?schema=bench_…`, dropped at the end). The players'
 * sockets are spread round-robin over the processes (game g is created on process g mod N, its
 * first player's socket on process 2g mod N, its second's on 2g+1 mod N): with N = 2 every game has
 * one player on each process, so one of its two sockets is forwarded to the owner. The number of
 * concurrent games is ramped (--steps) until the p99 round trip passes --p99-ms at --over-steps
 * steps in a row (default 2: one step over may be a burst of the machine's other work) or the last
 * step is reached; the games held are those of the largest step under the bound; a game that ends is replaced by a new one, so a step holds its games.
 *
 * Takeover: --takeover-games games on N cluster processes; once they run, the process holding the
 * most leases is killed with SIGKILL; its clients (and the clients forwarded to it) reconnect to a
 * live process after --reconnect-ms; for every game whose lease the dead process held, the time from
 * the kill to the first of its actions acknowledged afterwards (through another process) is taken.
 * It includes the lease (--lease) left to lapse and the player's think time after the welcome.
 *
 * Loopback only; every phase is bounded (--step-seconds per step, --max-seconds in all).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import { botRng } from '@stccg/ai';
import { answeredFor, seat } from '@stccg/engine';
import type { PlayerView } from '@stccg/engine';
import type { CreateGameRes, JoinGameRes, Seat, ServerMsg } from '../packages/server/src/protocol.ts';
import { quantile, spawnServerProcess } from './server-process.ts';

export interface ClusterBenchOptions {
  root: string;
  db: string;
  processes: number;
  steps: number[];
  stepSeconds: number;
  warmSeconds: number;
  p99Ms: number;
  /** The ramp stops after this many steps in a row over p99Ms. */
  overSteps: number;
  thinkMs: number;
  takeoverGames: number;
  lease: string;
  reconnectMs: number;
  maxSeconds: number;
  seed: number;
  json: boolean;
}

interface Proc {
  url: string;
  child: ChildProcess;
  dead: boolean;
}

async function spawnServer(o: ClusterBenchOptions, db: string, cluster: boolean): Promise<Proc> {
  const { url, child } = await spawnServerProcess(o.root, db, 'error', cluster ? ['--cluster', '--lease', o.lease] : []);
  const p: Proc = { url, child, dead: child.exitCode !== null || child.signalCode !== null };
  child.once('exit', () => (p.dead = true));
  return p;
}

function stopProc(p: Proc): Promise<void> {
  return new Promise((res) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return res();
    const t = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
    p.child.once('exit', () => {
      clearTimeout(t);
      res();
    });
    p.child.kill('SIGTERM');
  });
}

async function post<T>(url: string, body: unknown): Promise<T> {
  for (let i = 0; ; i++) {
    const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (r.ok) return (await r.json()) as T;
    // a join forwarded to an owner a moment away (503 elsewhere): try again
    if (r.status === 503 && i < 5) {
      await new Promise((res) => setTimeout(res, 200));
      continue;
    }
    throw new Error(`${url}: ${r.status} ${await r.text()}`);
  }
}

async function health(p: Proc): Promise<{ memoryMB: number; games: number; server?: string; leases?: number }> {
  return (await (await fetch(`${p.url}/health`)).json()) as { memoryMB: number; games: number; server?: string; leases?: number };
}

const r2 = (x: number) => Number(x.toFixed(2));

/** One run: its processes, games and players, and the measurements of the current window. */
class Run {
  procs: Proc[] = [];
  games: BenchGame[] = [];
  stopping = false;
  rtts: number[] = [];
  actions = 0;
  errors = 0;
  created = 0;
  /** Set at a kill: each game's first acknowledgement after it is noted. */
  killAt = 0;
  constructor(
    readonly o: ClusterBenchOptions,
    readonly rnd: () => number,
  ) {}

  live(): BenchGame[] {
    return this.games.filter((g) => !g.over);
  }

  liveProcs(): Proc[] {
    return this.procs.filter((p) => !p.dead);
  }

  /** Creates a game on process g mod N, joins it, and opens its two sockets (2g and 2g+1 mod N). */
  async addGame(): Promise<void> {
    const n = this.created++;
    const procs = this.liveProcs();
    const N = procs.length;
    const on = procs[n % N] as Proc;
    const g = await post<CreateGameRes>(`${on.url}/api/games`, { mode: 'friend', side: 'federation' });
    const j = await post<JoinGameRes>(`${(procs[(n + 1) % N] as Proc).url}/api/games/${g.gameId}/join`, { invite: g.invite });
    const game = new BenchGame(this, g.gameId);
    game.players = [new BenchPlayer(this, game, g.token, 'federation', (2 * n) % N), new BenchPlayer(this, game, j.token, 'klingon', (2 * n + 1) % N)];
    this.games.push(game);
    await Promise.all(game.players.map((p) => p.open()));
  }

  async growTo(target: number): Promise<void> {
    while (this.live().length < target && !this.stopping) {
      const k = Math.min(10, target - this.live().length);
      await Promise.all(Array.from({ length: k }, () => this.addGame()));
    }
  }

  resetWindow(): void {
    this.rtts = [];
    this.actions = 0;
  }

  async close(): Promise<void> {
    this.stopping = true;
    for (const g of this.games) for (const p of g.players) p.close();
    await Promise.all(this.procs.map(stopProc));
  }
}

class BenchGame {
  over = false;
  players: BenchPlayer[] = [];
  /** The first acknowledgement of an action of this game after the kill (ms since the kill). */
  ackAfterKill: number | null = null;
  constructor(
    readonly run: Run,
    readonly id: string,
  ) {}

  end(): void {
    if (this.over) return;
    this.over = true;
    for (const p of this.players) p.close();
    // keep the step's number of games: a new game for the ended one
    if (!this.run.stopping && this.run.killAt === 0) void this.run.addGame().catch((e: unknown) => {
        this.run.errors += 1;
        console.error(String(e));
      });
  }
}

class BenchPlayer {
  private ws: WebSocket | null = null;
  private sentAt = 0;
  private sentSeq = -1;
  private answered = '';
  private closed = false;
  /** When the current socket was opened: an acknowledgement counts for the takeover only on a socket opened after the kill. */
  private openedAt = 0;
  constructor(
    private readonly run: Run,
    private readonly game: BenchGame,
    private readonly token: string,
    private readonly seat: Seat,
    private procIndex: number,
  ) {}

  open(): Promise<void> {
    const proc = this.run.procs[this.procIndex] as Proc;
    const ws = new WebSocket(proc.url.replace(/^http/, 'ws') + '/ws', { perMessageDeflate: false });
    this.ws = ws;
    this.openedAt = performance.now();
    ws.on('message', (d) => this.onMessage(JSON.parse(d.toString()) as ServerMsg));
    ws.on('close', () => this.onClose(ws));
    return new Promise((resolve) => {
      ws.once('open', () => {
        ws.send(JSON.stringify({ type: 'hello', gameId: this.game.id, token: this.token }));
        resolve();
      });
      ws.once('error', () => resolve());
    });
  }

  /** A socket closed by a server (a kill, a pipe broken, a drain): reconnect to a live process. */
  private onClose(ws: WebSocket): void {
    if (ws !== this.ws || this.closed || this.run.stopping || this.game.over) return;
    setTimeout(() => {
      if (this.closed || this.run.stopping || this.game.over) return;
      const live = this.run.procs.map((p, i) => ({ p, i })).filter((x) => !x.p.dead);
      if (live.length === 0) return;
      if ((this.run.procs[this.procIndex] as Proc).dead) this.procIndex = (live[Math.floor(this.run.rnd() * live.length)] as { i: number }).i;
      void this.open();
    }, this.run.o.reconnectMs);
  }

  private onMessage(m: ServerMsg): void {
    if (m.type === 'welcome') {
      // a new socket: what was sent and not seen applied is sent again
      this.answered = '';
      this.sentSeq = -1;
    }
    if (m.type === 'view' || m.type === 'welcome') {
      const v = m.view;
      if (this.sentSeq >= 0 && v.seq > this.sentSeq) {
        const now = performance.now();
        this.run.rtts.push(now - this.sentAt);
        this.sentSeq = -1;
        if (this.run.killAt > 0 && this.openedAt > this.run.killAt && this.game.ackAfterKill === null) this.game.ackAfterKill = now - this.run.killAt;
      }
      if (v.result) this.game.end();
      this.consider(v);
    } else if (m.type === 'gameOver') {
      this.game.end();
    } else if (m.type === 'error') {
      this.run.errors += 1;
      if (this.run.errors <= 5) console.error(`error from server: ${m.code}: ${m.message}`);
    }
  }

  private consider(v: PlayerView): void {
    const p = v.pending;
    if (this.run.stopping || v.result || !p || p.player !== this.seat || !p.options || this.answered === p.id) return;
    if (answeredFor(p.kind, p.options, seat(v, this.seat).alwaysRespond) !== null) return;
    this.answered = p.id;
    const ws = this.ws;
    const answer = () => {
      if (this.run.stopping || !ws || ws !== this.ws || ws.readyState !== WebSocket.OPEN) return;
      const opt = p.options?.[Math.floor(this.run.rnd() * (p.options?.length ?? 1))];
      if (!opt) return;
      this.sentAt = performance.now();
      this.sentSeq = v.seq;
      this.run.actions += 1;
      ws.send(JSON.stringify({ type: 'act', seq: v.seq, decision: p.id, option: opt.id }));
    };
    if (this.run.o.thinkMs > 0) setTimeout(answer, this.run.rnd() * 2 * this.run.o.thinkMs);
    else answer();
  }

  close(): void {
    this.closed = true;
    this.ws?.terminate();
  }
}

interface Step {
  target: number;
  games: number;
  sockets: number;
  actionsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Makes a fresh schema's URL; the schema is dropped by dropSchema. */
function schemaUrl(db: string, name: string): string {
  const u = new URL(db);
  u.searchParams.set('schema', name);
  return u.toString();
}

async function withPg<T>(db: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const u = new URL(db);
  u.searchParams.delete('schema');
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function dropSchema(db: string, name: string): Promise<void> {
  await withPg(db, (c) => c.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`)).catch((e: unknown) => console.error(`could not drop schema ${name}: ${String(e)}`));
}

/** The ramp: N processes (cluster when cluster), games raised step by step until the p99 passes the bound. */
async function ramp(o: ClusterBenchOptions, n: number, cluster: boolean, deadline: number): Promise<{ steps: Step[]; rssMB: number; idleRssMB: number; heldGames: number }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const db = schemaUrl(o.db, schema);
  const run = new Run(o, botRng(o.seed));
  const steps: Step[] = [];
  let rssMB = 0;
  let idleRssMB = 0;
  let heldGames = 0;
  let overInARow = 0;
  try {
    // the first creates the tables; the others then start side by side
    run.procs.push(await spawnServer(o, db, cluster));
    run.procs.push(...(await Promise.all(Array.from({ length: n - 1 }, () => spawnServer(o, db, cluster)))));
    idleRssMB = (await Promise.all(run.procs.map(health))).reduce((a, h) => a + h.memoryMB, 0);
    const label = cluster ? `${n} processes with --cluster` : `1 process without --cluster`;
    if (!o.json) console.log(`\n${label} on one PostgreSQL (schema ${schema}); think ${o.thinkMs} ms; idle RSS ${idleRssMB} MB`);
    for (const target of o.steps) {
      if (performance.now() + (o.stepSeconds + o.warmSeconds + 5) * 1000 > deadline) {
        if (!o.json) console.log(`  (stopped before ${target} games: the run's time limit)`);
        break;
      }
      await run.growTo(target);
      await new Promise((r) => setTimeout(r, o.warmSeconds * 1000));
      run.resetWindow();
      const errors0 = run.errors;
      const t = performance.now();
      await new Promise((r) => setTimeout(r, o.stepSeconds * 1000));
      const secs = (performance.now() - t) / 1000;
      const games = run.live().length;
      const step: Step = { target, games, sockets: 2 * games, actionsPerSecond: Math.round(run.actions / secs), p50: r2(quantile(run.rtts, 0.5)), p99: r2(quantile(run.rtts, 0.99)), errors: run.errors - errors0 };
      steps.push(step);
      const hs = await Promise.all(run.procs.map(health));
      rssMB = hs.reduce((a, h) => a + h.memoryMB, 0);
      heldGames = games;
      if (!o.json) console.log(`  ${String(step.games).padStart(5)} games, ${String(step.sockets).padStart(5)} sockets: ${String(step.actionsPerSecond).padStart(5)} actions/s, p50 ${step.p50} ms, p99 ${step.p99} ms, errors ${step.errors}, RSS ${rssMB} MB`);
      // a step over the bound may be a burst of the machine's other work: stop at the second in a row
      overInARow = step.p99 < o.p99Ms ? 0 : overInARow + 1;
      if (overInARow >= o.overSteps) break;
    }
  } finally {
    await run.close();
    await dropSchema(o.db, schema);
  }
  return { steps, rssMB, idleRssMB, heldGames };
}

/** The takeover after a SIGKILL of the process holding the most leases. */
async function takeover(o: ClusterBenchOptions): Promise<Record<string, unknown>> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const db = schemaUrl(o.db, schema);
  const run = new Run(o, botRng(o.seed + 7));
  try {
    run.procs.push(await spawnServer(o, db, true));
    run.procs.push(...(await Promise.all(Array.from({ length: o.processes - 1 }, () => spawnServer(o, db, true)))));
    await run.growTo(o.takeoverGames);
    await new Promise((r) => setTimeout(r, o.warmSeconds * 1000));
    const hs = await Promise.all(run.procs.map(health));
    let victim = 0;
    hs.forEach((h, i) => {
      if ((h.leases ?? 0) > (hs[victim]?.leases ?? 0)) victim = i;
    });
    const server = hs[victim]?.server ?? '';
    const owned = new Set(await withPg(o.db, async (c) => (await c.query(`SELECT game_id FROM "${schema}".game_owner WHERE owner = $1`, [server])).rows.map((r: { game_id: string }) => r.game_id)));
    const affected = run.live().filter((g) => owned.has(g.id));
    run.killAt = performance.now();
    (run.procs[victim] as Proc).child.kill('SIGKILL');
    // wait until every affected game has an acknowledged action again, or lease + 30 s
    const limit = run.killAt + 30_000 + parseLease(o.lease);
    while (performance.now() < limit && affected.some((g) => g.ackAfterKill === null && !g.over)) await new Promise((r) => setTimeout(r, 100));
    const times = affected.map((g) => g.ackAfterKill).filter((x): x is number => x !== null);
    const out = {
      processes: o.processes,
      games: run.live().length,
      lease: o.lease,
      affectedGames: affected.length,
      resumed: times.length,
      notResumed: affected.filter((g) => g.ackAfterKill === null && !g.over).length,
      medianMs: Math.round(quantile(times, 0.5)),
      maxMs: Math.round(quantile(times, 1)),
      minMs: Math.round(quantile(times, 0)),
      errors: run.errors,
    };
    if (!o.json) {
      console.log(`\ntakeover: ${out.games} games on ${o.processes} --cluster processes (lease ${o.lease}, think ${o.thinkMs} ms, reconnect after ${o.reconnectMs} ms); SIGKILL of the one holding ${affected.length} leases`);
      console.log(`  from the kill to each of its games' next acknowledged action (through another process): median ${out.medianMs} ms, max ${out.maxMs} ms, min ${out.minMs} ms; ${out.resumed} of ${out.affectedGames} resumed, ${out.notResumed} not within the lease + 30 s`);
    }
    return out;
  } finally {
    await run.close();
    await dropSchema(o.db, schema);
  }
}

function parseLease(s: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(s);
  if (!m) throw new Error(`--lease must be like 10s or 1500ms, got "${s}"`);
  return Number(m[1]) * (m[2] === 's' ? 1000 : 1);
}

export async function clusterBench(o: ClusterBenchOptions): Promise<Record<string, unknown>> {
  if (!/^postgres(ql)?:\/\//.test(o.db)) throw new Error('--cluster needs --db postgres://… (the processes share one PostgreSQL database)');
  const host = new URL(o.db).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) throw new Error('--db must be on a loopback address for the benchmark');
  if (!(Number.isInteger(o.processes) && o.processes >= 1 && o.processes <= 8)) throw new Error(`--cluster takes 1 to 8 processes, got ${o.processes}`);
  parseLease(o.lease);
  if (o.steps.length === 0 || !o.steps.every((g, i) => Number.isInteger(g) && g > 0 && (i === 0 || g > (o.steps[i - 1] as number)))) throw new Error('--steps must be rising whole numbers of games, e.g. 10,25,50');
  for (const [name, v] of [['--step-seconds', o.stepSeconds], ['--max-seconds', o.maxSeconds], ['--p99-ms', o.p99Ms], ['--over-steps', o.overSteps]] as const) if (!(Number.isFinite(v) && v > 0)) throw new Error(`${name} must be a positive number, got ${v}`);
  for (const [name, v] of [['--warm-seconds', o.warmSeconds], ['--think-ms', o.thinkMs], ['--takeover-games', o.takeoverGames], ['--reconnect-ms', o.reconnectMs]] as const) if (!(Number.isFinite(v) && v >= 0)) throw new Error(`${name} must be a number at least 0, got ${v}`);
  const deadline = performance.now() + o.maxSeconds * 1000;
  // the time left is shared: the cluster ramp, the single process's ramp, the takeover
  const reserve = (o.takeoverGames > 0 ? 60 + parseLease(o.lease) / 1000 : 0) * 1000;
  const half = (deadline - reserve - performance.now()) / 2;
  const multi = await ramp(o, o.processes, true, performance.now() + half);
  const single = await ramp(o, 1, false, deadline - reserve);
  const per = (r: { rssMB: number; idleRssMB: number; heldGames: number }) => ({
    rssMB: r.rssMB,
    idleRssMB: r.idleRssMB,
    games: r.heldGames,
    kbPerGame: r.heldGames ? Math.round((r.rssMB * 1024) / r.heldGames) : null,
    kbPerGameAboveIdle: r.heldGames ? Math.round(((r.rssMB - r.idleRssMB) * 1024) / r.heldGames) : null,
  });
  const held = (steps: Step[]) => steps.filter((s) => s.p99 < o.p99Ms).reduce<Step | null>((a, s) => (!a || s.games > a.games ? s : a), null);
  const out: Record<string, unknown> = {
    cluster: { processes: o.processes, steps: multi.steps, held: held(multi.steps), memory: per(multi) },
    single: { processes: 1, steps: single.steps, held: held(single.steps), memory: per(single) },
  };
  if (!o.json) {
    const hc = held(multi.steps);
    const hs = held(single.steps);
    const f = (s: Step | null) => (s ? `${s.games} games (${s.sockets} sockets), ${s.actionsPerSecond} actions/s, p50 ${s.p50} ms, p99 ${s.p99} ms` : 'none under the bound');
    console.log(`\nside by side (think ${o.thinkMs} ms; the most games held with p99 under ${o.p99Ms} ms):`);
    console.log(`  ${o.processes} processes, --cluster: ${f(hc)}`);
    console.log(`  1 process:               ${f(hs)}`);
    console.log(`  steps (games: ${o.processes} processes p50/p99 actions/s | 1 process p50/p99 actions/s):`);
    const all = [...new Set([...multi.steps, ...single.steps].map((s) => s.target))].sort((a, b) => a - b);
    for (const g of all) {
      const a = multi.steps.find((s) => s.target === g);
      const b = single.steps.find((s) => s.target === g);
      const c = (s: Step | undefined) => (s ? `${s.p50}/${s.p99} ms ${s.actionsPerSecond}/s` : '-');
      console.log(`    ${String(g).padStart(5)}: ${c(a).padEnd(28)} | ${c(b)}`);
    }
    const m = (x: ReturnType<typeof per>, label: string) => console.log(`  memory, ${label}: RSS ${x.rssMB} MB for ${x.games} games = ${x.kbPerGame ?? '-'} KB a game (${x.kbPerGameAboveIdle ?? '-'} KB a game above the idle ${x.idleRssMB} MB)`);
    m(per(multi), `${o.processes} processes at the top step`);
    m(per(single), '1 process at the top step');
  }
  if (o.takeoverGames > 0) out.takeover = await takeover(o);
  return out;
}
