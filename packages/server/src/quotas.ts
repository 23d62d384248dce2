/**
 * What one client may take of the server: who a client is (its address, or the address a
 * trusted proxy saw), per-client rates and counts, and the sentences a refusal says.
 */

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of an IPv6 address
 * (one host usually holds a whole /64, so counting single IPv6 addresses would let it take as
 * many places as it likes). IPv4 addresses written as IPv6 (::ffff:1.2.3.4) count as IPv4.
 */
export function clientKey(address: string | undefined): string {
  let a = (address ?? '').trim();
  if (!a) return 'unknown';
  if (a.startsWith('[') && a.includes(']')) a = a.slice(1, a.indexOf(']'));
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  if (mapped) return mapped[1] as string;
  if (!a.includes(':')) return a;
  // IPv6: expand '::' and keep the first four groups
  const [head = '', tail = ''] = a.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = a.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = a.includes('::') ? [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address behind `hops` trusted proxies: each proxy appends the address it saw
 * to X-Forwarded-For, so the client is the entry `hops` places from the right of
 * [...X-Forwarded-For, the socket's address] (what fastify's numeric trustProxy gives req.ip).
 * With no trusted proxy the header is the client's own word and is ignored.
 */
export function forwardedAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string | undefined {
  if (hops <= 0 || forwardedFor === undefined) return socketAddress;
  const list = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...list, socketAddress ?? ''];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** Whole seconds, at least 1, for Retry-After and the sentences. */
export function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A duration in words: "10 s", "24 h", "7 days". */
export function inWords(ms: number): string {
  if (ms % 86_400_000 === 0) return ms === 86_400_000 ? '1 day' : `${ms / 86_400_000} days`;
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1000} s`;
}

/**
 * A rate per client: `perMinute` takes a minute, refilled evenly (a token bucket holding
 * perMinute). 0 is no limit.
 */
export class PerMinute {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Takes one; null when allowed, else the milliseconds until one is free again. */
  take(key: string): number | null {
    if (this.perMinute <= 0) return null;
    const now = this.now();
    const b = this.buckets.get(key) ?? { tokens: this.perMinute, at: now };
    b.tokens = Math.min(this.perMinute, b.tokens + ((now - b.at) / 60_000) * this.perMinute);
    b.at = now;
    this.buckets.set(key, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return null;
    }
    return Math.ceil(((1 - b.tokens) * 60_000) / this.perMinute);
  }

  /** Forgets the clients whose bucket is full again (they are as if never seen). */
  prune(): void {
    const now = this.now();
    for (const [k, b] of this.buckets) if (b.tokens + ((now - b.at) / 60_000) * this.perMinute >= this.perMinute) this.buckets.delete(k);
  }
}

/** A count per client of things it holds at once (sockets). */
export class PerClientCount {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }
  remove(key: string): void {
    const n = this.get(key) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }
}

/**
 * Parses a duration flag: a whole number with a unit (ms, s, m or min, h, d), or a bare number of
 * milliseconds; 0 turns the limit off.
 */
export function parseDuration(name: string) {
  return (v: string): number => {
    const m = /^\s*(\d+)\s*(ms|s|m|min|h|d)?\s*$/.exec(v);
    if (!m) throw new Error(`${name} must be a duration like 500ms, 10s, 5m, 24h or 7d (0: no limit), got "${v}"`);
    const n = Number(m[1]);
    const unit = m[2] ?? 'ms';
    const ms = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000 }[unit] as number;
    return n * ms;
  };
}
