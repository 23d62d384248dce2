/**
 * The game client's clocks, presence, chat and claim (issue 29, the game screen): what the server
 * says is kept as said, only the running clock ticks locally, refusals are kept for the panel that
 * sent them and change nothing else.
 */
import { describe, expect, it } from 'vitest';
import { Game, view as project, type PlayerView } from '@stccg/engine';
import type { ChatMessage } from '@stccg/server/protocol.ts';
import { clockLeft, clockText, mergeChat, CHAT_KEEP, GameClient, type ClockState, type Socket } from '../src/client.ts';
import { reasonText } from '../src/components/EndScreen.tsx';
import { clockOf, CLOCK_CHOICES } from '../src/components/ClockPicker.tsx';

const clock = (running: 'federation' | 'klingon' | null, graceMs = 0): ClockState => ({ clock: { bankMs: 60_000, incrementMs: 0, remainingMs: { federation: 50_000, klingon: 40_000 }, running, graceMs }, at: 1000 });

describe('clocks', () => {
  it('tick only for the running seat, from the moment the message arrived, past its grace', () => {
    const c = clock('federation');
    expect(clockLeft(c, 'federation', 1000)).toBe(50_000);
    expect(clockLeft(c, 'federation', 11_000)).toBe(40_000);
    expect(clockLeft(c, 'klingon', 11_000)).toBe(40_000);
    // never below zero
    expect(clockLeft(c, 'federation', 100_000)).toBe(0);
    // a response point's grace: nothing goes until it is used up
    const g = clock('klingon', 3000);
    expect(clockLeft(g, 'klingon', 3500)).toBe(40_000);
    expect(clockLeft(g, 'klingon', 5000)).toBe(39_000);
    // nothing runs: both as told
    expect(clockLeft(clock(null), 'federation', 99_000)).toBe(50_000);
  });
  it('reads as m:ss or h:mm:ss, rounded up', () => {
    expect(clockText(60_000)).toBe('1:00');
    expect(clockText(59_001)).toBe('1:00');
    expect(clockText(59_000)).toBe('0:59');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5)).toBe('0:00');
    expect(clockText(3_600_000)).toBe('1:00:00');
    expect(clockText(3_661_000)).toBe('1:01:01');
  });
  it('are offered in the friend form within the server\'s bounds', () => {
    expect(clockOf('none')).toBeNull();
    expect(clockOf('nonsense')).toBeNull();
    for (const c of CLOCK_CHOICES) if (c.clock) {
      expect(c.clock.bankSeconds).toBeGreaterThanOrEqual(30);
      expect(c.clock.bankSeconds).toBeLessThanOrEqual(86_400);
    }
  });
});

const msg = (id: string, at: string, text = id): ChatMessage => ({ id, channel: 'players', gameId: 'g1', author: 'guest', seat: 'federation', at, text });

describe('chat', () => {
  it('merges by id in the order said, keeping the last CHAT_KEEP', () => {
    const a = mergeChat([], [msg('b', '2026-01-01T00:00:02Z'), msg('a', '2026-01-01T00:00:01Z')]);
    expect(a.map((m) => m.id)).toEqual(['a', 'b']);
    expect(mergeChat(a, [msg('a', '2026-01-01T00:00:01Z'), msg('c', '2026-01-01T00:00:03Z')]).map((m) => m.id)).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: CHAT_KEEP + 5 }, (_, i) => msg(`m${i}`, new Date(1e12 + i * 1000).toISOString()));
    const kept = mergeChat([], many);
    expect(kept).toHaveLength(CHAT_KEEP);
    expect(kept[0]?.id).toBe('m5');
  });
});

describe('the end of a game the server ended', () => {
  const scores = { federation: 10, klingon: 20 };
  it('says who ran out of time, and who claimed the game', () => {
    expect(reasonText({ winner: 'klingon', reason: 'time', scores, turn: 3 }, 'federation')).toBe('Your time ran out.');
    expect(reasonText({ winner: 'klingon', reason: 'time', scores, turn: 3 }, 'klingon')).toBe('Federation ran out of time.');
    expect(reasonText({ winner: 'klingon', reason: 'time', scores, turn: 3 }, 'spectator')).toBe('Federation ran out of time.');
    expect(reasonText({ winner: 'federation', reason: 'abandoned', scores, turn: 3 }, 'federation')).toBe('Your opponent left the game, and you claimed it.');
    expect(reasonText({ winner: 'federation', reason: 'abandoned', scores, turn: 3 }, 'klingon')).toBe('You left the game, and your opponent claimed it.');
    expect(reasonText({ winner: 'federation', reason: 'abandoned', scores, turn: 3 }, 'spectator')).toBe('Klingon left the game; Federation claimed it.');
    // a game abandoned with no winner (the sweep): as the server says it
    expect(reasonText({ winner: null, reason: 'abandoned', scores, turn: 3 }, 'federation')).toBe('Abandoned');
  });
});

function attached(seat: 'federation' | 'klingon' | 'spectator' = 'federation') {
  const sent: unknown[] = [];
  const sock: Socket = { readyState: 1, send: (d) => sent.push(JSON.parse(d)), close: () => {}, onopen: null, onclose: null, onmessage: null, onerror: null };
  const c = new GameClient('g1', seat === 'spectator' ? null : 'tok', () => sock);
  let t = 5000;
  c.now = () => t;
  c.start();
  sock.onopen?.({});
  const g = Game.create({ seed: 4 });
  const v0 = project(g.state, seat) as PlayerView;
  const recv = (m: object) => sock.onmessage?.({ data: JSON.stringify(m) });
  recv({ type: 'welcome', gameId: 'g1', seat, view: v0, clock: clock('federation').clock, presence: { federation: { here: true }, klingon: { here: true } } });
  return { c, sent, recv, v0, advance: (ms: number) => void (t += ms) };
}

