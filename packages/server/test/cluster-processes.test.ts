/**
 * Three `stccg serve --cluster` processes (real child processes, started with the CLI) on one
 * PostgreSQL schema: games made on each, their players connected to other processes (served through
 * the owner), one owner killed with SIGKILL mid-game, another drained with SIGTERM; the players
 * reconnect by themselves, every game resumes on another process with the log it had (nothing
 * acknowledged lost) and ends with a record whose state hashes replay. Runs when TEST_DATABASE_URL is set.
 */
import { expect, it } from 'vitest';
import { replay } from '@stccg/engine';
import type { GameRecord, GameResult, PlayerView } from '@stccg/engine';
import { botRng } from '@stccg/ai';
import { TestClient, createGame, http, joinGame, sleep, spawnServer } from './helpers.ts';
import type { Msg, ServerProcess } from './helpers.ts';
import { describeWithPostgres, schemaClient, schemaDb, testSchemas } from './pg-harness.ts';
import type { Seat } from '../src/protocol.ts';

const schema = testSchemas()();

/**
 * A player that reconnects by itself: when its socket closes it connects to the next live server
 * (a short backoff), says hello with its token, and plays on. It answers its own decisions at
 * random up to a target sequence number, and checks at every welcome that nothing it was shown is
 * missing (the welcome's log begins with every event it had).
 */
class Player {
  c: TestClient | null = null;
  seen = 0;
  log: PlayerView['log'] = [];
  view: PlayerView | null = null;
  target = 0;
  result: GameResult | null = null;
  closes: number[] = [];
  reconnects = 0;
  problems: string[] = [];
  private answered = '';
  private readonly rnd: () => number;
  private waiters: (() => void)[] = [];
  private stopped = false;

  constructor(
    readonly name: string,
    readonly gameId: string,
    readonly token: string,
    readonly seat: Seat,
    private readonly live: () => string[],
    private home: number,
  ) {
    this.rnd = botRng(home * 101 + seat.length);
  }

  async attach(): Promise<void> {
    for (let i = 0; !this.stopped; i++) {
      const urls = this.live();
      const url = urls[(this.home + i) % urls.length] as string;
      let c: TestClient;
      try {
        c = await TestClient.connect(url);
      } catch {
        await sleep(200);
        continue;
      }
      let w: Msg;
      try {
        w = await c.hello(this.gameId, this.token);
      } catch {
        await sleep(200);
        continue;
      }
      if (w.type !== 'welcome') {
        // 'storage': the game's server cannot be reached yet (its lease not lapsed): again, shortly
        await c.close();
        await sleep(300);
        continue;
      }
      this.home = (this.home + i) % urls.length;
      const v = w.view;
      if (v.seq < this.seen) this.problems.push(`${this.name}: welcome at seq ${v.seq} after seq ${this.seen} was shown`);
      if (JSON.stringify(v.log.slice(0, this.log.length)) !== JSON.stringify(this.log)) this.problems.push(`${this.name}: the welcome's log does not begin with the events shown before`);
      this.c = c;
      this.log = [];
      // a move sent on the socket that went away may never have arrived: it is sent again
      this.answered = '';
      c.onMessage((m) => this.onMsg(m));
      c.ws.once('close', (code) => {
        if (this.c !== c) return;
        this.closes.push(code);
        this.c = null;
        if (this.result || this.stopped) return;
        this.reconnects += 1;
        setTimeout(() => void this.attach(), 100);
      });
      this.onMsg(w);
      return;
    }
  }

  private onMsg(m: Msg): void {
    if (m.type === 'welcome' || m.type === 'view') {
      const v = m.view;
      if (m.type === 'welcome') this.log = [];
      this.log = this.log.concat(v.log);
      this.view = v;
      this.seen = Math.max(this.seen, v.seq);
      this.act();
    } else if (m.type === 'gameOver') {
      this.result = m.result;
    } else if (m.type === 'error') {
      // a move refused (stale, the server going away, the store): answered again at the next view
      this.answered = '';
      if (m.code === 'storage' || m.code === 'rate-limited') setTimeout(() => this.act(), 200);
      else if (!['stale', 'unavailable', 'game-over'].includes(m.code)) this.problems.push(`${this.name}: error ${m.code}: ${m.message}`);
    }
    for (const w of this.waiters.splice(0)) w();
  }

  private act(): void {
    const v = this.view;
    const c = this.c;
    if (!v || !c || v.result || this.result) return;
    const p = v.pending;
    if (!p || p.player !== this.seat || !p.options || this.answered === p.id || v.seq >= this.target) return;
    const opt = p.options[Math.floor(this.rnd() * p.options.length)];
    if (!opt) return;
    this.answered = p.id;
    c.send({ type: 'act', seq: v.seq, decision: p.id, option: opt.id });
  }

