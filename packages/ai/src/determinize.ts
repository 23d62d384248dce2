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
 */
import { advance, cloneState, seat as playerOf, facts, hasFacts, opponent, PLAYERS, shuffleWith, standardDeck } from '@stccg/engine';
import type { Side } from '@stccg/engine/cards/facts.ts';
import type { CardId, CardState, CardView, Frame, GameState, LocationView, Place, PlayerId, PlayerView, SeatView, Spot } from '@stccg/engine';
import { freshCard } from '@stccg/engine/rules/board.ts';
import { attackers } from '@stccg/engine/rules/battle.ts';
import type { DeckList } from '@stccg/engine';
import { idParts, listIds, sampleSeatCards } from './opponent-model.ts';
import type { ModelCard } from './opponent-model.ts';
import { dealAsSeeded } from './seeded-model.ts';

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

const ID_RE = /^(federation|klingon):([a-z0-9-]+)#(\d+)$/;

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
  /** Artifact id -> the player who earned it: its owner from then on (earnedOwners). */
  earnedBy: Map<CardId, PlayerId>;
}

/**
 * The artifacts the log shows earned, each with the player who earned it: an earned artifact is its
 * earner's card from then on (docs/RULINGS.md, artifacts 5), so once it is hidden again (his hand,
 * or his draw deck after Masaka Transformations) it is among his hidden cards, not its first owner's.
 */
export function earnedOwners(view: Pick<PlayerView, 'log'>): Map<CardId, PlayerId> {
  const out = new Map<CardId, PlayerId>();
  for (const e of view.log) {
    const d = e.data;
    if (e.type === 'artifactEarned' && d && typeof d.card === 'string' && typeof d.player === 'string') out.set(d.card, d.player as PlayerId);
  }
  return out;
}

/** A card id of any seat's shape (a game of the players' own decks names its seats player-1 and player-2). */
const ANY_ID_RE = /^([a-z][a-z0-9-]*):([a-z0-9-]+)#(\d+)$/;

function rememberIds(v: unknown, out: (id: string) => void, seats: readonly string[]): void {
  if (typeof v === 'string') {
    if (ID_RE.test(v)) out(v);
    else if (seats !== PLAYERS) {
      const m = ANY_ID_RE.exec(v);
      if (m && seats.includes(m[1] as string)) out(v);
    }
  } else if (Array.isArray(v)) {
    for (const x of v) rememberIds(x, out, seats);
  } else if (v && typeof v === 'object') {
    for (const k in v) rememberIds((v as Record<string, unknown>)[k], out, seats);
  }
}

/** Reads the view's public log and flow for traces of cards now hidden from the seat. */
export function gatherKnowledge(view: PlayerView): Knowledge {
  const lastSeen = new Map<CardId, string>();
  const movedAt = new Map<CardId, number>();
  const battleAt = new Map<string, number>();
  // the intro game's ids are matched as they always were; another game's by its own seats
  const seats: readonly string[] = isIntro(view) ? PLAYERS : view.seats;
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
    }, seats);
  });
  for (const f of view.flow) {
    // a ship being destroyed: its crew, as its owner's response point shows it
    const win = f.win as { type?: string; h?: { type?: string; ship?: string }; crew?: string[] } | undefined;
    const ship = win?.type === 'before' && win.h?.type === 'shipDestroyed' ? win.h.ship : undefined;
    if (ship && win?.crew) for (const id of win.crew) lastSeen.set(id, ship);
  }
  return { lastSeen, movedAt, battleAt, earnedBy: earnedOwners(view) };
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

/** Whether a view is of the intro game, whose two deck lists are public (its seats are the intro decks'). */
export function isIntro(view: Pick<PlayerView, 'seats'>): boolean {
  return view.seats.length === PLAYERS.length && view.seats.every((p) => PLAYERS.includes(p));
}

