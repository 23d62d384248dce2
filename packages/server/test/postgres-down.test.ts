/**
 * PostgreSQL unreachable mid-game. The real cluster is shared with the other test files, so it
 * is not stopped: the server's store talks to it through a TCP proxy that the test cuts (a
 * network partition: nothing passes, new connections hang) and restores. While it is cut every
 * move is refused promptly with 'storage' and nothing changes; once it is back the games go on,
 * the bot's held move included, and a restarted server replays them to what was shown. Runs when
 * TEST_DATABASE_URL is set (CI sets it).
 */
import { expect, it } from 'vitest';
import { replay } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import { openStore } from '../src/store.ts';
import type { GameStore } from '../src/store.ts';
import { CuttableProxy } from './faulty-store.ts';
import { TestClient, createGame, friendGame, http, playRandom } from './helpers.ts';
import type { Msg } from './helpers.ts';
import { describeWithPostgres, testSchemas } from './pg-harness.ts';

const schema = testSchemas()();

type View = NonNullable<TestClient['view']>;

/** The seat to move sends its first option; answers what it is told next. */
async function moveOnce(clients: Record<'federation' | 'klingon', TestClient | undefined>, timeoutMs = 60_000): Promise<{ seat: 'federation' | 'klingon'; before: View; answer: Msg }> {
  const any = (clients.federation ?? clients.klingon) as TestClient;
  const seat = any.view?.pending?.player as 'federation' | 'klingon' | undefined;
  if (!seat) throw new Error('no decision pending');
  const c = clients[seat];
  if (!c) throw new Error(`not the test's seat: ${seat}`);
  const before = c.view as View;
  const p = before.pending;
  if (!p?.options?.[0]) throw new Error('no options');
  const answer = c.next((m) => m.type === 'error' || (m.type === 'view' && m.view.seq > before.seq), timeoutMs);
  c.send({ type: 'act', seq: before.seq, decision: p.id, option: p.options[0].id });
  return { seat, before, answer: await answer };
}

