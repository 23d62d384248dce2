/**
 * Test positions: build any position of the game from a small JSON description, so that any
 * rule can be set up in a test, opened by `stccg scenario`, or loaded in the browser.
 * Cards are named by id (slug), blueprint id (`101_347`) or exact name; each mention takes the next unused copy of that
 * card from the side's deck list, or adds a copy when the deck has no more.
 */
import { BLUEPRINT_ID, defOfBlueprint } from '../cards/blueprint-ids.ts';
import { z } from 'zod';
import { allFacts, facts, hasFacts } from '../cards/facts.ts';
import type { CardFacts } from '../cards/facts.ts';
import { push, advance } from './flow.ts';
import type { CardId, CardState, GameState, LocationId, PlayerId } from './types.ts';
import { seat } from './types.ts';
import { createState, standardDecks } from '../rules/setup.ts';
import type { DeckList } from '../rules/setup.ts';
import { card, freshCard, moveTo } from '../rules/board.ts';
import { shuffle } from './rng.ts';

/** The seats of a position: the intro game's are the Federation's and the Klingon's; a constructed game's player-1 and player-2. */
const SEATS = { intro: ['federation', 'klingon'], constructed: ['player-1', 'player-2'] } as const;
/** What fills a constructed side's draw deck when the position names no deck lists (tests set hands and deck tops themselves). */
const FILLER = 'tricorder';
const FILLER_COUNT = 40;

const ShipSpec = z.object({
  card: z.string(),
  at: z.string().optional(),
  crew: z.array(z.string()).default([]),
  damaged: z.boolean().default(false),
  stopped: z.boolean().default(false),
  rangeUsed: z.number().int().nonnegative().default(0),
  /** Landed on the planet at `at` (Engage Shuttle Operations: rules/shuttles.ts). */
  landed: z.boolean().default(false),
  /** Carried by this side's ship of that name, listed before it (Engage Shuttle Operations). */
  carriedBy: z.string().optional(),
});
const SideSpec = z.object({
  hand: z.array(z.string()).default([]),
  /** Cards on top of the draw deck, the next to be drawn first. */
  deckTop: z.array(z.string()).default([]),
  /** Keep only this many cards in the draw deck (the top ones), the rest go out of play. */
  deckSize: z.number().int().nonnegative().optional(),
  discard: z.array(z.string()).default([]),
  /** The mission where the outpost is; "none" for no outpost; default: the side's first mission. */
  outpost: z.string().optional(),
  atOutpost: z.array(z.string()).default([]),
  ships: z.array(ShipSpec).default([]),
  /** Personnel and equipment on planets, by mission. */
  planets: z.record(z.string(), z.array(z.string())).default({}),
  /** Events on the table. */
  table: z.array(z.string()).default([]),
  /** Events placed on a mission or on a ship of this side: {card, on} with on = mission or ship card. */
  attached: z.array(z.object({ card: z.string(), on: z.string() })).default([]),
  completed: z.array(z.string()).default([]),
  alwaysRespond: z.boolean().default(false),
  /** Constructed: the missions this side owns (placed on the spaceline in the spec's order). */
  missions: z.array(z.string()).default([]),
  /** Constructed: the cards this side seeded face down under missions, by mission, the first met first. */
  seeded: z.record(z.string(), z.array(z.string())).default({}),
  /** Constructed: this side's facilities, each at a mission, with the personnel and equipment aboard. */
  outposts: z.array(z.object({ card: z.string(), at: z.string(), crew: z.array(z.string()).default([]) })).default([]),
  /** Cards out of play (e.g. a placed-out-of-play card). */
  outOfPlay: z.array(z.string()).default([]),
  /** The opponent's personnel this side holds captive (rules/captives.ts), taken from the opponent's cards. */
  captives: z.array(z.string()).default([]),
});
const DeckSpec = z.object({ missions: z.array(z.string()), seed: z.array(z.string()).default([]), draw: z.array(z.string()).default([]) });
export const PositionSpec = z.object({
  seed: z.number().int().nonnegative().default(1),
  /** The format: the intro game (sides federation and klingon) or constructed (sides player-1 and player-2). */
  format: z.enum(['intro', 'constructed']).default('intro'),
  /** Constructed: the two deck lists, by side; default: each side's missions and a filler draw deck. */
  decks: z.record(z.string(), DeckSpec).optional(),
  /** Mission cards left to right; default: the two sides' missions interleaved, Federation first. */
  spaceline: z.array(z.string()).optional(),
  /** Face-down dilemmas under missions (the seeder is the side whose deck has the dilemma). */
  dilemmas: z.record(z.string(), z.array(z.string())).default({}),
  federation: SideSpec.optional(),
  klingon: SideSpec.optional(),
  'player-1': SideSpec.optional(),
  'player-2': SideSpec.optional(),
  turn: z
    .object({
      /** default: klingon in the intro game, player-2 in constructed */
      active: z.enum(['federation', 'klingon', 'player-1', 'player-2']).optional(),
      number: z.number().int().positive().default(1),
      stage: z.enum(['play', 'orders']).default('play'),
      cardPlayed: z.boolean().default(false),
    })
    .default({ number: 1, stage: 'play', cardPlayed: false }),
  log: z.boolean().default(true),
});
export type PositionSpec = z.input<typeof PositionSpec>;

