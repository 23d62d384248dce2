/**
 * The chat (issue 29), over real sockets: the lobby's channel (accounts only), a game's players' and
 * spectators' channels (the spectators' reaching a seat only when it allows it), guests in their own
 * games only, the length and rate limits, a muted account, the history sent on attaching, and the
 * messages stored with the game and shown in its record (a deleted one left out). No message carries
 * a seat token or an invite code.
 */
import { describe, expect, it } from 'vitest';
import { CHAT_RATE } from '../src/lobby.ts';
import { MAX_CHAT_CHARS } from '../src/protocol.ts';
import { Browser, lobbySocket, serve } from './community-helpers.ts';
import type { ChatMsgIn, HistoryMsg } from './community-helpers.ts';
import { createGame, joinGame } from './helpers.ts';
import { storeBackends } from './store-backends.ts';
import { openStore } from '../src/store.ts';
import type { CommunityStore } from '../src/community-store.ts';
import { DISK_FULL } from './faulty-store.ts';
import type { Msg, TestClient } from './helpers.ts';

const chatOf = (c: TestClient, text: string) => c.next((m) => m.type === 'chat' && m.message.text === text) as Promise<ChatMsgIn>;
const chats = (c: TestClient) => c.msgs.filter((m): m is ChatMsgIn => m.type === 'chat').map((m) => m.message.text);
const isError = (code: string) => (m: Msg) => m.type === 'error' && m.code === code;

/** Sends a message and waits for the answer a ping after it gets (everything before it has been handled). */
async function settle(c: TestClient): Promise<void> {
  const p = c.next((m) => m.type === 'pong');
  c.send({ type: 'ping' });
  await p;
}

describe('chat in the lobby', () => {
  it('accounts speak, every subscriber reads, a newcomer gets the history; guests are refused', async () => {
    const { base } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const bob = await new Browser(base).signUp('Bob');
    const { c: a } = await lobbySocket(alice);
    const { c: b } = await lobbySocket(bob);
    const { c: g } = await lobbySocket(new Browser(base));
    const seen = chatOf(g, 'hello all');
    const seenB = chatOf(b, 'hello all');
    a.send({ type: 'chat', channel: 'lobby', text: '  hello all ' });
    const m = (await seen).message;
    expect(m).toMatchObject({ channel: 'lobby', author: 'Alice', text: 'hello all' });
    expect(m.gameId).toBeUndefined();
    await seenB;
    // a guest may not speak in the lobby
    const refused = await g.expectError({ type: 'chat', channel: 'lobby', text: 'hi' });
    expect(refused.code).toBe('chat-not-allowed');
    expect(refused.message).toContain('sign in');
    await settle(a);
    expect(chats(a)).toEqual(['hello all']);
    // the history, to a new subscriber
    const late = await bob.socket();
    const h = late.next((x) => x.type === 'chatHistory') as Promise<HistoryMsg>;
    late.send({ type: 'lobby' });
    expect((await h).messages.map((x) => x.text)).toEqual(['hello all']);
    // unsubscribed: no more lobby chat
    late.send({ type: 'lobby', off: true });
    await settle(late);
    const next = chatOf(b, 'again');
    a.send({ type: 'chat', channel: 'lobby', text: 'again' });
    await next;
    await settle(late);
    expect(chats(late)).toEqual([]);
  });

  it('refuses empty and over-long messages, a muted account, and a sender over the rate; nothing is sent', async () => {
    const { base, server, clock } = await serve();
    const alice = await new Browser(base).signUp('Alice');
    const { c: a } = await lobbySocket(alice);
    const { c: w } = await lobbySocket(new Browser(base));
    expect((await a.expectError({ type: 'chat', channel: 'lobby', text: '   ' })).code).toBe('chat-too-long');
    const long = await a.expectError({ type: 'chat', channel: 'lobby', text: 'x'.repeat(MAX_CHAT_CHARS + 1) });
    expect(long.code).toBe('chat-too-long');
    expect(long.message).toContain(`at most ${MAX_CHAT_CHARS}`);
    // at the bound: sent
    const full = chatOf(w, 'y'.repeat(MAX_CHAT_CHARS));
    a.send({ type: 'chat', channel: 'lobby', text: 'y'.repeat(MAX_CHAT_CHARS) });
    await full;
    // the rate: CHAT_RATE.count in a window (one already sent), then refused until the window moves on
    for (let i = 1; i < CHAT_RATE.count; i++) {
      const p = chatOf(w, `m${i}`);
      a.send({ type: 'chat', channel: 'lobby', text: `m${i}` });
      await p;
    }
    const over = await a.expectError({ type: 'chat', channel: 'lobby', text: 'one too many' });
    expect(over.code).toBe('chat-rate-limited');
    expect(over.message).toMatch(/wait \d+ s/);
    // other sockets of the same account share the limit
    const { c: a2 } = await lobbySocket(alice);
    expect((await a2.expectError({ type: 'chat', channel: 'lobby', text: 'other tab' })).code).toBe('chat-rate-limited');
    clock.t += CHAT_RATE.windowMs;
    const after = chatOf(w, 'later');
    a.send({ type: 'chat', channel: 'lobby', text: 'later' });
    await after;
    // muted by the operator: refused at once, on every socket; unmuted: speaks again
    const accounts = server.store.accounts?.() ?? expect.fail('accounts');
    const id = (await accounts.byNameKey('alice'))?.id as string;
    await accounts.setFlags(id, { muted: true });
    clock.t += CHAT_RATE.windowMs;
    const muted = await a.expectError({ type: 'chat', channel: 'lobby', text: 'shh' });
    expect(muted.code).toBe('muted');
    await accounts.setFlags(id, { muted: false });
    const back = chatOf(w, 'back');
    a.send({ type: 'chat', channel: 'lobby', text: 'back' });
    await back;
    await settle(w);
    expect(chats(w)).not.toContain('one too many');
    expect(chats(w)).not.toContain('other tab');
    expect(chats(w)).not.toContain('shh');
  });
});

