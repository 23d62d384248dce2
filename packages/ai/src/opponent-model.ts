/**
 * The deck model of a game of the players' own decks (issue 28, "no peeking"): what a seat may
 * believe about the cards of a deck it has not seen.
 *
 * A seat knows its own deck list (when the bot was given it) and what its view shows. For a deck it
 * does not know, a sample is: every card of that seat seen so far (in play, discarded, in the setup
 * piles shown, named in the public log) and, for each place the view only counts (missions still
 * to place, face-down cards under missions, seed cards not yet seeded, hidden crews, the hand, the
 * draw deck), cards drawn from one deck of a corpus of legal decks of the affiliation the seat shows
 * (its deckAffiliation, else its outposts and personnel seen): random legal decks of the format
 * (randomDeck) and the premade decks. The corpus deck's cards already seen are taken out first, so a
 * sample is the seen cards plus the rest of a plausible deck; where the corpus deck runs short of a
 * kind of card, more copies of its own cards of that kind fill in (the format limits no copies).
 * Missions keep the format's rule of different titles.
 *
 * Sampled cards get ids of the engine's shape `${seat}:${def}#${n}` numbered past every copy of
 * that card the view names, so they never collide with a card the seat has seen. Everything here
 * reads the view only (and the seat's own list): the same view gives the same samples, whatever the
 * opponent's true deck.
 */
import { PREMADE_DECKS, buildableAffiliations, createEngine, deckAffiliation, deckListOf, facts, hasFacts, parseDeckFile, shuffleWith } from '@stccg/engine';
import type { Affiliation } from '@stccg/engine/cards/facts.ts';
import type { CardId, DeckList, PlayerId, SeatView } from '@stccg/engine';
import { randomDeck } from '@stccg/engine';
import { isNeutralOutpost } from '@stccg/engine/rules/outposts.ts';

type Rng = () => number;

export interface ModelCard {
  id: CardId;
  def: string;
  owner: PlayerId;
}

/** What the model must fill for one seat: how many cards each hidden place holds. */
export interface HiddenCounts {
  missions: number;
  /** Face-down cards under missions (dilemmas and artifacts). */
  underMissions: number;
  /** Seed cards not yet seeded. */
  seeds: number;
  /** Hand, draw deck and hidden crews. */
  draw: number;
}

/** How many random decks per affiliation the corpus holds. */
export const CORPUS_RANDOM_DECKS = 8;

let pool: string[] | null = null;
function constructedPool(): string[] {
  pool ??= [...createEngine({ format: 'constructed' }).cards].sort();
  return pool;
}

let kinds: { missions: string[]; dilemmas: string[]; drawable: string[]; buildable: Affiliation[] } | null = null;
/** The pool's missions, dilemmas and draw deck cards, and the affiliations it builds decks of (made once). */
function poolKinds(): NonNullable<typeof kinds> {
  if (kinds) return kinds;
  const all = constructedPool();
  const t = (d: string) => facts(d).type;
  kinds = {
    missions: all.filter((d) => t(d) === 'mission'),
    dilemmas: all.filter((d) => t(d) === 'dilemma'),
    drawable: all.filter((d) => !SEED_TYPES.has(t(d))),
    buildable: buildableAffiliations(all),
  };
  return kinds;
}

const corpusCache = new Map<string, DeckList[]>();

/** The corpus of legal decks of an affiliation: the premade decks of it and random legal decks (fixed seeds). */
export function corpusDecks(aff: Affiliation): DeckList[] {
  const hit = corpusCache.get(aff);
  if (hit) return hit;
  const out: DeckList[] = [];
  for (const d of PREMADE_DECKS) {
    if (d.kind !== 'premade') continue;
    const parsed = parseDeckFile(d.text);
    if (!parsed.ok) continue;
    const checked = deckListOf(parsed.cards);
    if (checked.ok && deckAffiliation(checked.list) === aff) out.push(checked.list);
  }
  if (buildableAffiliations(constructedPool()).includes(aff)) {
    for (let k = 1; k <= CORPUS_RANDOM_DECKS; k++) out.push(randomDeck(0x28000 + k, { pool: constructedPool(), affiliation: aff }));
  }
  corpusCache.set(aff, out);
  return out;
}

const SEED_TYPES = new Set(['mission', 'dilemma', 'artifact']);

/** The affiliations a seat shows: its deck's (public), else those of its outposts and personnel seen, else any buildable. */
export function shownAffiliations(sv: SeatView, seen: readonly ModelCard[]): Affiliation[] {
  if (sv.deckAffiliation) return [sv.deckAffiliation];
  const buildable = poolKinds().buildable;
  const out = new Set<Affiliation>();
  for (const c of seen) {
    const f = facts(c.def);
    if (f.type === 'outpost' && !isNeutralOutpost(f.id) && buildable.includes(f.affiliation)) out.add(f.affiliation);
  }
  if (out.size === 0) {
    for (const c of seen) {
      const f = facts(c.def);
      if (f.type === 'personnel' && buildable.includes(f.affiliation)) out.add(f.affiliation);
    }
  }
  return out.size > 0 ? [...out].sort() : buildable;
}

/** The next free copy number of each card of a seat, past every id the seat knows. */
function numberer(known: Iterable<CardId>): (owner: PlayerId, def: string) => CardId {
  const next = new Map<string, number>();
  for (const id of known) {
    const m = /^([a-z][a-z0-9-]*):([a-z0-9-]+)#(\d+)$/.exec(id);
    if (!m) continue;
    const key = `${m[1]}:${m[2]}`;
    next.set(key, Math.max(next.get(key) ?? 1, Number(m[3]) + 1));
  }
  return (owner, def) => {
    const key = `${owner}:${def}`;
    const n = next.get(key) ?? 1;
    next.set(key, n + 1);
    return `${key}#${n}`;
  };
}

