/**
 * determinize(view, rng): one full engine GameState consistent with what a seat has seen.
 *
 * The card universe of a game is known to both players: each side plays its standard deck list,
 * and the engine numbers the copies of a card `${side}:${def}#${n}` in deck-list order. Every card
 * the view shows keeps its id, place and status; every other id of the universe is hidden from the
 * seat and is dealt at random into the hidden places the view counts (hands, draw decks, face-down
 * dilemmas, the crews of opponent ships and outposts, setup piles), respecting card types, ship
 * affiliations and uniqueness. What the seat saw in the public log (a card reporting for duty, an
 * Away Team beaming up) steers where those cards go. Cards are created in the engine's own order,
 * so list orders in the view (which follow that order) come out the same.
 *
 * The returned state is a legal engine state: view(state, seat) equals the given view (apart from
 * the log, which is not rebuilt), and apply() can play it on.
 *
 * A game of secret decks (seats other than the intro game's: the constructed format) has no public
 * lists: each seat's hidden cards are sampled from a model deck instead (sampleHidden), and a
 * card the view names but places nowhere (an own mission still to place) keeps its identity.
 */
import { advance, cloneState, createEngine, seat as playerOf, facts, hasFacts, opponent, PLAYERS, randomDeck, shuffleWith, standardDeck } from '@stccg/engine';
import type { Affiliation, Side } from '@stccg/engine/cards/facts.ts';
import type { CardId, CardState, CardView, DeckList, Frame, GameState, LocationView, Place, PlayerId, PlayerView, SeatView, Spot } from '@stccg/engine';
import { freshCard } from '@stccg/engine/rules/board.ts';
import { attackers } from '@stccg/engine/rules/battle.ts';

export type Rng = () => number;

interface UniverseCard {
  id: CardId;
  def: string;
  owner: PlayerId;
}

let universeCache: UniverseCard[] | null = null;

/**
 * Every card id of a game with the standard decks, in the order createState makes them: the
 * intro game's seats play the standard decks of their names, which are public. (A game of
 * secret decks needs a model of the opponent's deck instead: the AI-for-any-deck issue.)
 */
export function cardUniverse(): UniverseCard[] {
  if (universeCache) return universeCache;
  const out: UniverseCard[] = [];
  for (const side of PLAYERS) {
    const d = standardDeck(side as Side);
    const counts = new Map<string, number>();
    for (const def of [...d.missions, ...d.seed, ...d.draw]) {
      const n = (counts.get(def) ?? 0) + 1;
      counts.set(def, n);
      out.push({ id: `${side}:${def}#${n}`, def, owner: side });
    }
  }
  universeCache = out;
  return out;
}

let indexCache: { defOf: Map<CardId, string> } | null = null;
function universeIndex(): { defOf: Map<CardId, string> } {
  indexCache ??= { defOf: new Map(cardUniverse().map((u) => [u.id, u.def])) };
  return indexCache;
}

const ID_RE = /^(federation|klingon|player-1|player-2):([a-z0-9-]+)#(\d+)$/;

/**
 * A game of secret decks (the constructed format: seats player-1 and player-2): no list is public,
 * so a seat's hidden cards are sampled from model decks, random legal decks of the affiliation its
 * outposts show (@stccg/engine randomDeck), with the types its hidden places need. A first model
 * of what such a deck holds; issue 28 refines it from seen cards and a corpus of decks.
 */
const MODELS_PER_AFFILIATION = 6;
let constructedPool: string[] | null = null;
const modelCache = new Map<string, DeckList[]>();
function modelDecks(aff: Affiliation | null): DeckList[] {
  const key = aff ?? '';
  let models = modelCache.get(key);
  if (!models) {
    constructedPool ??= [...createEngine({ format: 'constructed' }).cards];
    const pool = constructedPool;
    models = [];
    for (let i = 0; i < MODELS_PER_AFFILIATION; i++) {
      try {
        models.push(aff ? randomDeck(1000 + i, { pool, affiliation: aff }) : randomDeck(1000 + i, { pool }));
      } catch {
        models.push(randomDeck(1000 + i, { pool }));
      }
    }
    modelCache.set(key, models);
  }
  return models;
}

/** The hidden cards a seat of a secret-deck game needs, by the places that hide them. */
interface HiddenNeeds {
  missions: number;
  dilemmas: number;
  seeds: number;
  crew: number;
  rest: number;
}

