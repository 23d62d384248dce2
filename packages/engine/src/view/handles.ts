/**
 * Per-viewer card handles. Inside the engine a card is named by its instance id, which says what
 * the card is (`federation:taitt#1`) and never changes. Toward a viewer a card is named instead by
 * a handle: a keyed pseudo-random name of (viewer, the card's handle serial for that viewer). The
 * serial is renewed whenever the card moves into or out of a place hidden from that viewer
 * (board.ts moveTo, CardState.hs), so a card that goes into a hand, a deck, face down under a
 * mission or aboard an opponent's ship comes back under a name the viewer has never seen; and a
 * handle that slipped out for a hidden card would name nothing. The key is derived from the
 * game's seed, which no view holds.
 *
 * handleView() translates a view built with instance ids: every id, wherever it stands (a card's
 * id, an option's card or target, an option id built from ids, a frame, a lasting effect, a log
 * event's data), becomes its handle; log events use the serials the cards had when the event
 * happened (GameEvent.h), so an old event does not name a card by its current handle.
 *
 * (Engine 0.2 computes handles; the server still sends views with instance ids until the bots'
 * side of the translation is in place: see docs/DESIGN.md.)
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { seedKey, subkey } from '../core/rng.ts';
import type { CardId, CardState, GameEvent, GameState } from '../core/types.ts';
import type { PlayerView, Viewer } from './view.ts';

const VIEWER_INDEX: Record<Viewer, number> = { federation: 0, klingon: 1, spectator: 2 };
const ID_IN_TEXT = /(?:federation|klingon):[a-z0-9-]+#\d+/g;
const B32 = 'abcdefghijklmnopqrstuvwxyz234567';

const HANDLE_PURPOSE = 1;
const keys = new Map<string, Uint8Array>();
const cache = new Map<string, string>();
const CACHE_MAX = 100_000;

function handleKey(s: GameState): { name: string; bytes: Uint8Array } {
  const game = seedKey(s.seed);
  let bytes = keys.get(game);
  if (!bytes) {
    const hex = subkey(game, HANDLE_PURPOSE);
    bytes = new Uint8Array(32);
    for (let i = 0; i < 32; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
    if (keys.size > 1000) keys.clear();
    keys.set(game, bytes);
  }
  return { name: game, bytes };
}

function nonceFor(v: number): Uint8Array {
  const n = new Uint8Array(12);
  const label = 'stccg-handle';
  for (let i = 0; i < 11; i++) n[i] = label.charCodeAt(i);
  n[11] = v;
  return n;
}
const NONCES = [nonceFor(0), nonceFor(1), nonceFor(2)];

/** The handle of serial `serial` for viewer index v: 'h' and 13 base32 letters (65 bits). */
function handleOf(key: { name: string; bytes: Uint8Array }, v: number, serial: number): string {
  const k = `${key.name}|${v}|${serial}`;
  const hit = cache.get(k);
  if (hit) return hit;
  const b = chacha20(key.bytes, NONCES[v] as Uint8Array, new Uint8Array(9), undefined, serial);
  let bits = 0;
  let acc = 0;
  let out = 'h';
  for (const x of b) {
    acc = (acc << 8) | x;
    bits += 8;
    while (bits >= 5 && out.length < 14) {
      out += B32[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
    acc &= 0xff;
  }
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(k, out);
  return out;
}

/** The handles a viewer knows the game's cards by now, and the way back (for a client naming a card). */
export function handlesFor(s: GameState, viewer: Viewer): { toHandle: Map<CardId, string>; toCard: Map<string, CardId> } {
  const key = handleKey(s);
  const v = VIEWER_INDEX[viewer];
  const toHandle = new Map<CardId, string>();
  const toCard = new Map<string, CardId>();
  for (const id in s.cards) {
    const h = handleOf(key, v, (s.cards[id] as CardState).hs[v] as number);
    toHandle.set(id, h);
    toCard.set(h, id);
  }
  return { toHandle, toCard };
}

/** A copy of plain data with every card id in it (whole strings, ids inside strings, object keys) put through `name`. */
function translate(x: unknown, name: (id: CardId) => string | undefined): unknown {
  const str = (t: string): string => {
    const whole = name(t);
    if (whole !== undefined) return whole;
    return t.includes('#') ? t.replace(ID_IN_TEXT, (m) => name(m) ?? m) : t;
  };
  const walk = (y: unknown): unknown => {
    if (typeof y === 'string') return str(y);
    if (Array.isArray(y)) return y.map(walk);
    if (y && typeof y === 'object') {
      const o: Record<string, unknown> = {};
      for (const [k, val] of Object.entries(y)) o[str(k)] = walk(val);
      return o;
    }
    return y;
  };
  return walk(x);
}

/** The serials of the cards an event names, as they are now (kept with the event: GameEvent.h). */
export function eventSerials(s: GameState, data: unknown): Record<CardId, [number, number, number]> | undefined {
  let out: Record<CardId, [number, number, number]> | undefined;
  const note = (id: string) => {
    if (!Object.hasOwn(s.cards, id)) return;
    const c = s.cards[id] as CardState;
    (out ??= {})[id] = [c.hs[0], c.hs[1], c.hs[2]];
  };
  const walk = (y: unknown): void => {
    if (typeof y === 'string') {
      note(y);
      if (y.includes('#')) for (const m of y.match(ID_IN_TEXT) ?? []) note(m);
    } else if (Array.isArray(y)) for (const z of y) walk(z);
    else if (y && typeof y === 'object') for (const z of Object.values(y)) walk(z);
  };
  walk(data);
  return out;
}

/** The view with every card named by the viewer's handle for it. */
export function handleView(s: GameState, v: PlayerView): PlayerView {
  const key = handleKey(s);
  const vi = VIEWER_INDEX[v.viewer];
  const now = (id: CardId): string | undefined => (Object.hasOwn(s.cards, id) ? handleOf(key, vi, (s.cards[id] as CardState).hs[vi] as number) : undefined);
  const { log, ...rest } = v;
  const out = translate(rest, now) as Omit<PlayerView, 'log'>;
  const events = log.map((e: GameEvent) => {
    const { h, ...plain } = e;
    const then = (id: CardId): string | undefined => {
      const at = h?.[id];
      return at ? handleOf(key, vi, at[vi] as number) : now(id);
    };
    return translate(plain, then) as GameEvent;
  });
  return { ...out, log: events };
}