export class PositionError extends Error {
  override name = 'PositionError';
}

function resolveDef(ref: string): CardFacts {
  if (hasFacts(ref)) return facts(ref);
  if (BLUEPRINT_ID.test(ref)) {
    const def = defOfBlueprint(ref);
    if (def) return facts(def);
    throw new PositionError(`card ${ref} is not one the engine plays yet (it plays the intro decks' cards and the premiums)`);
  }
  const byName = allFacts().filter((f) => f.name.toLowerCase() === ref.toLowerCase());
  if (byName.length === 1) return byName[0] as CardFacts;
  if (byName.length > 1) throw new PositionError(`"${ref}" names several cards: ${byName.map((f) => f.id).join(', ')}`);
  throw new PositionError(`unknown card "${ref}"`);
}

/** Builds the state of a position, with its pending decision. */
/**
 * The game state a position describes. `given`: deck lists by side (default: the intro decks, or for a
 * constructed position the spec's own `decks`, else each side's missions and a filler draw deck).
 */
export function buildPosition(input: unknown, given?: Record<PlayerId, DeckList>): GameState {
  let decks: Record<PlayerId, DeckList> = given ?? standardDecks();
  const parsed = PositionSpec.safeParse(input);
  if (!parsed.success) {
    throw new PositionError(`invalid position: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const spec = parsed.data;
  const seats = SEATS[spec.format];
  const other = SEATS[spec.format === 'intro' ? 'constructed' : 'intro'];
  for (const p of other) if (spec[p]) throw new PositionError(`a position of the ${spec.format} format has the sides ${seats.join(' and ')}, not ${p}`);
  if (spec.turn.active !== undefined && !(seats as readonly string[]).includes(spec.turn.active)) throw new PositionError(`turn.active: ${spec.turn.active} is not a side of the ${spec.format} format (${seats.join(', ')})`);
  const sides = Object.fromEntries(seats.map((p) => [p, spec[p] ?? SideSpec.parse({})])) as Record<PlayerId, z.infer<typeof SideSpec>>;
  const ids = (refs: readonly string[]): string[] => refs.map((r) => resolveDef(r).id);
  if (spec.format === 'constructed') {
    if (Object.keys(spec.dilemmas).length > 0) throw new PositionError('dilemmas: a constructed position names each side\'s seed cards in its "seeded"');
    for (const p of seats) if (!spec[p]) throw new PositionError(`a constructed position names both sides; ${p} is missing`);
    decks = given && !spec.decks ? given : spec.decks
      ? Object.fromEntries(seats.map((p) => {
          const d = spec.decks?.[p];
          if (!d) throw new PositionError(`decks: no deck list for ${p}`);
          return [p, { missions: ids(d.missions), seed: ids(d.seed), draw: ids(d.draw) }];
        }))
      : Object.fromEntries(seats.map((p) => [p, { missions: ids((sides[p] as z.infer<typeof SideSpec>).missions), seed: [], draw: Array.from({ length: FILLER_COUNT }, () => FILLER) }]));
  } else {
    for (const p of seats) {
      const sp = sides[p] as z.infer<typeof SideSpec>;
      if (sp.missions.length || Object.keys(sp.seeded).length || sp.outposts.length) throw new PositionError(`${p}: missions, seeded and outposts are for constructed positions`);
    }
    if (spec.decks) throw new PositionError('decks: an intro position plays the intro decks');
  }
  const s = createState(spec.seed, decks, spec.log, false, spec.format);
  s.flow.length = 0;
  const used = new Set<CardId>();
  const take = (side: PlayerId, ref: string): CardId => {
    const f = resolveDef(ref);
    for (const id in s.cards) {
      const c = s.cards[id] as CardState;
      if (c.owner === side && c.def === f.id && !used.has(id)) {
        used.add(id);
        return id;
      }
    }
    // not in the deck (or all copies used): add a copy
    let n = 1;
    while (s.cards[`${side}:${f.id}#${n}`]) n++;
    const id = `${side}:${f.id}#${n}`;
    s.cards[id] = freshCard(id, f.id, side, { z: 'outOfPlay' }, ++s.serial);
    used.add(id);
    return id;
  };
  const ownerOfDef = (ref: string): PlayerId => {
    const f = resolveDef(ref);
    if (spec.format === 'constructed') {
      const by = seats.filter((p) => (sides[p] as z.infer<typeof SideSpec>).missions.some((m) => resolveDef(m).id === f.id));
      if (by.length !== 1) throw new PositionError(by.length ? `mission "${ref}" is named by both sides; a location has one mission card here` : `mission "${ref}" is in neither side's "missions"`);
      return by[0] as PlayerId;
    }
    for (const p of s.seats) for (const id in s.cards) if ((s.cards[id] as CardState).owner === p && (s.cards[id] as CardState).def === f.id) return p;
    throw new PositionError(`"${ref}" is in neither deck; name it in a side's list instead`);
  };
  // spaceline
  const missionsOf = (p: PlayerId) => Object.values(s.cards).filter((c) => c.owner === p && facts(c.def).type === 'mission').map((c) => c.def);
  const order: string[] = spec.spaceline ?? (() => {
    const f = missionsOf(seats[0]);
    const k = missionsOf(seats[1]);
    const out: string[] = [];
    for (let i = 0; i < Math.max(f.length, k.length); i++) {
      if (f[i]) out.push(f[i] as string);
      if (k[i]) out.push(k[i] as string);
    }
    return out;
  })();
  const locOf = new Map<string, LocationId>();
  for (const ref of order) {
    const f = resolveDef(ref);
    if (f.type !== 'mission') throw new PositionError(`${f.name} is not a mission`);
    const id = take(ownerOfDef(f.id), f.id);
    moveTo(s, id, { z: 'spaceline' });
    s.spaceline.push(id);
    locOf.set(f.id, id);
  }
  const loc = (ref: string): LocationId => {
    const l = locOf.get(resolveDef(ref).id);
    if (!l) throw new PositionError(`mission "${ref}" is not on the spaceline`);
    return l;
  };
  for (const [m, ds] of Object.entries(spec.dilemmas)) {
    for (const d of ds) moveTo(s, take(ownerOfDef(d), d), { z: 'underMission', loc: loc(m) });
  }
  for (const p of seats) {
    const sp = sides[p] as z.infer<typeof SideSpec>;
    for (const [m, refs] of Object.entries(sp.seeded)) {
      const l = loc(m);
      const under = Object.values(s.cards).filter((c) => c.at.z === 'underMission' && c.at.loc === l).length;
      refs.forEach((ref, i) => moveTo(s, take(p, ref), { z: 'underMission', loc: l, i: under + i }));
    }
    let outpost: CardId | undefined;
    for (const o of sp.outposts) {
      const f = resolveDef(o.card);
      if (f.type !== 'outpost') throw new PositionError(`${f.name} is not a facility`);
      const id = take(p, o.card);
      moveTo(s, id, { z: 'outpost', loc: loc(o.at) });
      for (const ref of o.crew) moveTo(s, take(p, ref), { z: 'aboard', host: id });
      outpost ??= id;
    }
    if (spec.format === 'constructed') {
      if (sp.outpost !== undefined) throw new PositionError(`${p}.outpost: a constructed position names its facilities in "outposts"`);
    } else if (sp.outpost !== 'none') {
      const oDef = Object.values(s.cards).find((c) => c.owner === p && facts(c.def).type === 'outpost')?.def;
      if (!oDef) throw new PositionError(`${p} has no outpost card`);
      const where = sp.outpost ? loc(sp.outpost) : s.spaceline.find((l) => (s.cards[l] as CardState).owner === p);
      if (!where) throw new PositionError(`${p} has no mission for its outpost`);
      outpost = take(p, oDef);
      moveTo(s, outpost, { z: 'outpost', loc: where });
    }
    for (const ref of sp.atOutpost) {
      if (!outpost) throw new PositionError(`${p} has no outpost for ${ref}`);
      moveTo(s, take(p, ref), { z: 'aboard', host: outpost });
    }
    for (const sh of sp.ships) {
      const id = take(p, sh.card);
      const carrier = sh.carriedBy ? Object.values(s.cards).find((c) => c.def === resolveDef(sh.carriedBy as string).id && c.owner === p && c.at.z === 'inSpace')?.id : undefined;
      if (sh.carriedBy && !carrier) throw new PositionError(`no ship ${sh.carriedBy} of ${p} in space to carry ${sh.card}`);
      const at = sh.at ? loc(sh.at) : outpost ? ((s.cards[outpost] as CardState).at as { loc: LocationId }).loc : undefined;
      if (!at && !carrier) throw new PositionError(`ship ${sh.card} needs "at"`);
      moveTo(s, id, carrier ? { z: 'carried', host: carrier } : sh.landed ? { z: 'landed', loc: at as LocationId } : { z: 'inSpace', loc: at as LocationId });
      const c = s.cards[id] as CardState;
      c.damaged = sh.damaged;
      c.stopped = sh.stopped;
      c.rangeUsed = sh.rangeUsed;
      for (const ref of sh.crew) moveTo(s, take(p, ref), { z: 'aboard', host: id });
    }
    for (const [m, refs] of Object.entries(sp.planets)) for (const ref of refs) moveTo(s, take(p, ref), { z: 'planet', loc: loc(m) });
    for (const ref of sp.table) moveTo(s, take(p, ref), { z: 'table' });
    for (const a of sp.attached) {
      const onDef = resolveDef(a.on).id;
      const host =
        locOf.get(onDef) ??
        Object.values(s.cards).find((c) => c.def === onDef && (c.at.z === 'inSpace' || c.at.z === 'outpost') && (c.owner === p || c.at.z === 'outpost'))?.id;
      if (!host) throw new PositionError(`nothing to attach ${a.card} to: ${a.on}`);
      const ev = take(p, a.card);
      moveTo(s, ev, { z: 'attached', host });
      // an event that counts turns from its play (Plasma Fire) counts from the position's turn
      s.effects.push({ kind: 'mark', by: card(s, ev).def, source: ev, card: ev, turn: spec.turn.number });
    }
    for (const m of sp.completed) s.completed[loc(m)] = p;
    for (const ref of sp.discard) moveTo(s, take(p, ref), { z: 'discard' });
    for (const ref of sp.outOfPlay) moveTo(s, take(p, ref), { z: 'outOfPlay' });
    for (const ref of sp.captives) {
      const foe = seats.find((o) => o !== p) as PlayerId;
      if (resolveDef(ref).type !== 'personnel') throw new PositionError(`${p}.captives: ${ref} is not a personnel`);
      moveTo(s, take(foe, ref), { z: 'captive', by: p });
    }
    for (const ref of sp.hand) moveTo(s, take(p, ref), { z: 'hand' });
    seat(s, p).alwaysRespond = sp.alwaysRespond;
  }
  // what is left: missions and seed cards go out of play; draw cards form the deck
  for (const p of seats) {
    const pl = seat(s, p);
    const sp = sides[p] as z.infer<typeof SideSpec>;
    for (const id in s.cards) {
      const c = s.cards[id] as CardState;
      if (c.owner === p && (c.at.z === 'missionPile' || c.at.z === 'seedPile')) moveTo(s, id, { z: 'outOfPlay' });
    }
    const rest = pl.deck.filter((id) => !used.has(id));
    shuffle(s.rng, rest);
    const top = sp.deckTop.map((ref) => take(p, ref));
    for (const id of top) if ((s.cards[id] as CardState).at.z !== 'deck') moveTo(s, id, { z: 'deck' });
    // rebuild the deck order: the rest at the bottom, deckTop on top (first named drawn first)
    pl.deck = [...rest.filter((id) => (s.cards[id] as CardState).at.z === 'deck' && !top.includes(id)), ...top.slice().reverse()];
    if (sp.deckSize !== undefined) {
      const keep = pl.deck.slice(pl.deck.length - sp.deckSize);
      const drop = pl.deck.slice(0, pl.deck.length - sp.deckSize);
      pl.deck = keep;
      for (const id of drop) (s.cards[id] as CardState).at = { z: 'outOfPlay' };
    }
  }
  for (const p of s.seats) {
    let pts = 0;
    for (const [l, by] of Object.entries(s.completed)) if (by === p) pts += (facts((s.cards[l] as CardState).def) as { points: number }).points;
    seat(s, p).score = pts;
  }
  s.turn = { ...spec.turn, active: spec.turn.active ?? seats[1] };
  push(s, { kind: 'turn', begun: false });
  advance(s);
  return s;
}