export interface DeterminizeOptions {
  /**
   * A game of the players' own decks: the seat's own deck list, which its player knows. Without it
   * the seat's own unseen cards are sampled from the deck model, as the opponent's are.
   */
  deck?: DeckList;
  /** Knowledge read from the log (gatherKnowledge); pass it to reuse it across samples. */
  knowledge?: Knowledge;
  /** Never throw for hidden cards the view does not account for: set them aside (for bots). */
  lenient?: boolean;
  /**
   * A measurement's cheat, never a bot's knowledge in play: the opponent's true deck list, sampled
   * from as the seat's own list is instead of the deck model (`stccg sim --search-peeks`, to
   * measure what the opponent model costs the search). Nothing in play or on the server sets it.
   */
  opponentDeck?: DeckList;
  /**
   * How the opponent's face-down dilemmas are dealt to the places under the missions: 'uniform' (the
   * default), at random; 'policy', as a player seeding by our seeding policy would have placed them
   * (seeded-model.ts). A game of the players' own decks only.
   */
  dilemmaModel?: DilemmaModel;
  /**
   * The deck model draws the opponent's deck from the corpus decks that hold every card he has
   * shown, where any does (opponent-model.ts sampleSeatCards, `match`). A game of the players' own
   * decks only; off by default.
   */
  deckMatch?: boolean;
}

/** DeterminizeOptions.dilemmaModel. */
export const DILEMMA_MODELS = ['uniform', 'policy'] as const;
export type DilemmaModel = (typeof DILEMMA_MODELS)[number];

/**
 * Deals the dilemmas of the sampled stacks again, as the seeding policy would (dealAsSeeded): each
 * stack keeps its artifact where it has one, and its dilemma places are filled in turn.
 */