describe('the game client', () => {
  it('keeps the clocks of each welcome and view, and when they arrived', () => {
    const { c, recv, v0, advance } = attached();
    expect(c.state.clock?.at).toBe(5000);
    expect(clockLeft(c.state.clock as ClockState, 'federation', 6000)).toBe(49_000);
    advance(2000);
    recv({ type: 'view', view: { ...v0, seq: v0.seq + 1, logStart: v0.logLength, log: [] }, clock: { ...clock('klingon').clock, remainingMs: { federation: 47_000, klingon: 40_000 } } });
    expect(c.state.clock?.at).toBe(7000);
    expect(c.state.clock?.clock.running).toBe('klingon');
    // a view without a clock (a game without one) leaves none
    const plain = attached();
    plain.recv({ type: 'welcome', gameId: 'g1', seat: 'federation', view: plain.v0 });
    expect(plain.c.state.clock).toBeNull();
  });

  it('ends a game the server ended: the result on the view, no decision, the clocks stopped', () => {
    const { c, recv, advance } = attached();
    advance(60_000);
    recv({ type: 'gameOver', result: { winner: 'klingon', reason: 'time', scores: { federation: 0, klingon: 0 }, turn: 1 }, record: '{}' });
    expect(c.state.view?.result?.reason).toBe('time');
    expect(c.state.view?.pending).toBeNull();
    expect(c.state.clock?.clock.running).toBeNull();
    expect(c.state.clock?.clock.remainingMs.federation).toBe(0);
    expect(c.state.clock?.clock.remainingMs.klingon).toBe(40_000);
    // a concession while a clock ran: it stops where it stood
    const b = attached();
    b.advance(10_000);
    b.recv({ type: 'gameOver', result: { winner: 'klingon', reason: 'federation conceded', scores: { federation: 0, klingon: 0 }, turn: 1 }, record: '{}' });
    expect(b.c.state.clock?.clock.remainingMs.federation).toBe(40_000);
  });

  it('keeps presence and sends a claim; a refusal is kept for the claim and changes nothing else', () => {
    const { c, sent, recv } = attached();
    recv({ type: 'presence', presence: { federation: { here: true }, klingon: { here: false, claimInMs: 30_000 } } });
    expect(c.state.presence?.presence.klingon).toEqual({ here: false, claimInMs: 30_000 });
    const before = c.state.view;
    c.claim();
    expect(sent.at(-1)).toEqual({ type: 'claim' });
    recv({ type: 'error', code: 'cannot-claim', message: 'your opponent left only a while ago: you may claim the game in 30 s if they do not come back' });
    expect(c.state.claimError).toMatch(/in 30 s/);
    expect(c.state.error).toBeNull();
    expect(c.state.view).toBe(before);
    expect(c.state.status).toBe('open');
    // the opponent back: the refusal goes
    recv({ type: 'presence', presence: { federation: { here: true }, klingon: { here: true } } });
    expect(c.state.claimError).toBeNull();
  });

  it('sends chat and the spectators setting; keeps messages of this game only; refusals go to the chat', () => {
    const { c, sent, recv } = attached();
    expect(c.chat('   ')).toBe(false);
    expect(c.chat('  hello ')).toBe(true);
    expect(sent.at(-1)).toEqual({ type: 'chat', channel: 'game', text: 'hello' });
    recv({ type: 'chat', message: msg('x', '2026-01-01T00:00:01Z', 'hello') });
    recv({ type: 'chat', message: { ...msg('y', '2026-01-01T00:00:02Z'), gameId: 'other' } });
    expect(c.state.chat.map((m) => m.text)).toEqual(['hello']);
    recv({ type: 'error', code: 'chat-rate-limited', message: 'too many messages: wait 7 s' });
    expect(c.state.chatError).toEqual({ code: 'chat-rate-limited', message: 'too many messages: wait 7 s' });
    expect(c.state.error).toBeNull();
    // the setting: shown at once, put back if the server cannot store it
    c.setSpectatorChat(true);
    expect(sent.at(-1)).toEqual({ type: 'chatSettings', spectators: true });
    expect(c.state.spectatorsAllowed).toEqual(['federation']);
    recv({ type: 'error', code: 'storage', message: 'the chat setting cannot be stored just now' });
    expect(c.state.spectatorsAllowed).toEqual([]);
    expect(c.state.chatError?.code).toBe('storage');
    // a history after a reconnect: merged, with the seats that let the spectators in
    recv({ type: 'chatHistory', channel: 'game', messages: [msg('x', '2026-01-01T00:00:01Z', 'hello'), { ...msg('s', '2026-01-01T00:00:03Z', 'hi from the stands'), channel: 'spectators', seat: undefined }], spectatorsAllowed: ['federation'] });
    expect(c.state.chat.map((m) => m.id)).toEqual(['x', 's']);
    expect(c.state.spectatorsAllowed).toEqual(['federation']);
    // the lobby's history is not the game's
    recv({ type: 'chatHistory', channel: 'lobby', messages: [msg('l', '2026-01-01T00:00:04Z')] });
    expect(c.state.chat).toHaveLength(2);
  });

  it('sends no setting from a spectator', () => {
    const { c, sent } = attached('spectator');
    const n = sent.length;
    c.setSpectatorChat(true);
    expect(sent).toHaveLength(n);
    expect(c.state.spectatorsAllowed).toEqual([]);
  });
});
