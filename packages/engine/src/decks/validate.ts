/**
 * Deck validation (issue 24, item 2): a deck against a format's deck rules (formats/constructed.ts),
 * every problem at once, each with its reason in plain words and the cards concerned; and, apart
 * from the rules, which of the deck's cards the engine cannot play yet.
 *
 * A card is implemented when the engine can play it today: the engine has its facts, and when the
 * card has game text, a behaviour in the installed card registry describes it (outposts excepted:
 * the rules themselves seed and build them). docs/DECKS.md and docs/RULINGS.md (deck rulings).
 *
 * Pure: reads the card facts and the installed registry, changes nothing.
 */
import { findBlueprint } from '../cards/blueprints.ts';
import type { Blueprint } from '../cards/blueprints.ts';
import { defOfBlueprint } from '../cards/blueprint-ids.ts';
import { needsCardFile } from '../cards/blueprint-facts.ts';
import { missionOrOutpostNeedsFile } from '../cards/blueprint-missions.ts';
import { facts, hasFacts } from '../cards/facts.ts';
import { behaviour } from '../cards/registry.ts';
import { CONSTRUCTED } from '../formats/constructed.ts';
import type { DeckFormat } from '../formats/constructed.ts';
import { cardRef, describeCard, normaliseCardName } from './deck-file.ts';
import type { DeckCard, DeckCardRef } from './deck-file.ts';

/** Which deck rule a problem breaks. */
export type DeckRule = 'pool' | 'count' | 'size' | 'missions' | 'mission-titles' | 'outposts' | 'seed-cards' | 'copies';

export interface DeckProblem {
  readonly rule: DeckRule;
  /** The reason, in plain words. */
  readonly message: string;
  /** The cards concerned (blueprint ids for a card outside the pool that we do not know). */
  readonly cards: readonly (DeckCardRef | { readonly blueprintId: string })[];
}

export interface NotImplementedCard {
  readonly card: DeckCardRef;
  readonly count: number;
  readonly reason: string;
}

export interface DeckReport {
  readonly format: string;
  /** No rule problem. */
  readonly legal: boolean;
  /** Legal, and every card implemented: the engine could play it card by card. */
  readonly playable: boolean;
  readonly size: number;
  /** Seed cards (missions, dilemmas, artifacts, outposts, one Alternate Universe Door) and the rest. */
  readonly seedCards: number;
  readonly drawCards: number;
  readonly missions: number;
  readonly problems: readonly DeckProblem[];
  readonly notImplemented: readonly NotImplementedCard[];
}

export type Implementation = { readonly implemented: true } | { readonly implemented: false; readonly reason: string };

/** Whether the engine can play a card (by blueprint id) today, and if not, why. */
export function cardImplementation(blueprintId: string): Implementation {
  const b = findBlueprint(blueprintId);
  if (!b || b.blueprintId !== blueprintId) return { implemented: false, reason: 'no such card' };
  const def = defOfBlueprint(blueprintId);
  if (def === undefined || !hasFacts(def)) {
    if (b.type === 'personnel' || b.type === 'ship' || b.type === 'mission' || b.type === 'facility') {
      const why = b.set === 'intro-2pg' ? null : b.type === 'personnel' || b.type === 'ship' ? needsCardFile(b) : missionOrOutpostNeedsFile(b);
      if (why) return { implemented: false, reason: `no card file describes it yet (${why})` };
    }
    return { implemented: false, reason: `the engine has no facts for this ${b.type} yet` };
  }
  if (b.hasText && facts(def).type !== 'outpost' && behaviour(def) === undefined) {
    return { implemented: false, reason: 'its game text has no behaviour in the engine yet' };
  }
  return { implemented: true };
}

