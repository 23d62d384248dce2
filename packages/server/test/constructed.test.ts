/**
 * Constructed games on the server (issue 24): created from deck lists sent as text, each read and
 * checked before anything is made; a refused deck creates nothing; every bot plays them;
 * a friend joins with their own deck, and the game starts once both decks are in; a stored
 * constructed game comes back after a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@stccg/engine';
import type { GameRecord } from '@stccg/engine';
import { startServer } from '../src/index.ts';
import type { RunningServer } from '../src/index.ts';
import type { CreateGameRes, GameSummary, HttpError, JoinGameRes } from '../src/protocol.ts';
import { TestClient, http, listGames, playRandom } from './helpers.ts';
import { storeBackends } from './store-backends.ts';
import type { StoredGame } from '../src/store.ts';
import { readDeck } from '../src/decks.ts';
import type { Msg } from './helpers.ts';
import { withCardsLeftOut } from '../../engine/src/cards/left-out.ts';

const deckFile = (name: string) => readFileSync(new URL(`../../../decks/${name}`, import.meta.url), 'utf8');
const FED = deckFile('constructed-federation-playable.txt');
const KLI = deckFile('constructed-klingon-playable.txt');
const ROMULAN = deckFile('constructed-federation-romulan.txt');
/**
 * Every card of the pool is built: the Federation/Romulan deck's last cards built, Alien Parasites and
 * Temporal Causality Loop, left out of the engine's cards (withCardsLeftOut), as if not built.
 */
const notBuilt = <T>(fn: () => T): T => withCardsLeftOut(['alien-parasites', 'temporal-causality-loop'], fn);
/** A deck with a line that names no card, and one that names none but comes close to several. */
const BAD = '# a bad deck\n1 Sarthong Plunder\n3 No Such Card Anywhere\n1 Picard\n';

type Welcome = Extract<Msg, { type: 'welcome' }>;

async function gameRows(s: RunningServer): Promise<number> {
  return (await s.store.gameIds()).length;
}

