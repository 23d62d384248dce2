/**
 * Deck files (docs/DECKS.md): a text list of cards, one `COUNT CARD` a line, where CARD is a
 * blueprint id (`101_065`), a slug (`medical-kit`) or a card's name (`Tricorder`, any letter case,
 * punctuation and spaces ignored). `#` starts a comment; blank lines and headings (a line ending
 * with `:`) are skipped. Every line that names no card, more than one card, or is not a card line
 * at all is reported, all at once, with its number, its text and (for an unknown or ambiguous name)
 * the cards it could mean, so the user can write the blueprint id instead.
 *
 * Pure: parsing reads the card facts (cards/blueprints.ts) and changes nothing.
 */
import { allBlueprints } from '../cards/blueprints.ts';
import type { Blueprint, SetKey } from '../cards/blueprints.ts';

/** A card as a report names it: enough to find it and to write it into a deck file. */
export interface DeckCardRef {
  readonly blueprintId: string;
  readonly name: string;
  readonly slug: string;
  readonly set: SetKey;
  readonly type: Blueprint['type'];
}

/** How many copies of one card (by blueprint id) a deck holds. */
export interface DeckCard {
  readonly blueprintId: string;
  readonly count: number;
}

/** A card line of a deck file, as read. */
export interface DeckLine {
  readonly line: number;
  readonly text: string;
  readonly count: number;
  readonly card: DeckCardRef;
}

export type DeckFileErrorKind = 'malformed' | 'unknown' | 'ambiguous';

/** A line of a deck file that could not be read as a card line. */
export interface DeckFileError {
  readonly line: number;
  readonly text: string;
  readonly kind: DeckFileErrorKind;
  readonly message: string;
  /** For an ambiguous name: every card it names. For an unknown one: the cards whose names are close to it. */
  readonly candidates: readonly DeckCardRef[];
}

export interface ParsedDeckFile {
  /** True when every line was read (no errors). */
  readonly ok: boolean;
  /** The deck: each card once, with its copies from every line naming it, in the order first named. */
  readonly cards: readonly DeckCard[];
  readonly lines: readonly DeckLine[];
  readonly errors: readonly DeckFileError[];
}

/** The most copies one line may give (a sanity bound on what is typed, not a deck rule). */
export const MAX_LINE_COUNT = 999;

export const SET_NAMES: Readonly<Record<SetKey, string>> = Object.freeze({
  premiere: 'Premiere',
  'alternate-universe': 'Alternate Universe',
  'intro-2pg': 'Introductory Two-Player Game',
});

const BLUEPRINT_ID = /^\d{3}_\d{3}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A count, with an optional "x" after it ("3 Tricorder", "3x Tricorder", "3 x Tricorder"). */
const COUNTED = /^(\d+)(?:\s*[xX×])?\s+(\S.*)$/;
/** A line that starts like a count but is not a usable one ("0 Tricorder", "-1 Tricorder", "2.5 Tricorder", "3"). */
const BAD_COUNT = /^[-+]?\d+(?:[.,]\d+)?(?:\s*[xX×])?(?:\s|$)/;

/**
 * The form a name is compared in: letters without accents, lower case, and nothing but letters and
 * digits (spaces, hyphens, apostrophes, dots, colons, quotes and the like are dropped), so
 * "kle'eg", "Kle eg" and "KLEEG" name the same card, and so do "Palor Toff - Alien Trader" and
 * "Palor Toff: Alien Trader".
 */