/** Hidden card ids for a seat of a secret-deck game: at least what its hidden places need, none of them an id the view shows. */
function sampleHidden(side: PlayerId, aff: Affiliation | null, needs: HiddenNeeds, shown: Set<CardId>, known: CardId[], rng: Rng): UniverseCard[] {
  // cards the view names but shows in no place (an own mission still to place, named by a decision's options) are hidden cards of known identity
  const out: UniverseCard[] = [];
  const total = needs.missions + needs.dilemmas + needs.seeds + needs.crew + needs.rest;
  for (const id of known) {
    const m = ID_RE.exec(id);
    if (!m || m[1] !== side || !hasFacts(m[2] as string)) continue;
    const t = facts(m[2] as string).type;
    out.push({ id, def: m[2] as string, owner: side });
    if (t === 'mission' && needs.missions > 0) needs.missions--;
    else if (t === 'dilemma' && needs.dilemmas + needs.seeds > 0) {
      if (needs.dilemmas > 0) needs.dilemmas--;
      else needs.seeds--;
    } else if (t === 'personnel' && needs.crew > 0) needs.crew--;
    else if (needs.rest > 0) needs.rest--;
  }
  const models = modelDecks(aff);
  const model = models[randInt(rng, models.length)] as DeckList;
  const all = [...model.missions, ...model.seed, ...model.draw];
  // cards of the model the view shows already are not hidden
  const shownDefs = new Map<string, number>();
  for (const id of shown) {
    const m = ID_RE.exec(id);
    if (m && m[1] === side) shownDefs.set(m[2] as string, (shownDefs.get(m[2] as string) ?? 0) + 1);
  }
  const left: string[] = [];
  for (const def of all) {
    const n = shownDefs.get(def) ?? 0;
    if (n > 0) shownDefs.set(def, n - 1);
    else left.push(def);
  }
  const ofType = (defs: string[], t: (d: string) => boolean) => defs.filter(t);
  const isT = (...types: string[]) => (d: string) => types.includes(facts(d).type);
  const fill = (have: string[], want: number, t: (d: string) => boolean): string[] => {
    const out = have.slice(0, want);
    const source = ofType(all, t);
    for (let i = 0; out.length < want && source.length > 0; i++) out.push(source[randInt(rng, source.length)] as string);
    return out;
  };
  const missions = fill(ofType(left, isT('mission')), needs.missions, isT('mission'));
  // seed cards not yet seeded: outposts first, then dilemmas (as sample() deals them)
  const outposts = ofType(left, isT('outpost')).slice(0, needs.seeds);
  const dilemmas = fill(ofType(left, isT('dilemma')), needs.dilemmas + needs.seeds - outposts.length, isT('dilemma'));
  const crew = fill(ofType(left, isT('personnel')), needs.crew, isT('personnel'));
  const drawable = ofType(left, (d) => !isT('mission', 'dilemma', 'outpost', 'artifact')(d));
  const rest = fill(drawable.slice(crew.length), needs.rest, (d) => !isT('mission', 'dilemma', 'outpost', 'artifact')(d));
  const taken = new Set([...shown, ...out.map((u) => u.id)]);
  const counts = new Map<string, number>();
  const defs = [...missions, ...outposts, ...dilemmas, ...crew, ...rest];
  // never fewer cards than the hidden places hold
  const spare = ofType(all, (d) => !isT('mission', 'dilemma', 'outpost', 'artifact')(d));
  while (out.length + defs.length < total && spare.length > 0) defs.push(spare[randInt(rng, spare.length)] as string);
  for (const def of defs) {
    let n = counts.get(def) ?? 0;
    let id: CardId;
    do id = `${side}:${def}#${++n}`;
    while (taken.has(id));
    counts.set(def, n);
    out.push({ id, def, owner: side });
  }
  return out;
}

/** The definition and owner encoded in a card instance id, if it has the engine's shape. */
export function parseCardId(id: string): { owner: PlayerId; def: string } | null {
  const m = ID_RE.exec(id);
  if (!m || !hasFacts(m[2] as string)) return null;
  return { owner: m[1] as PlayerId, def: m[2] as string };
}

