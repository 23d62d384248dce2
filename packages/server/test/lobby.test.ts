/**
 * The lobby (issue 29), over real sockets: open games posted, listed live, joined and cancelled;
 * who is online; an account's finished games with their records; bad requests refused and changing
 * nothing; no seat token or invite code in anything the lobby sends; the list kept over a restart.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LobbyGame } from '../src/protocol.ts';
import { Browser, lobbySocket, serve } from './community-helpers.ts';
import type { LobbyMsg } from './community-helpers.ts';
import type { TestClient } from './helpers.ts';
import { withCardsLeftOut } from '../../engine/src/cards/left-out.ts';

const deckFile = (name: string) => readFileSync(new URL(`../../../decks/${name}`, import.meta.url), 'utf8');
const nextLobby = (c: TestClient, pred: (m: LobbyMsg) => boolean) => c.next((m) => m.type === 'lobby' && pred(m)) as Promise<LobbyMsg>;

describe('the lobby', () => {
  it('lists a posted game live, gives the joiner its seat, and drops the game once taken', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const watcher = new Browser(base); // a guest
    const { c: w, first } = await lobbySocket(watcher);
    expect(first.games).toEqual([]);
    expect(first.online.guests).toBe(1);

    const posted = nextLobby(w, (m) => m.games.length === 1);
    const host = await alice.post('/api/lobby/games', { rated: true, clock: { minutes: 20, incrementSeconds: 10 } });
    expect(host.status).toBe(201);
    expect(host.body).toMatchObject({ seat: 'federation' });
    expect(host.body.invite).toBeUndefined();
    expect(host.body.inviteUrl).toBeUndefined();
    const gameId = host.body.gameId as string;
    const entry = (await posted).games[0] as LobbyGame;
    expect(entry).toEqual({ gameId, format: 'intro', host: 'Alice', openSeat: 'klingon', rated: true, clock: { minutes: 20, incrementSeconds: 10 }, createdAt: '2030-01-01T00:00:00.000Z' });
    expect((await watcher.get('/api/lobby')).body.games).toEqual([entry]);
    // the game runs the clock chosen for it: 20 minutes are a 1,200-second bank
    expect((await watcher.get(`/api/games/${gameId}`)).body.clock).toEqual({ bankSeconds: 1200, incrementSeconds: 10 });

    // the host cannot take its own game; a guest cannot take a rated one
    expect((await alice.post(`/api/lobby/games/${gameId}/join`)).body.error).toBe('own-game');
    expect((await watcher.post(`/api/lobby/games/${gameId}/join`)).body.error).toBe('signed-out');

    const gone = nextLobby(w, (m) => m.games.length === 0);
    const joined = await bob.post(`/api/lobby/games/${gameId}/join`, {});
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ gameId, seat: 'klingon' });
    await gone;
    // the token plays the seat, and the seat is the account's (listed from any browser)
    const kli = await bob.socket();
    const welcome = await kli.hello(gameId, joined.body.token as string);
    expect(welcome).toMatchObject({ type: 'welcome', seat: 'klingon' });
    const bobs = await bob.post('/api/account/games');
    expect((bobs.body.games as { gameId: string }[]).map((g) => g.gameId)).toEqual([gameId]);
    // taken: a second join is refused, and changes nothing
    const again = await new Browser(base).signUp('Carol').then((c) => c.post(`/api/lobby/games/${gameId}/join`));
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('not-in-lobby');
    expect((await watcher.get(`/api/games/${gameId}`)).body.status).toBe('playing');

    // nothing the lobby sent carries a seat token
    for (const t of w.texts) {
      expect(t).not.toContain(host.body.token as string);
      expect(t).not.toContain(joined.body.token as string);
    }
  });

  it('a guest posts unrated games only; the host cancels by its token or session, nobody else', async () => {
    const { base } = await serve();
    const guest = new Browser(base);
    const refused = await guest.post('/api/lobby/games', { rated: true });
    expect(refused.status).toBe(401);
    expect((await guest.get('/api/lobby')).body.games).toEqual([]);

    const g = await guest.post('/api/lobby/games', {});
    expect(g.status).toBe(201);
    const gameId = g.body.gameId as string;
    const { c: w, first } = await lobbySocket(new Browser(base));
    expect(first.games).toMatchObject([{ gameId, host: 'guest', rated: false, clock: null, format: 'intro' }]);

    // another's token, no token, a garbled body: refused, the game still listed
    const other = await guest.post('/api/lobby/games', {});
    expect((await guest.post(`/api/lobby/games/${gameId}/cancel`, { token: other.body.token })).body.error).toBe('not-host');
    expect((await guest.post(`/api/lobby/games/${gameId}/cancel`, {})).body.error).toBe('not-host');
    expect((await guest.post(`/api/lobby/games/${gameId}/cancel`, { token: 5 })).status).toBe(400);
    expect(((await guest.get('/api/lobby')).body.games as LobbyGame[]).map((x) => x.gameId)).toContain(gameId);

    const gone = nextLobby(w, (m) => !m.games.some((x) => x.gameId === gameId));
    const ok = await guest.post(`/api/lobby/games/${gameId}/cancel`, { token: g.body.token });
    expect(ok.status).toBe(200);
    await gone;
    expect((await guest.get(`/api/games/${gameId}`)).body.status).toBe('expired');
    expect((await guest.post(`/api/lobby/games/${gameId}/cancel`, { token: g.body.token })).status).toBe(404);
    expect((await new Browser(base).signUp('Dora').then((d) => d.post(`/api/lobby/games/${gameId}/join`))).status).toBe(404);

    // a signed-in host cancels by its session
    const alice = await new Browser(base).signUp('Alice');
    const a = await alice.post('/api/lobby/games', {});
    expect((await new Browser(base).signUp('Eve').then((e) => e.post(`/api/lobby/games/${a.body.gameId as string}/cancel`))).body.error).toBe('not-host');
    expect((await alice.post(`/api/lobby/games/${a.body.gameId as string}/cancel`)).status).toBe(200);
  });

  it('refuses bad requests with a clear error and changes nothing', async () => {
    const { base } = await serve();
    const b = await new Browser(base).signUp('Alice');
    for (const body of [{ rated: 'yes' }, { clock: { minutes: 0, incrementSeconds: 0 } }, { clock: { minutes: 5 } }, { seed: 1 }, { mode: 'bot' }, '[1,2]']) {
      const r = await b.post('/api/lobby/games', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toBeTruthy();
    }
    expect((await b.post('/api/lobby/games', { format: 'constructed' })).body.error).toBe('bad-deck');
    expect((await b.get('/api/lobby')).body.games).toEqual([]);
    expect((await b.post('/api/lobby/games/nope/join')).status).toBe(404);
    const c = await b.socket();
    expect((await c.expectError({ type: 'lobby', off: 'x' })).code).toBe('malformed');
    expect((await c.expectError({ type: 'lobby', extra: 1 })).code).toBe('malformed');
  });

  it('shows who is online: signed-in accounts by name, guests by count', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const { c: w, first } = await lobbySocket(new Browser(base));
    expect(first.online).toEqual({ accounts: [], guests: 1 });
    const seen = nextLobby(w, (m) => m.online.accounts.includes('Alice'));
    const a1 = await alice.socket();
    const a2 = await alice.socket(); // two tabs: one name
    expect((await seen).online).toEqual({ accounts: ['Alice'], guests: 1 });
    await a1.close();
    await a2.close();
    await nextLobby(w, (m) => m.online.accounts.length === 0);
    expect((await alice.get('/api/lobby')).body.online).toEqual({ accounts: [], guests: 1 });
  });

  it("lists an account's finished games with their records, and nothing unfinished", async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const g = await alice.post('/api/lobby/games', {});
    const j = await bob.post(`/api/lobby/games/${g.body.gameId as string}/join`);
    expect((await bob.get('/api/accounts/alice/games')).body.games).toEqual([]);
    const fed = await alice.socket();
    await fed.hello(g.body.gameId as string, g.body.token as string);
    const over = fed.next((m) => m.type === 'gameOver');
    fed.send({ type: 'concede' });
    await over;
    const list = await bob.get('/api/accounts/ALICE/games');
    expect(list.status).toBe(200);
    expect(list.body.account).toBe('Alice');
    const games = list.body.games as { gameId: string; status: string; recordUrl: string; mySeat: string }[];
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ gameId: g.body.gameId, status: 'finished', mySeat: 'federation', recordUrl: `/api/games/${g.body.gameId as string}/record` });
    const record = await bob.get(games[0]?.recordUrl as string);
    expect(record.status).toBe(200);
    expect(record.body.chat).toEqual([]);
    expect(JSON.stringify(list.body)).not.toContain(g.body.token as string);
    expect(JSON.stringify(list.body)).not.toContain(j.body.token as string);
    expect((await bob.get('/api/accounts/nobody/games')).status).toBe(404);
  });

  it('a constructed game: posted with the host\'s deck, taken with the joiner\'s (a missing or bad deck leaves it listed)', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const g = await alice.post('/api/lobby/games', { format: 'constructed', deck: deckFile('constructed-federation-playable.txt') });
    expect(g.status).toBe(201);
    expect(g.body.seat).toBe('player-1');
    const gameId = g.body.gameId as string;
    expect((await bob.get('/api/lobby')).body.games).toMatchObject([{ gameId, format: 'constructed', openSeat: 'player-2' }]);
    const lobbyText = JSON.stringify((await bob.get('/api/lobby')).body);
    expect(lobbyText).not.toContain('Avert Disaster'); // nothing of the deck
    expect((await bob.post(`/api/lobby/games/${gameId}/join`)).body.error).toBe('deck-needed');
    // every card of the pool is built: the Federation/Romulan deck with two of its cards left out of the engine's cards, as if not built, is refused
    const romulan = deckFile('constructed-federation-romulan.txt');
    const refused = await withCardsLeftOut(['alien-parasites', 'temporal-causality-loop'], () => bob.post(`/api/lobby/games/${gameId}/join`, { deck: romulan }));
    expect(refused.body.error).toBe('bad-deck');
    expect(refused.body.message).toMatch(/Temporal Causality Loop .*cannot be played yet/);
    expect((await bob.get('/api/lobby')).body.games).toHaveLength(1);
    // the boundary: built, the same deck takes the seat
    const j = await bob.post(`/api/lobby/games/${gameId}/join`, { deck: romulan });
    expect(j.body).toMatchObject({ gameId, seat: 'player-2' });
    expect((await bob.get('/api/lobby')).body.games).toEqual([]);
    expect((await bob.get(`/api/games/${gameId}`)).body.status).toBe('playing');
  });

  it('a socket subscribed to the lobby needs no hello; one that neither says hello nor subscribes is closed', async () => {
    const { base } = await serve({ limits: { helloTimeoutMs: 300 } });
    // the subscribed socket connects first, so its timer is due first
    const { c: sub } = await lobbySocket(new Browser(base));
    const idle = await new Browser(base).socket();
    const closed = new Promise<number>((resolve) => idle.ws.once('close', (code) => resolve(code)));
    expect(await closed).toBe(4408);
    const pong = sub.next((m) => m.type === 'pong');
    sub.send({ type: 'ping' });
    await pong;
    expect(sub.closed).toBe(false);
  });

  it('keeps its open games over a restart (SQLite file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stccg-lobby-'));
    try {
      const db = join(dir, 'lobby.sqlite');
      const first = await serve({ db });
      const alice = await new Browser(first.base).signUp('Alice');
      const g = await alice.post('/api/lobby/games', { clock: { minutes: 5, incrementSeconds: 0 } });
      await first.server.close();
      const second = await serve({ db });
      const list = await new Browser(second.base).get('/api/lobby');
      expect(list.body.games).toMatchObject([{ gameId: g.body.gameId, host: 'Alice', clock: { minutes: 5, incrementSeconds: 0 } }]);
      const bob = await new Browser(second.base).signUp('Bob');
      expect((await bob.post(`/api/lobby/games/${g.body.gameId as string}/join`)).body.seat).toBe('klingon');
      expect((await bob.get('/api/lobby')).body.games).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