describe('chat in a game', () => {
  it("players' channel for all; spectators' channel only for spectators and the seats that allow it; guests in their own games only; stored and in the record", async () => {
    const { base } = await serve();
    const g = await createGame(base, { mode: 'friend', side: 'federation' });
    const j = await joinGame(base, g.gameId, g.invite as string);
    const guest = new Browser(base);
    const fed = await guest.socket(); // guests, seated by token
    const kli = await guest.socket();
    await fed.hello(g.gameId, g.token);
    await kli.hello(g.gameId, j.token);
    const carol = await new Browser(base).signUp('Carol');
    const spec = await carol.socket();
    await spec.hello(g.gameId);
    const guestSpec = await guest.socket();
    await guestSpec.hello(g.gameId);

    // a socket in no game has nowhere to speak
    const idle = await guest.socket();
    expect((await idle.expectError({ type: 'chat', text: 'anyone?' })).code).toBe('chat-not-allowed');

    // a seat speaks in the players' channel: everyone in the game reads it
    const s1 = chatOf(spec, 'good luck');
    const s2 = chatOf(kli, 'good luck');
    const s3 = chatOf(guestSpec, 'good luck');
    fed.send({ type: 'chat', text: 'good luck' });
    expect((await s1).message).toMatchObject({ channel: 'players', author: 'guest', seat: 'federation', gameId: g.gameId });
    await s2;
    await s3;

    // a guest spectator may not speak; a signed-in one speaks to the spectators only
    expect((await guestSpec.expectError({ type: 'chat', text: 'hey' })).code).toBe('chat-not-allowed');
    const sp = chatOf(guestSpec, 'nice move');
    spec.send({ type: 'chat', text: 'nice move' });
    expect((await sp).message).toMatchObject({ channel: 'spectators', author: 'Carol' });
    await settle(fed);
    await settle(kli);
    expect(chats(fed)).toEqual(['good luck']);
    expect(chats(kli)).toEqual(['good luck']);

    // a spectator has no chat setting; a seat lets the spectators in: it gets their messages so far, then new ones
    expect((await spec.expectError({ type: 'chatSettings', spectators: true })).code).toBe('spectator');
    const hist = fed.next((m) => m.type === 'chatHistory') as Promise<HistoryMsg>;
    fed.send({ type: 'chatSettings', spectators: true });
    const h = await hist;
    expect(h.messages.map((m) => m.text)).toEqual(['good luck', 'nice move']);
    expect(h.spectatorsAllowed).toEqual(['federation']);
    const toFed = chatOf(fed, 'go fed');
    spec.send({ type: 'chat', text: 'go fed' });
    await toFed;
    await settle(kli);
    expect(chats(kli)).toEqual(['good luck']);

    // attaching again: the history the viewer may read
    const kli2 = await guest.socket();
    const kh = kli2.next((m) => m.type === 'chatHistory') as Promise<HistoryMsg>;
    await kli2.hello(g.gameId, j.token);
    expect((await kh).messages.map((m) => m.text)).toEqual(['good luck']);
    const sh = spec.next((m) => m.type === 'chatHistory') as Promise<HistoryMsg>;
    await spec.hello(g.gameId);
    expect((await sh).messages.map((m) => m.text)).toEqual(['good luck', 'nice move', 'go fed']);

    // the record holds every channel's messages, in order
    const over = fed.next((m) => m.type === 'gameOver');
    kli.send({ type: 'concede' });
    await over;
    const record = await guest.get(`/api/games/${g.gameId}/record`);
    expect((record.body.chat as { text: string; channel: string }[]).map((m) => [m.channel, m.text])).toEqual([
      ['players', 'good luck'],
      ['spectators', 'nice move'],
      ['spectators', 'go fed'],
    ]);

    // nothing said carries a seat token or an invite code
    for (const c of [fed, kli, spec, guestSpec, kli2]) {
      for (const t of c.texts.filter((x) => x.includes('"chat'))) {
        for (const secret of [g.token, j.token, g.invite as string]) expect(t).not.toContain(secret);
      }
    }
  });

  it('a deleted message leaves the record; malformed chat messages are refused and send nothing', async () => {
    const { base, server } = await serve();
    const g = await createGame(base, { mode: 'friend' });
    const j = await joinGame(base, g.gameId, g.invite as string);
    const b = new Browser(base);
    const fed = await b.socket();
    await fed.hello(g.gameId, g.token);
    const kli = await b.socket();
    await kli.hello(g.gameId, j.token);
    const one = chatOf(kli, 'keep me');
    fed.send({ type: 'chat', text: 'keep me' });
    await one;
    const two = (await (() => {
      const p = chatOf(kli, 'delete me');
      fed.send({ type: 'chat', text: 'delete me' });
      return p;
    })()).message;
    expect(await server.store.community?.().remove(two.id)).toBe(true);
    const over = kli.next((m) => m.type === 'gameOver');
    fed.send({ type: 'concede' });
    await over;
    const record = await b.get(`/api/games/${g.gameId}/record`);
    expect((record.body.chat as { text: string }[]).map((m) => m.text)).toEqual(['keep me']);
    // bad chat messages: malformed, nothing sent
    for (const bad of [{ type: 'chat' }, { type: 'chat', text: 5 }, { type: 'chat', text: 'x', channel: 'everyone' }, { type: 'chatSettings' }, { type: 'chat', text: 'x', to: 'klingon' }]) {
      expect((await fed.expectError(bad)).code, JSON.stringify(bad)).toBe('malformed');
    }
    await settle(kli);
    expect(chats(kli)).toEqual(['keep me', 'delete me']);
    expect(kli.msgs.some(isError('internal'))).toBe(false);
  });
});

