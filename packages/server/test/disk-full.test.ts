/**
 * A real full disk: the SQLite file lives on a tiny tmpfs mounted for the test, which is then
 * filled to the last byte mid-game. The move that cannot be stored is refused with 'storage'
 * ("the disk is full"), nothing changes, and once there is room again the game goes on; a
 * restarted server replays it to the views the players had. Mounting needs root (CI runs as
 * root); elsewhere the test is skipped and says why.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { openStore } from '../src/store.ts';
import { TestClient, friendGame, http, playRandom } from './helpers.ts';
import type { Msg } from './helpers.ts';

/** Mounts a 16 MB tmpfs; answers its directory, or why it could not. */
function mountTmpfs(): { dir: string } | { why: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stccg-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    const msg = ((e as { stderr?: Buffer }).stderr?.toString() || (e as Error).message).trim();
    return { why: `cannot mount a tmpfs here (${msg}): mounting needs root, as CI has (.ci/run)` };
  }
}

const mounted = mountTmpfs();
afterAll(() => {
  if ('dir' in mounted) {
    try {
      execFileSync('umount', [mounted.dir]);
    } catch {
      execFileSync('umount', ['-l', mounted.dir]);
    }
    rmSync(mounted.dir, { recursive: true, force: true });
  }
});

/** Fills the filesystem of dir until it refuses another byte; answers the filler file. */
function fill(dir: string): string {
  const file = join(dir, 'filler');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 0x55);
  try {
    for (let size = chunk.length; size >= 1; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch (e) {
        if ((e as { code?: string }).code !== 'ENOSPC') throw e;
        size = Math.floor(size / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
  return file;
}

type View = NonNullable<TestClient['view']>;

/** The seat to move sends its first option; answers what it is told next (a view with a higher seq, or an error). */
async function moveOnce(clients: Record<'federation' | 'klingon', TestClient>): Promise<{ seat: 'federation' | 'klingon'; before: View; answer: Msg }> {
  const v = clients.federation.view as View;
  const seat = v.pending?.player as 'federation' | 'klingon' | undefined;
  if (!seat) throw new Error('no decision pending');
  const c = clients[seat];
  const before = c.view as View;
  const p = before.pending;
  if (!p?.options?.[0]) throw new Error('no options');
  const answer = c.next((m) => m.type === 'error' || (m.type === 'view' && m.view.seq > before.seq));
  c.send({ type: 'act', seq: before.seq, decision: p.id, option: p.options[0].id });
  return { seat, before, answer: await answer };
}

describe('a full disk under SQLite', { timeout: 180_000 }, () => {
  if ('why' in mounted) {
    it.skip(`skipped: ${mounted.why}`, () => {});
    return;
  }
  const dir = mounted.dir;

  it('refuses the move that cannot be stored, changes nothing, and carries on once there is room', async () => {
    const db = join(dir, 'games.sqlite');
    let server: RunningServer = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
    let filler: string | null = null;
    try {
      const { gameId, fed, kli, tokens } = await friendGame(server.url);
      await Promise.all([playRandom(fed, 'federation', { seed: 1, untilSeq: 40 }).done, playRandom(kli, 'klingon', { seed: 2, untilSeq: 40 }).done]);
      // Wait for quiet: both seats have seen the same, latest view.
      for (let i = 0; i < 100 && fed.view?.seq !== kli.view?.seq; i++) await fed.next((m) => m.type === 'view', 2000).catch(() => null);

      filler = fill(dir);
      // The next move needs disk space (each commit adds a frame to the WAL): refused.
      let refused: Awaited<ReturnType<typeof moveOnce>> | null = null;
      for (let i = 0; i < 20 && !refused; i++) {
        const r = await moveOnce({ federation: fed, klingon: kli });
        if (r.answer.type === 'error' && r.answer.code === 'storage') refused = r;
        else if (r.answer.type === 'error' && r.answer.code !== 'stale') throw new Error(`unexpected ${r.answer.code}: ${r.answer.message}`);
      }
      if (!refused) throw new Error('20 moves were stored on a full disk');
      expect(refused.answer).toMatchObject({
        type: 'error',
        code: 'storage',
        seq: refused.before.seq,
        message: "the game's store cannot be written: the disk is full; your move was not applied; try again",
      });
      // Nothing changed: a new socket for the seat gets the view the seat had.
      const again = await TestClient.connect(server.url);
      const w = (await again.hello(gameId, tokens[refused.seat])) as Extract<Msg, { type: 'welcome' }>;
      expect(w.view.seq).toBe(refused.before.seq);
      expect(w.view.pending?.id).toBe(refused.before.pending?.id);
      await again.close();

      // Room again: the same move goes in.
      rmSync(filler);
      filler = null;
      const r = await moveOnce({ federation: fed, klingon: kli });
      expect(r.answer.type).toBe('view');
      await Promise.all([playRandom(fed, 'federation', { seed: 3, untilSeq: r.before.seq + 40 }).done, playRandom(kli, 'klingon', { seed: 4, untilSeq: r.before.seq + 40 }).done]);
      for (let i = 0; i < 100 && fed.view?.seq !== kli.view?.seq; i++) await fed.next((m) => m.type === 'view', 2000).catch(() => null);
      const shown = { seq: fed.view?.seq, log: fed.log };
      await Promise.all([fed.close(), kli.close()]);
      await server.close();

      // A restarted server replays the file to what the players were shown (and on), and the game ends.
      server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
      const fed2 = await TestClient.connect(server.url);
      const kli2 = await TestClient.connect(server.url);
      const wf = (await fed2.hello(gameId, tokens.federation)) as Extract<Msg, { type: 'welcome' }>;
      await kli2.hello(gameId, tokens.klingon);
      // (the server may have answered a response point for a seat after the sockets closed)
      expect(wf.view.seq).toBeGreaterThanOrEqual(shown.seq as number);
      expect(wf.view.log.slice(0, shown.log.length)).toEqual(shown.log);
      const ends = await Promise.all([playRandom(fed2, 'federation', { seed: 5 }).done, playRandom(kli2, 'klingon', { seed: 6 }).done]);
      expect(ends).toEqual(['over', 'over']);
      const rec = await http<GameRecord>(server.url, 'GET', `/api/games/${gameId}/record`);
      expect(replay(rec.body).result).toEqual(fed2.result);
      await Promise.all([fed2.close(), kli2.close()]);
      await server.close();
      // The store holds exactly the record's actions: none lost, none extra.
      const store = await openStore(db);
      const stored = await store.load(gameId);
      await store.close();
      expect(stored?.log.filter((e) => e.t === 'act').map((e) => (e.t === 'act' ? { decision: e.d, option: e.o } : null))).toEqual(rec.body.actions);
    } finally {
      if (filler) rmSync(filler, { force: true });
      await server.close();
    }
  });
});