/** What the seat learned from the public log about cards it cannot see now: where each was last seen. */
export interface Knowledge {
  /** Hidden card id -> the container (ship, outpost or planet) it was last seen entering, or '' if only seen in play. */
  lastSeen: Map<CardId, string>;
  /** Hidden card id -> index in the log of the last public event that moved it. */
  movedAt: Map<CardId, number>;
  /** Location id -> index in the log of the last battle there (battles stop ships and crews). */
  battleAt: Map<string, number>;
}

function rememberIds(v: unknown, out: (id: string) => void): void {
  if (typeof v === 'string') {
    if (ID_RE.test(v)) out(v);
  } else if (Array.isArray(v)) {
    for (const x of v) rememberIds(x, out);
  } else if (v && typeof v === 'object') {
    for (const k in v) rememberIds((v as Record<string, unknown>)[k], out);
  }
}

/** Reads the view's public log and flow for traces of cards now hidden from the seat. */
export function gatherKnowledge(view: PlayerView): Knowledge {
  const lastSeen = new Map<CardId, string>();
  const movedAt = new Map<CardId, number>();
  const battleAt = new Map<string, number>();
  view.log.forEach((e, i) => {
    const d = e.data;
    if (!d) return;
    if (e.type === 'battle' && typeof d.loc === 'string') battleAt.set(d.loc, i);
    if (e.type === 'cardPlayed' && typeof d.card === 'string' && typeof d.loc === 'string') {
      lastSeen.set(d.card, `outpostAt:${d.loc}`);
      movedAt.set(d.card, i);
      return;
    }
    const to = d.to as Spot | undefined;
    if (e.type === 'cardsTransferred' && Array.isArray(d.cards) && to && typeof to === 'object') {
      // a card's last-seen place: the ship or outpost it went aboard, or the planet
      const where = to.card ?? `planet:${to.planet}`;
      for (const id of d.cards as string[]) {
        lastSeen.set(id, where);
        movedAt.set(id, i);
      }
      return;
    }
    if (Array.isArray(d.cards) && typeof d.loc === 'string' && (e.type === 'crewEscaped' || e.type === 'crewEscapedSecret')) {
      // an Escape Pod: the crew waits, unseen, in a card attached at the location
      for (const id of d.cards as string[]) {
        lastSeen.set(id, `attachedAt:${d.loc}`);
        movedAt.set(id, i);
      }
      return;
    }
    if (e.type === 'personnelKilled' || e.type === 'personnelDiscarded' || e.type === 'shipDestroyed' || e.type === 'outpostDestroyed') return;
    rememberIds(d, (id) => {
      if (!lastSeen.has(id)) lastSeen.set(id, '');
    });
  });
  for (const f of view.flow) {
    // a ship being destroyed: its crew, as its owner's response point shows it
    const win = f.win as { type?: string; h?: { type?: string; ship?: string }; crew?: string[] } | undefined;
    const ship = win?.type === 'before' && win.h?.type === 'shipDestroyed' ? win.h.ship : undefined;
    if (ship && win?.crew) for (const id of win.crew) lastSeen.set(id, ship);
  }
  return { lastSeen, movedAt, battleAt };
}

function randInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

function shuffleInPlace<T>(rng: Rng, a: T[]): T[] {
  return shuffleWith((n) => randInt(rng, n), a);
}

interface Placed {
  at: Place;
  view?: CardView;
}

/** A hidden crew: the cards aboard a ship or outpost the seat cannot see. */
interface CrewSlot {
  host: CardId;
  owner: PlayerId;
  /** The ship's affiliation (personnel must match or be non-aligned); null for outposts. */
  affiliation: string | null;
  count: number;
  stopped: boolean;
}

export interface DeterminizeOptions {
  /** Knowledge read from the log (gatherKnowledge); pass it to reuse it across samples. */
  knowledge?: Knowledge;
  /** Never throw for hidden cards the view does not account for: set them aside (for bots). */
  lenient?: boolean;
}

export class DeterminizeError extends Error {
  override name = 'DeterminizeError';
}

/** Builds a full game state consistent with the seat's view, sampling every hidden card. */
export function determinize(view: PlayerView, rng: Rng, opts: DeterminizeOptions = {}): GameState {
  let last: unknown;
  // a sample that cannot rebuild the opponent's pending decision is drawn again, the last time
  // with every hidden crew member free to act
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      return sample(view, rng, opts, attempt === 3);
    } catch (e) {
      if (!(e instanceof DeterminizeError)) throw e;
      last = e;
    }
  }
  throw last;
}

