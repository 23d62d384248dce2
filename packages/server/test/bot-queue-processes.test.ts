/**
 * `stccg serve --cluster --bots external` and `stccg bot-worker` as real child processes on one
 * PostgreSQL schema: a game against the heuristic bot waits while no worker runs (the queue's row
 * holds the bot seat's view only, /health counts it), goes on once a worker starts; a game against
 * the search bot plays alongside; the worker is killed with SIGKILL mid-game and another started:
 * both games go on; conceded, their rows are gone. Runs when TEST_DATABASE_URL is set.
 */
import { expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TestClient, createGame, http, playRandom, sleep, spawnServer } from './helpers.ts';
import type { ServerProcess } from './helpers.ts';
import { describeWithPostgres, schemaClient, schemaDb, testSchemas } from './pg-harness.ts';

const schema = testSchemas()();
const WORKER = fileURLToPath(new URL('../src/bot-worker-main.ts', import.meta.url));

interface WorkerProcess {
  child: ChildProcess;
  kill(): Promise<void>;
}

function spawnWorker(db: string): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, '--db', db, '--threads', '1', '--lease', '1s', '--log-level', 'warn'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`bot worker did not start: ${err}`)), 90_000);
    child.stderr?.on('data', (d: Buffer) => {
      err += d.toString();
      if (!/answering bot decisions/.test(err)) return;
      clearTimeout(timer);
      resolve({
        child,
        kill: () =>
          new Promise((res) => {
            if (child.exitCode !== null || child.signalCode !== null) return res();
            child.once('exit', () => res());
            child.kill('SIGKILL');
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`bot worker exited with ${code}: ${err}`)));
  });
}

async function until<T>(what: string, f: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 30_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() - t0 > timeoutMs) throw new Error(`waited in vain for ${what}`);
    await sleep(100);
  }
}

describeWithPostgres('bots on their own worker pool', { timeout: 120_000 }, (pgUrl) => {
  it('a bot game waits for a worker, is answered from the seat view only, and survives its worker being killed', async () => {
    const db = schemaDb(pgUrl, schema);
    const sql = schemaClient(pgUrl, schema);
    let server: ServerProcess | null = null;
    const workers: WorkerProcess[] = [];
    const clients: TestClient[] = [];
    try {
      const step = (w: string) => { if (process.env.STCCG_TEST_STEPS) process.stderr.write(`${new Date().toISOString()} ${w} seq ${c1v()}\n`); };
      let c1v = () => -1;
      server = await spawnServer(db, ['--cluster', '--bots', 'external', '--think-ms', '40', '--lease', '3s', '--games-per-minute', '0', '--open-games-per-client', '0']);
      const url = server.url;
      await sql.connect();
      // a game against the heuristic bot; the person plays at random
      const g1 = await createGame(url, { mode: 'bot', side: 'federation', bot: 'heuristic' });
      const c1 = await TestClient.connect(url);
      clients.push(c1);
      await c1.hello(g1.gameId, g1.token);
      c1v = () => c1.view?.seq ?? 0;
      server.child.stderr?.on('data', (d: Buffer) => step(`[server] ${d.toString()}`));
      step('hello');
      const p1 = playRandom(c1, 'federation', { seed: 11 });
      // no worker: the game stops at the bot's first decision, which waits in the queue
      const [row] = await until('the bot request in the queue', async () => {
        const r = (await sql.query('SELECT * FROM bot_requests WHERE game_id = $1', [g1.gameId])).rows;
        return r.length > 0 && r;
      });
      const health = await http<{ botQueue?: { queued: number; oldestSeconds: number | null } }>(url, 'GET', '/health');
      expect(health.body.botQueue?.queued).toBeGreaterThanOrEqual(1);
      expect(health.body.botQueue?.oldestSeconds).not.toBeNull();
      // what a worker receives: the bot seat's view and decision (and the bot's settings), nothing else
      const req = row.request as Record<string, unknown> & { view: { viewer: string; players: Record<string, { hand: { id: string }[] | null }> }; decision: { player: string } };
      expect(Object.keys(req).sort()).toEqual(['decision', 'name', 'seed', 'view']);
      expect(req.name).toBe('heuristic');
      expect(req.view.viewer).toBe('klingon');
      expect(req.decision.player).toBe('klingon');
      expect(req.view.players.federation?.hand).toBeNull();
      // the person's hand cards are nowhere in it
      const hidden = (r: { request: unknown }) => {
        const theirs = (c1.view?.players.federation?.hand ?? []).map((c) => c.id);
        const text = JSON.stringify(r.request);
        for (const id of theirs) expect(text).not.toContain(`"id":${JSON.stringify(id)}`);
        return theirs.length;
      };
      let checked = hidden(row);
      const waitingAt = c1.view?.seq ?? 0;

      step('row seen');
      // a worker starts: the game goes on
      workers.push(await spawnWorker(db));
      step('worker 1 up');
      await until('the heuristic game past the wait', () => (c1.view?.seq ?? 0) >= waitingAt + 15);
      // a game against the search bot (its think time small), alongside
      const g2 = await createGame(url, { mode: 'bot', side: 'federation', bot: 'search' });
      const c2 = await TestClient.connect(url);
      clients.push(c2);
      await c2.hello(g2.gameId, g2.token);
      const p2 = playRandom(c2, 'federation', { seed: 12 });
      await until('the search game under way', () => (c2.view?.seq ?? 0) >= 15);

      step('search game under way');
      // the worker dies (SIGKILL: its claims lapse); another starts: both games go on
      await (workers[0] as WorkerProcess).kill();
      // with no worker the heuristic game stops again at a bot decision: the person holds cards by now, none is in the request
      const [later] = await until('a bot request of the heuristic game', async () => {
        const r = (await sql.query('SELECT * FROM bot_requests WHERE game_id = $1 AND answer IS NULL', [g1.gameId])).rows;
        return r.length > 0 && r;
      });
      expect((later.request as { view: { viewer: string } }).view.viewer).toBe('klingon');
      checked += hidden(later);
      expect(checked).toBeGreaterThan(0);
      const at1 = c1.view?.seq ?? 0;
      const at2 = c2.view?.seq ?? 0;
      workers.push(await spawnWorker(db));
      await until('both games on after the new worker', () => c1.result !== null || c2.result !== null || ((c1.view?.seq ?? 0) >= at1 + 15 && (c2.view?.seq ?? 0) >= at2 + 15));

      step('new worker: both on');
      // the end: both concede; the bots' rows are gone
      for (const c of [c1, c2]) if (!c.result) c.send({ type: 'concede' });
      expect(await p1.done).toBe('over');
      expect(await p2.done).toBe('over');
      await until('the ended games out of the queue', async () => (await sql.query('SELECT 1 FROM bot_requests WHERE game_id = ANY($1)', [[g1.gameId, g2.gameId]])).rowCount === 0);
    } finally {
      for (const c of clients) await c.close();
      for (const w of workers) await w.kill();
      await server?.kill();
      await sql.end().catch(() => undefined);
    }
  });
});
