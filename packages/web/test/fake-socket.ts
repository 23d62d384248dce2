import type { Socket } from '../src/live-socket.ts';

/** A socket the test opens and feeds by hand (the connections' `open` gives it instead of a WebSocket). */
export class FakeSocket implements Socket {
  readyState = 0;
  sent: string[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  openNow(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** A message from the server (an object is sent as JSON, a string as it is). */
  deliver(m: unknown): void {
    this.onmessage?.({ data: typeof m === 'string' ? m : JSON.stringify(m) });
  }
}
