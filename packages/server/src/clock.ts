/**
 * Game clocks (issue 29): each seat of a person has a time bank that runs only while a decision of
 * theirs is pending, and gets a per-turn increment at the start of each of its turns. A response
 * point (a chance to play an interrupt, the persona-swap question) costs nothing up to a fixed
 * grace that covers the server's response delay, so the clock the opponent sees is the same
 * whether the point was answered by the server (nothing to play) or by the player: it never shows
 * whether a response was asked in person. When a bank runs out its player loses (result reason
 * 'time'). Bots' banks never run.
 *
 * Pure bookkeeping: the GameActor owns one Clock and tells it when a decision starts and ends.
 * Times are those of the actor's Timers (monotonic; a fake one in tests).
 */
import type { Seat } from './protocol.ts';

/** A game's clock as chosen at creation (stored in the game's metadata, column `clock`). */
export interface ClockConfig {
  bankMs: number;
  incrementMs: number;
}

/**
 * What is stored of a clock: its config, and when the server stopped gracefully with a decision
 * pending, the banks at that moment (the time already spent on that decision charged) and the
 * number of log entries then (the snapshot holds only while the log has not grown since).
 */
export interface StoredClock extends ClockConfig {
  banks?: Partial<Record<Seat, number>>;
  atEntry?: number;
}

/** What every viewer is sent with each view (the same for all: nothing in it is hidden). */
export interface ClockView {
  bankMs: number;
  incrementMs: number;
  /** Each seat's time left, in ms, as of this message (the running seat's grace not counted). */
  remainingMs: Partial<Record<Seat, number>>;
  /** The seat whose bank runs now (a decision of a person's is pending), or null. */
  running: Seat | null;
  /** Grace left before the running bank starts to go down (response points only), in ms. */
  graceMs: number;
}

/**
 * The fixed grace of a response point: at least the server's response delay (so that an answer the
 * server gives costs nothing), and never less than this.
 */
export const RESPONSE_GRACE_MS = 3000;

export function responseGrace(responseDelayMs: number): number {
  return Math.max(RESPONSE_GRACE_MS, responseDelayMs * 2);
}

interface Segment {
  seat: Seat;
  /** Timers time when the decision became pending (or the clock resumed after a restart). */
  since: number;
  graceMs: number;
  /** Counts segments, so a timeout scheduled for an earlier one is told apart. */
  n: number;
}

export class Clock {
  readonly banks: Partial<Record<Seat, number>> = {};
  private seg: Segment | null = null;
  private count = 0;

  constructor(
    readonly config: ClockConfig,
    seats: readonly Seat[],
  ) {
    for (const s of seats) this.banks[s] = config.bankMs;
  }

  /** Which segment runs now (its number), for timeouts. */
  get segment(): number | null {
    return this.seg ? this.seg.n : null;
  }

  get running(): Seat | null {
    return this.seg?.seat ?? null;
  }

  /** The time the running seat has spent beyond its grace, as of `now`. */
  private charged(now: number): number {
    const s = this.seg;
    return s ? Math.max(0, now - s.since - s.graceMs) : 0;
  }

  /** A seat's bank as of `now` (the running seat's charged so far). */
  remaining(seat: Seat, now: number): number {
    const b = this.banks[seat] ?? 0;
    return this.seg?.seat === seat ? b - this.charged(now) : b;
  }

  /** Starts a seat's decision (graceMs > 0 at a response point). Answers the segment's number. */
  start(seat: Seat, now: number, graceMs: number): number {
    this.count += 1;
    this.seg = { seat, since: now, graceMs, n: this.count };
    return this.count;
  }

  /** Ends the running decision, charging its seat. Answers the seat charged (null: none ran). */
  stop(now: number): Seat | null {
    const s = this.seg;
    if (!s) return null;
    this.banks[s.seat] = (this.banks[s.seat] ?? 0) - this.charged(now);
    this.seg = null;
    return s.seat;
  }

  /** When the running bank runs out: ms from `now` (0: already out), or null when none runs. */
  dueIn(now: number): number | null {
    const s = this.seg;
    if (!s) return null;
    return Math.max(0, s.since + s.graceMs + (this.banks[s.seat] ?? 0) - now);
  }

  addIncrement(seat: Seat): void {
    if (this.banks[seat] !== undefined) this.banks[seat] = (this.banks[seat] ?? 0) + this.config.incrementMs;
  }

  /** Sets the banks (restored from the log or a snapshot); seats not named keep theirs. */
  restore(banks: Partial<Record<Seat, number>>): void {
    for (const [s, v] of Object.entries(banks) as [Seat, number][]) if (s in this.banks && Number.isFinite(v)) this.banks[s] = v;
  }

  /** The banks as of `now`, the running seat's charged so far (for a snapshot or a log entry). */
  snapshot(now: number): Partial<Record<Seat, number>> {
    const out: Partial<Record<Seat, number>> = {};
    for (const s of Object.keys(this.banks) as Seat[]) out[s] = Math.max(0, this.remaining(s, now));
    return out;
  }

  view(now: number): ClockView {
    const s = this.seg;
    return {
      bankMs: this.config.bankMs,
      incrementMs: this.config.incrementMs,
      remainingMs: this.snapshot(now),
      running: s?.seat ?? null,
      graceMs: s ? Math.max(0, s.since + s.graceMs - now) : 0,
    };
  }
}

/** The config of a create request's clock (seconds), or null for none. */
export function clockConfigOf(req: { bankSeconds: number; incrementSeconds?: number } | undefined): ClockConfig | null {
  if (!req) return null;
  return { bankMs: req.bankSeconds * 1000, incrementMs: (req.incrementSeconds ?? 0) * 1000 };
}
