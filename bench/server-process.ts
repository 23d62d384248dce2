/**
 * What the server benches share (bench/server.ts and bench/server-cluster.ts): a server process on a
 * free loopback port, and the quantile their percentiles are read with. A module of its own: server.ts
 * runs its bench when loaded, so the cluster bench (which it loads) cannot import from it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** The per-client quotas, off: one client plays every game of a bench. */
export const QUOTAS_OFF = ['--games-per-minute', '0', '--open-games-per-client', '0', '--connections-per-address', '0'];

/**
 * Starts `stccg serve` (packages/server/src/main.ts, through tsx) on a free loopback port with this
 * store, no web client and the quotas off, and `extra` arguments; resolves with its address once it
 * listens, its standard error then passed on to this process's. Rejects if it exits before.
 */
export function spawnServerProcess(root: string, db: string, logLevel: string, extra: readonly string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts'), '--port', '0', '--host', '127.0.0.1', '--db', db, '--no-web', '--log-level', logLevel, ...QUOTAS_OFF, ...extra], {
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
      resolve({ url: m[1] as string, child });
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}: ${buf.slice(-500)}`)));
  });
}

/** The q-quantile of xs (the nearest rank below; NaN for none). */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
}