describe('constructed games on the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, db: ':memory:', logger: false, webDir: null, responseDelayMs: 5 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a game against the random bot from two legal decks: seats player-1 and player-2, played a few moves, its record replays', async () => {
    const r = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', bot: 'random', deck: FED, botDeck: KLI });
    expect(r.status).toBe(201);
    expect(r.body.seat).toBe('player-1');
    const c = await TestClient.connect(server.url);
    const w = (await c.hello(r.body.gameId, r.body.token)) as Welcome;
    expect(w.type).toBe('welcome');
    expect(w.format).toBe('constructed');
    expect(w.waiting).toBeUndefined();
    expect(w.view.seats).toEqual(['player-1', 'player-2']);
    expect(Object.keys(w.seats ?? {})).toEqual(['player-1', 'player-2']);
    expect(w.seats?.['player-2']).toMatchObject({ kind: 'bot', bot: 'random' });
    const p = playRandom(c, 'player-1', { seed: 7, maxActions: 40 });
    expect(await p.done).toBe('stopped');
    expect(c.view?.spaceline.length).toBeGreaterThanOrEqual(12);
    // why an undo is not offered names the seats as the players read them ("Player 2"), never by their ids
    const reasons = c.msgs.flatMap((m) => ('undo' in m && m.undo && typeof m.undo === 'object' && 'reason' in m.undo && typeof m.undo.reason === 'string' ? [m.undo.reason] : []));
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.some((r) => /Player 2/.test(r))).toBe(true);
    for (const r of reasons) expect(r).not.toMatch(/player-\d/);
    // "why not?" about cards of one's own names them by handles, never by the instance ids of player-N
    const mine = [...(c.view?.players['player-1']?.hand ?? []), ...c.view!.spaceline.map((l) => l.mission)];
    for (const card of mine.slice(0, 8)) {
      const why = c.next((m) => m.type === 'why');
      c.send({ type: 'why', card: card.id });
      const answer = (await why) as Extract<Msg, { type: 'why' }>;
      for (const reason of answer.reasons) expect(reason).not.toMatch(/player-\d:[a-z0-9-]+#\d/);
    }
    const [summary] = await listGames(server.url, [r.body.token]);
    expect(summary).toMatchObject({ format: 'constructed', status: 'playing', mySeat: 'player-1' });
    expect(Object.keys(summary?.scores ?? {})).toEqual(['player-1', 'player-2']);
    // conceding ends it; the record is a constructed game's and replays with the normal replay
    const over = c.next((m) => m.type === 'gameOver');
    c.send({ type: 'concede' });
    await over;
    const rec = await http<GameRecord>(server.url, 'GET', `/api/games/${r.body.gameId}/record`);
    expect(rec.status).toBe(200);
    expect(rec.body.options?.format).toBe('constructed');
    expect(Object.keys(rec.body.decks)).toEqual(['player-1', 'player-2']);
    expect(replay(rec.body).result?.winner).toBe('player-2');
    await c.close();
  });

  it("the bot plays the server's sample deck when none is given", async () => {
    const r = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', deck: FED });
    expect(r.status).toBe(201);
    const c = await TestClient.connect(server.url);
    const w = (await c.hello(r.body.gameId, r.body.token)) as Welcome;
    expect(w.seats?.['player-2']).toMatchObject({ kind: 'bot', bot: 'random' });
    await c.close();
  });

  it('an illegal deck is refused with every reason (line numbers for file errors), and nothing is created', async () => {
    const before = await gameRows(server);
    const r = await notBuilt(() => http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', bot: 'random', deck: BAD, botDeck: ROMULAN }));
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('bad-deck');
    expect(r.body.message).toMatch(/nothing was created/);
    expect(r.body.message).toMatch(/your deck, line 3 \("3 No Such Card Anywhere"\)/);
    expect(r.body.message).toMatch(/your deck, line 4 \("1 Picard"\): .*\(the cards: .*Picard \d+_\d+/);
    // the bot's deck is checked too: legal, but holding cards the engine cannot play yet (left out, as if not built)
    expect(r.body.message).toMatch(/the bot's deck: Alien Parasites .*cannot be played yet/);
    expect(r.body.message).toMatch(/the bot's deck: Temporal Causality Loop .*cannot be played yet/);
    // the boundary: built, the bot's deck is not refused; the bad deck still is
    const built = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', bot: 'random', deck: BAD, botDeck: ROMULAN });
    expect(built.status).toBe(400);
    expect(built.body.message).toMatch(/your deck, line 3/);
    expect(built.body.message).not.toMatch(/the bot's deck/);
    // a good deck of one's own against the bot's deck left out: refused for the bot's deck alone
    const botOnly = await notBuilt(() => http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', bot: 'random', deck: FED, botDeck: ROMULAN }));
    expect(botOnly.status).toBe(400);
    expect(botOnly.body.error).toBe('bad-deck');
    expect(botOnly.body.message).not.toMatch(/your deck/);
    expect(botOnly.body.message).toMatch(/the bot's deck: .*cannot be played yet/);
    // a deck that reads but breaks the rules: every rule broken
    const small = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'friend', format: 'constructed', deck: '1 Sarthong Plunder\n1 Klingon Outpost\n' });
    expect(small.status).toBe(400);
    expect(small.body.error).toBe('bad-deck');
    expect(small.body.message.split('\n').length).toBeGreaterThan(2);
    expect(small.body.message).toMatch(/60/);
    // no deck at all, and an oversized one
    const none = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed' });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/your own deck/);
    const huge = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', deck: `# ${'x'.repeat(70_000)}\n${FED}` });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/at most 65536 bytes \(64 KB\)/);
    // deck lists in an intro game, and premiums in a constructed one
    const intro = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', deck: FED });
    expect(intro.status).toBe(400);
    expect(intro.body.message).toMatch(/constructed games/);
    const seat = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', side: 'klingon', deck: FED });
    expect(seat.status).toBe(400);
    expect(seat.body.message).toMatch(/player-1 or player-2/);
    expect(await gameRows(server)).toBe(before);
  });

  it('the Federation/Romulan deck, every card of it built, is taken', async () => {
    const before = await gameRows(server);
    const r = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', bot: 'random', deck: ROMULAN, botDeck: FED });
    expect(r.status).toBe(201);
    expect(r.body.seat).toBe('player-1');
    expect(await gameRows(server)).toBe(before + 1);
  });

  it('the heuristic bot plays a constructed game too (issue 28: it samples the cards it cannot see from a deck model)', async () => {
    const r = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', bot: 'heuristic', deck: FED, botDeck: KLI });
    expect(r.status).toBe(201);
    const c = await TestClient.connect(server.url);
    const w = (await c.hello(r.body.gameId, r.body.token)) as Welcome;
    expect(w.seats?.['player-2']).toMatchObject({ kind: 'bot', bot: 'heuristic' });
    const p = playRandom(c, 'player-1', { seed: 11, maxActions: 30 });
    expect(await p.done).toBe('stopped');
    // no refused action (a stale one, raced by the bot's answer, or rate-limited, is the random player's, not the bot's)
    expect(c.msgs.filter((m) => m.type === 'error' && m.code !== 'stale' && m.code !== 'rate-limited')).toEqual([]);
    // the bot placed its missions and seeded with the player
    expect(c.view?.spaceline.length).toBeGreaterThanOrEqual(12);
    await c.close();
  }, 120_000);

  it('the tutorial never comes constructed', async () => {
    const before = await gameRows(server);
    const t = await http<HttpError>(server.url, 'POST', '/api/games', { mode: 'tutorial', format: 'constructed', deck: FED });
    expect(t.status).toBe(400);
    expect(await gameRows(server)).toBe(before);
  });

  it('an invite game: the creator waits; a joiner with an illegal deck (or none) is refused and the game still waits; a legal deck starts it', async () => {
    const g = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'friend', format: 'constructed', deck: KLI });
    expect(g.status).toBe(201);
    expect(g.body.seat).toBe('player-1');
    const host = await TestClient.connect(server.url);
    const w = (await host.hello(g.body.gameId, g.body.token)) as Welcome;
    expect(w.waiting).toBe(true);
    expect(w.seats?.['player-2']?.taken).toBe(false);
    // nothing can be played before the friend's deck is in
    const pending = w.view.pending;
    const refused = await host.expectError({ type: 'act', seq: w.view.seq, decision: pending?.id ?? 'x', option: pending?.options?.[0]?.id ?? 'x' });
    expect(refused.code).toBe('waiting');

    const noDeck = await http<HttpError>(server.url, 'POST', `/api/games/${g.body.gameId}/join`, { invite: g.body.invite });
    expect(noDeck.status).toBe(400);
    expect(noDeck.body.error).toBe('deck-needed');
    const bad = await http<HttpError>(server.url, 'POST', `/api/games/${g.body.gameId}/join`, { invite: g.body.invite, deck: BAD });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('bad-deck');
    expect(bad.body.message).toMatch(/line 3/);
    const still = await http<GameSummary>(server.url, 'GET', `/api/games/${g.body.gameId}`);
    expect(still.body).toMatchObject({ status: 'waiting', format: 'constructed' });
    expect(still.body.seats['player-2']?.taken).toBe(false);
    expect((await server.store.load(g.body.gameId))?.game.setup?.decks['player-2']).toBeUndefined();

    // the invite still opens the seat, with a legal deck
    const fresh = host.next((m) => m.type === 'welcome');
    const j = await http<JoinGameRes>(server.url, 'POST', `/api/games/${g.body.gameId}/join`, { invite: g.body.invite, deck: FED });
    expect(j.status).toBe(200);
    expect(j.body.seat).toBe('player-2');
    const w2 = (await fresh) as Welcome;
    expect(w2.waiting).toBeUndefined();
    expect(w2.seats?.['player-2']?.taken).toBe(true);
    const guest = await TestClient.connect(server.url);
    await guest.hello(g.body.gameId, j.body.token);
    const a = playRandom(host, 'player-1', { seed: 1, untilSeq: 30 });
    const b = playRandom(guest, 'player-2', { seed: 2, untilSeq: 30 });
    expect(await Promise.all([a.done, b.done])).toEqual(['stopped', 'stopped']);
    const stored = await server.store.load(g.body.gameId);
    expect(stored?.game.setup?.decks['player-2']).toBeTruthy();
    expect(stored?.game.status).toBe('playing');
    await Promise.all([host.close(), guest.close()]);
  });

  it('an intro game is joined without a deck list', async () => {
    const g = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'friend' });
    const r = await http<HttpError>(server.url, 'POST', `/api/games/${g.body.gameId}/join`, { invite: g.body.invite, deck: FED });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/intro decks/);
  });
});