function sample(view: PlayerView, rng: Rng, opts: DeterminizeOptions, relaxStops: boolean): GameState {
  const seat = view.viewer;
  if (seat === 'spectator') throw new DeterminizeError('determinize needs a seat, not a spectator view');
  const placed = new Map<CardId, Placed>();
  const put = (c: CardView, at: Place) => placed.set(c.id, { at, view: c });

  // 1. Everything the view shows.
  const seats = view.seats;
  // the intro game's seats play its public decks; other seats play secret decks (modelled below)
  const secret = seats.some((p) => !PLAYERS.includes(p));
  const seatView = (p: PlayerId): SeatView => view.players[p] as SeatView;
  for (const p of seats) {
    const sv = seatView(p);
    for (const c of sv.hand ?? []) put(c, { z: 'hand' });
    for (const c of sv.discard) put(c, { z: 'discard' });
    for (const c of sv.bonus) put(c, { z: 'bonus', player: p });
    for (const c of sv.captives ?? []) put(c, { z: 'captive', by: p });
    for (const c of sv.table) put(c, { z: 'table' });
    for (const c of sv.outOfPlay) put(c, { z: 'outOfPlay' });
    for (const c of sv.seedCards ?? []) put(c, { z: 'seedPile' });
  }
  for (const c of view.resolving) put(c, { z: 'resolving' });
  const crewSlots: CrewSlot[] = [];
  const dilemmaSlots: { loc: CardId; count: number; places: number[] }[] = [];
  // a secret-deck game: each card under a mission keeps its place in the view's list (its place in
  // the stack, and in the order the cards are created below, which the view's lists follow)
  const underPlace = new Map<CardId, number>();
  view.spaceline.forEach((l, li) => {
    put(l.mission, { z: 'spaceline' });
    const places: number[] = [];
    l.dilemmas.forEach((d, k) => {
      if (!d) places.push(li * 10_000 + k + 1);
      else if (secret) {
        put(d, { z: 'underMission', loc: l.id, i: k + 1 });
        underPlace.set(d.id, li * 10_000 + k + 1);
      } else put(d, { z: 'underMission', loc: l.id });
    });
    if (places.length) dilemmaSlots.push({ loc: l.id, count: places.length, places });
    for (const c of l.attached) put(c, { z: 'attached', host: l.id });
    for (const o of l.outposts) {
      put(o, { z: 'outpost', loc: l.id });
      for (const c of o.attached) put(c, { z: 'attached', host: o.id });
      if (o.crew) for (const c of o.crew) put(c, { z: 'aboard', host: o.id });
      else if (o.crewCount) crewSlots.push({ host: o.id, owner: o.owner, affiliation: null, count: o.crewCount, stopped: false });
    }
    for (const sh of l.ships) {
      put(sh, { z: 'inSpace', loc: l.id });
      for (const c of sh.attached) put(c, { z: 'attached', host: sh.id });
      if (sh.crew) for (const c of sh.crew) put(c, { z: 'aboard', host: sh.id });
      else if (sh.crewCount) {
        const f = facts(sh.def);
        crewSlots.push({ host: sh.id, owner: sh.owner, affiliation: f.type === 'ship' ? f.affiliation : null, count: sh.crewCount, stopped: !!sh.stopped });
      }
    }
    // ships landed here or carried by a ship here (Engage Shuttle Operations: engine rules/shuttles.ts)
    for (const sh of l.parked ?? []) {
      put(sh, sh.carriedBy ? { z: 'carried', host: sh.carriedBy } : { z: 'landed', loc: l.id });
      for (const c of sh.attached) put(c, { z: 'attached', host: sh.id });
      if (sh.crew) for (const c of sh.crew) put(c, { z: 'aboard', host: sh.id });
      else if (sh.crewCount) {
        const f = facts(sh.def);
        crewSlots.push({ host: sh.id, owner: sh.owner, affiliation: f.type === 'ship' ? f.affiliation : null, count: sh.crewCount, stopped: !!sh.stopped });
      }
    }
    for (const p of seats) for (const c of l.planet[p] ?? []) put(c, { z: 'planet', loc: l.id });
  });

  // 2. The universe of ids, and the hidden ones of each side.
  let universe = secret ? [] : cardUniverse();
  let defOf = secret ? new Map<CardId, string>() : universeIndex().defOf;
  for (const id of placed.keys()) {
    if (defOf.has(id)) continue;
    // a card outside the standard decks (a premium card): add it to this sample's universe
    if (universe === cardUniverse()) {
      universe = universe.slice();
      defOf = new Map(defOf);
    }
    const parsed = parseCardId(id);
    const v = placed.get(id)?.view;
    const def = parsed?.def ?? v?.def ?? 'unknown';
    universe.push({ id, def, owner: parsed?.owner ?? v?.owner ?? (seats[0] as PlayerId) });
    defOf.set(id, def);
  }
  if (secret) {
    const shown = new Set(placed.keys());
    const named = new Set<CardId>();
    rememberIds([view.pending, view.flow, view.log.map((e) => e.data)], (id) => {
      if (!shown.has(id)) named.add(id);
    });
    for (const p of seats) {
      const sv = seatView(p);
      const crew = crewSlots.filter((c) => c.owner === p).reduce((n, c) => n + c.count, 0);
      const needs: HiddenNeeds = {
        missions: sv.missionsToPlace,
        dilemmas: p === seat ? 0 : dilemmaSlots.reduce((n, x) => n + x.count, 0),
        seeds: Math.max(0, sv.seedCount - (sv.seedCards?.length ?? 0)),
        crew,
        rest: sv.handCount - (sv.hand?.length ?? 0) + sv.deckCount,
      };
      for (const u of sampleHidden(p, sv.deckAffiliation, needs, shown, [...named], rng)) {
        universe.push(u);
        defOf.set(u.id, u.def);
      }
    }
  }
  const bySeat = <T>(mk: () => T): Record<PlayerId, T> => Object.fromEntries(seats.map((p) => [p, mk()]));
  const hidden = bySeat<CardId[]>(() => []);
  const dropped = new Set<CardId>();
  for (const u of universe) if (!placed.has(u.id)) hidden[u.owner]?.push(u.id);

  const knowledge = opts.knowledge;
  const hands = bySeat<CardId[]>(() => []);
  const decks = bySeat<CardId[]>(() => []);
  const missionPiles = bySeat<CardId[]>(() => []);

  // unique personnel already in play, per owner (a hidden copy may not join them)
  const uniqueInPlay = bySeat(() => new Set<string>());
  const IN_PLAY = new Set(['inSpace', 'aboard', 'planet', 'outpost', 'table', 'attached', 'landed', 'carried']);
  for (const [id, pl] of placed) {
    if (!IN_PLAY.has(pl.at.z)) continue;
    const def = defOf.get(id) as string;
    const f = facts(def);
    if ((f.type === 'personnel' || f.type === 'ship') && f.unique) uniqueInPlay[pl.view?.owner ?? (seats[0] as PlayerId)]?.add(def);
  }

  for (const side of seats) {
    const sv = seatView(side);
    const mine = uniqueInPlay[side] as Set<string>;
    const pool = shuffleInPlace(rng, (hidden[side] as CardId[]).slice());
    const typeOf = (id: CardId) => facts(defOf.get(id) as string).type;
    const take = (pred: (id: CardId) => boolean, n: number): CardId[] => {
      const out: CardId[] = [];
      for (let i = 0; i < pool.length && out.length < n; ) {
        if (pred(pool[i] as CardId)) out.push(pool.splice(i, 1)[0] as CardId);
        else i++;
      }
      return out;
    };
    // setup: missions still to place
    missionPiles[side] = take((id) => typeOf(id) === 'mission', sv.missionsToPlace);
    for (const id of missionPiles[side] as CardId[]) placed.set(id, { at: { z: 'missionPile' } });
    // face-down dilemmas of this side under the seat's view
    if (side !== seat) {
      for (const slot of dilemmaSlots) {
        take((x) => typeOf(x) === 'dilemma', slot.count).forEach((id, j) => {
          const at = slot.places[j] as number;
          placed.set(id, { at: secret ? { z: 'underMission', loc: slot.loc, i: at % 10_000 } : { z: 'underMission', loc: slot.loc } });
          if (secret) underPlace.set(id, at);
        });
      }
    }
    // setup: seed cards not yet seeded (outposts first, then dilemmas)
    const seedHidden = sv.seedCount - (sv.seedCards?.length ?? 0);
    if (seedHidden > 0) {
      const seeds = take((id) => typeOf(id) === 'outpost', seedHidden);
      seeds.push(...take((id) => typeOf(id) === 'dilemma', seedHidden - seeds.length));
      for (const id of seeds) placed.set(id, { at: { z: 'seedPile' } });
    }
    // hidden crews: first the cards the log places there, then any card that may be aboard
    const slots = crewSlots.filter((c) => c.owner === side);
    const room = new Map(slots.map((c) => [c.host, c.count]));
    const fits = (id: CardId, slot: CrewSlot): boolean => {
      const def = defOf.get(id) as string;
      const f = facts(def);
      if (f.type === 'equipment') return true;
      if (f.type !== 'personnel') return false;
      if (f.unique && mine.has(def)) return false;
      return slot.affiliation === null || f.affiliation === slot.affiliation || f.affiliation === 'non-aligned';
    };
    const board = (id: CardId, slot: CrewSlot) => {
      const i = pool.indexOf(id);
      if (i >= 0) pool.splice(i, 1);
      placed.set(id, { at: { z: 'aboard', host: slot.host } });
      room.set(slot.host, (room.get(slot.host) ?? 0) - 1);
      const f = facts(defOf.get(id) as string);
      if (f.type === 'personnel' && f.unique) mine.add(f.id);
    };
    const hostLoc = (host: CardId): string | undefined => {
      for (const l of view.spaceline) if (l.outposts.some((o) => o.id === host) || l.ships.some((s) => s.id === host)) return l.id;
      return undefined;
    };
    if (knowledge && slots.length) {
      const seen = pool.filter((id) => knowledge.lastSeen.has(id));
      // cards last seen entering a hidden crew go back there if they fit
      for (const id of seen) {
        const where = knowledge.lastSeen.get(id) as string;
        const slot = slots.find((c) => (c.host === where || (where.startsWith('outpostAt:') && facts(defOf.get(c.host) as string).type === 'outpost' && hostLoc(c.host) === where.slice(10))) && (room.get(c.host) ?? 0) > 0);
        if (slot && fits(id, slot)) board(id, slot);
      }
      // other cards seen in play go to any hidden crew they fit
      for (const id of shuffleInPlace(rng, pool.filter((x) => knowledge.lastSeen.has(x)))) {
        const open = slots.filter((c) => (room.get(c.host) ?? 0) > 0 && fits(id, c));
        if (open.length) board(id, open[randInt(rng, open.length)] as CrewSlot);
      }
    }
    for (const slot of slots) {
      while ((room.get(slot.host) ?? 0) > 0) {
        let id = pool.find((x) => fits(x, slot) && facts(defOf.get(x) as string).type === 'personnel');
        id ??= pool.find((x) => fits(x, slot));
        id ??= pool.find((x) => {
          const t = typeOf(x);
          return t === 'personnel' || t === 'equipment';
        });
        id ??= pool[0];
        if (!id) throw new DeterminizeError(`not enough hidden ${side} cards to fill the crew of ${slot.host}`);
        board(id, slot);
      }
    }
    // hand and draw deck share the rest (draw cards first into the hand)
    const handHidden = sv.handCount - (sv.hand?.length ?? 0);
    // cards no view shows (aboard a card attached at a location, such as an Escape Pod's crew)
    let excess = pool.length - handHidden - sv.deckCount;
    if (excess > 0) {
      const pods: { id: CardId; loc: string }[] = [];
      for (const l of view.spaceline) for (const a of l.attached) if (a.owner === side) pods.push({ id: a.id, loc: l.id });
      const where = (id: CardId) => knowledge?.lastSeen.get(id) ?? '';
      const seen = knowledge ? pool.filter((id) => knowledge.lastSeen.has(id)) : pool.filter((id) => typeOf(id) === 'personnel');
      seen.sort((a, b) => Number(where(b).startsWith('attachedAt:')) - Number(where(a).startsWith('attachedAt:')));
      for (const id of seen) {
        if (excess <= 0 || pods.length === 0) break;
        const pod = pods.find((x) => `attachedAt:${x.loc}` === where(id)) ?? (pods[0] as { id: CardId; loc: string });
        pool.splice(pool.indexOf(id), 1);
        placed.set(id, { at: { z: 'aboard', host: pod.id } });
        excess--;
      }
    }
    const drawable = (id: CardId) => {
      const t = typeOf(id);
      return t !== 'mission' && t !== 'dilemma' && t !== 'outpost';
    };
    const handIds = take(drawable, handHidden);
    if (handIds.length < handHidden) handIds.push(...take(() => true, handHidden - handIds.length));
    hands[side] = handIds;
    for (const id of handIds) placed.set(id, { at: { z: 'hand' } });
    if (pool.length > sv.deckCount && secret) {
      // a secret deck's sampled cards beyond what the hidden places hold were never in the game
      for (const id of pool.splice(sv.deckCount)) dropped.add(id);
    } else if (pool.length > sv.deckCount && opts.lenient) {
      // cards in a place no view shows and no rule above knows: keep them out of the way
      for (const id of pool.splice(sv.deckCount)) placed.set(id, { at: { z: 'outOfPlay' } });
    }
    if (pool.length !== sv.deckCount) {
      throw new DeterminizeError(`${side}: ${pool.length} hidden cards left for a draw deck of ${sv.deckCount}`);
    }
    decks[side] = pool.splice(0);
    for (const id of decks[side] as CardId[]) placed.set(id, { at: { z: 'deck' } });
  }

  // 3. The state, cards created in the engine's order.
  if (secret) {
    // the engine creates the first seat's cards first, and lists in a view follow that order: cards
    // under a mission by their place in the view's list; any other list holds visible cards only,
    // already in the view's order
    const seatIx = (u: UniverseCard) => seats.indexOf(u.owner);
    universe = universe
      .map((u, n) => ({ u, n }))
      .sort((a, b) => seatIx(a.u) - seatIx(b.u) || (underPlace.get(a.u.id) ?? -1) - (underPlace.get(b.u.id) ?? -1) || a.n - b.n)
      .map((x) => x.u);
  }
  const cards: Record<CardId, CardState> = {};
  const slotOf = new Map(crewSlots.map((x) => [x.host, x]));
  const locOfShip = new Map<CardId, string>();
  for (const l of view.spaceline) for (const sh of l.ships) locOfShip.set(sh.id, l.id);
  for (const u of universe) {
    if (dropped.has(u.id)) continue;
    const pl = placed.get(u.id) as Placed;
    const c = freshCard(u.id, u.def, u.owner, pl.at);
    const v = pl.view;
    if (v) {
      c.stopped = !!v.stopped;
      c.damaged = !!v.damaged;
      c.repairTurns = v.repairTurns ?? 0;
      c.rangeUsed = v.rangeUsed ?? 0;
      c.moved = !!v.moved;
      c.revealed = !!v.revealed;
      // constructed play's marks, as the view shows them (absent in the intro game)
      if (v.cloaked) c.cloaked = true;
      if (v.controller !== undefined && v.controller !== u.owner) c.ctrl = v.controller;
      if (v.aff !== undefined) c.aff = v.aff as NonNullable<CardState['aff']>;
    } else if (pl.at.z === 'aboard' && !relaxStops) {
      // hidden crews were stopped with their ship in a battle, unless seen moving in since
      const slot = slotOf.get((pl.at as { host: CardId }).host);
      if (slot?.stopped) {
        const loc = locOfShip.get(slot.host) ?? '';
        const moved = knowledge?.movedAt.get(u.id) ?? -1;
        c.stopped = moved < (knowledge?.battleAt.get(loc) ?? Infinity);
      }
    }
    cards[u.id] = c;
  }
  const completed: Record<CardId, PlayerId> = {};
  for (const l of view.spaceline as LocationView[]) if (l.completedBy) completed[l.id] = l.completedBy;
  const s: GameState = {
    format: secret ? 'stccg1e-constructed' : 'stccg1e-intro-2pg',
    seed: 0,
    legacy: view.legacy === true,
    rng: [(rng() * 2 ** 32) >>> 0, (rng() * 2 ** 32) >>> 0, (rng() * 2 ** 32) >>> 0, ((rng() * 2 ** 32) >>> 0) | 1],
    seq: view.seq,
    cards,
    seats: seats.slice(),
    players: Object.fromEntries(seats.map((p) => [p, seatState(view, p, hands[p] as CardId[], decks[p] as CardId[])])),
    spaceline: view.spaceline.map((l) => l.id),
    completed,
    turn: { ...view.turn },
    flow: view.flow.map((f) => JSON.parse(JSON.stringify(f)) as Frame),
    pending: null,
    // an effect whose source card is hidden from the seat (back in a hand) names no source: the
    // rules read the source's definition (by), never the card
    effects: view.effects.map((e) => ({ source: '', ...(JSON.parse(JSON.stringify(e)) as typeof e) }) as GameState['effects'][number]),
    result: view.result ? { ...view.result, scores: { ...view.result.scores } } : null,
    log: [],
    logging: false,
    decisions: 0,
    serial: 0,
  };
  for (const f of s.flow) unredactFrame(s, f, missionPiles, rng);

  // 4. The pending decision: the seat's own is copied; the opponent's is asked again by the engine.
  const p = view.pending;
  if (!p) return s;
  const n = Number(p.id.slice(1));
  if (p.player === seat && p.options && p.prompt !== null) {
    s.decisions = n;
    s.pending = { id: p.id, player: p.player, kind: p.kind, prompt: p.prompt, options: p.options.map((o) => ({ ...o })) };
    return s;
  }
  for (const eager of [false, true]) {
    const t = cloneState(s);
    t.decisions = n - 1;
    // a hidden hand may lack the interrupt that opened this window: ask anyway
    if (eager) playerOf(t, p.player).alwaysRespond = true;
    try {
      advance(t);
    } catch {
      continue;
    }
    playerOf(t, p.player).alwaysRespond = playerOf(s, p.player).alwaysRespond;
    if (
      t.pending &&
      t.pending.id === p.id &&
      t.pending.player === p.player &&
      t.pending.kind === p.kind &&
      t.flow.length === view.flow.length &&
      t.flow.every((f, i) => f.kind === (view.flow[i] as Frame).kind)
    ) {
      return t;
    }
  }
  throw new DeterminizeError(`could not rebuild ${p.player}'s pending decision ${p.id} (${p.kind})`);
}

