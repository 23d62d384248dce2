/**
 * A stable hash of the game state (FNV-1a 64 over a canonical JSON of everything but the log),
 * used by game records to prove that a replay reproduces the game.
 */
import type { GameState } from './types.ts';

function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) return '[' + v.map(canonical).join(',') + ']';
  const keys = Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonical((v as Record<string, unknown>)[k])).join(',') + '}';
}

export function fnv1a64(text: string): string {
  let h1 = 0xcbf29ce4 | 0;
  let h2 = 0x84222325 | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h2 ^= c;
    // multiply the 64-bit value (h1:h2) by the FNV prime 0x100000001b3
    const lo = Math.imul(h2, 0x1b3) >>> 0;
    const carry = Math.floor(((h2 >>> 0) * 0x1b3) / 0x100000000);
    const hi = (Math.imul(h1, 0x1b3) + Math.imul(h2, 0x100) + carry) >>> 0;
    h1 = hi;
    h2 = lo;
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

export function stateHash(s: GameState): string {
  const { log: _log, logging: _logging, ...rest } = s;
  return fnv1a64(canonical(rest));
}
