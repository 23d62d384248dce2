/**
 * Test helpers for storage faults: a GameStore that passes everything to a real one except when
 * told to fail (a full disk, a database that is down, an answer lost on its way back), and a TCP
 * proxy that can be cut and restored between a PostgresStore and the real server.
 */
import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import type { GamePatch, GameStore, LogEntry, StoredGame } from '../src/store.ts';
import type { Seat } from '../src/protocol.ts';

export interface Fault {
  /** The error each failing call throws. */
  error: () => Error;
  /** Reads fail too (a database that is down), not only writes (a full disk). */
  reads?: boolean;
  /** The append reaches the store, then its answer is lost: the caller gets the error anyway. */
  lostAnswer?: boolean;
}

export const DISK_FULL = (): Error => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
export const NO_SPACE = (): Error => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
export const DB_DOWN = (): Error => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

export class FaultyStore implements GameStore {
  fault: Fault | null = null;
  /** Appends that failed, for the test to count. */
  failedAppends = 0;
  constructor(readonly inner: GameStore) {}
  get kind(): GameStore['kind'] {
    return this.inner.kind;
  }
  get where(): string {
    return `faulty ${this.inner.where}`;
  }
  private failWrite(): void {
    if (this.fault) throw this.fault.error();
  }
  private failRead(): void {
    if (this.fault?.reads) throw this.fault.error();
  }
  async createGame(g: StoredGame): Promise<void> {
    this.failWrite();
    return this.inner.createGame(g);
  }
  async updateGame(id: string, patch: GamePatch): Promise<void> {
    this.failWrite();
    return this.inner.updateGame(id, patch);
  }
  async addToken(tokenHash: string, gameId: string, seat: Seat): Promise<void> {
    this.failWrite();
    return this.inner.addToken(tokenHash, gameId, seat);
  }
  async append(gameId: string, n: number, entry: LogEntry): Promise<void> {
    const f = this.fault;
    if (f) {
      this.failedAppends += 1;
      if (f.lostAnswer) await this.inner.append(gameId, n, entry);
      throw f.error();
    }
    return this.inner.append(gameId, n, entry);
  }
  async load(gameId: string): Promise<{ game: StoredGame; log: LogEntry[] } | null> {
    this.failRead();
    return this.inner.load(gameId);
  }
  async unfinished(): Promise<string[]> {
    this.failRead();
    return this.inner.unfinished();
  }
  async byTokens(tokenHashes: string[]): Promise<{ game: StoredGame; seat: Seat }[]> {
    this.failRead();
    return this.inner.byTokens(tokenHashes);
  }
  async gameIds(): Promise<string[]> {
    this.failRead();
    return this.inner.gameIds();
  }
  async check(): Promise<string[]> {
    return this.inner.check();
  }
  async close(): Promise<void> {
    return this.inner.close();
  }
}

/**
 * A TCP proxy to host:port. cut() is a network partition: nothing more passes on the open
 * connections, and new ones are accepted but never reach the server (so a client waits out its
 * timeouts, as it would for a database that is down or unreachable). restore() drops the cut
 * connections and lets new ones through again.
 */
export class CuttableProxy {
  private server: Server | null = null;
  private pairs = new Set<{ a: Socket; b: Socket | null; cut: boolean }>();
  private down = false;
  port = 0;
  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    this.server = createServer((a) => {
      const pair: { a: Socket; b: Socket | null; cut: boolean } = { a, b: null, cut: this.down };
      this.pairs.add(pair);
      const drop = () => {
        a.destroy();
        pair.b?.destroy();
        this.pairs.delete(pair);
      };
      a.on('error', drop);
      a.on('close', drop);
      if (pair.cut) return; // a black hole: accepted, never answered
      const b = connect(this.targetPort, this.host);
      pair.b = b;
      b.on('error', drop);
      b.on('close', drop);
      a.on('data', (d) => {
        if (!pair.cut) b.write(d);
      });
      b.on('data', (d) => {
        if (!pair.cut) a.write(d);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const addr = this.server.address();
    this.port = typeof addr === 'object' && addr ? addr.port : 0;
    return this.port;
  }

  cut(): void {
    this.down = true;
    for (const p of this.pairs) p.cut = true;
  }

  restore(): void {
    this.down = false;
    for (const p of [...this.pairs]) {
      if (!p.cut) continue;
      p.a.destroy();
      p.b?.destroy();
      this.pairs.delete(p);
    }
  }

  async close(): Promise<void> {
    for (const p of this.pairs) {
      p.a.destroy();
      p.b?.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
