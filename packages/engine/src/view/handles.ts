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
 * The server sends every socket a handled view and maps what a client names (an option, a card
 * asked about) back through the same handles. Bots run inside the server and are given views
 * with instance ids: nothing they see leaves the process (docs/DESIGN.md).
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { seedKey, subkey } from '../core/rng.ts';
import type { CardId, CardState, GameEvent, GameState, PlayerId } from '../core/types.ts';
import { placeHidden } from '../rules/board.ts';
import type { CardView, LocationView, PlayerView, Viewer } from './view.ts';
import { eventVisible } from './view.ts';

/** A viewer's index in CardState.hs: the game's seats in order, then spectators (and anyone who is no seat). */
function viewerIndex(s: GameState, viewer: Viewer): number {
  const i = s.seats.indexOf(viewer);
  return i >= 0 ? i : 2;
}
/** A card instance id inside a text: `<seat>:<definition>#<copy>` (seat names: setup.ts seatsRefusal). */
const ID_IN_TEXT = /[a-z][a-z0-9-]*:[a-z0-9-]+#\d+/g;
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
// 0-2: the viewers' handles; 3-5: the viewers' one-off names in events (oneOffHandle)
const NONCES = [0, 1, 2, 3, 4, 5].map(nonceFor);

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

/** The name event number `event` gives the k-th card it names, for a card then hidden from the viewer: used nowhere else. */
function oneOffHandle(key: { name: string; bytes: Uint8Array }, v: number, event: number, k: number): string {
  return handleOf(key, v + 3, event * 64 + Math.max(0, k));
}

/** The handles a viewer knows the game's cards by now, and the way back (for a client naming a card). */
export function handlesFor(s: GameState, viewer: Viewer): { toHandle: Map<CardId, string>; toCard: Map<string, CardId> } {
  const key = handleKey(s);
  const v = viewerIndex(s, viewer);
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
    // every card id has a ':' (side:def#n); most strings in a view (names, kinds, labels) have none
    if (!t.includes(':')) return t;
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

/**
 * The serials of the cards an event names, as they are now (kept with the event: GameEvent.h).
 * A card that is by now in a place hidden from a viewer (an event that tells of a card taken into
 * a hand, say) gets -1 for that viewer: the event names it by a name of its own (oneOffHandle),
 * so the handle the card has in the hidden place is never shown.
 */
export function eventSerials(s: GameState, data: unknown): Record<CardId, [number, number, number]> | undefined {
  let out: Record<CardId, [number, number, number]> | undefined;
  const note = (id: string) => {
    if (!Object.hasOwn(s.cards, id)) return;
    const c = s.cards[id] as CardState;
    const at = (v: number): number => (placeHidden(s, c, c.at, v) ? -1 : (c.hs[v] as number));
    (out ??= {})[id] = [at(0), at(1), at(2)];
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

/**
 * The view with its unordered lists (cards on the table, out of play, bonus points, seed cards,
 * ships, outposts, a planet's cards, crews, attached cards, resolving) put in the order of the
 * viewer's serials: the order in which the cards last came into the viewer's sight. The engine
 * lists them in the order the cards were made, which would tell two copies of a card apart
 * across a trip through a hidden place. Ordered piles (hand, discard, dilemmas) keep their order.
 */
function inSerialOrder<T extends Omit<PlayerView, 'log'>>(s: GameState, v: T, vi: number): T {
  const serial = (c: CardView): number => (Object.hasOwn(s.cards, c.id) ? ((s.cards[c.id] as CardState).hs[vi] as number) : 0);
  const sort = <C extends CardView>(list: C[]): C[] => list.map((c) => (c.crew ? { ...c, crew: sort(c.crew) } : c)).sort((a, b) => serial(a) - serial(b));
  const box = <C extends CardView & { attached: CardView[] }>(list: C[]): C[] => sort(list.map((c) => ({ ...c, attached: sort(c.attached) })));
  const players = {} as PlayerView['players'];
  for (const p of Object.keys(v.players) as PlayerId[]) {
    const seat = v.players[p] as PlayerView['players'][PlayerId];
    players[p] = { ...seat, table: sort(seat.table), outOfPlay: sort(seat.outOfPlay), bonus: sort(seat.bonus), seedCards: seat.seedCards && sort(seat.seedCards) };
  }
  const spaceline: LocationView[] = v.spaceline.map((loc) => ({
    ...loc,
    ships: box(loc.ships),
    ...(loc.parked ? { parked: box(loc.parked) } : {}),
    outposts: box(loc.outposts),
    planet: Object.fromEntries(Object.entries(loc.planet).map(([p, l]) => [p, sort(l)])),
    attached: sort(loc.attached),
  }));
  return { ...v, players, spaceline, resolving: sort(v.resolving) };
}

/** The view with every card named by the viewer's handle for it. */
export function handleView(s: GameState, v: PlayerView): PlayerView {
  const key = handleKey(s);
  const vi = viewerIndex(s, v.viewer);
  const memo = new Map<string, string | undefined>();
  const now = (id: CardId): string | undefined => {
    if (memo.has(id)) return memo.get(id);
    const h = Object.hasOwn(s.cards, id) ? handleOf(key, vi, (s.cards[id] as CardState).hs[vi] as number) : undefined;
    memo.set(id, h);
    return h;
  };
  const { log, ...rest } = v;
  const out = translate(inSerialOrder(s, rest, vi), now) as Omit<PlayerView, 'log'>;
  // the view's events come without their serials (GameEvent.h); the state's copies have them
  const full: { e: GameEvent; at: number }[] = [];
  for (let i = v.logStart; i < s.log.length; i++) {
    const e = s.log[i] as GameEvent;
    if (eventVisible(e, v.viewer)) full.push({ e, at: i });
  }
  const events = log.map((shown: GameEvent, i) => {
    const f = full[i];
    const same = f !== undefined && f.e.seq === shown.seq && f.e.type === shown.type;
    const { h, ...plain } = same ? f.e : shown;
    const ids = h ? Object.keys(h) : [];
    const then = (id: CardId): string | undefined => {
      const at = h?.[id];
      if (!at) return now(id);
      const serial = at[vi] as number;
      return serial >= 0 ? handleOf(key, vi, serial) : oneOffHandle(key, vi, f?.at ?? 0, ids.indexOf(id));
    };
    return translate(plain, then) as GameEvent;
  });
  return { ...out, log: events };
}