describe('a constructed game after a restart', () => {
  it('comes back where it was, on its decks, and plays on', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-constructed-'));
    const db = join(dir, 'games.sqlite');
    try {
      let server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
      const g = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'friend', format: 'constructed', deck: FED });
      const j = await http<JoinGameRes>(server.url, 'POST', `/api/games/${g.body.gameId}/join`, { invite: g.body.invite, deck: KLI });
      const bot = await http<CreateGameRes>(server.url, 'POST', '/api/games', { mode: 'bot', format: 'constructed', deck: KLI, botDeck: FED });
      let host = await TestClient.connect(server.url);
      let guest = await TestClient.connect(server.url);
      let solo = await TestClient.connect(server.url);
      await host.hello(g.body.gameId, g.body.token);
      await guest.hello(g.body.gameId, j.body.token);
      await solo.hello(bot.body.gameId, bot.body.token);
      await Promise.all([playRandom(host, 'player-1', { seed: 3, untilSeq: 40 }).done, playRandom(guest, 'player-2', { seed: 4, untilSeq: 40 }).done, playRandom(solo, 'player-1', { seed: 5, untilSeq: 40 }).done]);
      const shown = Math.max(host.view?.seq ?? 0, guest.view?.seq ?? 0);
      const log = host.log;
      await Promise.all([host.close(), guest.close(), solo.close()]);
      await server.close();

      server = await startServer({ port: 0, db, logger: false, webDir: null, responseDelayMs: 5 });
      host = await TestClient.connect(server.url);
      guest = await TestClient.connect(server.url);
      solo = await TestClient.connect(server.url);
      const wh = (await host.hello(g.body.gameId, g.body.token)) as Welcome;
      expect(wh.type).toBe('welcome');
      expect(wh.format).toBe('constructed');
      expect(wh.view.seq).toBe(shown);
      expect(wh.view.log).toEqual(log);
      await guest.hello(g.body.gameId, j.body.token);
      const ws = (await solo.hello(bot.body.gameId, bot.body.token)) as Welcome;
      expect(ws.view.seats).toEqual(['player-1', 'player-2']);
      const runs = [playRandom(host, 'player-1', { seed: 6, untilSeq: shown + 20 }).done, playRandom(guest, 'player-2', { seed: 7, untilSeq: shown + 20 }).done, playRandom(solo, 'player-1', { seed: 8, maxActions: 20 }).done];
      expect(await Promise.all(runs)).toEqual(['stopped', 'stopped', 'stopped']);
      await Promise.all([host.close(), guest.close(), solo.close()]);
      await server.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(storeBackends('PostgreSQL store (constructed games)'))('a constructed game in the %s store', (_name, open) => {
  it('keeps its format and deck lists, and the deck that comes with the join', async () => {
    const fed = readDeck(FED, 'a');
    const kli = readDeck(KLI, 'b');
    if (!('list' in fed) || !('list' in kli)) throw new Error('the sample decks do not read');
    const s = await open();
    try {
      const g: StoredGame = {
        id: 'c1',
        createdAt: '2026-12-03T00:00:00.000Z',
        seed: 'ab'.repeat(32),
        withPremiums: false,
        seats: { 'player-1': { kind: 'human', tokenHash: 'h1' }, 'player-2': { kind: 'human', tokenHash: null, inviteHash: 'i2' } },
        status: 'waiting',
        result: null,
        setup: { format: 'constructed', decks: { 'player-1': fed.list } },
      };
      await s.createGame(g);
      expect((await s.load('c1'))?.game).toEqual(g);
      const setup = { format: 'constructed' as const, decks: { 'player-1': fed.list, 'player-2': kli.list } };
      await s.updateGame('c1', { status: 'playing', setup });
      const back = await s.load('c1');
      expect(back?.game.setup).toEqual(setup);
      expect(back?.game.status).toBe('playing');
    } finally {
      await s.close();
    }
  });
});
