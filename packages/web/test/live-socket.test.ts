import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, retryWait, type Socket } from '../src/live-socket.ts';
import { FakeSocket } from './fake-socket.ts';
import type { ServerMsg } from '@stccg/server/protocol.ts';

interface EchoState {
  status: 'connecting' | 'open' | 'closed';
  got: string[];
  drops: number;
}

/** The least connection: says hello, keeps the kinds of message it gets, counts its drops. */
class Echo extends LiveSocket<EchoState> {
  constructor(open: () => Socket) {
    super({ status: 'connecting', got: [], drops: 0 }, open);
  }
  protected hello(): object {
    return { type: 'lobby' };
  }
  protected closed(): Partial<EchoState> {
    return { status: 'closed', drops: this.state.drops + 1 };
  }
  receive(msg: ServerMsg): void {
    this.set({ status: 'open', got: [...this.state.got, msg.type] });
  }
  ping(): boolean {
    return this.send({ type: 'ping' });
  }
}

function connection() {
  const sockets: FakeSocket[] = [];
  const c = new Echo(() => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  });
  return { c, sockets, last: () => sockets[sockets.length - 1] as FakeSocket };
}

describe('LiveSocket (the game connection and the lobby share it)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 0.5 s after the first drop, doubling after each drop in a row, and never more than 10 s', () => {
    expect([0, 1, 2, 3, 4].map(retryWait)).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(retryWait(5)).toBe(10_000); // 16 s capped
    expect(retryWait(40)).toBe(10_000);
  });

  it('says hello on each socket it opens, hands on what parses, tells its listeners', () => {
    const { c, last } = connection();
    let told = 0;
    const off = c.subscribe(() => told++);
    c.start();
    expect(c.getState().status).toBe('connecting');
    last().openNow();
    expect(last().sent.map((d) => JSON.parse(d))).toEqual([{ type: 'lobby' }]);
    last().deliver({ type: 'pong' });
    last().deliver('{not json');
    expect(c.getState()).toMatchObject({ status: 'open', got: ['pong'] });
    expect(told).toBe(2);
    off();
    last().deliver({ type: 'pong' });
    expect(told).toBe(2);
    c.stop();
  });

  it('reconnects after drops with a growing wait, starts again from 0.5 s once a socket opens, and stops for good', () => {
    vi.useFakeTimers();
    const { c, sockets, last } = connection();
    c.start();
    last().onclose?.({}); // never opened
    expect(c.getState()).toMatchObject({ status: 'closed', drops: 1 });
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().onclose?.({}); // the second drop in a row: 1 s
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().openNow(); // opened: the next drop waits 0.5 s again
    last().onclose?.({});
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
    c.stop();
    expect(last().readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
  });

  it('sends nothing while not open, and pings every 25 s while open', () => {
    vi.useFakeTimers();
    const { c, last } = connection();
    c.start();
    expect(c.ping()).toBe(false);
    expect(last().sent).toEqual([]);
    last().openNow();
    vi.advanceTimersByTime(25_000);
    expect(last().sent.map((d) => JSON.parse(d))).toEqual([{ type: 'lobby' }, { type: 'ping' }]);
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(last().sent).toHaveLength(2);
  });

  it('ignores a late close of a socket it has already replaced, and keeps pinging on the new one', () => {
    vi.useFakeTimers();
    const { c, sockets } = connection();
    c.start();
    const first = sockets[0] as FakeSocket;
    first.onclose?.({});
    vi.advanceTimersByTime(500);
    const second = sockets[1] as FakeSocket;
    second.openNow();
    first.onclose?.({}); // the old socket's close again: not this connection's socket any more
    expect(c.getState()).toMatchObject({ status: 'connecting', drops: 1 });
    vi.advanceTimersByTime(25_000);
    expect(sockets).toHaveLength(2);
    // and the current socket's pings go on
    expect(second.sent.map((d) => JSON.parse(d))).toEqual([{ type: 'lobby' }, { type: 'ping' }]);
    c.stop();
  });
});