  /** Plays up to `target` (or the end); resolves when a view at least that far (or the end) came. */
  async until(target: number, timeoutMs = 60_000): Promise<void> {
    this.target = target;
    this.act();
    const t0 = Date.now();
    while (!this.result && (this.view?.seq ?? 0) < target) {
      if (Date.now() - t0 > timeoutMs) throw new Error(`${this.name}: stuck at seq ${this.view?.seq} (target ${target}), pending ${this.view?.pending?.player} ${this.view?.pending?.id}, answered ${this.answered}, closes ${this.closes.join(',')}, reconnects ${this.reconnects}, socket ${this.c ? this.c.ws.readyState : 'none'}, msgs ${this.c?.msgs.slice(-3).map((m) => m.type + ('code' in m ? m.code : '')).join(',')}; ${this.problems.join('; ')}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 500);
      });
      this.act();
    }
  }

  concede(): void {
    this.c?.send({ type: 'concede' });
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.c?.close();
  }
}

describeWithPostgres('three servers on one PostgreSQL', { timeout: 180_000 }, (pgUrl) => {
  it('games made on every process and played through the others survive a SIGKILL and a drain, with nothing lost', async () => {
    const db = schemaDb(pgUrl, schema);
    const flags = ['--cluster', '--lease', '1500ms', '--lease-renew', '300ms', '--bot-workers', '1', '--games-per-minute', '0', '--open-games-per-client', '0'];
    // the first start makes the tables; the other two start together
    const procs: (ServerProcess | null)[] = [await spawnServer(db, flags)];
    procs.push(...(await Promise.all([spawnServer(db, flags), spawnServer(db, flags)])));
    const urls = procs.map((p) => (p as ServerProcess).url);
    const logs: string[] = [];
    procs.forEach((p, i) => p?.child.stderr?.on('data', (d: Buffer) => logs.push(`[${i}] ${d.toString()}`)));
    (globalThis as { dumpLogs?: () => string }).dumpLogs = () => logs.join('');
    const live = () => urls.filter((_, i) => procs[i] !== null);
    const players: Player[] = [];
    try {
      // G1: a friend game made on server 0, joined through server 1; its seats on 1 and 2
      // G2: a game against the random bot made on server 1; its player on 2
      // G3: a friend game made on server 2; its seats on 2 and 0
      const g1 = await createGame(urls[0] as string, { mode: 'friend', side: 'federation' });
      const j1 = await joinGame(urls[1] as string, g1.gameId, g1.invite as string);
      const g2 = await createGame(urls[1] as string, { mode: 'bot', side: 'federation', bot: 'random' });
      const g3 = await createGame(urls[2] as string, { mode: 'friend', side: 'federation' });
      const j3 = await joinGame(urls[0] as string, g3.gameId, g3.invite as string);
      players.push(
        new Player('G1 federation', g1.gameId, g1.token, 'federation', live, 1),
        new Player('G1 klingon', g1.gameId, j1.token, 'klingon', live, 2),
        new Player('G2 federation', g2.gameId, g2.token, 'federation', live, 2),
        new Player('G3 federation', g3.gameId, g3.token, 'federation', live, 2),
        new Player('G3 klingon', g3.gameId, j3.token, 'klingon', live, 0),
      );
      await Promise.all(players.map((p) => p.attach()));
      // every game is held by the process that made it
      const owners = async () => {
        const c = schemaClient(pgUrl, schema);
        await c.connect();
        try {
          const r = await c.query('SELECT o.game_id, s.address FROM game_owner o JOIN servers s ON s.id = o.owner');
          return new Map(r.rows.map((x: { game_id: string; address: string }) => [x.game_id, x.address]));
        } finally {
          await c.end();
        }
      };
      const o1 = await owners();
      expect([o1.get(g1.gameId), o1.get(g2.gameId), o1.get(g3.gameId)]).toEqual(urls);

      // phase 1: every game part-way
      await Promise.all(players.map((p) => p.until(20)));

      // server 0 (G1's owner) dies mid-game: G1's players (on 1 and 2, served through 0) and G3's
      // Klingon (connected to 0) lose their sockets and reconnect; G1 is taken over once its lease lapses
      const killed = procs[0] as ServerProcess;
      procs[0] = null;
      await killed.kill();
      await Promise.all(players.map((p) => p.until(40)));
      const o2 = await owners();
      expect(o2.get(g1.gameId)).not.toBe(urls[0]);
      expect([...o2.values()]).not.toContain(urls[0]);

      // server 1 (G2's owner, and maybe G1's now) is drained with SIGTERM: its sockets are closed
      // with 1012, its leases released, and its games go on on server 2 at once
      const drained = procs[1] as ServerProcess;
      const exited = new Promise<number | null>((r) => drained.child.once('exit', (code) => r(code)));
      procs[1] = null;
      drained.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await Promise.all(players.map((p) => p.until(60)));
      const o3 = await owners();
      for (const g of [g1, g2, g3]) expect(o3.get(g.gameId)).toBe(urls[2]);

      // the end: one seat of each game concedes; every record replays with its state hashes
      for (const p of [players[0], players[2], players[3]] as Player[]) p.concede();
      await Promise.all(players.map((p) => p.until(Number.MAX_SAFE_INTEGER)));
      for (const [g, p] of [
        [g1, players[0]],
        [g2, players[2]],
        [g3, players[3]],
      ] as const) {
        const rec = await http<GameRecord>(urls[2] as string, 'GET', `/api/games/${g.gameId}/record`);
        expect(rec.status).toBe(200);
        expect(rec.body.conceded?.[1]).toBe('federation');
        const replayed = replay(rec.body);
        expect(replayed.result).toEqual(p?.result);
        expect(rec.body.actions.length).toBeGreaterThanOrEqual(p?.seen ?? 0);
      }
      const problems = players.flatMap((p) => p.problems);
      expect(problems).toEqual([]);
      // the kill cut G1's players and G3's Klingon off; the drain, everyone on server 1 or served by it
      for (const p of [players[0], players[1], players[4]] as Player[]) expect(p.reconnects).toBeGreaterThan(0);
      expect(players.flatMap((p) => p.closes)).toContain(1012);
    } catch (e) {
      console.log((globalThis as { dumpLogs?: () => string }).dumpLogs?.());
      throw e;
    } finally {
      for (const p of players) await p.close();
      for (const p of procs) await p?.kill();
    }
  });
});