function redeal(stacks: CardId[][], slots: readonly { loc: CardId; count: number }[], view: PlayerView, seat: PlayerId, defOf: (id: CardId) => string, rng: Rng): void {
  const isDilemma = (id: CardId) => facts(defOf(id)).type === 'dilemma';
  const missionOf = new Map(view.spaceline.map((l) => [l.id as string, l.mission.def]));
  const dilemmas = stacks.flatMap((st) => st.filter(isDilemma)).map((id) => ({ id, def: defOf(id) }));
  if (dilemmas.length < 2) return;
  const places = slots.map((slot, k) => ({ loc: slot.loc as string, mission: missionOf.get(slot.loc) as string, places: (stacks[k] as CardId[]).filter(isDilemma).length }));
  const dealt = dealAsSeeded(dilemmas, places, view.players[seat]?.deckAffiliation, rng);
  stacks.forEach((st, k) => {
    const mine = (dealt[k] as CardId[]).slice();
    for (let i = 0; i < st.length; i++) if (isDilemma(st[i] as CardId)) st[i] = mine.shift() as CardId;
  });
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
  const intro = isIntro(view);
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
  const dilemmaSlots: { loc: CardId; count: number }[] = [];
  // cards attached to a host; one that holds a crew out of sight (an Escape Pod at a location) shows its
  // crew to its owner, else only how many: a hidden crew to sample, as a ship's (stopped if they came
  // through a battle there, below)
  const putAttached = (list: readonly CardView[], host: CardId) => {
    for (const c of list) {
      put(c, { z: 'attached', host });
      if (c.crew) for (const x of c.crew) put(x, { z: 'aboard', host: c.id });
      else if (c.crewCount) crewSlots.push({ host: c.id, owner: c.owner, affiliation: null, count: c.crewCount, stopped: true });
    }
  };
  for (const l of view.spaceline) {
    put(l.mission, { z: 'spaceline' });
    let hiddenDilemmas = 0;
    for (const d of l.dilemmas) {
      if (d) put(d, { z: 'underMission', loc: l.id });
      else hiddenDilemmas++;
    }
    if (hiddenDilemmas) dilemmaSlots.push({ loc: l.id, count: hiddenDilemmas });
    putAttached(l.attached, l.id);
    for (const o of l.outposts) {
      put(o, { z: 'outpost', loc: l.id });
      putAttached(o.attached, o.id);
      if (o.crew) for (const c of o.crew) put(c, { z: 'aboard', host: o.id });
      else if (o.crewCount) crewSlots.push({ host: o.id, owner: o.owner, affiliation: null, count: o.crewCount, stopped: false });
    }
    for (const sh of l.ships) {
      put(sh, { z: 'inSpace', loc: l.id });
      putAttached(sh.attached, sh.id);
      if (sh.crew) for (const c of sh.crew) put(c, { z: 'aboard', host: sh.id });
      else if (sh.crewCount) {
        const f = facts(sh.def);
        crewSlots.push({ host: sh.id, owner: sh.owner, affiliation: f.type === 'ship' ? f.affiliation : null, count: sh.crewCount, stopped: !!sh.stopped });
      }
    }
    for (const p of seats) for (const c of l.planet[p] ?? []) put(c, { z: 'planet', loc: l.id });
  }

  // 2. The universe of ids, and the hidden ones of each side: the intro decks' public lists, or in a
  // game of the players' own decks the seat's own list and the deck model (opponent-model.ts)
  let universe = intro ? cardUniverse() : modelUniverse(view, placed, crewSlots, dilemmaSlots, opts, rng);
  const std = universeIndex();
  let defOf = intro ? std.defOf : new Map(universe.map((u) => [u.id, u.def]));
  for (const id of placed.keys()) {
    if (defOf.has(id)) continue;
    // a card outside the standard decks (a premium card): add it to this sample's universe
    if (intro && universe === cardUniverse()) {
      universe = universe.slice();
      defOf = new Map(defOf);
    }
    const parsed = parseCardId(id);
    const v = placed.get(id)?.view;
    const def = parsed?.def ?? v?.def ?? 'unknown';
    universe.push({ id, def, owner: parsed?.owner ?? v?.owner ?? (seats[0] as PlayerId) });
    defOf.set(id, def);
  }
  const bySeat = <T>(mk: () => T): Record<PlayerId, T> => Object.fromEntries(seats.map((p) => [p, mk()]));
  const hidden = bySeat<CardId[]>(() => []);
  const earnedBy = opts.knowledge?.earnedBy ?? earnedOwners(view);
  for (const u of universe) if (!placed.has(u.id)) hidden[earnedBy.get(u.id) ?? u.owner]?.push(u.id);

  const knowledge = opts.knowledge;
  const hands = bySeat<CardId[]>(() => []);
  const decks = bySeat<CardId[]>(() => []);
  const missionPiles = bySeat<CardId[]>(() => []);

  // unique personnel already in play, per owner (a hidden copy may not join them)
  const uniqueInPlay = bySeat(() => new Set<string>());
  const IN_PLAY = new Set(['inSpace', 'aboard', 'planet', 'outpost', 'table', 'attached']);
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
      // one artifact of a player's under a mission at most (core/invariants.ts; a Cryosatellite's more
      // are not sampled): a place takes an artifact where the dilemmas left could not fill it and the
      // places after it, then dilemmas, so every place is filled (filled in turn, one by one, a place
      // could be left short with only artifacts left for it, and the card left over was put where no
      // view shows it: aboard a card attached at a location)
      const total = dilemmaSlots.reduce((a, d) => a + d.count, 0);
      const cands = take((x) => typeOf(x) === 'dilemma' || (!intro && typeOf(x) === 'artifact'), total);
      const arts = cands.filter((x) => typeOf(x) === 'artifact');
      const dils = cands.filter((x) => typeOf(x) !== 'artifact');
      let capacity = total;
      const stacks: CardId[][] = [];
      for (const slot of dilemmaSlots) {
        let n = slot.count;
        const here: CardId[] = [];
        // an artifact here where the dilemmas left cannot fill this place and the ones after it
        if (n > 0 && arts.length > 0 && dils.length < capacity) {
          here.push(arts.shift() as CardId);
          n--;
        }
        while (n > 0 && dils.length > 0) {
          here.push(dils.shift() as CardId);
          n--;
        }
        if (n > 0 && arts.length > 0 && !here.some((x) => typeOf(x) === 'artifact')) here.push(arts.shift() as CardId);
        stacks.push(here);
        capacity -= slot.count;
      }
      // the dilemmas dealt again as a seeder on purpose would have placed them (seeded-model.ts)
      if (opts.dilemmaModel === 'policy' && !intro) redeal(stacks, dilemmaSlots, view, seat, (id) => defOf.get(id) as string, rng);
      dilemmaSlots.forEach((slot, k) => {
        for (const id of stacks[k] as CardId[]) placed.set(id, { at: { z: 'underMission', loc: slot.loc } });
      });
      // what no place took goes back to the hidden cards
      pool.push(...arts, ...dils);
    }
    // setup: seed cards not yet seeded (outposts first, then dilemmas)
    const seedHidden = sv.seedCount - (sv.seedCards?.length ?? 0);
    let seedShort = 0;
    if (seedHidden > 0) {
      const seeds = take((id) => typeOf(id) === 'outpost', seedHidden);
      seeds.push(...take((id) => typeOf(id) === 'dilemma', seedHidden - seeds.length));
      if (!intro) seeds.push(...take((id) => SEEDED.has(typeOf(id)), seedHidden - seeds.length));
      for (const id of seeds) placed.set(id, { at: { z: 'seedPile' } });
      seedShort = seedHidden - seeds.length;
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
      // a hologram exists only aboard a ship with a Holodeck (rules/holograms.ts)
      if (f.icons.includes('holographic')) {
        const hd = defOf.get(slot.host);
        const h = hd === undefined ? undefined : facts(hd);
        if (h?.type !== 'ship' || !h.specialEquipment.includes('Holodeck')) return false;
      }
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
    const hosts = crewHosts(view);
    if (knowledge && slots.length) {
      const seen = pool.filter((id) => knowledge.lastSeen.has(id));
      // cards last seen entering a hidden crew go back there if they fit
      for (const id of seen) {
        const where = knowledge.lastSeen.get(id) as string;
        // (at an outpost: `outpostAt:` and its location; escaped in a pod: `attachedAt:` and its location)
        const here = (c: CrewSlot) =>
          c.host === where ||
          (where.startsWith('outpostAt:') && facts(defOf.get(c.host) as string).type === 'outpost' && hosts.get(c.host)?.loc === where.slice(10)) ||
          (where.startsWith('attachedAt:') && hosts.get(c.host)?.kind === 'attached' && hosts.get(c.host)?.loc === where.slice(11));
        const slot = slots.find((c) => here(c) && (room.get(c.host) ?? 0) > 0);
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
    // cards beyond the hand and the draw deck (a sampled count that ran short; an Escape Pod's crew is
    // a hidden crew above)
    let excess = pool.length - handHidden - sv.deckCount;
    // a sampled deck short of seed cards (the real one left more unseeded than the model holds): the
    // cards left over fill the unseen seed pile first, so its count is the view's
    while (excess > 0 && seedShort > 0 && pool.length > 0) {
      placed.set(pool.pop() as CardId, { at: { z: 'seedPile' } });
      excess--;
      seedShort--;
    }
    const drawable = (id: CardId) => {
      const t = typeOf(id);
      // in a game of the players' own decks further copies of an outpost are drawn and built
      if (!intro) return t !== 'mission' && t !== 'dilemma' && t !== 'artifact';
      return t !== 'mission' && t !== 'dilemma' && t !== 'outpost';
    };
    const handIds = take(drawable, handHidden);
    if (handIds.length < handHidden) handIds.push(...take(() => true, handHidden - handIds.length));
    hands[side] = handIds;
    for (const id of handIds) placed.set(id, { at: { z: 'hand' } });
    if (pool.length > sv.deckCount && opts.lenient) {
      // cards in a place no view shows and no rule above knows: keep them out of the way
      for (const id of pool.splice(sv.deckCount)) placed.set(id, { at: { z: 'outOfPlay' } });
    }
    if (pool.length !== sv.deckCount) {
      throw new DeterminizeError(`${side}: ${pool.length} hidden cards left for a draw deck of ${sv.deckCount}`);
    }
    decks[side] = pool.splice(0);
    for (const id of decks[side] as CardId[]) placed.set(id, { at: { z: 'deck' } });
  }

  // A mission's stack is ordered by the cards' creation order (the engine's board index): the cards
  // under each mission are created in the order the view shows them, a hidden place's sampled card
  // where the place is (only the stack's own creation slots are permuted among its cards)
  // (the index of the universe and the stacks' cards are built once, only when a stack has a hidden place)
  let at: Map<CardId, number> | null = null;
  let under: Map<string, CardId[]> | null = null;
  for (const l of view.spaceline) {
    if (!l.dilemmas.some((d) => d === null)) continue;
    if (!under) {
      under = new Map();
      for (const [id, pl] of placed) if (pl.at.z === 'underMission') under.set(pl.at.loc, [...(under.get(pl.at.loc) ?? []), id]);
    }
    const shown = new Set(l.dilemmas.filter((d) => d !== null).map((d) => (d as { id: CardId }).id));
    const hiddenHere = (under.get(l.id) ?? []).filter((id) => !shown.has(id));
    let k = 0;
    const wanted = l.dilemmas.map((d) => (d !== null ? d.id : hiddenHere[k++])).filter((id): id is CardId => id !== undefined);
    const index = (at ??= new Map(universe.map((u, i) => [u.id, i])));
    const slots = wanted.map((id) => index.get(id)).filter((i): i is number => i !== undefined);
    if (slots.length !== wanted.length || slots.every((x, i) => i === 0 || x > (slots[i - 1] as number))) continue;
    if (intro && universe === cardUniverse()) universe = universe.slice();
    const entries = wanted.map((id) => universe[index.get(id) as number] as (typeof universe)[number]);
    slots.sort((a, b) => a - b).forEach((slot, i) => {
      const e = entries[i] as (typeof universe)[number];
      universe[slot] = e;
      index.set(e.id, slot);
    });
  }

  // 3. The state, cards created in the engine's order.
  const cards: Record<CardId, CardState> = {};
  const slotOf = new Map(crewSlots.map((x) => [x.host, x]));
  const hosts = crewHosts(view);
  for (const u of universe) {
    const pl = placed.get(u.id) as Placed;
    const c = freshCard(u.id, u.def, earnedBy.get(u.id) ?? u.owner, pl.at);
    const v = pl.view;
    if (v) {
      c.stopped = !!v.stopped;
      c.damaged = !!v.damaged;
      c.repairTurns = v.repairTurns ?? 0;
      c.rangeUsed = v.rangeUsed ?? 0;
      c.moved = !!v.moved;
      c.revealed = !!v.revealed;
      // what a card scored, when not its printed points (the score's check counts it: core/invariants.ts)
      if (v.points !== undefined) c.points = v.points;
      if (!intro) {
        // what a game of the players' own decks adds to a card's public status
        if (v.cloaked) c.cloaked = true;
        if (v.aff !== undefined) c.aff = v.aff as NonNullable<CardState['aff']>;
        if (v.controller !== undefined) c.ctrl = v.controller;
      }
    } else if (pl.at.z === 'aboard' && !relaxStops) {
      // hidden crews were stopped with their ship in a battle, unless seen moving in since
      const slot = slotOf.get((pl.at as { host: CardId }).host);
      if (slot?.stopped) {
        const loc = hosts.get(slot.host)?.loc ?? '';
        const moved = knowledge?.movedAt.get(u.id) ?? -1;
        c.stopped = moved < (knowledge?.battleAt.get(loc) ?? Infinity);
      }
    }
    cards[u.id] = c;
  }
  const completed: Record<CardId, PlayerId> = {};
  for (const l of view.spaceline as LocationView[]) if (l.completedBy) completed[l.id] = l.completedBy;
  const s: GameState = {
    format: intro ? 'stccg1e-intro-2pg' : 'stccg1e-constructed',
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

/** Seed card types a game of the players' own decks may hold in a seed pile not yet seeded. */
const SEEDED = new Set(['dilemma', 'artifact', 'outpost', 'doorway']);

/**
 * The cards of a sample of a game of the players' own decks: the seat's own list when given (ids as
 * the engine makes them), and for every deck not known, the cards seen (in the view or its log) and
 * a completion from the deck model, as many of each kind as the view counts in hidden places.
 */
/** Where each card of the spaceline that may hold a crew stands: its location, and what it is there. */
function crewHosts(view: PlayerView): Map<CardId, { loc: string; kind: 'outpost' | 'ship' | 'attached' }> {
  const out = new Map<CardId, { loc: string; kind: 'outpost' | 'ship' | 'attached' }>();
  for (const l of view.spaceline) {
    for (const o of l.outposts) out.set(o.id, { loc: l.id, kind: 'outpost' });
    for (const s of l.ships) out.set(s.id, { loc: l.id, kind: 'ship' });
    for (const a of l.attached) out.set(a.id, { loc: l.id, kind: 'attached' });
  }
  return out;
}

function modelUniverse(view: PlayerView, placed: Map<CardId, Placed>, crewSlots: readonly CrewSlot[], dilemmaSlots: readonly { count: number }[], opts: DeterminizeOptions, rng: Rng): UniverseCard[] {
  const seat = view.viewer as PlayerId;
  const knowledge = opts.knowledge ?? gatherKnowledge(view);
  // ids the view names outside its cards (the decision's options, the flow): known, though not shown in a place
  const named = new Set<CardId>(knowledge.lastSeen.keys());
  rememberIds([view.pending, view.flow, view.effects], (id) => named.add(id), view.seats);
  const known = [...placed.keys(), ...named];
  const out: UniverseCard[] = [];
  const rank = (def: string) => {
    const t = facts(def).type;
    return t === 'mission' ? 0 : SEEDED.has(t) ? 1 : 2;
  };
  for (const side of view.seats) {
    if (side === seat && opts.deck) {
      out.push(...listIds(side, opts.deck));
      continue;
    }
    if (side !== seat && opts.opponentDeck) {
      out.push(...listIds(side, opts.opponentDeck));
      continue;
    }
    const sv = view.players[side] as SeatView;
    const seen: ModelCard[] = [];
    for (const [id, pl] of placed) {
      const parts = idParts(id, view.seats);
      const owner = parts?.owner ?? pl.view?.owner;
      const def = parts?.def ?? pl.view?.def;
      if (owner === side && def !== undefined && hasFacts(def)) seen.push({ id, def, owner });
    }
    const crews = crewSlots.filter((c) => c.owner === side).reduce((a, c) => a + c.count, 0);
    const counts = {
      missions: sv.missionsToPlace,
      underMissions: side === seat ? 0 : dilemmaSlots.reduce((a, d) => a + d.count, 0),
      seeds: Math.max(0, sv.seedCount - (sv.seedCards?.length ?? 0)),
      draw: crews + sv.handCount - (sv.hand?.length ?? 0) + sv.deckCount,
    };
    // cards named (in the log, the options, the flow) and in no place shown: they fill hidden places
    for (const id of named) {
      if (placed.has(id)) continue;
      const parts = idParts(id, view.seats);
      if (!parts || parts.owner !== side || seen.some((c) => c.id === id)) continue;
      seen.push({ id, def: parts.def, owner: side });
      const t = facts(parts.def).type;
      if (t === 'mission') counts.missions = Math.max(0, counts.missions - 1);
      else if ((t === 'dilemma' || t === 'artifact') && counts.seeds > 0) counts.seeds--;
      else if (t === 'dilemma' || t === 'artifact') counts.underMissions = Math.max(0, counts.underMissions - 1);
      else counts.draw = Math.max(0, counts.draw - 1);
    }
    const cards = [...seen, ...sampleSeatCards(side, sv, seen, counts, known, rng, side !== seat && opts.deckMatch === true)];
    // in the engine's order of a deck list: missions, seed cards, draw deck
    const ranked = cards.map((c, i) => ({ c, r: rank(c.def), i })).sort((a, b) => a.r - b.r || a.i - b.i);
    out.push(...ranked.map((x) => x.c));
  }
  return out;
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
