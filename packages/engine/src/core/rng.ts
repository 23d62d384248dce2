/**
 * sfc32: a small, fast PRNG with 128 bits of state, kept in the game state so that every
 * shuffle and random selection is reproducible from the seed and the actions.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  // splitmix32 expands the seed into four words.
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st: RngState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(st);
  return st;
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextU32(st: RngState): number {
  let [a, b, c, d] = st;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) >>> 0;
  st[0] = a >>> 0;
  st[1] = b;
  st[2] = c;
  st[3] = d;
  return t;
}

/** Uniform integer in [0, n), without modulo bias. */
export function nextInt(st: RngState, n: number): number {
  if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`nextInt needs a positive integer, got ${n}`);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    const x = nextU32(st);
    if (x < limit) return x % n;
  }
}

/** Fisher-Yates shuffle in place, drawing with any source of integers in [0, n). */
export function shuffleWith<T>(randomInt: (n: number) => number, arr: T[]): T[] {
  for (let i = arr.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    const tmp = arr[i] as T;
    arr[i] = arr[j] as T;
    arr[j] = tmp;
  }
  return arr;
}

/** Fisher-Yates shuffle in place with the game's PRNG. */
export function shuffle<T>(st: RngState, arr: T[]): T[] {
  return shuffleWith((n) => nextInt(st, n), arr);
}

export function pick<T>(st: RngState, arr: readonly T[]): T {
  if (arr.length === 0) throw new RangeError('cannot pick from an empty list');
  return arr[nextInt(st, arr.length)] as T;
}

/**
 * mulberry32: a tiny PRNG for players, bots, tests and benchmarks, which must never draw from the
 * game's own generator. Returns a function giving uniform numbers in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