/** The ids of a deck list as the engine makes them: copies numbered in list order (missions, seed, draw). */
export function listIds(owner: PlayerId, d: DeckList): ModelCard[] {
  const counts = new Map<string, number>();
  const out: ModelCard[] = [];
  for (const def of [...d.missions, ...d.seed, ...d.draw]) {
    const n = (counts.get(def) ?? 0) + 1;
    counts.set(def, n);
    out.push({ id: `${owner}:${def}#${n}`, def, owner });
  }
  return out;
}

/** Whether a deck list holds every card seen (as many copies of each as were seen). */
export function holdsAll(deck: DeckList, seen: readonly ModelCard[]): boolean {
  const left = new Map<string, number>();
  for (const d of [...deck.missions, ...deck.seed, ...deck.draw]) left.set(d, (left.get(d) ?? 0) + 1);
  for (const c of seen) {
    const n = left.get(c.def) ?? 0;
    if (n === 0) return false;
    left.set(c.def, n - 1);
  }
  return true;
}

/**
 * One seat's cards in a sample: the seen cards, then a completion from a corpus deck of the
 * affiliation it shows, `counts` of each hidden kind. `known` are all the ids the view names (no
 * sampled id takes one of them). With `match`, the corpus deck is drawn from those that hold every
 * card the seat has shown, where any does (a seat showing a premade deck's missions is taken to
 * play that deck, as a player who knows the premade decks would); where none does, from all.
 */
export function sampleSeatCards(owner: PlayerId, sv: SeatView, seen: readonly ModelCard[], counts: HiddenCounts, known: Iterable<CardId>, rng: Rng, match = false): ModelCard[] {
  const int = (n: number) => Math.floor(rng() * n);
  const shuffled = <T>(a: readonly T[]): T[] => shuffleWith(int, a.slice());
  const affs = shownAffiliations(sv, seen);
  const all = affs.flatMap((a) => corpusDecks(a));
  const fitting = match && seen.length > 0 ? all.filter((d) => holdsAll(d, seen)) : [];
  const decks = fitting.length > 0 ? fitting : all;
  const pk = poolKinds();
  const deck: DeckList = decks.length > 0 ? (decks[int(decks.length)] as DeckList) : { missions: [], seed: [], draw: [] };
  // the corpus deck's cards not already seen (one copy off for each copy seen)
  const seenCount = new Map<string, number>();
  for (const c of seen) seenCount.set(c.def, (seenCount.get(c.def) ?? 0) + 1);
  const rest = (defs: readonly string[]): string[] => {
    const out: string[] = [];
    for (const d of defs) {
      const n = seenCount.get(d) ?? 0;
      if (n > 0) seenCount.set(d, n - 1);
      else out.push(d);
    }
    return out;
  };
  const restMissions = rest(deck.missions);
  const restSeed = rest(deck.seed);
  const restDraw = rest(deck.draw);
  const typeOf = (d: string) => facts(d).type;
  /** n cards: first from `first` (shuffled, in order of preference groups), then copies of `more`, then of `fallback`. */
  const fill = (n: number, first: string[], more: readonly string[], fallback: readonly string[]): string[] => {
    const out = first.slice(0, n);
    const extra = more.length > 0 ? more : fallback;
    while (out.length < n && extra.length > 0) out.push(extra[int(extra.length)] as string);
    return out;
  };
  const picked: string[] = [];
  // missions of titles the seat has not shown
  const titles = new Set(seen.filter((c) => typeOf(c.def) === 'mission').map((c) => facts(c.def).name));
  const missionPick: string[] = [];
  for (const d of [...shuffled(restMissions), ...shuffled(pk.missions)]) {
    if (missionPick.length >= counts.missions) break;
    const name = facts(d).name;
    if (titles.has(name)) continue;
    titles.add(name);
    missionPick.push(d);
  }
  picked.push(...missionPick);
  // face-down cards under missions: the deck's dilemmas and artifacts
  const under = shuffled(restSeed.filter((d) => typeOf(d) === 'dilemma' || typeOf(d) === 'artifact'));
  const deckDilemmas = deck.seed.filter((d) => typeOf(d) === 'dilemma');
  picked.push(...fill(counts.underMissions, under, deckDilemmas, pk.dilemmas));
  // the ones taken from the deck's own are gone (fill takes them first, in order)
  under.splice(0, Math.min(counts.underMissions, under.length));
  // seed cards not yet seeded: outposts not seen first, then the rest of the deck's seed cards
  const seedLeft = restSeed.filter((d) => typeOf(d) !== 'dilemma' && typeOf(d) !== 'artifact');
  const outposts = shuffled(seedLeft.filter((d) => typeOf(d) === 'outpost'));
  const others = shuffled([...seedLeft.filter((d) => typeOf(d) !== 'outpost'), ...under]);
  picked.push(...fill(counts.seeds, [...outposts, ...others], deckDilemmas, pk.dilemmas));
  // hand, draw deck and hidden crews: the rest of the deck's draw cards
  picked.push(...fill(counts.draw, shuffled(restDraw), deck.draw, pk.drawable));
  const id = numberer(known);
  return picked.map((def) => ({ id: id(owner, def), def, owner }));
}

/** A card id's owner and definition, when it has the engine's shape and names a seat of the view. */
export function idParts(id: string, seats: readonly PlayerId[]): { owner: PlayerId; def: string } | null {
  const m = /^([a-z][a-z0-9-]*):([a-z0-9-]+)#(\d+)$/.exec(id);
  if (!m || !seats.includes(m[1] as PlayerId) || !hasFacts(m[2] as string)) return null;
  return { owner: m[1] as PlayerId, def: m[2] as string };
}

