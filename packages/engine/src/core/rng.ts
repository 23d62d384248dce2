/**
 * The game's random stream. Every shuffle and random selection that decides hidden cards draws
 * from it, and its state lives in the game state, so a game is reproducible from its seed and its
 * actions.
 *
 * Games are keyed by a 256-bit secret (64 hex digits; the server draws it from the operating
 * system's secure generator) and draw ChaCha20's keystream (RFC 8439, from @noble/ciphers, which
 * runs in the browser too). A seat sees some outputs of the stream (its own hand is a shuffle's
 * result) but ChaCha20 is a cipher: outputs tell nothing about the key or about the other outputs,
 * so no seat can recover the opponent's cards from its own. A whole-number seed (stccg sim --seed,
 * tests, benches) is expanded into a key through the same cipher; such games are reproducible by
 * anyone who knows the number, which is what they are for (see docs/DESIGN.md).
 *
 * Records of format 1 (engine 0.1) were shuffled by sfc32 seeded with 32 bits; that generator is
 * kept only to replay them (and it drives the bots' sampled worlds, whose randomness is the bot's
 * own, never the game's).
 */
import { chacha20 } from '@noble/ciphers/chacha.js';

/** sfc32's 128 bits of state (records of format 1, and the bots' sampled worlds). */
export type Sfc32State = [number, number, number, number];
/** ChaCha20 keyed by `key` (64 hex digits), positioned after `n` 32-bit words. */
export interface ChaChaState {
  key: string;
  n: number;
}
export type RngState = Sfc32State | ChaChaState;

/** A game seed: a 256-bit key as 64 lowercase hex digits, or a whole number to expand into one. */
export type GameSeed = number | string;

const KEY_RE = /^[0-9a-f]{64}$/;

export function isSeedKey(x: unknown): x is string {
  return typeof x === 'string' && KEY_RE.test(x);
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
function bytesHex(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += x.toString(16).padStart(2, '0');
  return s;
}
function nonce(label: string): Uint8Array {
  const n = new Uint8Array(12);
  for (let i = 0; i < label.length && i < 12; i++) n[i] = label.charCodeAt(i);
  return n;
}
const GAME_NONCE = nonce('stccg-game');
const SEED_NONCE = nonce('stccg-seed');
const SUBKEY_NONCE = nonce('stccg-subkey');
const ZERO_KEY = new Uint8Array(32);

/**
 * The 256-bit key of a seed: a key is used as it is; a whole number n in [0, 2^32) becomes
 * ChaCha20 block n of an all-zero key (so distinct numbers give distinct, unrelated keys).
 */
export function seedKey(seed: GameSeed): string {
  if (typeof seed === 'string') {
    if (!KEY_RE.test(seed)) throw new RangeError('a seed key must be 64 lowercase hex digits (256 bits)');
    return seed;
  }
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`a numeric seed must be a whole number from 0 to 4294967295, got ${seed}`);
  return bytesHex(chacha20(ZERO_KEY, SEED_NONCE, new Uint8Array(32), undefined, seed));
}

/** A key derived from a game key for another purpose (the view's card handles): unrelated to the game's stream. */
export function subkey(key: string, purpose: number): string {
  return bytesHex(chacha20(hexBytes(seedKey(key)), SUBKEY_NONCE, new Uint8Array(32), undefined, purpose));
}

export function chachaRng(seed: GameSeed): ChaChaState {
  return { key: seedKey(seed), n: 0 };
}

/** Words of keystream made per ChaCha20 call (1 KiB), and a small cache of recent chunks. */
const CHUNK_WORDS = 256;
const CACHE_MAX = 128;
const chunks = new Map<string, Uint32Array>();
const keyBytes = new Map<string, Uint8Array>();

let lastKey = '';
let lastIndex = -1;
let lastWords: Uint32Array = new Uint32Array(0);

function chunk(key: string, i: number): Uint32Array {
  if (i === lastIndex && key === lastKey) return lastWords;
  const w = chunkSlow(key, i);
  lastKey = key;
  lastIndex = i;
  lastWords = w;
  return w;
}

function chunkSlow(key: string, i: number): Uint32Array {
  const k = key + '/' + i;
  let w = chunks.get(k);
  if (w) return w;
  let kb = keyBytes.get(key);
  if (!kb) {
    kb = hexBytes(key);
    if (keyBytes.size >= CACHE_MAX) keyBytes.delete(keyBytes.keys().next().value as string);
    keyBytes.set(key, kb);
  }
  const bytes = chacha20(kb, GAME_NONCE, new Uint8Array(CHUNK_WORDS * 4), undefined, i * (CHUNK_WORDS / 16));
  w = new Uint32Array(CHUNK_WORDS);
  for (let j = 0; j < CHUNK_WORDS; j++) w[j] = ((bytes[4 * j] as number) | ((bytes[4 * j + 1] as number) << 8) | ((bytes[4 * j + 2] as number) << 16) | ((bytes[4 * j + 3] as number) << 24)) >>> 0;
  if (chunks.size >= CACHE_MAX) chunks.delete(chunks.keys().next().value as string);
  chunks.set(k, w);
  return w;
}

/** The next 32-bit word of a ChaCha20 stream; advances it. */
function chachaU32(st: ChaChaState): number {
  const n = st.n;
  st.n = n + 1;
  return chunk(st.key, Math.floor(n / CHUNK_WORDS))[n % CHUNK_WORDS] as number;
}

/** A copy of a generator state (for cloning game states). */
export function copyRng(st: RngState): RngState {
  return Array.isArray(st) ? [st[0], st[1], st[2], st[3]] : { key: st.key, n: st.n };
}

/** sfc32 seeded from 32 bits (records of format 1). */
export function seedRng(seed: number): Sfc32State {
  // splitmix32 expands the seed into four words.
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st: Sfc32State = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) nextU32(st);
  return st;
}

/** Advances the state in place and returns a uniform 32-bit unsigned integer. */
export function nextU32(st: RngState): number {
  if (!Array.isArray(st)) return chachaU32(st);
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