describe.each(storeBackends('PostgreSQL: the lobby and chat tables'))('%s: the lobby and chat tables', (_name, open) => {
  it('keep lobby games (open until closed), messages in order (a deleted one left out) and the seats that let spectators in', async () => {
    const store = await open();
    try {
      const c = store.community?.() ?? expect.fail('community');
      expect(await c.openLobbyGames()).toEqual([]);
      const row = { gameId: 'g1', format: 'intro' as const, host: 'Alice', hostAccountId: 'a1', openSeat: 'klingon', rated: true, clock: { minutes: 10, incrementSeconds: 5 }, createdAt: '2030-01-01T00:00:00.000Z' };
      await c.addLobbyGame(row);
      await c.addLobbyGame({ ...row, gameId: 'g2', host: 'guest', hostAccountId: null, rated: false, clock: null, createdAt: '2030-01-01T00:00:01.000Z' });
      expect((await c.openLobbyGames()).map((r) => r.gameId)).toEqual(['g1', 'g2']);
      await c.closeLobbyGame('g1');
      expect((await c.openLobbyGames()).map((r) => r.gameId)).toEqual(['g2']);
      expect(await c.lobbyGame('g1')).toEqual(row); // closed, its flags kept
      expect(await c.lobbyGame('nope')).toBeNull();
      const at = '2030-01-01T00:00:00.000Z';
      await c.add({ id: 'b', channel: 'players', gameId: 'g1', author: 'guest', seat: 'federation', at, text: "it's a 'quote' ? $1" }, null);
      await c.add({ id: 'a', channel: 'spectators', gameId: 'g1', author: 'Carol', at: '2030-01-01T00:00:01.000Z', text: 'two' }, 'c1');
      await c.add({ id: 'c', channel: 'lobby', author: 'Alice', at, text: 'lobby' }, 'a1');
      expect(await c.forGame('g1')).toEqual([
        { id: 'b', channel: 'players', gameId: 'g1', author: 'guest', seat: 'federation', at, text: "it's a 'quote' ? $1" },
        { id: 'a', channel: 'spectators', gameId: 'g1', author: 'Carol', at: '2030-01-01T00:00:01.000Z', text: 'two' },
      ]);
      expect((await c.lobby(10)).map((m) => m.text)).toEqual(['lobby']);
      expect(await c.remove('b')).toBe(true);
      expect(await c.remove('nope')).toBe(false);
      expect((await c.forGame('g1')).map((m) => m.id)).toEqual(['a']);
      expect(await c.spectatorsAllowed('g1')).toEqual([]);
      await c.setSpectatorsAllowed('g1', 'klingon', true);
      await c.setSpectatorsAllowed('g1', 'federation', true);
      await c.setSpectatorsAllowed('g1', 'federation', false);
      expect(await c.spectatorsAllowed('g1')).toEqual(['klingon']);
    } finally {
      await store.close();
    }
  });
});

