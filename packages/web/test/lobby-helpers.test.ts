/** Unit tests of the lobby's pure helpers and of the live lobby client fed by a fake socket. */
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage, LobbyGame } from '@stccg/server/protocol.ts';
import { MAX_CHAT_CHARS as SERVER_MAX_CHAT_CHARS } from '@stccg/server/protocol.ts';
import { ApiError } from '../src/api.ts';
import { addMessages, CHAT_KEEP, lobbyErrorText, postLobbyGame, chatErrorText, chatProblem, CLOCK_CHOICES, clockText, isOwnGame, LobbyClient, MAX_CHAT_CHARS, onlineText } from '../src/lobby.ts';
import { FakeSocket } from './fake-socket.ts';
import { href, parseRoute } from '../src/router.ts';
import { CreateLobbyGameReq, LobbyClock } from '@stccg/server/protocol.ts';

const msg = (id: string, text = id): ChatMessage => ({ id, channel: 'lobby', author: 'Worf', at: '2026-01-01T10:00:00.000Z', text });

describe('lobby helpers', () => {
  it('routes #/lobby both ways', () => {
    expect(parseRoute({ pathname: '/', search: '', hash: '#/lobby' })).toEqual({ page: 'lobby' });
    expect(parseRoute({ pathname: '/lobby', search: '', hash: '' })).toEqual({ page: 'lobby' });
    expect(href({ page: 'lobby' })).toBe('#/lobby');
  });

  it('tells a clock as a person reads it', () => {
    expect(clockText(null)).toBe('No clock');
    expect(clockText({ minutes: 10, incrementSeconds: 5 })).toBe('10 min + 5 s a move');
    expect(clockText({ minutes: 30, incrementSeconds: 0 })).toBe('30 min');
  });

  it('offers only clocks the server takes', () => {
    for (const c of CLOCK_CHOICES) if (c.clock) expect(LobbyClock.safeParse(c.clock).success).toBe(true);
    expect(CLOCK_CHOICES[0]?.clock).toBeNull();
    expect(new Set(CLOCK_CHOICES.map((c) => c.id)).size).toBe(CLOCK_CHOICES.length);
  });

  it('checks a chat text as the server counts it (trimmed, in characters)', () => {
    expect(MAX_CHAT_CHARS).toBe(SERVER_MAX_CHAT_CHARS);
    expect(chatProblem('')).toBe('Write something first.');
    expect(chatProblem('   \n ')).toBe('Write something first.');
    expect(chatProblem('a')).toBeNull();
    expect(chatProblem(`  ${'x'.repeat(MAX_CHAT_CHARS)}  `)).toBeNull();
    expect(chatProblem('x'.repeat(MAX_CHAT_CHARS + 1))).toBe(`A message may have at most ${MAX_CHAT_CHARS} characters (this one has ${MAX_CHAT_CHARS + 1}).`);
    // an emoji is one character, two UTF-16 units
    expect(chatProblem('🖖'.repeat(MAX_CHAT_CHARS))).toBeNull();
  });

  it('turns the server chat refusals into sentences', () => {
    expect(chatErrorText('chat-rate-limited', 'at most 5 messages every 10 s: wait 7 s; this one was not sent')).toBe('You are sending messages too fast: wait 7 s, then send again. This one was not sent.');
    expect(chatErrorText('muted', "your account is muted: you cannot chat (ask the server's operator)")).toBe('Your account is muted: you cannot chat here.');
    expect(chatErrorText('chat-not-allowed', 'sign in to chat in the lobby (guests chat in their own games)')).toMatch(/^Sign in to chat/);
    expect(chatErrorText('chat-too-long', 'a chat message may have at most 500 characters (this one has 501): nothing was sent')).toBe('A chat message may have at most 500 characters (this one has 501): nothing was sent.');
    expect(chatErrorText('chat-rate-limited', 'slow down')).toBe('Slow down.');
  });

  it('adds messages once each, oldest first, keeping the newest', () => {
    const a = addMessages([], [msg('1'), msg('2')]);
    expect(addMessages(a, [msg('2'), msg('3')]).map((m) => m.id)).toEqual(['1', '2', '3']);
    const many = addMessages([], Array.from({ length: CHAT_KEEP + 5 }, (_, i) => msg(String(i))));
    expect(many).toHaveLength(CHAT_KEEP);
    expect(many[0]?.id).toBe('5');
  });

  it("knows one's own lobby game by the ticket or the account's name, never a guest host by name", () => {
    const g = { gameId: 'g1', host: 'Picard' };
    expect(isOwnGame(g, 'Picard', () => false)).toBe(true);
    expect(isOwnGame(g, 'Riker', () => false)).toBe(false);
    expect(isOwnGame(g, null, () => false)).toBe(false);
    expect(isOwnGame(g, null, (id) => id === 'g1')).toBe(true);
    expect(isOwnGame({ gameId: 'g2', host: 'guest' }, 'guest', () => false)).toBe(false);
  });

  it('tells a failed lobby request as a sentence', () => {
    expect(lobbyErrorText(new ApiError('not in the lobby', 404))).toBe('That game is no longer in the lobby: someone took it, or it was cancelled.');
    expect(lobbyErrorText(new ApiError('sign in to post a rated game', 401))).toBe('Sign in to post a rated game.');
    expect(lobbyErrorText(new TypeError('fetch failed'))).toBe('The server could not be reached: try again in a moment.');
  });

  it('posts only what the chosen format needs', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ gameId: `g${bodies.length}`, seat: 'federation', token: 't'.repeat(20) }), { status: 201 });
    });
    try {
      await postLobbyGame({ format: 'intro', side: 'klingon', deck: 'ignored', rated: false, clock: null });
      await postLobbyGame({ format: 'constructed', side: 'klingon', deck: '1 Kurn', rated: true, clock: { minutes: 10, incrementSeconds: 5 } });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(bodies).toEqual([
      { format: 'intro', side: 'klingon', clock: null },
      { format: 'constructed', deck: '1 Kurn', rated: true, clock: { minutes: 10, incrementSeconds: 5 } },
    ]);
    // each is a request the server takes
    for (const b of bodies) expect(CreateLobbyGameReq.safeParse(b).success).toBe(true);
  });

  it('says who is online', () => {
    expect(onlineText({ accounts: [], guests: 0 })).toBe('Nobody');
    expect(onlineText({ accounts: ['Picard'], guests: 0 })).toBe('Picard');
    expect(onlineText({ accounts: [], guests: 1 })).toBe('1 guest');
    expect(onlineText({ accounts: ['Picard', 'Worf'], guests: 2 })).toBe('Picard, Worf and 2 guests');
  });
});

