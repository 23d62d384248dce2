/**
 * What the game connection (client.ts) and the lobby (lobby.ts) share: one WebSocket to /ws that
 * says hello when it opens, pings every 25 s, hands each message that parses to `receive`, and after
 * a drop connects again, waiting 0.5 s, 1 s, 2 s, ... (10 s at the most) until it opens, unless
 * stopped. Its state is kept as one object that listeners read (React, through subscribe()).
 */
import type { ServerMsg } from '@stccg/server/protocol.ts';

/** The part of a WebSocket the connections use (tests give their own). */
export interface Socket {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

/** The server's WebSocket address, on the page's own host. */
export function wsUrl(): string {
  const l = globalThis.location;
  return `${l.protocol === 'https:' ? 'wss' : 'ws'}://${l.host}/ws`;
}

/** How long a ping waits after the last (the server drops a socket silent much longer). */
const PING_MS = 25_000;

/** The wait before connecting again after the n-th drop in a row (from 0). */
export function retryWait(n: number): number {
  return Math.min(10_000, 500 * 2 ** n);
}

export abstract class LiveSocket<S extends { status: string }> {
  protected ws: Socket | null = null;
  protected stopped = false;
  private listeners = new Set<() => void>();
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pinger: ReturnType<typeof setInterval> | null = null;

  constructor(
    public state: S,
    private readonly open: () => Socket,
  ) {}

  /** The first message on every socket opened (a game's attach, the lobby's subscription). */
  protected abstract hello(): object;
  /** One message from the server. */
  abstract receive(msg: ServerMsg): void;
  /** What the state becomes when the socket drops (its status 'closed', and anything else to clear). */
  protected abstract closed(): Partial<S>;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  getState = (): S => this.state;

  protected set(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    for (const fn of this.listeners) fn();
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pinger) clearInterval(this.pinger);
    this.timer = null;
    this.pinger = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
  }

  /** Sends a message if the socket is open; false (nothing sent) if it is not. */
  protected send(msg: object): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== 1) return false;
    ws.send(JSON.stringify(msg));
    return true;
  }

  private connect(): void {
    const ws = this.open();
    this.ws = ws;
    this.set({ status: 'connecting' } as Partial<S>);
    ws.onopen = () => {
      this.retry = 0;
      ws.send(JSON.stringify(this.hello()));
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = setInterval(() => this.send({ type: 'ping' }), PING_MS);
    };
    ws.onmessage = (ev) => {
      let msg: ServerMsg;
      try {
        msg = JSON.parse(String(ev.data)) as ServerMsg;
      } catch {
        return;
      }
      this.receive(msg);
    };
    ws.onclose = () => {
      // a socket already replaced (or stopped) says nothing of the current one, nor stops its pings
      if (this.stopped || this.ws !== ws) return;
      if (this.pinger) clearInterval(this.pinger);
      this.pinger = null;
      this.set(this.closed());
      this.timer = setTimeout(() => this.connect(), retryWait(this.retry++));
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }
}
