/**
 * Random legal decks (issue 24, tests and checks): a seeded generator of decks that are legal
 * under a deck format and hold only cards the engine plays, for simulations and property tests.
 * The same seed and pool give the same deck.
 *
 * A deck plays one controlled affiliation (one with an outpost the engine plays), with Non-Aligned
 * cards beside it: six missions of different titles, most of them ones its personnel can attempt;
 * its outpost (and, one time in four where a space mission is among them, a Neutral Outpost); in half the decks an Alternate Universe Door (and in half of those two or three Devidian
 * Doors); a handful of dilemmas; up to two artifacts (one bearing the [AU] icon only where the door opens; a
 * seed holder with what it carries, holderCompanions); and a draw deck of its personnel and ships, equipment, events and
 * interrupts (Revolving Door among them), to the format's size. The equipment, events and interrupts
 * made for one affiliation (their `requires` names it: Honor Challenge "Klingon", Wartime Conditions
 * "Federation ship") go only to decks of that affiliation, and such a deck deals each of its own with
 * even chance (ownCards). Last, what a card of the deck needs to take effect at all is dealt with it
 * (withCompanions), and what it wants beyond named cards (skills, a mission: decks/deck-wants.ts).
 */
import { facts } from '../cards/facts.ts';
import type { Affiliation, CardFacts } from '../cards/facts.ts';
import { mulberry32, shuffleWith } from '../core/rng.ts';
import { CONSTRUCTED } from '../formats/constructed.ts';
import type { DeckFormat } from '../formats/constructed.ts';
import type { DeckList } from '../rules/setup.ts';
import { deckCardsOf, deckListOf } from './deck-list.ts';
import { implementedDef } from './set-coverage.ts';
import { isNeutralOutpost } from '../rules/outposts.ts';
import { hasAuIcon } from '../rules/doorways.ts';
import { behaviour } from '../cards/registry.ts';
import { placesOf, withWants } from './deck-wants.ts';
import { blueprintOfDef } from '../cards/blueprint-ids.ts';
import { findBlueprint } from '../cards/blueprints.ts';

export interface RandomDeckOptions {
  /** The cards to build from (engine ids): an engine's pool (Engine.cards). */
  pool: Iterable<string>;
  format?: DeckFormat;
  /** The affiliation to play; default: one drawn from those the pool can play. */
  affiliation?: Affiliation;
}

/** The affiliations a pool can build a deck for: an outpost, at least six personnel and a ship of it. */
export function buildableAffiliations(pool: Iterable<string>): Affiliation[] {
  const cards = [...pool].map((id) => facts(id));
  const out: Affiliation[] = [];
  for (const o of cards) {
    if (o.type !== 'outpost' || out.includes(o.affiliation) || isNeutralOutpost(o.id)) continue; // the Neutral Outpost is no affiliation's
    const a = o.affiliation;
    const people = cards.filter((c) => c.type === 'personnel' && c.affiliation === a).length;
    const ships = cards.filter((c) => c.type === 'ship' && (c.affiliation === a || c.affiliation === 'non-aligned')).length;
    if (people >= 6 && ships >= 1) out.push(a);
  }
  return out.sort();
}

/** The card database's "requires" column of a card (characteristics, card kinds or titles its text refers to). */
function requiresOf(id: string): readonly string[] {
  const bp = blueprintOfDef(id);
  return (bp === undefined ? undefined : findBlueprint(bp)?.requires) ?? [];
}

const AFFILIATION_NEED = /^(Federation|Klingon|Romulan)( ship)?$/;

/**
 * The affiliations a card is made for: those its `requires` names, alone or as a ship of it (Honor
 * Challenge and Klingon Disruptor "Klingon", Wartime Conditions "Federation ship"); none for most.
 */
export function madeFor(id: string): Affiliation[] {
  const out: Affiliation[] = [];
  for (const r of requiresOf(id)) {
    const m = AFFILIATION_NEED.exec(r);
    if (m) out.push((m[1] as string).toLowerCase() as Affiliation);
  }
  return out;
}

/**
 * The equipment a card's text needs present, named by a word of their titles in its `requires` (Phaser
 * Burns: "phaser", "disruptor"): the pool's equipment whose title has one of those words.
 */