export function normaliseCardName(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function cardRef(b: Blueprint): DeckCardRef {
  return { blueprintId: b.blueprintId, name: b.name, slug: b.slug, set: b.set, type: b.type };
}

/** "Tricorder (101_065, Premiere)". */
export function describeCard(c: DeckCardRef): string {
  return `${c.name} (${c.blueprintId}, ${SET_NAMES[c.set]})`;
}

/** Looks cards up by blueprint id, slug or name, over a list of cards (all of ours by default). */
export interface CardFinder {
  /** Every card the text names: by blueprint id, by slug, or by name (several when ambiguous). */
  find(text: string): DeckCardRef[];
  /** Cards whose names are close to the text (one name holds the other), for an unknown name; at most `limit`. */
  near(text: string, limit?: number): DeckCardRef[];
}

export function cardFinder(cards: readonly Blueprint[] = allBlueprints()): CardFinder {
  const byId = new Map<string, Blueprint>();
  const bySlug = new Map<string, Blueprint>();
  const byName = new Map<string, Blueprint[]>();
  for (const b of cards) {
    byId.set(b.blueprintId, b);
    bySlug.set(b.slug, b);
    const key = normaliseCardName(b.name);
    byName.set(key, [...(byName.get(key) ?? []), b]);
  }
  return {
    find(text) {
      const t = text.trim();
      if (BLUEPRINT_ID.test(t)) {
        const b = byId.get(t);
        return b ? [cardRef(b)] : [];
      }
      const found = new Map<string, Blueprint>();
      const bySlugHit = SLUG.test(t) ? bySlug.get(t) : undefined;
      if (bySlugHit) found.set(bySlugHit.blueprintId, bySlugHit);
      const key = normaliseCardName(t);
      if (key !== '') for (const b of byName.get(key) ?? []) found.set(b.blueprintId, b);
      return [...found.values()].map(cardRef);
    },
    near(text, limit = 8) {
      const key = normaliseCardName(text);
      if (key.length < 3) return [];
      const out: DeckCardRef[] = [];
      for (const [name, bs] of byName) {
        if (name.includes(key) || (name.length >= 3 && key.includes(name))) out.push(...bs.map(cardRef));
      }
      return out.slice(0, limit);
    },
  };
}

/** What a line holds once its comment is taken off: nothing to read (blank, comment, heading) or a card line's text. */
function contentOf(raw: string): string | null {
  let s = raw.replace(/^\uFEFF/, '').trim();
  if (s === '' || s.startsWith('#')) return null;
  // a comment after the card: " # ..." (a "#" after a space or tab)
  const hash = s.search(/\s#/);
  if (hash >= 0) s = s.slice(0, hash).trim();
  if (s === '' || s.endsWith(':')) return null;
  // a list bullet in front of the line ("- 3 Tricorder", "* 3 Tricorder")
  s = s.replace(/^[-*]\s+/, '');
  return s === '' ? null : s;
}

/**
 * Reads a deck file's text. Never throws on bad input: every line it cannot read is one error,
 * and the errors come back all together with the lines it could read.
 */
export function parseDeckFile(text: string, finder: CardFinder = defaultFinder()): ParsedDeckFile {
  const lines: DeckLine[] = [];
  const errors: DeckFileError[] = [];
  const rawLines = text.split(/\r\n|\r|\n/);
  rawLines.forEach((raw, i) => {
    const line = i + 1;
    const content = contentOf(raw);
    if (content === null) return;
    const shown = raw.trim();
    const bad = (kind: DeckFileErrorKind, message: string, candidates: DeckCardRef[] = []) =>
      errors.push({ line, text: shown, kind, message, candidates });
    let count = 1;
    let name = content;
    const m = COUNTED.exec(content);
    if (m) {
      count = Number(m[1]);
      name = m[2]!.trim();
      if (!Number.isSafeInteger(count) || count < 1 || count > MAX_LINE_COUNT) {
        bad('malformed', `the count ${m[1]} is not a number of copies from 1 to ${MAX_LINE_COUNT}`);
        return;
      }
    } else if (BAD_COUNT.test(content)) {
      const onlyNumber = /^[-+]?\d+(?:[.,]\d+)?(?:\s*[xX×])?$/.test(content);
      bad('malformed', onlyNumber ? 'a count with no card after it' : `the count is not a whole number of copies from 1 to ${MAX_LINE_COUNT}`);
      return;
    }
    const found = finder.find(name);
    if (found.length === 1) {
      lines.push({ line, text: shown, count, card: found[0]! });
    } else if (found.length > 1) {
      bad('ambiguous', `"${name}" names ${found.length} cards; write the blueprint id of the one you mean`, found);
    } else if (BLUEPRINT_ID.test(name)) {
      bad('unknown', `no card has the blueprint id ${name}`);
    } else {
      const near = finder.near(name);
      bad('unknown', `no card is named "${name}"${near.length > 0 ? '; did you mean one of the cards listed?' : ''}`, near);
    }
  });
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.card.blueprintId, (totals.get(l.card.blueprintId) ?? 0) + l.count);
  const cards = [...totals].map(([blueprintId, count]) => ({ blueprintId, count }));
  return { ok: errors.length === 0, cards, lines, errors };
}

let finder: CardFinder | null = null;
function defaultFinder(): CardFinder {
  return (finder ??= cardFinder());
}