describe('LobbyClient', () => {
  const game: LobbyGame = { gameId: 'g1', format: 'intro', host: 'Picard', openSeat: 'klingon', rated: false, clock: null, createdAt: '2026-01-01T10:00:00.000Z' };

  it('subscribes, takes the list, the history and new messages; ignores junk and other channels', () => {
    const s = new FakeSocket();
    const c = new LobbyClient(() => s);
    c.start();
    s.openNow();
    expect(JSON.parse(s.sent[0] as string)).toEqual({ type: 'lobby' });
    expect(c.state.games).toBeNull();
    s.deliver({ type: 'lobby', games: [game], online: { accounts: ['Picard'], guests: 1 } });
    expect(c.state.status).toBe('open');
    expect(c.state.games).toEqual([game]);
    s.deliver({ type: 'chatHistory', channel: 'lobby', messages: [msg('1')] });
    s.deliver({ type: 'chat', message: msg('2') });
    s.deliver({ type: 'chat', message: { ...msg('3'), channel: 'players', gameId: 'g9' } });
    s.deliver('not json');
    s.deliver({ type: 'lobby', games: [], online: { accounts: [], guests: 0 } });
    expect(c.state.chat.map((m) => m.id)).toEqual(['1', '2']);
    expect(c.state.games).toEqual([]);
    c.stop();
  });

  it('sends a trimmed message; refuses an empty or long one before sending; shows a server refusal', () => {
    const s = new FakeSocket();
    const c = new LobbyClient(() => s);
    c.start();
    s.openNow();
    expect(c.say('  hello  ')).toBe(true);
    expect(JSON.parse(s.sent[1] as string)).toEqual({ type: 'chat', channel: 'lobby', text: 'hello' });
    expect(c.say('   ')).toBe(false);
    expect(c.say('x'.repeat(MAX_CHAT_CHARS + 1))).toBe(false);
    expect(c.state.chatError).toMatch(/at most 500 characters/);
    expect(s.sent).toHaveLength(2);
    s.deliver({ type: 'error', code: 'chat-rate-limited', message: 'at most 5 messages every 10 s: wait 3 s; this one was not sent' });
    expect(c.state.chatError).toBe('You are sending messages too fast: wait 3 s, then send again. This one was not sent.');
    expect(c.say('again')).toBe(true);
    expect(c.state.chatError).toBeNull();
    c.stop();
  });

  it('says so when not connected, and reconnects after a drop', () => {
    const sockets: FakeSocket[] = [];
    const c = new LobbyClient(() => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    });
    c.start();
    expect(c.say('hi')).toBe(false);
    expect(c.state.chatError).toMatch(/Not connected/);
    vi.useFakeTimers();
    try {
      const first = sockets[0] as FakeSocket;
      first.openNow();
      first.onclose?.({});
      expect(c.state.status).toBe('closed');
      expect(sockets).toHaveLength(1);
      vi.advanceTimersByTime(500);
      expect(sockets).toHaveLength(2);
      const second = sockets[1] as FakeSocket;
      second.openNow();
      // subscribes again on the new socket
      expect(JSON.parse(second.sent[0] as string)).toEqual({ type: 'lobby' });
      c.stop();
      // stopped: no more attempts
      second.onclose?.({});
      vi.advanceTimersByTime(20_000);
      expect(sockets).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