function seatState(view: PlayerView, p: PlayerId, hiddenHand: CardId[], deck: CardId[]): GameState['players'][PlayerId] {
  const sv = view.players[p] as SeatView;
  return {
    id: p,
    deck,
    hand: [...(sv.hand ?? []).map((c) => c.id), ...hiddenHand],
    discard: sv.discard.map((c) => c.id),
    score: sv.score,
    beamedThisTurn: { ...sv.beamedThisTurn },
    alwaysRespond: sv.alwaysRespond ?? false,
    deckAffiliation: sv.deckAffiliation,
  };
}

/** Fills in what redactFrame hid: setup's mission order, another player's picks. */
function unredactFrame(s: GameState, f: Frame, missionPiles: Record<PlayerId, CardId[]>, rng: Rng): void {
  if (f.kind === 'setup' && f.missionQueue) {
    const q = f.missionQueue as Record<PlayerId, string[]>;
    for (const p of s.seats) {
      const pile = missionPiles[p] ?? [];
      if ((q[p] ?? []).length !== pile.length) throw new DeterminizeError(`setup mission queue of ${p} does not match its mission pile`);
      q[p] = pile.slice();
    }
    return;
  }
  const redacted = (v: unknown) => Array.isArray(v) && v.some((x) => x === '?');
  if (f.kind === 'transfer' && redacted(f.picked)) {
    const player = f.player as PlayerId;
    const from = f.from as string;
    const inFrom = Object.values(s.cards).filter((c) => {
      if (c.owner !== player || c.stopped) return false;
      if (from.startsWith('planet:')) return c.at.z === 'planet' && c.at.loc === from.slice(7);
      return c.at.z === 'aboard' && c.at.host === from;
    });
    const picked = (f.picked as string[]).slice();
    const used = new Set(picked.filter((x) => x !== '?'));
    const pool = shuffleInPlace(rng, inFrom.map((c) => c.id)).filter((id) => !used.has(id));
    f.picked = picked.map((x) => (x === '?' ? (pool.shift() ?? x) : x));
    return;
  }
  if (f.kind === 'shipBattle' && redacted(f.chosen)) {
    const cands = shuffleInPlace(rng, attackers(s, f.player as PlayerId, f.loc as string, f.target as string));
    const chosen = f.chosen as string[];
    const out: string[] = [];
    for (const x of chosen) {
      if (x !== '?') out.push(x);
      else {
        const id = cands.find((c) => !out.includes(c) && !chosen.includes(c));
        if (id) out.push(id);
      }
    }
    f.chosen = out;
  }
}

export { opponent };