describe('a store that cannot take the lobby or the chat', () => {
  it('refuses the message or the posting with storage, sends and lists nothing, and works again once it can', async () => {
    const store = await openStore(':memory:');
    const real = store.community?.() ?? expect.fail('community');
    let failing = false;
    const guard = <T>(f: () => Promise<T>) => (failing ? Promise.reject(DISK_FULL()) : f());
    const faulty: CommunityStore = {
      add: (m, a) => guard(() => real.add(m, a)),
      addLobbyGame: (r) => guard(() => real.addLobbyGame(r)),
      openLobbyGames: () => real.openLobbyGames(),
      lobbyGame: (id) => real.lobbyGame(id),
      closeLobbyGame: (id) => real.closeLobbyGame(id),
      forGame: (id) => real.forGame(id),
      lobby: (n) => real.lobby(n),
      remove: (id) => real.remove(id),
      spectatorsAllowed: (id) => real.spectatorsAllowed(id),
      setSpectatorsAllowed: (id, seat, on) => guard(() => real.setSpectatorsAllowed(id, seat, on)),
      watchersAllowed: (id) => real.watchersAllowed(id),
      setWatchersAllowed: (id, on) => guard(() => real.setWatchersAllowed(id, on)),
    };
    store.community = () => faulty;
    const { base, server } = await serve({ db: store });
    try {
      const g = await createGame(base, { mode: 'friend' });
      const j = await joinGame(base, g.gameId, g.invite as string);
      const b = new Browser(base);
      const fed = await b.socket();
      await fed.hello(g.gameId, g.token);
      const kli = await b.socket();
      await kli.hello(g.gameId, j.token);
      failing = true;
      const refused = await fed.expectError({ type: 'chat', text: 'lost?' });
      expect(refused.code).toBe('storage');
      expect(refused.message).toContain('not sent');
      expect((await fed.expectError({ type: 'chatSettings', spectators: true })).code).toBe('storage');
      const post = await b.post('/api/lobby/games', {});
      expect(post.status).toBe(503);
      expect(post.body.error).toBe('storage');
      expect((await b.get('/api/lobby')).body.games).toEqual([]);
      failing = false;
      const ok = chatOf(kli, 'now?');
      fed.send({ type: 'chat', text: 'now?' });
      await ok;
      await settle(kli);
      expect(chats(kli)).toEqual(['now?']);
      expect((await b.post('/api/lobby/games', {})).status).toBe(201);
      expect((await b.get('/api/lobby')).body.games).toHaveLength(1);
    } finally {
      await server.close();
      await store.close();
    }
  });
});