export function equipmentNamed(id: string, cards: readonly CardFacts[]): CardFacts[] {
  const words = requiresOf(id).filter((r) => !AFFILIATION_NEED.test(r)).map((r) => r.toLowerCase());
  if (words.length === 0) return [];
  return cards.filter((c) => c.type === 'equipment' && c.id !== id && c.name.toLowerCase().split(/[^a-z0-9'-]+/).some((w) => words.includes(w)));
}

/**
 * The ships a card's text needs, named by a special equipment in its `requires` (Particle Scattering
 * Field: "Particle Scattering Device"): the pool's ships that carry it (the Tama).
 */
export function shipsNamed(id: string, cards: readonly CardFacts[]): CardFacts[] {
  const gear = requiresOf(id);
  if (gear.length === 0) return [];
  return cards.filter((c) => c.type === 'ship' && c.id !== id && c.specialEquipment.some((e) => gear.includes(e)));
}

const DILEMMA_NEED = /-related dilemma$/i;

/**
 * The dilemmas a card's text answers, named by a characteristic in its `requires` (Q2: "Q-related
 * dilemma"; Dathon: "Tamarian-related dilemma"): the pool's dilemmas bearing that characteristic.
 */
export function dilemmasNamed(id: string, cards: readonly CardFacts[]): CardFacts[] {
  const kinds = requiresOf(id).filter((r) => DILEMMA_NEED.test(r)).map((r) => r.toLowerCase());
  if (kinds.length === 0) return [];
  return cards.filter((c) => c.type === 'dilemma' && c.id !== id && c.characteristics.some((k) => kinds.includes(k.toLowerCase())));
}

/** A random legal deck of the pool under the format; throws RangeError when the pool cannot make one. */
export function randomDeck(seed: number, o: RandomDeckOptions): DeckList {
  const format = o.format ?? CONSTRUCTED;
  const rnd = mulberry32(seed >>> 0);
  const int = (n: number) => Math.floor(rnd() * n);
  const between = (lo: number, hi: number) => lo + int(hi - lo + 1);
  // only cards the engine plays (a pool of card facts may name some whose text has no behaviour yet)
  const cards = [...new Set(o.pool)].sort().filter(implementedDef).map((id) => facts(id));
  const choices = buildableAffiliations(cards.map((c) => c.id));
  const aff = o.affiliation ?? choices[int(choices.length)];
  if (aff === undefined || !choices.includes(aff)) throw new RangeError(`the pool cannot build a deck${o.affiliation ? ` of the ${o.affiliation} affiliation` : ''}: it needs an outpost, six personnel and a ship of one affiliation`);
  const shuffled = (l: CardFacts[]) => shuffleWith(int, l.slice());
  const ours = (c: CardFacts) => 'affiliation' in c && (c.affiliation === aff || c.affiliation === 'non-aligned');

  // six missions of different titles: at least four its personnel can attempt, when the pool has them
  const missions = cards.filter((c) => c.type === 'mission');
  const byTitle = new Map<string, CardFacts>();
  for (const m of shuffled(missions)) if (!byTitle.has(m.name)) byTitle.set(m.name, m);
  const titled = [...byTitle.values()];
  const attemptable = titled.filter((m) => m.type === 'mission' && m.affiliationIcons.includes(aff) && m.missionType !== 'space');
  const picked = attemptable.slice(0, Math.min(attemptable.length, between(4, 6)));
  for (const m of titled) if (picked.length < format.rules.missions && !picked.includes(m)) picked.push(m);
  if (picked.length < format.rules.missions) throw new RangeError(`the pool has ${picked.length} missions of different titles; a deck needs ${format.rules.missions}`);

  const list: DeckList = { missions: picked.map((m) => m.id), seed: [], draw: [] };
  const outpost = cards.find((c) => c.type === 'outpost' && c.affiliation === aff) as CardFacts;
  list.seed.push(outpost.id);
  // half the decks open an Alternate Universe Door, when the pool has one (its [AU] cards then play)
  const door = cards.find((c) => c.type === 'doorway' && c.id === 'alternate-universe-door');
  const opens = door !== undefined && int(2) === 0;
  if (door && opens) list.seed.push(door.id);
  // a card bearing the [AU] icon goes only to a deck that opens its door: with the door shut it is
  // never seeded, played or reported, a dead card no player would build with
  const playable = (c: CardFacts) => opens || !hasAuIcon(c.id);
  const dilemmas = cards.filter((c) => c.type === 'dilemma' && playable(c));
  for (let n = between(6, 14); n > 0 && dilemmas.length > 0; n--) list.seed.push((dilemmas[int(dilemmas.length)] as CardFacts).id);
  // none to two different artifacts the engine plays, seeded under the missions; drawn from a stream
  // of their own, so the rest of a seed's deck is drawn as it was before artifacts were dealt
  // An [AU] artifact only where the deck opens its door (its owner seeds and plays it only then): one
  // dealt to a deck with its door shut gives its place to the next in the shuffled order.
  const artifacts = cards.filter((c) => c.type === 'artifact' && implementedDef(c.id));
  const rndA = mulberry32((seed ^ 0x5bd1e995) >>> 0);
  const dealt = shuffleWith((n) => Math.floor(rndA() * n), artifacts.slice()).filter((c) => opens || !hasAuIcon(c.id));
  const seeded = dealt.slice(0, Math.floor(rndA() * 3));
  for (const a of seeded) list.seed.push(a.id);
  const carried = new Set<string>();
  for (const a of seeded) for (const id of holderCompanions(a, { aff, opens, list, titled, cards, rnd: rndA })) carried.add(id);
  // a deck with a space mission seeds a Neutral Outpost beside its own one time in four, when the pool
  // has it (it goes only at space missions); from a stream of its own, as the artifacts
  const neutral = cards.find((c) => c.type === 'outpost' && isNeutralOutpost(c.id));
  const rndN = mulberry32((seed ^ 0x2545f491) >>> 0);
  if (neutral && picked.some((m) => m.type === 'mission' && m.missionType !== 'planet') && rndN() < 0.25) list.seed.push(neutral.id);

  // the draw deck: personnel and ships of the affiliation (and Non-Aligned), then the rest
  const size = format.rules.minSize;
  const room = () => size - list.missions.length - list.seed.length - list.draw.length;
  const copiesOf = (c: CardFacts) => (c.unique ? 1 : between(1, 3));
  const add = (l: CardFacts[], upTo: number) => {
    for (const c of shuffled(l)) {
      for (let k = copiesOf(c); k > 0 && upTo > 0 && room() > 0; k--, upTo--) list.draw.push(c.id);
      if (upTo <= 0 || room() <= 0) break;
    }
  };
  // a unique personnel seeded with a holder (Cryosatellite) is not dealt again into the draw deck
  const people = cards.filter((c) => c.type === 'personnel' && ours(c) && playable(c) && !(c.unique && carried.has(c.id)));
  const ships = cards.filter((c) => c.type === 'ship' && ours(c) && playable(c));
  // equipment, events and interrupts the deck can play: none made for another affiliation only
  const forUs = (c: CardFacts) => { const a = madeFor(c.id); return a.length === 0 || a.includes(aff); };
  const others = cards.filter((c) => (c.type === 'equipment' || c.type === 'event' || c.type === 'interrupt') && forUs(c) && playable(c));
  // a deck that opens the door may stock Devidian Doors, when the pool has them: one to play, more to pay with
  const devidian = cards.find((c) => c.type === 'doorway' && c.id === 'devidian-door');
  if (opens && devidian && int(2) === 0) for (let k = between(2, 3); k > 0; k--) list.draw.push(devidian.id);
  add(ships, between(4, 8));
  // the affiliation's own cards (made for it), each with even chance, from a stream of their own
  // the affiliation's own cards come out of the same allowance as the other equipment, events and
  // interrupts (8-16 cards), so a deck dealt many of them has as many personnel as any other
  const own = ownCards(seed, others, aff, opens);
  const allowance = between(8, 16);
  const before = list.draw.length;
  for (const c of own) for (let k = copiesOf(c); k > 0 && room() > 0 && list.draw.length - before < allowance; k--) list.draw.push(c.id);
  add(others.filter((c) => !own.includes(c)), allowance - (list.draw.length - before));
  add(people, room());
  // a small pool may leave room: more copies of the universal personnel, then of anything drawn
  const filler = [...people.filter((c) => !c.unique), ...others, ...ships.filter((c) => !c.unique)];
  while (room() > 0 && filler.length > 0) list.draw.push((filler[int(filler.length)] as CardFacts).id);
  if (room() > 0) throw new RangeError(`the pool cannot fill a ${size}-card deck of the ${aff} affiliation`);

  const checked = deckListOf(deckCardsOf(list), format);
  if (!checked.ok) throw new RangeError(`a random deck came out illegal (a bug in the generator): ${checked.reasons.join('; ')}`);
  const themed = withTheme(seed, list, cards, { people, others, format });
  return withWants(seed, withCompanions(seed, themed, cards, { ours, opens, format, aff }), cards, { aff, opens, format, builtAround: (id) => buildsAround(id, cards) });
}

/**
 * Whether a card is one a deck is built around: its moment needs other cards of its own deck (what its
 * behaviour names, CardBehaviour.deckNeeds; skills, kinds or missions it wants, deckWants; equipment or
 * dilemmas its `requires` names). Such a card takes effect only where the rest of the deck serves it.
 */
export function buildsAround(id: string, cards: readonly CardFacts[]): boolean {
  const b = behaviour(id);
  return b?.deckNeeds !== undefined || b?.deckWants !== undefined || namedCompanions(id, cards).length > 0;
}

/** The equipment and dilemmas a card's `requires` names (equipmentNamed, dilemmasNamed), by id. */
function namedCompanions(id: string, cards: readonly CardFacts[]): string[] {
  return [...equipmentNamed(id, cards), ...dilemmasNamed(id, cards)].map((k) => k.id);
}

/** How many copies of its theme card a deck holds (the most of a non-unique card a player would build around; a unique one, one). */
export const THEME_COPIES = 3;

/**
 * Every random deck is built around one card (issues 25 and 26: "decks that use every card"): one the
 * deck may play and that builds a deck around it (buildsAround), THEME_COPIES of it (one when unique),
 * each in place of an equipment, event or interrupt of the draw deck (a personnel where none is left);
 * what it needs and wants is then dealt with it
 * (withCompanions, withWants) as for any card. Drawn from a stream of its own, so the rest of a seed's
 * deck is drawn as it was; a deck the change would make illegal stays as it was.
 */
function withTheme(seed: number, list: DeckList, cards: readonly CardFacts[], o: { people: readonly CardFacts[]; others: readonly CardFacts[]; format: DeckFormat }): DeckList {
  const rnd = mulberry32((seed ^ 0x4f1bbcdc) >>> 0);
  const themes = [...o.others, ...o.people].filter((c) => buildsAround(c.id, cards));
  const theme = themes[Math.floor(rnd() * themes.length)];
  if (!theme) return list;
  const out: DeckList = { missions: [...list.missions], seed: [...list.seed], draw: [...list.draw] };
  const want = theme.unique ? 1 : THEME_COPIES;
  while (out.draw.filter((id) => id === theme.id).length < want) {
    // out of the allowance of equipment, events and interrupts, so the deck keeps its personnel; a
    // personnel only where none of those is left
    const spare = (kinds: readonly string[]) => placesOf(out.draw, kinds, (d) => d !== theme.id);
    const others = spare(['equipment', 'event', 'interrupt']);
    const from = others.length > 0 ? others : spare(['personnel']);
    const gone = from[Math.floor(rnd() * from.length)];
    if (!gone) break;
    out.draw.splice(gone[1], 1, theme.id);
  }
  return deckListOf(deckCardsOf(out), o.format).ok ? out : list;
}

/**
 * The cards made for the deck's affiliation (madeFor: a Klingon deck's Honor Challenge, Klingon Right of
 * Vengeance, Klingon Death Yell, Klingon Disruptor, ...) that it deals: each with even chance, an [AU]
 * one only where the deck opens its door. Drawn from a stream of their own.
 */
function ownCards(seed: number, others: readonly CardFacts[], aff: Affiliation, opens: boolean): CardFacts[] {
  const rnd = mulberry32((seed ^ 0x3c6ef372) >>> 0);
  return others.filter((c) => madeFor(c.id).includes(aff) && rnd() < 0.5 && (opens || !hasAuIcon(c.id)));
}

/**
 * What a seed holder (CardBehaviour.seedsWith: Cryosatellite) needs dealt with it to be seeded and
 * carry anything: where it seeds only at a space location, a space mission of the deck's own
 * affiliation among its missions (one replaces the last mission dealt, when none is there; a seat
 * seeds an artifact where its own teams may earn it); and, where the deck opens its door, up to its
 * allowance of personnel bearing the named icon, of the deck's affiliation, in the seed deck. Drawn
 * from the artifacts' stream; returns the personnel added. A deck without a holder is untouched.
 */
function holderCompanions(a: CardFacts, o: { aff: Affiliation; opens: boolean; list: DeckList; titled: readonly CardFacts[]; cards: readonly CardFacts[]; rnd: () => number }): string[] {
  const rule = behaviour(a.id)?.seedsWith;
  if (!rule) return [];
  const int = (n: number) => Math.floor(o.rnd() * n);
  const own = (m: CardFacts) => m.type === 'mission' && m.affiliationIcons.includes(o.aff);
  if (rule.where === 'space' && !o.list.missions.some((id) => { const m = facts(id); return own(m) && m.type === 'mission' && m.missionType !== 'planet'; })) {
    const names = new Set(o.list.missions.slice(0, -1).map((id) => facts(id).name));
    const spaces = o.titled.filter((m) => own(m) && m.type === 'mission' && m.missionType !== 'planet' && !names.has(m.name));
    const pick = spaces[int(spaces.length)];
    if (pick) o.list.missions.splice(o.list.missions.length - 1, 1, pick.id);
  }
  if (!o.opens || rule.personnel.max <= 0) return [];
  const icon = rule.personnel.icon === 'alternateUniverse';
  const fits = o.cards.filter((c) => c.type === 'personnel' && (c.affiliation === o.aff || c.affiliation === 'non-aligned') && (!icon || hasAuIcon(c.id)));
  const out: string[] = [];
  for (const c of shuffleWith(int, fits.slice()).slice(0, int(rule.personnel.max + 1))) {
    o.list.seed.push(c.id);
    out.push(c.id);
  }
  return out;
}

/** Whether a ship carries a Holodeck (a hologram reports and exists only aboard one; rules/holograms.ts). */
const holodeck = (c: CardFacts) => c.type === 'ship' && c.specialEquipment.includes('Holodeck');

/**
 * What the deck's cards need to take effect at all, dealt with them (issues 25 and 26: "the random
 * deck generator must be able to build decks that use every card"): the cards a card's behaviour names
 * (CardBehaviour.deckNeeds: Supernova a Tox Uthat, Vorgon Raiders Ajur and Boratus, …), equipment and
 * dilemmas its `requires` names (equipmentNamed, dilemmasNamed: Q2 a Q-related dilemma), and for a
 * hologram a Holodeck ship of the deck's affiliation (it reports nowhere else), and a ship with the special
 * equipment a card's `requires` names (shipsNamed: Particle Scattering Field the Tama). A needed card with the
 * [AU] icon comes only where the deck opens its door. Each one added takes the place of a card of the
 * draw deck that nothing needs (an equipment, event or interrupt for one of those, else a personnel), drawn from a stream of its own, so a deck with no such card is the
 * deck it was; a deck the additions would make illegal stays as it was.
 */
function withCompanions(seed: number, list: DeckList, cards: readonly CardFacts[], o: { ours: (c: CardFacts) => boolean; opens: boolean; format: DeckFormat; aff: Affiliation }): DeckList {
  const rnd = mulberry32((seed ^ 0x68e31da4) >>> 0);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const has = (id: string) => list.missions.includes(id) || list.seed.includes(id) || list.draw.includes(id);
  const usable = (c: CardFacts | undefined): c is CardFacts => c !== undefined && (o.opens || !hasAuIcon(c.id)) && (!('affiliation' in c) || c.affiliation === null || o.ours(c)) && (madeFor(c.id).length === 0 || madeFor(c.id).includes(o.aff));
  const out: DeckList = { missions: [...list.missions], seed: [...list.seed], draw: [...list.draw] };
  // what nothing may replace: each card that needs or wants others, and what it needs that the deck holds
  // already (a needed card may take the place of an equipment, event or interrupt, below)
  const keep = new Set<string>();
  for (const id of new Set([...list.seed, ...list.draw])) {
    if (!buildsAround(id, cards)) continue; // a card that names none builds nothing around it
    keep.add(id);
    for (const n of [...(behaviour(id)?.deckNeeds ?? []), ...namedCompanions(id, cards)]) if (has(n)) keep.add(n);
  }
  for (const id of [...new Set([...list.seed, ...list.draw])]) {
    const c = byId.get(id);
    if (!c) continue;
    let needs: CardFacts[] = [];
    const named = behaviour(id)?.deckNeeds;
    if (named) needs = named.map((n) => byId.get(n)).filter(usable);
    else if (c.type === 'personnel' && c.icons.includes('holographic') && !out.draw.some((d) => { const f = byId.get(d); return f !== undefined && holodeck(f) && o.ours(f); })) {
      const decks = cards.filter((f) => holodeck(f) && usable(f));
      const pick = decks[Math.floor(rnd() * decks.length)];
      needs = pick ? [pick] : [];
    } else if (c.type !== 'dilemma' && c.type !== 'artifact') {
      // equipment its text needs present (Phaser Burns: a phaser or a disruptor): one the deck can use, unless it holds one
      const kit = equipmentNamed(id, cards).filter(usable);
      const held = kit.find((k) => has(k.id) || out.draw.includes(k.id));
      const pick = held ?? kit[Math.floor(rnd() * kit.length)];
      needs = pick ? [pick] : [];
      // a dilemma its text answers (Q2: a Q-related one), seeded by the deck itself, unless it seeds one
      const answered = dilemmasNamed(id, cards).filter(usable);
      if (answered.length > 0) needs.push(answered.find((k) => has(k.id) || out.seed.includes(k.id)) ?? (answered[Math.floor(rnd() * answered.length)] as CardFacts));
      // a ship with the special equipment its text needs (Particle Scattering Field: the Tama), unless it holds one
      const craft = shipsNamed(id, cards).filter(usable);
      if (craft.length > 0) needs.push(craft.find((k) => has(k.id) || out.draw.includes(k.id)) ?? (craft[Math.floor(rnd() * craft.length)] as CardFacts));
    }
    const wanted = needs.filter((n) => !has(n.id) && !out.seed.includes(n.id) && !out.draw.includes(n.id));
    if (needs.length === 0) continue;
    keep.add(id);
    for (const n of needs) keep.add(n.id);
    for (const n of wanted) {
      // the place it takes: an artifact's, another artifact dealt that nothing needs where two are
      // dealt already (a deck seeds two at most); else a personnel of the draw deck that nothing needs
      const artifacts = out.seed.map((d, i) => [d, i] as const).filter(([d]) => byId.get(d)?.type === 'artifact');
      if (n.type === 'artifact' && artifacts.length >= 2) {
        const swap = artifacts.filter(([d]) => !keep.has(d))[0];
        if (!swap) break;
        out.seed.splice(swap[1], 1, n.id);
        continue;
      }
      // a needed equipment, event or interrupt takes the place of one of those that nothing needs, so
      // the deck keeps its personnel (a deck built around Crosis or Lore Returns needs two such cards)
      const spareOf = (kinds: readonly string[]) => placesOf(out.draw, kinds, (d) => !keep.has(d));
      const alike = ['equipment', 'event', 'interrupt'].includes(n.type) ? spareOf(['equipment', 'event', 'interrupt']) : [];
      const spare = alike.length > 0 ? alike : spareOf(['personnel']);
      const gone = spare[Math.floor(rnd() * spare.length)];
      if (!gone) break;
      out.draw.splice(gone[1], 1);
      if (n.type === 'dilemma' || n.type === 'artifact') out.seed.push(n.id);
      else out.draw.push(n.id);
    }
  }
  if (out.seed.every((d, i) => d === list.seed[i]) && out.seed.length === list.seed.length && out.draw.every((d, i) => d === list.draw[i])) return list;
  return deckListOf(deckCardsOf(out), o.format).ok ? out : list;
}