describeWithPostgres('PostgreSQL down mid-game', { timeout: 240_000 }, (pgUrl) => {

  it('refuses moves while the database cannot be reached, loses nothing, and resumes every game once it is back', async () => {
    const real = new URL(pgUrl);
    const proxy = new CuttableProxy(real.hostname, Number(real.port || 5432));
    const proxyPort = await proxy.start();
    const viaProxy = new URL(pgUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxyPort);
    const store: GameStore = await openStore(viaProxy.toString(), { schema, connectTimeoutMs: 1000, queryTimeoutMs: 2000 });
    let server: RunningServer = await startServer({ port: 0, db: store, logger: false, webDir: null, responseDelayMs: 5 });
    try {
      const friend = await friendGame(server.url);
      const { fed, kli } = friend;
      const bot = await createGame(server.url, { mode: 'bot', side: 'federation', bot: 'random' });
      const solo = await TestClient.connect(server.url);
      await solo.hello(bot.gameId, bot.token);
      await Promise.all([
        playRandom(fed, 'federation', { seed: 1, untilSeq: 40 }).done,
        playRandom(kli, 'klingon', { seed: 2, untilSeq: 40 }).done,
        playRandom(solo, 'federation', { seed: 3, untilSeq: 40 }).done,
      ]);
      for (let i = 0; i < 100 && fed.view?.seq !== kli.view?.seq; i++) await fed.next((m) => m.type === 'view', 2000).catch(() => null);

      proxy.cut();
      // Every move is refused (some after the query timeout, some after the connect timeout).
      const refused: Awaited<ReturnType<typeof moveOnce>>[] = [];
      for (let i = 0; i < 10 && refused.length < 2; i++) {
        const r = await moveOnce({ federation: fed, klingon: kli });
        if (r.answer.type === 'error' && r.answer.code === 'storage') refused.push(r);
        else if (r.answer.type === 'error' && r.answer.code !== 'stale') throw new Error(`unexpected ${r.answer.code}: ${r.answer.message}`);
        else if (r.answer.type === 'view') throw new Error('a move was acknowledged while the database was cut off');
      }
      expect(refused.length).toBe(2);
      for (const r of refused) {
        expect(r.answer).toMatchObject({ type: 'error', code: 'storage', seq: r.before.seq });
        expect((r.answer as { message: string }).message).toMatch(/^the game's store cannot be (written|read): the database server cannot be reached; your move was not applied; try again$/);
      }
      const atCut = refused[0]?.before as View;
      // Nothing changed: a new socket for the seat gets the view the seat had.
      const again = await TestClient.connect(server.url);
      const w = (await again.hello(friend.gameId, friend.tokens[refused[0]?.seat ?? 'federation'])) as Extract<Msg, { type: 'welcome' }>;
      expect(w.view.seq).toBe(atCut.seq);
      expect(w.view.pending?.id).toBe(atCut.pending?.id);
      await again.close();
      // The bot game: the human's move refused too, if it is the human's turn.
      if (solo.view?.pending?.player === 'federation') {
        const r = await moveOnce({ federation: solo, klingon: undefined });
        expect(r.answer).toMatchObject({ type: 'error', code: 'storage' });
      }

      proxy.restore();
      // Back: the next move is stored (the first try may still meet a connection that was cut).
      let stored: Awaited<ReturnType<typeof moveOnce>> | null = null;
      for (let i = 0; i < 5 && !stored; i++) {
        const r = await moveOnce({ federation: fed, klingon: kli });
        if (r.answer.type === 'view') stored = r;
      }
      expect(stored?.before.seq).toBe(atCut.seq);
      // Both games play on (the bot's move held during the cut is tried again and goes in).
      await Promise.all([
        playRandom(fed, 'federation', { seed: 4, untilSeq: atCut.seq + 40 }).done,
        playRandom(kli, 'klingon', { seed: 5, untilSeq: atCut.seq + 40 }).done,
        playRandom(solo, 'federation', { seed: 6, untilSeq: (solo.view?.seq ?? 0) + 30 }).done,
      ]);
      for (let i = 0; i < 100 && fed.view?.seq !== kli.view?.seq; i++) await fed.next((m) => m.type === 'view', 2000).catch(() => null);
      const shown = { friend: { seq: fed.view?.seq as number, log: fed.log }, bot: { seq: solo.view?.seq as number, log: solo.log } };
      await Promise.all([fed.close(), kli.close(), solo.close()]);
      await server.close();
      await store.close();

      // A restarted server, straight to the database, replays both games to what was shown (and on).
      const direct = await openStore(pgUrl, { schema });
      server = await startServer({ port: 0, db: direct, logger: false, webDir: null, responseDelayMs: 5 });
      try {
        const fed2 = await TestClient.connect(server.url);
        const kli2 = await TestClient.connect(server.url);
        const solo2 = await TestClient.connect(server.url);
        const wf = (await fed2.hello(friend.gameId, friend.tokens.federation)) as Extract<Msg, { type: 'welcome' }>;
        await kli2.hello(friend.gameId, friend.tokens.klingon);
        const ws = (await solo2.hello(bot.gameId, bot.token)) as Extract<Msg, { type: 'welcome' }>;
        expect(wf.view.seq).toBeGreaterThanOrEqual(shown.friend.seq);
        expect(wf.view.log.slice(0, shown.friend.log.length)).toEqual(shown.friend.log);
        expect(ws.view.seq).toBeGreaterThanOrEqual(shown.bot.seq);
        expect(ws.view.log.slice(0, shown.bot.log.length)).toEqual(shown.bot.log);
        const ends = await Promise.all([playRandom(fed2, 'federation', { seed: 7 }).done, playRandom(kli2, 'klingon', { seed: 8 }).done, playRandom(solo2, 'federation', { seed: 9 }).done]);
        expect(ends).toEqual(['over', 'over', 'over']);
        for (const [id, client] of [
          [friend.gameId, fed2],
          [bot.gameId, solo2],
        ] as const) {
          const rec = await http<GameRecord>(server.url, 'GET', `/api/games/${id}/record`);
          expect(replay(rec.body).result).toEqual(client.result);
          const log = (await direct.load(id))?.log ?? [];
          expect(log.filter((e) => e.t === 'act').map((e) => (e.t === 'act' ? { decision: e.d, option: e.o } : null))).toEqual(rec.body.actions);
        }
        await Promise.all([fed2.close(), kli2.close(), solo2.close()]);
      } finally {
        await server.close();
        await direct.close();
      }
    } finally {
      await server.close();
      await proxy.close();
    }
  });
});