/** How many of these copies of a card are seed cards under the format's rules. */
export function seedCopies(b: Blueprint, count: number, format: DeckFormat = CONSTRUCTED): number {
  if ((format.rules.seedTypes as readonly string[]).includes(b.type)) return count;
  if (format.rules.seedOneCopy.includes(b.blueprintId) || (format.rules.seedOneCopyTypes as readonly string[]).includes(b.type)) return Math.min(1, count);
  return 0;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const CONTROLLED = ['federation', 'klingon', 'romulan'] as const;
const affName = (a: string) => (a === 'non-aligned' ? 'Non-Aligned' : a[0]!.toUpperCase() + a.slice(1));

/**
 * Checks a deck (blueprint ids and counts; a card named twice is counted together) against a
 * format's deck rules. Every rule problem comes back, and, apart from them, the cards of the pool
 * the engine cannot play yet. Never throws on a bad deck.
 */
export function validateDeck(deck: readonly DeckCard[], format: DeckFormat = CONSTRUCTED): DeckReport {
  const rules = format.rules;
  const problems: DeckProblem[] = [];

  // each card once, its counts added; counts that are not whole numbers of copies are refused
  const totals = new Map<string, number>();
  for (const e of deck) {
    if (!Number.isSafeInteger(e.count) || e.count < 1) {
      problems.push({ rule: 'count', message: `${e.blueprintId} is listed with ${String(e.count)} copies; a count is a whole number, 1 or more`, cards: [{ blueprintId: e.blueprintId }] });
      continue;
    }
    totals.set(e.blueprintId, (totals.get(e.blueprintId) ?? 0) + e.count);
  }

  // the pool: known cards of the format's sets
  const cards: { b: Blueprint; ref: DeckCardRef; count: number }[] = [];
  const outside: (DeckCardRef | { blueprintId: string })[] = [];
  for (const [id, count] of totals) {
    const b = findBlueprint(id);
    if (!b || b.blueprintId !== id) outside.push({ blueprintId: id });
    else if (!format.sets.includes(b.set)) outside.push(cardRef(b));
    else cards.push({ b, ref: cardRef(b), count });
  }
  if (outside.length > 0) {
    const names = outside.map((c) => ('name' in c ? describeCard(c) : `${c.blueprintId} (no card we know)`));
    problems.push({ rule: 'pool', message: `${plural(outside.length, 'card is', 'cards are')} not in the ${format.key} format's card pool: ${names.join(', ')}`, cards: outside });
  }

  // size: counted over every card listed (those outside the pool too: they are in the deck)
  const size = [...totals.values()].reduce((a, n) => a + n, 0);
  if (size < rules.minSize) problems.push({ rule: 'size', message: `the deck holds ${plural(size, 'card')}; it needs at least ${rules.minSize}`, cards: [] });
  else if (rules.exactlyMinSize && size !== rules.minSize) problems.push({ rule: 'size', message: `the deck holds ${plural(size, 'card')}; with the exactly-${rules.minSize} rule on it must hold exactly ${rules.minSize}`, cards: [] });

  // missions: exactly so many, all of different titles
  const missionCards = cards.filter((c) => c.b.type === 'mission');
  const missions = missionCards.reduce((a, c) => a + c.count, 0);
  if (missions !== rules.missions) {
    problems.push({ rule: 'missions', message: `the deck holds ${plural(missions, 'mission')}; it needs exactly ${rules.missions}`, cards: missionCards.map((c) => c.ref) });
  }
  const byTitle = new Map<string, typeof missionCards>();
  for (const c of missionCards) {
    const k = normaliseCardName(c.b.name);
    byTitle.set(k, [...(byTitle.get(k) ?? []), c]);
  }
  for (const same of byTitle.values()) {
    const copies = same.reduce((a, c) => a + c.count, 0);
    if (copies > 1) problems.push({ rule: 'mission-titles', message: `the mission ${same[0]!.b.name} is in the deck ${copies} times; each mission must have a different title`, cards: same.map((c) => c.ref) });
  }

  // copies (no limit in the constructed format; a format may set one)
  if (rules.maxCopies !== null) {
    for (const c of cards) {
      if (c.b.type !== 'mission' && c.count > rules.maxCopies) problems.push({ rule: 'copies', message: `${describeCard(c.ref)} is in the deck ${c.count} times; at most ${rules.maxCopies} copies of a card are allowed`, cards: [c.ref] });
    }
  }

  // outposts: each affiliation the personnel and ships play needs one
  if (rules.outpostPerAffiliation) {
    const outposts = new Set<string>();
    for (const c of cards) if (c.b.type === 'facility') outposts.add(c.b.affiliation);
    const uncovered = new Map<string, DeckCardRef[]>();
    const add = (key: string, ref: DeckCardRef) => uncovered.set(key, [...(uncovered.get(key) ?? []), ref]);
    for (const c of cards) {
      if (c.b.type !== 'personnel' && c.b.type !== 'ship') continue;
      const affs = c.b.affiliations;
      const controlled = affs.filter((a) => (CONTROLLED as readonly string[]).includes(a));
      if (controlled.length > 0) {
        if (!controlled.some((a) => outposts.has(a))) add(controlled.join('/'), c.ref);
      } else if (outposts.size === 0) {
        add('non-aligned', c.ref);
      }
    }
    for (const [key, refs] of uncovered) {
      const who = key.split('/').map(affName);
      const need = key === 'non-aligned'
        ? 'Non-Aligned personnel and ships need an outpost of some kind in the deck, and it has none'
        : who.length === 1
          ? `the deck plays ${who[0]} cards but has no ${who[0]} Outpost`
          : `the deck plays ${who.join('/')} cards but has no outpost of either affiliation (${who.map((a) => `${a} Outpost`).join(' or ')})`;
      problems.push({ rule: 'outposts', message: `${need}: ${refs.map((r) => r.name).join(', ')}`, cards: refs });
    }
  }

  // seed cards: at most a share of the deck
  let seedCards = 0;
  const seeds: DeckCardRef[] = [];
  for (const c of cards) {
    const n = seedCopies(c.b, c.count, format);
    seedCards += n;
    if (n > 0) seeds.push(c.ref);
  }
  const maxSeeds = Math.floor(size * rules.maxSeedShare);
  if (seedCards > maxSeeds) {
    problems.push({ rule: 'seed-cards', message: `the deck holds ${plural(seedCards, 'seed card')} of ${size}; at most ${maxSeeds} (${rules.maxSeedShare === 0.5 ? 'half' : `${rules.maxSeedShare * 100}%`} of the deck) may be seed cards`, cards: seeds });
  }

  const notImplemented: NotImplementedCard[] = [];
  for (const c of cards) {
    const impl = cardImplementation(c.b.blueprintId);
    if (!impl.implemented) notImplemented.push({ card: c.ref, count: c.count, reason: impl.reason });
  }

  const legal = problems.length === 0;
  return {
    format: format.key,
    legal,
    playable: legal && notImplemented.length === 0,
    size,
    seedCards,
    drawCards: size - seedCards,
    missions,
    problems,
    notImplemented,
  };
}
